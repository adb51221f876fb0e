import { requireServiceApi } from "@/lib/auth/guards";
import { HttpError, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { storedFileResponse } from "@/lib/uploads/serve";
import { ventingIdSchema } from "@/lib/validations/venting";
import { findPostMedia } from "@/lib/venting/posts";

/** GET: a post's file (byte ranges honoured), only for members whose plan includes the Venting Room. */
export const GET = route<{ params: Promise<{ postId: string }> }>(async (request, { params }) => {
  await requireServiceApi(request, "venting");
  const postId = ventingIdSchema.safeParse((await params).postId);
  const post = postId.success ? await findPostMedia(postId.data) : null;
  if (!post) throw new HttpError(404, MESSAGES.venting.postNotFound);
  const response = await storedFileResponse(request, {
    ...post,
    disposition: post.mediaType === "doc" ? "attachment" : "inline",
  });
  if (!response) throw new HttpError(404, MESSAGES.venting.postNotFound);
  return response;
});
