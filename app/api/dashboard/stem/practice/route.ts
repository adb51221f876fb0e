import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, privateJson, readJson, route } from "@/lib/http/route";
import { startAttempt } from "@/lib/stem/practice/attempts";
import { startPracticeSchema } from "@/lib/stem/schemas";

/** POST {topicId}: a new practice question in the topic at the learner's level, asked without its answer. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "stem");
  const { topicId } = await readJson(request, startPracticeSchema);
  return privateJson(await startAttempt(user.id, topicId), { status: 201 });
});
