import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, HttpError, privateJson, problemOf, readMultipart, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { hitRateLimit } from "@/lib/rate-limit";
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_BYTES, megabytes } from "@/lib/uploads/media-kinds";
import { createPost } from "@/lib/venting/posts";
import { uploadFieldsSchema } from "@/lib/validations/venting";

/** Posts per member per hour: plenty for venting, not enough to fill the disk. */
const UPLOAD_RULE = { limit: 30, windowMs: 60 * 60 * 1000 };

/** POST multipart (file, topicId, userEmail, fileType): one post in a topic, as the session's member. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "venting");
  // Counted before the body is read, so a flood of uploads is turned away before it costs memory.
  const allowed = await hitRateLimit(`upload:user:${user.id}`, UPLOAD_RULE);
  if (!allowed.allowed) {
    throw new HttpError(429, MESSAGES.venting.tooManyUploads, {}, { "Retry-After": String(allowed.retryAfterSeconds) });
  }
  // The body is read with a cap before it is parsed, so an oversized upload is never buffered whole.
  const { file, fields } = await readMultipart(request, {
    maxBytes: MAX_UPLOAD_BODY_BYTES,
    tooLargeMessage: `Files can be at most ${megabytes(MAX_UPLOAD_BYTES)}.`,
    invalidMessage: MESSAGES.venting.missingUpload,
  });
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!file || !parsed.success) {
    throw new HttpError(400, (parsed.error && problemOf(parsed.error)) ?? MESSAGES.venting.missingUpload);
  }
  // The e-mail in the form may only confirm the session's; it never chooses whose post this is.
  if (parsed.data.userEmail !== user.email) throw new HttpError(403, MESSAGES.venting.notYourAccount);

  const post = await createPost({
    userId: user.id,
    topicId: parsed.data.topicId,
    declaredKind: parsed.data.fileType,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  return privateJson({ message: MESSAGES.venting.uploaded, post }, { status: 201 });
});
