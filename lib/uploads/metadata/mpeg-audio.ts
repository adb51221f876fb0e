import "server-only";
import { ascii, concat } from "./bytes";
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

const MP3_KBPS = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** The rules detectFile uses. */
function mp3FrameLength(b: Uint8Array, p: number): number {
  if (p + 4 > b.length || b[p] !== 0xff || (b[p + 1] & 0xe0) !== 0xe0) return 0;
  const version = (b[p + 1] >> 3) & 3;
  const layer = (b[p + 1] >> 1) & 3;
  const bitrate = b[p + 2] >> 4;
  const rate = (b[p + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrate === 0 || bitrate === 15 || rate === 3) return 0;
  const kbps = (version === 3 ? MP3_KBPS.v1 : MP3_KBPS.v2)[bitrate];
  const padding = (b[p + 2] >> 1) & 1;
  return Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / MP3_RATES[version][rate]) + padding;
}

function adtsFrameLength(b: Uint8Array, p: number): number {
  if (p + 7 > b.length || b[p] !== 0xff || (b[p + 1] & 0xf6) !== 0xf0 || ((b[p + 2] >> 2) & 0xf) >= 13) return 0;
  const length = ((b[p + 3] & 3) << 11) | (b[p + 4] << 3) | (b[p + 5] >> 5);
  return length >= 7 ? length : 0;
}

type FrameLength = (b: Uint8Array, p: number) => number;

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

function chainsAt(b: Uint8Array, p: number, length: FrameLength): boolean {
  const first = length(b, p);
  return first > 0 && p + first <= b.length && (p + first === b.length || length(b, p + first) > 0);
}

function nextChain(b: Uint8Array, from: number, length: FrameLength): number {
  for (let p = from; p < b.length; p++) {
    if (b[p] === 0xff && chainsAt(b, p, length)) return p;
  }
  return b.length;
}
