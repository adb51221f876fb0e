import "server-only";
import { randomUUID } from "node:crypto";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { detectFile, type DetectedFile } from "./file-signature";
import { withoutIdentifyingMetadata } from "./identifying-metadata";
import { imageDimensions } from "./image-dimensions";
import { getStorage } from "./storage";
import { exceedsPixelLimits, MAX_MEGAPIXELS, withoutMetadata } from "./strip-metadata";

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
 * Checks an upload from its bytes, never its name or the browser's claim, and strips a picture's
 * metadata (GPS, camera, owner). A picture's size is read from its header first: one declaring more
 * pixels than may be decoded is refused before any decoder sees it. Refusals (invalid, too-large,
 * unsupported-type) store nothing.
 */
export async function checkUpload(bytes: Uint8Array, rules: UploadRules): Promise<CheckedUpload> {
  if (bytes.byteLength === 0) throw new DomainError("invalid", rules.messages.empty);
  if (bytes.byteLength > rules.maxBytes) throw new DomainError("too-large", rules.messages.tooLarge);
  const detected = detectFile(bytes);
  if (!detected) throw new DomainError("unsupported-type", rules.messages.unrecognised);
  if (!rules.accepts(detected)) throw new DomainError("unsupported-type", rules.messages.notAccepted);
  if (detected.kind === "image") {
    const size = imageDimensions(bytes);
    if (!size) throw new DomainError("unsupported-type", rules.messages.unreadableImage);
    if (exceedsPixelLimits(size)) throw new DomainError("too-large", rules.messages.imageTooLarge(MAX_MEGAPIXELS));
  }
  const stripped = await withoutMetadata(bytes, detected);
  if (!stripped) throw new DomainError("unsupported-type", rules.messages.unreadableImage);
  if (!rules.identifying || detected.kind === "image") return { bytes: stripped, detected };

  const outcome = await withoutIdentifyingMetadata(stripped, detected);
  if (!outcome.ok) {
    if (outcome.problem === "too-large") throw new DomainError("too-large", rules.identifying.tooLarge);
    const message = outcome.problem === "unreadable" ? rules.identifying.unreadable : rules.identifying.cannotRemove;
    throw new DomainError("unsupported-type", message);
  }
  // Told again from the cleaned bytes: a tag in front can make one format look like another (an
  // ID3 tag before AAC or FLAC reads as MP3), and the file is stored and served as what it is.
  const cleanedAs = detectFile(outcome.bytes);
  if (!cleanedAs || !rules.accepts(cleanedAs)) throw new DomainError("unsupported-type", rules.messages.notAccepted);
  return { bytes: outcome.bytes, detected: cleanedAs };
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
