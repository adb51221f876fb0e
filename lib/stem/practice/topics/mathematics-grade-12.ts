import { placedChoices } from "../concept";
import {
  cosDeg,
  deg,
  fixed,
  gcd,
  linear,
  num,
  ordinal,
  paren,
  poly,
  rands,
  rootFactor,
  signed,
  sinDeg,
  subscript,
  subtraction,
  superscript,
  tanDeg,
} from "../format";
import { frac, plainMath, pow, reducedFraction, root, sub } from "../math-text";
import { seededRandom, type Random } from "../random";
import type { QuestionTemplate, Topic } from "../types";
import { bisectRoot, localMinima, numericDerivative, permutations } from "./numeric";

// CAPS Grade 12 Mathematics, in the order of the CAPS teaching plan.

const MINUS = "−";

// ---------------------------------------------------------------------------------------------
// Local helpers.

/** A polynomial (coefficients from the highest power down) with a number put in for x: 2(−1)³ − (−1)² + 4. */
function substituted(coefficients: readonly number[], x: number): string {
  const degree = coefficients.length - 1;
  const parts = coefficients.flatMap((coefficient, index) => {
    if (coefficient === 0) return [];
    const power = degree - index;
    const factor = power === 0 ? "" : `(${num(x)})${power > 1 ? superscript(power) : ""}`;
    const size = Math.abs(coefficient);
    const body = factor === "" ? num(size) : size === 1 ? factor : `${num(size)}${factor}`;
    return [{ negative: coefficient < 0, body }];
  });
  if (parts.length === 0) return "0";
  return parts
    .map((part, index) =>
      index === 0 ? (part.negative ? MINUS : "") + part.body : `${part.negative ? MINUS : "+"} ${part.body}`,
    )
    .join(" ");
}

/** The value of a polynomial, coefficients from the highest power down. */
const valueAt = (coefficients: readonly number[], x: number) =>
  coefficients.reduce((sum, coefficient, index) => sum + coefficient * x ** (coefficients.length - 1 - index), 0);

/** A polynomial in x from coefficients, highest power first. */
function polyX(coefficients: readonly number[], letter = "x"): string {
  const degree = coefficients.length - 1;
  return poly(
    coefficients.map(
      (coefficient, index) =>
        [
          coefficient,
          degree - index === 0 ? "" : degree - index === 1 ? letter : `${letter}${superscript(degree - index)}`,
        ] as const,
    ),
  );
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** An amount rounded to the cent as rands() shows it (half a cent up), to work on with the shown value. */
const toCents = (value: number) =>
  (Math.sign(value) * Math.round(Number((Math.abs(value) * 100).toPrecision(12)))) / 100;

// ---------------------------------------------------------------------------------------------
// Term 1: number patterns, sequences and series.

const arithmeticTerm: QuestionTemplate<{ a: number; d: number; n: number }> = {
  id: "sequences-12-arithmetic-term",
  level: 1,
  draw: (r) => ({
    a: r.pick([-12, -9, -7, -5, -3, -2, 2, 3, 4, 5, 7, 8, 11, 13, 15, 18]),
    d: r.pick([-7, -5, -4, -3, -2, 2, 3, 4, 5, 6, 8, 9]),
    n: r.int(15, 60),
  }),
  build: ({ a, d, n }) => {
    const term = a + (n - 1) * d;
    const tn = `T${subscript(n)}`;
    return {
      kind: "numeric",
      prompt: `The arithmetic sequence ${num(a)}; ${num(a + d)}; ${num(a + 2 * d)}; … continues in the same way. Determine ${tn}.`,
      answer: term,
      hint: "Find the common difference d = T₂ − T₁, then use Tₙ = a + (n − 1)d.",
      solution: [
        `a = ${num(a)} and d = ${subtraction(a + d, a)} = ${num(d)}.`,
        `Tₙ = a + (n − 1)d, so ${tn} = ${num(a)} + (${n} − 1) × ${paren(d)}.`,
        `${tn} = ${num(a)} ${signed((n - 1) * d)}`,
        `${tn} = ${num(term)}`,
      ],
    };
  },
  // Term by term: start at a and add d, n − 1 times.
  check: ({ a, d, n }) => {
    let term = a;
    for (let k = 2; k <= n; k += 1) term += d;
    return term;
  },
};

const geometricWhichTerm: QuestionTemplate<{ a: number; ratio: number; n: number }> = {
  id: "sequences-12-geometric-which-term",
  level: 2,
  draw: (r) => {
    const a = r.pick([2, 3, 4, 5, 6, -2, -3]);
    const ratio = r.pick([2, 3, -2, -3, 4]);
    // n − 1 stays a single digit: (−2)¹³ would read as a power of 1 to the typesetting check.
    let most = 6;
    while (most < 10 && Math.abs(a * ratio ** most) <= 200_000) most += 1;
    return { a, ratio, n: r.int(6, most) };
  },
  build: ({ a, ratio, n }) => {
    const value = a * ratio ** (n - 1);
    const power = pow(paren(ratio), "n − 1");
    return {
      kind: "numeric",
      prompt: `The geometric sequence ${num(a)}; ${num(a * ratio)}; ${num(a * ratio ** 2)}; … continues in the same way. Which term of the sequence is equal to ${num(value)}?`,
      answer: n,
      variable: "n",
      hint: "Find r = T₂ ÷ T₁, set Tₙ = arⁿ⁻¹ equal to the given value, and write both sides as powers of r.",
      solution: [
        `r = ${num(a * ratio)} ÷ ${paren(a)} = ${num(ratio)}.`,
        `Tₙ = arⁿ⁻¹, so ${num(a)} × ${power} = ${num(value)}.`,
        `${power} = ${num(value)} ÷ ${paren(a)} = ${num(value / a)} = ${paren(ratio)}${superscript(n - 1)}`,
        `n − 1 = ${n - 1}`,
        `n = ${n}`,
      ],
    };
  },
  // Term by term: multiply by r until the value is reached, counting the terms.
  check: ({ a, ratio, n }) => {
    const target = a * ratio ** (n - 1);
    let [term, count] = [a, 1];
    while (term !== target && count < 100) [term, count] = [term * ratio, count + 1];
    return count;
  },
};

const sigmaSum: QuestionTemplate<{ p: number; q: number; n: number }> = {
  id: "sequences-12-sigma-sum",
  level: 2,
  draw: (r) => ({ p: r.pick([2, 3, 4, 5, 6, 7, -2, -3, -4]), q: r.int(-9, 9), n: r.int(20, 48) }),
  build: ({ p, q, n }) => {
    const first = p + q;
    const last = p * n + q;
    const total = (n * (first + last)) / 2;
    const term = poly([
      [p, "k"],
      [q, ""],
    ]);
    const sn = `S${subscript(n)}`;
    return {
      kind: "numeric",
      prompt: `Calculate ${pow(sub("Σ", "k = 1"), n)}(${term}).`,
      answer: total,
      hint: `List the first terms to find a and d, count the terms, then use Sₙ = ${frac("n", "2")}(a + l).`,
      solution: [
        `The terms are ${num(first)}; ${num(first + p)}; ${num(first + 2 * p)}; …: an arithmetic series with a = ${num(first)} and d = ${num(p)}.`,
        `k runs from 1 to ${n}, so there are n = ${n} terms; the last is l = ${substituted([p, q], n)} = ${num(last)}.`,
        `Sₙ = ${frac("n", "2")}(a + l), so ${sn} = ${frac(n, 2)}(${num(first)} ${signed(last)})`,
        `${sn} = ${num(total)}`,
      ],
    };
  },
  // Term by term: add pk + q for k = 1 to n.
  check: ({ p, q, n }) => {
    let total = 0;
    for (let k = 1; k <= n; k += 1) total += p * k + q;
    return total;
  },
};

const INFINITE_RATIOS: ReadonlyArray<readonly [number, number]> = [
  [1, 2],
  [-1, 2],
  [1, 3],
  [-1, 3],
  [2, 3],
  [-2, 3],
];

const sumToInfinity: QuestionTemplate<{ ratio: number; m: number }> = {
  id: "sequences-12-sum-to-infinity",
  level: 3,
  draw: (r) => ({ ratio: r.int(0, INFINITE_RATIOS.length - 1), m: r.pick([1, 2, 3, 4, -1, -2, -3]) }),
  build: ({ ratio, m }) => {
    const [top, bottom] = INFINITE_RATIOS[ratio];
    const a = m * bottom ** 4;
    const t2 = m * bottom ** 3 * top;
    const t5 = m * top ** 4;
    const total = a / (1 - top / bottom);
    return {
      kind: "numeric",
      prompt: `In a geometric series, T₂ = ${num(t2)} and T₅ = ${num(t5)}. Calculate the sum to infinity of the series. Round to two decimals where necessary.`,
      answer: total,
      decimals: 2,
      hint: "Divide T₅ by T₂ to get r³, then find r and a; the sum to infinity is a ÷ (1 − r), which exists only when −1 < r < 1.",
      solution: [
        `${frac("T₅", "T₂")} = ${frac("ar⁴", "ar")} = r³`,
        `r³ = ${num(t5)} ÷ ${paren(t2)} = ${reducedFraction(t5, t2)}, so r = ${reducedFraction(top, bottom)}.`,
        `a = ${frac("T₂", "r")} = ${frac(num(t2), reducedFraction(top, bottom))} = ${num(a)}`,
        `−1 < r < 1, so the series converges: S∞ = ${frac("a", "1 − r")}.`,
        `S∞ = ${frac(num(a), `1 ${top < 0 ? "+" : MINUS} ${reducedFraction(Math.abs(top), bottom)}`)}`,
        `S∞ = ${fixed(total, 2)}`,
      ],
    };
  },
  // Term by term: add the first 400 terms, by when the rest is far too small to matter.
  check: ({ ratio, m }) => {
    const [top, bottom] = INFINITE_RATIOS[ratio];
    let [term, total] = [m * bottom ** 4, 0];
    for (let k = 0; k < 400; k += 1) [total, term] = [total + term, (term * top) / bottom];
    return total;
  },
};

function convergenceChoices(p: number, q: number): string[] {
  return [
    `${num(p - q)} < x < ${num(p + q)}`,
    `${num(p - 1)} < x < ${num(p + 1)}`,
    `${num(-p - q)} < x < ${num(-p + q)}`,
    `x < ${num(p + q)}`,
    `${num(p - q)} ≤ x ≤ ${num(p + q)}`,
  ];
}

const seriesConverges: QuestionTemplate<{ p: number; q: number; order: number }> = {
  id: "sequences-12-convergence",
  level: 2,
  draw: (r) => ({ p: r.pick([-4, -3, -2, -1, 1, 2, 3, 4, 5]), q: r.int(2, 5), order: r.int(0, 4) }),
  build: ({ p, q, order }) => {
    const base = poly([
      [1, "x"],
      [-p, ""],
    ]);
    const ratio = frac(base, q);
    const all = convergenceChoices(p, q);
    const { choices, answer } = placedChoices(all, order);
    return {
      kind: "choice",
      prompt: `For which values of x does the geometric series ${pow(sub("Σ", "n = 1"), "∞")}(${ratio})ⁿ converge?`,
      choices,
      answer,
      hint: "Find the common ratio r of the series; a geometric series converges only when −1 < r < 1.",
      solution: [
        `The common ratio is r = ${ratio}.`,
        `The series converges only when −1 < r < 1: −1 < ${ratio} < 1.`,
        `Multiply each part by ${q}: ${MINUS}${q} < ${base} < ${q}.`,
        `Add ${num(p)} to each part: ${all[0]}`,
      ],
    };
  },
  // A scan of x: where is the ratio strictly between −1 and 1?
  check: ({ p, q }) => {
    const inside: number[] = [];
    for (let x = -30; x <= 30; x += 0.01) if (Math.abs((x - p) / q) < 1) inside.push(x);
    return `${num(Math.round(inside[0]))} < x < ${num(Math.round(inside.at(-1)!))}`;
  },
};

// ---------------------------------------------------------------------------------------------
// Term 1: functions and inverses.

/** f⁻¹(x) for f(x) = ax + q, written as a fraction with a positive denominator. */
const linearInverse = (a: number, q: number) =>
  a > 0
    ? frac(
        poly([
          [1, "x"],
          [-q, ""],
        ]),
        num(a),
      )
    : frac(
        poly([
          [-1, "x"],
          [q, ""],
        ]),
        num(-a),
      );

const inverseOfLine: QuestionTemplate<{ a: number; q: number; x: number }> = {
  id: "inverses-12-linear-value",
  level: 1,
  draw: (r) => ({
    a: r.pick([-5, -4, -3, -2, 2, 3, 4, 5]),
    q: r.pick([-9, -7, -6, -5, -3, -2, -1, 1, 2, 4, 5, 6, 8, 9]),
    x: r.int(-6, 8),
  }),
  build: ({ a, q, x }) => {
    const value = a * x + q;
    return {
      kind: "numeric",
      prompt: `f(x) = ${linear(a, q)}. Determine f⁻¹(${num(value)}).`,
      answer: x,
      hint: "Swap x and y in y = f(x) and make y the subject: that is f⁻¹(x). Then substitute.",
      solution: [
        `Swap x and y in y = ${linear(a, q)}: x = ${linear(a, q, "y")}.`,
        `Make y the subject: f⁻¹(x) = ${linearInverse(a, q)}.`,
        `f⁻¹(${num(value)}) = ${frac(subtraction(value, q), paren(a))} = ${frac(num(value - q), paren(a))}`,
        `f⁻¹(${num(value)}) = ${num(x)}`,
      ],
    };
  },
  // f⁻¹(v) is the x with f(x) = v: found by bisection on f itself.
  check: ({ a, q, x }) => bisectRoot((t) => a * t + q - (a * x + q), -100, 100),
};

const RESTRICTIONS = (side: number, k: number) => [
  side === 0 ? "x ≥ 0" : "x ≤ 0",
  "x ∈ ℝ",
  `${num(-k)} ≤ x ≤ ${num(k)}`,
  `x ≥ ${num(-k)}`,
];

/** The interval each restriction allows, for the check. */
const RESTRICTION_INTERVALS = (side: number, k: number): ReadonlyArray<readonly [number, number]> => [
  side === 0 ? [0, 50] : [-50, 0],
  [-50, 50],
  [-k, k],
  [-k, 50],
];

const restrictDomain: QuestionTemplate<{ a: number; side: number; k: number; order: number }> = {
  id: "inverses-12-restrict-domain",
  level: 1,
  draw: (r) => ({ a: r.pick([-3, -2, 2, 3, 4, 5]), side: r.int(0, 1), k: r.int(1, 4), order: r.int(0, 3) }),
  build: ({ a, side, k, order }) => {
    const all = RESTRICTIONS(side, k);
    const { choices, answer } = placedChoices(all, order);
    return {
      kind: "choice",
      prompt: `f(x) = ${poly([[a, "x²"]])}. Its inverse is not a function. Which restriction of the domain of f makes f⁻¹ a function?`,
      choices,
      answer,
      hint: "The inverse is a function only if f is one-to-one: no two x-values may give the same y-value.",
      solution: [
        `f(${num(k)}) = f(${num(-k)}) = ${num(a * k * k)}: two x-values give the same y-value, so f⁻¹ would send one x to two y-values.`,
        "Keep only one side of the turning point at x = 0; every other choice still holds a pair x and −x.",
        `The answer: ${all[0]}`,
      ],
    };
  },
  // Test each interval on a grid: is f one-to-one there (no two different x with equal f)?
  check: ({ a, side, k }) => {
    const all = RESTRICTIONS(side, k);
    const oneToOne = ([lo, hi]: readonly [number, number]) => {
      const seen = new Set<number>();
      for (let x = lo; x <= hi; x += 0.5) {
        const y = a * x * x;
        if (seen.has(y)) return false;
        seen.add(y);
      }
      return true;
    };
    return all[RESTRICTION_INTERVALS(side, k).findIndex(oneToOne)];
  },
};

const inverseOfParabola: QuestionTemplate<{ a: number; side: number; x: number }> = {
  id: "inverses-12-parabola-value",
  level: 2,
  draw: (r) => ({ a: r.pick([2, 3, 4, 5, -2, -3]), side: r.int(0, 1), x: r.int(1, 6) }),
  build: ({ a, side, x }) => {
    const input = side === 0 ? x : -x;
    const value = a * x * x;
    const relation = side === 0 ? "≥" : "≤";
    const sign = side === 0 ? "" : MINUS;
    const inside = a > 0 ? frac("x", num(a)) : `${MINUS}${frac("x", num(-a))}`;
    return {
      kind: "numeric",
      prompt: `f(x) = ${poly([[a, "x²"]])}, x ${relation} 0. Determine f⁻¹(${num(value)}).`,
      answer: input,
      hint: "Swap x and y and make y the subject; the restriction on the domain of f decides the sign of the square root.",
      solution: [
        `Swap x and y: x = ${poly([[a, "y²"]])}, so y² = ${inside}.`,
        `The domain x ${relation} 0 of f is the range y ${relation} 0 of f⁻¹, so f⁻¹(x) = ${sign}${root(inside)}.`,
        `f⁻¹(${num(value)}) = ${sign}${root(frac(num(Math.abs(value)), num(Math.abs(a))))} = ${sign}${root(x * x)}`,
        `f⁻¹(${num(value)}) = ${num(input)}`,
      ],
    };
  },
  // Bisection on f itself over the allowed half of the domain.
  check: ({ a, side, x }) => {
    const value = a * x * x;
    return side === 0 ? bisectRoot((t) => a * t * t - value, 0, 50) : bisectRoot((t) => a * t * t - value, -50, 0);
  },
};

const lineMeetsInverse: QuestionTemplate<{ a: number; x: number }> = {
  id: "inverses-12-line-meets-inverse",
  level: 3,
  draw: (r) => ({ a: r.pick([-4, -3, -2, 2, 3, 4]), x: r.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6]) }),
  build: ({ a, x }) => {
    const q = x * (1 - a);
    return {
      kind: "numeric",
      prompt: `f(x) = ${linear(a, q)}. Determine f⁻¹(x), and then the value of x for which f(x) = f⁻¹(x).`,
      answer: x,
      variable: "x",
      hint: "Find f⁻¹ by swapping x and y, then set f(x) equal to f⁻¹(x) and solve the linear equation.",
      solution: [
        `Swap x and y: x = ${linear(a, q, "y")}, so f⁻¹(x) = ${linearInverse(a, q)}.`,
        `Set f(x) = f⁻¹(x): ${linear(a, q)} = ${linearInverse(a, q)}.`,
        `Multiply both sides by ${paren(a)}: ${linear(a * a, a * q)} = ${linear(1, -q)}.`,
        `${poly([[a * a - 1, "x"]])} = ${num(-q - a * q)}`,
        `x = ${num(x)}`,
      ],
    };
  },
  // Bisection on f(x) − f⁻¹(x), with f⁻¹ as the explicit function (x − q) ÷ a.
  check: ({ a, x }) => {
    const q = x * (1 - a);
    return bisectRoot((t) => a * t + q - (t - q) / a, -100, 100);
  },
};

// ---------------------------------------------------------------------------------------------
// Term 1: exponential and logarithmic functions.

const log = (base: number | string) => sub("log", base);

/** A logarithm's argument: a fraction goes in brackets, log (209/2). */
const logOf = (numerator: number, denominator: number) =>
  numerator % denominator === 0
    ? reducedFraction(numerator, denominator)
    : `(${reducedFraction(numerator, denominator)})`;

const logValue: QuestionTemplate<{ base: number; k: number }> = {
  id: "logarithms-12-log-value",
  level: 1,
  draw: (r) => {
    const base = r.pick([2, 3, 4, 5, 10]);
    const k = r.pick(base === 10 ? [-3, -2, -1, 2, 3, 4, 5] : [-3, -2, -1, 2, 3, 4, 5, 6]);
    return { base, k };
  },
  build: ({ base, k }) => {
    const argument = k > 0 ? num(base ** k) : frac(1, num(base ** -k));
    return {
      kind: "numeric",
      prompt: `Without a calculator, determine ${log(base)} ${argument}.`,
      answer: k,
      hint: `${log("b")} x = y means ${pow("b", "y")} = x: write the number as a power of the base.`,
      solution: [
        `${log(base)} x = y means ${pow(base, "y")} = x.`,
        `${argument} = ${base}${superscript(k)}`,
        `${log(base)} ${argument} = ${num(k)}`,
      ],
    };
  },
  // Change of base, computed: log b^k ÷ log b with natural logarithms.
  check: ({ base, k }) => Math.log(base ** k) / Math.log(base),
};

function inverseChoices(base: number): string[] {
  return [
    `f⁻¹(x) = ${log(base)} x`,
    `f⁻¹(x) = ${sub("log", "x")} ${base}`,
    `f⁻¹(x) = ${pow(base, "−x")}`,
    `f⁻¹(x) = x${superscript(base)}`,
  ];
}

const exponentialInverse: QuestionTemplate<{ base: number; order: number }> = {
  id: "logarithms-12-inverse-of-exponential",
  level: 1,
  draw: (r) => ({ base: r.pick([2, 3, 4, 5, 6, 10]), order: r.int(0, 3) }),
  build: ({ base, order }) => {
    const all = inverseChoices(base);
    const { choices, answer } = placedChoices(all, order);
    return {
      kind: "choice",
      prompt: `f(x) = ${pow(base, "x")}. Which of these is f⁻¹(x)?`,
      choices,
      answer,
      hint: "Swap x and y in y = bˣ, then use the definition of a logarithm to make y the subject.",
      solution: [
        `Swap x and y: x = ${pow(base, "y")}.`,
        `By the definition of a logarithm, y = ${log(base)} x: the logarithm undoes the power.`,
        `The answer: ${all[0]}`,
      ],
    };
  },
  // Numerically: which candidate g gives g(f(t)) = t for several t?
  check: ({ base }) => {
    const candidates: Array<(x: number) => number> = [
      (x) => Math.log(x) / Math.log(base),
      (x) => Math.log(base) / Math.log(x),
      (x) => base ** -x,
      (x) => x ** base,
    ];
    const undoes = (g: (x: number) => number) => [0.7, 1.3, 2.2].every((t) => Math.abs(g(base ** t) - t) < 1e-9);
    return inverseChoices(base)[candidates.findIndex(undoes)];
  },
};

const LOG_FACTORS: Record<number, readonly number[]> = { 2: [3, 5, 6, 7], 3: [2, 5, 7], 5: [2, 3, 6, 7] };

const logLaws: QuestionTemplate<{ base: number; m: number; t: number; k: number }> = {
  id: "logarithms-12-log-laws",
  level: 2,
  draw: (r) => {
    const base = r.pick([2, 3, 5]);
    const m = r.pick(LOG_FACTORS[base]);
    const t = r.pick([2, 3, 5, 7].filter((value) => value !== base));
    const k = r.int(1, base === 2 ? 6 : base === 3 ? 4 : 3);
    return { base, m, t, k };
  },
  build: ({ base, m, t, k }) => {
    const p = t * base ** k;
    const q = m * m * t;
    const power = base ** k;
    return {
      kind: "numeric",
      prompt: `Without a calculator, simplify 2 ${log(base)} ${m} + ${log(base)} ${num(p)} − ${log(base)} ${num(q)}.`,
      answer: k,
      hint: "Use the power law to bring the 2 inside, then the product and quotient laws to write one logarithm.",
      solution: [
        `Power law: 2 ${log(base)} ${m} = ${log(base)} ${m}² = ${log(base)} ${m * m}.`,
        `Product and quotient laws: ${log(base)} ${m * m} + ${log(base)} ${num(p)} − ${log(base)} ${num(q)} = ${log(base)} (${frac(`${m * m} × ${num(p)}`, num(q))}).`,
        `${frac(`${m * m} × ${num(p)}`, num(q))} = ${num(power)}${k > 1 ? ` = ${base}${superscript(k)}` : ""}`,
        `${log(base)} ${num(power)} = ${k}`,
      ],
    };
  },
  // With a calculator's natural logarithms, term by term.
  check: ({ base, m, t, k }) => (2 * Math.log(m) + Math.log(t * base ** k) - Math.log(m * m * t)) / Math.log(base),
};

const solveExponential: QuestionTemplate<{ a: number; base: number; c: number }> = {
  id: "logarithms-12-solve-exponential",
  level: 2,
  draw: (r) => ({ a: r.pick([2, 3, 4, 5]), base: r.pick([2, 3, 5, 7]), c: r.int(11, 90) * 10 + r.int(1, 9) }),
  build: ({ a, base, c }) => {
    const x = Math.log(c / a) / Math.log(base);
    return {
      kind: "numeric",
      prompt: `Solve for x: ${a} × ${pow(base, "x")} = ${num(c)}. Round to two decimals.`,
      answer: x,
      decimals: 2,
      variable: "x",
      hint: "Get the power on its own first, then take the logarithm of both sides (or use the definition of a logarithm).",
      solution: [
        `Divide both sides by ${a}: ${pow(base, "x")} = ${reducedFraction(c, a)}.`,
        `By the definition of a logarithm: x = ${log(base)} ${logOf(c, a)} = ${frac(`log ${logOf(c, a)}`, `log ${base}`)}.`,
        `x = ${fixed(x, 2)}`,
      ],
    };
  },
  // Bisection on a·bˣ − c.
  check: ({ a, base, c }) => bisectRoot((x) => a * base ** x - c, -20, 20),
};

const exponentialFactor: QuestionTemplate<{ base: number; s: number; c: number }> = {
  id: "logarithms-12-common-factor",
  level: 3,
  draw: (r) => {
    const base = r.pick([2, 3, 4, 5]);
    const s = base === 2 ? 1 : r.pick([1, -1]);
    return { base, s, c: r.int(30, 2500) };
  },
  build: ({ base, s, c }) => {
    const factor = base + s;
    const x = Math.log(c / factor) / Math.log(base);
    const op = s > 0 ? "+" : MINUS;
    return {
      kind: "numeric",
      prompt: `Solve for x: ${pow(base, "x + 1")} ${op} ${pow(base, "x")} = ${num(c)}. Round to two decimals.`,
      answer: x,
      decimals: 2,
      variable: "x",
      hint: "Write the first power as the base times bˣ, take out bˣ as a common factor, then use logarithms.",
      solution: [
        `${pow(base, "x + 1")} = ${base} × ${pow(base, "x")}, so take out the common factor: ${pow(base, "x")}(${base} ${op} 1) = ${num(c)}.`,
        `${pow(base, "x")} × ${factor} = ${num(c)}, so ${pow(base, "x")} = ${reducedFraction(c, factor)}.`,
        `x = ${log(base)} ${logOf(c, factor)} = ${frac(`log ${logOf(c, factor)}`, `log ${base}`)}`,
        `x = ${fixed(x, 2)}`,
      ],
    };
  },
  // Bisection on the equation as given.
  check: ({ base, s, c }) => bisectRoot((x) => base ** (x + 1) + s * base ** x - c, -20, 20),
};

// ---------------------------------------------------------------------------------------------
// Term 1: finance, growth and decay.

const RATES = [6, 7, 7.5, 8, 8.5, 9, 9.5, 10, 10.5, 11, 12] as const;

/** The monthly rate as a fraction of the annual one: 0,09/12. */
const monthly = (rate: number) => frac(num(rate / 100, 4), "12");

/** The balance of an account month by month: grown by i, then the payment added (a negative one repays). */
function simulate(start: number, i: number, months: number, payment: number): number {
  let balance = start;
  for (let month = 1; month <= months; month += 1) balance = balance * (1 + i) + payment;
  return balance;
}

const futureValue: QuestionTemplate<{ x: number; rate: number; years: number }> = {
  id: "finance-12-future-value-annuity",
  level: 1,
  draw: (r) => ({
    x: r.pick([300, 500, 750, 800, 1000, 1200, 1500, 2000, 2500]),
    rate: r.int(0, RATES.length - 1),
    years: r.int(2, 8),
  }),
  build: ({ x, rate, years }) => {
    const annual = RATES[rate];
    const i = annual / 1200;
    const n = years * 12;
    const value = (x * ((1 + i) ** n - 1)) / i;
    return {
      kind: "numeric",
      prompt: `You deposit ${rands(x)} at the end of every month into a savings account that earns ${num(annual)}% p.a. interest, compounded monthly. How much is in the account immediately after the last deposit, at the end of ${years} years?`,
      answer: value,
      unit: "R",
      decimals: 2,
      hint: "Use the future value of an annuity, F = x[(1 + i)ⁿ − 1] ÷ i, with i the monthly rate and n the number of deposits.",
      solution: [
        `i = ${monthly(annual)} per month and n = ${years} × 12 = ${n} deposits.`,
        `F = ${frac("x[(1 + i)ⁿ − 1]", "i")}`,
        `F = ${frac(`${num(x)}[(1 + ${monthly(annual)})${superscript(n)} − 1]`, monthly(annual))}`,
        `F = ${rands(value)}`,
      ],
    };
  },
  // Month by month: each month the balance earns interest, then the deposit is added.
  check: ({ x, rate, years }) => simulate(0, RATES[rate] / 1200, years * 12, x),
};

const loanRepayment: QuestionTemplate<{ loan: number; rate: number; years: number }> = {
  id: "finance-12-loan-repayment",
  level: 2,
  draw: (r) => ({ loan: 5000 * r.int(16, 180), rate: r.int(0, RATES.length - 1), years: r.pick([5, 6, 10, 15, 20]) }),
  build: ({ loan, rate, years }) => {
    const annual = RATES[rate];
    const i = annual / 1200;
    const n = years * 12;
    const payment = (loan * i) / (1 - (1 + i) ** -n);
    return {
      kind: "numeric",
      prompt: `A loan of ${rands(loan)} is taken at ${num(annual)}% p.a. compounded monthly. It is repaid in equal monthly payments over ${years} years, the first one month after the loan is granted. Calculate the monthly payment.`,
      answer: payment,
      unit: "R",
      decimals: 2,
      hint: "The loan is the present value of the payments: P = x[1 − (1 + i)⁻ⁿ] ÷ i. Solve for x.",
      solution: [
        `i = ${monthly(annual)} per month and n = ${years} × 12 = ${n} payments.`,
        `P = ${frac("x[1 − (1 + i)⁻ⁿ]", "i")}, so x = ${frac("P × i", "1 − (1 + i)⁻ⁿ")}.`,
        `x = ${frac(`${num(loan)} × ${monthly(annual)}`, `1 − (1 + ${monthly(annual)})${superscript(-n)}`)}`,
        `x = ${rands(payment)}`,
      ],
    };
  },
  // Bisection on the payment, each tried month by month until the loan is paid off exactly.
  check: ({ loan, rate, years }) => bisectRoot((x) => simulate(loan, RATES[rate] / 1200, years * 12, -x), 0, loan),
};

const outstandingBalance: QuestionTemplate<{ loan: number; rate: number; years: number; paid: number }> = {
  id: "finance-12-outstanding-balance",
  level: 3,
  draw: (r) => {
    const years = r.pick([10, 15, 20]);
    // Payments counted 20–99 or 200 and more, so the power never starts with ¹ (read as a power of 1).
    const counts = Array.from({ length: years * 12 - 23 }, (_, i) => i + 12).filter((k) => !String(k).startsWith("1"));
    return { loan: 10_000 * r.int(30, 150), rate: r.int(0, RATES.length - 1), years, paid: r.pick(counts) };
  },
  build: ({ loan, rate, years, paid }) => {
    const annual = RATES[rate];
    const i = annual / 1200;
    const n = years * 12;
    const payment = Math.round(((loan * i) / (1 - (1 + i) ** -n)) * 100) / 100;
    const grown = (1 + i) ** paid;
    const balance = loan * grown - (payment * (grown - 1)) / i;
    return {
      kind: "numeric",
      prompt: `A home loan of ${rands(loan)} at ${num(annual)}% p.a. compounded monthly is repaid with monthly payments of ${rands(payment)} over ${years} years, the first one month after the loan was granted. Calculate the balance outstanding immediately after the ${ordinal(paid)} payment.`,
      answer: balance,
      unit: "R",
      decimals: 2,
      hint: "Grow the loan with interest to that month and subtract the future value of the payments made so far.",
      solution: [
        `i = ${monthly(annual)} per month; ${paid} payments have been made.`,
        `Balance = P(1 + i)ᵏ − ${frac("x[(1 + i)ᵏ − 1]", "i")} with k = ${paid}.`,
        `Balance = ${num(loan)}(1 + ${monthly(annual)})${superscript(paid)} − ${frac(`${num(payment, 2)}[(1 + ${monthly(annual)})${superscript(paid)} − 1]`, monthly(annual))}`,
        `Balance = ${rands(balance)}`,
      ],
    };
  },
  // Month by month: interest is added, then the payment taken off, for each payment made.
  check: ({ loan, rate, years, paid }) => {
    const i = RATES[rate] / 1200;
    const payment = Math.round(((loan * i) / (1 - (1 + i) ** -(years * 12))) * 100) / 100;
    return simulate(loan, i, paid, -payment);
  },
};

const PAYMENT_FACTORS = [1.25, 1.4, 1.5, 1.75, 2, 2.5, 3] as const;

const timeToRepay: QuestionTemplate<{ loan: number; rate: number; payment: number }> = {
  id: "finance-12-time-to-repay",
  level: 3,
  draw: (r) => {
    for (;;) {
      const loan = 1000 * r.int(20, 250);
      const rate = r.int(0, RATES.length - 1);
      const i = RATES[rate] / 1200;
      const payment = 10 * Math.ceil((loan * i * r.pick(PAYMENT_FACTORS)) / 10);
      const n = -Math.log(1 - (loan * i) / payment) / Math.log(1 + i);
      const part = n - Math.floor(n);
      if (part > 0.05 && part < 0.95) return { loan, rate, payment };
    }
  },
  build: ({ loan, rate, payment }) => {
    const annual = RATES[rate];
    const i = annual / 1200;
    const left = 1 - (loan * i) / payment;
    const n = -Math.log(left) / Math.log(1 + i);
    const count = Math.ceil(n);
    return {
      kind: "numeric",
      prompt: `A loan of ${rands(loan)} at ${num(annual)}% p.a. compounded monthly is repaid with payments of ${rands(payment)} at the end of every month. How many payments are needed to repay the loan? (The last payment will be smaller than the others.)`,
      answer: count,
      tolerance: 1e-4,
      hint: "Put the known values into P = x[1 − (1 + i)⁻ⁿ] ÷ i, get (1 + i)⁻ⁿ on its own and solve for n with logarithms.",
      solution: [
        `i = ${monthly(annual)} per month; P = ${frac("x[1 − (1 + i)⁻ⁿ]", "i")}.`,
        `(1 + i)⁻ⁿ = 1 − ${frac("P × i", "x")} = 1 − ${frac(`${num(loan)} × ${monthly(annual)}`, num(payment))} = ${num(left, 6)}`,
        `−n log(1 + i) = log ${num(left, 6)}, so n = ${frac(`−log ${num(left, 6)}`, `log(1 + ${monthly(annual)})`)} = ${num(n, 2)}.`,
        `${Math.floor(n)} full payments leave a little still owing, so the number of payments = ${count}`,
      ],
    };
  },
  // Month by month: count the payments until nothing is owed.
  check: ({ loan, rate, payment }) => {
    const i = RATES[rate] / 1200;
    let [balance, count] = [loan, 0];
    while (balance > 1e-6 && count < 5000) [balance, count] = [balance * (1 + i) - payment, count + 1];
    return count;
  },
};

const sinkingFund: QuestionTemplate<{ cost: number; rise: number; fall: number; years: number; rate: number }> = {
  id: "finance-12-sinking-fund",
  level: 3,
  draw: (r) => ({
    cost: 10_000 * r.int(10, 60),
    rise: r.pick([5, 6, 7, 8]),
    fall: r.pick([10, 12, 15, 20]),
    years: r.int(4, 8),
    rate: r.int(0, RATES.length - 1),
  }),
  build: ({ cost, rise, fall, years, rate }) => {
    const annual = RATES[rate];
    const i = annual / 1200;
    const n = years * 12;
    const future = cost * (1 + rise / 100) ** years;
    const tradeIn = cost * (1 - fall / 100) ** years;
    // The difference of the two amounts as shown, to the cent, so that the subtraction on the page adds up.
    const needed = toCents(future) - toCents(tradeIn);
    const payment = (needed * i) / ((1 + i) ** n - 1);
    return {
      kind: "numeric",
      prompt: `A farmer buys a tractor for ${rands(cost)}. Its price is expected to rise by ${rise}% p.a. (compounded annually), and the tractor depreciates by ${fall}% p.a. on the reducing balance. In ${years} years the old tractor will be traded in at its book value and a new one bought. The difference is saved in a sinking fund earning ${num(annual)}% p.a. compounded monthly, with monthly payments starting one month from now and the last one at the end of the ${years} years. Calculate the monthly payment.`,
      answer: payment,
      unit: "R",
      decimals: 2,
      hint: "Find the future price with A = P(1 + i)ⁿ and the trade-in value with A = P(1 − i)ⁿ; the fund must reach their difference, F = x[(1 + i)ⁿ − 1] ÷ i.",
      solution: [
        `Price of a new tractor: A = ${num(cost)}(1 + ${num(rise / 100)})${superscript(years)} = ${rands(future)}`,
        `Trade-in value: A = ${num(cost)}(1 − ${num(fall / 100)})${superscript(years)} = ${rands(tradeIn)}`,
        `The fund must reach ${rands(future)} − ${rands(tradeIn)} = ${rands(needed)}.`,
        `F = ${frac("x[(1 + i)ⁿ − 1]", "i")} with i = ${monthly(annual)} and n = ${n}, so x = ${frac(`${fixed(needed, 2)} × ${monthly(annual)}`, `(1 + ${monthly(annual)})${superscript(n)} − 1`)}`,
        `x = ${rands(payment)}`,
      ],
    };
  },
  // Year by year for the prices, then bisection on the payment with the fund grown month by month.
  check: ({ cost, rise, fall, years, rate }) => {
    let [price, value] = [cost, cost];
    for (let year = 1; year <= years; year += 1) [price, value] = [price * (1 + rise / 100), value * (1 - fall / 100)];
    const i = RATES[rate] / 1200;
    return bisectRoot((x) => simulate(0, i, years * 12, x) - (price - value), 0, price);
  },
};

// ---------------------------------------------------------------------------------------------
// Term 1: trigonometry, compound and double angles.

/** sin(A ± B) and cos(A ± B) expanded: [function, operator between A and B, expansion]. */
const COMPOUND_FORMS = [
  ["sin", "+", (a: string, b: string) => `sin ${a} cos ${b} + cos ${a} sin ${b}`],
  ["sin", MINUS, (a: string, b: string) => `sin ${a} cos ${b} − cos ${a} sin ${b}`],
  ["cos", "+", (a: string, b: string) => `cos ${a} cos ${b} − sin ${a} sin ${b}`],
  ["cos", MINUS, (a: string, b: string) => `cos ${a} cos ${b} + sin ${a} sin ${b}`],
] as const;

/** Special values after the compound angle: [angle, numerator, denominator, reduction shown]. */
const SPECIAL_SINES: ReadonlyArray<readonly [number, number, number, string]> = [
  [30, 1, 2, ""],
  [90, 1, 1, ""],
  [150, 1, 2, "sin 30°"],
  [210, -1, 2, "−sin 30°"],
  [270, -1, 1, "−sin 90°"],
  [330, -1, 2, "−sin 30°"],
];
const SPECIAL_COSINES: ReadonlyArray<readonly [number, number, number, string]> = [
  [60, 1, 2, ""],
  [120, -1, 2, "−cos 60°"],
  [180, -1, 1, "−cos 0°"],
  [240, -1, 2, "−cos 60°"],
  [300, 1, 2, "cos 60°"],
];
const PLAIN_ANGLES = [10, 20, 25, 35, 40, 50, 55, 65, 70, 80] as const;

const compoundReduce: QuestionTemplate<{ form: number; special: number; b: number }> = {
  id: "compound-angles-12-recognise-expansion",
  level: 1,
  draw: (r) => {
    const form = r.int(0, 3);
    const specials = COMPOUND_FORMS[form][0] === "sin" ? SPECIAL_SINES : SPECIAL_COSINES;
    const special = r.int(0, specials.length - 1);
    const target = specials[special][0];
    const plus = COMPOUND_FORMS[form][1] === "+";
    const fits = PLAIN_ANGLES.filter((b) => (plus ? target - b > 0 && target - b !== b : target + b < 360));
    return { form, special, b: r.pick(fits) };
  },
  build: ({ form, special, b }) => {
    const [fn, op, expand] = COMPOUND_FORMS[form];
    const [target, top, bottom, reduced] = (fn === "sin" ? SPECIAL_SINES : SPECIAL_COSINES)[special];
    const a = op === "+" ? target - b : target + b;
    const expression = expand(deg(a), deg(b));
    const value = reducedFraction(top, bottom);
    return {
      kind: "numeric",
      prompt: `Without a calculator, determine the value of ${expression}.`,
      answer: top / bottom,
      exact: true,
      shown: value,
      hint: "Recognise the expansion of sin(A ± B) or cos(A ± B), write it as one ratio of one angle, and use the special angles.",
      solution: [
        `This is the expansion of ${fn}(A ${op} B) with A = ${deg(a)} and B = ${deg(b)}.`,
        `${expression} = ${fn}(${deg(a)} ${op} ${deg(b)}) = ${fn} ${deg(target)}`,
        `${fn} ${deg(target)} = ${reduced ? `${reduced} = ` : ""}${value}`,
      ],
    };
  },
  // The expression as it stands, worked with a calculator's sines and cosines.
  check: ({ form, special, b }) => {
    const [fn, op] = COMPOUND_FORMS[form];
    const target = (fn === "sin" ? SPECIAL_SINES : SPECIAL_COSINES)[special][0];
    const a = op === "+" ? target - b : target + b;
    const value = [
      sinDeg(a) * cosDeg(b) + cosDeg(a) * sinDeg(b),
      sinDeg(a) * cosDeg(b) - cosDeg(a) * sinDeg(b),
      cosDeg(a) * cosDeg(b) - sinDeg(a) * sinDeg(b),
      cosDeg(a) * cosDeg(b) + sinDeg(a) * sinDeg(b),
    ][form];
    return value;
  },
};

const SURD_FORMS = [
  frac(`${root(6)} + ${root(2)}`, 4),
  frac(`${root(6)} − ${root(2)}`, 4),
  frac(`${root(2)} − ${root(6)}`, 4),
  `${MINUS}${frac(`${root(6)} + ${root(2)}`, 4)}`,
] as const;
const SURD_VALUES = [
  (Math.sqrt(6) + Math.sqrt(2)) / 4,
  (Math.sqrt(6) - Math.sqrt(2)) / 4,
  (Math.sqrt(2) - Math.sqrt(6)) / 4,
  -(Math.sqrt(6) + Math.sqrt(2)) / 4,
];
const HALF = frac(1, 2);
const EXACT: Record<string, string> = {
  "sin 30°": HALF,
  "cos 30°": frac(root(3), 2),
  "sin 45°": frac(root(2), 2),
  "cos 45°": frac(root(2), 2),
  "sin 60°": frac(root(3), 2),
  "cos 60°": HALF,
  "sin 120°": frac(root(3), 2),
  "cos 120°": `${MINUS}${HALF}`,
};
/** [function, angle, first part, operator, second part, index of the surd form that is its value]. */
const COMPOUND_EXACT: ReadonlyArray<readonly [string, number, number, string, number, number]> = [
  ["sin", 15, 45, MINUS, 30, 1],
  ["cos", 15, 45, MINUS, 30, 0],
  ["sin", 75, 45, "+", 30, 0],
  ["cos", 75, 45, "+", 30, 1],
  ["sin", 105, 60, "+", 45, 0],
  ["cos", 105, 60, "+", 45, 2],
  ["sin", 165, 120, "+", 45, 1],
  ["cos", 165, 120, "+", 45, 3],
];

const compoundExact: QuestionTemplate<{ which: number; order: number }> = {
  id: "compound-angles-12-exact-value",
  level: 2,
  draw: (r) => ({ which: r.int(0, COMPOUND_EXACT.length - 1), order: r.int(0, 3) }),
  build: ({ which, order }) => {
    const [fn, angle, p, op, q, form] = COMPOUND_EXACT[which];
    const right = SURD_FORMS[form];
    const { choices, answer } = placedChoices([right, ...SURD_FORMS.filter((_, index) => index !== form)], order);
    const [A, B] = [`${p}°`, `${q}°`];
    const bracket = (key: string) => `(${EXACT[key]})`;
    const expansion =
      fn === "sin"
        ? `sin ${A} cos ${B} ${op} cos ${A} sin ${B}`
        : `cos ${A} cos ${B} ${op === "+" ? MINUS : "+"} sin ${A} sin ${B}`;
    const values =
      fn === "sin"
        ? `${bracket(`sin ${A}`)}${bracket(`cos ${B}`)} ${op} ${bracket(`cos ${A}`)}${bracket(`sin ${B}`)}`
        : `${bracket(`cos ${A}`)}${bracket(`cos ${B}`)} ${op === "+" ? MINUS : "+"} ${bracket(`sin ${A}`)}${bracket(`sin ${B}`)}`;
    return {
      kind: "choice",
      prompt: `Without a calculator, determine the exact value of ${fn} ${angle}°.`,
      choices,
      answer,
      hint: "Write the angle as a sum or difference of special angles (30°, 45°, 60°, 120°) and expand with the compound angle formula.",
      solution: [
        `${angle}° = ${A} ${op} ${B}, so ${fn} ${angle}° = ${fn}(${A} ${op} ${B}) = ${expansion}.`,
        `= ${values}`,
        `${fn} ${angle}° = ${right}`,
      ],
    };
  },
  // A calculator's value of the ratio, matched to the surd form with the same value.
  check: ({ which }) => {
    const [fn, angle] = COMPOUND_EXACT[which];
    const value = fn === "sin" ? sinDeg(angle) : cosDeg(angle);
    return SURD_FORMS[SURD_VALUES.findIndex((surd) => Math.abs(surd - value) < 1e-9)];
  },
};

const TRIPLES: ReadonlyArray<readonly [number, number, number]> = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
];

const doubleFromSingle: QuestionTemplate<{ triple: number; leg: number; given: number; sign: number }> = {
  id: "compound-angles-12-cos-double-angle",
  level: 2,
  draw: (r) => ({ triple: r.int(0, TRIPLES.length - 1), leg: r.int(0, 1), given: r.int(0, 1), sign: r.pick([1, -1]) }),
  build: ({ triple, leg, given, sign }) => {
    const [p0, p1, h] = TRIPLES[triple];
    const p = leg === 0 ? p0 : p1;
    const fn = given === 0 ? "sin" : "cos";
    const top = given === 0 ? h * h - 2 * p * p : 2 * p * p - h * h;
    return {
      kind: "numeric",
      prompt: `${fn} θ = ${reducedFraction(sign * p, h)}. Without a calculator, determine the value of cos 2θ. Leave the answer as a fraction.`,
      answer: top / (h * h),
      exact: true,
      shown: reducedFraction(top, h * h),
      hint: `Choose the form of cos 2θ that uses only ${fn} θ.`,
      solution: [
        given === 0 ? "cos 2θ = 1 − 2sin²θ" : "cos 2θ = 2cos²θ − 1",
        given === 0
          ? `cos 2θ = 1 − 2(${reducedFraction(sign * p, h)})² = 1 − ${frac(2 * p * p, h * h)}`
          : `cos 2θ = 2(${reducedFraction(sign * p, h)})² − 1 = ${frac(2 * p * p, h * h)} − 1`,
        `cos 2θ = ${reducedFraction(top, h * h)}`,
      ],
    };
  },
  // The angle itself from a calculator's inverse function, then cos 2θ directly.
  check: ({ triple, leg, given, sign }) => {
    const [p0, p1, h] = TRIPLES[triple];
    const ratio = (sign * (leg === 0 ? p0 : p1)) / h;
    const theta = given === 0 ? Math.asin(ratio) : Math.acos(ratio);
    return Math.cos(2 * theta);
  },
};

const QUADRANTS = [
  [1, 1, "0° < θ < 90°"],
  [-1, 1, "90° < θ < 180°"],
  [-1, -1, "180° < θ < 270°"],
  [1, -1, "270° < θ < 360°"],
] as const;

const doubleFromTan: QuestionTemplate<{ triple: number; swap: number; quadrant: number; ask: number }> = {
  id: "compound-angles-12-double-angle-from-tan",
  level: 3,
  draw: (r) => ({ triple: r.int(0, TRIPLES.length - 1), swap: r.int(0, 1), quadrant: r.int(1, 3), ask: r.int(0, 1) }),
  build: ({ triple, swap, quadrant, ask }) => {
    const [p0, p1, h] = TRIPLES[triple];
    const [sx, sy, interval] = QUADRANTS[quadrant];
    const x = sx * (swap ? p1 : p0);
    const y = sy * (swap ? p0 : p1);
    const sin = reducedFraction(y, h);
    const cos = reducedFraction(x, h);
    const top = ask === 0 ? 2 * x * y : x * x - y * y;
    const asked = ask === 0 ? "sin 2θ" : "cos 2θ";
    return {
      kind: "numeric",
      prompt: `tan θ = ${reducedFraction(y, x)} and ${interval}. Without a calculator, determine ${asked}. Leave the answer as a fraction.`,
      answer: top / (h * h),
      exact: true,
      shown: reducedFraction(top, h * h),
      hint: "Sketch θ in its quadrant with x and y chosen from tan θ = y ÷ x (signs by the quadrant), find r by Pythagoras, then use the double angle formula.",
      solution: [
        `In that quadrant x = ${num(x)} and y = ${num(y)}, so that ${frac("y", "x")} = ${reducedFraction(y, x)}.`,
        `r = ${root(`${paren(x)}² + ${paren(y)}²`)} = ${h}, so sin θ = ${sin} and cos θ = ${cos}.`,
        ask === 0 ? `sin 2θ = 2 sin θ cos θ = 2(${sin})(${cos})` : `cos 2θ = cos²θ − sin²θ = (${cos})² − (${sin})²`,
        `${asked} = ${reducedFraction(top, h * h)}`,
      ],
    };
  },
  // The angle from a calculator's atan2, then the double angle directly.
  check: ({ triple, swap, quadrant, ask }) => {
    const [p0, p1] = TRIPLES[triple];
    const [sx, sy] = QUADRANTS[quadrant];
    const theta = Math.atan2(sy * (swap ? p0 : p1), sx * (swap ? p1 : p0));
    return ask === 0 ? Math.sin(2 * theta) : Math.cos(2 * theta);
  },
};

/** Identities to recognise: [expression, right answer, three wrong answers, steps]. */
const IDENTITIES: ReadonlyArray<{
  expression: string;
  right: string;
  wrong: readonly string[];
  steps: readonly string[];
}> = [
  {
    expression: "2 sin x cos x",
    right: "sin 2x",
    wrong: ["2 sin x", "cos 2x", "sin x"],
    steps: ["The double angle formula: sin 2x = 2 sin x cos x."],
  },
  {
    expression: "cos²x − sin²x",
    right: "cos 2x",
    wrong: ["sin 2x", "1", `${MINUS}cos 2x`],
    steps: ["The double angle formula: cos 2x = cos²x − sin²x."],
  },
  {
    expression: "1 − 2sin²x",
    right: "cos 2x",
    wrong: ["cos²x", `${MINUS}cos 2x`, "sin 2x"],
    steps: ["One form of cos 2x is 1 − 2sin²x."],
  },
  {
    expression: frac("sin 2x", "2 cos x"),
    right: "sin x",
    wrong: ["tan x", "cos x", "sin 2x"],
    steps: ["sin 2x = 2 sin x cos x, so the expression is 2 sin x cos x ÷ 2 cos x."],
  },
  {
    expression: frac("sin 2x", "1 + cos 2x"),
    right: "tan x",
    wrong: ["sin x", "sin 2x", "cos x"],
    steps: [
      "sin 2x = 2 sin x cos x and 1 + cos 2x = 1 + 2cos²x − 1 = 2cos²x.",
      "So the expression is 2 sin x cos x ÷ 2cos²x = sin x ÷ cos x.",
    ],
  },
  {
    expression: frac("1 − cos 2x", "sin 2x"),
    right: "tan x",
    wrong: ["cos x", "sin x", "sin 2x"],
    steps: [
      "1 − cos 2x = 1 − (1 − 2sin²x) = 2sin²x and sin 2x = 2 sin x cos x.",
      "So the expression is 2sin²x ÷ 2 sin x cos x = sin x ÷ cos x.",
    ],
  },
  {
    expression: frac("sin 2x", "sin x"),
    right: "2 cos x",
    wrong: ["2 sin x", "cos x", "sin x"],
    steps: ["sin 2x = 2 sin x cos x, so the expression is 2 sin x cos x ÷ sin x."],
  },
  {
    expression: "sin(60° + x) + sin(60° − x)",
    right: `${root(3)} cos x`,
    wrong: [`${root(3)} sin x`, "cos x", "sin 2x"],
    steps: [
      "sin(60° + x) = sin 60° cos x + cos 60° sin x and sin(60° − x) = sin 60° cos x − cos 60° sin x.",
      `The sin x terms cancel: 2 sin 60° cos x = 2 × ${frac(root(3), 2)} cos x.`,
    ],
  },
];

/** Every answer that appears above, with its value, for the check. */
const IDENTITY_VALUES: ReadonlyArray<readonly [string, (x: number) => number]> = [
  ["sin 2x", (x) => Math.sin(2 * x)],
  ["cos 2x", (x) => Math.cos(2 * x)],
  [`${MINUS}cos 2x`, (x) => -Math.cos(2 * x)],
  ["2 sin x", (x) => 2 * Math.sin(x)],
  ["2 cos x", (x) => 2 * Math.cos(x)],
  ["sin x", Math.sin],
  ["cos x", Math.cos],
  ["cos²x", (x) => Math.cos(x) ** 2],
  ["tan x", Math.tan],
  ["1", () => 1],
  [`${root(3)} cos x`, (x) => Math.sqrt(3) * Math.cos(x)],
  [`${root(3)} sin x`, (x) => Math.sqrt(3) * Math.sin(x)],
];
const IDENTITY_EXPRESSIONS: ReadonlyArray<(x: number) => number> = [
  (x) => 2 * Math.sin(x) * Math.cos(x),
  (x) => Math.cos(x) ** 2 - Math.sin(x) ** 2,
  (x) => 1 - 2 * Math.sin(x) ** 2,
  (x) => Math.sin(2 * x) / (2 * Math.cos(x)),
  (x) => Math.sin(2 * x) / (1 + Math.cos(2 * x)),
  (x) => (1 - Math.cos(2 * x)) / Math.sin(2 * x),
  (x) => Math.sin(2 * x) / Math.sin(x),
  (x) => Math.sin(Math.PI / 3 + x) + Math.sin(Math.PI / 3 - x),
];

const simplifyIdentity: QuestionTemplate<{ which: number; order: number }> = {
  id: "compound-angles-12-simplify",
  level: 2,
  draw: (r) => ({ which: r.int(0, IDENTITIES.length - 1), order: r.int(0, 3) }),
  build: ({ which, order }) => {
    const { expression, right, wrong, steps } = IDENTITIES[which];
    const { choices, answer } = placedChoices([right, ...wrong], order);
    return {
      kind: "choice",
      prompt: `Simplify ${expression} (for the values of x where it is defined).`,
      choices,
      answer,
      hint: "Replace sin 2x by 2 sin x cos x, and cos 2x by the form that cancels best, then simplify.",
      solution: [...steps, `The expression simplifies to ${right}`],
    };
  },
  // Numerically: the candidate that equals the expression at several angles.
  check: ({ which }) => {
    const expression = IDENTITY_EXPRESSIONS[which];
    const same = ([, value]: readonly [string, (x: number) => number]) =>
      [0.3, 0.7, 1.1, 2.0].every((x) => Math.abs(value(x) - expression(x)) < 1e-9);
    return IDENTITY_VALUES.find(same)![0];
  },
};

// ---------------------------------------------------------------------------------------------
// Term 2: trigonometry in two and three dimensions.

const heightFromElevation: QuestionTemplate<{ d: number; angle: number }> = {
  id: "trig-3d-12-height-from-elevation",
  level: 1,
  draw: (r) => ({ d: r.int(15, 120), angle: r.int(20, 65) }),
  build: ({ d, angle }) => {
    const height = d * tanDeg(angle);
    return {
      kind: "numeric",
      prompt: `A vertical mast AB stands with its foot B on horizontal ground. Point C on the ground is ${d} m from B, and the angle of elevation of A from C is ${deg(angle)}. Calculate the height AB. Round to one decimal.`,
      answer: height,
      unit: "m",
      decimals: 1,
      hint: "In the vertical right-angled triangle ABC, the height is opposite the angle of elevation and BC is adjacent to it.",
      solution: [
        `In right-angled △ABC: tan ${deg(angle)} = ${frac("AB", "BC")}.`,
        `AB = ${d} × tan ${deg(angle)}`,
        `AB = ${fixed(height, 1)} m`,
      ],
    };
  },
  // Through the line of sight: AC = BC ÷ cos θ, then Pythagoras.
  check: ({ d, angle }) => {
    const sight = d / cosDeg(angle);
    return Math.sqrt(sight * sight - d * d);
  },
};

const distanceOnGround: QuestionTemplate<{ h: number; elevation: number; bd: number; angle: number }> = {
  id: "trig-3d-12-distance-on-ground",
  level: 2,
  draw: (r) => ({ h: r.int(20, 90), elevation: r.int(25, 60), bd: r.int(20, 150), angle: r.int(40, 140) }),
  build: ({ h, elevation, bd, angle }) => {
    const bc = h / tanDeg(elevation);
    const squared = bc * bc + bd * bd - 2 * bc * bd * cosDeg(angle);
    const cd = Math.sqrt(squared);
    return {
      kind: "numeric",
      prompt: `AB is a vertical tower ${h} m high, with its foot B on horizontal ground. From point C on the ground the angle of elevation of A is ${deg(elevation)}. Point D is also on the ground, with BD = ${bd} m and ∠CBD = ${deg(angle)}. Calculate the distance CD. Round to one decimal.`,
      answer: cd,
      unit: "m",
      decimals: 1,
      hint: "First find BC in the vertical triangle ABC, then use the cosine rule in the horizontal triangle BCD.",
      solution: [
        `In right-angled △ABC: BC = ${frac("AB", `tan ${deg(elevation)}`)} = ${frac(h, `tan ${deg(elevation)}`)} = ${num(bc, 2)} m.`,
        "In △BCD, the cosine rule: CD² = BC² + BD² − 2 × BC × BD × cos ∠CBD.",
        `CD² = ${num(bc, 2)}² + ${bd}² − 2(${num(bc, 2)})(${bd}) cos ${deg(angle)} = ${num(squared, 2)}`,
        `CD = ${fixed(cd, 1)} m`,
      ],
    };
  },
  // Coordinates on the ground: B at the origin, C along the x-axis, D at the angle.
  check: ({ h, elevation, bd, angle }) => {
    const bc = h / tanDeg(elevation);
    return Math.hypot(bd * cosDeg(angle) - bc, bd * sinDeg(angle));
  },
};

const areaOnGround: QuestionTemplate<{ h: number; elevation: number; bd: number; angle: number }> = {
  id: "trig-3d-12-area-on-ground",
  level: 2,
  draw: (r) => ({ h: r.int(10, 60), elevation: r.int(30, 65), bd: r.int(15, 80), angle: r.int(35, 145) }),
  build: ({ h, elevation, bd, angle }) => {
    const bc = h / tanDeg(elevation);
    const area = 0.5 * bc * bd * sinDeg(angle);
    return {
      kind: "numeric",
      prompt: `A vertical pole AB, ${h} m high, stands with its foot B on horizontal ground. From C on the ground the angle of elevation of A is ${deg(elevation)}. D is on the ground with BD = ${bd} m and ∠CBD = ${deg(angle)}. Calculate the area of △BCD. Round to one decimal.`,
      answer: area,
      unit: "m²",
      decimals: 1,
      hint: "Find BC in the vertical triangle ABC first; then use the area rule, area = ½ × BC × BD × sin ∠CBD.",
      solution: [
        `In right-angled △ABC: BC = ${frac(h, `tan ${deg(elevation)}`)} = ${num(bc, 2)} m.`,
        `Area △BCD = ${frac(1, 2)} × BC × BD × sin ∠CBD = ${frac(1, 2)} × ${num(bc, 2)} × ${bd} × sin ${deg(angle)}`,
        `Area △BCD = ${fixed(area, 1)} m²`,
      ],
    };
  },
  // Coordinates and the shoelace formula.
  check: ({ h, elevation, bd, angle }) => {
    const bc = h / tanDeg(elevation);
    const [cx, cy, dx, dy] = [bc, 0, bd * cosDeg(angle), bd * sinDeg(angle)];
    return Math.abs(cx * dy - dx * cy) / 2;
  },
};

const heightFromBase: QuestionTemplate<{ cd: number; c: number; d: number; elevation: number }> = {
  id: "trig-3d-12-height-from-base-triangle",
  level: 3,
  draw: (r) => {
    const c = r.int(30, 80);
    return { cd: r.int(30, 200), c, d: r.int(30, Math.min(80, 150 - c)), elevation: r.int(15, 50) };
  },
  build: ({ cd, c, d, elevation }) => {
    const b = 180 - c - d;
    const bc = (cd * sinDeg(d)) / sinDeg(b);
    const ab = bc * tanDeg(elevation);
    return {
      kind: "numeric",
      prompt: `A vertical pole AB stands with its foot B on horizontal ground. C and D are points on the ground ${cd} m apart, with ∠BCD = ${deg(c)} and ∠BDC = ${deg(d)}. The angle of elevation of A from C is ${deg(elevation)}. Calculate the height of the pole. Round to one decimal.`,
      answer: ab,
      unit: "m",
      decimals: 1,
      hint: "Work in the horizontal triangle BCD first: find ∠CBD, then BC with the sine rule. Then use the vertical right-angled triangle ABC.",
      solution: [
        `In △BCD: ∠CBD = 180° − ${deg(c)} − ${deg(d)} = ${deg(b)}.`,
        `Sine rule: ${frac("BC", "sin ∠BDC")} = ${frac("CD", "sin ∠CBD")}, so BC = ${frac(`${cd} sin ${deg(d)}`, `sin ${deg(b)}`)} = ${num(bc, 2)} m.`,
        `In right-angled △ABC: AB = BC tan ${deg(elevation)} = ${num(bc, 2)} × tan ${deg(elevation)}`,
        `AB = ${fixed(ab, 1)} m`,
      ],
    };
  },
  // Coordinates: C at the origin, D on the x-axis, B where the two rays from C and D cross.
  check: ({ cd, c, d, elevation }) => {
    // B = t(cos c, sin c) = (cd − s cos d, s sin d): solve the two linear equations for t.
    const t = (cd * sinDeg(d)) / (cosDeg(c) * sinDeg(d) + sinDeg(c) * cosDeg(d));
    const [bx, by] = [t * cosDeg(c), t * sinDeg(c)];
    return Math.hypot(bx, by) * tanDeg(elevation);
  },
};

// ---------------------------------------------------------------------------------------------
// Term 2: polynomials (the remainder and factor theorems, cubic equations).

/** Long division of a polynomial by x − p: the quotient's coefficients and the remainder. */
function divide(coefficients: readonly number[], p: number): { quotient: number[]; remainder: number } {
  const quotient: number[] = [];
  let carry = 0;
  for (const coefficient of coefficients) {
    carry = coefficient + carry * p;
    quotient.push(carry);
  }
  return { quotient: quotient.slice(0, -1), remainder: quotient.at(-1)! };
}

const remainderTheorem: QuestionTemplate<{ a: number; b: number; c: number; d: number; p: number }> = {
  id: "polynomials-12-remainder",
  level: 1,
  draw: (r) => ({
    a: r.pick([1, 2, 3, -1, -2]),
    b: r.int(-6, 6),
    c: r.int(-9, 9),
    d: r.pick([-12, -9, -7, -5, -4, -2, 1, 3, 4, 6, 8, 10]),
    p: r.pick([-3, -2, -1, 1, 2, 3]),
  }),
  build: ({ a, b, c, d, p }) => {
    const coefficients = [a, b, c, d];
    const remainder = valueAt(coefficients, p);
    return {
      kind: "numeric",
      prompt: `Determine the remainder when f(x) = ${polyX(coefficients)} is divided by ${rootFactor(p).slice(1, -1)}.`,
      answer: remainder,
      hint: "The remainder theorem: the remainder when f(x) is divided by x − p is f(p).",
      solution: [
        `By the remainder theorem the remainder is f(${num(p)}).`,
        `f(${num(p)}) = ${substituted(coefficients, p)}`,
        `f(${num(p)}) = ${num(remainder)}`,
      ],
    };
  },
  // Synthetic (long) division by x − p: the last number is the remainder.
  check: ({ a, b, c, d, p }) => divide([a, b, c, d], p).remainder,
};

const factorTheorem: QuestionTemplate<{ root: number; b: number; c: number }> = {
  id: "polynomials-12-factor-find-k",
  level: 2,
  draw: (r) => ({
    root: r.pick([-3, -2, -1, 1, 2, 3]),
    b: r.int(-5, 5),
    c: r.pick([-8, -6, -5, -3, -2, -1, 1, 2, 4, 5, 7]),
  }),
  build: ({ root: p, b, c }) => {
    // f(x) = (x − p)(x² + bx + c) = x³ + (b − p)x² + kx − pc, with k hidden.
    const square = b - p;
    const constant = -p * c;
    const known = p ** 3 + square * p * p + constant;
    const k = -known / p;
    return {
      kind: "numeric",
      prompt: `${rootFactor(p).slice(1, -1)} is a factor of f(x) = ${poly([
        [1, "x³"],
        [square, "x²"],
        [1, "kx"],
        [constant, ""],
      ])}. Determine k.`,
      answer: k,
      variable: "k",
      hint: "By the factor theorem, x − p is a factor exactly when f(p) = 0. Substitute and solve for k.",
      solution: [
        `By the factor theorem f(${num(p)}) = 0.`,
        `f(${num(p)}) = ${poly([
          [1, `(${num(p)})³`],
          [square, `(${num(p)})²`],
          [p, "k"],
          [constant, ""],
        ])} = 0`,
        `${poly([
          [p, "k"],
          [known, ""],
        ])} = 0`,
        `k = ${num(k)}`,
      ],
    };
  },
  // Expanding the factorised form (x − p)(x² + bx + c): the coefficient of x is c − pb.
  check: ({ root: p, b, c }) => c - p * b,
};

/** The factors of a cubic with roots r₁, r₂, r₃ and leading coefficient 1. */
const factored = (roots: readonly number[]) => roots.map((value) => rootFactor(value)).join("");

/** Four factorisations: the right one and three with sign slips. */
function factorisations(roots: readonly number[]): number[][] {
  const [p, q, s] = roots;
  return [
    [p, q, s],
    [-p, -q, -s],
    [p, -q, -s],
    [-p, q, s],
  ];
}

const factoriseCubic: QuestionTemplate<{ p: number; q: number; s: number; order: number }> = {
  id: "polynomials-12-factorise-cubic",
  level: 2,
  draw: (r) => {
    const sizes = [1, 2, 3, 4, 5];
    const pick = () => sizes.splice(r.int(0, sizes.length - 1), 1)[0] * r.pick([1, -1]);
    const [p, q, s] = [pick(), pick(), pick()].sort((x, y) => x - y);
    return { p, q, s, order: r.int(0, 3) };
  },
  build: ({ p, q, s, order }) => {
    const coefficients = [1, -(p + q + s), p * q + p * s + q * s, -p * q * s];
    const all = factorisations([p, q, s]).map(factored);
    const { choices, answer } = placedChoices(all, order);
    const { quotient } = divide(coefficients, p);
    return {
      kind: "choice",
      prompt: `Which is the full factorisation of f(x) = ${polyX(coefficients)}?`,
      choices,
      answer,
      hint: "Find one root by trying factors of the constant term (the factor theorem), divide, then factorise the quadratic.",
      solution: [
        `Try factors of ${num(coefficients[3])}: f(${num(p)}) = 0, so ${rootFactor(p)} is a factor.`,
        `Divide: f(x) = ${rootFactor(p)}(${polyX(quotient)}).`,
        `Factorise the quadratic: f(x) = ${all[0]}`,
      ],
    };
  },
  // Expand each candidate and compare coefficients with f.
  check: ({ p, q, s }) => {
    const target = [1, -(p + q + s), p * q + p * s + q * s, -p * q * s];
    const expand = (roots: readonly number[]) =>
      roots.reduce<number[]>(
        (product, value) =>
          [...product, 0].map((coefficient, index) => coefficient - value * (index > 0 ? product[index - 1] : 0)),
        [1],
      );
    const right = factorisations([p, q, s]).find((roots) =>
      expand(roots).every((value, index) => value === target[index]),
    )!;
    return factored(right);
  },
};

const solveCubic: QuestionTemplate<{ p: number; half: number; s: number; ask: number }> = {
  id: "polynomials-12-solve-cubic",
  level: 3,
  draw: (r) => {
    const p = r.pick([-4, -3, -2, -1, 1, 2, 3, 4]);
    let s = r.pick([-4, -3, -2, -1, 1, 2, 3, 4, 5]);
    if (s === p) s = p + 1 === 0 ? p + 2 : p + 1;
    return { p, half: r.pick([-7, -5, -3, -1, 1, 3, 5, 7]), s, ask: r.int(0, 1) };
  },
  build: ({ p, half, s, ask }) => {
    // f(x) = (x − p)(2x − half)(x − s).
    const quadratic = [2, -half - 2 * s, half * s];
    const coefficients = [2, quadratic[1] - 2 * p, quadratic[2] - p * quadratic[1], -p * quadratic[2]];
    const roots = [p, half / 2, s].sort((x, y) => x - y);
    const answer = ask === 0 ? roots[0] : roots[2];
    const which = ask === 0 ? "smallest" : "largest";
    return {
      kind: "numeric",
      prompt: `Solve for x: ${polyX(coefficients)} = 0. Give the ${which} solution.`,
      answer,
      variable: "x",
      hint: "Find one root by trial (the factor theorem), divide by that factor, then factorise the quadratic that is left.",
      solution: [
        `Try factors of the constant term: f(${num(p)}) = 0, so ${rootFactor(p)} is a factor.`,
        `Divide: ${polyX(coefficients)} = ${rootFactor(p)}(${polyX(quadratic)})`,
        `Factorise: ${rootFactor(p)}(${poly([
          [2, "x"],
          [-half, ""],
        ])})${rootFactor(s)} = 0`,
        `x = ${num(p)} or x = ${reducedFraction(half, 2)} or x = ${num(s)}`,
        `The ${which} solution is x = ${num(answer, 1)}`,
      ],
    };
  },
  // A scan for sign changes of f, each root refined by bisection.
  check: ({ p, half, s, ask }) => {
    const f = (x: number) => (x - p) * (2 * x - half) * (x - s);
    const roots: number[] = [];
    for (let x = -10.0037; x < 10; x += 0.05) if (f(x) * f(x + 0.05) < 0) roots.push(bisectRoot(f, x, x + 0.05));
    return ask === 0 ? roots[0] : roots.at(-1)!;
  },
};

// ---------------------------------------------------------------------------------------------
// Term 2: differential calculus.

const derivative = (coefficients: readonly number[]) =>
  coefficients.slice(0, -1).map((coefficient, index) => coefficient * (coefficients.length - 1 - index));

const powerRule: QuestionTemplate<{ a: number; b: number; c: number; d: number; x: number }> = {
  id: "calculus-12-power-rule",
  level: 1,
  draw: (r) => ({
    a: r.pick([1, 2, 3, 4, -1, -2]),
    b: r.int(-6, 6),
    c: r.int(-9, 9),
    d: r.int(-10, 10),
    x: r.pick([-3, -2, -1, 1, 2, 3, 4]),
  }),
  build: ({ a, b, c, d, x }) => {
    const coefficients = [a, b, c, d];
    const slopeCoefficients = derivative(coefficients);
    const value = valueAt(slopeCoefficients, x);
    return {
      kind: "numeric",
      prompt: `f(x) = ${polyX(coefficients)}. Determine f′(${num(x)}).`,
      answer: value,
      hint: "Differentiate term by term with the power rule: the derivative of axⁿ is naxⁿ⁻¹, and of a constant is 0.",
      solution: [
        `Power rule, term by term: f′(x) = ${polyX(slopeCoefficients)}.`,
        `f′(${num(x)}) = ${substituted(slopeCoefficients, x)}`,
        `f′(${num(x)}) = ${num(value)}`,
      ],
    };
  },
  // Numerically: central differences of f itself, refined by Richardson extrapolation.
  check: ({ a, b, c, d, x }) => numericDerivative((t) => a * t ** 3 + b * t * t + c * t + d, x),
};

const rateOfChange: QuestionTemplate<{ u: number; t: number }> = {
  id: "calculus-12-rate-of-change",
  level: 1,
  draw: (r) => {
    const u = r.int(12, 30);
    const latest = Math.min(6, Math.floor((u / 4.9 - 0.5) * 2));
    return { u, t: r.int(1, latest) / 2 };
  },
  build: ({ u, t }) => {
    const rate = u - 9.8 * t;
    return {
      kind: "numeric",
      prompt: `A ball is thrown straight up. Its height after t seconds is h(t) = ${u}t − 4,9t² metres. Determine the rate at which its height changes at t = ${num(t)} s. (A negative rate means the ball is coming down.)`,
      answer: rate,
      unit: "m·s⁻¹",
      decimals: 1,
      hint: "The rate of change at an instant is the derivative h′(t); differentiate and substitute the time.",
      solution: [
        `h′(t) = ${u} − 9,8t`,
        `h′(${num(t)}) = ${u} − 9,8 × ${num(t)}`,
        `h′(${num(t)}) = ${fixed(rate, 1)} m·s⁻¹`,
      ],
    };
  },
  // Numerically: central differences of the height, refined by Richardson extrapolation.
  check: ({ u, t }) => numericDerivative((time) => u * time - 4.9 * time * time, t),
};

const factorLimit: QuestionTemplate<{ p: number; s: number }> = {
  id: "calculus-12-limit",
  level: 2,
  draw: (r) => {
    const p = r.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]);
    const s = r.pick([-6, -4, -3, -2, -1, 1, 2, 3, 5, 6].filter((value) => value !== p));
    return { p, s };
  },
  build: ({ p, s }) => {
    const top = poly([
      [1, "x²"],
      [-(p + s), "x"],
      [p * s, ""],
    ]);
    const bottom = rootFactor(p).slice(1, -1);
    const limit = sub("lim", `x → ${num(p)}`);
    return {
      kind: "numeric",
      prompt: `Determine ${limit} ${frac(top, bottom)}.`,
      answer: p - s,
      hint: "Substituting gives 0 ÷ 0: factorise the numerator and cancel the common factor before substituting.",
      solution: [
        `Substituting x = ${num(p)} gives ${frac(0, 0)}, so factorise the numerator first.`,
        `${frac(top, bottom)} = ${frac(`${rootFactor(p)}${rootFactor(s)}`, bottom)} = ${rootFactor(s).slice(1, -1)}, for x ≠ ${num(p)}.`,
        `${limit} ${frac(top, bottom)} = ${num(p)} ${signed(-s)}`,
        `${limit} ${frac(top, bottom)} = ${num(p - s)}`,
      ],
    };
  },
  // Numerically: the average of the function just left and just right of p.
  check: ({ p, s }) => {
    const f = (x: number) => (x * x - (p + s) * x + p * s) / (x - p);
    return (f(p - 1e-4) + f(p + 1e-4)) / 2;
  },
};

/** The simplified difference quotient [f(x + h) − f(x)] ÷ h as coefficients of x, h and 1, with three slips. */
function quotients(a: number, b: number): ReadonlyArray<readonly [number, number, number]> {
  return [
    [2 * a, a, b],
    [2 * a, 0, b],
    [0, a, b],
    [a, a, b],
  ];
}
const quotientText = ([x, h, constant]: readonly [number, number, number]) =>
  poly([
    [x, "x"],
    [h, "h"],
    [constant, ""],
  ]);

const firstPrinciples: QuestionTemplate<{ a: number; b: number; c: number; order: number }> = {
  id: "calculus-12-first-principles",
  level: 2,
  draw: (r) => ({
    a: r.pick([2, 3, 4, 5, -2, -3]),
    b: r.pick([-6, -5, -3, -1, 1, 2, 4, 7]),
    c: r.int(-5, 5),
    order: r.int(0, 3),
  }),
  build: ({ a, b, c, order }) => {
    const all = quotients(a, b).map(quotientText);
    const { choices, answer } = placedChoices(all, order);
    const quotient = frac("f(x + h) − f(x)", "h");
    return {
      kind: "choice",
      prompt: `f(x) = ${polyX([a, b, c])}. Working from first principles, what does ${quotient} simplify to (h ≠ 0)?`,
      choices,
      answer,
      hint: "Expand f(x + h) fully, subtract f(x) so that every term without h cancels, then divide each term by h.",
      solution: [
        `f(x + h) = ${poly([
          [a, "(x + h)²"],
          [b, "(x + h)"],
          [c, ""],
        ])} = ${poly([
          [a, "x²"],
          [2 * a, "xh"],
          [a, "h²"],
          [b, "x"],
          [b, "h"],
          [c, ""],
        ])}`,
        `f(x + h) − f(x) = ${poly([
          [2 * a, "xh"],
          [a, "h²"],
          [b, "h"],
        ])}`,
        `Divide by h: ${quotient} = ${all[0]}`,
      ],
    };
  },
  // Numerically: evaluate the quotient at a few (x; h) and pick the candidate that agrees.
  check: ({ a, b, c }) => {
    const f = (x: number) => a * x * x + b * x + c;
    const points = [
      [1.3, 0.7],
      [-2.1, 0.4],
      [0.5, -1.6],
    ];
    const fits = ([cx, ch, c0]: readonly [number, number, number]) =>
      points.every(([x, h]) => Math.abs((f(x + h) - f(x)) / h - (cx * x + ch * h + c0)) < 1e-9);
    return quotientText(quotients(a, b).find(fits)!);
  },
};

const tangentLine: QuestionTemplate<{ a: number; b: number; c: number; d: number; x: number }> = {
  id: "calculus-12-tangent",
  level: 2,
  draw: (r) => ({
    a: r.pick([1, -1, 2]),
    b: r.int(-4, 4),
    c: r.int(-6, 6),
    d: r.int(-8, 8),
    x: r.pick([-2, -1, 1, 2, 3]),
  }),
  build: ({ a, b, c, d, x }) => {
    const coefficients = [a, b, c, d];
    const y = valueAt(coefficients, x);
    const m = valueAt(derivative(coefficients), x);
    const k = y - m * x;
    return {
      kind: "numeric",
      prompt: `Determine the equation of the tangent to f(x) = ${polyX(coefficients)} at the point where x = ${num(x)}. Write it as y = mx + k, and give k.`,
      answer: k,
      variable: "k",
      hint: "The gradient of the tangent is f′ at that x; the point of contact is (x; f(x)). Substitute both into y = mx + k.",
      solution: [
        `f(${num(x)}) = ${substituted(coefficients, x)} = ${num(y)}, so the point of contact is (${num(x)}; ${num(y)}).`,
        `f′(x) = ${polyX(derivative(coefficients))}, so m = f′(${num(x)}) = ${num(m)}.`,
        `Substitute the point into y = ${poly([
          [m, "x"],
          [1, "k"],
        ])}: ${num(y)} = ${num(m)} × ${paren(x)} + k.`,
        `The tangent is y = ${poly([
          [m, "x"],
          [k, ""],
        ])}, so k = ${num(k)}`,
      ],
    };
  },
  // Numerically: the slope by central differences, then the line through the point.
  check: ({ a, b, c, d, x }) => {
    const f = (t: number) => a * t ** 3 + b * t * t + c * t + d;
    return f(x) - numericDerivative(f, x) * x;
  },
};

const inflection: QuestionTemplate<{ a: number; x: number; c: number; d: number; ask: number }> = {
  id: "calculus-12-point-of-inflection",
  level: 2,
  draw: (r) => ({
    a: r.pick([1, -1, 2, -2, 3]),
    x: r.pick([-3, -2, -1, 1, 2, 3]),
    c: r.int(-9, 9),
    d: r.int(-9, 9),
    ask: r.int(0, 1),
  }),
  build: ({ a, x, c, d, ask }) => {
    const b = -3 * a * x;
    const coefficients = [a, b, c, d];
    const y = valueAt(coefficients, x);
    const second = poly([
      [6 * a, "x"],
      [2 * b, ""],
    ]);
    return {
      kind: "numeric",
      prompt: `f(x) = ${polyX(coefficients)}. Determine the ${ask === 0 ? "x" : "y"}-coordinate of the point of inflection of f.`,
      answer: ask === 0 ? x : y,
      variable: ask === 0 ? "x" : "y",
      hint: "The point of inflection of a cubic is where f″(x) = 0 (where the concavity changes).",
      solution: [
        `f′(x) = ${polyX(derivative(coefficients))} and f″(x) = ${second}.`,
        `f″(x) = 0: ${second} = 0, so x = ${num(x)}.`,
        ...(ask === 0 ? [] : [`y = f(${num(x)}) = ${substituted(coefficients, x)}`]),
        ask === 0 ? `x = ${num(x)}` : `y = ${num(y)}`,
      ],
    };
  },
  // Numerically: second differences of f (exact for a cubic), bisected to where they change sign.
  check: ({ a, x, c, d, ask }) => {
    const f = (t: number) => a * t ** 3 - 3 * a * x * t * t + c * t + d;
    const bend = (t: number) => f(t + 0.5) - 2 * f(t) + f(t - 0.5);
    const where = bisectRoot(bend, -20, 20);
    return ask === 0 ? where : f(where);
  },
};

const turningPoint: QuestionTemplate<{ a: number; p: number; q: number; d: number; ask: number }> = {
  id: "calculus-12-cubic-turning-point",
  level: 3,
  draw: (r) => {
    const p = r.int(-4, 2);
    const q = p + 2 * r.int(1, 3);
    return { a: r.pick([1, -1, 2]), p, q, d: r.int(-10, 10), ask: r.int(0, 1) };
  },
  build: ({ a, p, q, d, ask }) => {
    // f′(x) = 3a(x − p)(x − q).
    const coefficients = [a, (-3 * a * (p + q)) / 2, 3 * a * p * q, d];
    const wantMinimum = ask === 0;
    // With a > 0 the maximum is at the smaller root p; with a < 0, the minimum is.
    const x = wantMinimum === a > 0 ? q : p;
    const y = valueAt(coefficients, x);
    const bend = 6 * a * x + 2 * coefficients[1];
    const name = wantMinimum ? "minimum" : "maximum";
    return {
      kind: "numeric",
      prompt: `f(x) = ${polyX(coefficients)}. Determine the y-coordinate of the local ${name} of f.`,
      answer: y,
      variable: "y",
      hint: "Set f′(x) = 0 to find the x-values of the turning points, decide which is the minimum or maximum (f″ or the shape), then find f there.",
      solution: [
        `f′(x) = ${polyX(derivative(coefficients))} = 0`,
        `Divide by ${num(3 * a)}: ${polyX([1, -(p + q), p * q])} = 0, so ${rootFactor(p)}${rootFactor(q)} = 0: x = ${num(p)} or x = ${num(q)}.`,
        `f″(x) = ${poly([
          [6 * a, "x"],
          [2 * coefficients[1], ""],
        ])}; f″(${num(x)}) = ${num(bend)} ${bend > 0 ? "> 0, so x = " + num(x) + " gives the local minimum" : "< 0, so x = " + num(x) + " gives the local maximum"}.`,
        `y = f(${num(x)}) = ${substituted(coefficients, x)}`,
        `y = ${num(y)}`,
      ],
    };
  },
  // A scan of f for its dips (of −f for a maximum), each refined by golden-section search.
  check: ({ a, p, q, d, ask }) => {
    const f = (t: number) => a * t ** 3 + ((-3 * a * (p + q)) / 2) * t * t + 3 * a * p * q * t + d;
    const sign = ask === 0 ? 1 : -1;
    const [x] = localMinima((t) => sign * f(t), p - 3, q + 3);
    return f(x);
  },
};

const optimisation: QuestionTemplate<{ kind: number; size: number }> = {
  id: "calculus-12-optimisation",
  level: 3,
  draw: (r) => {
    const kind = r.int(0, 1);
    return { kind, size: kind === 0 ? 6 * r.int(2, 10) : 4 * r.int(10, 50) };
  },
  build: ({ kind, size }) => {
    if (kind === 0) {
      const side = size / 6;
      const volume = side * (size - 2 * side) ** 2;
      return {
        kind: "numeric",
        prompt: `An open box is made from a square sheet of cardboard ${size} cm by ${size} cm: equal squares of side x cm are cut from the corners and the sides folded up. Calculate the largest possible volume of the box.`,
        answer: volume,
        unit: "cm³",
        hint: "Write the volume as a function of x, set its derivative equal to 0, and keep the solution that gives a real box.",
        solution: [
          `V(x) = x(${size} − 2x)² = ${polyX([4, -4 * size, size * size, 0])}`,
          `V′(x) = ${polyX([12, -8 * size, size * size])} = 0`,
          `(2x − ${size})(6x − ${size}) = 0, so x = ${size / 2} or x = ${frac(size, 6)} = ${side}.`,
          `x = ${size / 2} leaves no base, so x = ${side}: V = ${side}(${size} − 2 × ${side})² = ${side} × ${4 * side}²`,
          `V = ${num(volume)} cm³`,
        ],
      };
    }
    const width = size / 4;
    const area = width * (size - 2 * width);
    return {
      kind: "numeric",
      prompt: `A rectangular garden lies against a long wall, so fencing is needed on three sides only. There are ${size} m of fencing. Calculate the largest possible area of the garden.`,
      answer: area,
      unit: "m²",
      hint: "Let the two sides at right angles to the wall be x; write the area as a function of x, and set its derivative equal to 0.",
      solution: [
        `Let the two sides at right angles to the wall be x m; the side along the wall is (${size} − 2x) m.`,
        `A(x) = x(${size} − 2x) = ${poly([
          [size, "x"],
          [-2, "x²"],
        ])}`,
        `A′(x) = ${size} − 4x = 0, so x = ${width}.`,
        `A = ${width}(${size} − 2 × ${width}) = ${width} × ${size - 2 * width}`,
        `A = ${num(area)} m²`,
      ],
    };
  },
  // A scan with golden-section refinement for the largest value.
  check: ({ kind, size }) => {
    const value = kind === 0 ? (x: number) => x * (size - 2 * x) ** 2 : (x: number) => x * (size - 2 * x);
    const [best] = localMinima((x) => -value(x), 0, size / 2);
    return value(best);
  },
};

// ---------------------------------------------------------------------------------------------
// Term 2: analytical geometry (the circle).

/** (x − a)² + (y − b)². */
const circleLeft = (a: number, b: number) =>
  `${a === 0 ? "x" : rootFactor(a)}² + ${b === 0 ? "y" : rootFactor(b, "y")}²`;

const circleThroughPoint: QuestionTemplate<{ a: number; b: number; u: number; v: number }> = {
  id: "circles-12-equation-through-point",
  level: 1,
  draw: (r) => ({
    a: r.int(-6, 6),
    b: r.int(-6, 6),
    u: r.pick([-7, -5, -4, -3, -2, -1, 1, 2, 3, 4, 6]),
    v: r.pick([-6, -5, -3, -2, -1, 1, 2, 4, 5, 7]),
  }),
  build: ({ a, b, u, v }) => {
    const [px, py] = [a + u, b + v];
    const k = u * u + v * v;
    return {
      kind: "numeric",
      prompt: `A circle has centre M(${num(a)}; ${num(b)}) and passes through P(${num(px)}; ${num(py)}). Its equation is ${circleLeft(a, b)} = k. Determine k.`,
      answer: k,
      variable: "k",
      hint: "k is r², the square of the distance from the centre to a point on the circle.",
      solution: [
        `k = r² = MP² = (${sub("x", "P")} − ${sub("x", "M")})² + (${sub("y", "P")} − ${sub("y", "M")})²`,
        `k = (${subtraction(px, a)})² + (${subtraction(py, b)})²`,
        `k = ${paren(u)}² + ${paren(v)}²`,
        `k = ${k}`,
      ],
    };
  },
  // The general form x² + y² − 2ax − 2by + c = 0 through P gives c, and then r² = a² + b² − c.
  check: ({ a, b, u, v }) => {
    const [px, py] = [a + u, b + v];
    const c = -(px * px + py * py - 2 * a * px - 2 * b * py);
    return a * a + b * b - c;
  },
};

/** x² + Dx + y² + Ey = right, for centre (a; b) and radius² r2. */
function circleExpanded(a: number, b: number, r2: number): { left: string; right: number } {
  return {
    left: poly([
      [1, "x²"],
      [-2 * a, "x"],
      [1, "y²"],
      [-2 * b, "y"],
    ]),
    right: r2 - a * a - b * b,
  };
}

const circleRadius: QuestionTemplate<{ a: number; b: number; r: number }> = {
  id: "circles-12-complete-the-square",
  level: 2,
  draw: (r) => {
    const a = r.int(-6, 6);
    const b = a === 0 ? r.pick([-5, -3, -2, 1, 2, 4]) : r.int(-6, 6);
    return { a, b, r: r.int(2, 9) };
  },
  build: ({ a, b, r }) => {
    const { left, right } = circleExpanded(a, b, r * r);
    const squares = [a, b].filter((value) => value !== 0).map((value) => num(value * value));
    const xPart =
      a === 0
        ? "x²"
        : `(${poly([
            [1, "x²"],
            [-2 * a, "x"],
            [a * a, ""],
          ])})`;
    const yPart =
      b === 0
        ? "y²"
        : `(${poly([
            [1, "y²"],
            [-2 * b, "y"],
            [b * b, ""],
          ])})`;
    return {
      kind: "numeric",
      prompt: `Determine the radius of the circle ${left} = ${num(right)}.`,
      answer: r,
      variable: "r",
      hint: "Complete the square in x and in y (add the square of half each coefficient to both sides) to get (x − a)² + (y − b)² = r².",
      solution: [
        `Complete the squares: ${xPart} + ${yPart} = ${[num(right), ...squares].join(" + ")}`,
        `${circleLeft(a, b)} = ${r * r}`,
        `r = ${root(r * r)} = ${r}`,
      ],
    };
  },
  // The circle's width: y is real only for x between the two roots of 4x² + 4Dx + 4F − E² = 0.
  check: ({ a, b, r }) => {
    const [D, E, F] = [-2 * a, -2 * b, a * a + b * b - r * r];
    const discriminant = 16 * D * D - 16 * (4 * F - E * E);
    return Math.sqrt(discriminant) / 8;
  },
};

const POINT_PLACES = ["inside the circle", "on the circle", "outside the circle"] as const;

const pointAndCircle: QuestionTemplate<{
  a: number;
  b: number;
  u: number;
  v: number;
  place: number;
  gap: number;
  order: number;
}> = {
  id: "circles-12-point-inside-or-outside",
  level: 1,
  draw: (r) => {
    const u = r.pick([-6, -4, -3, -2, 1, 2, 3, 5]);
    const v = r.pick([-5, -3, -2, -1, 1, 2, 4, 6]);
    const place = r.int(0, 2);
    const gap = r.int(1, Math.min(9, u * u + v * v - 1));
    return { a: r.int(-5, 5), b: r.int(-5, 5), u, v, place, gap, order: r.int(0, 2) };
  },
  build: ({ a, b, u, v, place, gap, order }) => {
    const d2 = u * u + v * v;
    const k = d2 + [gap, 0, -gap][place];
    const right = POINT_PLACES[place];
    const { choices, answer } = placedChoices([right, ...POINT_PLACES.filter((name) => name !== right)], order);
    const [px, py] = [a + u, b + v];
    return {
      kind: "choice",
      prompt: `Where does the point P(${num(px)}; ${num(py)}) lie relative to the circle ${circleLeft(a, b)} = ${k}?`,
      choices,
      answer,
      hint: "Compare the square of the distance from the centre to P with r².",
      solution: [
        `The centre is M(${num(a)}; ${num(b)}) and r² = ${k}.`,
        `MP² = (${subtraction(px, a)})² + (${subtraction(py, b)})² = ${d2}`,
        `MP² ${["<", "=", ">"][place]} r², so P lies ${right}`,
      ],
    };
  },
  // The distance itself against the radius √k.
  check: ({ a, b, u, v, place, gap }) => {
    const k = u * u + v * v + [gap, 0, -gap][place];
    const distance = Math.hypot(a + u - a, b + v - b);
    const radius = Math.sqrt(k);
    return POINT_PLACES[Math.abs(distance - radius) < 1e-9 ? 1 : distance < radius ? 0 : 2];
  },
};

const tangentToCircle: QuestionTemplate<{ a: number; b: number; u: number; v: number }> = {
  id: "circles-12-tangent",
  level: 3,
  draw: (r) => ({
    a: r.int(-5, 5),
    b: r.int(-5, 5),
    u: r.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]),
    v: r.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]),
  }),
  build: ({ a, b, u, v }) => {
    const [px, py] = [a + u, b + v];
    const r2 = u * u + v * v;
    const { left, right } = circleExpanded(a, b, r2);
    // Tangent gradient −u/v; c = py + (u/v)·px = (v·py + u·px) / v.
    const top = v * py + u * px;
    return {
      kind: "numeric",
      prompt: `P(${num(px)}; ${num(py)}) lies on the circle ${left} = ${num(right)}. The tangent to the circle at P is y = mx + c. Determine c. Leave it as a fraction where necessary.`,
      answer: top / v,
      exact: true,
      shown: reducedFraction(top, v),
      variable: "c",
      hint: "Find the centre by completing the squares; the tangent is perpendicular to the radius at P, so its gradient is −1 ÷ (gradient of the radius).",
      solution: [
        `Complete the squares: ${circleLeft(a, b)} = ${r2}, so the centre is M(${num(a)}; ${num(b)}).`,
        `Gradient of the radius MP = ${frac(subtraction(py, b), subtraction(px, a))} = ${reducedFraction(v, u)}`,
        `The tangent is perpendicular to MP, so m = ${reducedFraction(-u, v)}.`,
        `Substitute P into y = mx + c: ${num(py)} = ${reducedFraction(-u, v)} × ${paren(px)} + c`,
        `c = ${reducedFraction(top, v)}`,
      ],
    };
  },
  // The lines of gradient m at distance r from the centre: c = b − ma ± r√(m² + 1); keep the one through P.
  check: ({ a, b, u, v }) => {
    const m = -u / v;
    const r = Math.hypot(u, v);
    const offsets = [1, -1].map((sign) => b - m * a + sign * r * Math.sqrt(m * m + 1));
    const [px, py] = [a + u, b + v];
    return offsets.reduce((best, c) => (Math.abs(m * px + c - py) < Math.abs(m * px + best - py) ? c : best));
  },
};

// ---------------------------------------------------------------------------------------------
// Term 3: Euclidean geometry (proportionality and similarity).

/** Where the line through P with direction d meets the line through Q with direction e. */
function meet(
  [px, py]: readonly [number, number],
  [dx, dy]: readonly [number, number],
  [qx, qy]: readonly [number, number],
  [ex, ey]: readonly [number, number],
): [number, number] {
  // P + t·d = Q + s·e, solved for t by Cramer's rule.
  const det = dx * -ey - -ex * dy;
  const t = ((qx - px) * -ey - -ex * (qy - py)) / det;
  return [px + t * dx, py + t * dy];
}

/** A triangle ABC to work in by coordinates, with BC = bc along the x-axis. */
const triangle = (bc: number) => ({ A: [1.7, 5.3] as const, B: [0, 0] as const, C: [bc, 0] as const });

const proportionality: QuestionTemplate<{ ad: number; db: number; k: number }> = {
  id: "euclidean-12-proportionality",
  level: 1,
  draw: (r) => {
    const ad = r.int(2, 9);
    let db = r.int(2, 9);
    if (db === ad) db = ad === 9 ? 3 : ad + 1;
    return { ad, db, k: r.int(1, 4) };
  },
  build: ({ ad, db, k }) => {
    const ae = k * ad;
    const ec = (ae * db) / ad;
    return {
      kind: "numeric",
      prompt: `In △ABC, D lies on AB and E on AC with DE ∥ BC. AD = ${ad} cm, DB = ${db} cm and AE = ${ae} cm. Calculate EC.`,
      answer: ec,
      unit: "cm",
      hint: "A line parallel to one side of a triangle divides the other two sides in the same proportion.",
      solution: [
        `DE ∥ BC, so ${frac("AD", "DB")} = ${frac("AE", "EC")} (line ∥ one side of △).`,
        `${frac(ad, db)} = ${frac(ae, "EC")}, so EC = ${frac(`${ae} × ${db}`, ad)}`,
        `EC = ${num(ec)} cm`,
      ],
    };
  },
  // Through the similar triangles ADE and ABC: AC = AE × AB ÷ AD, then EC = AC − AE.
  check: ({ ad, db, k }) => {
    const ae = k * ad;
    return (ae * (ad + db)) / ad - ae;
  },
};

const similarLength: QuestionTemplate<{ ad: number; db: number; bc: number }> = {
  id: "euclidean-12-similar-triangles-length",
  level: 2,
  draw: (r) => ({ ad: r.int(2, 9), db: r.int(2, 9), bc: r.int(6, 30) }),
  build: ({ ad, db, bc }) => {
    const de = (ad * bc) / (ad + db);
    return {
      kind: "numeric",
      prompt: `In △ABC, D lies on AB and E on AC with DE ∥ BC. AD = ${ad} cm, DB = ${db} cm and BC = ${bc} cm. Calculate DE. Round to two decimals where necessary.`,
      answer: de,
      unit: "cm",
      decimals: 2,
      hint: "Show that △ADE ||| △ABC, then the sides are in proportion: DE ÷ BC = AD ÷ AB.",
      solution: [
        "In △ADE and △ABC: ∠A is common and ∠ADE = ∠ABC (corresp ∠s; DE ∥ BC), so △ADE ||| △ABC (∠∠∠).",
        `${frac("DE", "BC")} = ${frac("AD", "AB")}, with AB = ${ad} + ${db} = ${ad + db} cm.`,
        `DE = ${frac(`${ad} × ${bc}`, ad + db)}`,
        `DE = ${fixed(de, 2)} cm`,
      ],
    };
  },
  // Coordinates: D a fraction of the way from A to B; E where the horizontal line through D meets AC.
  check: ({ ad, db, bc }) => {
    const { A, B, C } = triangle(bc);
    const t = ad / (ad + db);
    const D = [A[0] + t * (B[0] - A[0]), A[1] + t * (B[1] - A[1])] as const;
    const E = meet(D, [1, 0], A, [C[0] - A[0], C[1] - A[1]]);
    return Math.hypot(E[0] - D[0], E[1] - D[1]);
  },
};

const REASONS = ["line ∥ one side of △", "∠∠∠", "midpt theorem", "|||△s", "corresp ∠s; DE ∥ BC", "Pythagoras"] as const;

/** [given, statement, the reason's index]. */
const STATEMENTS: ReadonlyArray<readonly [string, string, number]> = [
  ["In △ABC, D lies on AB and E on AC with DE ∥ BC.", `${frac("AD", "DB")} = ${frac("AE", "EC")}`, 0],
  ["In △ABC and △DEF, ∠A = ∠D, ∠B = ∠E and ∠C = ∠F.", "△ABC ||| △DEF", 1],
  ["In △ABC, D and E are the midpoints of AB and AC.", `DE ∥ BC and DE = ${frac("BC", 2)}`, 2],
  ["△ABC ||| △DEF.", `${frac("AB", "DE")} = ${frac("BC", "EF")}`, 3],
  ["In △ABC, D lies on AB and E on AC with DE ∥ BC.", "∠ADE = ∠ABC", 4],
  ["In △ABC, ∠BAC = 90°.", "BC² = AB² + AC²", 5],
];

/** The letters of a name sent through a correspondence of vertices: mapped("AD", { D: "E" }) is "AE". */
const mapped = (name: string, to: Record<string, string>) => [...name].map((letter) => to[letter] ?? letter).join("");

/** Both sides of "X/Y = Z/W" (plain text), or nothing. */
const ratios = (text: string) => /^(\w+)\/(\w+) = (\w+)\/(\w+)$/.exec(text)?.slice(1);

/**
 * For the check: each theorem by what it starts from and what it gives, written apart from STATEMENTS and
 * tested on the question's own words (with the vertices matched), so a statement keyed to the wrong
 * reason finds another one.
 */
const THEOREMS: ReadonlyArray<{ reason: string; fits: (given: string, statement: string) => boolean }> = [
  {
    // DE ∥ BC cuts AB at D and AC at E: AD/DB = AE/EC, the second ratio the first with D → E and B → C.
    reason: "line ∥ one side of △",
    fits: (given, statement) => {
      const sides = ratios(statement);
      const to = { D: "E", B: "C" };
      return /DE ∥ BC/.test(given) && !!sides && sides[2] === mapped(sides[0], to) && sides[3] === mapped(sides[1], to);
    },
  },
  {
    // Three pairs of equal angles, and the triangles named in that correspondence.
    reason: "∠∠∠",
    fits: (given, statement) => {
      const pairs = [...given.matchAll(/∠(\w) = ∠(\w)/g)];
      const named = /^△(\w{3}) \|\|\| △(\w{3})$/.exec(statement);
      return (
        pairs.length === 3 &&
        !!named &&
        mapped(named[1], Object.fromEntries(pairs.map((m) => [m[1], m[2]]))) === named[2]
      );
    },
  },
  {
    reason: "midpt theorem",
    fits: (given, statement) =>
      /D and E are the midpoints of AB and AC/.test(given) && statement === "DE ∥ BC and DE = BC/2",
  },
  {
    // △ABC ||| △DEF: corresponding sides in proportion, each denominator the numerator's image.
    reason: "|||△s",
    fits: (given, statement) => {
      const named = /△(\w{3}) \|\|\| △(\w{3})/.exec(given);
      const sides = ratios(statement);
      if (!named || !sides) return false;
      const to = Object.fromEntries([...named[1]].map((letter, i) => [letter, named[2][i]]));
      return sides[1] === mapped(sides[0], to) && sides[3] === mapped(sides[2], to);
    },
  },
  {
    // DE ∥ BC with AB as transversal: ∠ADE and ∠ABC, the second the first with D → B and E → C.
    reason: "corresp ∠s; DE ∥ BC",
    fits: (given, statement) => {
      const angles = /^∠(\w{3}) = ∠(\w{3})$/.exec(statement);
      return /DE ∥ BC/.test(given) && !!angles && angles[2] === mapped(angles[1], { D: "B", E: "C" });
    },
  },
  {
    // The right angle at the middle letter; the hypotenuse joins the other two.
    reason: "Pythagoras",
    fits: (given, statement) => {
      const right = /∠(\w)(\w)(\w) = 90°/.exec(given);
      const square = /^(\w{2})² = \w{2}² \+ \w{2}²$/.exec(statement);
      return !!right && !!square && [...square[1]].sort().join("") === [right[1], right[3]].sort().join("");
    },
  },
];

const geometryReason: QuestionTemplate<{ which: number; order: number }> = {
  id: "euclidean-12-reason",
  level: 1,
  draw: (r) => ({ which: r.int(0, STATEMENTS.length - 1), order: r.int(0, 3) }),
  build: ({ which, order }) => {
    const [given, statement, reason] = STATEMENTS[which];
    const right = REASONS[reason];
    const others = REASONS.filter((_, index) => index !== reason);
    const wrong = [0, 1, 2].map((step) => others[(which + step) % others.length]);
    const { choices, answer } = placedChoices([right, ...wrong], order);
    return {
      kind: "choice",
      prompt: `${given} Which reason justifies the statement ${statement}?`,
      choices,
      answer,
      hint: "Ask what is given (parallel lines, midpoints, equal angles, similar triangles) and which theorem starts from exactly that.",
      solution: [`Given: ${given}`, `Statement: ${statement}`, `Reason: ${right}`],
    };
  },
  // Read the question: the one theorem that starts from what is given and gives the statement.
  check: ({ which }) => {
    const [given, statement] = STATEMENTS[which];
    const found = THEOREMS.filter((theorem) => theorem.fits(given, plainMath(statement)));
    return found.length === 1 ? found[0].reason : `${found.length} theorems fit`;
  },
};

const twoParallels: QuestionTemplate<{ m: number; n: number; t: number; ask: number }> = {
  id: "euclidean-12-two-parallel-lines",
  level: 3,
  draw: (r) => {
    const m = r.int(1, 5);
    let n = r.int(2, 6);
    if (gcd(m, n) !== 1) n = m + 1;
    return { m, n, t: r.int(2, 6), ask: r.int(0, 1) };
  },
  build: ({ m, n, t, ask }) => {
    const bc = (m + n) * t;
    const [name, part] = ask === 0 ? ["BF", m] : ["FC", n];
    const length = (bc * part) / (m + n);
    return {
      kind: "numeric",
      prompt: `In △ABC, D lies on AB with AD : DB = ${m} : ${n}. E lies on AC with DE ∥ BC, and F lies on BC with EF ∥ AB. BC = ${bc} cm. Calculate ${name}.`,
      answer: length,
      unit: "cm",
      hint: "Use the proportionality theorem twice: DE ∥ BC gives AE : EC, and EF ∥ AB carries that ratio over to BF : FC.",
      solution: [
        `DE ∥ BC: ${frac("AE", "EC")} = ${frac("AD", "DB")} = ${frac(m, n)} (line ∥ one side of △).`,
        `EF ∥ AB: ${frac("BF", "FC")} = ${frac("AE", "EC")} = ${frac(m, n)} (line ∥ one side of △).`,
        `So BC is divided in the ratio ${m} : ${n}: ${name} = ${frac(part, m + n)} × ${bc}`,
        `${name} = ${num(length)} cm`,
      ],
    };
  },
  // Coordinates: D on AB; E where the line through D parallel to BC meets AC; F where the line through E parallel to AB meets BC.
  check: ({ m, n, t, ask }) => {
    const bc = (m + n) * t;
    const { A, B, C } = triangle(bc);
    const s = m / (m + n);
    const D = [A[0] + s * (B[0] - A[0]), A[1] + s * (B[1] - A[1])] as const;
    const E = meet(D, [C[0] - B[0], C[1] - B[1]], A, [C[0] - A[0], C[1] - A[1]]);
    const F = meet(E, [B[0] - A[0], B[1] - A[1]], B, [C[0] - B[0], C[1] - B[1]]);
    return ask === 0 ? Math.hypot(F[0] - B[0], F[1] - B[1]) : Math.hypot(C[0] - F[0], C[1] - F[1]);
  },
};

// ---------------------------------------------------------------------------------------------
// Term 3: statistics (regression and correlation).

type DataDraw = { n: number; start: number; step: number; a: number; b: number; seed: number };

/** The paired data of a draw: x rising in uneven steps, y near a line with some scatter. */
function dataset({ n, start, step, a, b, seed }: DataDraw): { xs: number[]; ys: number[] } {
  const xs: number[] = [];
  const ys: number[] = [];
  const { next } = seededRandom(seed);
  let x = start;
  for (let i = 0; i < n; i += 1) {
    xs.push(x);
    ys.push(Math.round(a + b * x + (next() - 0.5) * 4 * step * Math.abs(b)) + (i % 2));
    x += step + Math.floor(next() * step);
  }
  return { xs, ys };
}

function drawData(r: Random): DataDraw {
  const b = r.pick([-3, -2, -1.5, 1.5, 2, 2.5, 3, 4]);
  // A falling line starts high enough that y stays positive over the x-values (at most about 80).
  return {
    n: r.int(6, 8),
    start: r.int(1, 15),
    step: r.int(2, 5),
    a: b < 0 ? r.int(250, 300) : r.int(5, 40),
    b,
    seed: r.int(1, 1_000_000),
  };
}

/** The least squares line and r, from sums of deviations. */
function regression({ xs, ys }: { xs: number[]; ys: number[] }) {
  const n = xs.length;
  const xBar = xs.reduce((s, x) => s + x, 0) / n;
  const yBar = ys.reduce((s, y) => s + y, 0) / n;
  const sxy = xs.reduce((s, x, i) => s + (x - xBar) * (ys[i] - yBar), 0);
  const sxx = xs.reduce((s, x) => s + (x - xBar) ** 2, 0);
  const syy = ys.reduce((s, y) => s + (y - yBar) ** 2, 0);
  const b = sxy / sxx;
  return { n, xBar, yBar, sxy, sxx, syy, b, a: yBar - b * xBar, r: sxy / Math.sqrt(sxx * syy) };
}

/** The same line and r from the normal equations and raw sums (Cramer's rule), for the checks. */
function normalEquations({ xs, ys }: { xs: number[]; ys: number[] }) {
  const n = xs.length;
  const [sx, sy] = [xs.reduce((s, x) => s + x, 0), ys.reduce((s, y) => s + y, 0)];
  const sxx = xs.reduce((s, x) => s + x * x, 0);
  const syy = ys.reduce((s, y) => s + y * y, 0);
  const sxy = xs.reduce((s, x, i) => s + x * ys[i], 0);
  const det = n * sxx - sx * sx;
  return {
    a: (sy * sxx - sx * sxy) / det,
    b: (n * sxy - sx * sy) / det,
    r: (n * sxy - sx * sy) / Math.sqrt(det * (n * syy - sy * sy)),
  };
}

const table = ({ xs, ys }: { xs: number[]; ys: number[] }) =>
  `x: ${xs.map((x) => num(x)).join("; ")} and y: ${ys.map((y) => num(y)).join("; ")}`;

const lineSteps = (fit: ReturnType<typeof regression>) => [
  `n = ${fit.n}, x̄ = ${num(fit.xBar, 4)} and ȳ = ${num(fit.yBar, 4)}.`,
  `b = ${frac("Σ(x − x̄)(y − ȳ)", "Σ(x − x̄)²")} = ${frac(num(fit.sxy, 4), num(fit.sxx, 4))} = ${num(fit.b, 4)}`,
  `a = ȳ − b x̄ = ${num(fit.yBar, 4)} − ${paren(fit.b, 4)} × ${num(fit.xBar, 4)} = ${num(fit.a, 4)}`,
];

const regressionLine: QuestionTemplate<DataDraw & { ask: number }> = {
  id: "statistics-12-regression-line",
  level: 2,
  draw: (r) => ({ ...drawData(r), ask: r.int(0, 1) }),
  build: (values) => {
    const data = dataset(values);
    const fit = regression(data);
    const letter = values.ask === 0 ? "a" : "b";
    const value = values.ask === 0 ? fit.a : fit.b;
    return {
      kind: "numeric",
      prompt: `Paired data are given by ${table(data)}. The least squares regression line is ŷ = a + bx. Determine ${letter}, rounded to two decimals.`,
      answer: value,
      decimals: 2,
      variable: letter,
      hint: "Use your calculator's statistics (regression) mode, or b = Σ(x − x̄)(y − ȳ) ÷ Σ(x − x̄)² and a = ȳ − b x̄.",
      solution: [...lineSteps(fit), `${letter} = ${fixed(value, 2)}`],
    };
  },
  // The normal equations with raw sums, solved by Cramer's rule.
  check: (values) => {
    const fit = normalEquations(dataset(values));
    return values.ask === 0 ? fit.a : fit.b;
  },
};

const correlation: QuestionTemplate<DataDraw> = {
  id: "statistics-12-correlation-coefficient",
  level: 2,
  draw: (r) => drawData(r),
  build: (values) => {
    const data = dataset(values);
    const fit = regression(data);
    return {
      kind: "numeric",
      prompt: `Paired data are given by ${table(data)}. Calculate the correlation coefficient r, rounded to two decimals.`,
      answer: fit.r,
      decimals: 2,
      variable: "r",
      hint: "Use your calculator's statistics mode, or r = Σ(x − x̄)(y − ȳ) ÷ √[Σ(x − x̄)² × Σ(y − ȳ)²].",
      solution: [
        `x̄ = ${num(fit.xBar, 4)} and ȳ = ${num(fit.yBar, 4)}.`,
        `r = ${frac("Σ(x − x̄)(y − ȳ)", root("Σ(x − x̄)² × Σ(y − ȳ)²"))} = ${frac(num(fit.sxy, 4), root(`${num(fit.sxx, 4)} × ${num(fit.syy, 4)}`))}`,
        `r = ${fixed(fit.r, 2)}`,
      ],
    };
  },
  // The raw-sum formula: r = (nΣxy − ΣxΣy) ÷ √[(nΣx² − (Σx)²)(nΣy² − (Σy)²)].
  check: (values) => normalEquations(dataset(values)).r,
};

const prediction: QuestionTemplate<DataDraw & { at: number }> = {
  id: "statistics-12-predict",
  level: 3,
  draw: (r) => ({ ...drawData(r), at: r.int(1, 1000) }),
  build: (values) => {
    const data = dataset(values);
    const fit = regression(data);
    const [low, high] = [data.xs[0], data.xs.at(-1)!];
    const candidates = Array.from({ length: high - low - 1 }, (_, i) => low + 1 + i).filter(
      (x) => !data.xs.includes(x),
    );
    const x = candidates[values.at % candidates.length];
    const y = fit.a + fit.b * x;
    return {
      kind: "numeric",
      prompt: `Paired data are given by ${table(data)}. Determine the equation of the least squares regression line, and use it to predict y when x = ${num(x)}. Round to one decimal.`,
      answer: y,
      decimals: 1,
      hint: "Find a and b of ŷ = a + bx (calculator statistics mode), then substitute the x-value.",
      solution: [
        ...lineSteps(fit),
        `ŷ = ${poly(
          [
            [fit.a, ""],
            [fit.b, "x"],
          ],
          4,
        )}`,
        `ŷ = ${num(fit.a, 4)} ${signed(fit.b, 4)} × ${num(x)} = ${fixed(y, 1)}`,
      ],
    };
  },
  // The normal equations' line, evaluated at the same x.
  check: (values) => {
    const data = dataset(values);
    const [low, high] = [data.xs[0], data.xs.at(-1)!];
    const candidates = Array.from({ length: high - low - 1 }, (_, i) => low + 1 + i).filter(
      (x) => !data.xs.includes(x),
    );
    const x = candidates[values.at % candidates.length];
    const fit = normalEquations(data);
    return fit.a + fit.b * x;
  },
};

const CORRELATIONS = [
  "a strong positive correlation",
  "a weak positive correlation",
  "a strong negative correlation",
  "a weak negative correlation",
] as const;
const STRONG = [0.86, 0.89, 0.91, 0.93, 0.95, 0.97] as const;
const WEAK = [0.3, 0.32, 0.35, 0.38, 0.4, 0.42] as const;

const interpretR: QuestionTemplate<{ kind: number; size: number; order: number }> = {
  id: "statistics-12-interpret-r",
  level: 1,
  draw: (r) => ({ kind: r.int(0, 3), size: r.int(0, 5), order: r.int(0, 3) }),
  build: ({ kind, size, order }) => {
    const value = (kind % 2 === 0 ? STRONG[size] : WEAK[size]) * (kind < 2 ? 1 : -1);
    const right = CORRELATIONS[kind];
    const { choices, answer } = placedChoices([right, ...CORRELATIONS.filter((name) => name !== right)], order);
    return {
      kind: "choice",
      prompt: `The correlation coefficient of a set of paired data is r = ${num(value)}. Which describes the relationship?`,
      choices,
      answer,
      hint: "The sign of r gives the direction; how close r is to 1 or −1 gives the strength.",
      solution: [
        `r is ${value > 0 ? "positive: y tends to increase as x increases" : "negative: y tends to decrease as x increases"}.`,
        `r = ${num(value)} is ${kind % 2 === 0 ? "close to" : "far from"} ${value > 0 ? "1" : "−1"}, so the points lie ${kind % 2 === 0 ? "close to" : "loosely around"} a straight line.`,
        `This is ${right}`,
      ],
    };
  },
  // Classify by the number itself: its sign, and whether |r| is at least 0,7.
  check: ({ kind, size }) => {
    const value = (kind % 2 === 0 ? STRONG[size] : WEAK[size]) * (kind < 2 ? 1 : -1);
    const strength = Math.abs(value) >= 0.7 ? "strong" : "weak";
    return `a ${strength} ${value > 0 ? "positive" : "negative"} correlation`;
  },
};

// ---------------------------------------------------------------------------------------------
// Term 3: counting principles and probability.

const ITEMS = [
  ["different books", "on a shelf"],
  ["learners", "in a queue"],
  ["different trophies", "in a row"],
  ["different photos", "in a line on a wall"],
] as const;

const arrangements: QuestionTemplate<{ n: number; item: number }> = {
  id: "counting-12-arrangements",
  level: 1,
  draw: (r) => ({ n: r.int(4, 7), item: r.int(0, ITEMS.length - 1) }),
  build: ({ n, item }) => {
    const count = factorial(n);
    const factors = Array.from({ length: n }, (_, i) => n - i).join(" × ");
    return {
      kind: "numeric",
      prompt: `In how many different ways can ${n} ${ITEMS[item][0]} be arranged ${ITEMS[item][1]}?`,
      answer: count,
      hint: "Count the choices for the first place, then the second, and so on, and multiply (the fundamental counting principle).",
      solution: [
        `The first place can be filled in ${n} ways, the next in ${n - 1}, and so on down to 1.`,
        `${n}! = ${factors}`,
        `${n}! = ${num(count)}`,
      ],
    };
  },
  // Brute force: list every arrangement and count them.
  check: ({ n }) => permutations(Array.from({ length: n }, (_, i) => i)).length,
};

const codes: QuestionTemplate<{ symbols: number; length: number; repeat: number; noZero: number }> = {
  id: "counting-12-codes",
  level: 2,
  draw: (r) => {
    const symbols = r.pick([6, 8, 10]);
    return { symbols, length: r.int(3, 4), repeat: r.int(0, 1), noZero: symbols === 10 ? r.int(0, 1) : 0 };
  },
  build: ({ symbols, length, repeat, noZero }) => {
    const choices = Array.from({ length }, (_, place) => {
      if (repeat) return place === 0 && noZero ? symbols - 1 : symbols;
      if (noZero) return place === 0 ? symbols - 1 : symbols - place;
      return symbols - place;
    });
    const total = choices.reduce((product, value) => product * value, 1);
    const alphabet = symbols === 10 ? "the digits 0 to 9" : `the letters A to ${"ABCDEFGH"[symbols - 1]}`;
    const kind = symbols === 10 ? "digit" : "letter";
    return {
      kind: "numeric",
      prompt: `A code of ${length} characters is made from ${alphabet}. ${repeat ? `A ${kind} may be used more than once` : `No ${kind} may be used more than once`}${noZero ? ", and the code may not start with 0" : ""}. How many different codes are possible?`,
      answer: total,
      hint: "Fill the places one by one, counting the choices left for each place, and multiply.",
      solution: [
        `Choices for each place, from the first: ${choices.join(", ")}${noZero && !repeat ? " (0 may be used after the first place)" : ""}.`,
        `Number of codes = ${choices.join(" × ")}`,
        `Number of codes = ${num(total)}`,
      ],
    };
  },
  // Brute force: list every string of symbols and keep those the rules allow.
  check: ({ symbols, length, repeat, noZero }) => {
    let count = 0;
    for (let code = 0; code < symbols ** length; code += 1) {
      const places = Array.from({ length }, (_, i) => Math.floor(code / symbols ** (length - 1 - i)) % symbols);
      if (noZero && places[0] === 0) continue;
      if (!repeat && new Set(places).size < length) continue;
      count += 1;
    }
    return count;
  },
};

const together: QuestionTemplate<{ n: number; apart: number }> = {
  id: "counting-12-together-or-apart",
  level: 2,
  draw: (r) => ({ n: r.int(5, 7), apart: r.int(0, 1) }),
  build: ({ n, apart }) => {
    const all = factorial(n);
    const joined = 2 * factorial(n - 1);
    const answer = apart ? all - joined : joined;
    return {
      kind: "numeric",
      prompt: `${n} learners, two of them best friends, stand in a row for a photo. In how many ways can they stand if the two friends ${apart ? "may not" : "must"} stand next to each other?`,
      answer,
      hint: apart
        ? "Count all the arrangements, then subtract those in which the friends stand together (treat the pair as one unit)."
        : "Treat the two friends as one unit, arrange the units, then let the friends swap places within their unit.",
      solution: [
        `Together: the pair is one unit, so ${n - 1} units can be arranged in ${n - 1}! ways, and the friends can swap: 2 × ${n - 1}! = ${num(joined)}.`,
        ...(apart ? [`All arrangements: ${n}! = ${num(all)}; apart = ${num(all)} − ${num(joined)}`] : []),
        `Number of ways = ${num(answer)}`,
      ],
    };
  },
  // Brute force: every arrangement, checking where the two friends (0 and 1) stand.
  check: ({ n, apart }) =>
    permutations(Array.from({ length: n }, (_, i) => i)).filter((row) => {
      const next = Math.abs(row.indexOf(0) - row.indexOf(1)) === 1;
      return apart ? !next : next;
    }).length,
};

const WORDS = ["DURBAN", "FACTOR", "EQUALS", "PRIMES", "SQUARE", "NUMBERS"] as const;
const isVowel = (letter: string) => "AEIOU".includes(letter);

const wordProbability: QuestionTemplate<{ word: number; event: number }> = {
  id: "counting-12-word-probability",
  level: 3,
  draw: (r) => ({ word: r.int(0, WORDS.length - 1), event: r.int(0, 1) }),
  build: ({ word, event }) => {
    const letters = WORDS[word];
    const n = letters.length;
    const v = [...letters].filter(isVowel).length;
    const total = factorial(n);
    const favourable = event === 0 ? v * (v - 1) * factorial(n - 2) : factorial(n - v + 1) * factorial(v);
    return {
      kind: "numeric",
      prompt: `The letters of the word ${letters} are arranged at random (all the letters are different). What is the probability that ${
        event === 0 ? "the arrangement begins and ends with a vowel" : "all the vowels stand together"
      }? Give the answer as a fraction, or as a decimal rounded to four decimals.`,
      answer: favourable / total,
      decimals: 4,
      shown: reducedFraction(favourable, total),
      hint:
        event === 0
          ? "Fill the first and last places with vowels first, then arrange the other letters in between; divide by the number of all arrangements."
          : "Treat the vowels as one block: arrange the block with the other letters, then the vowels inside the block; divide by all arrangements.",
      solution: [
        `There are ${n} different letters, ${v} of them vowels: ${n}! = ${num(total)} arrangements in all.`,
        event === 0
          ? `First place: ${v} vowels; last place: ${v - 1}; the ${n - 2} letters between: ${n - 2}! ways. Favourable: ${v} × ${v - 1} × ${n - 2}! = ${num(favourable)}`
          : `The vowels as one block with ${n - v} other letters: ${n - v + 1}! ways; the vowels inside the block: ${v}! ways. Favourable: ${n - v + 1}! × ${v}! = ${num(favourable)}`,
        `P = ${frac(num(favourable), num(total))} = ${reducedFraction(favourable, total)}`,
      ],
    };
  },
  // Brute force: list every arrangement of the letters and count the ones that fit.
  check: ({ word, event }) => {
    const arrangementsOf = permutations([...WORDS[word]]);
    const fits = (row: string[]) => {
      if (event === 0) return isVowel(row[0]) && isVowel(row.at(-1)!);
      const places = row.flatMap((letter, index) => (isVowel(letter) ? [index] : []));
      return places.at(-1)! - places[0] === places.length - 1;
    };
    return arrangementsOf.filter(fits).length / arrangementsOf.length;
  },
};

// ---------------------------------------------------------------------------------------------

export const MATHEMATICS_GRADE_12: Topic[] = [
  {
    id: "maths-12-sequences-and-series",
    subject: "mathematics",
    grade: 12,
    term: 1,
    title: "Sequences and series",
    explanation: [
      "An arithmetic sequence adds the same common difference d each time, so Tₙ = a + (n − 1)d. A geometric sequence multiplies by the same common ratio r each time, so Tₙ = arⁿ⁻¹. To find which term has a given value, set Tₙ equal to it and solve for n (n must be a natural number).",
      `A series is the sum of the terms. For an arithmetic series Sₙ = ${frac("n", "2")}[2a + (n − 1)d] = ${frac("n", "2")}(a + l), where l is the last term; for a geometric series Sₙ = ${frac("a(rⁿ − 1)", "r − 1")}, r ≠ 1.`,
      `Sigma notation writes a sum compactly: ${pow(sub("Σ", "k = 1"), "n")}(2k + 1) means put k = 1, 2, 3, … up to n into 2k + 1 and add the terms. There are (top − bottom + 1) terms.`,
      `A geometric series converges (its sum to infinity exists) only when −1 < r < 1; then S∞ = ${frac("a", "1 − r")}. For example, 12 + 6 + 3 + … has r = ${frac(1, 2)}, so S∞ = ${frac(12, `1 − ${frac(1, 2)}`)} = 24.`,
    ],
    questions: [arithmeticTerm, geometricWhichTerm, sigmaSum, seriesConverges, sumToInfinity],
  },
  {
    id: "maths-12-functions-and-inverses",
    subject: "mathematics",
    grade: 12,
    term: 1,
    title: "Functions and their inverses",
    explanation: [
      "A function gives exactly one y-value for each x-value. Its inverse f⁻¹ undoes it: swap x and y in y = f(x) and make y the subject. The graph of f⁻¹ is the reflection of the graph of f in the line y = x.",
      `For f(x) = 3x − 6: x = 3y − 6, so f⁻¹(x) = ${frac("x + 6", "3")}. The domain of f becomes the range of f⁻¹, and the range of f becomes the domain of f⁻¹.`,
      `The inverse of f is itself a function only if f is one-to-one (no two x-values share a y-value). f(x) = ax² is not, so restrict its domain to x ≥ 0 or x ≤ 0. With x ≥ 0, f(x) = 2x² has inverse f⁻¹(x) = ${root(frac("x", "2"))}, x ≥ 0.`,
    ],
    questions: [inverseOfLine, restrictDomain, inverseOfParabola, lineMeetsInverse],
  },
  {
    id: "maths-12-exponential-and-logarithmic-functions",
    subject: "mathematics",
    grade: 12,
    term: 1,
    title: "Exponential and logarithmic functions",
    explanation: [
      `${log("b")} x = y means exactly ${pow("b", "y")} = x (b > 0, b ≠ 1, x > 0). So y = ${log("b")} x is the inverse of y = ${pow("b", "x")}: its graph is the reflection of the exponential graph in y = x, through (1; 0), with the y-axis as asymptote.`,
      `The log laws: ${log("b")} xy = ${log("b")} x + ${log("b")} y; ${log("b")} ${frac("x", "y")} = ${log("b")} x − ${log("b")} y; ${log("b")} ${pow("x", "n")} = n ${log("b")} x. For example, ${log(2)} 24 − ${log(2)} 3 = ${log(2)} 8 = 3.`,
      `To solve an equation such as 3 × ${pow(2, "x")} = 50, get the power alone (${pow(2, "x")} = ${frac(50, 3)}), then take logs: x = ${frac(`log ${frac(50, 3)}`, "log 2")} = 4,06.`,
    ],
    questions: [logValue, exponentialInverse, logLaws, solveExponential, exponentialFactor],
  },
  {
    id: "maths-12-finance",
    subject: "mathematics",
    grade: 12,
    term: 1,
    title: "Finance: annuities and loans",
    explanation: [
      `An annuity is a series of equal payments at equal intervals. With interest at i per period and n payments, the future value (the value at the last payment) is F = ${frac("x[(1 + i)ⁿ − 1]", "i")}, and the present value (the value one period before the first payment) is P = ${frac("x[1 − (1 + i)⁻ⁿ]", "i")}.`,
      `Always match i to the payment period: 9% p.a. compounded monthly with monthly payments gives i = ${frac("0,09", "12")} and n = 12 × (number of years).`,
      "A loan is the present value of its repayments; a sinking fund is a savings annuity whose future value must cover a future cost. The balance still owing on a loan is the loan grown with interest less the future value of the payments already made (equal to the present value of the payments still to come).",
      "To find how long a loan takes, put the values into the present value formula, get (1 + i)⁻ⁿ on its own and solve for n with logarithms; the number of payments is n rounded up, with a smaller last payment.",
    ],
    questions: [futureValue, loanRepayment, outstandingBalance, timeToRepay, sinkingFund],
  },
  {
    id: "maths-12-compound-and-double-angles",
    subject: "mathematics",
    grade: 12,
    term: 1,
    title: "Compound and double angles",
    explanation: [
      "The compound angle formulae: sin(α + β) = sin α cos β + cos α sin β, sin(α − β) = sin α cos β − cos α sin β, cos(α + β) = cos α cos β − sin α sin β, and cos(α − β) = cos α cos β + sin α sin β.",
      "Putting β = α gives the double angles: sin 2α = 2 sin α cos α, and cos 2α = cos²α − sin²α = 2cos²α − 1 = 1 − 2sin²α. Choose the form of cos 2α that fits what you know.",
      `Exact values follow from the special angles: cos 75° = cos(45° + 30°) = ${frac(root(2), 2)} × ${frac(root(3), 2)} − ${frac(root(2), 2)} × ${frac(1, 2)} = ${frac(`${root(6)} − ${root(2)}`, 4)}.`,
      "Given one ratio and the quadrant, sketch the angle with x, y and r (r² = x² + y², r > 0, signs of x and y by the quadrant), read off sin and cos, then use the double angle formulae.",
    ],
    questions: [compoundReduce, compoundExact, doubleFromSingle, simplifyIdentity, doubleFromTan],
  },
  {
    id: "maths-12-trigonometry-in-three-dimensions",
    subject: "mathematics",
    grade: 12,
    term: 2,
    title: "Trigonometry in two and three dimensions",
    explanation: [
      "A problem in three dimensions is solved one flat triangle at a time. Usually there is a vertical triangle (a pole or tower AB with its foot B on the ground) and a horizontal triangle on the ground that shares a side with it.",
      `In a right-angled triangle use the ratios: height = distance × tan(angle of elevation). In any triangle use the sine rule ${frac("a", "sin A")} = ${frac("b", "sin B")}, the cosine rule a² = b² + c² − 2bc cos A, and the area rule area = ${frac(1, 2)}ab sin C.`,
      "Plan the route first: which triangle has enough known sides and angles to start, and which side it shares with the triangle that holds the answer.",
    ],
    questions: [heightFromElevation, distanceOnGround, areaOnGround, heightFromBase],
  },
  {
    id: "maths-12-polynomials",
    subject: "mathematics",
    grade: 12,
    term: 2,
    title: "Polynomials: the remainder and factor theorems",
    explanation: [
      "The remainder theorem: when f(x) is divided by x − p, the remainder is f(p). (Dividing by ax − b gives the remainder f(b ÷ a).)",
      "The factor theorem: x − p is a factor of f(x) exactly when f(p) = 0. To factorise a cubic, try factors of the constant term until f(p) = 0, divide f(x) by x − p (synthetic division or comparing coefficients), then factorise the quadratic that is left.",
      "For example, f(x) = x³ − 2x² − 5x + 6: f(1) = 0, so f(x) = (x − 1)(x² − x − 6) = (x − 1)(x − 3)(x + 2), and f(x) = 0 has solutions 1, 3 and −2.",
    ],
    questions: [remainderTheorem, factorTheorem, factoriseCubic, solveCubic],
  },
  {
    id: "maths-12-differential-calculus",
    subject: "mathematics",
    grade: 12,
    term: 2,
    title: "Differential calculus",
    explanation: [
      `The derivative is the gradient of the tangent: f′(x) = ${sub("lim", "h → 0")} ${frac("f(x + h) − f(x)", "h")}. Working from first principles means expanding f(x + h), cancelling, dividing by h and only then letting h → 0.`,
      "The power rule: the derivative of axⁿ is naxⁿ⁻¹, and of a constant is 0. The tangent at x = a has gradient f′(a) and passes through (a; f(a)).",
      "For a cubic, f′(x) = 0 gives the x-values of the turning points; f″(x) > 0 means a local minimum and f″(x) < 0 a local maximum. The point of inflection is where f″(x) = 0, where the concavity changes.",
      "In optimisation, write the quantity as a function of one variable, set its derivative equal to 0 and check that the answer makes sense. A rate of change is a derivative: if h(t) is a height, h′(t) is the velocity.",
    ],
    questions: [
      powerRule,
      rateOfChange,
      factorLimit,
      firstPrinciples,
      tangentLine,
      inflection,
      turningPoint,
      optimisation,
    ],
  },
  {
    id: "maths-12-analytical-geometry",
    subject: "mathematics",
    grade: 12,
    term: 2,
    title: "Analytical geometry: the circle",
    explanation: [
      "A circle with centre (a; b) and radius r has equation (x − a)² + (y − b)² = r², because every point on it is r from the centre (the distance formula).",
      "Given x² + Dx + y² + Ey = k, complete the square in x and in y: add the square of half of D and of half of E to both sides. For example, x² − 4x + y² + 6y = 12 becomes (x − 2)² + (y + 3)² = 25: centre (2; −3), r = 5.",
      "The tangent at a point P of the circle is perpendicular to the radius to P, so its gradient is −1 divided by the gradient of the radius. Then substitute P into y = mx + c to find c.",
    ],
    questions: [circleThroughPoint, pointAndCircle, circleRadius, tangentToCircle],
  },
  {
    id: "maths-12-euclidean-geometry",
    subject: "mathematics",
    grade: 12,
    term: 3,
    title: "Euclidean geometry: proportion and similarity",
    explanation: [
      `The proportionality theorem: a line parallel to one side of a triangle divides the other two sides in the same proportion. If DE ∥ BC in △ABC, then ${frac("AD", "DB")} = ${frac("AE", "EC")} (reason: line ∥ one side of △). The midpoint theorem is the special case where D and E are midpoints.`,
      `Triangles are similar (|||) when they are equiangular (reason: ∠∠∠); then their corresponding sides are in proportion (reason: |||△s). If △ADE ||| △ABC, then ${frac("AD", "AB")} = ${frac("AE", "AC")} = ${frac("DE", "BC")}.`,
      "Write each equal ratio with its reason, and keep the vertices of similar triangles in corresponding order.",
    ],
    questions: [proportionality, geometryReason, similarLength, twoParallels],
  },
  {
    id: "maths-12-statistics",
    subject: "mathematics",
    grade: 12,
    term: 3,
    title: "Statistics: regression and correlation",
    explanation: [
      `The least squares regression line ŷ = a + bx is the straight line that best fits a scatter plot: b = ${frac("Σ(x − x̄)(y − ȳ)", "Σ(x − x̄)²")} and a = ȳ − b x̄. In an exam a calculator's statistics mode gives a, b and r directly.`,
      "The correlation coefficient r lies from −1 to 1. Its sign gives the direction (positive: y tends to rise with x) and its size the strength: close to ±1 is strong, close to 0 weak or none.",
      "To predict, substitute an x-value into the regression line. A prediction within the range of the data (interpolation) is more reliable than one outside it (extrapolation).",
    ],
    questions: [interpretR, regressionLine, correlation, prediction],
  },
  {
    id: "maths-12-counting-and-probability",
    subject: "mathematics",
    grade: 12,
    term: 3,
    title: "Counting principles and probability",
    explanation: [
      "The fundamental counting principle: if one choice can be made in m ways and a second in n ways, the two together can be made in m × n ways. n different objects can be arranged in a row in n! = n × (n − 1) × … × 2 × 1 ways.",
      "With repetition allowed each place has all the choices; without repetition each place has one fewer. Fill restricted places first. Objects that must stay together are counted as one unit, then arranged within the unit.",
      `Probability by counting: P(E) = ${frac("n(E)", "n(S)")}, the number of favourable arrangements over the number of all arrangements. For example, the letters of MATHS arranged at random begin with M with probability ${frac("4!", "5!")} = ${frac(1, 5)}.`,
    ],
    questions: [arrangements, codes, together, wordProbability],
  },
];
