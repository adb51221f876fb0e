/**
 * Reads a learner's answer as they write it: 3,5 or 3.5, 1 000, −7/−11, 1 1/2, 2√3, π/3, 3×10^8,
 * 3e8, x = 9, R1 234,50, 126 metres. Zod-free and bank-free, so the practice form can share it.
 */
import { MESSAGES } from "@/lib/messages";

const messages = MESSAGES.stemPractice;

export interface NumericExpectation {
  value: number;
  unit?: string;
  tolerance?: number;
  decimals?: number;
  variable?: string;
  exact?: boolean;
}

export type AnswerVerdict = { verdict: "correct" | "wrong"; value: number } | { verdict: "refused"; message: string };

interface ReadExpression {
  value: number;
  /** Written with a fraction, a root, π or a power: an exact form. */
  exactForm: boolean;
  rest: string;
}

/** Thrown inside the reader only, and caught by markNumeric: the text is not an expression. */
const unreadable = () => new Error("unreadable");

const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const VULGAR: Record<string, string> = { "½": "(1/2)", "⅓": "(1/3)", "⅔": "(2/3)", "¼": "(1/4)", "¾": "(3/4)" };

function normalised(text: string): string {
  return text
    .replace(/[\u00a0\u2009\u202f]/g, " ")
    .replace(/[\u2212\u2013\u2014]/g, "-")
    .replace(/[½⅓⅔¼¾]/g, (char) => VULGAR[char])
    .replace(/\s+/g, " ")
    .trim();
}

/** Reads the longest arithmetic expression at the start of `text`; what follows is returned as `rest`. */
function readExpression(text: string): ReadExpression {
  let at = 0;
  let exactForm = false;
  const spaces = () => {
    while (text[at] === " ") at += 1;
  };
  const peek = () => {
    spaces();
    return text[at];
  };

  function number(): number | null {
    spaces();
    // 1 000 and 12 500,5: groups of three after a first group of at most three digits.
    const match = /^(\d{1,3}(?: \d{3})+(?!\d)|\d+)(?:[.,](\d+))?(?:[eE]([+-]?\d+))?/.exec(text.slice(at));
    const decimalOnly = /^[.,](\d+)/.exec(text.slice(at));
    if (decimalOnly) {
      at += decimalOnly[0].length;
      return Number(`0.${decimalOnly[1]}`);
    }
    if (!match) return null;
    at += match[0].length;
    const whole = match[1].replace(/ /g, "");
    const value = Number(`${whole}.${match[2] ?? "0"}e${match[3] ?? "0"}`);
    // A mixed number: 1 1/2.
    const mixed = !match[2] && !match[3] ? /^ (\d+) ?\/ ?(\d+)(?![\d.,])/.exec(text.slice(at)) : null;
    if (mixed && Number(mixed[1]) < Number(mixed[2])) {
      at += mixed[0].length;
      exactForm = true;
      return value + Number(mixed[1]) / Number(mixed[2]);
    }
    return value;
  }

  function primary(): number {
    const char = peek();
    if (char === "(") {
      at += 1;
      const value = sum();
      if (peek() !== ")") throw unreadable();
      at += 1;
      return value;
    }
    if (char === "π" || text.slice(at, at + 2).toLowerCase() === "pi") {
      at += char === "π" ? 1 : 2;
      exactForm = true;
      return Math.PI;
    }
    if (char === "√" || text.slice(at, at + 4).toLowerCase() === "sqrt") {
      at += char === "√" ? 1 : 4;
      exactForm = true;
      return Math.sqrt(power());
    }
    if (char === "∛") {
      at += 1;
      exactForm = true;
      return Math.cbrt(power());
    }
    const value = number();
    if (value === null) throw unreadable();
    return value;
  }

  function superscript(): number | null {
    const match = /^⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/.exec(text.slice(at));
    if (!match) return null;
    at += match[0].length;
    const digits = [...match[0]].map((char) => (char === "⁻" ? "-" : String(SUPERSCRIPT_DIGITS.indexOf(char))));
    return Number(digits.join(""));
  }

  function power(): number {
    const base = primary();
    const raised = superscript();
    if (raised !== null) {
      exactForm = true;
      return base ** raised;
    }
    if (peek() === "^") {
      at += 1;
      exactForm = true;
      return base ** unary();
    }
    return base;
  }

  function unary(): number {
    const char = peek();
    if (char === "-" || char === "+") {
      at += 1;
      return char === "-" ? -unary() : unary();
    }
    return power();
  }

  function product(): number {
    let value = unary();
    for (;;) {
      const saved = at;
      const char = peek();
      // "x" is a times sign only between numbers: 3 x 10^8.
      if (
        char === "*" ||
        char === "×" ||
        char === "·" ||
        (/[xX]/.test(char ?? "") && /^[xX] ?\d/.test(text.slice(at)))
      ) {
        at += 1;
        value *= unary();
      } else if (char === "/" || char === "÷") {
        at += 1;
        exactForm = true;
        const divisor = unary();
        if (divisor === 0) throw unreadable();
        value /= divisor;
      } else if (at === saved && (char === "√" || char === "π" || char === "(" || char === "∛")) {
        // 2√3, 2π, 3(4): a factor written next to another.
        value *= power();
      } else if (text.slice(at, at + 4).toLowerCase() === "sqrt" || text.slice(at, at + 2).toLowerCase() === "pi") {
        value *= power();
      } else {
        at = saved;
        return value;
      }
    }
  }

  function sum(): number {
    let value = product();
    for (;;) {
      const saved = at;
      const char = peek();
      if ((char === "+" || char === "-") && /^[+-] ?[\d.,(√π∛s]/i.test(text.slice(at))) {
        at += 1;
        const term = product();
        value = char === "+" ? value + term : value - term;
      } else {
        at = saved;
        return value;
      }
    }
  }

  const value = sum();
  return { value, exactForm, rest: text.slice(at).trim() };
}

/** Units written out or abbreviated, as one symbol each. Longer names first. */
const UNIT_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bper cent\b|\bpercent\b/g, "%"],
  [/\bdegrees? (?:celsius|c)\b/g, "°c"],
  [/\bdegrees?\b|\bdeg\b/g, "°"],
  [/\bcubic (\w+)/g, "$1³"],
  [/\bsquare (\w+)/g, "$1²"],
  [/(\w+) squared\b/g, "$1²"],
  [/(\w+) cubed\b/g, "$1³"],
  [/\bkilometres?\b|\bkilometers?\b/g, "km"],
  [/\bcentimetres?\b|\bcentimeters?\b/g, "cm"],
  [/\bmillimetres?\b|\bmillimeters?\b/g, "mm"],
  [/\bdecimetres?\b|\bdecimeters?\b/g, "dm"],
  [/\bmetres?\b|\bmeters?\b/g, "m"],
  [/\bmillilitres?\b|\bmilliliters?\b|\bml\b/g, "cm³"],
  [/\blitres?\b|\bliters?\b|\bl\b/g, "dm³"],
  [/\bkilograms?\b|\bkgs\b/g, "kg"],
  [/\bgrams?\b/g, "g"],
  [/\bkilojoules?\b/g, "kj"],
  [/\bjoules?\b/g, "j"],
  [/\bkilowatt[- ]?hours?\b/g, "kwh"],
  [/\bkilowatts?\b/g, "kw"],
  [/\bwatts?\b/g, "w"],
  [/\bnewtons?\b/g, "n"],
  [/\bseconds?\b|\bsecs?\b/g, "s"],
  [/\bminutes?\b|\bmins?\b/g, "min"],
  [/\bhours?\b|\bhrs?\b/g, "h"],
  [/\bvolts?\b/g, "v"],
  [/\bamperes?\b|\bamps?\b/g, "a"],
  [/\bohms?\b/g, "ω"],
  [/\bcoulombs?\b/g, "c"],
  [/\bhertz\b/g, "hz"],
  [/\bmoles?\b/g, "mol"],
  [/\bkelvins?\b/g, "k"],
  [/\bkilopascals?\b/g, "kpa"],
  [/\bpascals?\b/g, "pa"],
  [/\bteslas?\b/g, "t"],
  [/\bwebers?\b/g, "wb"],
  [/\belectron[- ]?volts?\b/g, "ev"],
  [/\brands?\b/g, "r"],
  [/ per /g, "/"],
];

const KNOWN_UNITS = new Set(
  [
    "m cm mm km dm nm µm μm um s ms µs μs min h g kg mg j kj mj w kw mw kwh n kn v kv mv a ma",
    "ω kω mω c µc μc nc pc hz khz mhz mol k pa kpa mpa t wb ev kev mev ° °c % r",
  ]
    .join(" ")
    .split(" "),
);

/** "m/s", "m s^-1", "m·s⁻¹" and "metres per second" are one unit: exponents kept, negative ones below the line. */
export function normaliseUnit(unit: string): string {
  let text = unit.toLowerCase().trim();
  for (const [pattern, symbol] of UNIT_WORDS) text = text.replace(pattern, symbol);
  text = text
    .replace(/⁻/g, "-")
    .replace(/[¹²³]/g, (digit) => String("¹²³".indexOf(digit) + 1))
    .replace(/\^/g, "")
    .replace(/[·*.]/g, " ")
    .replace(/\s*\/\s*/g, "/")
    .replace(/\s+/g, " ")
    .trim();
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

/** Whether every factor of the text is a unit a learner might write. */
export function isUnit(text: string): boolean {
  const factors = normaliseUnit(text)
    .split(/[./]/)
    .map((factor) => factor.replace(/\d+$/, ""));
  return factors.length > 0 && factors.every((factor) => KNOWN_UNITS.has(factor));
}

const refused = (message: string): AnswerVerdict => ({ verdict: "refused", message });

/**
 * Marks a numeric answer. A refusal says exactly what to change and is not an answer: only a
 * readable answer is right or wrong. The unit is blamed only when a unit was written and it is the
 * wrong one.
 */
export function markNumeric(given: string, expected: NumericExpectation): AnswerVerdict {
  let text = normalised(given);
  if (!text) return refused(messages.noAnswer);
  if (/\bor\b|;|&|\band\b/i.test(text)) return refused(messages.oneAnswer);

  const named = /^([A-Za-zθαβ][\w′']*) ?= ?(.*)$/u.exec(text);
  if (named) {
    const [, name, value] = named;
    if (expected.variable && name.toLowerCase() !== expected.variable.toLowerCase())
      return refused(messages.otherVariable(expected.variable));
    text = value;
  }
  if (text.includes("=")) return refused(messages.oneAnswer);

  const money = expected.unit === "R";
  const rand = /^(-?) ?R ?(?=[\d.,])/i.exec(text);
  if (rand) {
    if (!money) return refused(messages.notMoney);
    text = rand[1] + text.slice(rand[0].length);
  }

  let read: ReadExpression;
  try {
    read = readExpression(text);
  } catch {
    return refused(/\d/.test(text) ? messages.unreadable : messages.notANumber);
  }
  if (!Number.isFinite(read.value)) return refused(messages.unreadable);
  let value = read.value;

  const rest = read.rest;
  if (/^[.,\d]/.test(rest)) return refused(messages.decimalMarks);
  if (rest) {
    const unit = normaliseUnit(rest);
    if (unit === "%" && expected.unit !== "%") value /= 100;
    else if (!isUnit(rest)) return refused(messages.unreadableAfter(rest));
    else if (!expected.unit) return refused(messages.noUnit);
    else if (unit !== normaliseUnit(expected.unit)) return refused(messages.wrongUnit(expected.unit));
  }

  const difference = Math.abs(value - expected.value);
  if (expected.exact && !read.exactForm && difference > 1e-9 * Math.max(1, Math.abs(expected.value))) {
    // A rounded decimal of the right value: the learner knows the answer but not the form asked for.
    if (difference <= Math.abs(expected.value) * 0.01) return refused(messages.leaveExact);
    return { verdict: "wrong", value };
  }
  const tolerance = expected.exact ? 1e-9 : (expected.tolerance ?? 0.01);
  // Rounded to the decimals asked for, an answer is at most half a unit of the last place away.
  const rounding = expected.decimals === undefined || expected.exact ? 0 : 0.5 * 10 ** -expected.decimals + 1e-9;
  const margin = Math.max(Math.abs(expected.value) * tolerance, rounding, 1e-9);
  return { verdict: difference <= margin ? "correct" : "wrong", value };
}
