import "server-only";
import sharp from "sharp";
import type { DetectedFile } from "./file-signature";

/** Refuses images whose pixels alone would take too much memory to decode (a "decompression bomb"). */
const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Re-encodes a picture without its metadata. Phone photos carry EXIF: the GPS position they were
 * taken at, the phone, the time, sometimes the owner's name. Turning the picture upright first keeps
 * the orientation that EXIF would otherwise have supplied. Other kinds are returned as they are.
 * Null when the picture cannot be decoded (or would take too much memory to).
 */
export async function withoutMetadata(bytes: Uint8Array, detected: DetectedFile): Promise<Uint8Array | null> {
  if (detected.kind !== "image") return bytes;
  try {
    const image = sharp(bytes, {
      animated: detected.mime === "image/gif" || detected.mime === "image/webp",
      limitInputPixels: MAX_IMAGE_PIXELS,
    }).rotate();
    const output =
      detected.mime === "image/jpeg"
        ? image.jpeg({ quality: 85 })
        : detected.mime === "image/png"
          ? image.png()
          : detected.mime === "image/webp"
            ? image.webp({ quality: 85 })
            : image.gif();
    return new Uint8Array(await output.toBuffer());
  } catch {
    return null;
  }
}
