import { requireServiceApi } from "@/lib/auth/guards";
import { privateJson, route } from "@/lib/http/route";
import { practiceProgress } from "@/lib/stem/practice/attempts";

/** GET: the learner's practice progress in every topic: answered, right, mastery. */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "stem");
  return privateJson({ topics: await practiceProgress(user.id) });
});
