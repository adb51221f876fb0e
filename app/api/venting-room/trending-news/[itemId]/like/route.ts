import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, privateJson, readJson, route } from "@/lib/http/route";
import { setTrendingLike } from "@/lib/venting/likes";
import { likeSchema } from "@/lib/validations/venting";

/** PUT {liked}: likes or unlikes a trending item for the session's member. */
export const PUT = route<{ params: Promise<{ itemId: string }> }>(async (request, { params }) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "venting");
  const { liked } = await readJson(request, likeSchema, 1024);
  const { itemId } = await params;
  return privateJson(await setTrendingLike(user.id, itemId, liked));
});
