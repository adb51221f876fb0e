/** Inclusive, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

interface StoredFile {
  body: ReadableStream<Uint8Array>;
  range: ByteRange | null;
}

/** Nothing here is reachable by URL, so every read goes through a route that checks the reader's plan. */
export interface UploadStorage {
  readonly name: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The result's `range` is the slice actually sent (null: the whole file). */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export interface ServableFile {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  fileName: string;
  /** Documents download; pictures, video and audio show in the page. */
  disposition: "inline" | "attachment";
}

/** Keys are server-made (checked-upload.ts); anything else is refused before it reaches a disk or bucket. */
const STORAGE_KEY_PATTERN = /^[a-z0-9]+(?:\/[a-z0-9]+)*\.[a-z0-9]{2,5}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
