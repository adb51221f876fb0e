export const MB = 1024 * 1024;

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** A file's size as people read it: KB below a megabyte. */
export function fileSize(bytes: number): string {
  return bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes);
}
