import type { MediaKind } from "@/lib/uploads/file-signature";
import { MB } from "@/lib/uploads/file-size";

export type { MediaKind };

/** Limits stay small: most members post over mobile data, where every megabyte costs. */
export const MEDIA_KINDS = {
  image: {
    label: "Image",
    plural: "Images",
    maxBytes: 5 * MB,
    accept: "image/jpeg,image/png,image/gif,image/webp",
    formats: "JPEG, PNG, GIF or WebP",
  },
  video: {
    label: "Video",
    plural: "Videos",
    maxBytes: 25 * MB,
    accept: "video/mp4,video/webm,video/quicktime,video/3gpp,.mp4,.webm,.mov,.3gp,.mkv",
    formats: "MP4, WebM, MOV, 3GP or MKV",
  },
  doc: {
    label: "Document",
    plural: "Docs",
    maxBytes: 5 * MB,
    accept:
      ".pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain",
    formats: ".pdf, .doc, .docx or .txt",
  },
  audio: {
    label: "Audio",
    plural: "Audio",
    maxBytes: 10 * MB,
    accept: "audio/*,.mp3,.m4a,.wav,.ogg,.aac,.flac,.amr,.webm",
    formats: "MP3, M4A, WAV, OGG, AAC, FLAC, AMR or WebM",
  },
} as const satisfies Record<
  MediaKind,
  { label: string; plural: string; maxBytes: number; accept: string; formats: string }
>;

export const MEDIA_KIND_IDS = Object.keys(MEDIA_KINDS) as [MediaKind, ...MediaKind[]];

export const MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_KINDS).map((kind) => kind.maxBytes));
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
