import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, privateJson, readMultipart, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { megabytes } from "@/lib/uploads/file-size";
import { uploadSize, withUploadMemory } from "@/lib/uploads/upload-memory";
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_BYTES } from "@/lib/venting/media-kinds";
import { countPostAttempt, createPostFromForm } from "@/lib/venting/posts";
import { assertMayPost } from "@/lib/venting/suspensions";

/** POST multipart (file, topicId, userEmail, fileType): one post in a topic, as the session's member. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "venting");
  await countPostAttempt(user.id);
  // A paused member is refused before a byte of the upload is read.
  await assertMayPost(user.id);
  // The body is read with a cap before it is parsed, so an oversized upload is never buffered whole,
  // once the server has room for it in memory.
  const post = await withUploadMemory(uploadSize(request, MAX_UPLOAD_BODY_BYTES), async () => {
    const form = await readMultipart(request, {
      maxBytes: MAX_UPLOAD_BODY_BYTES,
      tooLargeMessage: `Files can be at most ${megabytes(MAX_UPLOAD_BYTES)}.`,
      invalidMessage: MESSAGES.venting.missingUpload,
    });
    return createPostFromForm(user, form);
  });
  return privateJson({ message: MESSAGES.venting.uploaded, post }, { status: 201 });
});
