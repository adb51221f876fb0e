import "server-only";
import { ascii, concat, u16be, u32be } from "./bytes";

/**
 * Pictures inside documents (a phone photo pasted into Word, a scan in a PDF) keep the metadata the
 * camera wrote: GPS position, owner, device. These strip it without re-encoding, so the picture the
 * document shows is bit-for-bit the same.
 */

/**
 * A JPEG without its APPn segments (EXIF, XMP, Photoshop/IPTC, MPF with its hidden second images)
 * and comments, and without anything after the end marker. Kept: JFIF (APP0), the ICC colour
 * profile (APP2) and Adobe's colour-transform flag (APP14), which change how the picture looks.
 * Null if it is not a well-formed JPEG.
 */
export function jpegWithoutMetadata(b: Uint8Array): Uint8Array | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [b.subarray(0, 2)];
  let p = 2;
  while (p + 1 < b.length) {
    if (b[p] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
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
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
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

/** Chunks a PNG needs to look the same: image data, palette, transparency and colour description. */
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

/**
 * A PNG without its text chunks (tEXt, zTXt, iTXt: author, software, XMP), eXIf, tIME and any
 * chunk not on the list above, and without anything after IEND. Null if it is not a PNG.
 */
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
