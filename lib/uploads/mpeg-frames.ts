/** MPEG audio frames (MP3 and ADTS AAC), read by detectFile and walked by the metadata cleaner. */

export type FrameLength = (b: Uint8Array, p: number) => number;

const MP3_KBPS = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** 0 when no MPEG layer III frame starts at p. */
export function mp3FrameLength(b: Uint8Array, p: number): number {
  if (p + 4 > b.length || b[p] !== 0xff || (b[p + 1] & 0xe0) !== 0xe0) return 0;
  const version = (b[p + 1] >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5, 1 reserved
  const layer = (b[p + 1] >> 1) & 3; // 1 = layer III
  const bitrate = b[p + 2] >> 4;
  const rate = (b[p + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrate === 0 || bitrate === 15 || rate === 3) return 0;
  const kbps = (version === 3 ? MP3_KBPS.v1 : MP3_KBPS.v2)[bitrate];
  const padding = (b[p + 2] >> 1) & 1;
  return Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / MP3_RATES[version][rate]) + padding;
}

export function adtsFrameLength(b: Uint8Array, p: number): number {
  // Sync, layer 00, sampling index below 13, a 13-bit length covering at least the header.
  if (p + 7 > b.length || b[p] !== 0xff || (b[p + 1] & 0xf6) !== 0xf0 || ((b[p + 2] >> 2) & 0xf) >= 13) return 0;
  const length = ((b[p + 3] & 3) << 11) | (b[p + 4] << 3) | (b[p + 5] >> 5);
  return length >= 7 ? length : 0;
}

/** Two frames in a row at p (or one that ends the bytes): a lone 0xFFEx is too easy to hit by chance. */
export function chainsAt(b: Uint8Array, p: number, length: FrameLength): boolean {
  const first = length(b, p);
  return first > 0 && p + first <= b.length && (p + first === b.length || length(b, p + first) > 0);
}
