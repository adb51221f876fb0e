import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, privateJson, readJson, readParam, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { setTrendingLike } from "@/lib/venting/likes";
import { likeSchema, ventingIdSchema } from "@/lib/venting/schemas";

/** PUT {liked}: likes or unlikes a trending item for the session's member. */
export const PUT = route<{ params: Promise<{ itemId: string }> }>(async (request, context) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "venting");
  const { liked } = await readJson(request, likeSchema, 1024);
  const itemId = await readParam(context, "itemId", ventingIdSchema, MESSAGES.venting.trendingNotFound);
  return privateJson(await setTrendingLike(user.id, itemId, liked));
});
