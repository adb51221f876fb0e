// The storage interface and its key rule, shared by both implementations and by their callers.

/** An inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

interface StoredFile {
  body: ReadableStream<Uint8Array>;
  range: ByteRange | null;
}

/**
 * Where uploaded files live. Keys are opaque paths chosen by the server; nothing here is ever
 * reachable by URL, so every read goes through a route that checks the reader's plan.
 */
export interface UploadStorage {
  readonly name: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * The file, or the slice asked for; `range` says which slice was actually sent (null: the whole
   * file). Null when there is no such file.
   */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** A stored upload as it is served back: the file, its type and size, and how the browser should show it. */
export interface ServableFile {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  fileName: string;
  /** Documents download; pictures, video and audio show in the page. */
  disposition: "inline" | "attachment";
}

/** Keys are server-made (lib/uploads/checked-upload.ts); anything else is refused before it reaches a disk or a bucket. */
const STORAGE_KEY_PATTERN = /^[a-z0-9]+(?:\/[a-z0-9]+)*\.[a-z0-9]{2,5}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
