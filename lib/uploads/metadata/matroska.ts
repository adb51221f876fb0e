import "server-only";
import { copyOf } from "../bytes";
import { cleaned, tooLarge, unreadable, type MetadataOutcome } from "./outcome";

/**
 * Matroska and WebM: Tags, Attachments, Info's title, date and file names, and track names go. Each
 * is overwritten by a Void element of the same size, so every size, seek position and cue stays
 * right; a CRC-32 beside a changed element is voided too.
 */
export function matroskaWithoutMetadata(bytes: Uint8Array, owned = false): MetadataOutcome {
  const walk: Walk = { file: owned ? bytes : copyOf(bytes), elementsLeft: MAX_ELEMENTS };
  const outcome = clean(walk);
  // Past the budget every walk gives up as if the file were damaged.
  return walk.elementsLeft < 0 ? tooLarge() : outcome;
}

/** Elements read; a live recording's clusters are read through, a block a frame. */
const MAX_ELEMENTS = 1_000_000;

interface Walk {
  file: Uint8Array;
  elementsLeft: number;
}

function clean(walk: Walk): MetadataOutcome {
  const { file } = walk;
  const header = elementAt(walk, 0, file.length);
  if (!header || header.id !== ID.ebml || header.unknownSize) return unreadable();
  let segments = 0;
  for (let p = header.end; p < file.length;) {
    const element = elementAt(walk, p, file.length);
    if (!element) return unreadable();
    if (element.id === ID.segment) {
      // MediaRecorder leaves the segment's size unknown: it runs to the end.
      const end = element.unknownSize ? file.length : element.end;
      if (!cleanSegment(walk, element.dataStart, end)) return unreadable();
      segments++;
      p = end;
    } else if ((element.id === ID.void || element.id === ID.crc32) && !element.unknownSize) {
      p = element.end;
    } else {
      return unreadable();
    }
  }
  return segments > 0 ? cleaned(file) : unreadable();
}

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  cluster: 0x1f43b675,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  void: 0xec,
  crc32: 0xbf,
};

const INFO_DROPPED = new Set([
  0x7ba9, // Title
  0x4461, // DateUTC
  0x7384, // SegmentFilename
  0x3c83ab, // PrevFilename
  0x3e83bb, // NextFilename
]);
const TRACK_DROPPED = new Set([0x536e]); // Name
/** The first other ID ends a cluster of unknown size. */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, ID.void, ID.crc32]);

interface Element {
  id: number;
  start: number;
  dataStart: number;
  end: number;
  unknownSize: boolean;
}

function elementAt(walk: Walk, p: number, limit: number): Element | null {
  if (--walk.elementsLeft < 0) return null;
  const b = walk.file;
  const id = vint(b, p, limit, true);
  if (!id) return null;
  const size = vint(b, p + id.length, limit, false);
  if (!size) return null;
  const dataStart = p + id.length + size.length;
  if (size.unknown) return { id: id.value, start: p, dataStart, end: limit, unknownSize: true };
  const end = dataStart + size.value;
  return end <= limit ? { id: id.value, start: p, dataStart, end, unknownSize: false } : null;
}

function vint(
  b: Uint8Array,
  p: number,
  limit: number,
  isId: boolean,
): { value: number; length: number; unknown: boolean } | null {
  if (p >= limit || b[p] === 0) return null;
  const length = Math.clz32(b[p]) - 23;
  if (p + length > limit || (isId && length > 4)) return null;
  let value = isId ? b[p] : b[p] & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[p + i];
    allOnes &&= b[p + i] === 0xff;
  }
  return { value, length, unknown: !isId && allOnes };
}

function children(walk: Walk, parent: Element): Element[] | null {
  const found: Element[] = [];
  for (let p = parent.dataStart; p < parent.end;) {
    const child = elementAt(walk, p, parent.end);
    if (!child || child.unknownSize) return null;
    found.push(child);
    p = child.end;
  }
  return found;
}

function cleanSegment(walk: Walk, start: number, end: number): boolean {
  const b = walk.file;
  for (let p = start; p < end;) {
    const element = elementAt(walk, p, end);
    if (!element) return false;
    if (element.unknownSize) {
      if (element.id !== ID.cluster) return false;
      const clusterEnd = endOfOpenCluster(walk, element.dataStart, end);
      if (clusterEnd === null) return false;
      p = clusterEnd;
      continue;
    }
    switch (element.id) {
      case ID.tags:
      case ID.attachments:
        voidElement(b, element);
        break;
      case ID.info:
        if (dropChildren(walk, element, (child) => INFO_DROPPED.has(child.id)) === null) return false;
        break;
      case ID.tracks: {
        const entries = children(walk, element);
        if (!entries) return false;
        let changed = false;
        for (const entry of entries.filter((child) => child.id === ID.trackEntry)) {
          const dropped = dropChildren(walk, entry, (child) => TRACK_DROPPED.has(child.id));
          if (dropped === null) return false;
          changed ||= dropped;
        }
        if (changed) entries.filter((child) => child.id === ID.crc32).forEach((crc) => voidElement(b, crc));
        break;
      }
      case ID.seekHead: {
        const pointsAway = (seek: Element) => {
          if (seek.id !== ID.seek) return false;
          const target = children(walk, seek)?.find((field) => field.id === ID.seekId);
          if (!target) return false;
          const targetId = vint(b, target.dataStart, target.end, true)?.value;
          return targetId === ID.tags || targetId === ID.attachments;
        };
        if (dropChildren(walk, element, pointsAway) === null) return false;
        break;
      }
    }
    p = element.end;
  }
  return true;
}

function dropChildren(walk: Walk, parent: Element, drop: (child: Element) => boolean): boolean | null {
  const found = children(walk, parent);
  if (!found) return null;
  const dropped = found.filter(drop);
  dropped.forEach((child) => voidElement(walk.file, child));
  if (dropped.length) found.filter((child) => child.id === ID.crc32).forEach((crc) => voidElement(walk.file, crc));
  return dropped.length > 0;
}

function endOfOpenCluster(walk: Walk, p: number, end: number): number | null {
  while (p < end) {
    const id = vint(walk.file, p, end, true);
    if (!id) return null;
    if (!CLUSTER_CHILDREN.has(id.value)) return p;
    const child = elementAt(walk, p, end);
    if (!child || child.unknownSize) return null;
    p = child.end;
  }
  return end;
}

function voidElement(b: Uint8Array, element: Element): void {
  const { start, end } = element;
  const total = end - start;
  b.fill(0, start, end);
  b[start] = ID.void;
  if (total - 2 <= 126) {
    b[start + 1] = 0x80 | (total - 2);
    return;
  }
  // An 8-byte size field: marker 0x01, then 7 bytes of length.
  b[start + 1] = 0x01;
  let length = total - 9;
  for (let i = 8; i >= 2; i--) {
    b[start + i] = length % 256;
    length = Math.floor(length / 256);
  }
}
