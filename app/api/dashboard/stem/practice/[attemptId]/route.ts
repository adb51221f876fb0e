import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, privateJson, readJson, readParam, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { answerAttempt } from "@/lib/stem/practice/attempts";
import { answerPracticeSchema, attemptIdSchema } from "@/lib/stem/schemas";

type Context = { params: Promise<{ attemptId: string }> };

/** POST {answer}: marks the answer to one of the learner's own questions, once, with the worked solution. */
export const POST = route<Context>(async (request, context) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "stem");
  const attemptId = await readParam(context, "attemptId", attemptIdSchema, MESSAGES.stemPractice.unknownAttempt);
  const { answer } = await readJson(request, answerPracticeSchema);
  return privateJson(await answerAttempt(user.id, attemptId, answer));
});
