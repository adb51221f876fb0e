import "server-only";
import * as CFB from "cfb";
import { setU32le, u16le, u32le } from "../bytes";
import { cannotRemove, cleaned, tooLarge, unreadable, type MetadataOutcome } from "./outcome";

/**
 * Word 97-2003 .doc: the summary-information streams go, the associated strings are emptied, and the
 * "saved by" history, printer records and stale table stream are dropped. Tables the text may refer
 * to (revision and comment authors, linked paths) cannot be cleared, so a non-empty one refuses the
 * file, as do encryption, Word 6/95 and embedded objects.
 */
export function docWithoutMetadata(bytes: Uint8Array): MetadataOutcome {
  const entries = directoryEntries(bytes);
  if (entries === null) return unreadable();
  if (entries > MAX_DIRECTORY_ENTRIES) return tooLarge();
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: "buffer" });
  } catch {
    return unreadable();
  }
  const word = CFB.find(container, "/WordDocument");
  if (!word || word.type !== 2) return unreadable();
  const fib = Uint8Array.from(word.content);
  // Word 6 and 95 files have a FIB of their own, which is not read here.
  if (u16le(fib, 0) === WORD_6_IDENT) return cannotRemove();
  if (fib.length < 154 || u16le(fib, 0) !== WORD_IDENT) return unreadable();
  const flags = u16le(fib, 0x0a);
  if (flags & (ENCRYPTED | OBFUSCATED)) return cannotRemove();
  // 14 shorts, 22 longs, then at least the 93 offset/length pairs of FibRgFcLcb97.
  const pairs = u16le(fib, 152);
  if (u16le(fib, 32) !== 14 || u16le(fib, 62) !== 22 || pairs < 93) return cannotRemove();
  if (fib.length < 154 + pairs * 8) return unreadable();
  const tableEntry = CFB.find(container, flags & TABLE_1 ? "/1Table" : "/0Table");
  if (!tableEntry || tableEntry.type !== 2) return unreadable();
  const table = Uint8Array.from(tableEntry.content);

  // Pairs past the FIB's own count are empty.
  const fc = (pair: number) => (pair < pairs ? u32le(fib, 154 + pair * 8) : 0);
  const lcb = (pair: number) => (pair < pairs ? u32le(fib, 154 + pair * 8 + 4) : 0);
  for (const pair of Object.values(FIB)) if (lcb(pair) > 0 && fc(pair) + lcb(pair) > table.length) return unreadable();

  for (const pair of [FIB.SttbfRMark, FIB.SttbFnm]) {
    if (lcb(pair) === 0) continue;
    const strings = sttbStrings(table, fc(pair), lcb(pair));
    // Word lists "Unknown" as the author of revisions it cannot attribute.
    if (!strings || strings.some((text) => text !== "" && text !== "Unknown")) return cannotRemove();
  }
  // Word 2000 and later write e-mail threading in every file, as empty string tables.
  if (lcb(FIB.RmdThreading) > 0 && !sttbRunEmpty(table, fc(FIB.RmdThreading), lcb(FIB.RmdThreading))) {
    return cannotRemove();
  }
  if (lcb(FIB.GrpXstAtnOwners) > 0 && !xstListEmpty(table, fc(FIB.GrpXstAtnOwners), lcb(FIB.GrpXstAtnOwners))) {
    return cannotRemove();
  }
  if (lcb(FIB.PlcfandRef) > 0 && !commentInitialsEmpty(table, fc(FIB.PlcfandRef), lcb(FIB.PlcfandRef))) {
    return cannotRemove();
  }
  if (REFUSED_WHEN_PRESENT.some((pair) => lcb(pair) > 0)) return cannotRemove();
  if (container.FullPaths.some((path) => /\/ObjectPool\/./.test(path))) return cannotRemove();

  if (lcb(FIB.SttbfAssoc) > 0) {
    const emptied = emptiedSttb(table, fc(FIB.SttbfAssoc), lcb(FIB.SttbfAssoc));
    if (!emptied) return cannotRemove();
    table.fill(0, fc(FIB.SttbfAssoc), fc(FIB.SttbfAssoc) + lcb(FIB.SttbfAssoc));
    table.set(emptied, fc(FIB.SttbfAssoc));
    setU32le(fib, 154 + FIB.SttbfAssoc * 8 + 4, emptied.length);
  }
  for (const pair of CLEARED) {
    table.fill(0, fc(pair), fc(pair) + lcb(pair));
    if (pair < pairs) setU32le(fib, 154 + pair * 8 + 4, 0);
  }

  word.content = Buffer.from(fib);
  tableEntry.content = Buffer.from(table);
  // The other table stream holds an earlier save's copies of every table above.
  const staleTable = flags & TABLE_1 ? "0Table" : "1Table";
  for (let i = container.FullPaths.length - 1; i >= 0; i--) {
    const name = container.FileIndex[i].name;
    const isRootStream = container.FullPaths[i] === `${container.FullPaths[0]}${name}`;
    if (
      name === "\u0005SummaryInformation" ||
      name === "\u0005DocumentSummaryInformation" ||
      (isRootStream && name === staleTable)
    ) {
      container.FullPaths.splice(i, 1);
      container.FileIndex.splice(i, 1);
    }
  }
  try {
    // The removals left the directory tree's sibling links stale.
    CFB.utils.cfb_gc(container);
    const written: Uint8Array = CFB.write(container, { type: "buffer" });
    return cleaned(new Uint8Array(written));
  } catch {
    return unreadable();
  }
}

/** cfb takes time with the square of the entry count (docs/benchmarks.md). */
const MAX_DIRECTORY_ENTRIES = 1_000;
const END_OF_CHAIN = 0xfffffffe;

/** Counted from the allocation table before cfb reads it; null if the chain leaves the file or loops. */
function directoryEntries(b: Uint8Array): number | null {
  const shift = u16le(b, 0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  // The header takes the first sector's place: sector n starts at (n + 1) * sectorSize.
  const sectors = Math.ceil(b.length / sectorSize) - 1;
  const perTableSector = sectorSize / 4;
  const seen = new Set<number>();
  for (let sector = u32le(b, 0x30); sector !== END_OF_CHAIN;) {
    if (!(sector < sectors) || seen.has(sector)) return null;
    seen.add(sector);
    if (seen.size * (sectorSize / 128) > MAX_DIRECTORY_ENTRIES) break;
    // The header lists the first 109 allocation-table sectors.
    const tableIndex = Math.floor(sector / perTableSector);
    const tableSector = tableIndex < 109 ? u32le(b, 0x4c + tableIndex * 4) : sectors;
    if (!(tableSector < sectors)) return null;
    sector = u32le(b, (tableSector + 1) * sectorSize + (sector % perTableSector) * 4);
  }
  return seen.size * (sectorSize / 128);
}

const WORD_IDENT = 0xa5ec;
const WORD_6_IDENT = 0xa5dc;
const ENCRYPTED = 0x0100;
const TABLE_1 = 0x0200;
const OBFUSCATED = 0x8000;
/** Pairs in FibRgFcLcb97 and its Word 2000-2003 extensions ([MS-DOC] 2.5.6-2.5.9). */
const FIB = {
  PlcfandRef: 4,
  SttbfAssoc: 32,
  PrDrvr: 27,
  PrEnvPort: 28,
  PrEnvLand: 29,
  GrpXstAtnOwners: 36,
  Pms: 44,
  SttbfRMark: 51,
  StwUser: 60,
  RouteSlip: 70,
  SttbSavedBy: 71,
  SttbFnm: 72,
  RmdThreading: 94,
  MsoEnvelope: 97,
  PmsNew: 126,
  Odso: 127,
  CustomXForm: 140,
  SttbProtUser: 144,
};

/** Length 0 reads as "none"; printer records often name the person or their network. */
const CLEARED = [FIB.SttbSavedBy, FIB.PrDrvr, FIB.PrEnvPort, FIB.PrEnvLand];

/** They name people or folders and the text may refer to them. */
const REFUSED_WHEN_PRESENT = [
  FIB.StwUser,
  FIB.RouteSlip,
  FIB.Pms,
  FIB.PmsNew,
  FIB.Odso,
  FIB.MsoEnvelope,
  FIB.CustomXForm,
  FIB.SttbProtUser,
];

interface Sttb {
  extended: boolean;
  count: number;
  extraBytes: number;
  strings: string[];
  length: number;
}

/** Optional 0xFFFF (UTF-16 strings), count, extra bytes a string, then the strings. */
function readSttb(b: Uint8Array, start: number, length: number): Sttb | null {
  const end = start + length;
  const extended = u16le(b, start) === 0xffff;
  let p = extended ? start + 2 : start;
  if (p + 4 > end) return null;
  const count = u16le(b, p);
  const extraBytes = u16le(b, p + 2);
  p += 4;
  const strings: string[] = [];
  for (let i = 0; i < count; i++) {
    const chars = extended ? u16le(b, p) : b[p];
    const textStart = p + (extended ? 2 : 1);
    p = textStart + chars * (extended ? 2 : 1) + extraBytes;
    if (p > end) return null;
    const text = b.subarray(textStart, textStart + chars * (extended ? 2 : 1));
    strings.push(extended ? Buffer.from(text).toString("utf16le") : Buffer.from(text).toString("latin1"));
  }
  return { extended, count, extraBytes, strings, length: p - start };
}

function sttbStrings(b: Uint8Array, start: number, length: number): string[] | null {
  return readSttb(b, start, length)?.strings ?? null;
}

function emptiedSttb(b: Uint8Array, start: number, length: number): Uint8Array | null {
  const sttb = readSttb(b, start, length);
  if (!sttb || sttb.extraBytes !== 0) return null;
  const header = sttb.extended ? 6 : 4;
  const out = new Uint8Array(header + sttb.count * (sttb.extended ? 2 : 1));
  let p = 0;
  if (sttb.extended) {
    out[0] = out[1] = 0xff;
    p = 2;
  }
  out[p] = sttb.count & 0xff;
  out[p + 1] = sttb.count >> 8;
  return out;
}

function sttbRunEmpty(b: Uint8Array, start: number, length: number): boolean {
  const end = start + length;
  for (let p = start; p < end;) {
    const sttb = readSttb(b, p, end - p);
    if (!sttb || sttb.strings.some((text) => text !== "")) return false;
    p += sttb.length;
  }
  return true;
}

/** Length-prefixed UTF-16 strings filling the block. */
function xstListEmpty(b: Uint8Array, start: number, length: number): boolean {
  for (let p = start; p < start + length;) {
    const chars = u16le(b, p);
    if (chars > 0) return false;
    p += 2;
  }
  return true;
}

/** n+1 positions, then n 30-byte records starting with the commenter's initials. */
function commentInitialsEmpty(b: Uint8Array, start: number, length: number): boolean {
  if ((length - 4) % 34 !== 0) return false;
  const count = (length - 4) / 34;
  const records = start + (count + 1) * 4;
  for (let i = 0; i < count; i++) if (u16le(b, records + i * 30) > 0) return false;
  return true;
}
