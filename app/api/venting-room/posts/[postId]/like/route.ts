import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, privateJson, readJson, route } from "@/lib/http/route";
import { setPostLike } from "@/lib/venting/likes";
import { likeSchema } from "@/lib/validations/venting";

/** PUT {liked}: likes or unlikes a post for the session's member. */
export const PUT = route<{ params: Promise<{ postId: string }> }>(async (request, { params }) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "venting");
  const { liked } = await readJson(request, likeSchema, 1024);
  const { postId } = await params;
  return privateJson(await setPostLike(user.id, postId, liked));
});
