import { megabytes } from "@/lib/uploads/file-size";

/** Shared by the form and the server, which checks again from the file's bytes. */
const MAX_BYTES = 5 * 1024 * 1024;
const MIME_TYPES: readonly string[] = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "image/jpeg",
  "image/png",
];

// Stays under the 10 MB body cap of middleware.ts, which this route passes through.
export const AGREEMENT_LIMITS = {
  maxBytes: MAX_BYTES,
  label: megabytes(MAX_BYTES),
  mimeTypes: MIME_TYPES,
  accept: [".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png", ...MIME_TYPES].join(","),
  formats: "PDF, Word (.doc or .docx), JPEG or PNG",
} as const;
