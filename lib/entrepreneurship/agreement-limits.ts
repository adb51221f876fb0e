import { megabytes } from "@/lib/uploads/media-kinds";

/**
 * What a transfer agreement may be: a document, or a photo or scan of the signed page. Shared by
 * the form (checked before sending) and the server (checked again from the file's bytes).
 */
export const AGREEMENT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  label: megabytes(5 * 1024 * 1024),
  mimeTypes: [
    "application/pdf",
    "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "image/jpeg",
    "image/png",
  ] as readonly string[],
  accept: ".pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png",
  formats: "PDF, Word (.doc or .docx), JPEG or PNG",
} as const;
