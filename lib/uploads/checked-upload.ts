import "server-only";
import { randomUUID } from "node:crypto";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { jobFailureOf } from "@/lib/workers/pool";
import { cleanPool } from "./clean-pool";
import type { CleanResult } from "./clean-upload";
import { detectFile, type DetectedFile } from "./file-signature";
import { imageDimensions } from "./image-dimensions";
import { getStorage } from "./storage";
import { exceedsPixelLimits, holdsDeclaredPixels, MAX_MEGAPIXELS } from "./strip-metadata";

export interface UploadRules {
  maxBytes: number;
  /** Whether a file detected from its bytes is acceptable here. */
  accepts: (detected: DetectedFile) => boolean;
  messages: {
    empty: string;
    tooLarge: string;
    unrecognised: string;
    notAccepted: string;
    unreadableImage: string;
    /** A picture declaring more pixels than may be decoded; given the limit in megapixels. */
    imageTooLarge: (megapixels: number) => string;
    /** A file that took more time or memory to check than any real one does. */
    tooComplex: string;
  };
  /**
   * For files other people will download: every other kind is cleaned of what would identify its
   * owner too (authors, artists, GPS positions; lib/uploads/identifying-metadata.ts), with these
   * refusals when it cannot be read or cleaned.
   */
  identifying?: { unreadable: string; cannotRemove: string; tooLarge: string };
}

export interface CheckedUpload {
  /** The bytes to store: pictures re-encoded without their metadata. */
  bytes: Uint8Array;
  detected: DetectedFile;
}

/**
 * Checks an upload from its bytes, never its name or the browser's claim, then has it cleaned on the
 * cleaning pool, in its owner's turn: a picture re-encoded without its metadata (GPS, camera, owner),
 * any other file, when others will download it, without what would identify its owner. A picture's
 * size is read from its header first: one declaring more pixels than may be decoded, or more than its
 * bytes could hold, is refused before any decoder sees it. Refusals (invalid, too-large,
 * unsupported-type) store nothing.
 */
export async function checkUpload(bytes: Uint8Array, rules: UploadRules, owner: string): Promise<CheckedUpload> {
  if (bytes.byteLength === 0) throw new DomainError("invalid", rules.messages.empty);
  if (bytes.byteLength > rules.maxBytes) throw new DomainError("too-large", rules.messages.tooLarge);
  const detected = detectFile(bytes);
  if (!detected) throw new DomainError("unsupported-type", rules.messages.unrecognised);
  if (!rules.accepts(detected)) throw new DomainError("unsupported-type", rules.messages.notAccepted);
  if (detected.kind === "image") {
    const size = imageDimensions(bytes);
    if (!size) throw new DomainError("unsupported-type", rules.messages.unreadableImage);
    if (exceedsPixelLimits(size)) throw new DomainError("too-large", rules.messages.imageTooLarge(MAX_MEGAPIXELS));
    if (!holdsDeclaredPixels(size, bytes.byteLength))
      throw new DomainError("unsupported-type", rules.messages.unreadableImage);
  }
  const result = await cleaned(bytes, detected, Boolean(rules.identifying), owner, rules);
  if (!result.ok) {
    const { identifying, messages } = rules;
    if (result.problem === "unreadable-image") throw new DomainError("unsupported-type", messages.unreadableImage);
    if (result.problem === "too-large")
      throw new DomainError("too-large", identifying?.tooLarge ?? messages.tooComplex);
    const message = result.problem === "unreadable" ? identifying?.unreadable : identifying?.cannotRemove;
    throw new DomainError("unsupported-type", message ?? messages.notAccepted);
  }
  // Stored and served as what the cleaned bytes are.
  if (!result.detected || !rules.accepts(result.detected))
    throw new DomainError("unsupported-type", rules.messages.notAccepted);
  return { bytes: result.bytes, detected: result.detected };
}

/** The cleaning pool's answer; a job over its time or memory is refused as too complex, and so is a thread it brought down. */
async function cleaned(
  bytes: Uint8Array,
  detected: DetectedFile,
  identifying: boolean,
  owner: string,
  rules: UploadRules,
): Promise<CleanResult> {
  // Large bytes move to the thread instead of being copied there, with the buffer they are most of (an
  // upload's request body, which nothing reads any more); small ones are copied (they may share one).
  const own = bytes.byteLength >= 64 * 1024 && bytes.byteLength * 2 > bytes.buffer.byteLength ? bytes : bytes.slice();
  try {
    return await cleanPool().run(owner, { bytes: own, detected, identifying }, [own.buffer as ArrayBuffer]);
  } catch (error) {
    const failure = jobFailureOf(error);
    if (!failure || failure === "closed") throw error;
    throw new DomainError("too-large", rules.messages.tooComplex);
  }
}

/**
 * Stores a checked upload under a fresh server-made key, then records it. If recording fails the
 * file is removed again, so storage never holds a file no row points to.
 */
export async function storeAndRecord<T>(
  folder: string,
  upload: CheckedUpload,
  record: (storageKey: string) => Promise<T>,
  now = new Date(),
): Promise<T> {
  const storageKey = `${folder}/${now.getUTCFullYear()}/${randomUUID().replaceAll("-", "")}.${upload.detected.extension}`;
  const storage = getStorage();
  await storage.put(storageKey, upload.bytes, upload.detected.mime);
  try {
    return await record(storageKey);
  } catch (error) {
    await storage
      .delete(storageKey)
      .catch((cleanup) => logger.error("upload.cleanup_failed", { storageKey, error: cleanup }));
    throw error;
  }
}
