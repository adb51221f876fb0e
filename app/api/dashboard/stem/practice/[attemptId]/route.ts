import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, privateJson, readJson, readParam, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { answerAndShow } from "@/lib/stem/practice/attempts";
import { answerPracticeSchema, attemptIdSchema } from "@/lib/stem/schemas";

type Context = { params: Promise<{ attemptId: string }> };

/**
 * POST {answer}: marks the answer to one of the learner's own questions: "try-again" with the hint
 * after a wrong first answer, else "marked" with the worked solution; with the topic's progress and
 * any celebration the answer earned.
 */
export const POST = route<Context>(async (request, context) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "stem");
  const attemptId = await readParam(context, "attemptId", attemptIdSchema, MESSAGES.stemPractice.unknownAttempt);
  const { answer } = await readJson(request, answerPracticeSchema);
  return privateJson(await answerAndShow(user.id, attemptId, answer));
});
