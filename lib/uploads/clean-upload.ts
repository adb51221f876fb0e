import "server-only";
import { detectFile, type DetectedFile } from "./file-signature";
import { withoutIdentifyingMetadata } from "./identifying-metadata";
import { withoutMetadata } from "./strip-metadata";

/** What a cleaning thread is asked: a file's bytes, what they are, and whether other members will download it. */
export interface CleanJob {
  /** This thread's own copy (moved or copied here by postMessage), so cleaners may overwrite it. */
  bytes: Uint8Array;
  detected: DetectedFile;
  /** Clean what would identify its owner too (identifying-metadata.ts), not only a picture's EXIF. */
  identifying: boolean;
}

export type CleanResult =
  /** The bytes to store, and what they are: told again from the cleaned bytes, when they were cleaned of tags. */
  | { ok: true; bytes: Uint8Array; detected: DetectedFile | null }
  | { ok: false; problem: "unreadable-image" | "unreadable" | "cannot-remove" | "too-large" };

/**
 * Everything an upload costs to check beyond reading its headers: a picture decoded and encoded again
 * without its metadata, any other file cleaned of what would identify its owner. Runs on a thread of
 * the cleaning pool (clean-pool.ts), never on the event loop.
 */
export async function cleanUpload({ bytes, detected, identifying }: CleanJob): Promise<CleanResult> {
  const stripped = await withoutMetadata(bytes, detected);
  if (!stripped) return { ok: false, problem: "unreadable-image" };
  if (!identifying || detected.kind === "image") return { ok: true, bytes: stripped, detected };
  const outcome = await withoutIdentifyingMetadata(stripped, detected, { owned: true });
  if (!outcome.ok) return outcome;
  // A tag in front can make one format look like another (an ID3 tag before AAC or FLAC reads as MP3).
  return { ok: true, bytes: outcome.bytes, detected: detectFile(outcome.bytes) };
}
