import { requireServiceApi } from "@/lib/auth/guards";
import { groupsOverview } from "@/lib/entrepreneurship/groups";
import { scopeQuerySchema } from "@/lib/entrepreneurship/schemas";
import { privateJson, readQuery, route } from "@/lib/http/route";

/** GET ?scope=: the groups, the arena's scores and May 2025 projects, and the learner's transfer requests. */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const { scope } = readQuery(request, scopeQuerySchema);
  return privateJson({ scope, ...(await groupsOverview(user.id, scope)) });
});
