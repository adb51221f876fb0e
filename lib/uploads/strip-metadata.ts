import "server-only";
import sharp from "sharp";
import type { DetectedFile } from "./file-signature";
import { imageDimensions, type ImageDimensions } from "./image-dimensions";

/**
 * What one picture may cost to decode, judged from the size its header declares (image-dimensions.ts)
 * before any decoder sees it: a decoder allocates every pixel a header declares (docs/benchmarks.md).
 *
 * - One frame: 25 megapixels. Phone cameras save 12 MP, or 24 MP on recent ones (5712×4284 = 24.5 MP),
 *   so every phone photo at its usual size fits; the 48-200 MP full-resolution modes do not (and their
 *   files are mostly over the 5 MB image limit anyway). Re-encoding a 24.5 MP picture measured
 *   about 160 MB for a JPEG and 290 MB for a WebP here.
 * - All frames together: 25 megapixels as well, so an animation costs no more than the largest still
 *   picture. Each frame is decoded at the full canvas size and re-encoding a GIF costs about 0.3 s of
 *   one core per megapixel of frames (measured), so this keeps any upload to seconds: a 480×270
 *   animation may have 192 frames, a 640×360 one 108.
 * - At most 1,000 frames: each frame has a fixed cost too (about 3 ms however small it is).
 */
export const MAX_FRAME_PIXELS = 25_000_000;
export const MAX_TOTAL_PIXELS = 25_000_000;
export const MAX_FRAMES = 1_000;
/** The limit as people read it, for the refusal's message. */
export const MAX_MEGAPIXELS = Math.round(MAX_FRAME_PIXELS / 1_000_000);

/** Whether a picture of this declared size would cost more to decode than any picture may. */
export function exceedsPixelLimits(size: ImageDimensions): boolean {
  return size.width * size.height > MAX_FRAME_PIXELS || size.totalPixels > MAX_TOTAL_PIXELS || size.frames > MAX_FRAMES;
}

/**
 * The most pixels one byte of each format can describe, with room over what its encoders reach. A
 * decoder fills a canvas of the declared size however little data follows, so a 43-byte GIF declaring
 * 4999×4999 cost seconds and hundreds of MB; what its bytes cannot hold is refused as damaged.
 * - GIF: an LZW code of 12 bits stands for at most 4,096 pixels: about 2,700 a byte.
 * - PNG: deflate expands at most 1,032 times, and a pixel takes at least one bit: about 8,250.
 * - JPEG: every 8×8 block of a component takes at least two bits (its DC difference and end of
 *   block): 256 pixels a byte in grey, fewer in colour; 600 leaves room for progressive files.
 * - WebP: a lossy macroblock left unchanged or a lossless run of 4,096 copies costs a bit or two.
 */
const MAX_PIXELS_PER_BYTE: Record<ImageDimensions["format"], number> = {
  gif: 3_000,
  png: 8_300,
  jpeg: 600,
  webp: 50_000,
};

/** Whether a picture's bytes could hold the pixels (of every frame) its header declares. */
export function holdsDeclaredPixels(size: ImageDimensions, byteLength: number): boolean {
  return size.totalPixels <= byteLength * MAX_PIXELS_PER_BYTE[size.format];
}

// Set once for the whole process. The operation cache keeps recent results (up to 50 MB) for a
// picture processed again: uploads never are, so it would only hold memory. One libvips thread per
// picture keeps a decode on one core (the other stays free to answer requests on this 2-core
// machine) and its per-thread buffers from multiplying. How many pictures are decoded at once is the
// cleaning pool's size (clean-pool.ts), each thread one at a time.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Re-encodes a picture without its metadata. Phone photos carry EXIF: the GPS position they were
 * taken at, the phone, the time, sometimes the owner's name. Turning the picture upright first keeps
 * the orientation that EXIF would otherwise have supplied. Other kinds are returned as they are.
 * Null when the picture cannot be decoded, or its header is unreadable or declares more pixels than
 * the limits above or its bytes could hold (checkUpload refuses those first, with their own message).
 */
export async function withoutMetadata(bytes: Uint8Array, detected: DetectedFile): Promise<Uint8Array | null> {
  if (detected.kind !== "image") return bytes;
  const size = imageDimensions(bytes);
  if (!size || exceedsPixelLimits(size) || !holdsDeclaredPixels(size, bytes.byteLength)) return null;
  const animated = detected.mime === "image/gif" || detected.mime === "image/webp";
  try {
    const image = sharp(bytes, {
      animated,
      // A second guard, in case a header says less than the decoder finds: sharp counts every
      // frame of an animation (width × height of all pages).
      limitInputPixels: animated ? MAX_TOTAL_PIXELS : MAX_FRAME_PIXELS,
      // Top to bottom, without holding the whole decoded picture when the output can stream.
      sequentialRead: true,
      // Refuse corrupt or truncated pixel data; tolerate warnings (a phone's encoder leaving stray
      // bytes between JPEG markers), which still decode to the right picture.
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
