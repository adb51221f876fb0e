import "server-only";
import zlib from "node:zlib";

/** Decompression with a ceiling: a few kilobytes of deflate can expand to gigabytes. */
export interface InflateBudget {
  /** Across every stream of one upload. */
  remaining: number;
}

export const INFLATE_BUDGET_BYTES = 64 * 1024 * 1024;

export const newInflateBudget = (): InflateBudget => ({ remaining: INFLATE_BUDGET_BYTES });

/** Null unless it comes to exactly `expected` bytes. */
export function inflateRawExactly(
  data: Uint8Array,
  expected: number,
  budget: InflateBudget,
): Uint8Array | "too-large" | null {
  if (expected > budget.remaining) return "too-large";
  try {
    const out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, expected) });
    if (out.length !== expected) return null;
    budget.remaining -= out.length;
    return out;
  } catch {
    // More than it declared, or not deflate.
    return null;
  }
}

/** A PDF stream may chain several Flate filters. */
export const MAX_CHAINED_FLATE = 4;

/**
 * Null when the data is not zlib. Inflated as PDF readers do, past a wrong checksum and up to a
 * cut-off end, so a slightly damaged stream cannot escape the count.
 */
export function chargeZlibStream(data: Uint8Array, budget: InflateBudget, depth = 0): "ok" | "too-large" | null {
  // Deflate, a valid check value, no preset dictionary.
  if (data.length < 2 || (data[0] & 0x0f) !== 8 || ((data[0] << 8) | data[1]) % 31 !== 0 || data[1] & 0x20) {
    return null;
  }
  let out: Buffer;
  try {
    out = zlib.inflateRawSync(data.subarray(2), {
      maxOutputLength: budget.remaining + 1,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "too-large" : null;
  }
  if (out.length > budget.remaining) return "too-large";
  budget.remaining -= out.length;
  if (depth < MAX_CHAINED_FLATE - 1 && out.length >= 2 && out[0] === 0x78) {
    const inner = chargeZlibStream(out, budget, depth + 1);
    if (inner === "too-large") return inner;
  }
  return "ok";
}
