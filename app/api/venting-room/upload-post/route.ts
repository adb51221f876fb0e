import { requireServiceApi } from "@/lib/auth/guards";
import { assertSameOrigin, HttpError, privateJson, problemOf, readBodyBytes, route } from "@/lib/http/route";
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
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    throw new HttpError(415, MESSAGES.venting.missingUpload);
  }
  // Counted before the body is read, so a flood of uploads is turned away before it costs memory.  // The body is read with a cap before it is parsed, so an oversized upload is never buffered whole.
  const body = await readBodyBytes(request, MAX_UPLOAD_BODY_BYTES, `Files can be at most ${megabytes(MAX_UPLOAD_BYTES)}.`);
  let form: FormData;
  try {
    // Buffer.concat made a plain ArrayBuffer, so the cast only tells TypeScript what it is.
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    throw new HttpError(400, MESSAGES.venting.missingUpload);
  }

  const file = form.get("file");
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (key !== "file") fields[key] = value;
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!(file instanceof File) || file.size === 0 || !parsed.success) {
    throw new HttpError(400, (parsed.error && problemOf(parsed.error)) ?? MESSAGES.venting.missingUpload);
  }
  // The e-mail in the form may only confirm the session's; it never chooses whose post this is.
  if (parsed.data.userEmail !== user.email) throw new HttpError(403, MESSAGES.venting.notYourAccount);

  const allowed = await hitRateLimit(`upload:user:${user.id}`, UPLOAD_RULE);
  if (!allowed.allowed) {
    throw new HttpError(429, MESSAGES.venting.tooManyUploads, {}, { "Retry-After": String(allowed.retryAfterSeconds) });
  }

  const post = await createPost({
    userId: user.id,
    topicId: parsed.data.topicId,
    declaredKind: parsed.data.fileType,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  return privateJson({ message: MESSAGES.venting.uploaded, post }, { status: 201 });
});
