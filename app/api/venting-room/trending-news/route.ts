import { requireServiceApi } from "@/lib/auth/guards";
import { privateJson, readQuery, route } from "@/lib/http/route";
import { trendingQuerySchema } from "@/lib/venting/schemas";
import { listTrending } from "@/lib/venting/trending";

/** GET ?section=: trending items with their likes and whether this member likes each. */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "venting");
  const { section } = readQuery(request, trendingQuerySchema);
  return privateJson({ section: section ?? "all", items: await listTrending(user.id, section) });
});
