import "server-only";
import { inflateRawExactly, type InflateBudget } from "./bounded-inflate";

const le16 = (b: Uint8Array, p: number) => b[p] | (b[p + 1] << 8);
const le32 = (b: Uint8Array, p: number) => (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export interface ZipBudget extends InflateBudget {
  entries: number;
  /** Asked before inflating; false refuses the zip as too large. */
  admits?: (name: string, size: number) => boolean;
}

/**
 * Each entry is inflated with a ceiling of its declared size: a library that trusts declared sizes
 * inflates a bomb whole before noticing. ZIP64, encrypted or otherwise odd archives are null.
 */
export function readZipEntries(bytes: Uint8Array, budget: ZipBudget): Record<string, Uint8Array> | "too-large" | null {
  const eocd = findEndOfDirectory(bytes);
  if (eocd < 0) return null;
  const count = le16(bytes, eocd + 10);
  let p = le32(bytes, eocd + 16);
  if (p >= bytes.length) return null;
  if (count > budget.entries) return "too-large";
  budget.entries -= count;
  const entries: Record<string, Uint8Array> = {};
  const decoder = new TextDecoder("utf-8", { fatal: false });
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || le32(bytes, p) !== DIRECTORY_ENTRY) return null;
    const flags = le16(bytes, p + 8);
    const method = le16(bytes, p + 10);
    const compressedSize = le32(bytes, p + 20);
    const size = le32(bytes, p + 24);
    const nameLength = le16(bytes, p + 28);
    const skip = nameLength + le16(bytes, p + 30) + le16(bytes, p + 32);
    const local = le32(bytes, p + 42);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
    p += 46 + skip;
    if (flags & 1 || compressedSize === 0xffffffff || size === 0xffffffff || local === 0xffffffff) return null;
    if (local + 30 > bytes.length || le32(bytes, local) !== LOCAL_HEADER) return null;
    const start = local + 30 + le16(bytes, local + 26) + le16(bytes, local + 28);
    if (start + compressedSize > bytes.length) return null;
    const data = bytes.subarray(start, start + compressedSize);
    if (name.endsWith("/")) continue;
    if (budget.admits && !budget.admits(name, size)) return "too-large";
    if (method === 0) {
      if (compressedSize !== size) return null;
      if (size > budget.remaining) return "too-large";
      budget.remaining -= size;
      entries[name] = data.slice();
    } else if (method === 8) {
      const inflated = inflateRawExactly(data, size, budget);
      if (inflated === null || inflated === "too-large") return inflated;
      entries[name] = inflated;
    } else {
      return null;
    }
  }
  return entries;
}

/** Within the last 64 KB + 22 bytes: its comment may be that long. */
function findEndOfDirectory(bytes: Uint8Array): number {
  for (let p = bytes.length - 22; p >= Math.max(0, bytes.length - 22 - 0xffff); p--) {
    if (le32(bytes, p) === END_OF_DIRECTORY) return p;
  }
  return -1;
}
