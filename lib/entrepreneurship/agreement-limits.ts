import { megabytes } from "@/lib/uploads/file-size";

/**
 * What a transfer agreement may be: a document, or a photo or scan of the signed page. Shared by
 * the form (checked before sending) and the server (checked again from the file's bytes).
 */
const MAX_BYTES = 5 * 1024 * 1024;
const MIME_TYPES: readonly string[] = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "image/jpeg",
  "image/png",
];

// The request body (under 10 MB) still passes through middleware.ts, which Next cuts at 10 MB:
// a limit above that would need the route left out of the middleware, as the Venting Room upload is.
export const AGREEMENT_LIMITS = {
  maxBytes: MAX_BYTES,
  label: megabytes(MAX_BYTES),
  mimeTypes: MIME_TYPES,
  accept: [".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png", ...MIME_TYPES].join(","),
  formats: "PDF, Word (.doc or .docx), JPEG or PNG",
} as const;
