/** Zod-free and bank-free, so the practice form's hints can share it. */

/** Accepts a decimal comma ("3,5"), as South African schools write it. */
export interface ReadNumber {
  value: number;
  unit: string;
}

const NUMBER = /^([-+\u2212]?\s*(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?)\s*(.*)$/u;

export function readNumber(text: string): ReadNumber | null {
  const match = NUMBER.exec(text.trim().replace(/\u00a0/g, " "));
  if (!match) return null;
  const value = Number(match[1].replace(/\s+/g, "").replace("\u2212", "-").replace(",", "."));
  return Number.isFinite(value) ? { value, unit: match[2].trim() } : null;
}

/** "m/s", "m s^-1" and "m·s⁻¹" are one unit: exponents are kept, negative ones below the line. */
export function normaliseUnit(unit: string): string {
  const text = unit
    .toLowerCase()
    .trim()
    .replace(/^(degrees?|deg)$/, "°")
    .replace(/⁻/g, "-")
    .replace(/[¹²³]/g, (digit) => String("¹²³".indexOf(digit) + 1))
    .replace(/\^/g, "")
    .replace(/[·*.]/g, " ")
    .replace(/\s*\/\s*/g, "/")
    .replace(/\s+/g, " ");
  const above: string[] = [];
  const below: string[] = [];
  text.split("/").forEach((part, index) => {
    for (const factor of part.split(" ").filter(Boolean)) {
      const [, name, power] = /^(.*?[^\d-])(-?\d+)?$/.exec(factor) ?? [, factor, undefined];
      const exponent = Number(power ?? 1) * (index === 0 ? 1 : -1);
      const written = `${name}${Math.abs(exponent) === 1 ? "" : Math.abs(exponent)}`;
      (exponent < 0 ? below : above).push(written);
    }
  });
  return below.length ? `${above.join(".")}/${below.join(".")}` : above.join(".");
}

export type NumericVerdict = "correct" | "wrong" | "wrong-unit" | "unreadable";

/**
 * The default 1% tolerance lets three significant figures pass. No unit is accepted; a wrong unit is
 * wrong even when the number matches.
 */
export function markNumber(
  given: string,
  expected: { value: number; unit?: string; tolerance?: number; decimals?: number },
): NumericVerdict {
  const read = readNumber(given);
  if (!read) return "unreadable";
  if (read.unit) {
    if (!expected.unit || normaliseUnit(read.unit) !== normaliseUnit(expected.unit)) return "wrong-unit";
  }
  const tolerance = expected.tolerance ?? 0.01;
  // Rounded to the decimals asked for, an answer is at most half a unit of the last place away.
  const rounding = expected.decimals === undefined ? 0 : 0.5 * 10 ** -expected.decimals + 1e-9;
  const margin = Math.max(Math.abs(expected.value) * tolerance, rounding, 1e-9);
  return Math.abs(read.value - expected.value) <= margin ? "correct" : "wrong";
}
