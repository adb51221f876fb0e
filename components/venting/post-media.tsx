import FileDown from "lucide-react/icons/file-down";
import type { MediaKind } from "@/lib/uploads/file-signature";
import { fileSize } from "@/lib/uploads/file-size";

/**
 * A file played in the page, or offered as a download. Nothing is fetched until it is needed:
 * images load lazily and video and audio only when played, to spare members' mobile data.
 */
export function PostMedia({
  type,
  url,
  fileName,
  sizeBytes,
  title,
}: {
  type: MediaKind;
  url: string;
  fileName: string;
  sizeBytes: number;
  title: string;
}) {
  const format = fileName.split(".").pop()?.toUpperCase();
  if (type === "image") {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a private, plan-checked file: no image optimiser in front of it
      <img
        src={url}
        alt={title}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full rounded-lg bg-surface object-contain"
      />
    );
  }
  if (type === "video") {
    return (
      <video controls preload="none" playsInline className="aspect-video w-full rounded-lg bg-ink" aria-label={title}>
        <source src={url} />
      </video>
    );
  }
  if (type === "audio") {
    return (
      <audio controls preload="none" className="w-full" aria-label={title}>
        <source src={url} />
      </audio>
    );
  }
  return (
    <a
      href={url}
      download={fileName}
      className="flex items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3 font-medium text-brand-700 hover:bg-brand-50"
    >
      <FileDown aria-hidden="true" className="shrink-0" />
      <span className="min-w-0">
        <span className="block">Download the document ({format})</span>
        <span className="block text-sm font-normal text-muted">{fileSize(sizeBytes)}</span>
      </span>
    </a>
  );
}
