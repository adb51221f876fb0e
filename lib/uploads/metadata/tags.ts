import "server-only";
import { ascii, u32le } from "./bytes";

/**
 * Tag blocks that taggers put around audio of any format: ID3v2 at the start, and ID3v1 (with its
 * "TAG+" extension), APE, Lyrics3 and footer-marked ID3v2 at the end. They hold the artist, title,
 * comments and cover art.
 */

/**
 * Tags in a row at either end. Taggers stack a few (ID3v2 by two programs; ID3v1, its TAG+
 * extension, APE and Lyrics3 at the end); more is an attack (docs/benchmarks.md).
 */
export const MAX_STACKED_TAGS = 16;

/** Length of the ID3v2 tag starting at p, or 0 if none starts there. */
export function id3v2LengthAt(b: Uint8Array, p: number): number {
  if (ascii(b, p, 3) !== "ID3" || p + 10 > b.length) return 0;
  const version = b[p + 3];
  if (version < 2 || version > 4 || b[p + 4] === 0xff) return 0;
  if ([6, 7, 8, 9].some((i) => b[p + i] >= 0x80)) return 0;
  const size = (b[p + 6] << 21) | (b[p + 7] << 14) | (b[p + 8] << 7) | b[p + 9];
  // Version 4 may end with a 10-byte footer, flagged in the header.
  const footer = version === 4 && (b[p + 5] & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * Where the audio ends once the trailing tags are cut off; tags can be stacked in any order, so
 * this repeats until none is left. Null when a tag's own size points outside [start, end), and
 * "too-large" past MAX_STACKED_TAGS of them.
 */
export function endBeforeTrailingTags(b: Uint8Array, start: number, end = b.length): number | "too-large" | null {
  for (let tags = 0; tags <= MAX_STACKED_TAGS; tags++) {
    const before = trailingTagStart(b, start, end);
    if (before === null) return null;
    if (before === end) return end;
    end = before;
  }
  return "too-large";
}

function trailingTagStart(b: Uint8Array, start: number, end: number): number | null {
  if (end - start >= 128 && ascii(b, end - 128, 3) === "TAG") {
    const tagEnd = end - 128;
    // The "enhanced" ID3v1 block sits right before the plain one.
    return tagEnd - 227 >= start && ascii(b, tagEnd - 227, 4) === "TAG+" ? tagEnd - 227 : tagEnd;
  }
  if (end - start >= 32 && ascii(b, end - 32, 8) === "APETAGEX") {
    const size = u32le(b, end - 20); // footer plus items, without the optional header
    const hasHeader = (b[end - 9] & 0x80) !== 0;
    const tagStart = end - size - (hasHeader ? 32 : 0);
    return size >= 32 && tagStart >= start ? tagStart : null;
  }
  if (end - start >= 15 && ascii(b, end - 9, 9) === "LYRICS200") {
    const digits = ascii(b, end - 15, 6);
    if (!/^\d{6}$/.test(digits)) return null;
    const tagStart = end - 15 - Number(digits);
    return tagStart >= start && ascii(b, tagStart, 11) === "LYRICSBEGIN" ? tagStart : null;
  }
  if (end - start >= 20 && ascii(b, end - 9, 9) === "LYRICSEND") {
    // Lyrics3 v1 has no size: its text is at most 5100 bytes after the begin marker.
    const from = Math.max(start, end - 9 - 5100 - 11);
    const text = ascii(b, from, end - from);
    const at = text.lastIndexOf("LYRICSBEGIN");
    return at < 0 ? null : from + at;
  }
  if (end - start >= 20 && ascii(b, end - 10, 3) === "3DI") {
    // An ID3v2.4 tag appended at the end, found by its footer (same layout as the header).
    if ([6, 7, 8, 9].some((i) => b[end - 10 + i] >= 0x80)) return null;
    const size = (b[end - 4] << 21) | (b[end - 3] << 14) | (b[end - 2] << 7) | b[end - 1];
    const tagStart = end - 20 - size;
    return tagStart >= start && ascii(b, tagStart, 3) === "ID3" ? tagStart : null;
  }
  return end;
}
