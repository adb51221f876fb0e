/** Byte helpers shared by the format readers and walkers. Reads past the end give 0, "" or false, never a throw. */

export function has(b: Uint8Array, offset: number, signature: number[]): boolean {
  if (offset < 0 || offset + signature.length > b.length) return false;
  return signature.every((value, i) => b[offset + i] === value);
}

export function ascii(b: Uint8Array, offset: number, length: number): string {
  if (offset < 0 || offset + length > b.length) return "";
  return String.fromCharCode(...b.subarray(offset, offset + length));
}

export function u16be(b: Uint8Array, p: number): number {
  return (b[p] << 8) | b[p + 1];
}

export function u24be(b: Uint8Array, p: number): number {
  return (b[p] << 16) | (b[p + 1] << 8) | b[p + 2];
}

export function u32be(b: Uint8Array, p: number): number {
  return b[p] * 0x1000000 + ((b[p + 1] << 16) | (b[p + 2] << 8) | b[p + 3]);
}

/** A 64-bit big-endian integer; past Number.MAX_SAFE_INTEGER it is Infinity, which no bounds check passes. */
export function u64be(b: Uint8Array, p: number): number {
  const value = u32be(b, p) * 0x100000000 + u32be(b, p + 4);
  return Number.isSafeInteger(value) ? value : Infinity;
}

export function u16le(b: Uint8Array, p: number): number {
  return b[p] | (b[p + 1] << 8);
}

export function u24le(b: Uint8Array, p: number): number {
  return b[p] | (b[p + 1] << 8) | (b[p + 2] << 16);
}

export function u32le(b: Uint8Array, p: number): number {
  return (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16)) + b[p + 3] * 0x1000000;
}

export function setU32le(b: Uint8Array, p: number, value: number): void {
  b[p] = value & 0xff;
  b[p + 1] = (value >>> 8) & 0xff;
  b[p + 2] = (value >>> 16) & 0xff;
  b[p + 3] = (value >>> 24) & 0xff;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A Buffer's own slice() returns a view that shares its memory. */
export function copyOf(b: Uint8Array, start = 0, end = b.length): Uint8Array {
  return new Uint8Array(b.subarray(start, end));
}
