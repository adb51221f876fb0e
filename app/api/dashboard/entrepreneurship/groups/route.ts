import { requireServiceApi } from "@/lib/auth/guards";
import { groupsOverview } from "@/lib/entrepreneurship/groups";
import { groupsQuerySchema } from "@/lib/entrepreneurship/schemas";
import { privateJson, readQuery, route } from "@/lib/http/route";

/**
 * GET ?scope=&month=: the arena's groups with their members, the learner's own group, the Group
 * Score board, the Group Projects calendar at `month` (YYYY-MM, the current month when absent) and
 * the learner's transfer requests.
 */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const { scope, month } = readQuery(request, groupsQuerySchema);
  return privateJson({ scope, ...(await groupsOverview(user.id, scope, month)) });
});
