import "server-only";
import { ascii, concat } from "../bytes";
import { adtsFrameLength, chainsAt, mp3FrameLength, type FrameLength } from "../mpeg-frames";
import { flacWithoutMetadata } from "./flac";
import { cleaned, tooLarge, unreadable, type MetadataOutcome } from "./outcome";
import { endBeforeTrailingTags, id3v2LengthAt, MAX_STACKED_TAGS } from "./tags";

/**
 * MP3 and ADTS AAC: only whole frames are kept. A leading ID3v2 makes detectFile call ADTS (or FLAC)
 * MP3, so it arrives here as "audio/mpeg" and its output detects as what it really is.
 */
export function mpegAudioWithoutMetadata(bytes: Uint8Array): MetadataOutcome {
  let start = 0;
  for (let tags = 0, tag = id3v2LengthAt(bytes, 0); tag > 0; tags++, tag = id3v2LengthAt(bytes, start)) {
    if (tags === MAX_STACKED_TAGS) return tooLarge();
    if (start + tag > bytes.length) return unreadable();
    start += tag;
  }
  if (ascii(bytes, start, 4) === "fLaC") return flacWithoutMetadata(bytes.subarray(start));
  const end = endBeforeTrailingTags(bytes, start);
  if (end === "too-large") return tooLarge();
  if (end === null) return unreadable();
  const frames = framesOnly(bytes, start, end);
  return frames ? cleaned(frames) : unreadable();
}

/** Later breaks in the chain (junk, a second ID3v2 from joined files) are skipped to the next two frames in a row. */
function framesOnly(b: Uint8Array, start: number, end: number): Uint8Array | null {
  const view = b.subarray(0, end);
  // Some taggers pad past the size their tag declares.
  while (start < end && view[start] === 0) start++;
  const kind = [mp3FrameLength, adtsFrameLength].find((length) => chainsAt(view, start, length));
  if (!kind) return null;
  const runs: Uint8Array[] = [];
  let p = start;
  while (p < end) {
    const runStart = p;
    for (let length = kind(view, p); length > 0 && p + length <= end; length = kind(view, p)) p += length;
    if (p > runStart) runs.push(view.subarray(runStart, p));
    if (p >= end) break;
    p = nextChain(view, p + 1, kind);
  }
  return concat(runs);
}

function nextChain(b: Uint8Array, from: number, length: FrameLength): number {
  for (let p = from; p < b.length; p++) {
    if (b[p] === 0xff && chainsAt(b, p, length)) return p;
  }
  return b.length;
}
