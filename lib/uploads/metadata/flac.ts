import "server-only";
import { ascii, concat, copyOf, u24be } from "../bytes";
import { cleaned, tooLarge, unreadable, type MetadataOutcome } from "./outcome";
import { endBeforeTrailingTags } from "./tags";

const STREAMINFO = 0;
const SEEKTABLE = 3;
const INVALID = 127;
/** Taggers write a handful of blocks, and at most one picture for each of the 21 picture types. */
const MAX_BLOCKS = 1_000;

/** FLAC: only STREAMINFO and SEEKTABLE are kept, and tags appended after the frames go. */
export function flacWithoutMetadata(bytes: Uint8Array): MetadataOutcome {
  if (ascii(bytes, 0, 4) !== "fLaC") return unreadable();
  const kept: Uint8Array[] = [];
  let p = 4;
  for (let blocks = 0, last = false; !last; blocks++) {
    if (blocks === MAX_BLOCKS) return tooLarge();
    if (p + 4 > bytes.length) return unreadable();
    last = (bytes[p] & 0x80) !== 0;
    const type = bytes[p] & 0x7f;
    const end = p + 4 + u24be(bytes, p + 1);
    if (end > bytes.length || type === INVALID || (p === 4) !== (type === STREAMINFO)) return unreadable();
    if (type === STREAMINFO || type === SEEKTABLE) kept.push(copyOf(bytes, p, end));
    p = end;
  }
  const audioEnd = endBeforeTrailingTags(bytes, p);
  if (audioEnd === "too-large") return tooLarge();
  if (audioEnd === null) return unreadable();
  // Frames start with the 14-bit sync code 0b11111111111110.
  if (audioEnd > p && !(bytes[p] === 0xff && (bytes[p + 1] & 0xfe) === 0xf8)) return unreadable();
  kept.forEach((block, i) => {
    block[0] = (block[0] & 0x7f) | (i === kept.length - 1 ? 0x80 : 0);
  });
  return cleaned(concat([bytes.subarray(0, 4), ...kept, bytes.subarray(p, audioEnd)]));
}
