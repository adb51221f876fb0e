import "server-only";
import { ascii, copyOf, u32be, u64be } from "../bytes";
import { cannotRemove, cleaned, tooLarge, unreadable, type MetadataOutcome } from "./outcome";

/**
 * MP4, M4A, MOV and 3GP: `udta`, `meta` and `uuid` boxes and timed-metadata tracks (GPS) go, header
 * times and old padding are zeroed. Nothing is cut out, since sample tables address media by absolute
 * offset: a box that goes becomes a zeroed `free` box of the same size.
 */
export function isoBmffWithoutMetadata(bytes: Uint8Array, owned = false): MetadataOutcome {
  const work: Work = {
    file: owned ? bytes : copyOf(bytes),
    boxesLeft: MAX_BOXES,
    freed: [],
    keptTracks: [],
    fragmented: false,
  };
  const outcome = clean(work);
  // Past the budget every walk gives up as if the file were damaged.
  return work.boxesLeft < 0 ? tooLarge() : outcome;
}

/** Boxes read, counting those read again; an empty box is only 8 bytes. */
const MAX_BOXES = 100_000;

function clean(work: Work): MetadataOutcome {
  const { file } = work;
  const top = childBoxes(work, 0, file.length, true);
  if (!top || top[0]?.type !== "ftyp") return unreadable();
  work.fragmented = top.some((box) => box.type === "moof");
  for (const box of top) {
    if (box.type === "moov" || box.type === "moof") {
      const result = cleanContainer(work, box);
      if (result) return result;
    } else if (FILLER.has(box.type)) {
      zeroPayload(file, box);
    } else if (!KEPT_TOP_LEVEL.has(box.type)) {
      free(work, box);
    }
  }
  // Media addressed inside a freed box would now be zeros: refuse rather than break it.
  const isFreed = freedTest(work.freed);
  if (work.keptTracks.some((offsets) => offsets.some(isFreed))) return cannotRemove();
  return cleaned(file);
}

/** Bisection: millions of chunks against thousands of freed boxes. */
function freedTest(ranges: [number, number][]): (offset: number) => boolean {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  // The furthest end so far, so overlapping ranges need no merging.
  const reach: number[] = [];
  for (const [, end] of sorted) reach.push(Math.max(end, reach[reach.length - 1] ?? 0));
  return (offset) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle][0] <= offset) low = middle + 1;
      else high = middle;
    }
    return low > 0 && reach[low - 1] > offset;
  };
}

interface Box {
  type: string;
  start: number;
  body: number;
  end: number;
}

interface Work {
  file: Uint8Array;
  boxesLeft: number;
  freed: [number, number][];
  keptTracks: number[][];
  fragmented: boolean;
}

const KEPT_TOP_LEVEL = new Set(["ftyp", "moov", "mdat", "moof", "mfra", "sidx", "ssix", "styp", "prft", "pdin"]);
/** Editors leave padding holding what it replaced. */
const FILLER = new Set(["free", "skip", "wide"]);
const CONTAINERS = new Set(["moov", "trak", "mdia", "minf", "dinf", "stbl", "edts", "mvex", "moof", "traf"]);
const METADATA = new Set(["udta", "meta", "uuid"]);
/** The member's content; other tracks carry data (GPS, sensors). */
const MEDIA_HANDLERS = new Set(["vide", "soun", "text", "sbtl", "subt", "clcp", "tmcd", "hint"]);
const TIMED_HEADERS = new Set(["mvhd", "tkhd", "mdhd"]);

function childBoxes(work: Work, start: number, end: number, topLevel = false): Box[] | null {
  const b = work.file;
  const boxes: Box[] = [];
  let p = start;
  while (p + 8 <= end) {
    if (--work.boxesLeft < 0) return null;
    let size = u32be(b, p);
    let body = p + 8;
    if (size === 1) {
      if (p + 16 > end) return null;
      size = u64be(b, p + 8);
      body = p + 16;
    } else if (size === 0) {
      // "To the end of the file": only for the last top-level box.
      if (!topLevel) return null;
      size = end - p;
    }
    if (size < body - p || p + size > end) return null;
    boxes.push({ type: ascii(b, p + 4, 4), start: p, body, end: p + size });
    p += size;
  }
  // QuickTime may end a list with a 32-bit zero terminator; anything else left over is damage.
  for (; p < end; p++) if (b[p] !== 0) return null;
  return boxes;
}

/** An outcome only when the file must be refused. */
function cleanContainer(work: Work, container: Box): MetadataOutcome | null {
  const children = childBoxes(work, container.body, container.end);
  if (!children) return unreadable();
  // A compressed movie header (old QuickTime) cannot be inspected.
  if (children.some((box) => box.type === "cmov")) return cannotRemove();
  for (const box of children) {
    if (METADATA.has(box.type) && !(box.type === "uuid" && container.type === "traf")) {
      // (A fragment's uuid boxes carry encryption and timing.)
      free(work, box);
    } else if (FILLER.has(box.type)) {
      zeroPayload(work.file, box);
    } else if (TIMED_HEADERS.has(box.type)) {
      zeroTimes(work.file, box);
    } else if (box.type === "trak") {
      const result = cleanTrack(work, box);
      if (result) return result;
    } else if (CONTAINERS.has(box.type)) {
      const result = cleanContainer(work, box);
      if (result) return result;
    }
  }
  return null;
}

function cleanTrack(work: Work, trak: Box): MetadataOutcome | null {
  const handler = handlerOf(work, trak);
  const table = sampleTable(work, trak);
  if (handler === null || table === null) return unreadable();
  if (MEDIA_HANDLERS.has(handler)) {
    work.keptTracks.push(table.chunkOffsets);
    return cleanContainer(work, trak);
  }
  // A data track's samples are zeroed, then the track goes.
  if (work.fragmented || table.samples === null) return cannotRemove();
  for (const [start, end] of table.samples) {
    if (end > work.file.length) return unreadable();
    work.file.fill(0, start, end);
    work.freed.push([start, end]);
  }
  free(work, trak);
  return null;
}

function find(work: Work, box: Box, path: string[]): Box | null {
  let current: Box | null = box;
  for (const type of path) {
    const children: Box[] | null = current ? childBoxes(work, current.body, current.end) : null;
    current = children?.find((child) => child.type === type) ?? null;
  }
  return current;
}

function handlerOf(work: Work, trak: Box): string | null {
  const hdlr = find(work, trak, ["mdia", "hdlr"]);
  // version and flags, pre_defined, then the handler type
  return hdlr && hdlr.body + 12 <= hdlr.end ? ascii(work.file, hdlr.body + 8, 4) : null;
}

/** Samples are null for the rare compact stz2; a fragmented track may have no chunks here. */
function sampleTable(work: Work, trak: Box): { chunkOffsets: number[]; samples: [number, number][] | null } | null {
  const b = work.file;
  const stbl = find(work, trak, ["mdia", "minf", "stbl"]);
  if (!stbl) return null;
  const children = childBoxes(work, stbl.body, stbl.end);
  if (!children) return null;
  const box = (type: string) => children.find((child) => child.type === type);
  const stco = box("stco");
  const co64 = box("co64");
  const chunkOffsets: number[] = [];
  const offsetsBox = stco ?? co64;
  if (offsetsBox) {
    const width = stco ? 4 : 8;
    const count = u32be(b, offsetsBox.body + 4);
    if (offsetsBox.body + 8 + count * width > offsetsBox.end) return null;
    for (let i = 0; i < count; i++) {
      const at = offsetsBox.body + 8 + i * width;
      chunkOffsets.push(stco ? u32be(b, at) : u64be(b, at));
    }
  }
  const stsz = box("stsz");
  const stsc = box("stsc");
  if (!stsz || !stsc) return { chunkOffsets, samples: null };
  const sampleSize = u32be(b, stsz.body + 4);
  const sampleCount = u32be(b, stsz.body + 8);
  if (sampleSize === 0 && stsz.body + 12 + sampleCount * 4 > stsz.end) return null;
  const sizeOf = (i: number) => (sampleSize !== 0 ? sampleSize : u32be(b, stsz.body + 12 + i * 4));
  const runCount = u32be(b, stsc.body + 4);
  if (stsc.body + 8 + runCount * 12 > stsc.end) return null;
  const samples: [number, number][] = [];
  let sample = 0;
  for (let run = 0; run < runCount; run++) {
    const at = stsc.body + 8 + run * 12;
    const firstChunk = u32be(b, at);
    const nextFirstChunk = run + 1 < runCount ? u32be(b, at + 12) : chunkOffsets.length + 1;
    const perChunk = u32be(b, at + 4);
    for (let chunk = firstChunk; chunk < nextFirstChunk && chunk <= chunkOffsets.length; chunk++) {
      let offset = chunkOffsets[chunk - 1];
      for (let i = 0; i < perChunk && sample < sampleCount; i++, sample++) {
        const size = sizeOf(sample);
        samples.push([offset, offset + size]);
        offset += size;
      }
    }
  }
  return { chunkOffsets, samples };
}

function free(work: Work, box: Box): void {
  work.file.set([0x66, 0x72, 0x65, 0x65], box.start + 4); // "free"
  zeroPayload(work.file, box);
  work.freed.push([box.body, box.end]);
}

function zeroPayload(b: Uint8Array, box: Box): void {
  b.fill(0, box.body, box.end);
}

/** Version, flags, then creation and modification times (32 or 64 bits). */
function zeroTimes(b: Uint8Array, box: Box): void {
  const width = b[box.body] === 1 ? 8 : 4;
  if (box.body + 4 + 2 * width <= box.end) b.fill(0, box.body + 4, box.body + 4 + 2 * width);
}
