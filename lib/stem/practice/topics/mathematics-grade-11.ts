import { distinctWrong, rotatedChoices } from "../concept";
import {
  acosDeg,
  asinDeg,
  atanDeg,
  coefficient,
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
  signedTerm,
  sinDeg,
  subscript,
  subtraction,
  superscript,
  tanDeg,
  wholePower,
} from "../format";
import { frac, pow, reducedFraction, root, sub } from "../math-text";
import type { Random } from "../random";
import type { QuestionTemplate, Topic } from "../types";
import { bisectRoot } from "./numeric";

// CAPS Grade 11 Mathematics: Paper 1 (algebra, patterns, functions, finance, probability) and Paper 2
// (analytical geometry, trigonometry, measurement, Euclidean geometry, statistics).

const MINUS = "\u2212";

// ---------------------------------------------------------------------------------------------------
// Local helpers.

/** kx inside a trig function: "2x", "x", "\frac{1}{2}x". */
const kx = (k: number) => (k === 1 ? "x" : Number.isInteger(k) ? `${k}x` : `${frac(1, Math.round(1 / k))}x`);

/** k as printed: 3 or \frac{1}{2}. */
const kText = (k: number) => (Number.isInteger(k) ? num(k) : frac(1, Math.round(1 / k)));

type Point = readonly [number, number];
/** A point on the unit circle at a polar angle in degrees. */
const onCircle = (angle: number): Point => [cosDeg(angle), sinDeg(angle)];
/** The angle PVQ at vertex V, in degrees, from coordinates. */
function angleAt(v: Point, p: Point, q: Point): number {
  const [ax, ay] = [p[0] - v[0], p[1] - v[1]];
  const [bx, by] = [q[0] - v[0], q[1] - v[1]];
  return acosDeg((ax * bx + ay * by) / (Math.hypot(ax, ay) * Math.hypot(bx, by)));
}
const ORIGIN: Point = [0, 0];

/** A value rounded as num() and fixed() show it (half-way up), to work on with the shown value. */
const asShown = (value: number, places: number) =>
  (Math.sign(value) * Math.round(Number((Math.abs(value) * 10 ** places).toPrecision(12)))) / 10 ** places;

/** Draws until `ok` holds: deterministic for a seed. */
function drawUntil<T>(r: Random, make: (r: Random) => T, ok: (value: T) => boolean): T {
  for (;;) {
    const value = make(r);
    if (ok(value)) return value;
  }
}

const SQUAREFREE = [2, 3, 5, 6, 7, 10, 11, 13] as const;

// ---------------------------------------------------------------------------------------------------
// 1. Exponents and surds (Term 1)

const rationalPower: QuestionTemplate<{ base: number; q: number; p: number }> = {
  id: "exponents-rational-power",
  level: 1,
  draw: (r) => {
    const q = r.pick([2, 3]);
    const base = q === 2 ? r.int(2, 9) : r.int(2, 5);
    const p = q === 2 ? r.pick([1, 3]) : r.pick([1, 2, 4]);
    return { base, q, p };
  },
  build: ({ base, q, p }) => {
    const number = base ** q;
    const shown = pow(num(number), frac(p, q));
    const rooted = root(number, q === 2 ? undefined : q);
    const value = base ** p;
    return {
      kind: "numeric",
      prompt: `Without a calculator, simplify ${shown}.`,
      answer: value,
      hint: `The denominator of the exponent is the root, the numerator the power: ${pow("x", frac("p", "q"))} = (${root("x", 3).replace("[3]", "[q]")})ᵖ. Take the root first.`,
      solution: [
        `${pow("x", frac("p", "q"))} means the qth root of x, raised to the power p.`,
        `${rooted} = ${base}, because ${base}${superscript(q)} = ${num(number)}.`,
        p === 1 ? `So ${shown} = ${base}.` : `So ${shown} = ${base}${superscript(p)}.`,
        `${shown} = ${num(value)}`,
      ],
    };
  },
  // Through logarithms: x^(p/q) = e^((p/q)·ln x).
  check: ({ base, q, p }) => Math.exp((p / q) * Math.log(base ** q)),
};

const simplifySurd: QuestionTemplate<{ k: number; m: number }> = {
  id: "surds-simplify",
  level: 1,
  draw: (r) => ({ k: r.int(2, 6), m: r.pick([2, 3, 5, 6, 7, 10]) }),
  build: ({ k, m }) => {
    const n = k * k * m;
    const shown = `${k}${root(m)}`;
    return {
      kind: "numeric",
      prompt: `Write ${root(n)} in its simplest surd form.`,
      answer: k * Math.sqrt(m),
      exact: true,
      shown,
      hint: "Write the number under the root as a product with the largest perfect square you can find, then take the root of that square.",
      solution: [
        `The largest perfect square that divides ${n} is ${k * k}: ${n} = ${k * k} × ${m}.`,
        `${root(n)} = ${root(k * k)} × ${root(m)} = ${k} × ${root(m)}.`,
        `${root(n)} = ${shown}`,
      ],
    };
  },
  // The value of the root itself.
  check: ({ k, m }) => Math.sqrt(k * k * m),
};

const RATIONALISE_PAIRS = [
  [2, 1],
  [3, 1],
  [5, 1],
  [6, 1],
  [7, 1],
  [10, 1],
  [5, 2],
  [6, 2],
  [7, 2],
  [11, 2],
  [10, 3],
  [11, 3],
  [13, 3],
] as const;

const rationalise: QuestionTemplate<{ pair: number; s: number; t: number }> = {
  id: "surds-rationalise-denominator",
  level: 2,
  draw: (r) => ({ pair: r.int(0, RATIONALISE_PAIRS.length - 1), s: r.pick([1, -1]), t: r.int(1, 4) }),
  build: ({ pair, s, t }) => {
    const [m, c] = RATIONALISE_PAIRS[pair];
    const d = m - c * c;
    const a = d * t;
    const denominator = poly([
      [1, root(m)],
      [s * c, ""],
    ]);
    const conjugate = poly([
      [1, root(m)],
      [-s * c, ""],
    ]);
    const shown = poly([
      [t, root(m)],
      [-s * t * c, ""],
    ]);
    const numerator = a === 1 ? conjugate : `${a}(${conjugate})`;
    return {
      kind: "numeric",
      prompt: `Rationalise the denominator and simplify: ${frac(a, denominator)}`,
      answer: t * (Math.sqrt(m) - s * c),
      exact: true,
      shown,
      hint: "Multiply the numerator and the denominator by the conjugate of the denominator (the same two terms with the sign between them changed): the difference of two squares removes the root.",
      solution: [
        `Multiply above and below by the conjugate ${conjugate}:`,
        `${frac(a, denominator)} × ${frac(conjugate, conjugate)} = ${frac(numerator, `${m} − ${c * c}`)}`,
        `The denominator is (${root(m)})² − ${c}² = ${m} − ${c * c} = ${d}.`,
        d === 1
          ? `So the expression is ${numerator}.`
          : `${frac(numerator, d)} = ${t === 1 ? conjugate : `${t}(${conjugate})`}`,
        `${frac(a, denominator)} = ${shown}`,
      ],
    };
  },
  // The value of the original fraction, with no conjugate at all.
  check: ({ pair, s, t }) => {
    const [m, c] = RATIONALISE_PAIRS[pair];
    return ((m - c * c) * t) / (Math.sqrt(m) + s * c);
  },
};

const exponentialFactor: QuestionTemplate<{ b: number; m: number; sign: number; x: number }> = {
  id: "exponents-equation-common-factor",
  level: 3,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({ b: r.pick([2, 3, 5]), m: r.int(1, 3), sign: r.pick([1, -1]), x: r.int(1, 5) }),
      ({ b, m, sign, x }) => b ** m + sign > 1 && b ** x * (b ** m + sign) <= 999,
    ),
  build: ({ b, m, sign, x }) => {
    const factorValue = b ** m + sign;
    const total = b ** x * factorValue;
    const bm = wholePower(b, m);
    const op = sign > 0 ? "+" : MINUS;
    const bx = pow(b, "x");
    return {
      kind: "numeric",
      prompt: `Solve for x: ${pow(b, `x + ${m}`)} ${op} ${bx} = ${num(total)}`,
      answer: x,
      variable: "x",
      hint: `Write ${pow(b, `x + ${m}`)} as ${bx} × ${bm} and take ${bx} out as a common factor; then write both sides as powers of ${b}.`,
      solution: [
        `${pow(b, `x + ${m}`)} = ${bx} × ${bm}, so take out the common factor ${bx}:`,
        `${bx}(${bm} ${op} 1) = ${num(total)}, that is ${bx} × ${factorValue} = ${num(total)}.`,
        `${bx} = ${num(total)} ÷ ${factorValue} = ${num(b ** x)}${x === 1 ? "" : ` = ${b}${superscript(x)}`}.`,
        `The bases are equal, so the exponents are equal: x = ${x}`,
      ],
    };
  },
  // A search: try whole numbers until the left side equals the right side.
  check: ({ b, m, sign, x }) => {
    const total = b ** x * (b ** m + sign);
    for (let t = -10; t <= 20; t += 1) if (Math.abs(b ** (t + m) + sign * b ** t - total) < 1e-9) return t;
    return NaN;
  },
};

const surdEquation: QuestionTemplate<{ c: number; good: number; bad: number }> = {
  id: "surds-equation",
  level: 3,
  draw: (r) =>
    drawUntil(
      r,
      (r) => {
        const c = r.int(1, 4);
        return { c, good: r.int(c + 1, c + 7), bad: r.int(c - 5, c - 1) };
      },
      ({ c, good, bad }) => good + bad - 2 * c > 0,
    ),
  build: ({ c, good, bad }) => {
    const a = good + bad - 2 * c;
    const b = c * c - good * bad;
    const radicand = linear(a, b);
    const right = linear(1, -c);
    return {
      kind: "numeric",
      prompt: `Solve for x: ${root(radicand)} = ${right}`,
      answer: good,
      variable: "x",
      hint: "Square both sides, solve the quadratic, then test each answer in the ORIGINAL equation: a square root is never negative.",
      solution: [
        `Square both sides: ${radicand} = (${right})² = ${poly([
          [1, "x²"],
          [-2 * c, "x"],
          [c * c, ""],
        ])}.`,
        `Bring all the terms to one side: ${poly([
          [1, "x²"],
          [-(2 * c + a), "x"],
          [c * c - b, ""],
        ])} = 0.`,
        `Factorise: ${bad === 0 ? `x${rootFactor(good)}` : `${rootFactor(good)}${rootFactor(bad)}`} = 0, so x = ${num(good)} or x = ${num(bad)}.`,
        `Test x = ${num(bad)}: the right side is ${num(bad)} − ${c} = ${num(bad - c)}, negative, but ${root(radicand)} cannot be negative. Reject it.`,
        `Test x = ${good}: ${root(num(a * good + b))} = ${good - c} and ${good} − ${c} = ${good - c}. ✓`,
        `x = ${good}`,
      ],
    };
  },
  // A numeric search along x ≥ c for where the two sides meet.
  check: ({ c, good, bad }) => {
    const a = good + bad - 2 * c;
    const b = c * c - good * bad;
    for (let x = c; x <= c + 30; x += 1) if (Math.abs(Math.sqrt(a * x + b) - (x - c)) < 1e-9) return x;
    return NaN;
  },
};

const EXPONENTS_AND_SURDS: Topic = {
  id: "maths-11-exponents-and-surds",
  subject: "mathematics",
  grade: 11,
  term: 1,
  title: "Exponents and surds",
  explanation: [
    `A rational exponent is a root and a power together: ${pow("x", frac("p", "q"))} = (${root("x", 3).replace("[3]", "[q]")})ᵖ. So ${pow(8, frac(2, 3))} = (${root(8, 3)})² = 2² = 4. The laws of exponents you already know hold for these exponents too.`,
    `To simplify a surd, take out the largest perfect square factor: ${root(50)} = ${root(25)} × ${root(2)} = 5${root(2)}. Like surds add like terms: 2${root(3)} + 5${root(3)} = 7${root(3)}.`,
    `To rationalise a denominator such as ${root(7)} + 2, multiply above and below by its conjugate ${root(7)} − 2: the denominator becomes 7 − 4 = 3, with no root left.`,
    `To solve an exponential equation, write both sides as powers of the same base and equate the exponents; take out a common factor first when terms are added. To solve a surd equation, square both sides and ALWAYS test the answers in the original equation.`,
  ],
  questions: [rationalPower, simplifySurd, rationalise, exponentialFactor, surdEquation],
};

// ---------------------------------------------------------------------------------------------------
// 2. Equations and inequalities (Term 1)

const quadraticFormula: QuestionTemplate<{ a: number; b: number; c: number }> = {
  id: "equations-quadratic-formula",
  level: 1,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({ a: r.int(1, 4), b: r.int(-9, 9), c: r.int(-9, 9) }),
      ({ a, b, c }) => {
        const d = b * b - 4 * a * c;
        return b !== 0 && c !== 0 && d > 0 && !Number.isInteger(Math.sqrt(d));
      },
    ),
  build: ({ a, b, c }) => {
    const d = b * b - 4 * a * c;
    const large = (-b + Math.sqrt(d)) / (2 * a);
    const small = (-b - Math.sqrt(d)) / (2 * a);
    const equation = `${poly([
      [a, "x²"],
      [b, "x"],
      [c, ""],
    ])} = 0`;
    return {
      kind: "numeric",
      prompt: `Use the quadratic formula to solve ${equation}. Give the larger root, rounded to two decimal places.`,
      answer: large,
      decimals: 2,
      variable: "x",
      hint: `Read off a, b and c from the standard form and substitute into x = ${frac(`−b ± ${root("b² − 4ac")}`, "2a")}.`,
      solution: [
        `a = ${a}, b = ${num(b)}, c = ${num(c)}.`,
        `x = ${frac(`${num(-b)} ± ${root(`${paren(b)}² − 4(${a})(${num(c)})`)}`, `2(${a})`)} = ${frac(`${num(-b)} ± ${root(d)}`, 2 * a)}`,
        `x = ${fixed(small, 2)} or x = ${fixed(large, 2)}.`,
        `The larger root: x = ${fixed(large, 2)}`,
      ],
    };
  },
  // Bisection from the turning point (where the parabola is below the axis) to far right.
  check: ({ a, b, c }) => bisectRoot((x) => a * x * x + b * x + c, -b / (2 * a), 100),
};

const completeSquare: QuestionTemplate<{ h: number; k: number }> = {
  id: "equations-completing-the-square",
  level: 2,
  draw: (r) => ({ h: r.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]), k: r.pick(SQUAREFREE) }),
  build: ({ h, k }) => {
    const c = h * h - k;
    const shown = poly([
      [-h, ""],
      [1, root(k)],
    ]);
    return {
      kind: "numeric",
      prompt: `Solve ${poly([
        [1, "x²"],
        [2 * h, "x"],
        [c, ""],
      ])} = 0 by completing the square. Give the larger root in simplest surd form.`,
      answer: -h + Math.sqrt(k),
      exact: true,
      shown,
      variable: "x",
      hint: "Move the constant to the right, then add the square of half the coefficient of x to both sides, so the left side becomes a perfect square.",
      solution: [
        `${poly([
          [1, "x²"],
          [2 * h, "x"],
        ])} = ${num(-c)}`,
        `Half of ${num(2 * h)} is ${num(h)}; add (${num(h)})² = ${h * h} to both sides: ${poly([
          [1, "x²"],
          [2 * h, "x"],
          [h * h, ""],
        ])} = ${num(-c)} + ${h * h}.`,
        `(${linear(1, h)})² = ${k}`,
        `${linear(1, h)} = ±${root(k)}, so x = ${num(-h)} ± ${root(k)}.`,
        `The larger root: x = ${shown}`,
      ],
    };
  },
  // The quadratic formula with a = 1, b = 2h, c = h² − k.
  check: ({ h, k }) => {
    const b = 2 * h;
    const c = h * h - k;
    return (-b + Math.sqrt(b * b - 4 * c)) / 2;
  },
};

const NATURES = ["real, unequal and rational", "real, unequal and irrational", "real and equal", "non-real"] as const;

const natureOfRoots: QuestionTemplate<{ a: number; b: number; c: number; order: number }> = {
  id: "equations-nature-of-roots",
  level: 2,
  draw: (r) => {
    const kind = r.int(0, 3);
    const order = r.int(0, 3);
    const a = r.int(1, 3);
    if (kind === 0)
      return drawUntil(
        r,
        (r) => {
          const [p, q] = [r.int(-5, 5), r.int(-5, 5)];
          return { a, b: -a * (p + q), c: a * p * q, order, p, q };
        },
        ({ p, q }) => p !== q && p * q !== 0,
      );
    if (kind === 2) {
      const p = r.pick([-4, -3, -2, -1, 1, 2, 3, 4]);
      return { a, b: -2 * a * p, c: a * p * p, order };
    }
    return drawUntil(
      r,
      (r) => ({ a, b: r.int(-9, 9), c: r.pick([-7, -5, -3, -2, -1, 1, 2, 3, 5, 7, 9]), order }),
      ({ b, c }) => {
        const d = b * b - 4 * a * c;
        return kind === 1 ? d > 0 && !Number.isInteger(Math.sqrt(d)) : d < 0;
      },
    );
  },
  build: ({ a, b, c, order }) => {
    const d = b * b - 4 * a * c;
    const kind = d < 0 ? 3 : d === 0 ? 2 : Number.isInteger(Math.sqrt(d)) ? 0 : 1;
    const reason = [
      `Δ > 0 and ${d} is a perfect square, so the roots are ${NATURES[0]}.`,
      `Δ > 0 but ${d} is not a perfect square, so the roots are ${NATURES[1]}.`,
      `Δ = 0, so the roots are ${NATURES[2]}.`,
      `Δ < 0, so the roots are ${NATURES[3]}.`,
    ][kind];
    return {
      kind: "choice",
      prompt: `Without solving it, describe the nature of the roots of ${poly([
        [a, "x²"],
        [b, "x"],
        [c, ""],
      ])} = 0.`,
      ...rotatedChoices([NATURES[kind], ...NATURES.filter((_, i) => i !== kind)], order),
      hint: "Work out the discriminant Δ = b² − 4ac: its sign, and whether it is a perfect square, decide the nature of the roots.",
      solution: [
        `a = ${a}, b = ${num(b)}, c = ${num(c)}.`,
        `Δ = b² − 4ac = ${paren(b)}² − 4(${a})(${num(c)}) = ${num(d)}.`,
        reason,
      ],
    };
  },
  // From the graph: the height of the turning point, and whether a × root is a whole number (the
  // rational root theorem) for roots found by bisection.
  check: ({ a, b, c }) => {
    const f = (x: number) => a * x * x + b * x + c;
    const vertex = -b / (2 * a);
    const low = f(vertex);
    if (Math.abs(low) < 1e-12) return NATURES[2];
    if (low > 0) return NATURES[3];
    const roots = [bisectRoot(f, vertex, vertex + 100), bisectRoot(f, vertex - 100, vertex)];
    const rational = roots.every((x) => Math.abs(a * x - Math.round(a * x)) < 1e-7);
    return rational ? NATURES[0] : NATURES[1];
  },
};

const RELATIONS = ["<", "≤", ">", "≥"] as const;

function intervalText(r: number, s: number, inside: boolean, strict: boolean): string {
  const [lt, gt] = strict ? ["<", ">"] : ["≤", "≥"];
  return inside ? `${num(r)} ${lt} x ${lt} ${num(s)}` : `x ${lt} ${num(r)} or x ${gt} ${num(s)}`;
}

const quadraticInequality: QuestionTemplate<{ lead: number; r: number; s: number; rel: number; order: number }> = {
  id: "equations-quadratic-inequality",
  level: 3,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({ lead: r.pick([1, -1]), r: r.int(-6, 5), s: r.int(-5, 6), rel: r.int(0, 3), order: r.int(0, 3) }),
      ({ r, s }) => r < s,
    ),
  build: ({ lead, r, s, rel, order }) => {
    const relation = RELATIONS[rel];
    // After dividing by the leading coefficient the sign may flip.
    const normal = lead > 0 ? rel : [2, 3, 0, 1][rel];
    const inside = normal <= 1;
    const strict = normal % 2 === 0;
    const right = intervalText(r, s, inside, strict);
    const others = [
      intervalText(r, s, inside, !strict),
      intervalText(r, s, !inside, strict),
      intervalText(r, s, !inside, !strict),
    ];
    const steps = [
      `Bring every term to one side: ${poly([
        [lead, "x²"],
        [-lead * (r + s), "x"],
        [lead * r * s, ""],
      ])} ${relation} 0.`,
    ];
    if (lead < 0)
      steps.push(
        `Multiply by −1 and reverse the inequality: ${poly([
          [1, "x²"],
          [-(r + s), "x"],
          [r * s, ""],
        ])} ${RELATIONS[normal]} 0.`,
      );
    return {
      kind: "choice",
      prompt: `Solve for x: ${poly([
        [lead, "x²"],
        [-lead * (r + s), "x"],
      ])} ${relation} ${num(-lead * r * s)}`,
      ...rotatedChoices([right, ...others], order),
      hint: "Get 0 on one side and make the coefficient of x² positive (reversing the sign if you multiply by a negative). Factorise, find the critical values and sketch the parabola.",
      solution: [
        ...steps,
        `Factorise: ${r === 0 ? `x${rootFactor(s)}` : s === 0 ? `x${rootFactor(r)}` : `${rootFactor(r)}${rootFactor(s)}`} ${RELATIONS[normal]} 0. The critical values are x = ${num(r)} and x = ${num(s)}.`,
        `The parabola opens upwards: it is below the x-axis between ${num(r)} and ${num(s)} and above it outside them${strict ? "" : "; the critical values themselves are included"}.`,
        `The solution: ${right}`,
      ],
    };
  },
  // Test points: one between the critical values, one outside, and a critical value itself.
  check: ({ lead, r, s, rel }) => {
    const holds = (x: number) => {
      const left = lead * x * x - lead * (r + s) * x;
      const value = -lead * r * s;
      return [left < value, left <= value, left > value, left >= value][rel];
    };
    const inside = holds((r + s) / 2);
    const strict = !holds(r);
    return intervalText(r, s, inside, strict);
  },
};

const simultaneous: QuestionTemplate<{ m: number; c: number; x1: number; x2: number }> = {
  id: "equations-simultaneous-linear-quadratic",
  level: 3,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({ m: r.pick([-3, -2, -1, 1, 2, 3]), c: r.int(-6, 6), x1: r.int(-4, 4), x2: r.int(-4, 4) }),
      ({ x1, x2 }) => x1 !== x2,
    ),
  build: ({ m, c, x1, x2 }) => {
    const p = m - (x1 + x2);
    const q = c + x1 * x2;
    const large = Math.max(x1, x2);
    const small = Math.min(x1, x2);
    const y = m * large + c;
    const quadratic = poly([
      [1, "x²"],
      [p, "x"],
      [q, ""],
    ]);
    return {
      kind: "numeric",
      prompt: `Solve simultaneously: ${poly([
        [1, "y"],
        [-m, "x"],
      ])} = ${num(c)} and y = ${quadratic}. What is the y-value of the solution with the larger x-value?`,
      answer: y,
      hint: "Make y the subject of the linear equation and substitute it into the quadratic one; solve for x, then find y from the linear equation.",
      solution: [
        `From the first equation: y = ${linear(m, c)}.`,
        `Substitute: ${linear(m, c)} = ${quadratic}, so ${poly([
          [1, "x²"],
          [p - m, "x"],
          [q - c, ""],
        ])} = 0.`,
        `Factorise: ${small === 0 ? `x${rootFactor(large)}` : large === 0 ? `x${rootFactor(small)}` : `${rootFactor(small)}${rootFactor(large)}`} = 0, so x = ${num(small)} or x = ${num(large)}.`,
        `For x = ${num(large)}: y = ${coefficient(m)}(${num(large)})${signedTerm(c)} = ${num(y)}.`,
        `y = ${num(y)}`,
      ],
    };
  },
  // The quadratic formula for the x-values, then y from the QUADRATIC equation instead.
  check: ({ m, c, x1, x2 }) => {
    const p = m - (x1 + x2);
    const q = c + x1 * x2;
    const [b, k] = [p - m, q - c];
    const x = (-b + Math.sqrt(b * b - 4 * k)) / 2;
    return x * x + p * x + q;
  },
};

const EQUATIONS_AND_INEQUALITIES: Topic = {
  id: "maths-11-equations-and-inequalities",
  subject: "mathematics",
  grade: 11,
  term: 1,
  title: "Equations and inequalities",
  explanation: [
    `A quadratic equation ax² + bx + c = 0 is solved by factorising, by completing the square, or with the formula x = ${frac(`−b ± ${root("b² − 4ac")}`, "2a")}. Completing the square: x² + 6x − 2 = 0 gives (x + 3)² = 11, so x = −3 ± ${root(11)}.`,
    "The discriminant Δ = b² − 4ac tells the nature of the roots without solving: Δ < 0 non-real; Δ = 0 real and equal; Δ > 0 real and unequal, rational when Δ is a perfect square and irrational when it is not.",
    "For a quadratic inequality, get 0 on one side with a positive x² term (reverse the sign if you multiply by a negative), factorise and find the critical values. The parabola is below the axis between them and above it outside them.",
    "For one linear and one quadratic equation, make x or y the subject of the linear one, substitute into the quadratic one and solve; then find the other unknown from the linear equation.",
  ],
  questions: [quadraticFormula, completeSquare, natureOfRoots, quadraticInequality, simultaneous],
};

// ---------------------------------------------------------------------------------------------------
// 3. Number patterns (Term 1)

type Quadratic = { a: number; b: number; c: number };
const term = ({ a, b, c }: Quadratic, n: number) => a * n * n + b * n + c;
const firstTerms = (q: Quadratic, count = 4) => Array.from({ length: count }, (_, i) => term(q, i + 1));
const sequenceText = (q: Quadratic) =>
  `${firstTerms(q)
    .map((t) => num(t))
    .join("; ")}; …`;
const drawQuadratic = (r: Random): Quadratic => ({
  a: r.pick([-3, -2, -1, 1, 2, 3]),
  b: r.int(-6, 6),
  c: r.int(-8, 8),
});

function differenceSteps(q: Quadratic): string[] {
  const t = firstTerms(q);
  const first = [t[1] - t[0], t[2] - t[1], t[3] - t[2]];
  // The second and first of the first differences, or the third and second when the first is 0: a
  // subtraction written out in full, never "4 − 0" or "4 = 4".
  const [later, earlier] = first[0] === 0 ? [first[2], first[1]] : [first[1], first[0]];
  return [
    `First differences: ${first.map((d) => num(d)).join("; ")}.`,
    `Second difference: ${num(later)} − ${paren(earlier)} = ${num(later - earlier)}, the same each time.`,
  ];
}

function generalTermSteps(q: Quadratic): string[] {
  const t = firstTerms(q);
  return [
    ...differenceSteps(q),
    `2a = ${num(2 * q.a)}, so a = ${num(q.a)}.`,
    `3a + b = T₂ − T₁ = ${num(t[1] - t[0])}, so b = ${num(t[1] - t[0])} − ${paren(3 * q.a)} = ${num(q.b)}.`,
    q.a + q.b === 0
      ? `a + b + c = T₁ = ${num(t[0])}, and a + b = 0, so c = ${num(q.c)}.`
      : `a + b + c = T₁ = ${num(t[0])}, so c = ${num(t[0])} − ${paren(q.a + q.b)} = ${num(q.c)}.`,
    `Tₙ = ${poly([
      [q.a, "n²"],
      [q.b, "n"],
      [q.c, ""],
    ])}`,
  ];
}

const secondDifference: QuestionTemplate<Quadratic> = {
  id: "patterns-second-difference",
  level: 1,
  draw: drawQuadratic,
  build: (q) => ({
    kind: "numeric",
    prompt: `What is the second difference of the quadratic sequence ${sequenceText(q)}?`,
    answer: 2 * q.a,
    hint: "Subtract each term from the next to get the first differences; then subtract the first differences from each other.",
    solution: [...differenceSteps(q), `Second difference = ${num(2 * q.a)}`],
  }),
  // Straight from the terms: T₃ − 2T₂ + T₁.
  check: (q) => term(q, 3) - 2 * term(q, 2) + term(q, 1),
};

const generalTerm: QuestionTemplate<Quadratic & { ask: number }> = {
  id: "patterns-general-term",
  level: 2,
  draw: (r) => ({ ...drawQuadratic(r), ask: r.int(0, 1) }),
  build: ({ ask, ...q }) => {
    const letter = ask === 0 ? "b" : "c";
    const value = ask === 0 ? q.b : q.c;
    return {
      kind: "numeric",
      prompt: `The general term of the quadratic sequence ${sequenceText(q)} is Tₙ = an² + bn + c. What is the value of ${letter}?`,
      answer: value,
      hint: "The second difference equals 2a, the first of the first differences equals 3a + b, and the first term equals a + b + c.",
      solution: [...generalTermSteps(q), `${letter} = ${num(value)}`],
    };
  },
  // Solve the three equations T₁, T₂, T₃ = a + b + c, 4a + 2b + c, 9a + 3b + c by elimination.
  check: ({ ask, ...q }) => {
    const [t1, t2, t3] = firstTerms(q, 3);
    // (T₂ − T₁) = 3a + b, (T₃ − T₂) = 5a + b.
    const a = (t3 - t2 - (t2 - t1)) / 2;
    const b = t2 - t1 - 3 * a;
    const c = t1 - a - b;
    return ask === 0 ? b : c;
  },
};

const termValue: QuestionTemplate<Quadratic & { n: number }> = {
  id: "quadratic-patterns-term-value",
  level: 2,
  draw: (r) => ({ ...drawQuadratic(r), n: r.int(10, 30) }),
  build: ({ n, ...q }) => {
    const value = term(q, n);
    return {
      kind: "numeric",
      prompt: `Determine T${subscript(n)}, the ${ordinal(n)} term of the quadratic sequence ${sequenceText(q)}`,
      answer: value,
      hint: "Find the general term Tₙ = an² + bn + c from the differences, then substitute the term number.",
      solution: [
        ...generalTermSteps(q),
        `T${subscript(n)} = ${poly([
          [q.a, `(${n})²`],
          [q.b, `(${n})`],
          [q.c, ""],
        ])}`,
        `T${subscript(n)} = ${num(value)}`,
      ],
    };
  },
  // Extend the sequence term by term, adding the growing first differences.
  check: ({ n, ...q }) => {
    let value = term(q, 1);
    let difference = term(q, 2) - term(q, 1);
    for (let k = 2; k <= n; k += 1) {
      value += difference;
      difference += 2 * q.a;
    }
    return value;
  },
};

const whichTerm: QuestionTemplate<Quadratic & { n: number }> = {
  id: "quadratic-patterns-which-term",
  level: 3,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({ a: r.int(1, 3), b: r.int(-6, 6), c: r.int(-8, 8), n: r.int(8, 25) }),
      ({ a, b }) => 3 * a + b > 0,
    ),
  build: ({ n, ...q }) => {
    const value = term(q, n);
    // an² + bn + (c − value) = a(n − N)(n − p/a), with p = −b − aN: the other root p/a is below
    // 3 − N < 0 (because 3a + b > 0), so never 0 and never a term number. Written g(n − N)((a/g)n − p/g)
    // with g = gcd(a, p), every coefficient whole: 3(n − 20)(n + 19), (n − 17)(3n + 52).
    const p = -q.b - q.a * n;
    const g = gcd(q.a, p);
    const factorised = `${coefficient(g)}${rootFactor(n, "n")}(${linear(q.a / g, -p / g, "n")})`;
    return {
      kind: "numeric",
      prompt: `Which term of the quadratic sequence ${sequenceText(q)} is equal to ${num(value)}?`,
      answer: n,
      variable: "n",
      hint: "Find the general term Tₙ, set it equal to the given value and solve the quadratic equation for n; n must be a natural number.",
      solution: [
        ...generalTermSteps(q),
        `${poly([
          [q.a, "n²"],
          [q.b, "n"],
          [q.c, ""],
        ])} = ${num(value)}, so ${poly([
          [q.a, "n²"],
          [q.b, "n"],
          [q.c - value, ""],
        ])} = 0.`,
        `Factorise: ${factorised} = 0, so n = ${n} or n = ${reducedFraction(p, q.a)}.`,
        `n must be a natural number, so n = ${n}`,
      ],
    };
  },
  // Walk along the sequence until the value appears.
  check: ({ n, ...q }) => {
    const value = term(q, n);
    for (let k = 1; k <= 200; k += 1) if (term(q, k) === value) return k;
    return NaN;
  },
};

const NUMBER_PATTERNS: Topic = {
  id: "maths-11-number-patterns",
  subject: "mathematics",
  grade: 11,
  term: 1,
  title: "Number patterns: quadratic sequences",
  explanation: [
    "In a quadratic sequence the first differences change, but the second differences are constant. For 3; 8; 15; 24; … the first differences are 5; 7; 9 and the second difference is 2.",
    "Its general term is Tₙ = an² + bn + c, where 2a = the second difference, 3a + b = T₂ − T₁ and a + b + c = T₁. For 3; 8; 15; 24; …: a = 1, b = 5 − 3 = 2 and c = 3 − 1 − 2 = 0, so Tₙ = n² + 2n.",
    "To find a term, substitute n. To find which term has a given value, set Tₙ equal to it and solve the quadratic equation: only a natural number n is a term number.",
  ],
  questions: [secondDifference, generalTerm, termValue, whichTerm],
};

// ---------------------------------------------------------------------------------------------------
// 4. Analytical geometry (Term 1)

const GRADIENTS = [-4, -3, -2, -1.5, -1, -0.75, -0.5, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

/** The inclination of a line with gradient m, 0° ≤ θ < 180°. */
const inclination = (m: number) => (m >= 0 ? atanDeg(m) : 180 + atanDeg(m));

const lineInclination: QuestionTemplate<{ m: number; c: number }> = {
  id: "analytical-inclination",
  level: 1,
  draw: (r) => ({ m: r.pick(GRADIENTS), c: r.int(-6, 6) }),
  build: ({ m, c }) => {
    const theta = inclination(m);
    const reference = 180 - theta;
    return {
      kind: "numeric",
      prompt: `Determine the angle of inclination of the line y = ${linear(m, c)}. Round to one decimal place.`,
      answer: theta,
      unit: "°",
      decimals: 1,
      hint: "The inclination θ is the angle the line makes with the positive x-axis: tan θ = m. A negative gradient gives an obtuse angle.",
      solution:
        m > 0
          ? [`The gradient is m = ${num(m)}, so tan θ = ${num(m)}.`, `θ = tan⁻¹(${num(m)}) = ${fixed(theta, 1)}°`]
          : [
              `The gradient is m = ${num(m)}, so tan θ = ${num(m)}: negative, so θ is obtuse.`,
              `The reference angle is tan⁻¹(${num(-m)}) = ${num(reference, 2)}°.`,
              `θ = 180° − ${num(reference, 2)}° = ${num(180 - asShown(reference, 2), 2)}°; to one decimal place, θ = ${fixed(theta, 1)}°`,
            ],
    };
  },
  // From the direction vector (1; m): cos θ = 1 ÷ √(1 + m²), or its supplement for a falling line.
  check: ({ m }) => {
    const acute = acosDeg(1 / Math.sqrt(1 + m * m));
    return m >= 0 ? acute : 180 - acute;
  },
};

const lineThroughTwoPoints: QuestionTemplate<{ x1: number; y1: number; x2: number; y2: number }> = {
  id: "analytical-line-two-points",
  level: 2,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({ x1: r.int(-6, 6), y1: r.int(-8, 8), x2: r.int(-6, 6), y2: r.int(-8, 8) }),
      ({ x1, y1, x2, y2 }) => x1 !== x2 && y1 !== y2,
    ),
  build: ({ x1, y1, x2, y2 }) => {
    const m = (y2 - y1) / (x2 - x1);
    const c = y1 - m * x1;
    const mText = reducedFraction(y2 - y1, x2 - x1);
    return {
      kind: "numeric",
      prompt: `The line through A(${num(x1)}; ${num(y1)}) and B(${num(x2)}; ${num(y2)}) has equation y = mx + c. What is c? Round to two decimal places where necessary.`,
      answer: c,
      decimals: 2,
      hint: "First find the gradient m = (y₂ − y₁) ÷ (x₂ − x₁); then substitute one of the points into y = mx + c and solve for c.",
      solution: [
        `m = ${frac(subtraction(y2, y1), subtraction(x2, x1))} = ${mText}`,
        `Substitute A: ${num(y1)} = (${mText})(${num(x1)}) + c.`,
        `c = ${num(y1)} − (${mText})(${num(x1)}) = ${fixed(c, 2)}`,
      ],
    };
  },
  // The two-point form solved at x = 0 in one step: c = (x₂y₁ − x₁y₂) ÷ (x₂ − x₁).
  check: ({ x1, y1, x2, y2 }) => (x2 * y1 - x1 * y2) / (x2 - x1),
};

const NONZERO_SMALL = [-4, -3, -2, -1, 1, 2, 3, 4] as const;

const parallelPerpendicular: QuestionTemplate<{
  A: number;
  B: number;
  C: number;
  kind: number;
  k: number;
  y1: number;
}> = {
  id: "lines-parallel-perpendicular",
  level: 2,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({
        A: r.int(1, 4),
        B: r.pick(NONZERO_SMALL),
        C: r.int(-9, 9),
        kind: r.int(0, 1),
        k: r.pick([-2, -1, 1, 2]),
        y1: r.int(-6, 6),
      }),
      ({ A, B }) => gcd(A, B) === 1,
    ),
  build: ({ A, B, C, kind, k, y1 }) => {
    // Parallel: m = −A/B; perpendicular: m = B/A. x₁ is a multiple of the denominator, so c is whole.
    const [top, bottom] = kind === 0 ? [-A, B] : [B, A];
    const x1 = k * Math.abs(bottom);
    const m = top / bottom;
    const c = y1 - m * x1;
    const givenM = reducedFraction(-A, B);
    const mText = reducedFraction(top, bottom);
    return {
      kind: "numeric",
      prompt: `Line L has equation ${poly([
        [A, "x"],
        [B, "y"],
      ])} = ${num(C)}. A second line passes through P(${num(x1)}; ${num(y1)}) and is ${kind === 0 ? "parallel" : "perpendicular"} to L. Determine the y-intercept of the second line.`,
      answer: c,
      hint:
        kind === 0
          ? "Write L in the form y = mx + c to read off its gradient. Parallel lines have equal gradients; then substitute P to find c."
          : "Write L in the form y = mx + c to read off its gradient. Perpendicular gradients multiply to −1; then substitute P to find c.",
      solution: [
        `L: ${poly([[B, "y"]])} = ${poly([
          [-A, "x"],
          [C, ""],
        ])}${B === 1 ? "," : `; divide by ${num(B)}:`} its gradient is ${givenM}.`,
        kind === 0
          ? `Parallel lines have equal gradients: m = ${mText}.`
          : `Perpendicular lines: m × (${givenM}) = −1, so m = ${mText}.`,
        `Substitute P into y = mx + c: ${num(y1)} = (${mText})(${num(x1)}) + c.`,
        `c = ${num(y1)} − ${paren(m * x1)} = ${num(c)}`,
      ],
    };
  },
  // Walk from P along the line's direction vector to where it crosses x = 0.
  check: ({ A, B, kind, k, y1 }) => {
    const x1 = k * Math.abs(kind === 0 ? B : A);
    const [dx, dy] = kind === 0 ? [B, -A] : [A, B];
    const steps = -x1 / dx;
    return y1 + steps * dy;
  },
};

const angleBetweenLines: QuestionTemplate<{ m1: number; c1: number; A: number; B: number; C: number }> = {
  id: "analytical-angle-between-lines",
  level: 3,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({
        m1: r.pick([-3, -2, -1, 1, 2, 3, 0.5, -0.5]),
        c1: r.int(-5, 5),
        A: r.int(1, 4),
        B: r.pick(NONZERO_SMALL),
        C: r.int(-8, 8),
      }),
      // Not parallel (no angle) and not perpendicular (no acute angle).
      ({ m1, A, B }) => gcd(A, B) === 1 && Math.abs(m1 + A / B) > 1e-9 && Math.abs(m1 * (-A / B) + 1) > 1e-9,
    ),
  build: ({ m1, c1, A, B, C }) => {
    const m2 = -A / B;
    const t1 = inclination(m1);
    const t2 = inclination(m2);
    const difference = Math.abs(t1 - t2);
    const acute = difference > 90 ? 180 - difference : difference;
    const m2Text = reducedFraction(-A, B);
    // The working subtracts the inclinations as shown, so every line adds up; shown with two decimals, or
    // more when the acute angle worked from them would round to another first decimal than the exact one.
    let places = 2;
    const worked = (at: number) => {
      const [p1, p2] = [asShown(t1, at), asShown(t2, at)];
      const [big, small] = p1 > p2 ? [p1, p2] : [p2, p1];
      const between = asShown(big - small, at);
      return { big, small, between, acute: asShown(between > 90 ? 180 - between : between, at) };
    };
    while (fixed(worked(places).acute, 1) !== fixed(acute, 1) && places < 6) places += 1;
    const { big, small, between } = worked(places);
    const angle = (value: number) => `${num(value, places)}°`;
    return {
      kind: "numeric",
      prompt: `Calculate the acute angle between the lines y = ${linear(m1, c1)} and ${poly([
        [A, "x"],
        [B, "y"],
      ])} = ${num(C)}. Round to one decimal place.`,
      answer: acute,
      unit: "°",
      decimals: 1,
      hint: "Find the inclination of each line from tan θ = m (add 180° for a negative gradient). The angle between the lines is the difference of the inclinations (or 180° minus it, for the acute one).",
      solution: [
        `First line: m = ${num(m1)}, so its inclination is ${angle(t1)}.`,
        `Second line: ${poly([[B, "y"]])} = ${poly([
          [-A, "x"],
          [C, ""],
        ])}, so m = ${m2Text} and its inclination is ${angle(t2)}.`,
        `The angle between them: ${angle(big)} − ${angle(small)} = ${angle(between)}.`,
        between > 90
          ? `180° − ${angle(between)} = ${angle(180 - between)}, so the acute angle = ${fixed(acute, 1)}°`
          : `The acute angle = ${fixed(acute, 1)}°`,
      ],
    };
  },
  // The dot product of the direction vectors (1; m₁) and (1; m₂).
  check: ({ m1, A, B }) => {
    const m2 = -A / B;
    return acosDeg(Math.abs(1 + m1 * m2) / (Math.sqrt(1 + m1 * m1) * Math.sqrt(1 + m2 * m2)));
  },
};

const ANALYTICAL_GEOMETRY: Topic = {
  id: "maths-11-analytical-geometry",
  subject: "mathematics",
  grade: 11,
  term: 1,
  title: "Analytical geometry: lines and inclination",
  explanation: [
    "The gradient of the line through (x₁; y₁) and (x₂; y₂) is m = (y₂ − y₁) ÷ (x₂ − x₁). Its equation is y − y₁ = m(x − x₁), or y = mx + c: substitute a point to find c.",
    "Parallel lines have equal gradients. Perpendicular lines have gradients whose product is −1: if one gradient is ⅔, the other is −³⁄₂.",
    "The inclination θ of a line is the angle it makes with the positive x-axis, with tan θ = m. For m = 2, θ = tan⁻¹ 2 = 63,4°; for a negative gradient θ is obtuse: m = −1 gives θ = 180° − 45° = 135°.",
    "The angle between two lines is the difference between their inclinations (take 180° minus it when you want the acute angle).",
  ],
  questions: [lineInclination, lineThroughTwoPoints, parallelPerpendicular, angleBetweenLines],
};

// ---------------------------------------------------------------------------------------------------
// 5. Functions (Term 2)

/** y = a/(x + p) + q as CAPS prints it. */
const hyperbolaText = (a: number, p: number, q: number) =>
  `${a < 0 ? MINUS : ""}${frac(Math.abs(a), linear(1, p))}${signedTerm(q)}`;

/** a(x + p)² + q, without "(x)²" or a coefficient 1. */
const turningForm = (a: number, p: number, q: number) =>
  `${coefficient(a)}${p === 0 ? "x²" : `(${linear(1, p)})²`}${signedTerm(q)}`;

const hyperbolaAsymptote: QuestionTemplate<{ a: number; p: number; q: number; order: number }> = {
  id: "hyperbola-asymptote",
  level: 1,
  draw: (r) => ({ a: r.pick([-6, -4, -2, 2, 3, 5, 8]), p: r.int(-5, 5), q: r.int(-5, 5), order: r.int(0, 3) }),
  build: ({ a, p, q, order }) => {
    const right = `y = ${num(q)}`;
    const list = [
      right,
      ...distinctWrong(right, [`y = ${num(p)}`, `x = ${num(-p)}`, `y = ${num(-p)}`, `y = ${num(a)}`, `x = ${num(q)}`]),
    ];
    return {
      kind: "choice",
      prompt: `What is the horizontal asymptote of y = ${hyperbolaText(a, p, q)}?`,
      ...rotatedChoices(list, order),
      hint: "Ask what y gets close to when x becomes very large: the fraction then gets close to 0.",
      solution: [
        `As x grows very large (or very negative), ${hyperbolaText(a, p, 0)} gets closer and closer to 0.`,
        `So y gets closer and closer to ${num(q)}, without reaching it.`,
        `The horizontal asymptote is ${right}. (The vertical one is x = ${num(-p)}, where the denominator is 0.)`,
      ],
    };
  },
  // The value at a very large x, rounded.
  check: ({ a, p, q }) => `y = ${num(Math.round(a / (1e9 + p) + q))}`,
};

const parabolaTurningPoint: QuestionTemplate<{ b: number; c: number }> = {
  id: "parabola-turning-point",
  level: 2,
  draw: (r) => ({ b: 2 * r.int(-6, 6), c: r.int(-10, 10) }),
  build: ({ b, c }) => {
    const x = -b / 2;
    const y = x * x + b * x + c;
    return {
      kind: "numeric",
      prompt: `y = ${poly([
        [1, "x²"],
        [b, "x"],
        [c, ""],
      ])}. What is the y-coordinate of the turning point?`,
      answer: y,
      hint: "The turning point lies on the axis of symmetry x = −b ÷ (2a); substitute that x-value into the equation.",
      solution: [
        `The axis of symmetry of y = ax² + bx + c is x = ${frac("−b", "2a")} = ${frac(num(-b), 2)} = ${num(x)}.`,
        `Substitute: y = ${poly([
          [1, `(${num(x)})²`],
          [b, `(${num(x)})`],
          [c, ""],
        ])} = ${num(y)}.`,
        `The turning point is (${num(x)}; ${num(y)}), so y = ${num(y)}`,
      ],
    };
  },
  // Completing the square: x² + bx + c = (x + b/2)² + c − b²/4, least when the square is 0.
  check: ({ b, c }) => c - (b * b) / 4,
};

const parabolaIntercept: QuestionTemplate<{ a: number; p: number; k: number }> = {
  id: "functions-parabola-x-intercept",
  level: 2,
  draw: (r) => ({ a: r.pick([-3, -2, -1, 1, 2, 3]), p: r.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]), k: r.int(1, 5) }),
  build: ({ a, p, k }) => {
    const q = -a * k * k;
    const large = -p + k;
    return {
      kind: "numeric",
      prompt: `The parabola f(x) = ${turningForm(a, p, q)} cuts the x-axis twice. Determine the x-coordinate of the intercept furthest to the right.`,
      answer: large,
      variable: "x",
      hint: "At an x-intercept y = 0. Isolate the bracket squared, then take the square root of both sides (remember ±).",
      solution: [
        `Let f(x) = 0: ${turningForm(a, p, q)} = 0.`,
        `${coefficient(a)}(${linear(1, p)})² = ${num(-q)}, so (${linear(1, p)})² = ${k * k}.`,
        `${linear(1, p)} = ±${k}, so x = ${num(-p)} − ${k} = ${num(-p - k)} or x = ${num(-p)} + ${k} = ${num(large)}.`,
        `The intercept on the right: x = ${num(large)}`,
      ],
    };
  },
  // Bisection from the turning point (x = −p) to the right.
  check: ({ a, p, k }) => bisectRoot((x) => a * (x + p) ** 2 - a * k * k, -p, -p + 50),
};

const averageGradient: QuestionTemplate<{ a: number; b: number; c: number; x1: number; gap: number }> = {
  id: "functions-average-gradient",
  level: 2,
  draw: (r) => ({
    a: r.pick([-3, -2, -1, 1, 2, 3]),
    b: r.int(-5, 5),
    c: r.int(-6, 6),
    x1: r.int(-4, 3),
    gap: r.int(1, 4),
  }),
  build: ({ a, b, c, x1, gap }) => {
    const x2 = x1 + gap;
    const f = (x: number) => a * x * x + b * x + c;
    const value = (f(x2) - f(x1)) / (x2 - x1);
    return {
      kind: "numeric",
      prompt: `f(x) = ${poly([
        [a, "x²"],
        [b, "x"],
        [c, ""],
      ])}. Calculate the average gradient of f between x = ${num(x1)} and x = ${num(x2)}.`,
      answer: value,
      hint: "The average gradient between two points on a curve is the gradient of the straight line joining them: (f(x₂) − f(x₁)) ÷ (x₂ − x₁).",
      solution: [
        `f(${num(x1)}) = ${num(f(x1))} and f(${num(x2)}) = ${num(f(x2))}.`,
        `Average gradient = ${frac(`f(${num(x2)}) − f(${num(x1)})`, subtraction(x2, x1))} = ${frac(subtraction(f(x2), f(x1)), gap)}`,
        `Average gradient = ${num(value)}`,
      ],
    };
  },
  // For a parabola the chord's gradient is a(x₁ + x₂) + b.
  check: ({ a, b, x1, gap }) => a * (2 * x1 + gap) + b,
};

const hyperbolaIntercept: QuestionTemplate<{ q: number; t: number; p: number }> = {
  id: "functions-hyperbola-x-intercept",
  level: 2,
  draw: (r) => ({
    q: r.pick([-4, -3, -2, -1, 1, 2, 3, 4]),
    t: r.pick([-3, -2, -1, 1, 2, 3]),
    p: r.pick([-4, -3, -2, -1, 1, 2, 3, 4]),
  }),
  build: ({ q, t, p }) => {
    const a = q * t;
    const x = -t - p;
    return {
      kind: "numeric",
      prompt: `Determine the x-intercept of the graph of g(x) = ${hyperbolaText(a, p, q)}.`,
      answer: x,
      variable: "x",
      hint: "Let g(x) = 0, move the constant to the other side and multiply both sides by the denominator.",
      solution: [
        `Let g(x) = 0: ${hyperbolaText(a, p, 0)} = ${num(-q)}.`,
        `Multiply by (${linear(1, p)}): ${num(a)} = ${coefficient(-q)}(${linear(1, p)}), so ${linear(1, p)} = ${num(a)} ÷ ${paren(-q)} = ${num(-t)}.`,
        `x = ${num(x)}`,
      ],
    };
  },
  // Bisection on the branch of the hyperbola where g changes sign.
  check: ({ q, t, p }) => {
    const g = (x: number) => (q * t) / (x + p) + q;
    const [lo, hi] = g(-p + 1e-9) * g(-p + 1000) < 0 ? [-p + 1e-9, -p + 1000] : [-p - 1000, -p - 1e-9];
    return bisectRoot(g, lo, hi);
  },
};

const exponentialText = (a: number, b: number, p: number, q: number) =>
  `${a === 1 ? "" : a === -1 ? MINUS : `${num(a)} × `}${pow(b, linear(1, p))}${signedTerm(q)}`;

const exponentialIntercept: QuestionTemplate<{ a: number; b: number; n: number; p: number }> = {
  id: "functions-exponential-x-intercept",
  level: 3,
  draw: (r) => {
    const b = r.pick([2, 3]);
    return { a: r.pick([-3, -2, -1, 1, 2, 3]), b, n: r.int(0, b === 2 ? 5 : 3), p: r.pick([-3, -2, -1, 1, 2, 3]) };
  },
  build: ({ a, b, n, p }) => {
    const q = -a * b ** n;
    const x = n - p;
    return {
      kind: "numeric",
      prompt: `h(x) = ${exponentialText(a, b, p, q)}. Determine the x-intercept of the graph of h.`,
      answer: x,
      variable: "x",
      hint: `Let h(x) = 0, isolate the power of ${b}, write the other side as a power of ${b} too and equate the exponents.`,
      solution: [
        `Let h(x) = 0: ${exponentialText(a, b, p, 0)} = ${num(-q)}.`,
        `${pow(b, linear(1, p))} = ${num(-q)} ÷ ${paren(a)} = ${num(b ** n)}${n === 1 ? "" : ` = ${b}${n === 0 ? "⁰" : superscript(n)}`}.`,
        `Equate the exponents: ${linear(1, p)} = ${n}, so x = ${num(x)}`,
      ],
    };
  },
  // Bisection: h is monotonic and crosses its asymptote level once.
  check: ({ a, b, n, p }) => bisectRoot((x) => a * b ** (x + p) - a * b ** n, -30, 30),
};

const FUNCTIONS: Topic = {
  id: "maths-11-functions",
  subject: "mathematics",
  grade: 11,
  term: 2,
  title: "Functions: parabola, hyperbola and exponential graphs",
  explanation: [
    "In y = a(x + p)² + q the turning point is (−p; q) and the axis of symmetry is x = −p. A positive p shifts the graph left, a positive q shifts it up; a > 0 gives a minimum, a < 0 a maximum.",
    `The hyperbola y = ${frac("a", "x + p")} + q has a vertical asymptote x = −p (where the denominator is 0) and a horizontal asymptote y = q. The exponential graph y = a × ${pow("b", "x + p")} + q has the horizontal asymptote y = q.`,
    "For any graph: the y-intercept is where x = 0; the x-intercepts are where y = 0, so set the function equal to 0 and solve.",
    "The average gradient of a curve between x₁ and x₂ is the gradient of the straight line joining the two points: (f(x₂) − f(x₁)) ÷ (x₂ − x₁).",
  ],
  questions: [
    hyperbolaAsymptote,
    parabolaTurningPoint,
    parabolaIntercept,
    averageGradient,
    hyperbolaIntercept,
    exponentialIntercept,
  ],
};

// ---------------------------------------------------------------------------------------------------
// 6. Trigonometric identities, reduction formulae and equations (Term 2)

const TRIG = ["sin", "cos", "tan"] as const;
const TRIG_FN = [sinDeg, cosDeg, tanDeg] as const;

/** fn(shift ± θ) as printed: "sin(180° − θ)", "cos(−θ)". */
function reducedText(fn: number, shift: number, s: number, v = "θ"): string {
  if (shift === 0) return `${TRIG[fn]}(${s < 0 ? MINUS : ""}${v})`;
  return `${TRIG[fn]}(${shift}° ${s < 0 ? MINUS : "+"} ${v})`;
}

// [function, shift, sign of θ, function it reduces to, sign it reduces with]
const REDUCTIONS: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [0, 180, -1, 0, 1],
  [0, 180, 1, 0, -1],
  [0, 360, -1, 0, -1],
  [0, 360, 1, 0, 1],
  [0, 0, -1, 0, -1],
  [0, 90, -1, 1, 1],
  [0, 90, 1, 1, 1],
  [1, 180, -1, 1, -1],
  [1, 180, 1, 1, -1],
  [1, 360, -1, 1, 1],
  [1, 0, -1, 1, 1],
  [1, 90, -1, 0, 1],
  [1, 90, 1, 0, -1],
  [2, 180, -1, 2, -1],
  [2, 180, 1, 2, 1],
  [2, 360, -1, 2, -1],
  [2, 0, -1, 2, -1],
];

function reductionChoices(fn: number): Array<[string, (t: number) => number]> {
  if (fn === 2)
    return [
      ["tan θ", (t) => tanDeg(t)],
      [`${MINUS}tan θ`, (t) => -tanDeg(t)],
      [frac(1, "tan θ"), (t) => 1 / tanDeg(t)],
      [`${MINUS}${frac(1, "tan θ")}`, (t) => -1 / tanDeg(t)],
    ];
  return [
    ["sin θ", (t) => sinDeg(t)],
    [`${MINUS}sin θ`, (t) => -sinDeg(t)],
    ["cos θ", (t) => cosDeg(t)],
    [`${MINUS}cos θ`, (t) => -cosDeg(t)],
  ];
}

const reductionFormula: QuestionTemplate<{ index: number; order: number }> = {
  id: "trig-reduction-formula",
  level: 1,
  draw: (r) => ({ index: r.int(0, REDUCTIONS.length - 1), order: r.int(0, 3) }),
  build: ({ index, order }) => {
    const [fn, shift, s, to, sign] = REDUCTIONS[index];
    const expression = reducedText(fn, shift, s);
    const right = `${sign < 0 ? MINUS : ""}${TRIG[to]} θ`;
    const all = reductionChoices(fn).map(([text]) => text);
    const quadrant =
      shift === 0 || shift === 360
        ? s < 0
          ? "the fourth quadrant"
          : "the first quadrant"
        : shift === 180
          ? s < 0
            ? "the second quadrant"
            : "the third quadrant"
          : s < 0
            ? "the first quadrant"
            : "the second quadrant";
    return {
      kind: "choice",
      prompt: `Simplify ${expression}, for an acute angle θ.`,
      ...rotatedChoices([right, ...all.filter((text) => text !== right)], order),
      hint: "Decide in which quadrant the angle lies (CAST tells you the sign there). 180° and 360° keep the function; 90° changes sin to cos and cos to sin.",
      solution: [
        `For an acute θ, the angle ${shift === 0 ? `${MINUS}θ` : `${shift}° ${s < 0 ? MINUS : "+"} θ`} lies in ${quadrant}, where ${TRIG[fn]} is ${sign < 0 ? "negative" : "positive"}.`,
        shift === 90
          ? `With 90° the function changes to its co-function: ${TRIG[fn]} becomes ${TRIG[to]}.`
          : `With ${shift === 0 ? "a negative angle" : `${shift}°`} the function stays ${TRIG[fn]}.`,
        `${expression} = ${right}`,
      ],
    };
  },
  // Numerically, at θ = 23°: the choice with the same value.
  check: ({ index }) => {
    const [fn, shift, s] = REDUCTIONS[index];
    const value = TRIG_FN[fn](shift + s * 23);
    return reductionChoices(fn).find(([, f]) => Math.abs(f(23) - value) < 1e-9)![0];
  },
};

/** Angles whose sin, cos or tan is a special value: sin of the 30° family is ±½, cos of the 60° family ±½, tan of the 45° family ±1. */
const FAMILY = [
  [30, 150, 210, 330],
  [60, 120, 240, 300],
  [45, 135, 225, 315],
] as const;
const BASE_VALUE = [0.5, 0.5, 1];

/** The exact value of fn at an angle of its family, and the reduction steps. */
function specialValue(fn: number, angle: number): { value: number; steps: string } {
  const alpha = ((angle % 360) + 360) % 360;
  const quadrant = Math.floor(alpha / 90) + 1;
  const ref = [alpha, 180 - alpha, alpha - 180, 360 - alpha][quadrant - 1];
  const positive = quadrant === 1 || [[2], [4], [3]][fn].includes(quadrant);
  const value = (positive ? 1 : -1) * BASE_VALUE[fn];
  const name = TRIG[fn];
  const parts: string[] = [];
  if (angle < 0) parts.push(`${name}(${deg(angle)})`, `${name} ${deg(alpha)}`);
  else parts.push(`${name} ${deg(alpha)}`);
  if (quadrant > 1) {
    parts.push(`${name}(${["", "180° − ", "180° + ", "360° − "][quadrant - 1]}${deg(ref)})`);
    parts.push(`${positive ? "" : MINUS}${name} ${deg(ref)}`);
  }
  parts.push(reducedFraction(value * (fn === 2 ? 1 : 2), fn === 2 ? 1 : 2));
  return { value, steps: parts.join(" = ") };
}

const reductionEvaluate: QuestionTemplate<{ A: number; B: number; C: number; form: number; negative: number }> = {
  id: "trig-reduction-evaluate",
  level: 2,
  draw: (r) => ({
    A: r.pick(FAMILY[0]),
    B: r.pick(FAMILY[2]),
    C: r.pick(FAMILY[1]),
    form: r.int(0, 3),
    negative: r.int(0, 3),
  }),
  build: ({ A, B, C, form, negative }) => {
    const [a, b, c] = [A, B, C].map((angle, i) => (negative === i ? angle - 360 : angle));
    const sin = specialValue(0, a);
    const cos = specialValue(1, c);
    const tan = specialValue(2, b);
    const show = (fn: number, angle: number) =>
      angle < 0 ? `${TRIG[fn]}(${deg(angle)})` : `${TRIG[fn]} ${deg(angle)}`;
    const [sA, cC, tB] = [show(0, a), show(1, c), show(2, b)];
    const [expression, value] = [
      [`${sA} × ${tB}`, sin.value * tan.value],
      [frac(sA, cC), sin.value / cos.value],
      [`${tB} + ${sA}`, tan.value + sin.value],
      [`${frac(tB, cC)} ${MINUS} 4 ${sA}`, tan.value / cos.value - 4 * sin.value],
    ][form] as [string, number];
    const used = [
      [sin, tan],
      [sin, cos],
      [tan, sin],
      [tan, cos, sin],
    ][form];
    return {
      kind: "numeric",
      prompt: `Without using a calculator, evaluate: ${expression}`,
      answer: value,
      hint: "Reduce each ratio to one of an acute angle (use CAST for the sign; add 360° to a negative angle first), then use the special values of 30°, 45° and 60°.",
      solution: [...used.map((part) => part.steps), `${expression} = ${reducedFraction(value * 2, 2)}`],
    };
  },
  // With the calculator's sin, cos and tan of the original angles, no reduction at all.
  check: ({ A, B, C, form }) => {
    const [s, t, c] = [sinDeg(A), tanDeg(B), cosDeg(C)];
    return [s * t, s / c, t + s, t / c - 4 * s][form];
  },
};

const TRIPLES = [
  [3, 4, 5],
  [4, 3, 5],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [15, 8, 17],
  [7, 24, 25],
  [24, 7, 25],
  [20, 21, 29],
  [21, 20, 29],
] as const;
const QUADRANT_NAMES = ["", "first", "second", "third", "fourth"];

const givenRatio: QuestionTemplate<{ triple: number; quadrant: number; given: number; other: number }> = {
  id: "trig-given-ratio",
  level: 2,
  draw: (r) => ({
    triple: r.int(0, TRIPLES.length - 1),
    quadrant: r.int(2, 4),
    given: r.int(0, 2),
    other: r.int(0, 1),
  }),
  build: ({ triple, quadrant, given, other }) => {
    const [py, px, h] = TRIPLES[triple];
    const x = quadrant === 2 || quadrant === 3 ? -px : px;
    const y = quadrant >= 3 ? -py : py;
    const ratio = (fn: number): [number, number] =>
      [
        [y, h],
        [x, h],
        [y, x],
      ][fn] as [number, number];
    const asked = [1, 2, 0, 2, 0, 1][given * 2 + other];
    const [gTop, gBottom] = ratio(given);
    const [top, bottom] = ratio(asked);
    const shown = reducedFraction(top, bottom);
    const known = [`y = ${num(y)} and r = ${h}`, `x = ${num(x)} and r = ${h}`, `y = ${num(y)} and x = ${num(x)}`][
      given
    ];
    const pythagoras = [
      `x² = r² − y² = ${h * h} − ${py * py} = ${px * px}, so x = ${num(x)}`,
      `y² = r² − x² = ${h * h} − ${px * px} = ${py * py}, so y = ${num(y)}`,
      `r² = x² + y² = ${px * px} + ${py * py} = ${h * h}, so r = ${h}`,
    ][given];
    const definition = [`${frac("y", "r")}`, `${frac("x", "r")}`, `${frac("y", "x")}`][asked];
    return {
      kind: "numeric",
      prompt: `In a sketch, P(x; y) lies on the terminal arm of θ in the ${QUADRANT_NAMES[quadrant]} quadrant, and ${TRIG[given]} θ = ${reducedFraction(gTop, gBottom)}. Without using a calculator, determine ${TRIG[asked]} θ as a fraction.`,
      answer: top / bottom,
      exact: true,
      shown,
      hint: "Use the given ratio and the quadrant's signs to place P: sin θ = y/r, cos θ = x/r, tan θ = y/x, with r always positive. Find the missing coordinate with Pythagoras.",
      solution: [
        `In the ${QUADRANT_NAMES[quadrant]} quadrant x is ${x < 0 ? "negative" : "positive"} and y is ${y < 0 ? "negative" : "positive"}.`,
        `From ${TRIG[given]} θ = ${reducedFraction(gTop, gBottom)}: ${known}.`,
        `By Pythagoras: ${pythagoras}.`,
        `${TRIG[asked]} θ = ${definition} = ${shown}`,
      ],
    };
  },
  // Find θ itself from the inverse function and the quadrant, then evaluate the asked ratio.
  check: ({ triple, quadrant, given, other }) => {
    const [py, px, h] = TRIPLES[triple];
    const reference = [asinDeg(py / h), acosDeg(px / h), atanDeg(py / px)][given];
    const theta = [0, reference, 180 - reference, 180 + reference, 360 - reference][quadrant];
    const asked = [1, 2, 0, 2, 0, 1][given * 2 + other];
    return TRIG_FN[asked](theta);
  },
};

/** A candidate general solution: bases (or ±base) plus multiples of a period. */
type General = { bases: number[]; pm: boolean; period: number };
function generalText({ bases, pm, period }: General): string {
  const tail = `k · ${deg(period)}`;
  if (pm) return `θ = ±${deg(bases[0])} + ${tail}; k ∈ ℤ`;
  return `${bases.map((b) => `θ = ${deg(b)} + ${tail}`).join(" or ")}; k ∈ ℤ`;
}
function generalSet({ bases, pm, period }: General): string {
  const angles = new Set<number>();
  for (const base of pm ? [bases[0], -bases[0]] : bases)
    for (let k = -8; k <= 8; k += 1) {
      const t = base + k * period;
      if (t >= 0 && t < 720) angles.add(Math.round(t));
    }
  return [...angles].sort((a, b) => a - b).join(",");
}

const SPECIAL_RATIOS = [
  // sin and cos: ½, √2/2, √3/2 with the reference angle for sin; cos uses 90° minus it.
  [
    [frac(1, 2), 0.5, 30],
    [frac(root(2), 2), Math.SQRT2 / 2, 45],
    [frac(root(3), 2), Math.sqrt(3) / 2, 60],
  ],
  // tan: 1, √3, 1/√3.
  [
    ["1", 1, 45],
    [root(3), Math.sqrt(3), 60],
    [frac(1, root(3)), 1 / Math.sqrt(3), 30],
  ],
] as const;

function generalCandidates(fn: number, s: number, ref: number): General[] {
  const g = (bases: number[], period: number, pm = false): General => ({ bases, pm, period });
  if (fn === 0)
    return s > 0
      ? [g([ref, 180 - ref], 360), g([ref], 360), g([ref], 360, true), g([ref, 180 - ref], 180)]
      : [g([180 + ref, 360 - ref], 360), g([180 + ref], 360), g([ref, 180 - ref], 360), g([180 + ref, 360 - ref], 180)];
  if (fn === 1)
    return s > 0
      ? [g([ref], 360, true), g([ref, 180 - ref], 360), g([ref], 180, true), g([180 - ref], 360, true)]
      : [g([180 - ref], 360, true), g([ref], 360, true), g([180 - ref], 180, true), g([180 - ref], 360)];
  return s > 0
    ? [g([ref], 180), g([ref], 360), g([180 - ref], 180), g([ref], 90)]
    : [g([180 - ref], 180), g([180 - ref], 360), g([ref], 180), g([180 - ref], 90)];
}

const generalSolution: QuestionTemplate<{ fn: number; value: number; s: number; order: number }> = {
  id: "trig-general-solution",
  level: 2,
  draw: (r) => ({ fn: r.int(0, 2), value: r.int(0, 2), s: r.pick([1, -1]), order: r.int(0, 3) }),
  build: ({ fn, value, s, order }) => {
    const [text, , sinRef] = SPECIAL_RATIOS[fn === 2 ? 1 : 0][value];
    const ref = fn === 1 ? 90 - sinRef : sinRef;
    const candidates = generalCandidates(fn, s, ref).map(generalText);
    const right = candidates[0];
    const quadrants = [
      s > 0 ? "the first and second quadrants" : "the third and fourth quadrants",
      s > 0 ? "the first and fourth quadrants" : "the second and third quadrants",
      s > 0 ? "the first and third quadrants" : "the second and fourth quadrants",
    ][fn];
    return {
      kind: "choice",
      prompt: `Determine the general solution of ${TRIG[fn]} θ = ${s < 0 ? MINUS : ""}${text}.`,
      ...rotatedChoices(candidates, order),
      hint: `Find the reference angle from the special values, then the quadrants where ${TRIG[fn]} has this sign. Add k · 360° (k · 180° for tan) for all the solutions.`,
      solution: [
        `The reference angle is ${deg(ref)}, because ${TRIG[fn]} ${deg(ref)} = ${text}.`,
        `${TRIG[fn]} θ is ${s > 0 ? "positive" : "negative"} in ${quadrants}.`,
        fn === 2 ? "tan repeats every 180°." : `${TRIG[fn]} repeats every 360°.`,
        `The general solution: ${right}`,
      ],
    };
  },
  // Scan every whole degree from 0° to 719° and keep the candidate whose solutions match exactly.
  check: ({ fn, value, s }) => {
    const [, v, sinRef] = SPECIAL_RATIOS[fn === 2 ? 1 : 0][value];
    const ref = fn === 1 ? 90 - sinRef : sinRef;
    const found: number[] = [];
    for (let t = 0; t < 720; t += 1) if (Math.abs(TRIG_FN[fn](t) - s * v) < 1e-9) found.push(t);
    const target = found.join(",");
    return generalText(generalCandidates(fn, s, ref).find((candidate) => generalSet(candidate) === target)!);
  },
};

// [function, shift, sign of x, sign it reduces with] for expressions that reduce to ±sin x, ±cos x, ±tan x.
const SIN_LIKE = [
  [0, 180, -1, 1],
  [0, 180, 1, -1],
  [0, 360, -1, -1],
  [0, 0, -1, -1],
  [1, 90, -1, 1],
  [1, 90, 1, -1],
] as const;
const COS_LIKE = [
  [1, 180, -1, -1],
  [1, 180, 1, -1],
  [1, 360, -1, 1],
  [1, 0, -1, 1],
  [0, 90, -1, 1],
  [0, 90, 1, 1],
] as const;
const TAN_LIKE = [
  [2, 180, -1, -1],
  [2, 180, 1, 1],
  [2, 360, -1, -1],
  [2, 0, -1, -1],
] as const;

const SIMPLIFY_CHOICES: Array<Array<[string, (x: number) => number]>> = [
  [
    ["cos² x", (x) => cosDeg(x) ** 2],
    [`${MINUS}cos² x`, (x) => -(cosDeg(x) ** 2)],
    ["sin² x", (x) => sinDeg(x) ** 2],
    [`${MINUS}sin² x`, (x) => -(sinDeg(x) ** 2)],
  ],
  [
    ["1", () => 1],
    [`${MINUS}1`, () => -1],
    ["tan² x", (x) => tanDeg(x) ** 2],
    ["cos² x", (x) => cosDeg(x) ** 2],
  ],
];

const identitySimplify: QuestionTemplate<{ si: number; ci: number; ti: number; form: number; order: number }> = {
  id: "trig-identity-simplify",
  level: 3,
  draw: (r) => ({
    si: r.int(0, SIN_LIKE.length - 1),
    ci: r.int(0, COS_LIKE.length - 1),
    ti: r.int(0, TAN_LIKE.length - 1),
    form: r.int(0, 1),
    order: r.int(0, 3),
  }),
  build: ({ si, ci, ti, form, order }) => {
    const [S, C, T] = [SIN_LIKE[si], COS_LIKE[ci], TAN_LIKE[ti]];
    const [sText, cText, tText] = [S, C, T].map(([fn, shift, s]) => reducedText(fn, shift, s, "x"));
    const reduced = (name: string, sign: number) => `${sign < 0 ? MINUS : ""}${name} x`;
    const [sR, cR, tR] = [reduced("sin", S[3]), reduced("cos", C[3]), reduced("tan", T[3])];
    const sign = S[3] * C[3] * T[3];
    const choices = SIMPLIFY_CHOICES[form].map(([text]) => text);
    const right = choices[sign > 0 ? 0 : 1];
    const expression = form === 0 ? frac(`${sText} · ${cText}`, tText) : frac(`${tText} · ${cText}`, sText);
    const substituted = form === 0 ? frac(`(${sR})(${cR})`, `${tR}`) : frac(`(${tR})(${cR})`, sR);
    const core =
      form === 0
        ? `${frac("sin x · cos x", frac("sin x", "cos x"))} = sin x · cos x × ${frac("cos x", "sin x")} = cos² x`
        : `${frac(`${frac("sin x", "cos x")} · cos x`, "sin x")} = ${frac("sin x", "sin x")} = 1`;
    return {
      kind: "choice",
      prompt: `Simplify: ${expression}`,
      ...rotatedChoices([right, ...choices.filter((text) => text !== right)], order),
      hint: "Reduce each ratio with the reduction formulae (watch the signs from CAST), then write tan x as sin x ÷ cos x and cancel.",
      solution: [
        `${sText} = ${sR}; ${cText} = ${cR}; ${tText} = ${tR}.`,
        `The expression becomes ${substituted}${sign > 0 ? "" : `: an odd number of minus signs, so it is negative`}.`,
        `Use tan x = ${frac("sin x", "cos x")}: ${core}.`,
        sign > 0
          ? `The expression simplifies to ${right}`
          : `With the minus sign, the expression simplifies to ${right}`,
      ],
    };
  },
  // Numerically, at x = 37°: the choice with the same value.
  check: ({ si, ci, ti, form }) => {
    const x = 37;
    const at = ([fn, shift, s]: readonly number[]) => TRIG_FN[fn](shift + s * x);
    const [S, C, T] = [at(SIN_LIKE[si]), at(COS_LIKE[ci]), at(TAN_LIKE[ti])];
    const value = form === 0 ? (S * C) / T : (T * C) / S;
    return SIMPLIFY_CHOICES[form].find(([, f]) => Math.abs(f(x) - value) < 1e-9)![0];
  },
};

const TRIGONOMETRIC_IDENTITIES: Topic = {
  id: "maths-11-trigonometric-identities",
  subject: "mathematics",
  grade: 11,
  term: 2,
  title: "Trigonometry: identities, reduction formulae and equations",
  explanation: [
    `Two identities hold for every θ where they are defined: tan θ = ${frac("sin θ", "cos θ")} and sin²θ + cos²θ = 1. Use them to simplify expressions and to prove other identities.`,
    "Reduction formulae bring any angle back to an acute one. With 180° ± θ and 360° ± θ the function stays the same; with 90° ± θ sin and cos swap. The sign comes from the quadrant (CAST: in the first quadrant All are positive, in the second Sin, in the third Tan, in the fourth Cos). For example sin 210° = sin(180° + 30°) = −sin 30° = −½.",
    "If sin θ = ⁵⁄₁₃ and θ is obtuse, draw P(x; y) on the terminal arm in the second quadrant with y = 5 and r = 13; Pythagoras gives x = −12, so cos θ = −¹²⁄₁₃ and tan θ = −⁵⁄₁₂.",
    "To solve an equation such as sin θ = ½: find the reference angle (30°), the quadrants with the right sign (first and second), and add k · 360° (k · 180° for tan): θ = 30° + k · 360° or θ = 150° + k · 360°, k ∈ ℤ.",
  ],
  questions: [reductionFormula, reductionEvaluate, givenRatio, generalSolution, identitySimplify],
};

// ---------------------------------------------------------------------------------------------------
// 7. Trigonometric functions (Term 2)

/** The coefficient before a trig function: "", "−", "2 ". */
const trigCoef = (a: number) => (a === 1 ? "" : a === -1 ? MINUS : `${num(a)} `);

/** A periodic function's smallest period, found by scanning whole degrees. */
function scannedPeriod(f: (x: number) => number): number {
  const samples = [10, 23, 47, 71];
  for (let t = 1; t <= 1440; t += 1)
    if (samples.every((x) => Math.abs(f(x + t) - f(x)) < 1e-6 * Math.max(1, Math.abs(f(x))))) return t;
  return NaN;
}

const trigPeriod: QuestionTemplate<{ fn: number; k: number; a: number }> = {
  id: "trig-graph-period",
  level: 1,
  draw: (r) => {
    const fn = r.int(0, 2);
    return { fn, k: fn === 2 ? r.pick([2, 3, 4, 0.5]) : r.pick([2, 3, 4, 5, 6, 0.5]), a: r.pick([1, 2, 3, -1, -2]) };
  },
  build: ({ fn, k, a }) => {
    const base = fn === 2 ? 180 : 360;
    const period = base / k;
    return {
      kind: "numeric",
      prompt: `What is the period of y = ${trigCoef(a)}${TRIG[fn]} ${kx(k)}? Give it in degrees.`,
      answer: period,
      unit: "°",
      hint: `The period of y = ${TRIG[fn]} x is ${base}°; the k in ${TRIG[fn]} kx divides it. The coefficient in front does not change the period.`,
      solution: [
        `The period of y = ${TRIG[fn]} x is ${base}°; for y = ${TRIG[fn]} kx it is ${base}° ÷ k.`,
        `Here k = ${kText(k)}.`,
        `Period = ${base}° ÷ ${kText(k)} = ${deg(period)}`,
      ],
    };
  },
  // Scan for the smallest shift that gives the same values again.
  check: ({ fn, k, a }) => scannedPeriod((x) => a * TRIG_FN[fn](k * x)),
};

const rangeText = (low: number, high: number) => `y ∈ [${num(low)}; ${num(high)}]`;

const trigRange: QuestionTemplate<{ form: number; a: number; q: number; k: number; p: number; order: number }> = {
  id: "trig-graph-range",
  level: 2,
  draw: (r) => ({
    form: r.int(0, 1),
    a: r.pick([-4, -3, -2, 2, 3, 4]),
    q: r.pick([-4, -3, -2, -1, 1, 2, 3, 4]),
    k: r.int(1, 3),
    p: r.pick([-60, -45, -30, 30, 45, 60]),
    order: r.int(0, 3),
  }),
  build: ({ form, a, q, k, p, order }) => {
    const size = Math.abs(a);
    const equation =
      form === 0
        ? `y = ${trigCoef(a)}sin ${kx(k)}${signedTerm(q)}`
        : `y = ${trigCoef(a)}cos(x ${signed(p)}°)${signedTerm(q)}`;
    const right = rangeText(q - size, q + size);
    const list = [
      right,
      ...distinctWrong(right, [rangeText(-size, size), rangeText(q - 1, q + 1), rangeText(-q - size, -q + size)]),
    ];
    const inner = form === 0 ? `sin ${kx(k)}` : `cos(x ${signed(p)}°)`;
    return {
      kind: "choice",
      prompt: `What is the range of ${equation}?`,
      ...rotatedChoices(list, order),
      hint: "sin and cos always lie between −1 and 1, whatever is inside the bracket. Multiply those bounds by a, then add q.",
      solution: [
        `−1 ≤ ${inner} ≤ 1, whatever k or p is.`,
        `Multiplying by ${num(a)} gives values from ${num(-size)} to ${size}${a < 0 ? " (a negative a only flips the graph)" : ""}; the amplitude is ${size}.`,
        `Adding ${num(q)} shifts them to ${num(q - size)} up to ${num(q + size)}.`,
        `The range: ${right}`,
      ],
    };
  },
  // Sample the graph every half degree over a full turn and read off the lowest and highest values.
  check: ({ form, a, q, k, p }) => {
    let [low, high] = [Infinity, -Infinity];
    for (let x = 0; x < 360; x += 0.5) {
      const y = form === 0 ? a * sinDeg(k * x) + q : a * cosDeg(x + p) + q;
      [low, high] = [Math.min(low, y), Math.max(high, y)];
    }
    return rangeText(Math.round(low), Math.round(high));
  },
};

const tanAsymptote: QuestionTemplate<{ form: number; a: number; k: number; p: number }> = {
  id: "trig-graph-tan-asymptote",
  level: 2,
  draw: (r) => ({
    form: r.int(0, 1),
    a: r.pick([1, 2, 3, -1, -2]),
    k: r.pick([2, 3, 4, 0.5]),
    p: r.pick([-60, -45, -30, -15, 15, 30, 45, 60]),
  }),
  build: ({ form, a, k, p }) => {
    const value = form === 0 ? 90 / k : 90 - p;
    const equation = form === 0 ? `y = ${trigCoef(a)}tan ${kx(k)}` : `y = tan(x ${signed(p)}°)`;
    const steps =
      form === 0
        ? [
            `tan is not defined where its angle is 90° + k · 180°, so ${kx(k)} = 90° + k · 180°.`,
            `x = ${frac("90° + k · 180°", kText(k))}; the smallest positive value is at k = 0.`,
            `x = 90° ÷ ${kText(k)} = ${deg(value)}`,
          ]
        : [
            `tan is not defined where its angle is 90° + k · 180°, so x ${signed(p)}° = 90° + k · 180°.`,
            `x = ${deg(90 - p)} + k · 180°; the smallest positive value is at k = 0.`,
            `x = ${deg(value)}`,
          ];
    return {
      kind: "numeric",
      prompt: `The graph of ${equation} has vertical asymptotes. Determine the smallest positive x-value of an asymptote.`,
      answer: value,
      unit: "°",
      hint: "tan θ is not defined (so the graph has an asymptote) where θ = 90° + k · 180°. Set the angle inside tan equal to that and solve for x.",
      solution: steps,
    };
  },
  // Search along x for the first place where the cosine of the angle inside changes sign (tan blows up there).
  check: ({ form, k, p }) => {
    const c = (x: number) => (form === 0 ? cosDeg(k * x) : cosDeg(x + p));
    for (let x = 0.25; x < 400; x += 0.5) if (c(x) > 0 !== c(x + 0.5) > 0) return bisectRoot(c, x, x + 0.5);
    return NaN;
  },
};

const solutionCount: QuestionTemplate<{ fn: number; a: number; q: number; k: number; c: number }> = {
  id: "trig-graph-solutions-count",
  level: 3,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({ fn: r.int(0, 1), a: r.pick([-4, -3, -2, 2, 3, 4]), q: r.int(-3, 3), k: r.int(1, 3), c: r.int(-6, 6) }),
      ({ a, q, c }) => c !== q && Math.abs(c - q) < Math.abs(a),
    ),
  build: ({ fn, a, q, k, c }) => {
    const name = TRIG[fn];
    const period = 360 / k;
    return {
      kind: "numeric",
      prompt: `How many solutions does ${trigCoef(a)}${name} ${kx(k)}${signedTerm(q)} = ${num(c)} have for x ∈ [0°; 360°]?`,
      answer: 2 * k,
      hint: "Make the trig function the subject; then think of the graph: how many full periods fit into the interval, and how often does a horizontal line cut one period?",
      solution: [
        `${q === 0 ? "" : `${trigCoef(a)}${name} ${kx(k)} = ${subtraction(c, q)} = ${num(c - q)}, so `}${name} ${kx(k)} = ${reducedFraction(c - q, a)}: a value strictly between −1 and 1, and not 0.`,
        `The period of y = ${name} ${kx(k)} is ${deg(period)}, so [0°; 360°] holds exactly ${k} full period${k > 1 ? "s" : ""}.`,
        `In one full period the graph cuts a horizontal line at such a height exactly twice, and the ends of the interval are not solutions.`,
        `Number of solutions = 2 × ${k} = ${2 * k}`,
      ],
    };
  },
  // Count sign changes of the difference along a fine grid.
  check: ({ fn, a, q, k, c }) => {
    const g = (x: number) => a * TRIG_FN[fn](k * x) + q - c;
    let count = 0;
    for (let x = 0.003; x < 360; x += 0.01) if (g(x) > 0 !== g(x + 0.01) > 0) count += 1;
    return count;
  },
};

const TRIGONOMETRIC_FUNCTIONS: Topic = {
  id: "maths-11-trigonometric-functions",
  subject: "mathematics",
  grade: 11,
  term: 2,
  title: "Trigonometric functions and their graphs",
  explanation: [
    "y = a sin kx and y = a cos kx have amplitude |a|: the graph reaches a above and below its centre line. The range of y = a sin kx + q is from q − |a| to q + |a|.",
    "k changes the period: sin kx and cos kx repeat every 360° ÷ k, and tan kx every 180° ÷ k. So y = sin 2x has period 180° and y = tan 3x period 60°.",
    "p shifts the graph sideways: y = cos(x + 30°) is y = cos x moved 30° to the LEFT, and y = cos(x − 30°) moved 30° to the right.",
    "y = tan x has vertical asymptotes where cos x = 0: x = 90° + k · 180°. For y = tan(x + p) the asymptotes are where x + p = 90° + k · 180°.",
  ],
  questions: [trigPeriod, trigRange, tanAsymptote, solutionCount],
};

// ---------------------------------------------------------------------------------------------------
// 8. Measurement (Term 3)

const sphere: QuestionTemplate<{ twice: number; ask: number }> = {
  id: "measurement-sphere",
  level: 1,
  draw: (r) => ({ twice: r.int(4, 30), ask: r.int(0, 1) }),
  build: ({ twice, ask }) => {
    const radius = twice / 2;
    const volume = (4 / 3) * Math.PI * radius ** 3;
    const area = 4 * Math.PI * radius ** 2;
    return ask === 0
      ? {
          kind: "numeric",
          prompt: `A solid sphere has a radius of ${num(radius)} cm. Calculate its volume, rounded to two decimal places.`,
          answer: volume,
          unit: "cm³",
          decimals: 2,
          hint: "The volume of a sphere is V = ⁴⁄₃πr³: cube the radius first.",
          solution: [
            `V = ${frac(4, 3)}πr³ = ${frac(4, 3)} × π × ${paren(radius)}³`,
            `V = ${frac(4, 3)} × π × ${num(radius ** 3, 3)}`,
            `V = ${fixed(volume, 2)} cm³`,
          ],
        }
      : {
          kind: "numeric",
          prompt: `A solid sphere has a radius of ${num(radius)} cm. Calculate its surface area, rounded to two decimal places.`,
          answer: area,
          unit: "cm²",
          decimals: 2,
          hint: "The surface area of a sphere is A = 4πr².",
          solution: [
            `A = 4πr² = 4 × π × ${paren(radius)}²`,
            `A = 4 × π × ${num(radius ** 2)}`,
            `A = ${fixed(area, 2)} cm²`,
          ],
        };
  },
  // Volume: two-thirds of the cylinder that just holds the sphere. Area: the rate at which that volume grows with r.
  check: ({ twice, ask }) => {
    const r = twice / 2;
    const volume = (x: number) => (2 / 3) * Math.PI * x * x * (2 * x);
    return ask === 0 ? volume(r) : (volume(r + 1e-4) - volume(r - 1e-4)) / 2e-4;
  },
};

const coneSurface: QuestionTemplate<{ radius: number; height: number }> = {
  id: "measurement-cone-surface-area",
  level: 2,
  draw: (r) => ({ radius: r.int(3, 12), height: r.int(4, 20) }),
  build: ({ radius, height }) => {
    const slant = Math.hypot(radius, height);
    const area = Math.PI * radius * radius + Math.PI * radius * slant;
    return {
      kind: "numeric",
      prompt: `A solid cone has a base radius of ${radius} cm and a perpendicular height of ${height} cm. Calculate its total surface area, rounded to two decimal places.`,
      answer: area,
      unit: "cm²",
      decimals: 2,
      hint: "Total surface area of a cone = πr² + πrs, where s is the slant height. Find s first with Pythagoras from r and h.",
      solution: [
        `Slant height: s = ${root("r² + h²")} = ${root(`${radius}² + ${height}²`)} = ${root(radius * radius + height * height)} = ${num(slant, 4)} cm.`,
        `A = πr² + πrs = π(${radius})² + π(${radius})(${num(slant, 4)})`,
        `A = ${fixed(area, 2)} cm²`,
      ],
    };
  },
  // Unrolled, the curved surface is a sector of radius s whose arc is the base's circumference: ½ × s × 2πr.
  check: ({ radius, height }) => {
    const s = Math.sqrt(radius ** 2 + height ** 2);
    const arc = 2 * Math.PI * radius;
    return 0.5 * s * arc + Math.PI * radius ** 2;
  },
};

const coneVolume: QuestionTemplate<{ radius: number; extra: number }> = {
  id: "measurement-cone-volume",
  level: 2,
  draw: (r) => ({ radius: r.int(3, 12), extra: r.int(2, 10) }),
  build: ({ radius, extra }) => {
    const slant = radius + extra;
    const height = Math.sqrt(slant * slant - radius * radius);
    const volume = (1 / 3) * Math.PI * radius * radius * height;
    return {
      kind: "numeric",
      prompt: `A cone has a base radius of ${radius} cm and a slant height of ${slant} cm. Calculate its volume, rounded to two decimal places.`,
      answer: volume,
      unit: "cm³",
      decimals: 2,
      hint: "V = ⅓πr²h needs the perpendicular height: the radius, the height and the slant height form a right-angled triangle.",
      solution: [
        `h = ${root("s² − r²")} = ${root(`${slant}² − ${radius}²`)} = ${root(slant * slant - radius * radius)} = ${num(height, 4)} cm.`,
        `V = ${frac(1, 3)}πr²h = ${frac(1, 3)} × π × ${radius}² × ${num(height, 4)}`,
        `V = ${fixed(volume, 2)} cm³`,
      ],
    };
  },
  // The height by trigonometry (the angle between slant and base), then the cone as a third of its cylinder.
  check: ({ radius, extra }) => {
    const slant = radius + extra;
    const angle = acosDeg(radius / slant);
    const h = slant * sinDeg(angle);
    const cylinder = Math.PI * radius ** 2 * h;
    return cylinder / 3;
  },
};

const pyramid: QuestionTemplate<{ half: number; extra: number }> = {
  id: "measurement-pyramid-volume",
  level: 3,
  draw: (r) => ({ half: r.int(2, 8), extra: r.int(1, 10) }),
  build: ({ half, extra }) => {
    const side = 2 * half;
    const edge = Math.ceil(side / Math.SQRT2) + extra;
    const halfDiagonalSquared = (side * side) / 2;
    const height = Math.sqrt(edge * edge - halfDiagonalSquared);
    const volume = (1 / 3) * side * side * height;
    return {
      kind: "numeric",
      prompt: `A right pyramid has a square base with sides of ${side} cm. Each slanting edge (from the apex to a corner of the base) is ${edge} cm long. Calculate the volume of the pyramid, rounded to two decimal places.`,
      answer: volume,
      unit: "cm³",
      decimals: 2,
      hint: "The apex lies straight above the centre of the base. Half a diagonal of the base, the height and a slanting edge form a right-angled triangle; then V = ⅓ × base area × height.",
      solution: [
        `Half the diagonal of the base: ${frac(`${side}${root(2)}`, 2)} = ${half}${root(2)} cm, and (${half}${root(2)})² = ${num(halfDiagonalSquared)}.`,
        `Height: h = ${root(`${edge}² − ${num(halfDiagonalSquared)}`)} = ${root(num(edge * edge - halfDiagonalSquared))} = ${num(height, 4)} cm.`,
        `V = ${frac(1, 3)} × ${side}² × ${num(height, 4)}`,
        `V = ${fixed(volume, 2)} cm³`,
      ],
    };
  },
  // Through the slant height of a face first, then the height; the volume by adding thin square slices (Simpson's rule).
  check: ({ half, extra }) => {
    const side = 2 * half;
    const edge = Math.ceil(side / Math.SQRT2) + extra;
    const faceHeight = Math.sqrt(edge * edge - half * half);
    const h = Math.sqrt(faceHeight * faceHeight - half * half);
    const area = (z: number) => (side * (1 - z / h)) ** 2;
    const n = 100;
    let sum = area(0) + area(h);
    for (let i = 1; i < n; i += 1) sum += (i % 2 ? 4 : 2) * area((i * h) / n);
    return (sum * h) / (3 * n);
  },
};

const MEASUREMENT: Topic = {
  id: "maths-11-measurement",
  subject: "mathematics",
  grade: 11,
  term: 3,
  title: "Measurement: spheres, cones and pyramids",
  explanation: [
    "Sphere of radius r: surface area 4πr², volume ⁴⁄₃πr³. A hemisphere has half the volume and a curved surface of 2πr² (plus its flat circle πr² if it is solid).",
    "Right cone with base radius r, perpendicular height h and slant height s = √(r² + h²): total surface area πr² + πrs, volume ⅓πr²h.",
    "Right pyramid: volume ⅓ × area of base × perpendicular height; its surface area is the base plus its triangular faces, each ½ × base side × slant height of the face.",
    "Most questions first need a missing length: use Pythagoras in the right-angled triangle formed by the height, a radius (or half a side, or half a diagonal) and a slant length.",
  ],
  questions: [sphere, coneSurface, coneVolume, pyramid],
};

// ---------------------------------------------------------------------------------------------------
// 9. Euclidean geometry: circles (Term 3)
//
// Each check rebuilds the figure with coordinates on a unit circle (points placed by bisection so that
// the given angles hold) and measures the asked angle with vectors: no circle theorem is used.

/** Bisection for the parameter t in [lo, hi] where measure(t) equals target (measure increasing). */
const placeBy = (measure: (t: number) => number, target: number, lo: number, hi: number) =>
  bisectRoot((t) => measure(t) - target, lo, hi);

const centreAngle: QuestionTemplate<{ g: number; ask: number }> = {
  id: "geometry-angle-at-centre",
  level: 1,
  draw: (r) => ({ g: r.int(20, 85), ask: r.int(0, 1) }),
  build: ({ g, ask }) => {
    const centre = 2 * g;
    const given = ask === 0 ? `∠ACB = ${deg(g)}` : `∠AOB = ${deg(centre)}`;
    const wanted = ask === 0 ? "∠AOB" : "∠ACB";
    const value = ask === 0 ? centre : g;
    return {
      kind: "numeric",
      prompt: `O is the centre of a circle. A, B and C lie on the circle, with C on the major arc AB. ${given}. Calculate ${wanted}.`,
      answer: value,
      unit: "°",
      hint: "The angle that an arc subtends at the centre is twice the angle it subtends at the circumference.",
      solution: [
        `∠AOB and ∠ACB both stand on the minor arc AB.`,
        `∠AOB = 2∠ACB (∠ at centre = 2 × ∠ at circumference).`,
        ask === 0 ? `∠AOB = 2 × ${deg(g)} = ${deg(centre)}` : `∠ACB = ${deg(centre)} ÷ 2 = ${deg(g)}`,
      ],
    };
  },
  // Coordinates: C at the bottom of the unit circle, A and B symmetric above it.
  check: ({ g, ask }) => {
    const C = onCircle(270);
    const A = (t: number) => onCircle(90 - t);
    const B = (t: number) => onCircle(90 + t);
    if (ask === 0) {
      const t = placeBy((t) => angleAt(C, A(t), B(t)), g, 0.01, 89.99);
      return angleAt(ORIGIN, A(t), B(t));
    }
    const t = placeBy((t) => angleAt(ORIGIN, A(t), B(t)), 2 * g, 0.01, 89.99);
    return angleAt(C, A(t), B(t));
  },
};

const cyclicQuad: QuestionTemplate<{ a: number; ask: number }> = {
  id: "geometry-cyclic-quadrilateral",
  level: 1,
  draw: (r) => ({ a: r.int(55, 125), ask: r.int(0, 1) }),
  build: ({ a, ask }) => {
    const value = ask === 0 ? 180 - a : a;
    return {
      kind: "numeric",
      prompt:
        ask === 0
          ? `ABCD is a cyclic quadrilateral with ∠BAD = ${deg(a)}. Calculate ∠BCD.`
          : `ABCD is a cyclic quadrilateral with ∠BAD = ${deg(a)}. BC is produced to E. Calculate the exterior angle ∠DCE.`,
      answer: value,
      unit: "°",
      hint:
        ask === 0
          ? "The opposite angles of a cyclic quadrilateral add up to 180°."
          : "An exterior angle of a cyclic quadrilateral equals the interior angle opposite to it.",
      solution:
        ask === 0
          ? [`∠BAD + ∠BCD = 180° (opp ∠s of cyclic quad).`, `∠BCD = 180° − ${deg(a)} = ${deg(value)}`]
          : [`∠DCE = ∠BAD (ext ∠ of cyclic quad).`, `∠DCE = ${deg(value)}`],
    };
  },
  // Coordinates: A at the bottom, B and D placed symmetrically so that ∠BAD holds, C at the top; E on BC produced.
  check: ({ a, ask }) => {
    const A = onCircle(270);
    const t = placeBy((t) => angleAt(A, onCircle(90 - t), onCircle(90 + t)), a, 0.01, 179.99);
    const [B, D, C] = [onCircle(90 - t), onCircle(90 + t), onCircle(90)];
    if (ask === 0) return angleAt(C, B, D);
    const E: Point = [2 * C[0] - B[0], 2 * C[1] - B[1]];
    return angleAt(C, D, E);
  },
};

const REASONS = [
  "∠ at centre = 2 × ∠ at circumference",
  "∠s in the same segment",
  "opp ∠s of cyclic quad",
  "tan-chord theorem",
  "∠ in semi-circle",
  "ext ∠ of cyclic quad",
  "tan ⟂ radius",
  "line from centre to midpt of chord",
  "line from centre ⟂ to chord",
] as const;

/** The two chord theorems are each other's converse: each is the first wrong choice for the other. */
const CONVERSE: Record<number, number> = { 7: 8, 8: 7 };

function reasonPrompt(fact: number, x: number): string {
  return [
    `O is the centre of the circle through A, B and C, with ∠ACB = ${deg(x)}. Which reason justifies ∠AOB = ${deg(2 * x)}?`,
    `A, B, C and D lie on a circle, with C and D on the same side of chord AB, and ∠ACB = ${deg(x)}. Which reason justifies ∠ADB = ${deg(x)}?`,
    `ABCD is a cyclic quadrilateral with ∠A = ${deg(x)}. Which reason justifies ∠C = ${deg(180 - x)}?`,
    `The tangent at A to a circle makes an angle of ${deg(x)} with the chord AB. C lies on the circle on the other side of AB. Which reason justifies ∠ACB = ${deg(x)}?`,
    `AB is a diameter of a circle and C is another point on the circle, with ∠CAB = ${deg(x)}. Which reason justifies ∠ACB = 90°?`,
    `ABCD is a cyclic quadrilateral with ∠A = ${deg(x)}, and BC is produced to E. Which reason justifies ∠DCE = ${deg(x)}?`,
    `PA is a tangent to a circle with centre O at A, and ∠OPA = ${deg(x)}. Which reason justifies ∠OAP = 90°?`,
    `O is the centre of a circle and M is the midpoint of chord AB, with OM = ${num(x / 10)} cm. Which reason justifies OM ⟂ AB?`,
    `O is the centre of a circle, chord AB = ${num(x / 5)} cm, and M is the point on AB with OM ⟂ AB. Which reason justifies AM = MB = ${num(x / 10)} cm?`,
  ][fact];
}

/**
 * For the check: each theorem by what a rider gives and what it proves, written apart from REASONS and
 * matched against the question's own words, so a prompt keyed to the wrong theorem (or its converse)
 * finds another reason.
 */
const THEOREMS: ReadonlyArray<{ given: readonly RegExp[]; proves: RegExp; reason: string }> = [
  { given: [/centre/, /∠ACB/], proves: /∠AOB/, reason: "∠ at centre = 2 × ∠ at circumference" },
  { given: [/same side of chord AB/], proves: /∠ADB/, reason: "∠s in the same segment" },
  { given: [/cyclic quadrilateral/], proves: /^∠C =/, reason: "opp ∠s of cyclic quad" },
  { given: [/tangent/, /chord AB/], proves: /∠ACB = (?!90°)/, reason: "tan-chord theorem" },
  { given: [/diameter/], proves: /∠ACB = 90°/, reason: "∠ in semi-circle" },
  { given: [/cyclic quadrilateral/, /produced/], proves: /∠DCE/, reason: "ext ∠ of cyclic quad" },
  { given: [/tangent/, /centre O/], proves: /∠OAP = 90°/, reason: "tan ⟂ radius" },
  { given: [/centre/, /midpoint of chord AB/], proves: /OM ⟂ AB/, reason: "line from centre to midpt of chord" },
  { given: [/centre/, /OM ⟂ AB/], proves: /AM = MB/, reason: "line from centre ⟂ to chord" },
];

const circleReason: QuestionTemplate<{ fact: number; x: number; order: number; skip: number }> = {
  id: "geometry-circle-reason",
  level: 2,
  draw: (r) => ({
    fact: r.int(0, REASONS.length - 1),
    x: r.int(25, 75),
    order: r.int(0, 3),
    // Steps that share no factor with the 9 reasons, so the wrong choices are three different ones.
    skip: r.pick([1, 2, 4, 5, 7]),
  }),
  build: ({ fact, x, order, skip }) => {
    const right = REASONS[fact];
    const others = [
      ...(fact in CONVERSE ? [REASONS[CONVERSE[fact]]] : []),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((d) => REASONS[(fact + d * skip) % REASONS.length]),
    ];
    return {
      kind: "choice",
      prompt: reasonPrompt(fact, x),
      ...rotatedChoices([right, ...distinctWrong(right, others)], order),
      hint: "Look at what is given and what is to be shown: angles on the same arc or chord, the centre, a diameter, a tangent, a cyclic quadrilateral, or a chord's midpoint or perpendicular.",
      solution: [
        [
          "∠AOB at the centre and ∠ACB at the circumference stand on the same arc AB.",
          "∠ACB and ∠ADB stand on the same chord AB, on the same side of it.",
          "∠A and ∠C are opposite angles of a cyclic quadrilateral, so they add up to 180°.",
          "The angle between a tangent and a chord equals the angle in the alternate segment.",
          "AB is a diameter, so the angle it subtends at the circumference is a right angle.",
          "∠DCE is an exterior angle of the cyclic quadrilateral; it equals the interior opposite angle ∠A.",
          "A tangent is perpendicular to the radius at the point of contact.",
          "Given the midpoint M, OM joins the centre to the midpoint of the chord, so it is perpendicular to the chord.",
          "Given OM ⟂ AB, OM is the line from the centre perpendicular to the chord, so it bisects the chord.",
        ][fact],
        `Reason: ${right}`,
      ],
    };
  },
  // Read the question: the one theorem that starts from what it gives and ends in what it asks to justify.
  check: ({ fact, x }) => {
    const [given, asked] = reasonPrompt(fact, x).split(" Which reason justifies ");
    const found = THEOREMS.filter(
      (theorem) => theorem.given.every((pattern) => pattern.test(given)) && theorem.proves.test(asked),
    );
    return found.length === 1 ? found[0].reason : `${found.length} theorems fit`;
  },
};

const sameSegment: QuestionTemplate<{ a: number; d: number }> = {
  id: "geometry-same-segment",
  level: 2,
  draw: (r) => ({ a: r.int(25, 70), d: r.int(25, 70) }),
  build: ({ a, d }) => {
    const value = 180 - a - d;
    return {
      kind: "numeric",
      prompt: `A, B, C and D lie on a circle in that order. ∠BAC = ${deg(a)} and ∠BDA = ${deg(d)}. Calculate ∠ABC.`,
      answer: value,
      unit: "°",
      hint: "Find an angle of triangle ABC from an equal angle that stands on the same chord; then use the angle sum of the triangle.",
      solution: [
        `∠BCA = ∠BDA = ${deg(d)} (∠s in the same segment: both stand on chord AB).`,
        `In △ABC: ∠ABC = 180° − ∠BAC − ∠BCA (sum of ∠s in △).`,
        `∠ABC = 180° − ${deg(a)} − ${deg(d)} = ${deg(value)}`,
      ],
    };
  },
  // Coordinates: A at polar angle 0°, D at 340°; B then C placed (anticlockwise) by bisection so the given angles hold.
  check: ({ a, d }) => {
    const A = onCircle(0);
    const D = onCircle(340);
    const b = placeBy((t) => angleAt(D, onCircle(t), A), d, 0.01, 339.99);
    const B = onCircle(b);
    const c = placeBy((t) => angleAt(A, B, onCircle(t)), a, b + 0.01, 339.99);
    return angleAt(B, A, onCircle(c));
  },
};

const tangentChord: QuestionTemplate<{ x: number; ask: number }> = {
  id: "geometry-tangent-chord",
  level: 3,
  draw: (r) => ({ x: r.int(25, 80), ask: r.int(0, 2) }),
  build: ({ x, ask }) => {
    const wanted = ["∠TOA", "∠TCA", "∠OAT"][ask];
    const value = [2 * x, 180 - x, 90 - x][ask];
    const steps = [
      [
        `Let B be any point on the major arc TA: ∠TBA = ∠PTA = ${deg(x)} (tan-chord theorem).`,
        `∠TOA = 2∠TBA (∠ at centre = 2 × ∠ at circumference).`,
        `∠TOA = 2 × ${deg(x)} = ${deg(value)}`,
      ],
      [
        `Let B be any point on the major arc TA: ∠TBA = ∠PTA = ${deg(x)} (tan-chord theorem).`,
        `TCAB is a cyclic quadrilateral, so ∠TCA + ∠TBA = 180° (opp ∠s of cyclic quad).`,
        `∠TCA = 180° − ${deg(x)} = ${deg(value)}`,
      ],
      [
        `∠OTP = 90° (tan ⟂ radius), so ∠OTA = 90° − ${deg(x)} = ${deg(90 - x)}.`,
        `OT = OA (radii), so △OTA is isosceles and ∠OAT = ∠OTA.`,
        `∠OAT = ${deg(value)}`,
      ],
    ][ask];
    return {
      kind: "numeric",
      prompt: `PT is a tangent at T to a circle with centre O. TA is a chord and ∠PTA = ${deg(x)}, with A on the same side of OT as P. C is a point on the minor arc TA. Calculate ${wanted}.`,
      answer: value,
      unit: "°",
      hint: "The angle between the tangent and the chord equals the angle in the alternate segment. Combine that with the angle at the centre, a cyclic quadrilateral, or tangent ⟂ radius.",
      solution: steps,
    };
  },
  // Coordinates: T at the bottom of the unit circle, the tangent horizontal towards P on the right; A placed by bisection.
  check: ({ x, ask }) => {
    const T = onCircle(270);
    const P: Point = [2, -1];
    const phi = placeBy((t) => angleAt(T, P, onCircle(t)), x, -89.99, 269.99);
    const A = onCircle(phi);
    if (ask === 0) return angleAt(ORIGIN, T, A);
    if (ask === 1) return angleAt(onCircle((phi - 90) / 2), T, A);
    return angleAt(A, ORIGIN, T);
  },
};

const EUCLIDEAN_GEOMETRY: Topic = {
  id: "maths-11-euclidean-geometry",
  subject: "mathematics",
  grade: 11,
  term: 3,
  title: "Euclidean geometry: circle theorems",
  explanation: [
    "The line from the centre perpendicular to a chord bisects it; conversely, the line from the centre to the midpoint of a chord is perpendicular to it. The angle an arc subtends at the centre is twice the angle it subtends at the circumference, so the angle in a semi-circle is 90°. Angles in the same segment (standing on the same chord, same side) are equal.",
    "The opposite angles of a cyclic quadrilateral add up to 180°, and an exterior angle of a cyclic quadrilateral equals the interior opposite angle.",
    "A tangent is perpendicular to the radius at the point of contact; two tangents from the same point are equal; the angle between a tangent and a chord equals the angle in the alternate segment.",
    "In a rider, write every statement with its reason, e.g. “∠BCD = 180° − 70° = 110° (opp ∠s of cyclic quad)”. Look for angles standing on the same chord first.",
  ],
  questions: [centreAngle, cyclicQuad, circleReason, sameSegment, tangentChord],
};

// ---------------------------------------------------------------------------------------------------
// 10. Sine, cosine and area rules (Term 3)

const areaRule: QuestionTemplate<{ a: number; b: number; C: number }> = {
  id: "trig-rules-area",
  level: 1,
  draw: (r) => ({ a: r.int(4, 20), b: r.int(4, 20), C: r.int(20, 160) }),
  build: ({ a, b, C }) => {
    const area = 0.5 * a * b * sinDeg(C);
    return {
      kind: "numeric",
      prompt: `In △ABC, BC = ${a} cm, AC = ${b} cm and ∠C = ${deg(C)}. Calculate the area of △ABC, rounded to two decimal places.`,
      answer: area,
      unit: "cm²",
      decimals: 2,
      hint: "Two sides and the angle between them: area = ½ab sin C.",
      solution: [
        `Area = ½ × BC × AC × sin C (the angle between the two given sides).`,
        `Area = ½ × ${a} × ${b} × sin ${deg(C)}`,
        `Area = ${fixed(area, 2)} cm²`,
      ],
    };
  },
  // The third side by the cosine rule, then Heron's formula from the three sides.
  check: ({ a, b, C }) => {
    const c = Math.sqrt(a * a + b * b - 2 * a * b * cosDeg(C));
    const s = (a + b + c) / 2;
    return Math.sqrt(s * (s - a) * (s - b) * (s - c));
  },
};

const sineRuleSide: QuestionTemplate<{ A: number; B: number; a: number }> = {
  id: "trig-rules-sine-rule",
  level: 2,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({ A: r.int(30, 80), B: r.int(30, 100), a: r.int(5, 30) }),
      ({ A, B }) => A + B <= 160,
    ),
  build: ({ A, B, a }) => {
    const b = (a * sinDeg(B)) / sinDeg(A);
    return {
      kind: "numeric",
      prompt: `In △ABC, ∠A = ${deg(A)}, ∠B = ${deg(B)} and BC = ${a} cm. Calculate the length of AC, rounded to two decimal places.`,
      answer: b,
      unit: "cm",
      decimals: 2,
      hint: `BC is opposite ∠A and AC is opposite ∠B: use the sine rule ${frac("AC", "sin B")} = ${frac("BC", "sin A")}.`,
      solution: [
        `${frac("AC", "sin B")} = ${frac("BC", "sin A")} (sine rule).`,
        `AC = ${frac(`${a} × sin ${deg(B)}`, `sin ${deg(A)}`)}`,
        `AC = ${fixed(b, 2)} cm`,
      ],
    };
  },
  // Coordinates: B at the origin, C at (a; 0); A where the rays from B and C at the base angles meet.
  check: ({ A, B, a }) => {
    const C = 180 - A - B;
    // A = t(cos B; sin B) = (a; 0) + u(−cos C; sin C)  →  solve for t.
    const [p, q] = [cosDeg(B), sinDeg(B)];
    const [m, n] = [-cosDeg(C), sinDeg(C)];
    const t = (a * n) / (p * n - q * m);
    const point: Point = [t * p, t * q];
    return Math.hypot(point[0] - a, point[1]);
  },
};

const cosineRuleSide: QuestionTemplate<{ b: number; c: number; A: number }> = {
  id: "trig-rules-cosine-rule-side",
  level: 2,
  draw: (r) => ({ b: r.int(4, 20), c: r.int(4, 20), A: r.int(25, 150) }),
  build: ({ b, c, A }) => {
    const squared = b * b + c * c - 2 * b * c * cosDeg(A);
    const a = Math.sqrt(squared);
    return {
      kind: "numeric",
      prompt: `In △ABC, AB = ${c} cm, AC = ${b} cm and ∠A = ${deg(A)}. Calculate the length of BC, rounded to two decimal places.`,
      answer: a,
      unit: "cm",
      decimals: 2,
      hint: "Two sides and the angle between them give the third side by the cosine rule: a² = b² + c² − 2bc cos A.",
      solution: [
        `BC² = AC² + AB² − 2 × AC × AB × cos A (cosine rule).`,
        `BC² = ${b}² + ${c}² − 2 × ${b} × ${c} × cos ${deg(A)} = ${num(squared, 4)}`,
        `BC = ${fixed(a, 2)} cm`,
      ],
    };
  },
  // Coordinates: A at the origin, B on the x-axis, C at angle A; the distance BC.
  check: ({ b, c, A }) => {
    const B: Point = [c, 0];
    const C: Point = [b * cosDeg(A), b * sinDeg(A)];
    return Math.hypot(B[0] - C[0], B[1] - C[1]);
  },
};

const cosineRuleAngle: QuestionTemplate<{ a: number; b: number; c: number }> = {
  id: "trig-rules-cosine-rule-angle",
  level: 2,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({ a: r.int(4, 15), b: r.int(4, 15), c: r.int(5, 25) }),
      ({ a, b, c }) => c > Math.max(a, b) && c < a + b,
    ),
  build: ({ a, b, c }) => {
    const cosC = (a * a + b * b - c * c) / (2 * a * b);
    const C = acosDeg(cosC);
    return {
      kind: "numeric",
      prompt: `The sides of △ABC are BC = ${a} cm, AC = ${b} cm and AB = ${c} cm. Calculate the size of its largest angle, rounded to one decimal place.`,
      answer: C,
      unit: "°",
      decimals: 1,
      hint: "The largest angle is opposite the longest side. Rearrange the cosine rule: cos C = (a² + b² − c²) ÷ 2ab.",
      solution: [
        `The largest angle is ∠C, opposite the longest side AB.`,
        `cos C = ${frac(`${a}² + ${b}² − ${c}²`, `2 × ${a} × ${b}`)} = ${reducedFraction(a * a + b * b - c * c, 2 * a * b)} = ${num(cosC, 4)}`,
        `∠C = ${fixed(C, 1)}°`,
      ],
    };
  },
  // Heron's formula for the area, then the area rule for sin C; obtuse when c² > a² + b².
  check: ({ a, b, c }) => {
    const s = (a + b + c) / 2;
    const area = Math.sqrt(s * (s - a) * (s - b) * (s - c));
    const acute = asinDeg(Math.min(1, (2 * area) / (a * b)));
    return c * c > a * a + b * b ? 180 - acute : acute;
  },
};

const towerHeight: QuestionTemplate<{ alpha: number; gap: number; d: number }> = {
  id: "trig-rules-height-of-tower",
  level: 3,
  draw: (r) => ({ alpha: r.int(15, 40), gap: r.int(10, 35), d: r.int(20, 120) }),
  build: ({ alpha, gap, d }) => {
    const beta = alpha + gap;
    const bt = (d * sinDeg(alpha)) / sinDeg(gap);
    const h = bt * sinDeg(beta);
    return {
      kind: "numeric",
      prompt: `A and B are two points on level ground, in a straight line with the foot F of a vertical cellphone mast FT, with B between A and F. AB = ${d} m. The angles of elevation of the top T from A and from B are ${deg(alpha)} and ${deg(beta)}. Calculate the height FT of the mast, rounded to two decimal places.`,
      answer: h,
      unit: "m",
      decimals: 2,
      hint: "In △ABT you know AB and can find all the angles (∠ABT = 180° − the elevation from B). Use the sine rule for BT, then the right-angled △BFT for the height.",
      solution: [
        `∠ABT = 180° − ${deg(beta)} = ${deg(180 - beta)}, so ∠ATB = 180° − ${deg(alpha)} − ${deg(180 - beta)} = ${deg(gap)}.`,
        `Sine rule in △ABT: BT = ${frac(`${d} × sin ${deg(alpha)}`, `sin ${deg(gap)}`)} = ${num(bt, 4)} m.`,
        `In right-angled △BFT: FT = BT × sin ${deg(beta)} = ${num(bt, 4)} × sin ${deg(beta)}`,
        `FT = ${fixed(h, 2)} m`,
      ],
    };
  },
  // Right-angled triangles only: AF − BF = d with AF = h ÷ tan α and BF = h ÷ tan β.
  check: ({ alpha, gap, d }) => d / (1 / tanDeg(alpha) - 1 / tanDeg(alpha + gap)),
};

const SINE_COSINE_AND_AREA_RULES: Topic = {
  id: "maths-11-sine-cosine-and-area-rules",
  subject: "mathematics",
  grade: 11,
  term: 3,
  title: "Trigonometry: sine, cosine and area rules",
  explanation: [
    `In any triangle ABC, with side a opposite ∠A and so on: the sine rule ${frac("a", "sin A")} = ${frac("b", "sin B")} = ${frac("c", "sin C")}; the cosine rule a² = b² + c² − 2bc cos A; the area rule: area = ½ab sin C.`,
    "Use the sine rule when you know a side and the angle opposite it (two angles and a side). Use the cosine rule for two sides and the angle between them (to find the third side), or for three sides (to find an angle: cos A = (b² + c² − a²) ÷ 2bc).",
    "The area rule needs two sides and the angle BETWEEN them.",
    "For heights and distances, draw the figure, mark the right angles and the angles of elevation, and solve one triangle at a time: a non-right triangle with the sine or cosine rule, then a right-angled one with sin, cos or tan.",
  ],
  questions: [areaRule, sineRuleSide, cosineRuleSide, cosineRuleAngle, towerHeight],
};

// ---------------------------------------------------------------------------------------------------
// 11. Finance, growth and decay (Term 3)

const MONEY_TOLERANCE = 0.0005;
const IEFF = sub("i", "eff");
const COMPOUNDING = [
  [12, "monthly"],
  [4, "quarterly"],
  [2, "half-yearly"],
  [52, "weekly"],
  [365, "daily"],
] as const;

const straightLine: QuestionTemplate<{ cost: number; rate: number; years: number }> = {
  id: "finance-straight-line-depreciation",
  level: 1,
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({ cost: 500 * r.int(30, 500), rate: r.int(8, 20), years: r.int(2, 6) }),
      ({ rate, years }) => rate * years < 100,
    ),
  build: ({ cost, rate, years }) => {
    const value = cost * (1 - (rate / 100) * years);
    return {
      kind: "numeric",
      prompt: `A taxi owner buys a minibus for ${rands(cost)}. It depreciates at ${rate}% p.a. on the straight-line method. What is its book value after ${years} years?`,
      answer: value,
      unit: "R",
      decimals: 2,
      tolerance: MONEY_TOLERANCE,
      hint: "Straight-line (simple) depreciation takes off the same amount every year: A = P(1 − in).",
      solution: [
        `A = P(1 − in), with P = ${rands(cost)}, i = ${num(rate / 100)} and n = ${years}.`,
        `A = ${num(cost)}(1 − ${num(rate / 100)} × ${years}) = ${num(cost)} × ${num(1 - (rate / 100) * years)}`,
        `A = ${rands(value)}`,
      ],
    };
  },
  // Year by year: subtract the same yearly amount (i × P) each time.
  check: ({ cost, rate, years }) => {
    let value = cost;
    for (let year = 0; year < years; year += 1) value -= (cost * rate) / 100;
    return value;
  },
};

const reducingBalance: QuestionTemplate<{ cost: number; rate: number; years: number; ask: number }> = {
  id: "finance-reducing-balance-depreciation",
  level: 2,
  draw: (r) => ({ cost: 1000 * r.int(8, 400), rate: r.int(8, 25), years: r.int(2, 8), ask: r.int(0, 1) }),
  build: ({ cost, rate, years, ask }) => {
    const value = cost * (1 - rate / 100) ** years;
    // The decrease from the book value as shown, to the cent, so that the subtraction on the page adds up.
    const lost = cost - asShown(value, 2);
    return {
      kind: "numeric",
      prompt: `A school buys a photocopier for ${rands(cost)}. It depreciates at ${rate}% p.a. on the reducing-balance method. ${ask === 0 ? `What is its book value after ${years} years?` : `By how much has its value decreased after ${years} years?`}`,
      answer: ask === 0 ? value : lost,
      unit: "R",
      decimals: 2,
      tolerance: MONEY_TOLERANCE,
      hint: "Reducing-balance (compound) depreciation takes a percentage of what is left each year: A = P(1 − i)ⁿ.",
      solution: [
        `A = P(1 − i)ⁿ = ${num(cost)}(1 − ${num(rate / 100)})${superscript(years)} = ${num(cost)} × ${num(1 - rate / 100)}${superscript(years)}`,
        `A = ${rands(value)}.`,
        ...(ask === 0
          ? [`Book value = ${rands(value)}`]
          : [`Decrease = ${rands(cost)} − ${rands(value)} = ${rands(lost)}`]),
      ],
    };
  },
  // Year by year: take the percentage off what is left.
  check: ({ cost, rate, years, ask }) => {
    let value = cost;
    for (let year = 0; year < years; year += 1) value -= (value * rate) / 100;
    return ask === 0 ? value : cost - value;
  },
};

const effectiveRate: QuestionTemplate<{ tenths: number; compounding: number }> = {
  id: "finance-effective-rate",
  level: 2,
  draw: (r) => ({ tenths: 5 * r.int(12, 36), compounding: r.int(0, COMPOUNDING.length - 1) }),
  build: ({ tenths, compounding }) => {
    const nominal = tenths / 10;
    const [m, name] = COMPOUNDING[compounding];
    const effective = ((1 + nominal / 100 / m) ** m - 1) * 100;
    return {
      kind: "numeric",
      prompt: `A bank offers ${num(nominal, 1)}% p.a. compounded ${name}. Calculate the effective annual interest rate, as a percentage rounded to two decimal places.`,
      answer: effective,
      unit: "%",
      decimals: 2,
      hint: `Use 1 + ${IEFF} = (1 + ${frac(pow("i", "(m)"), "m")})ᵐ, with the nominal rate as a decimal and m the number of compounding periods in a year.`,
      solution: [
        `1 + ${IEFF} = (1 + ${frac(pow("i", "(m)"), "m")})ᵐ with ${pow("i", "(m)")} = ${num(nominal / 100, 4)} and m = ${m}.`,
        `Per period: 1 + ${frac(num(nominal / 100, 4), m)} = ${num(1 + nominal / 100 / m, 6)}, so 1 + ${IEFF} = ${num(1 + nominal / 100 / m, 6)}${superscript(m)} = ${num(1 + effective / 100, 6)}.`,
        `${IEFF} = ${fixed(effective, 2)}%`,
      ],
    };
  },
  // Grow R1 period by period for a year and see how much interest it earned.
  check: ({ tenths, compounding }) => {
    const [m] = COMPOUNDING[compounding];
    let amount = 1;
    for (let period = 0; period < m; period += 1) amount += (amount * tenths) / 1000 / m;
    return (amount - 1) * 100;
  },
};

const timeline: QuestionTemplate<{
  deposit: number;
  r1: number;
  n1: number;
  withdrawal: number;
  r2: number;
  n2: number;
}> = {
  id: "finance-timeline-changing-rate",
  level: 3,
  draw: (r) => ({
    deposit: 1000 * r.int(10, 80),
    r1: r.int(6, 12),
    n1: r.int(2, 5),
    withdrawal: 1000 * r.int(2, 8),
    r2: r.int(5, 11),
    n2: r.int(2, 5),
  }),
  build: ({ deposit, r1, n1, withdrawal, r2, n2 }) => {
    const first = deposit * (1 + r1 / 100 / 12) ** (12 * n1);
    // The balance carried on is the amount as shown, to the cent, as a learner carries it.
    const left = asShown(first, 2) - withdrawal;
    const final = left * (1 + r2 / 100 / 4) ** (4 * n2);
    return {
      kind: "numeric",
      prompt: `${rands(deposit)} is invested at ${r1}% p.a. compounded monthly. After ${n1} years ${rands(withdrawal)} is withdrawn, and from then on the interest rate is ${r2}% p.a. compounded quarterly. How much is in the account ${n2} years after the withdrawal?`,
      answer: final,
      unit: "R",
      decimals: 2,
      tolerance: MONEY_TOLERANCE,
      hint: "Draw a timeline. Grow the deposit to the withdrawal with the first rate, subtract the withdrawal, then grow what is left with the second rate (use the rate per period and the number of periods each time).",
      solution: [
        `Up to year ${n1}: i = ${frac(num(r1 / 100), 12)} per month for n = ${12 * n1} months, so A = ${num(deposit)}(1 + ${frac(num(r1 / 100), 12)})${superscript(12 * n1)} = ${rands(first)}.`,
        `After the withdrawal: ${rands(first)} − ${rands(withdrawal)} = ${rands(left)}.`,
        `The next ${n2} years: i = ${frac(num(r2 / 100), 4)} = ${num(r2 / 400, 4)} per quarter for n = ${4 * n2} quarters: A = ${fixed(left, 2)} × ${num(1 + r2 / 400, 4)}${superscript(4 * n2)}`,
        `A = ${rands(final)}`,
      ],
    };
  },
  // Month by month, then quarter by quarter, adding each period's interest.
  check: ({ deposit, r1, n1, withdrawal, r2, n2 }) => {
    let amount = deposit;
    for (let month = 0; month < 12 * n1; month += 1) amount += (amount * r1) / 1200;
    amount -= withdrawal;
    for (let quarter = 0; quarter < 4 * n2; quarter += 1) amount += (amount * r2) / 400;
    return amount;
  },
};

const depreciationRate: QuestionTemplate<{ cost: number; rate: number; years: number }> = {
  id: "finance-depreciation-rate",
  level: 3,
  draw: (r) => ({ cost: 5000 * r.int(4, 60), rate: r.int(8, 25), years: r.int(3, 8) }),
  build: ({ cost, rate, years }) => {
    // The book value is given to the nearest rand, so the rate is found from the rounded value.
    const value = Math.round(cost * (1 - rate / 100) ** years);
    const ratio = value / cost;
    const i = 1 - ratio ** (1 / years);
    return {
      kind: "numeric",
      prompt: `A farmer buys a tractor for ${rands(cost)}. After ${years} years its book value on the reducing-balance method is ${rands(value)}. Calculate the annual rate of depreciation, as a percentage rounded to two decimal places.`,
      answer: i * 100,
      unit: "%",
      decimals: 2,
      hint: "Substitute into A = P(1 − i)ⁿ, divide by P, then take the nth root of both sides to find 1 − i.",
      solution: [
        `${num(value)} = ${num(cost)}(1 − i)${superscript(years)}, so (1 − i)${superscript(years)} = ${frac(num(value), num(cost))} = ${num(ratio, 6)}.`,
        `1 − i = ${root(num(ratio, 6), years)} = ${num(1 - i, 6)}`,
        `i = ${num(i, 6)}, so the rate = ${fixed(i * 100, 2)}%`,
      ],
    };
  },
  // Bisection on the rate: the rate at which the cost, depreciated year by year, reaches the book value.
  check: ({ cost, rate, years }) => {
    const value = Math.round(cost * (1 - rate / 100) ** years);
    const after = (percent: number) => {
      let amount = cost;
      for (let year = 0; year < years; year += 1) amount -= (amount * percent) / 100;
      return amount;
    };
    return bisectRoot((percent) => value - after(percent), 0, 99);
  },
};

const FINANCE: Topic = {
  id: "maths-11-finance-growth-and-decay",
  subject: "mathematics",
  grade: 11,
  term: 3,
  title: "Finance, growth and decay",
  explanation: [
    "Depreciation is the loss of value of an asset. Straight-line (simple) depreciation takes the same amount off every year: A = P(1 − in). Reducing-balance (compound) depreciation takes a percentage of the current value: A = P(1 − i)ⁿ.",
    `A nominal rate is quoted per year but compounded m times a year. The effective rate is the rate that, compounded once a year, gives the same growth: 1 + ${IEFF} = (1 + ${frac(pow("i", "(m)"), "m")})ᵐ. For 12% p.a. compounded monthly, 1,01¹² = 1,1268, so ${IEFF} = 12,68%.`,
    "In a formula, i and n must match the compounding period: 9% p.a. compounded monthly for 3 years is i = 0,09 ÷ 12 over n = 36 months.",
    "When rates change or money is deposited or withdrawn, draw a timeline. Move the money forward one stretch at a time: grow it to the next change, add or subtract, then carry on with the new rate.",
  ],
  questions: [straightLine, reducingBalance, effectiveRate, timeline, depreciationRate],
};

// ---------------------------------------------------------------------------------------------------
// 12. Probability (Term 3)

const independent: QuestionTemplate<{ a: number; b: number }> = {
  id: "probability-independent",
  level: 1,
  draw: (r) => ({
    a: r.pick([0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 0.8]),
    b: r.pick([0.2, 0.3, 0.5, 0.6, 0.7, 0.9]),
  }),
  build: ({ a, b }) => ({
    kind: "numeric",
    prompt: `A and B are independent events with P(A) = ${num(a)} and P(B) = ${num(b)}. What is P(A and B)?`,
    answer: a * b,
    tolerance: 0.005,
    hint: "For independent events the probability that both happen is the product of their probabilities.",
    solution: [
      `For independent events, P(A and B) = P(A) × P(B).`,
      `P(A and B) = ${num(a)} × ${num(b)}`,
      `P(A and B) = ${num(a * b, 4)}`,
    ],
  }),
  // Through the complement: P(A and B) = P(A) − P(A and not B), with P(not B) = 1 − P(B).
  check: ({ a, b }) => a - a * (1 - b),
};

const DEPENDENT_ASKS = [
  "both sweets are red",
  "one sweet is red and the other blue",
  "both sweets are the same colour",
];

const dependentEvents: QuestionTemplate<{ red: number; blue: number; ask: number }> = {
  id: "probability-dependent-events",
  level: 2,
  draw: (r) => ({ red: r.int(2, 8), blue: r.int(2, 8), ask: r.int(0, 2) }),
  build: ({ red, blue, ask }) => {
    const n = red + blue;
    const pairs = n * (n - 1);
    const favourable = [red * (red - 1), 2 * red * blue, red * (red - 1) + blue * (blue - 1)][ask];
    const shown = reducedFraction(favourable, pairs);
    const parts = ask === 1 ? [red * blue, red * blue] : [red * (red - 1), blue * (blue - 1)];
    const branches = [
      [`P(red, red) = ${frac(red, n)} × ${frac(red - 1, n - 1)} = ${frac(red * (red - 1), pairs)}`],
      [
        `P(red, blue) = ${frac(red, n)} × ${frac(blue, n - 1)} = ${frac(red * blue, pairs)}`,
        `P(blue, red) = ${frac(blue, n)} × ${frac(red, n - 1)} = ${frac(red * blue, pairs)}`,
      ],
      [
        `P(red, red) = ${frac(red, n)} × ${frac(red - 1, n - 1)} = ${frac(red * (red - 1), pairs)}`,
        `P(blue, blue) = ${frac(blue, n)} × ${frac(blue - 1, n - 1)} = ${frac(blue * (blue - 1), pairs)}`,
      ],
    ][ask];
    return {
      kind: "numeric",
      prompt: `A bag holds ${red} red and ${blue} blue sweets. Two sweets are taken out one after the other, without replacement. What is the probability that ${DEPENDENT_ASKS[ask]}? Give it as a fraction in simplest form.`,
      answer: favourable / pairs,
      exact: true,
      shown,
      hint: "Without replacement, the second draw is from one sweet fewer, and the count of the first colour drops by one if it was drawn first. Multiply along each branch of a tree diagram and add the branches you need.",
      solution: [
        `There are ${n} sweets; after the first draw ${n - 1} are left.`,
        ...branches,
        ask === 0
          ? `P = ${shown}`
          : `P = ${parts.map((part) => frac(part, pairs)).join(" + ")} = ${frac(favourable, pairs)} = ${shown}`,
      ],
    };
  },
  // Count every ordered pair of two different sweets.
  check: ({ red, blue, ask }) => {
    const colours = [...Array<string>(red).fill("r"), ...Array<string>(blue).fill("b")];
    let [count, total] = [0, 0];
    colours.forEach((first, i) =>
      colours.forEach((second, j) => {
        if (i === j) return;
        total += 1;
        const ok = [first === "r" && second === "r", first !== second, first === second][ask];
        if (ok) count += 1;
      }),
    );
    return count / total;
  },
};

const treeDiagram: QuestionTemplate<{ p: number; q: number; s: number; ask: number }> = {
  id: "probability-tree-diagram",
  level: 2,
  // Tuesday's chance depends on Monday (q ≠ s): with q = s the days would be independent and the tree pointless.
  draw: (r) =>
    drawUntil(
      r,
      (r) => ({ p: r.int(2, 8), q: r.int(3, 9), s: r.int(1, 6), ask: r.int(0, 1) }),
      ({ q, s }) => q !== s,
    ),
  build: ({ p, q, s, ask }) => {
    const [P, Q, S] = [p / 10, q / 10, s / 10];
    const answer = ask === 0 ? P * Q + (1 - P) * S : P * (1 - Q) + (1 - P) * S;
    return {
      kind: "numeric",
      prompt: `The probability that a learner's school bus is late on a Monday is ${num(P)}. If it is late on Monday, the probability that it is late on Tuesday is ${num(Q)}; if it is on time on Monday, that probability is ${num(S)}. Use a tree diagram to find the probability that the bus is late ${ask === 0 ? "on Tuesday" : "on exactly one of the two days"}. Give it as a decimal.`,
      answer,
      decimals: 2,
      tolerance: 0.001,
      hint: "Draw the tree: Monday late / on time, then Tuesday late / on time on each branch. Multiply along a path; add the paths that give the outcome you want.",
      solution:
        ask === 0
          ? [
              `Paths that end late on Tuesday: (late, late) and (on time, late).`,
              `P(late, late) = ${num(P)} × ${num(Q)} = ${num(P * Q, 4)}; P(on time, late) = ${num(1 - P)} × ${num(S)} = ${num((1 - P) * S, 4)}.`,
              `P(late on Tuesday) = ${num(P * Q, 4)} + ${num((1 - P) * S, 4)} = ${fixed(answer, 2)}`,
            ]
          : [
              `Paths with exactly one late day: (late, on time) and (on time, late).`,
              `P(late, on time) = ${num(P)} × ${num(1 - Q)} = ${num(P * (1 - Q), 4)}; P(on time, late) = ${num(1 - P)} × ${num(S)} = ${num((1 - P) * S, 4)}.`,
              `P(exactly one) = ${num(P * (1 - Q), 4)} + ${num((1 - P) * S, 4)} = ${fixed(answer, 2)}`,
            ],
    };
  },
  // Through the complement: one minus the paths that do not give the outcome.
  check: ({ p, q, s, ask }) => {
    const [P, Q, S] = [p / 10, q / 10, s / 10];
    return ask === 0 ? 1 - (P * (1 - Q) + (1 - P) * (1 - S)) : 1 - P * Q - (1 - P) * (1 - S);
  },
};

type VennRegions = {
  a: number;
  d: number;
  c: number;
  ad: number;
  ac: number;
  dc: number;
  all: number;
  none: number;
  ask: number;
};

const venn = (v: VennRegions) => ({
  total: v.a + v.d + v.c + v.ad + v.ac + v.dc + v.all + v.none,
  nA: v.a + v.ad + v.ac + v.all,
  nD: v.d + v.ad + v.dc + v.all,
  nC: v.c + v.ac + v.dc + v.all,
  nAD: v.ad + v.all,
  nAC: v.ac + v.all,
  nDC: v.dc + v.all,
});

const VENN_ASKS = [
  "takes part in none of the three",
  "takes part in exactly one of the three",
  "takes part in at least two of the three",
];

const vennThree: QuestionTemplate<VennRegions> = {
  id: "probability-venn-three-events",
  level: 3,
  draw: (r) => ({
    a: r.int(2, 15),
    d: r.int(2, 15),
    c: r.int(2, 15),
    ad: r.int(1, 8),
    ac: r.int(1, 8),
    dc: r.int(1, 8),
    all: r.int(1, 6),
    none: r.int(1, 10),
    ask: r.int(0, 2),
  }),
  build: (v) => {
    const { total, nA, nD, nC, nAD, nAC, nDC } = venn(v);
    const union = nA + nD + nC - nAD - nAC - nDC + v.all;
    const singles = nA + nD + nC;
    const doubles = nAD + nAC + nDC;
    const count = [total - union, singles - 2 * doubles + 3 * v.all, doubles - 2 * v.all][v.ask];
    const shown = reducedFraction(count, total);
    const steps = [
      [
        `n(A or D or C) = n(A) + n(D) + n(C) − n(A and D) − n(A and C) − n(D and C) + n(all three)`,
        `= ${nA} + ${nD} + ${nC} − ${nAD} − ${nAC} − ${nDC} + ${v.all} = ${union}, so ${total} − ${union} = ${count} take part in none.`,
      ],
      [
        `Only A: ${nA} − ${nAD} − ${nAC} + ${v.all} = ${v.a}; only D: ${nD} − ${nAD} − ${nDC} + ${v.all} = ${v.d}; only C: ${nC} − ${nAC} − ${nDC} + ${v.all} = ${v.c}.`,
        `Exactly one: ${v.a} + ${v.d} + ${v.c} = ${count}.`,
      ],
      [
        `Exactly two: (${nAD} − ${v.all}) + (${nAC} − ${v.all}) + (${nDC} − ${v.all}) = ${doubles - 3 * v.all}.`,
        `At least two: ${doubles - 3 * v.all} + ${v.all} = ${count}.`,
      ],
    ][v.ask];
    return {
      kind: "numeric",
      prompt: `Of the ${total} Grade 11 learners in a school, ${nA} take part in athletics (A), ${nD} in debating (D) and ${nC} in the choir (C). ${nAD} do athletics and debating, ${nAC} athletics and choir, ${nDC} debating and choir, and ${v.all} ${v.all === 1 ? "does" : "do"} all three. A learner is chosen at random. What is the probability that the learner ${VENN_ASKS[v.ask]}? Give it as a fraction in simplest form.`,
      answer: count / total,
      exact: true,
      shown,
      hint: "Fill in a Venn diagram from the inside out: all three first, then the rest of each overlap of two, then the parts in one event only, and finally those outside all three.",
      solution: [
        ...steps,
        reducedFraction(count, total) === frac(count, total) ? `P = ${shown}` : `P = ${frac(count, total)} = ${shown}`,
      ],
    };
  },
  // Add up the regions of the Venn diagram directly.
  check: (v) => {
    const { total } = venn(v);
    return [v.none, v.a + v.d + v.c, v.ad + v.ac + v.dc + v.all][v.ask] / total;
  },
};

const INDEPENDENCE_CHOICES = [
  "Independent, because P(A and B) = P(A) × P(B)",
  "Dependent, because P(A and B) ≠ P(A) × P(B)",
  "Dependent, because P(A) ≠ P(B)",
  "Independent, because P(A and B) ≠ 0",
] as const;

const independenceTest: QuestionTemplate<{ rows1: number; rows2: number; p: number; shift: number; order: number }> = {
  id: "probability-test-independence",
  level: 3,
  draw: (r) => ({
    rows1: 10 * r.int(4, 12),
    rows2: 10 * r.int(4, 12),
    p: r.int(2, 8),
    shift: r.pick([0, 0, 2, 3, 4, -2, -3]),
    order: r.int(0, 3),
  }),
  build: ({ rows1, rows2, p, shift, order }) => {
    const walkLate = (rows1 * p) / 10 + shift;
    const walkOnTime = rows1 - walkLate;
    const taxiLate = (rows2 * p) / 10 - shift;
    const taxiOnTime = rows2 - taxiLate;
    const total = rows1 + rows2;
    const late = walkLate + taxiLate;
    const [pA, pB, pAB] = [rows1 / total, late / total, walkLate / total];
    const right = INDEPENDENCE_CHOICES[shift === 0 ? 0 : 1];
    return {
      kind: "choice",
      prompt: `A survey of ${total} learners: ${walkLate} walk to school and arrived late, ${walkOnTime} walk and were on time, ${taxiLate} come by taxi and arrived late, ${taxiOnTime} come by taxi and were on time. A is the event “walks to school” and B “arrived late”. Are A and B independent?`,
      ...rotatedChoices([right, ...INDEPENDENCE_CHOICES.filter((text) => text !== right)], order),
      hint: "Draw the contingency table with its totals. Work out P(A), P(B) and P(A and B) from it and compare P(A and B) with P(A) × P(B).",
      solution: [
        `n(A) = ${walkLate} + ${walkOnTime} = ${rows1}; n(B) = ${walkLate} + ${taxiLate} = ${late}; n(A and B) = ${walkLate}.`,
        `P(A) × P(B) = ${frac(rows1, total)} × ${frac(late, total)} = ${num(pA * pB, 4)}.`,
        `P(A and B) = ${frac(walkLate, total)} = ${num(pAB, 4)}.`,
        `${shift === 0 ? "They are equal" : "They are not equal"}: ${right}`,
      ],
    };
  },
  // With whole numbers only: independent exactly when n(A and B) × n(total) = n(A) × n(B).
  check: ({ rows1, rows2, p, shift }) => {
    const walkLate = (rows1 * p) / 10 + shift;
    const late = walkLate + (rows2 * p) / 10 - shift;
    return walkLate * (rows1 + rows2) === rows1 * late ? INDEPENDENCE_CHOICES[0] : INDEPENDENCE_CHOICES[1];
  },
};

const PROBABILITY: Topic = {
  id: "maths-11-probability",
  subject: "mathematics",
  grade: 11,
  term: 3,
  title: "Probability: dependent and independent events",
  explanation: [
    "Events A and B are independent when one happening does not change the chance of the other; then P(A and B) = P(A) × P(B). To TEST independence, calculate both sides and compare them.",
    "Mutually exclusive events cannot happen together: P(A and B) = 0 and P(A or B) = P(A) + P(B). In general P(A or B) = P(A) + P(B) − P(A and B).",
    "A tree diagram shows events one after the other: multiply along a branch, add the branches you want. Without replacement the second set of branches changes: 2 red of 5 sweets gives P(red, red) = ⅖ × ¼ = ¹⁄₁₀.",
    "A Venn diagram with three events is filled in from the middle outwards: all three, then each overlap of two, then each event alone, then those in none. A contingency table shows counts for two events; its row and column totals give P(A) and P(B).",
  ],
  questions: [independent, dependentEvents, treeDiagram, vennThree, independenceTest],
};

// ---------------------------------------------------------------------------------------------------
// 13. Statistics (Term 4)

const SKEW = [
  "positively skewed (skewed to the right)",
  "negatively skewed (skewed to the left)",
  "symmetrical",
] as const;

const skewness: QuestionTemplate<{ median: number; gap: number; order: number }> = {
  id: "statistics-skewness",
  level: 1,
  draw: (r) => ({ median: r.int(40, 75), gap: r.pick([-48, -35, -22, -14, 0, 0, 13, 21, 36, 47]), order: r.int(0, 2) }),
  build: ({ median, gap, order }) => {
    const mean = median + gap / 10;
    const kind = gap > 0 ? 0 : gap < 0 ? 1 : 2;
    return {
      kind: "choice",
      prompt: `The marks of a Grade 11 class in a test have a mean of ${num(mean, 1)} and a median of ${num(median, 1)}. How is the data distributed?`,
      ...rotatedChoices([SKEW[kind], ...SKEW.filter((_, i) => i !== kind)], order),
      hint: "A few very high or very low values pull the mean towards them, but hardly move the median. Compare the two.",
      solution: [
        kind === 2
          ? `The mean equals the median (${num(median, 1)}).`
          : `The mean (${num(mean, 1)}) is ${kind === 0 ? "greater" : "less"} than the median (${num(median, 1)}): a tail of ${kind === 0 ? "high" : "low"} marks pulls the mean that way.`,
        `The data is ${SKEW[kind]}`,
      ],
    };
  },
  // Pearson's coefficient of skewness 3(mean − median) ÷ σ has the sign of the skew (σ > 0; take σ = 10).
  check: ({ median, gap }) => {
    const coefficient = (3 * (median + gap / 10 - median)) / 10;
    return Math.abs(coefficient) < 1e-9 ? SKEW[2] : coefficient > 0 ? SKEW[0] : SKEW[1];
  },
};

type Data = {
  n: number;
  v0: number;
  v1: number;
  v2: number;
  v3: number;
  v4: number;
  v5: number;
  v6: number;
  v7: number;
};
const dataOf = (d: Data) => [d.v0, d.v1, d.v2, d.v3, d.v4, d.v5, d.v6, d.v7].slice(0, d.n);

const standardDeviation: QuestionTemplate<Data> = {
  id: "statistics-standard-deviation",
  level: 2,
  draw: (r) => ({
    n: r.int(5, 8),
    v0: r.int(2, 20),
    v1: r.int(2, 20),
    v2: r.int(2, 20),
    v3: r.int(2, 20),
    v4: r.int(2, 20),
    v5: r.int(2, 20),
    v6: r.int(2, 20),
    v7: r.int(2, 20),
  }),
  build: (d) => {
    const data = dataOf(d);
    const n = data.length;
    const mean = data.reduce((sum, x) => sum + x, 0) / n;
    const squares = data.reduce((sum, x) => sum + (x - mean) ** 2, 0);
    const sigma = Math.sqrt(squares / n);
    return {
      kind: "numeric",
      prompt: `The scores (out of 20) of ${n} learners in a quiz are: ${data.join("; ")}. Calculate the standard deviation of the scores, rounded to two decimal places.`,
      answer: sigma,
      decimals: 2,
      hint: "Find the mean; then the mean of the squared deviations from it (the variance); the standard deviation is the square root of the variance.",
      solution: [
        `Mean: x̄ = ${frac(
          data.reduce((sum, x) => sum + x, 0),
          n,
        )} = ${num(mean, 4)}.`,
        `Sum of squared deviations: Σ(x − x̄)² = ${num(squares, 4)}.`,
        `Variance: σ² = ${frac(num(squares, 4), n)} = ${num(squares / n, 4)}.`,
        `σ = ${root(num(squares / n, 4))} = ${fixed(sigma, 2)}`,
      ],
    };
  },
  // The shortcut σ² = (mean of the squares) − (square of the mean).
  check: (d) => {
    const data = dataOf(d);
    const n = data.length;
    const meanOfSquares = data.reduce((sum, x) => sum + x * x, 0) / n;
    const squareOfMean = (data.reduce((sum, x) => sum + x, 0) / n) ** 2;
    return Math.sqrt(meanOfSquares - squareOfMean);
  },
};

type Grouped = { width: number; f0: number; f1: number; f2: number; f3: number; f4: number; ask: number };
const frequencies = (g: Grouped) => [g.f0, g.f1, g.f2, g.f3, g.f4];
const tableText = (g: Grouped) =>
  frequencies(g)
    .map((f, i) => `${i * g.width} ≤ x < ${(i + 1) * g.width}: ${f}`)
    .join("; ");
const drawGrouped = (r: Random): Grouped => ({
  width: r.pick([5, 10, 20]),
  f0: r.int(1, 8),
  f1: r.int(3, 12),
  f2: r.int(4, 15),
  f3: r.int(3, 12),
  f4: r.int(1, 8),
  ask: r.int(0, 2),
});

const groupedMean: QuestionTemplate<Grouped> = {
  id: "statistics-grouped-mean",
  level: 2,
  draw: drawGrouped,
  build: (g) => {
    const f = frequencies(g);
    const n = f.reduce((s, x) => s + x, 0);
    const mids = f.map((_, i) => (i + 0.5) * g.width);
    const total = f.reduce((s, x, i) => s + x * mids[i], 0);
    const mean = total / n;
    return {
      kind: "numeric",
      prompt: `The times (in minutes) that learners take to travel to school are grouped as follows (class: frequency): ${tableText(g)}. Estimate the mean time, rounded to two decimal places.`,
      answer: mean,
      unit: "min",
      decimals: 2,
      hint: "For grouped data, use the midpoint of each class as the value for all its members: multiply each midpoint by its frequency, add, and divide by the total frequency.",
      solution: [
        `Midpoints: ${mids.map((m) => num(m)).join("; ")}; total frequency n = ${n}.`,
        `Σ f × midpoint = ${f.map((x, i) => `${x} × ${num(mids[i])}`).join(" + ")} = ${num(total)}.`,
        `Estimated mean = ${frac(num(total), n)} = ${fixed(mean, 2)} min`,
      ],
    };
  },
  // From the lower class limits: their mean plus half a class width.
  check: (g) => {
    const f = frequencies(g);
    const n = f.reduce((s, x) => s + x, 0);
    return f.reduce((s, x, i) => s + x * i * g.width, 0) / n + g.width / 2;
  },
};

const OGIVE_ASKS = [
  [0.5, "median"],
  [0.25, "lower quartile"],
  [0.75, "upper quartile"],
] as const;

const ogive: QuestionTemplate<Grouped> = {
  id: "statistics-ogive-percentile",
  level: 3,
  draw: drawGrouped,
  build: (g) => {
    const f = frequencies(g);
    const n = f.reduce((s, x) => s + x, 0);
    const [share, name] = OGIVE_ASKS[g.ask];
    const target = share * n;
    const cumulative = f.map((_, i) => f.slice(0, i + 1).reduce((s, x) => s + x, 0));
    const k = cumulative.findIndex((c) => c >= target);
    const before = k === 0 ? 0 : cumulative[k - 1];
    const lower = k * g.width;
    const value = lower + ((target - before) / f[k]) * g.width;
    return {
      kind: "numeric",
      prompt: `The times (in minutes) that learners take to travel to school are grouped as follows (class: frequency): ${tableText(g)}. Draw the ogive (cumulative frequency curve, points joined by straight lines) and use it to estimate the ${name} time. Round to one decimal place.`,
      answer: value,
      unit: "min",
      decimals: 1,
      tolerance: 0.02,
      hint: "Plot cumulative frequency against the UPPER limit of each class, starting at 0 at the lowest limit. Find the position on the cumulative frequency axis (a fraction of n) and read across to the curve and down.",
      solution: [
        `Cumulative frequencies at ${f.map((_, i) => (i + 1) * g.width).join("; ")}: ${cumulative.join("; ")}; n = ${n}.`,
        `The ${name} is at cumulative frequency ${num(share, 2)} × ${n} = ${num(target, 2)}, in the class ${lower} ≤ x < ${lower + g.width} (from ${before} to ${cumulative[k]}).`,
        `On the straight segment: ${lower === 0 ? "" : `${lower} + `}${frac(subtraction(target, before), f[k])} × ${g.width} = ${num(value, 2)}`,
        `Estimated ${name} = ${fixed(value, 1)} min`,
      ],
    };
  },
  // The ogive as a piecewise-linear function, searched by bisection for the target cumulative frequency.
  check: (g) => {
    const f = frequencies(g);
    const n = f.reduce((s, x) => s + x, 0);
    const target = OGIVE_ASKS[g.ask][0] * n;
    const points = [0, ...f.map((_, i) => f.slice(0, i + 1).reduce((s, x) => s + x, 0))];
    const curve = (x: number) => {
      const i = Math.min(Math.floor(x / g.width), f.length - 1);
      return points[i] + ((x - i * g.width) / g.width) * (points[i + 1] - points[i]);
    };
    return bisectRoot((x) => curve(x) - target, 0, f.length * g.width);
  },
};

const STATISTICS: Topic = {
  id: "maths-11-statistics",
  subject: "mathematics",
  grade: 11,
  term: 4,
  title: "Statistics: spread, skewness and ogives",
  explanation: [
    "The variance is the mean of the squared deviations from the mean: σ² = Σ(x − x̄)² ÷ n; the standard deviation σ is its square root. For 2; 4; 6: x̄ = 4, the squared deviations are 4, 0 and 4, so σ² = 8 ÷ 3 and σ = 1,63. For roughly bell-shaped data, about 68% of the values lie within one standard deviation of the mean.",
    "In symmetrical data the mean and median are equal. A tail of high values pulls the mean above the median: positively skewed. A tail of low values pulls it below: negatively skewed.",
    "For grouped data, estimate the mean with class midpoints. An ogive plots cumulative frequency against the upper limit of each class; read the median at n ÷ 2, the quartiles at n ÷ 4 and 3n ÷ 4 on the cumulative axis.",
  ],
  questions: [skewness, standardDeviation, groupedMean, ogive],
};

export const MATHEMATICS_GRADE_11: Topic[] = [
  EXPONENTS_AND_SURDS,
  EQUATIONS_AND_INEQUALITIES,
  NUMBER_PATTERNS,
  ANALYTICAL_GEOMETRY,
  FUNCTIONS,
  TRIGONOMETRIC_IDENTITIES,
  TRIGONOMETRIC_FUNCTIONS,
  MEASUREMENT,
  EUCLIDEAN_GEOMETRY,
  SINE_COSINE_AND_AREA_RULES,
  FINANCE,
  PROBABILITY,
  STATISTICS,
];
