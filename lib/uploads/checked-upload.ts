import "server-only";
import { randomUUID } from "node:crypto";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { detectFile, type DetectedFile } from "./file-signature";
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
  return { bytes: stripped, detected };
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
