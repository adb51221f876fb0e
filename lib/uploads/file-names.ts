const MAX_BASE_LENGTH = 80;

/**
 * A name that is safe to show and to put in a Content-Disposition header: no path, no control or
 * reserved characters, and the extension of the type the bytes really are.
 */
export function sanitizeFileName(original: string, extension: string): string {
  const lastSegment = original.split(/[\\/]/).pop() ?? "";
  const base = lastSegment
    .normalize("NFKC")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._()-]+/gu, "_")
    .replace(/[\s_]+/g, (run) => (run.includes(" ") ? " " : "_"))
    .replace(/^[\s._-]+|[\s._-]+$/g, "")
    .slice(0, MAX_BASE_LENGTH)
    .trim();
  return `${base || "file"}.${extension}`;
}

/** The Content-Disposition value for a download, with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
