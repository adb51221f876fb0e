/**
 * The maths markup in question text: \frac{a}{b}, \sqrt{x}, \sqrt[3]{x}, ^{…} and _{…}, written with
 * the helpers below, never by hand. Pages render it as plain HTML (components/stem/math-text.tsx);
 * mail, the API's plain fields and the tests read it as one line of text (plainMath).
 */

import { gcd, num } from "./format";

export type MathNode =
  | string
  | { type: "frac"; numerator: MathNode[]; denominator: MathNode[] }
  | { type: "root"; index?: string; body: MathNode[] }
  | { type: "sup" | "sub"; body: MathNode[] };

const str = (value: string | number) => String(value);

/** A fraction: frac("3", "4"), or frac(num(a), "2a"). */
export const frac = (numerator: string | number, denominator: string | number) =>
  `\\frac{${str(numerator)}}{${str(denominator)}}`;

/** n/d reduced, its sign in front and whole when it divides (−\frac{3}{4}, 2, 0): an exact answer as set by hand. */
export function reducedFraction(n: number, d: number): string {
  const sign = n * d < 0 ? "\u2212" : "";
  const divisor = gcd(n, d) || 1;
  const [top, bottom] = [Math.abs(n) / divisor, Math.abs(d) / divisor];
  if (top === 0) return "0";
  return bottom === 1 ? sign + num(top) : sign + frac(num(top), num(bottom));
}

/** A square root, or an nth root: root("12"), root("8", 3). */
export const root = (body: string | number, index?: number) =>
  index === undefined ? `\\sqrt{${str(body)}}` : `\\sqrt[${index}]{${str(body)}}`;

/** A power whose exponent is not a plain whole number: pow("2", "x + 1"). Use x², 10⁻³ for those. */
export const pow = (base: string | number, exponent: string | number) => `${str(base)}^{${str(exponent)}}`;

/** A subscript that Unicode lacks: sub("v", "i"). */
export const sub = (base: string, subscript: string | number) => `${base}_{${str(subscript)}}`;

const MARKUP = /[\\{}^_]/g;

/** Parses the markup; `strict` throws on an unclosed or unknown command, else such text stays as it is. */
export function parseMath(text: string, { strict = false } = {}): MathNode[] {
  let at = 0;

  function group(): MathNode[] {
    if (text[at] !== "{") throw new Error(`“{” expected at ${at} in: ${text}`);
    at += 1;
    const nodes = sequence("}");
    if (text[at] !== "}") throw new Error(`unclosed “{” in: ${text}`);
    at += 1;
    return nodes;
  }

  function sequence(until?: string): MathNode[] {
    const nodes: MathNode[] = [];
    let plain = "";
    const flush = () => {
      if (plain) nodes.push(plain);
      plain = "";
    };
    while (at < text.length && text[at] !== until) {
      if (text.startsWith("\\frac", at)) {
        flush();
        at += 5;
        nodes.push({ type: "frac", numerator: group(), denominator: group() });
      } else if (text.startsWith("\\sqrt", at)) {
        flush();
        at += 5;
        let index: string | undefined;
        if (text[at] === "[") {
          const close = text.indexOf("]", at);
          if (close < 0) throw new Error(`unclosed “[” in: ${text}`);
          index = text.slice(at + 1, close);
          at = close + 1;
        }
        nodes.push({ type: "root", index, body: group() });
      } else if ((text[at] === "^" || text[at] === "_") && text[at + 1] === "{") {
        flush();
        const type = text[at] === "^" ? "sup" : "sub";
        at += 1;
        nodes.push({ type, body: group() });
      } else if (text[at] === "\\" || text[at] === "{" || text[at] === "}") {
        throw new Error(`stray “${text[at]}” at ${at} in: ${text}`);
      } else {
        // Plain text runs to the next character that may start markup, taken in one slice.
        MARKUP.lastIndex = at + 1;
        const next = MARKUP.exec(text)?.index ?? text.length;
        plain += text.slice(at, next);
        at = next;
      }
    }
    flush();
    return nodes;
  }

  try {
    const nodes = sequence();
    if (at < text.length) throw new Error(`stray “${text[at]}” in: ${text}`);
    return nodes;
  } catch (error) {
    if (strict) throw error;
    return [text];
  }
}

const SUPERSCRIPTS: Record<string, string> = {
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
  "-": "⁻",
  "−": "⁻",
  "+": "⁺",
  n: "ⁿ",
  x: "ˣ",
};
const SUBSCRIPTS: Record<string, string> = {
  "0": "₀",
  "1": "₁",
  "2": "₂",
  "3": "₃",
  "4": "₄",
  "5": "₅",
  "6": "₆",
  "7": "₇",
  "8": "₈",
  "9": "₉",
};

const simple = (text: string) => /^[\p{L}\p{N},·πθ°′]+$/u.test(text) || /^[−-]?[\p{N},]+$/u.test(text);
const bracketed = (text: string) => (simple(text) ? text : `(${text})`);
const mapped = (text: string, table: Record<string, string>) =>
  [...text].every((char) => char in table) ? [...text].map((char) => table[char]).join("") : null;

/** Parsed markup as one line of plain text. */
export function plainNodes(nodes: MathNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === "string") return node;
      const body = (part: MathNode[]) => plainNodes(part);
      switch (node.type) {
        case "frac":
          return `${bracketed(body(node.numerator))}/${bracketed(body(node.denominator))}`;
        case "root": {
          const sign =
            node.index === undefined
              ? "√"
              : node.index === "3"
                ? "∛"
                : `${mapped(node.index, SUPERSCRIPTS) ?? `(${node.index})`}√`;
          return sign + bracketed(body(node.body));
        }
        case "sup":
          return mapped(body(node.body), SUPERSCRIPTS) ?? `^(${body(node.body)})`;
        case "sub":
          return mapped(body(node.body), SUBSCRIPTS) ?? `_${bracketed(body(node.body))}`;
      }
    })
    .join("");
}

/** The markup as one line of plain text: \frac{3}{4} is 3/4, \sqrt{x + 1} is √(x + 1), 2^{x} is 2ˣ. */
export const plainMath = (text: string) => plainNodes(parseMath(text));
