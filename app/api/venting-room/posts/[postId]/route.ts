import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, privateJson, readParam, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { deleteOwnPost } from "@/lib/venting/posts";
import { ventingIdSchema } from "@/lib/venting/schemas";

/** DELETE: the session's member deletes their own post and its file. */
export const DELETE = route<{ params: Promise<{ postId: string }> }>(async (request, context) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "venting");
  const postId = await readParam(context, "postId", ventingIdSchema, MESSAGES.venting.postNotFound);
  await deleteOwnPost(user.id, postId);
  return privateJson({ message: MESSAGES.venting.postDeleted });
});
