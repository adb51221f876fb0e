import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, HttpError, privateJson, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { likeSchema, ventingIdSchema } from "@/lib/validations/venting";
import { setTrendingLike } from "@/lib/venting/likes";

/** PUT {liked}: likes or unlikes a trending item for the session's member. */
export const PUT = route<{ params: Promise<{ itemId: string }> }>(async (request, { params }) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "venting");
  const { liked } = await readJson(request, likeSchema, 1024);
  const itemId = ventingIdSchema.safeParse((await params).itemId);
  if (!itemId.success) throw new HttpError(404, MESSAGES.venting.trendingNotFound);
  return privateJson(await setTrendingLike(user.id, itemId.data, liked));
});
