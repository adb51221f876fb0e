import "server-only";
import { ascii, u32le } from "../bytes";

// Tag blocks taggers put around audio of any format: ID3v2 at the start; ID3v1, APE, Lyrics3 and
// footer-marked ID3v2 at the end.

/** Taggers stack a few; more is an attack (docs/benchmarks.md). */
export const MAX_STACKED_TAGS = 16;

/** 0 if no ID3v2 tag starts at p. */
export function id3v2LengthAt(b: Uint8Array, p: number): number {
  if (ascii(b, p, 3) !== "ID3" || p + 10 > b.length) return 0;
  const version = b[p + 3];
  if (version < 2 || version > 4 || b[p + 4] === 0xff) return 0;
  if ([6, 7, 8, 9].some((i) => b[p + i] >= 0x80)) return 0;
  const size = (b[p + 6] << 21) | (b[p + 7] << 14) | (b[p + 8] << 7) | b[p + 9];
  // Version 4 may end with a footer, flagged in the header.
  const footer = version === 4 && (b[p + 5] & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** Trailing tags stack in any order; null when a tag's size points outside [start, end). */
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
    // The "enhanced" TAG+ block sits right before the plain one.
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
    // Lyrics3 v1 has no size: its text is at most 5100 bytes.
    const from = Math.max(start, end - 9 - 5100 - 11);
    const text = ascii(b, from, end - from);
    const at = text.lastIndexOf("LYRICSBEGIN");
    return at < 0 ? null : from + at;
  }
  if (end - start >= 20 && ascii(b, end - 10, 3) === "3DI") {
    // An ID3v2.4 tag found by its footer (laid out as the header).
    if ([6, 7, 8, 9].some((i) => b[end - 10 + i] >= 0x80)) return null;
    const size = (b[end - 4] << 21) | (b[end - 3] << 14) | (b[end - 2] << 7) | b[end - 1];
    const tagStart = end - 20 - size;
    return tagStart >= start && ascii(b, tagStart, 3) === "ID3" ? tagStart : null;
  }
  return end;
}
