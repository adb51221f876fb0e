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
  accepts: (detected: DetectedFile) => boolean;
  messages: {
    empty: string;
    tooLarge: string;
    unrecognised: string;
    notAccepted: string;
    unreadableImage: string;
    imageTooLarge: (megapixels: number) => string;
    /** More time or memory to check than any real file takes. */
    tooComplex: string;
  };
  /** For files others will download: non-pictures are cleaned too (identifying-metadata.ts). */
  identifying?: { unreadable: string; cannotRemove: string; tooLarge: string };
}

export interface CheckedUpload {
  bytes: Uint8Array;
  detected: DetectedFile;
}

/**
 * Checks an upload from its bytes, never its name or the browser's claim, then cleans it on the
 * pool in its owner's turn. A picture's declared size is judged before any decoder sees it.
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

/** A job over its time or memory, or one that brought its thread down, is refused as too complex. */
async function cleaned(
  bytes: Uint8Array,
  detected: DetectedFile,
  identifying: boolean,
  owner: string,
  rules: UploadRules,
): Promise<CleanResult> {
  // Large bytes move to the thread with the buffer they are most of; small ones may share one (Node's
  // Buffer pool, which cannot move), so they are copied: `new Uint8Array`, as a Buffer's slice() is a view.
  const own =
    bytes.byteLength >= 64 * 1024 && bytes.byteLength * 2 > bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  try {
    return await cleanPool().run(owner, { bytes: own, detected, identifying }, [own.buffer as ArrayBuffer]);
  } catch (error) {
    const failure = jobFailureOf(error);
    if (!failure || failure === "closed") throw error;
    throw new DomainError("too-large", rules.messages.tooComplex);
  }
}

/** If recording fails the file is removed, so storage never holds a file no row points to. */
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
