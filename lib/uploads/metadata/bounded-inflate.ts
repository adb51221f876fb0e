import "server-only";
import zlib from "node:zlib";

/**
 * Decompression with a ceiling. A few kilobytes of deflate can expand to gigabytes (a "zip bomb"),
 * and the cleaners run on the server's one thread: Node's zlib stops at `maxOutputLength` instead,
 * so a bomb costs at most the budget.
 */
export interface InflateBudget {
  /** Bytes that may still be produced, across every stream of one upload. */
  remaining: number;
}

/** The most one uploaded document may decompress to: far beyond any real 5 MB document. */
export const INFLATE_BUDGET_BYTES = 64 * 1024 * 1024;

export const newInflateBudget = (): InflateBudget => ({ remaining: INFLATE_BUDGET_BYTES });

/** Raw deflate (a zip entry), which must come to exactly `expected` bytes; null when it does not. */
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
    // More than it declared (the output stopped at the ceiling), or not deflate: either way unreadable.
    return null;
  }
}

/** How many Flate filters in a row chargeZlibStream follows (a PDF stream may chain several). */
export const MAX_CHAINED_FLATE = 4;

/**
 * How much a zlib stream (a PDF's FlateDecode) expands to, charged to the budget: "too-large" past
 * it, null when the data is not zlib at all (another filter, or damaged; the parser decides). A
 * stream whose output is zlib again (chained filters) is followed, a few levels deep. Inflated as
 * PDF readers (pdf-lib's among them) do: past a wrong checksum and up to a cut-off end, so a stream
 * cannot escape the count by being slightly damaged.
 */
export function chargeZlibStream(data: Uint8Array, budget: InflateBudget, depth = 0): "ok" | "too-large" | null {
  // The two-byte zlib header: deflate, a valid check value, no preset dictionary.
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
