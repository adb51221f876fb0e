/**
 * Reading and marking a learner's answer. Zod-free and free of the question bank, so the practice
 * form's hints (which units, how to write a decimal) can share it.
 */

/** A numeric answer as typed: "3.5", "3,5" (a decimal comma, as South African schools write it), "-0.25 m/s", "1.2e3". */
export interface ReadNumber {
  value: number;
  /** What followed the number, trimmed ("" when nothing did). */
  unit: string;
}

const NUMBER = /^([-+\u2212]?\s*(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?)\s*(.*)$/u;

export function readNumber(text: string): ReadNumber | null {
  const match = NUMBER.exec(text.trim().replace(/\u00a0/g, " "));
  if (!match) return null;
  const value = Number(match[1].replace(/\s+/g, "").replace("\u2212", "-").replace(",", "."));
  return Number.isFinite(value) ? { value, unit: match[2].trim() } : null;
}

/**
 * Units written the ways learners write them: "m/s", "m s^-1", "m·s⁻¹" are one unit, and so are
 * "mol/dm³" and "mol·dm⁻³". Each factor's exponent is kept, negative ones moved below the line.
 */
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
 * Marks a numeric answer: within `tolerance` (relative, 1% by default, so rounding to three
 * significant figures passes) of the expected value, or within the rounding to the `decimals` the
 * question asks for; and, where the question has a unit, either no unit written or the right one (a
 * wrong unit is marked wrong even when the number matches).
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
