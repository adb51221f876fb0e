import { requireServiceApi } from "@/lib/auth/guards";
import { privateJson, readQuery, route } from "@/lib/http/route";
import { listPosts } from "@/lib/venting/posts";
import { feedQuerySchema } from "@/lib/venting/schemas";

/** GET ?topic=&type=&before=: the community's posts, newest first, a page at a time. */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "venting");
  const query = readQuery(request, feedQuerySchema);
  return privateJson(await listPosts(user.id, query));
});
