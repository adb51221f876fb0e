import { requireServiceApi } from "@/lib/auth/guards";
import { readParam, route } from "@/lib/http/route";
import { storedFileResponse } from "@/lib/http/stored-file-response";
import { MESSAGES } from "@/lib/messages";
import { findPostMedia } from "@/lib/venting/posts";
import { ventingIdSchema } from "@/lib/venting/schemas";

/** GET: a post's file (byte ranges honoured), only for members whose plan includes the Venting Room. */
export const GET = route<{ params: Promise<{ postId: string }> }>(async (request, context) => {
  const { user } = await requireServiceApi(request, "venting");
  const postId = await readParam(context, "postId", ventingIdSchema, MESSAGES.venting.postNotFound);
  return storedFileResponse(request, await findPostMedia(postId, user.id), MESSAGES.venting.postNotFound);
});
