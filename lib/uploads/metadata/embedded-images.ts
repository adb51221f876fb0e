import "server-only";
import { ascii, concat, copyOf, u16be, u32be, u64be } from "../bytes";

// Pictures inside documents keep the camera's metadata (GPS, owner, device). These strip it
// without re-encoding, so the picture the document shows is bit-for-bit the same.

/**
 * Drops APPn segments, comments and trailing bytes; keeps JFIF, the ICC profile and Adobe's
 * colour-transform flag, which change how the picture looks.
 */
export function jpegWithoutMetadata(b: Uint8Array): Uint8Array | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [b.subarray(0, 2)];
  let p = 2;
  while (p + 1 < b.length) {
    if (b[p] !== 0xff) return null;
    // 0xFF fill bytes may precede a marker.
    while (b[p + 1] === 0xff && p + 2 < b.length) p++;
    const marker = b[p + 1];
    if (marker === 0xd9) {
      kept.push(b.subarray(p, p + 2));
      return concat(kept);
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(b.subarray(p, p + 2));
      p += 2;
      continue;
    }
    if (p + 4 > b.length) return null;
    const end = p + 2 + u16be(b, p + 2);
    if (end > b.length || end < p + 4) return null;
    if (keepSegment(marker, ascii(b, p + 4, 12))) kept.push(b.subarray(p, end));
    p = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not 0xFF00 or a restart.
      const dataStart = p;
      while (p + 1 < b.length && !(b[p] === 0xff && b[p + 1] !== 0 && !(b[p + 1] >= 0xd0 && b[p + 1] <= 0xd7))) p++;
      kept.push(b.subarray(dataStart, p));
    }
  }
  return null;
}

function keepSegment(marker: number, signature: string): boolean {
  if (marker === 0xfe) return false; // COM
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe0) return signature.startsWith("JFIF\0");
  if (marker === 0xe2) return signature === "ICC_PROFILE\0";
  if (marker === 0xee) return signature.startsWith("Adobe");
  return false;
}

/** What a PNG needs to look the same. */
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "sBIT",
  "bKGD",
  "pHYs",
  "cICP",
  "mDCV",
  "cLLI",
  "acTL",
  "fcTL",
  "fdAT",
]);

export function pngWithoutMetadata(b: Uint8Array): Uint8Array | null {
  if (ascii(b, 1, 3) !== "PNG" || b[0] !== 0x89) return null;
  const kept: Uint8Array[] = [b.subarray(0, 8)];
  for (let p = 8; p + 12 <= b.length;) {
    const type = ascii(b, p + 4, 4);
    const end = p + 12 + u32be(b, p);
    if (end > b.length) return null;
    if (PNG_KEPT.has(type)) kept.push(b.subarray(p, end));
    if (type === "IEND") return concat(kept);
    p = end;
  }
  return null;
}

const JP2_KEPT = new Set(["jP  ", "ftyp", "rreq", "jp2h", "jp2c"]);
/** Boxes that only describe the picture (XMP, GeoJP2, links that may be file paths). */
const JP2_METADATA = new Set(["xml ", "uuid", "uinf", "jp2i", "asoc", "free"]);

/** A JP2 file or bare codestream; null for any other box (JPX fragment tables address the file by offset). */
export function jpeg2000WithoutMetadata(b: Uint8Array): Uint8Array | null {
  const file = copyOf(b);
  if (u16be(file, 0) === SOC) return codestreamCommentsZeroed(file, 0, file.length) ? file : null;
  if (ascii(file, 4, 4) !== "jP  ") return null;
  const kept: Uint8Array[] = [];
  let codestreams = 0;
  for (let p = 0; p < file.length;) {
    const type = ascii(file, p + 4, 4);
    const header = u32be(file, p) === 1 ? 16 : 8;
    if (p + header > file.length) return null;
    // 1: a 64-bit size follows; 0: to the end of the file.
    const size = header === 16 ? u64be(file, p + 8) : u32be(file, p) || file.length - p;
    if (size < header || p + size > file.length) return null;
    if (type === "jp2c") {
      if (!codestreamCommentsZeroed(file, p + header, p + size)) return null;
      codestreams++;
    }
    if (JP2_KEPT.has(type)) kept.push(file.subarray(p, p + size));
    else if (!JP2_METADATA.has(type)) return null;
    p += size;
  }
  return codestreams > 0 ? concat(kept) : null;
}

const SOC = 0xff4f;
const SOT = 0xff90;
const SOD = 0xff93;
const EOC = 0xffd9;
const COM = 0xff64;

/** Comment markers keep their lengths, so the tile-part lengths and any TLM index still add up. */
function codestreamCommentsZeroed(b: Uint8Array, start: number, end: number): boolean {
  if (u16be(b, start) !== SOC || u16be(b, start + 2) !== 0xff51) return false;
  let p = headerCommentsZeroed(b, start + 2, end, SOT);
  while (p !== null && p + 12 <= end && u16be(b, p) === SOT) {
    const length = u32be(b, p + 6);
    // Psot 0: the last tile-part, running to the end marker.
    const tileEnd = length === 0 ? end - 2 : p + length;
    if (u16be(b, p + 2) !== 10 || tileEnd > end || tileEnd < p + 14) return false;
    if (headerCommentsZeroed(b, p + 12, tileEnd, SOD) === null) return false;
    p = tileEnd;
  }
  return p === end - 2 && u16be(b, p) === EOC;
}

function headerCommentsZeroed(b: Uint8Array, p: number, end: number, until: number): number | null {
  while (p + 4 <= end) {
    const marker = u16be(b, p);
    if (marker === until) return p;
    const segmentEnd = p + 2 + u16be(b, p + 2);
    if (marker < 0xff00 || segmentEnd > end || segmentEnd < p + 4) return null;
    if (marker === COM) b.fill(0, p + 4, segmentEnd);
    p = segmentEnd;
  }
  return null;
}
