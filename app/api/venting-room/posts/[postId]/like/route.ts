import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, privateJson, readJson, readParam, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { setPostLike } from "@/lib/venting/likes";
import { likeSchema, ventingIdSchema } from "@/lib/venting/schemas";

/** PUT {liked}: likes or unlikes a post for the session's member. */
export const PUT = route<{ params: Promise<{ postId: string }> }>(async (request, context) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "venting");
  const { liked } = await readJson(request, likeSchema, 1024);
  const postId = await readParam(context, "postId", ventingIdSchema, MESSAGES.venting.postNotFound);
  return privateJson(await setPostLike(user.id, postId, liked));
});
