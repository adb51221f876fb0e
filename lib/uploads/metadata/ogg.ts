import "server-only";
import { ascii, concat, copyOf, setU32le, u16be, u32le } from "../bytes";
import { cannotRemove, cleaned, tooLarge, unreadable, type MetadataOutcome } from "./outcome";

/**
 * Ogg (Vorbis, Opus, Speex, FLAC): comment headers are emptied, vendor included. The first audio
 * packet must start a fresh page, so headers are laid out on new pages and audio pages only get
 * their sequence numbers and checksums redone. Other codecs (Theora, Skeleton) are refused.
 */
export function oggWithoutMetadata(bytes: Uint8Array): MetadataOutcome {
  const pages = readPages(bytes);
  if (pages === "too-large") return tooLarge();
  if (!pages) return unreadable();
  const streams = new Map<number, Stream>();
  const out: Uint8Array[] = [];
  for (const page of pages) {
    let stream = streams.get(page.serial);
    if (page.headerType & BOS) {
      if (stream && !stream.ended) return unreadable();
      const codec = codecOf(page);
      if (!codec) return cannotRemove();
      stream = { codec, firstPage: page, firstPageSlot: out.length, packets: [], partial: [], oldHeaderPages: 0 };
      streams.set(page.serial, stream);
      // The identification header is alone on the first page, which keeps its place.
      out.push(page.raw);
    } else if (!stream || stream.ended) {
      return unreadable();
    }
    if (page.headerType & EOS) stream.ended = true;
    if (stream.sequenceShift !== undefined) {
      out.push(
        stream.sequenceShift === 0 ? page.raw : rewritten(page, { sequence: page.sequence + stream.sequenceShift }),
      );
      continue;
    }
    const step = collectHeaderPackets(stream, page);
    if (step === "unreadable") return unreadable();
    if (step === "cannot-remove") return cannotRemove();
    if (!(page.headerType & BOS)) stream.oldHeaderPages++;
    if (step === "more") continue;
    const headers = cleanHeaders(stream);
    if (!headers) return unreadable();
    if (headers.firstPacket) out[stream.firstPageSlot] = rewritten(stream.firstPage, { body: headers.firstPacket });
    const endsStream = !!stream.ended && !(page.headerType & BOS);
    const laidOut = paginate(headers.packets, page.serial, stream.firstPage.sequence + 1, endsStream);
    out.push(...laidOut);
    stream.sequenceShift = laidOut.length - stream.oldHeaderPages;
  }
  // A stream whose headers never finished was cut off.
  if ([...streams.values()].some((stream) => stream.sequenceShift === undefined)) return unreadable();
  return cleaned(concat(out));
}

/** More pages than the audio limit holds at Opus's lowest rate, one 20 ms packet a page. */
const MAX_PAGES = 300_000;

const CONTINUED = 0x01;
const BOS = 0x02;
const EOS = 0x04;

interface Page {
  headerType: number;
  serial: number;
  sequence: number;
  lacing: Uint8Array;
  body: Uint8Array;
  raw: Uint8Array;
}

type Codec = "vorbis" | "opus" | "speex" | "flac";

interface Stream {
  codec: Codec;
  firstPage: Page;
  /** For Ogg FLAC's header count to be corrected later. */
  firstPageSlot: number;
  packets: Uint8Array[];
  partial: Uint8Array[];
  oldHeaderPages: number;
  /** Set once the headers are rewritten. */
  sequenceShift?: number;
  ended?: boolean;
}

function readPages(b: Uint8Array): Page[] | "too-large" | null {
  const pages: Page[] = [];
  for (let p = 0; p < b.length;) {
    if (pages.length === MAX_PAGES) return "too-large";
    if (p + 27 > b.length || ascii(b, p, 4) !== "OggS" || b[p + 4] !== 0) return null;
    const bodyStart = p + 27 + b[p + 26];
    if (bodyStart > b.length) return null;
    const lacing = b.subarray(p + 27, bodyStart);
    const end = bodyStart + lacing.reduce((sum, value) => sum + value, 0);
    if (end > b.length) return null;
    const raw = b.subarray(p, end);
    if (pageChecksum(raw) !== u32le(raw, 22)) return null;
    pages.push({
      headerType: b[p + 5],
      serial: u32le(b, p + 14),
      sequence: u32le(b, p + 18),
      lacing,
      body: b.subarray(bodyStart, end),
      raw,
    });
    p = end;
  }
  return pages.length ? pages : null;
}

function codecOf(page: Page): Codec | null {
  const head = ascii(page.body, 0, 8);
  if (head.startsWith("\x01vorbis")) return "vorbis";
  if (head === "OpusHead") return "opus";
  if (head === "Speex   ") return "speex";
  if (head.startsWith("\x7fFLAC")) return "flac";
  return null;
}

function collectHeaderPackets(stream: Stream, page: Page): "more" | "done" | "unreadable" | "cannot-remove" {
  if (((page.headerType & CONTINUED) !== 0) !== stream.partial.length > 0) return "unreadable";
  let offset = 0;
  for (let i = 0; i < page.lacing.length; i++) {
    const length = page.lacing[i];
    stream.partial.push(page.body.subarray(offset, offset + length));
    offset += length;
    if (length === 255) continue;
    stream.packets.push(concat(stream.partial));
    stream.partial = [];
    const total = headerCount(stream.codec, stream.packets);
    if (total === null) return "unreadable";
    if (stream.packets.length === total) {
      // Audio sharing the last header page would break the codec's rule.
      return i === page.lacing.length - 1 ? "done" : "cannot-remove";
    }
  }
  if (page.headerType & BOS && (stream.packets.length !== 1 || stream.partial.length > 0)) return "unreadable";
  return "more";
}

/** As far as the packets so far tell; null if malformed. */
function headerCount(codec: Codec, packets: Uint8Array[]): number | null {
  const first = packets[0];
  switch (codec) {
    case "vorbis":
      return 3;
    case "opus":
      return 2;
    case "speex":
      // extra_headers counts headers after the comment.
      return first.length >= 80 ? 2 + u32le(first, 76) : null;
    case "flac": {
      // Metadata blocks follow, one a packet, until one carries the "last block" flag.
      if (first.length < 51 || ascii(first, 9, 4) !== "fLaC") return null;
      const lastFlag = packets.length === 1 ? first[13] : packets[packets.length - 1][0];
      return lastFlag & 0x80 ? packets.length : packets.length + 1;
    }
  }
}

/** Vendor length 0 and no comments. */
const EMPTY_COMMENTS = new Uint8Array(8);
const VORBIS_COMMENT = 4;
const SEEKTABLE = 3;

function cleanHeaders(stream: Stream): { packets: Uint8Array[]; firstPacket?: Uint8Array } | null {
  const [first, ...rest] = stream.packets;
  const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
  switch (stream.codec) {
    case "vorbis":
      if (ascii(rest[0], 0, 7) !== "\x03vorbis" || ascii(rest[1], 0, 7) !== "\x05vorbis") return null;
      // Then a framing bit.
      return { packets: [concat([text("\x03vorbis"), EMPTY_COMMENTS, Uint8Array.of(1)]), rest[1]] };
    case "opus":
      if (ascii(rest[0], 0, 8) !== "OpusTags") return null;
      return { packets: [concat([text("OpusTags"), EMPTY_COMMENTS])] };
    case "speex":
      return { packets: [EMPTY_COMMENTS, ...rest.slice(1)] };
    case "flac": {
      if (rest.length === 0) return { packets: [] };
      // The mapping requires the comment block right after STREAMINFO.
      if ((rest[0][0] & 0x7f) !== VORBIS_COMMENT) return null;
      const kept = rest
        .filter((block) => (block[0] & 0x7f) === SEEKTABLE || block === rest[0])
        .map((block) =>
          block === rest[0] ? concat([Uint8Array.of(VORBIS_COMMENT, 0, 0, 8), EMPTY_COMMENTS]) : copyOf(block),
        );
      kept.forEach((block, i) => {
        block[0] = (block[0] & 0x7f) | (i === kept.length - 1 ? 0x80 : 0);
      });
      // A count of 0 means "not counted" and stays so.
      if (u16be(first, 7) === 0 || u16be(first, 7) === kept.length) return { packets: kept };
      const firstPacket = copyOf(first);
      firstPacket[7] = kept.length >> 8;
      firstPacket[8] = kept.length & 0xff;
      return { packets: kept, firstPacket };
    }
  }
}

function paginate(packets: Uint8Array[], serial: number, firstSequence: number, endsStream: boolean): Uint8Array[] {
  const lacing: number[] = [];
  for (const packet of packets) {
    for (let left = packet.length; ; left -= 255) {
      lacing.push(Math.min(left, 255));
      if (left < 255) break;
    }
  }
  const data = concat(packets);
  const pages: Uint8Array[] = [];
  let offset = 0;
  for (let i = 0; i < lacing.length; i += 255) {
    const values = lacing.slice(i, i + 255);
    const size = values.reduce((sum, value) => sum + value, 0);
    const continued = i > 0 && lacing[i - 1] === 255;
    const last = i + 255 >= lacing.length;
    const page = new Uint8Array(27 + values.length + size);
    page.set([0x4f, 0x67, 0x67, 0x53, 0, (continued ? CONTINUED : 0) | (last && endsStream ? EOS : 0)]);
    // A page on which no packet ends has granule position -1.
    if (values.every((value) => value === 255)) page.fill(0xff, 6, 14);
    setU32le(page, 14, serial);
    setU32le(page, 18, firstSequence + pages.length);
    page[26] = values.length;
    page.set(values, 27);
    page.set(data.subarray(offset, offset + size), 27 + values.length);
    offset += size;
    setU32le(page, 22, pageChecksum(page));
    pages.push(page);
  }
  return pages;
}

function rewritten(page: Page, change: { sequence?: number; body?: Uint8Array }): Uint8Array {
  const copy = copyOf(page.raw);
  if (change.sequence !== undefined) setU32le(copy, 18, change.sequence);
  if (change.body) copy.set(change.body, copy.length - page.body.length);
  setU32le(copy, 22, 0);
  setU32le(copy, 22, pageChecksum(copy));
  return copy;
}

// Ogg's CRC-32: polynomial 0x04C11DB7, not reflected, no final xor.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 24;
  for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
  return c >>> 0;
});

function pageChecksum(page: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    // The checksum field itself counts as zero.
    const byte = i >= 22 && i < 26 ? 0 : page[i];
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]) >>> 0;
  }
  return crc;
}
