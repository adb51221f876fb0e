import "server-only";
import sharp from "sharp";
import type { DetectedFile } from "./file-signature";
import { imageDimensions, type ImageDimensions } from "./image-dimensions";

/**
 * Judged from the declared size before any decoder sees it (docs/benchmarks.md): 25 MP fits every
 * phone photo, and an animation's frames together cost no more than the largest still.
 */
export const MAX_FRAME_PIXELS = 25_000_000;
export const MAX_TOTAL_PIXELS = 25_000_000;
export const MAX_FRAMES = 1_000;
/** For the refusal's message. */
export const MAX_MEGAPIXELS = Math.round(MAX_FRAME_PIXELS / 1_000_000);

export function exceedsPixelLimits(size: ImageDimensions): boolean {
  return size.width * size.height > MAX_FRAME_PIXELS || size.totalPixels > MAX_TOTAL_PIXELS || size.frames > MAX_FRAMES;
}

/**
 * The most pixels a byte can describe, with room to spare: a decoder fills the declared canvas
 * however little data follows. GIF: a 12-bit LZW code is at most 4,096 pixels; PNG: deflate expands
 * at most 1,032 times; JPEG: each 8×8 block takes two bits or more; WebP: a run costs a bit or two.
 */
const MAX_PIXELS_PER_BYTE: Record<ImageDimensions["format"], number> = {
  gif: 3_000,
  png: 8_300,
  jpeg: 600,
  webp: 50_000,
};

export function holdsDeclaredPixels(size: ImageDimensions, byteLength: number): boolean {
  return size.totalPixels <= byteLength * MAX_PIXELS_PER_BYTE[size.format];
}

// No cache: an upload is never processed twice. One libvips thread per picture keeps a decode on
// one core and its buffers from multiplying; the cleaning pool (clean-pool.ts) sets how many run.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Re-encodes a picture without its EXIF (GPS position, phone, time), turned upright first since
 * EXIF held its orientation. Null when it cannot be decoded or breaks the limits above.
 */
export async function withoutMetadata(bytes: Uint8Array, detected: DetectedFile): Promise<Uint8Array | null> {
  if (detected.kind !== "image") return bytes;
  const size = imageDimensions(bytes);
  if (!size || exceedsPixelLimits(size) || !holdsDeclaredPixels(size, bytes.byteLength)) return null;
  const animated = detected.mime === "image/gif" || detected.mime === "image/webp";
  try {
    const image = sharp(bytes, {
      animated,
      // In case a header says less than the decoder finds.
      limitInputPixels: animated ? MAX_TOTAL_PIXELS : MAX_FRAME_PIXELS,
      sequentialRead: true,
      // Warnings (stray bytes between a phone's JPEG markers) still decode to the right picture.
      failOn: "error",
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
