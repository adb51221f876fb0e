import "server-only";
import { detectFile, type DetectedFile } from "./file-signature";
import { withoutIdentifyingMetadata } from "./identifying-metadata";
import { withoutMetadata } from "./strip-metadata";

export interface CleanJob {
  /** This thread's own copy, so cleaners may overwrite it. */
  bytes: Uint8Array;
  detected: DetectedFile;
  /** Other members will download it (identifying-metadata.ts). */
  identifying: boolean;
}

export type CleanResult =
  /** Detected again from the cleaned bytes. */
  | { ok: true; bytes: Uint8Array; detected: DetectedFile | null }
  | { ok: false; problem: "unreadable-image" | "unreadable" | "cannot-remove" | "too-large" };

/** Runs on a thread of the cleaning pool (clean-pool.ts), never on the event loop. */
export async function cleanUpload({ bytes, detected, identifying }: CleanJob): Promise<CleanResult> {
  const stripped = await withoutMetadata(bytes, detected);
  if (!stripped) return { ok: false, problem: "unreadable-image" };
  if (!identifying || detected.kind === "image") return { ok: true, bytes: stripped, detected };
  const outcome = await withoutIdentifyingMetadata(stripped, detected, { owned: true });
  if (!outcome.ok) return outcome;
  // An ID3 tag before AAC or FLAC reads as MP3.
  return { ok: true, bytes: outcome.bytes, detected: detectFile(outcome.bytes) };
}
