import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, HttpError, privateJson, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { likeSchema, ventingIdSchema } from "@/lib/validations/venting";
import { setPostLike } from "@/lib/venting/likes";

/** PUT {liked}: likes or unlikes a post for the session's member. */
export const PUT = route<{ params: Promise<{ postId: string }> }>(async (request, { params }) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "venting");
  const { liked } = await readJson(request, likeSchema, 1024);
  const postId = ventingIdSchema.safeParse((await params).postId);
  if (!postId.success) throw new HttpError(404, MESSAGES.venting.postNotFound);
  return privateJson(await setPostLike(user.id, postId.data, liked));
});
