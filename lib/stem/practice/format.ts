/**
 * Numbers as NSC papers print them (en-ZA): a decimal comma, a space between thousands, a true minus
 * sign. Every number a question shows goes through here.
 */

const THOUSANDS = "\u00a0";
const MINUS = "\u2212";

function grouped(digits: string): string {
  return digits.length < 4 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, THOUSANDS);
}

/**
 * Half-way values round up, as a learner rounds: 3 784,285 is 3 784,29, although the binary float
 * toFixed sees is a hair under it. Twelve significant figures wash out that hair.
 */
function roundedFixed(size: number, places: number): string {
  if (size >= 1e15) return size.toFixed(places);
  const scaled = Number((size * 10 ** places).toPrecision(12));
  return (Math.round(scaled) / 10 ** places).toFixed(places);
}

function written(value: number, places: number, keepZeros: boolean): string {
  const fixed = roundedFixed(Math.abs(value), places);
  const [whole, decimals = ""] = fixed.split(".");
  const shownDecimals = keepZeros ? decimals : decimals.replace(/0+$/, "");
  const text = grouped(whole) + (shownDecimals ? `,${shownDecimals}` : "");
  return value < 0 && /[1-9]/.test(fixed) ? MINUS + text : text;
}

/** At most `places` decimals, trailing zeros dropped: 3,5 · −2 · 12 500. */
export const num = (value: number, places = 2) => written(value, places, false);

/** Exactly `places` decimals: 4,50 (for amounts and readings given to a precision). */
export const fixed = (value: number, places: number) => written(value, places, true);

/** An amount of money: R1 234,50. */
export const rands = (value: number) => (value < -0.005 ? MINUS : "") + "R" + written(Math.abs(value), 2, true);

/** After a term: "+ 3" or "− 3". */
export const signed = (value: number, places = 2) =>
  num(value, places).startsWith(MINUS) ? `${MINUS} ${num(-value, places)}` : `+ ${num(value, places)}`;

/** A number substituted into an expression: negatives in brackets, so "3 − (−2)", never "3 − −2". */
export const paren = (value: number, places = 2) =>
  num(value, places).startsWith(MINUS) ? `(${num(value, places)})` : num(value, places);

/** An angle: 48° or 37,5°. */
export const deg = (value: number, places = 1) => `${num(value, places)}°`;

const SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹";
/** A whole-number exponent as superscript characters: ⁻³. */
export const superscript = (power: number) =>
  String(power)
    .replace("-", "⁻")
    .replace(/\d/g, (digit) => SUPERSCRIPT[Number(digit)]);

const SUBSCRIPT = "₀₁₂₃₄₅₆₇₈₉";
/** Subscript digits in Unicode (H₁₂, T₂₀): a formula or a term number then needs no markup to render anywhere. */
export const subscript = (value: number) => String(value).replace(/\d/g, (digit) => SUBSCRIPT[Number(digit)]);

/** An element and its count (H₃; O for one; nothing for none), so a formula built from counts reads as printed. */
export const formulaPart = (symbol: string, count: number) =>
  count === 0 ? "" : count === 1 ? symbol : symbol + subscript(count);

/** The count that subscript digits give (₁₂ is 12, none is 1), for second workings that read a printed formula. */
export const subscriptCount = (digits: string) =>
  digits ? Number([...digits].map((char) => SUBSCRIPT.indexOf(char)).join("")) : 1;

/** A power with a whole exponent (2⁵, 3⁻²), the exponent 1 left out because no teacher writes 7¹. */
export const wholePower = (base: number | string, exponent: number) =>
  exponent === 1 ? `${base}` : `${base}${superscript(exponent)}`;

/** Scientific notation with `significant` figures: 3,00 × 10⁸. */
export function sci(value: number, significant = 3): string {
  if (value === 0) return "0";
  let power = Math.floor(Math.log10(Math.abs(value)));
  let mantissa = value / 10 ** power;
  if (Math.abs(Number(mantissa.toFixed(significant - 1))) >= 10) {
    power += 1;
    mantissa /= 10;
  }
  return `${fixed(mantissa, significant - 1)} × 10${superscript(power)}`;
}

/**
 * A polynomial or sum of terms from [coefficient, symbol] pairs, written as a teacher would: zero
 * terms left out, no coefficient 1 before a symbol, the first term's sign attached.
 * poly([[1, "x²"], [-1, "x"], [0, ""], [-6, ""]]) is "x² − x − 6".
 */
export function poly(terms: ReadonlyArray<readonly [number, string]>, places = 2): string {
  const shown = terms.filter(([coefficient]) => num(coefficient, places) !== "0");
  if (shown.length === 0) return "0";
  return shown
    .map(([coefficient, symbol], index) => {
      const size = num(Math.abs(coefficient), places);
      const body = symbol && size === "1" ? symbol : `${size}${symbol}`;
      const negative = coefficient < 0;
      if (index === 0) return negative ? MINUS + body : body;
      return `${negative ? MINUS : "+"} ${body}`;
    })
    .join(" ");
}

/** A coefficient before a symbol or bracket, 1 and −1 shrunk to "" and "−" because no teacher writes 1x. */
export const coefficient = (value: number) => (value === 1 ? "" : value === -1 ? MINUS : num(value));

/** The next term of a line (" + 3", " − 3"), or nothing for 0, because no teacher writes "+ 0". */
export const signedTerm = (value: number, places = 2) => (Math.abs(value) < 1e-12 ? "" : ` ${signed(value, places)}`);

/** a − b as substituted, b bracketed when negative and left out when 0, so a line never reads "− −2" or "− 0". */
export const subtraction = (a: number, b: number, places = 2) =>
  b === 0 ? num(a, places) : `${num(a, places)} − ${paren(b, places)}`;

/** The factor of a root, (x − 3) or (x + 2), and the bare letter for 0 because no teacher writes (x − 0). */
export const rootFactor = (root: number, letter = "x") => (root === 0 ? letter : `(${letter} ${signed(-root)})`);

/** A number with its sign always shown (+3, −5, 0), as charges and oxidation numbers are written. */
export const withSign = (value: number, places = 2) => (value > 0 ? `+${num(value, places)}` : num(value, places));

/** A Celsius temperature (25°C, −10°C), written in one place so that every topic prints the unit alike. */
export const celsius = (value: number) => `${num(value)}°C`;

/** 1st, 2nd, 3rd, 11th, 21st ("the 21st term"): the English suffixes are irregular enough to need a rule. */
export function ordinal(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${value}th`;
  return `${value}${["th", "st", "nd", "rd"][value % 10] ?? "th"}`;
}

/** The decimals that keep `figures` significant figures (none for 0), so a small value does not round to 0,00. */
export const sigFigPlaces = (value: number, figures = 3) =>
  value === 0 ? 0 : Math.max(0, figures - 1 - Math.floor(Math.log10(Math.abs(value))));

/** A value to `figures` significant figures (0,0137 · 2,45 · 12 500), where fixed decimals would lose it. */
export const sigFigs = (value: number, figures = 3) => num(value, sigFigPlaces(value, figures));

/** To `figures` significant figures with the trailing zeros a memo keeps: 0,750 · 2,40 · 12 500. */
export function significant(value: number, figures = 3): string {
  const rounded = Number(value.toPrecision(figures));
  const places = sigFigPlaces(rounded, figures);
  return places > 0 ? fixed(value, places) : fixed(rounded, 0);
}

/** "a 12", "an 8", "an 11,5", "an 18 000": the article as the number is spoken. */
export function withArticle(value: number, capital = false): string {
  const an = /^(8|1[18](?!\d))/.test(num(value));
  return `${capital ? (an ? "An" : "A") : an ? "an" : "a"} ${num(value)}`;
}

/** ax + b through poly, so a linear expression never shows 1x, + 0 or + −3. */
export const linear = (a: number, b: number, letter = "x") =>
  poly([
    [a, letter],
    [b, ""],
  ]);

export const round = (value: number, places = 2) => Number(value.toFixed(places));

const DEGREES = Math.PI / 180;
export const sinDeg = (angle: number) => Math.sin(angle * DEGREES);
export const cosDeg = (angle: number) => Math.cos(angle * DEGREES);
export const tanDeg = (angle: number) => Math.tan(angle * DEGREES);
export const asinDeg = (ratio: number) => Math.asin(ratio) / DEGREES;
export const acosDeg = (ratio: number) => Math.acos(ratio) / DEGREES;
export const atanDeg = (ratio: number) => Math.atan(ratio) / DEGREES;

/** Greatest common divisor of two integers (positive). */
export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
}

/** Decimals that show at least three significant figures, and at least `places`. */
export const placesFor = (value: number, places = 2) =>
  value === 0 ? places : Math.max(places, 2 - Math.floor(Math.log10(Math.abs(value))));

/**
 * A quantity with its unit as textbooks set it: 12 N, 3,5 m·s⁻¹, 0,0137 Wb, 48°, 25%, R1 234,50.
 * With `places` (the rounding a question asks for), exactly that many decimals: 3,50; without, three
 * significant figures at least.
 */
export function withUnit(value: number, unit: string | undefined, places?: number): string {
  if (unit === "R") return rands(value);
  const shown =
    value !== 0 && (Math.abs(value) < 0.001 || Math.abs(value) >= 1e7)
      ? sci(value)
      : places === undefined
        ? num(value, placesFor(value))
        : fixed(value, places);
  if (!unit) return shown;
  return unit === "°" || unit === "%" ? `${shown}${unit}` : `${shown} ${unit}`;
}
