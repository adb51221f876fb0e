/**
 * The size a picture declares in its headers, read without decoding: a decoder allocates every
 * pixel declared, so the cost is judged before one is asked to.
 */
import { ascii, has, u16be, u16le, u24le, u32be, u32le } from "./bytes";

export interface ImageDimensions {
  format: "png" | "jpeg" | "gif" | "webp";
  /** The canvas, grown to fit every frame. */
  width: number;
  height: number;
  frames: number;
  /** Each frame is drawn on the whole canvas, however small its own rectangle. */
  totalPixels: number;
}

export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (has(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png(bytes);
  if (has(bytes, 0, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return gif(bytes);
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return webp(bytes);
  return null;
}

function sized(format: ImageDimensions["format"], width: number, height: number, frames = 1): ImageDimensions | null {
  if (!(width > 0 && height > 0 && frames > 0)) return null;
  return { format, width, height, frames, totalPixels: width * height * frames };
}

/** APNG frames are not counted: libvips reads only the default image. */
function png(b: Uint8Array): ImageDimensions | null {
  // Signature, IHDR's length and type, its 13 bytes of data and CRC.
  if (b.length < 33 || u32be(b, 8) !== 13 || ascii(b, 12, 4) !== "IHDR") return null;
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  if (width > 0x7fffffff || height > 0x7fffffff) return null;
  return sized("png", width, height);
}

/** Start-of-frame markers: every SOFn but DHT (C4), JPG (C8) and DAC (CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Segments are skipped by length up to the first SOFn, so APPn thumbnails are never looked into. */
function jpeg(b: Uint8Array): ImageDimensions | null {
  let p = 2;
  while (p < b.length) {
    if (b[p] !== 0xff) {
      // Decoders skip stray bytes between segments.
      p = b.indexOf(0xff, p);
      if (p < 0) return null;
    }
    while (b[p] === 0xff) p++; // fill bytes
    if (p >= b.length) return null;
    const marker = b[p++];
    // Markers without a length: TEM, RSTn, SOI (and 0x00, which is not a marker at all).
    if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    if (marker === 0xd9 || marker === 0xda) return null; // EOI or SOS before any frame
    if (p + 2 > b.length) return null;
    const length = u16be(b, p);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      // Length, sample precision, height, width.
      if (length < 7 || p + 7 > b.length) return null;
      return sized("jpeg", u16be(b, p + 5), u16be(b, p + 3));
    }
    p += length;
  }
  return null;
}

/**
 * Decoders widen the canvas for a frame that sticks out of the screen; a truncated GIF counts the
 * frames it has. LZW data is skipped, never decompressed.
 */
function gif(b: Uint8Array): ImageDimensions | null {
  if (b.length < 13) return null;
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  let p = 13 + colourTableSize(b[10]);
  let frames = 0;
  while (p < b.length) {
    const block = b[p];
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      p = skipSubBlocks(b, p + 2); // extension: introducer, label, sub-blocks
    } else if (block === 0x2c) {
      // Image descriptor: left, top, width, height (little-endian), packed fields.
      if (p + 10 > b.length) break;
      frames++;
      width = Math.max(width, u16le(b, p + 1) + u16le(b, p + 5));
      height = Math.max(height, u16le(b, p + 3) + u16le(b, p + 7));
      // Local colour table, LZW minimum code size, then the data's sub-blocks.
      p = skipSubBlocks(b, p + 10 + colourTableSize(b[p + 9]) + 1);
    } else {
      break; // not part of the picture
    }
  }
  return frames > 0 ? sized("gif", width, height, frames) : null;
}

function colourTableSize(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0;
}

function skipSubBlocks(b: Uint8Array, p: number): number {
  while (p < b.length) {
    const size = b[p];
    p += 1 + size;
    if (size === 0) return p;
  }
  return b.length;
}

/** VP8X declares the canvas; in an animation every ANMF chunk is a frame drawn on it. */
function webp(b: Uint8Array): ImageDimensions | null {
  // The RIFF size counts from byte 8.
  const end = Math.min(b.length, 8 + u32le(b, 4));
  const first = chunkAt(b, 12, end);
  if (!first) return null;
  const { type, data, size } = first;
  if (type === "VP8 ") {
    // Frame tag (3 bytes, bit 0 clear on a key frame), start code, 14-bit width and height.
    if (size < 10 || b[data] & 1 || !has(b, data + 3, [0x9d, 0x01, 0x2a])) return null;
    return sized("webp", u16le(b, data + 6) & 0x3fff, u16le(b, data + 8) & 0x3fff);
  }
  if (type === "VP8L") {
    // Signature 0x2F, then width - 1 and height - 1 in 14 bits each.
    if (size < 5 || b[data] !== 0x2f) return null;
    const bits = u32le(b, data + 1);
    return sized("webp", (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (type !== "VP8X" || size < 10) return null;
  let width = u24le(b, data + 4) + 1;
  let height = u24le(b, data + 7) + 1;
  const animated = (b[data] & 0x02) !== 0;
  if (!animated) return sized("webp", width, height);
  let frames = 0;
  for (let chunk = chunkAt(b, first.next, end); chunk; chunk = chunkAt(b, chunk.next, end)) {
    if (chunk.type !== "ANMF") continue;
    // Frame X / 2, Y / 2, width - 1, height - 1 (24 bits each), then duration and flags.
    if (chunk.size < 16) return null;
    frames++;
    width = Math.max(width, 2 * u24le(b, chunk.data) + u24le(b, chunk.data + 6) + 1);
    height = Math.max(height, 2 * u24le(b, chunk.data + 3) + u24le(b, chunk.data + 9) + 1);
  }
  return sized("webp", width, height, frames);
}

/** Chunk sizes are padded to even. */
function chunkAt(
  b: Uint8Array,
  p: number,
  end: number,
): { type: string; data: number; size: number; next: number } | null {
  if (p + 8 > end) return null;
  const size = u32le(b, p + 4);
  const data = p + 8;
  // The fields read from a chunk cut short must still lie inside the bytes.
  if (data + Math.min(size, 16) > end) return null;
  return { type: ascii(b, p, 4), data, size, next: data + size + (size & 1) };
}
