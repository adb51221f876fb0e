import { choiceQuestion, conceptQuestion } from "../concept";
import {
  asinDeg,
  atanDeg,
  cosDeg,
  deg,
  fixed,
  gcd,
  num,
  paren,
  poly,
  rands,
  rootFactor,
  signed,
  signedTerm,
  sinDeg,
  subtraction,
  superscript,
  tanDeg,
  wholePower,
} from "../format";
import { frac, pow, reducedFraction, root, sub } from "../math-text";
import type { Random } from "../random";
import type { QuestionTemplate, Topic } from "../types";
import { bisectRoot } from "./numeric";

// CAPS Grade 10 Mathematics, in the order and terms of the CAPS teaching plan.

// ─── Local helpers ──────────────────────────────────────────────────────────────────────────────

/** A whole number from min to max that is not 0. */
function nonZero(r: Random, min: number, max: number): number {
  for (;;) {
    const value = r.int(min, max);
    if (value !== 0) return value;
  }
}

/** c × body inside a sum: "+ 3(x + 2)", "− (x + 2)". */
const times = (c: number, body: string) => `${c < 0 ? "−" : "+"} ${Math.abs(c) === 1 ? "" : num(Math.abs(c))}${body}`;

/** The whole-number roots of a polynomial (given as a function) between −30 and 30. */
const wholeRoots = (p: (x: number) => number) =>
  Array.from({ length: 61 }, (_, i) => i - 30).filter((x) => Math.abs(p(x)) < 1e-9);

/** A list of terms as learners see them: 3; 7; 11; 15; … */
const pattern = (first: number, difference: number, count: number) =>
  `${Array.from({ length: count }, (_, i) => num(first + i * difference)).join("; ")}; …`;

/** An amount rounded to the cent as rands() shows it (half a cent up), to work on with the shown value. */
const toCents = (value: number) =>
  (Math.sign(value) * Math.round(Number((Math.abs(value) * 100).toPrecision(12)))) / 100;

/** An angle named by its vertex, with a hat: Â, B̂. */
const hat = (vertex: string) => `${vertex}\u0302`;

// ─── 1. Algebraic expressions (term 1) ──────────────────────────────────────────────────────────

const expandBinomials: QuestionTemplate<{ a: number; b: number; c: number; d: number }> = {
  id: "algebra-expand-binomials",
  level: 1,
  draw: (r) => {
    for (;;) {
      const values = { a: r.int(2, 5), b: nonZero(r, -9, 9), c: r.int(1, 4), d: nonZero(r, -9, 9) };
      if (values.a * values.d + values.b * values.c !== 0) return values;
    }
  },
  build: ({ a, b, c, d }) => {
    const middle = a * d + b * c;
    const product = `(${poly([
      [a, "x"],
      [b, ""],
    ])})(${poly([
      [c, "x"],
      [d, ""],
    ])})`;
    return {
      kind: "numeric",
      prompt: `Expand and simplify ${product}. What is the coefficient of x?`,
      answer: middle,
      hint: "Multiply every term in the first bracket by every term in the second (first, outer, inner, last terms), then add the like terms in x.",
      solution: [
        `${product} = ${poly([
          [a * c, "x²"],
          [a * d, "x"],
          [b * c, "x"],
          [b * d, ""],
        ])}`,
        `Add the like terms: ${poly([
          [a * d, "x"],
          [b * c, "x"],
        ])} = ${poly([[middle, "x"]])}, so the product is ${poly([
          [a * c, "x²"],
          [middle, "x"],
          [b * d, ""],
        ])}.`,
        `The coefficient of x = ${num(middle)}`,
      ],
    };
  },
  // The product at x = 1 and at x = −1: their difference is twice the coefficient of x.
  check: ({ a, b, c, d }) => ((a + b) * (c + d) - (b - a) * (d - c)) / 2,
};

const factoriseTrinomial: QuestionTemplate<{ k: number; m: number; n: number; order: number }> = {
  id: "algebra-factorise-trinomial",
  level: 2,
  draw: (r) => {
    for (;;) {
      const values = { k: r.int(2, 3), m: nonZero(r, -7, 7), n: nonZero(r, -7, 7), order: r.int(0, 3) };
      if (gcd(values.k, values.m) === 1 && Math.abs(values.m) !== Math.abs(values.n)) return values;
    }
  },
  build: ({ k, m, n, order }) => {
    const bracket = (a: number, b: number) =>
      `(${poly([
        [a, "x"],
        [b, ""],
      ])})`;
    const right = bracket(k, m) + bracket(1, n);
    const trinomial = poly([
      [k, "x²"],
      [k * n + m, "x"],
      [m * n, ""],
    ]);
    return choiceQuestion(
      `Factorise fully: ${trinomial}`,
      right,
      [bracket(k, -m) + bracket(1, -n), bracket(k, n) + bracket(1, m), bracket(k, m) + bracket(1, -n)],
      order,
      "Multiply the coefficient of x² by the constant term. Find two factors of that product that add up to the coefficient of x, split the middle term with them and group in pairs.",
      [
        `Multiply the coefficient of x² by the constant term: ${num(k)} × ${paren(m * n)} = ${num(k * m * n)}. The two numbers with this product and the sum ${num(k * n + m)} are ${num(k * n)} and ${num(m)}.`,
        `Split the middle term: ${poly([
          [k, "x²"],
          [k * n, "x"],
          [m, "x"],
          [m * n, ""],
        ])}`,
        `Group in pairs: ${num(k)}x${bracket(1, n)} ${times(m, bracket(1, n))}`,
        `Take out the common bracket: ${trinomial} = ${right}`,
      ],
    );
  },
  // The roots by the quadratic formula, each turned back into its factor.
  check: ({ k, m, n }) => {
    const [b, c] = [k * n + m, m * n];
    const disc = Math.sqrt(b * b - 4 * k * c);
    const roots = [(-b + disc) / (2 * k), (-b - disc) / (2 * k)];
    const whole = roots.find((x) => Math.abs(x - Math.round(x)) < 1e-9)!;
    const other = roots.find((x) => x !== whole)!;
    return `(${poly([
      [k, "x"],
      [Math.round(-k * other), ""],
    ])})(${poly([
      [1, "x"],
      [Math.round(-whole), ""],
    ])})`;
  },
};

const factoriseGrouping: QuestionTemplate<{ a: number; b: number; order: number }> = {
  id: "algebra-factorise-grouping",
  level: 3,
  draw: (r) => {
    for (;;) {
      const values = { a: nonZero(r, -7, 7), b: r.int(1, 6), order: r.int(0, 3) };
      if (Math.abs(values.a) !== values.b) return values;
    }
  },
  build: ({ a, b, order }) => {
    const common = `(${poly([
      [1, "x"],
      [a, ""],
    ])})`;
    const squares = poly([
      [1, "x²"],
      [-b * b, ""],
    ]);
    const right = `${common}(x − ${num(b)})(x + ${num(b)})`;
    const cubic = poly([
      [1, "x³"],
      [a, "x²"],
      [-b * b, "x"],
      [-a * b * b, ""],
    ]);
    return choiceQuestion(
      `Factorise fully: ${cubic}`,
      right,
      [
        `${common}(${squares})`,
        `(${poly([
          [1, "x"],
          [-a, ""],
        ])})(x − ${num(b)})(x + ${num(b)})`,
        `${common}(x − ${num(b)})²`,
      ],
      order,
      "Group the four terms in pairs, take out the common factor of each pair, then the common bracket. Check whether a factor left over can be factorised further.",
      [
        `Group in pairs: (${poly([
          [1, "x³"],
          [a, "x²"],
        ])}) − (${poly([
          [b * b, "x"],
          [a * b * b, ""],
        ])})`,
        `Take out the common factor of each pair: x²${common} ${times(-b * b, common)}`,
        `Take out the common bracket: ${common}(${squares})`,
        `${squares} is a difference of two squares, so fully factorised: ${cubic} = ${right}`,
      ],
    );
  },
  // The whole-number roots of the cubic: −a is the one whose negative is not a root, ±b the pair.
  check: ({ a, b }) => {
    const roots = wholeRoots((x) => x ** 3 + a * x * x - b * b * x - a * b * b);
    const lone = roots.find((x) => !roots.includes(-x))!;
    const pair = Math.max(...roots.filter((x) => x !== lone));
    return `(${poly([
      [1, "x"],
      [-lone, ""],
    ])})(x − ${num(pair)})(x + ${num(pair)})`;
  },
};

const simplifyFraction: QuestionTemplate<{ a: number; n: number; order: number }> = {
  id: "algebra-simplify-fraction",
  level: 3,
  draw: (r) => {
    for (;;) {
      const values = { a: r.int(1, 9), n: nonZero(r, -9, 9), order: r.int(0, 3) };
      if (Math.abs(values.n) !== values.a) return values;
    }
  },
  build: ({ a, n, order }) => {
    const line = (c: number) =>
      poly([
        [1, "x"],
        [c, ""],
      ]);
    const numerator = poly([
      [1, "x²"],
      [-a * a, ""],
    ]);
    const denominator = poly([
      [1, "x²"],
      [n - a, "x"],
      [-a * n, ""],
    ]);
    const right = frac(line(a), line(n));
    return choiceQuestion(
      `Simplify: ${frac(numerator, denominator)}`,
      right,
      [frac(line(-a), line(-n)), frac(line(a), line(-n)), frac(line(-a), line(n))],
      order,
      "Factorise the numerator and the denominator completely first; only then cancel a factor that appears in both.",
      [
        `The numerator is a difference of two squares: ${numerator} = ${rootFactor(a)}${rootFactor(-a)}`,
        `The denominator is a trinomial: ${denominator} = ${rootFactor(a)}${rootFactor(-n)}`,
        `Cancel the common factor ${rootFactor(a)} (for x ≠ ${num(a)}): the fraction simplifies to ${right}`,
      ],
    );
  },
  // The whole-number roots of top and bottom: the shared one cancels, the others give the factors left.
  check: ({ a, n }) => {
    const top = wholeRoots((x) => x * x - a * a);
    const bottom = wholeRoots((x) => x * x + (n - a) * x - a * n);
    const shared = top.find((x) => bottom.includes(x))!;
    const [t, b] = [top.find((x) => x !== shared)!, bottom.find((x) => x !== shared)!];
    return frac(
      poly([
        [1, "x"],
        [-t, ""],
      ]),
      poly([
        [1, "x"],
        [-b, ""],
      ]),
    );
  },
};

// ─── 2. Exponents (term 1) ─────────────────────────────────────────────────────────────────────

const simplifyPower: QuestionTemplate<{ b: number; m: number; n: number; k: number }> = {
  id: "exponents-simplify-power",
  level: 1,
  draw: (r) => {
    for (;;) {
      const [b, m, n, e] = [r.pick([2, 3, 5]), r.int(2, 7), r.int(2, 7), r.int(0, 3)];
      if (m + n - e >= 2 && b ** e <= 125) return { b, m, n, k: m + n - e };
    }
  },
  build: ({ b, m, n, k }) => {
    const e = m + n - k;
    const start = `${wholePower(b, m)} × ${wholePower(b, n)} ÷ ${wholePower(b, k)}`;
    return {
      kind: "numeric",
      prompt: `Calculate without a calculator: ${start}`,
      answer: b ** e,
      hint: "With the same base, add the exponents when you multiply and subtract them when you divide. Any non-zero number to the power 0 is 1.",
      solution: [
        `The bases are the same, so ${start} = ${pow(b, `${m} + ${n} − ${k}`)}`,
        e === 1
          ? `${pow(b, `${m} + ${n} − ${k}`)} = ${num(b)}`
          : `${pow(b, `${m} + ${n} − ${k}`)} = ${wholePower(b, e)} = ${num(b ** e)}`,
      ],
    };
  },
  // Each power worked out on its own, then multiplied and divided.
  check: ({ b, m, n, k }) => (b ** m * b ** n) / b ** k,
};

const exponentialEquation: QuestionTemplate<{ b: number; n: number }> = {
  id: "exponents-equation",
  level: 1,
  draw: (r) => {
    for (;;) {
      const values = { b: r.pick([2, 3, 4, 5, 6, 7]), n: r.int(2, 6) };
      if (values.b ** values.n <= 1300) return values;
    }
  },
  build: ({ b, n }) => ({
    kind: "numeric",
    prompt: `Solve for x: ${pow(b, "x")} = ${num(b ** n)}`,
    answer: n,
    variable: "x",
    hint: "Write the right-hand side as a power of the same base; when the bases are equal, the exponents are equal.",
    solution: [
      `Write ${num(b ** n)} as a power of ${num(b)}: ${num(b ** n)} = ${wholePower(b, n)}`,
      `So ${pow(b, "x")} = ${wholePower(b, n)}: the bases are equal, so the exponents are equal.`,
      `x = ${num(n)}`,
    ],
  }),
  // Logarithms: x = log(value) ÷ log(base).
  check: ({ b, n }) => Math.log(b ** n) / Math.log(b),
};

const linearExponentEquation: QuestionTemplate<{ b: number; p: number; q: number; x: number }> = {
  id: "exponents-equation-linear-exponent",
  level: 2,
  draw: (r) => {
    const limit: Record<number, number> = { 2: 8, 3: 5, 5: 3 };
    for (;;) {
      const [b, p, q, x] = [r.pick([2, 3, 5]), r.int(1, 3), nonZero(r, -4, 4), r.int(-3, 4)];
      const t = p * x + q;
      if (t !== 1 && Math.abs(t) <= limit[b]) return { b, p, q, x };
    }
  },
  build: ({ b, p, q, x }) => {
    const t = p * x + q;
    const exponent = poly([
      [p, "x"],
      [q, ""],
    ]);
    const value = t > 0 ? num(b ** t) : t === 0 ? "1" : frac("1", num(b ** -t));
    return {
      kind: "numeric",
      prompt: `Solve for x: ${pow(b, exponent)} = ${value}`,
      answer: x,
      variable: "x",
      hint: "Write both sides as powers of the same base (remember b⁰ = 1 and 1 ÷ bⁿ = b⁻ⁿ), then set the exponents equal.",
      solution: [
        `Write the right-hand side as a power of ${num(b)}: ${value} = ${wholePower(b, t)}`,
        `The bases are equal, so the exponents are equal: ${exponent} = ${num(t)}`,
        ...(p === 1 ? [] : [`${poly([[p, "x"]])} = ${num(t - q)}`]),
        `x = ${num(x)}`,
      ],
    };
  },
  // Logarithms: the exponent is log(value) ÷ log(base), then the linear equation undone.
  check: ({ b, p, q, x }) => (Math.log(b ** (p * x + q)) / Math.log(b) - q) / p,
};

const exponentFraction: QuestionTemplate<{ b: number; m: number; s: number; j: number }> = {
  id: "exponents-simplify-fraction",
  level: 3,
  draw: (r) => {
    for (;;) {
      const [b, m, s, j] = [r.pick([2, 3, 5]), r.int(1, 3), r.pick([1, -1]), r.int(1, 2)];
      if (b ** m + s !== 1 && b ** j * (b ** m + s) <= 2000) return { b, m, s, j };
    }
  },
  build: ({ b, m, s, j }) => {
    const bx = pow(b, "x");
    const top = `${pow(b, `x + ${m}`)} ${s > 0 ? "+" : "−"} ${bx}`;
    const bottom = pow(b, `x − ${j}`);
    const answer = b ** j * (b ** m + s);
    return {
      kind: "numeric",
      prompt: `Simplify without a calculator: ${frac(top, bottom)}`,
      answer,
      hint: "Split each power into a power of the base with exponent x times a number, take out the common factor in the numerator, and cancel.",
      solution: [
        `Split the powers: ${pow(b, `x + ${m}`)} = ${bx} × ${wholePower(b, m)} and ${bottom} = ${bx} ÷ ${wholePower(b, j)}`,
        `Take out the common factor in the numerator: ${bx}(${num(b ** m)} ${s > 0 ? "+" : "−"} 1) = ${bx} × ${num(b ** m + s)}`,
        `Dividing by ${bx} ÷ ${wholePower(b, j)} is multiplying by ${wholePower(b, j)} ÷ ${bx}, so ${bx} cancels.`,
        `${num(b ** m + s)} × ${num(b ** j)} = ${num(answer)}`,
      ],
    };
  },
  // The fraction worked out with a calculator at x = 1,3: it has the same value for every x.
  check: ({ b, m, s, j }) => (b ** (1.3 + m) + s * b ** 1.3) / b ** (1.3 - j),
};

// ─── 3. Number patterns (term 1) ──────────────────────────────────────────────────────────────

const patternSubstitute: QuestionTemplate<{ b: number; c: number; k: number }> = {
  id: "patterns-substitute",
  level: 1,
  draw: (r) => ({ b: r.pick([-5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9]), c: nonZero(r, -15, 15), k: r.int(5, 40) }),
  build: ({ b, c, k }) => {
    const term = sub("T", num(k));
    return {
      kind: "numeric",
      prompt: `A linear number pattern has the general term Tₙ = ${poly([
        [b, "n"],
        [c, ""],
      ])}. Calculate ${term}.`,
      answer: b * k + c,
      hint: "The general term gives any term directly: replace n with the position of the term you want.",
      solution: [
        `Substitute n = ${num(k)}: ${term} = ${num(b)} × ${num(k)} ${signed(c)}`,
        `${term} = ${num(b * k)} ${signed(c)} = ${num(b * k + c)}`,
      ],
    };
  },
  // Term by term from T₁, adding the constant difference each time.
  check: ({ b, c, k }) => {
    let value = b + c;
    for (let n = 2; n <= k; n += 1) value += b;
    return value;
  },
};

const patternTermValue: QuestionTemplate<{ a: number; d: number; k: number }> = {
  id: "patterns-term-value",
  level: 2,
  draw: (r) => ({ a: r.int(-10, 20), d: r.pick([-7, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9]), k: r.int(12, 60) }),
  build: ({ a, d, k }) => {
    const term = sub("T", num(k));
    const value = a + (k - 1) * d;
    // T₂ − T₁, or T₃ − T₂ when T₁ is 0, so the line never reads "d = −7 = −7".
    const [later, earlier] = a === 0 ? [a + 2 * d, a + d] : [a + d, a];
    return {
      kind: "numeric",
      prompt: `Consider the linear pattern ${pattern(a, d, 4)} Calculate ${term}.`,
      answer: value,
      hint: "Find the constant difference, write the general term as Tₙ = dn + c (use T₁ to find c), then substitute the position.",
      solution: [
        `The constant difference is d = ${num(later)} − ${paren(earlier)} = ${num(d)}`,
        `Tₙ = ${num(d)}n + c and T₁ = ${num(a)}: ${num(d)} + c = ${num(a)}, so c = ${num(a - d)}`,
        `Tₙ = ${poly([
          [d, "n"],
          [a - d, ""],
        ])}`,
        `${term} = ${num(d)} × ${num(k)}${signedTerm(a - d)} = ${num(value)}`,
      ],
    };
  },
  // Walk along the pattern term by term.
  check: ({ a, d, k }) => {
    let value = a;
    for (let n = 1; n < k; n += 1) value += d;
    return value;
  },
};

const patternWhichTerm: QuestionTemplate<{ a: number; d: number; k: number }> = {
  id: "patterns-which-term",
  level: 2,
  draw: (r) => ({ a: r.int(-10, 20), d: r.pick([-6, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8]), k: r.int(10, 80) }),
  build: ({ a, d, k }) => {
    const value = a + (k - 1) * d;
    const general = poly([
      [d, "n"],
      [a - d, ""],
    ]);
    return {
      kind: "numeric",
      prompt: `Which term of the linear pattern ${pattern(a, d, 4)} is equal to ${num(value)}?`,
      answer: k,
      variable: "n",
      hint: "Write the general term Tₙ = dn + c, set it equal to the given value and solve for n.",
      solution: [
        `The constant difference is d = ${num(d)}, and T₁ = ${num(d)} + c = ${num(a)} gives c = ${num(a - d)}: Tₙ = ${general}`,
        `Set Tₙ = ${num(value)}: ${general} = ${num(value)}`,
        ...(a === d ? [] : [`${poly([[d, "n"]])} = ${num(value - (a - d))}`]),
        `n = ${num(k)}`,
      ],
    };
  },
  // Count along the pattern until the value appears.
  check: ({ a, d, k }) => {
    const target = a + (k - 1) * d;
    let [n, term] = [1, a];
    while (term !== target && n < 1000) [n, term] = [n + 1, term + d];
    return n;
  },
};

const patternsMeet: QuestionTemplate<{ n: number; d1: number; d2: number; v: number }> = {
  id: "patterns-common-term",
  level: 3,
  draw: (r) => ({ n: r.int(6, 20), d1: r.int(2, 7), d2: -r.int(2, 6), v: r.int(20, 90) }),
  build: ({ n, d1, d2, v }) => {
    const [a1, a2] = [v - (n - 1) * d1, v - (n - 1) * d2];
    const [general1, general2] = [
      poly([
        [d1, "n"],
        [a1 - d1, ""],
      ]),
      poly([
        [d2, "n"],
        [a2 - d2, ""],
      ]),
    ];
    return {
      kind: "numeric",
      prompt: `Pattern A is ${pattern(a1, d1, 3)} and pattern B is ${pattern(a2, d2, 3)} For one value of n, the nth terms of the two patterns are equal. Calculate that common term.`,
      answer: v,
      hint: "Write the general term of each pattern, set the two equal to find n, then substitute n into either general term.",
      solution: [
        `Pattern A: d = ${num(d1)}, so Tₙ = ${general1}. Pattern B: d = ${num(d2)}, so Tₙ = ${general2}`,
        `Set them equal: ${general1} = ${general2}`,
        `${poly([[d1 - d2, "n"]])} = ${num(a2 - d2 - (a1 - d1))}, so n = ${num(n)}`,
        `The common term is ${num(d1)} × ${num(n)}${signedTerm(a1 - d1)} = ${num(v)}`,
      ],
    };
  },
  // Walk along both patterns together until they meet.
  check: ({ n, d1, d2, v }) => {
    let [a, b] = [v - (n - 1) * d1, v - (n - 1) * d2];
    for (let step = 0; step < 500 && a !== b; step += 1) [a, b] = [a + d1, b + d2];
    return a;
  },
};

// ─── 4. Equations and inequalities (term 1) ───────────────────────────────────────────────────

const linearEquation: QuestionTemplate<{ a: number; x: number; b: number }> = {
  id: "linear-equation",
  level: 1,
  draw: (r) => ({ a: r.int(2, 9), x: r.int(-10, 10), b: nonZero(r, -20, 20) }),
  build: ({ a, x, b }) => {
    const c = a * x + b;
    return {
      kind: "numeric",
      prompt: `Solve for x: ${poly([
        [a, "x"],
        [b, ""],
      ])} = ${num(c)}`,
      answer: x,
      variable: "x",
      hint: "Undo what was done to x in reverse order: first move the constant term to the other side, then divide by the coefficient of x.",
      solution: [
        b > 0
          ? `Subtract ${num(b)} from both sides: ${num(a)}x = ${num(c)} − ${num(b)} = ${num(c - b)}`
          : `Add ${num(-b)} to both sides: ${num(a)}x = ${num(c)} + ${num(-b)} = ${num(c - b)}`,
        `Divide both sides by ${num(a)}: x = ${num(c - b)} ÷ ${num(a)}`,
        `x = ${num(x)}`,
      ],
    };
  },
  // The secant through x = 0 and x = 1 of f(x) = ax + b − c, which meets 0 at the root.
  check: ({ a, x, b }) => {
    const f = (t: number) => a * t + b - (a * x + b);
    return -f(0) / (f(1) - f(0));
  },
};

const quadraticRoot: QuestionTemplate<{ r1: number; r2: number }> = {
  id: "quadratic-larger-root",
  level: 2,
  draw: (r) => {
    const r1 = r.int(-9, 9);
    let r2 = r.int(-9, 9);
    if (r2 === r1) r2 = r1 + r.int(1, 5);
    return { r1, r2 };
  },
  build: ({ r1, r2 }) => {
    const [p, q] = [-(r1 + r2), r1 * r2];
    const [small, large] = r1 < r2 ? [r1, r2] : [r2, r1];
    const quadratic = poly([
      [1, "x²"],
      [p, "x"],
      [q, ""],
    ]);
    // x itself goes first: x(x − 3), never (x − 3)x.
    const factors = large === 0 ? rootFactor(large) + rootFactor(small) : rootFactor(small) + rootFactor(large);
    return {
      kind: "numeric",
      prompt: `Solve for x: ${quadratic} = 0. Give the larger solution.`,
      answer: large,
      variable: "x",
      hint: "Factorise the trinomial (two numbers whose product is the constant term and whose sum is the coefficient of x), then set each factor equal to 0.",
      solution: [
        q === 0
          ? `Take out the common factor x.`
          : `Two numbers whose product is ${num(q)} and whose sum is ${num(p)}: ${num(-small)} and ${num(-large)}`,
        `${quadratic} = ${factors} = 0`,
        `Either x = ${num(small)} or x = ${num(large)}; the larger solution is x = ${num(large)}`,
      ],
    };
  },
  // The quadratic formula, from the coefficients alone.
  check: ({ r1, r2 }) => {
    const [p, q] = [-(r1 + r2), r1 * r2];
    return (-p + Math.sqrt(p * p - 4 * q)) / 2;
  },
};

const simultaneous: QuestionTemplate<{ a1: number; b1: number; a2: number; b2: number; x: number; y: number }> = {
  id: "simultaneous-equations",
  level: 2,
  draw: (r) => {
    for (;;) {
      const v = {
        a1: r.int(1, 3),
        b1: r.pick([-3, -2, -1, 1, 2, 3]),
        a2: r.pick([-4, -3, -2, -1, 1, 2, 3, 4]),
        b2: r.pick([-3, -2, -1, 1, 2, 3]),
        x: r.int(-6, 9),
        y: r.int(-6, 9),
      };
      const [c1, c2] = [v.a1 * v.x + v.b1 * v.y, v.a2 * v.x + v.b2 * v.y];
      // Independent equations with non-zero right-hand sides: never x + y = 0 and x − y = 0.
      if (v.a1 * v.b2 - v.a2 * v.b1 !== 0 && c1 !== 0 && c2 !== 0) return v;
    }
  },
  build: ({ a1, b1, a2, b2, x, y }) => {
    const [c1, c2] = [a1 * x + b1 * y, a2 * x + b2 * y];
    const g = gcd(b1, b2);
    // Multiply (1) by m1 and (2) by m2 so that the y-terms are equal, then subtract.
    const [m1, m2] = [b2 / g, b1 / g];
    const [d, rhs] = [a1 * m1 - a2 * m2, c1 * m1 - c2 * m2];
    const scaled = (a: number, b: number, c: number, m: number, label: string) =>
      m === 1
        ? []
        : [
            `Multiply equation ${label} by ${paren(m)}: ${poly([
              [a * m, "x"],
              [b * m, "y"],
            ])} = ${num(c * m)}`,
          ];
    return {
      kind: "numeric",
      prompt: `Solve simultaneously: ${poly([
        [a1, "x"],
        [b1, "y"],
      ])} = ${num(c1)} … (1) and ${poly([
        [a2, "x"],
        [b2, "y"],
      ])} = ${num(c2)} … (2). What is x?`,
      answer: x,
      variable: "x",
      hint: "Make the coefficients of y the same in both equations (multiply if needed), then subtract one equation from the other to eliminate y.",
      solution: [
        ...scaled(a1, b1, c1, m1, "(1)"),
        ...scaled(a2, b2, c2, m2, "(2)"),
        `The y-terms are ${m1 === 1 && m2 === 1 ? "" : "now "}equal; subtract the second equation from the first: ${poly([[d, "x"]])} = ${num(rhs)}`,
        ...(d === 1 ? [] : [`x = ${num(rhs)} ÷ ${paren(d)} = ${num(x)}`]),
        `Substituting x = ${num(x)} into equation (1) gives y = ${num(y)}. The question asks for x: x = ${num(x)}`,
      ],
    };
  },
  // A search over whole-number pairs for the one that satisfies both equations.
  check: ({ a1, b1, a2, b2, x, y }) => {
    const [c1, c2] = [a1 * x + b1 * y, a2 * x + b2 * y];
    for (let s = -20; s <= 20; s += 1)
      for (let t = -20; t <= 20; t += 1) if (a1 * s + b1 * t === c1 && a2 * s + b2 * t === c2) return s;
    return NaN;
  },
};

/** Formulas to rearrange: the right form first, each form with its value at a sample point. */
const LITERAL: ReadonlyArray<{
  formula: string;
  subject: string;
  steps: string[];
  forms: ReadonlyArray<readonly [string, (s: Record<string, number>) => number]>;
  sample: Record<string, number>;
}> = [
  {
    formula: "v = u + at",
    subject: "t",
    steps: ["Subtract u from both sides: v − u = at", "Divide both sides by a."],
    forms: [
      [frac("v − u", "a"), (s) => (s.v - s.u) / s.a],
      [frac("v + u", "a"), (s) => (s.v + s.u) / s.a],
      ["v − u − a", (s) => s.v - s.u - s.a],
      [frac("a", "v − u"), (s) => s.a / (s.v - s.u)],
    ],
    sample: { u: 3, a: 2.5, t: 1.7, v: 7.25 },
  },
  {
    formula: `A = ${frac("1", "2")}bh`,
    subject: "h",
    steps: ["Multiply both sides by 2: 2A = bh", "Divide both sides by b."],
    forms: [
      [frac("2A", "b"), (s) => (2 * s.A) / s.b],
      [frac("A", "2b"), (s) => s.A / (2 * s.b)],
      ["2Ab", (s) => 2 * s.A * s.b],
      [frac("b", "2A"), (s) => s.b / (2 * s.A)],
    ],
    sample: { b: 4, h: 3.5, A: 7 },
  },
  {
    formula: "y = mx + c",
    subject: "x",
    steps: ["Subtract c from both sides: y − c = mx", "Divide both sides by m."],
    forms: [
      [frac("y − c", "m"), (s) => (s.y - s.c) / s.m],
      [frac("y + c", "m"), (s) => (s.y + s.c) / s.m],
      ["m(y − c)", (s) => s.m * (s.y - s.c)],
      [`${frac("y", "m")} − c`, (s) => s.y / s.m - s.c],
    ],
    sample: { m: 2.5, x: 1.4, c: -3, y: 0.5 },
  },
  {
    formula: "P = 2(l + b)",
    subject: "b",
    steps: ["Multiply out: P = 2l + 2b", "Subtract 2l from both sides: P − 2l = 2b", "Divide both sides by 2."],
    forms: [
      [frac("P − 2l", "2"), (s) => (s.P - 2 * s.l) / 2],
      [frac("P − l", "2"), (s) => (s.P - s.l) / 2],
      ["P − 2l", (s) => s.P - 2 * s.l],
      ["2P − l", (s) => 2 * s.P - s.l],
    ],
    sample: { l: 5, b: 3.2, P: 16.4 },
  },
  {
    formula: "A = P(1 + in)",
    subject: "i",
    steps: ["Multiply out: A = P + Pin", "Subtract P from both sides: A − P = Pin", "Divide both sides by Pn."],
    forms: [
      [frac("A − P", "Pn"), (s) => (s.A - s.P) / (s.P * s.n)],
      [frac("A − P", "n"), (s) => (s.A - s.P) / s.n],
      [`${frac("A", "Pn")} − 1`, (s) => s.A / (s.P * s.n) - 1],
      [frac("Pn", "A − P"), (s) => (s.P * s.n) / (s.A - s.P)],
    ],
    sample: { P: 2, i: 0.3, n: 4, A: 4.4 },
  },
  {
    formula: `F = ${frac("9", "5")}C + 32`,
    subject: "C",
    steps: [`Subtract 32 from both sides: F − 32 = ${frac("9", "5")}C`, `Multiply both sides by ${frac("5", "9")}.`],
    forms: [
      [`${frac("5", "9")}(F − 32)`, (s) => (5 / 9) * (s.F - 32)],
      [`${frac("5", "9")}F − 32`, (s) => (5 / 9) * s.F - 32],
      [`${frac("9", "5")}(F − 32)`, (s) => (9 / 5) * (s.F - 32)],
      [`${frac("5", "9")}(F + 32)`, (s) => (5 / 9) * (s.F + 32)],
    ],
    sample: { C: 20, F: 68 },
  },
];

const literalEquation: QuestionTemplate<{ which: number; order: number }> = {
  id: "equations-literal",
  level: 2,
  draw: (r) => ({ which: r.int(0, LITERAL.length - 1), order: r.int(0, 3) }),
  build: ({ which, order }) => {
    const { formula, subject, steps, forms } = LITERAL[which];
    return choiceQuestion(
      `Make ${subject} the subject of the formula ${formula}.`,
      forms[0][0],
      forms.slice(1).map(([form]) => form),
      order,
      `Undo what is done to ${subject} in reverse order, doing the same to both sides each time, until ${subject} stands alone.`,
      [...steps, `So ${subject} = ${forms[0][0]}`],
    );
  },
  // Substitute sample values: the right form gives back the subject's value.
  check: ({ which }) => {
    const { subject, forms, sample } = LITERAL[which];
    return forms.find(([, value]) => Math.abs(value(sample) - sample[subject]) < 1e-9)![0];
  },
};

const FLIPPED: Record<string, string> = { "<": ">", ">": "<", "≤": "≥", "≥": "≤" };
const holds = (left: number, op: string, right: number) =>
  op === "<" ? left < right : op === "≤" ? left <= right : op === ">" ? left > right : left >= right;

const inequalityLargest: QuestionTemplate<{ k: number; m: number; rhs: number; strict: number }> = {
  id: "equations-inequality-largest-integer",
  level: 2,
  draw: (r) => ({
    k: r.pick([-6, -5, -4, -3, -2, 2, 3, 4, 5, 6]),
    m: nonZero(r, -12, 12),
    rhs: r.int(-20, 20),
    strict: r.int(0, 1),
  }),
  build: ({ k, m, rhs, strict }) => {
    const op = k > 0 ? (strict ? "<" : "≤") : strict ? ">" : "≥";
    const whole = (rhs - m) % k === 0;
    const bound = (rhs - m) / k;
    const answer = strict && whole ? bound - 1 : Math.floor(bound);
    const shownBound = `${reducedFraction(rhs - m, k)}${whole ? "" : ` (about ${num(bound)})`}`;
    return {
      kind: "numeric",
      prompt: `What is the largest integer x for which ${poly([
        [k, "x"],
        [m, ""],
      ])} ${op} ${num(rhs)}?`,
      answer,
      variable: "x",
      hint: "Solve it like an equation, but reverse the inequality sign when you multiply or divide by a negative number. Then look for the largest integer in the solution.",
      solution: [
        m > 0
          ? `Subtract ${num(m)} from both sides: ${poly([[k, "x"]])} ${op} ${num(rhs - m)}`
          : `Add ${num(-m)} to both sides: ${poly([[k, "x"]])} ${op} ${num(rhs - m)}`,
        k > 0
          ? `Divide both sides by ${num(k)}: x ${op} ${shownBound}`
          : `Divide both sides by ${paren(k)} and reverse the sign, because ${num(k)} is negative: x ${FLIPPED[op]} ${shownBound}`,
        `The largest integer that satisfies it is x = ${num(answer)}`,
      ],
    };
  },
  // Try whole numbers from 100 downwards in the original inequality.
  check: ({ k, m, rhs, strict }) => {
    const op = k > 0 ? (strict ? "<" : "≤") : strict ? ">" : "≥";
    for (let x = 100; x > -100; x -= 1) if (holds(k * x + m, op, rhs)) return x;
    return NaN;
  },
};

const inequalityInterval: QuestionTemplate<{
  a: number;
  width: number;
  k: number;
  m: number;
  s1: number;
  s2: number;
  order: number;
}> = {
  id: "equations-inequality-interval",
  level: 3,
  draw: (r) => ({
    a: r.int(-8, 5),
    width: r.int(2, 9),
    k: r.pick([-4, -3, -2, -1, 2, 3, 4]),
    m: nonZero(r, -9, 9),
    s1: r.int(0, 1),
    s2: r.int(0, 1),
    order: r.int(0, 3),
  }),
  build: ({ a, width, k, m, s1, s2, order }) => {
    const b = a + width;
    const [op1, op2] = [s1 ? "<" : "≤", s2 ? "<" : "≤"];
    // For k < 0 the larger end of x comes from the smaller end of the expression.
    const [low, high] = k > 0 ? [k * a + m, k * b + m] : [k * b + m, k * a + m];
    const [closedLow, closedHigh] = k > 0 ? [!s1, !s2] : [!s2, !s1];
    const interval = (left: boolean, right: boolean) => `${left ? "[" : "("}${num(a)}; ${num(b)}${right ? "]" : ")"}`;
    const right = interval(closedLow, closedHigh);
    const others = [
      [true, true],
      [true, false],
      [false, true],
      [false, false],
    ]
      .map(([l, h]) => interval(l, h))
      .filter((text) => text !== right);
    const isolated = `${num(low - m)} ${op1} ${poly([[k, "x"]])} ${op2} ${num(high - m)}`;
    return choiceQuestion(
      `Solve for x and write the solution in interval notation: ${num(low)} ${op1} ${poly([
        [k, "x"],
        [m, ""],
      ])} ${op2} ${num(high)}`,
      right,
      others,
      order,
      "Do the same to all three parts of the inequality; dividing by a negative number reverses both signs. A square bracket includes an endpoint, a round bracket leaves it out.",
      [
        m > 0
          ? `Subtract ${num(m)} from all three parts: ${isolated}`
          : `Add ${num(-m)} to all three parts: ${isolated}`,
        ...(k === 1
          ? []
          : k > 0
            ? [`Divide all three parts by ${num(k)}: ${num(a)} ${op1} x ${op2} ${num(b)}`]
            : [
                `Divide all three parts by ${paren(k)} and reverse both signs: ${num(b)} ${FLIPPED[op1]} x ${FLIPPED[op2]} ${num(a)}, that is ${num(a)} ${op2} x ${op1} ${num(b)}`,
              ]),
        `A square bracket includes an endpoint and a round bracket leaves it out: x ∈ ${right}`,
      ],
    );
  },
  // The endpoints from where the expression reaches each bound, then each endpoint tried in the inequality.
  check: ({ a, width, k, m, s1, s2 }) => {
    const [op1, op2] = [s1 ? "<" : "≤", s2 ? "<" : "≤"];
    const f = (x: number) => k * x + m;
    const [low, high] = k > 0 ? [f(a), f(a + width)] : [f(a + width), f(a)];
    const solve = (level: number) => Math.round((level - f(0)) / (f(1) - f(0)));
    const [from, to] = [solve(low), solve(high)].sort((p, q) => p - q);
    const inside = (x: number) => holds(low, op1, f(x)) && holds(f(x), op2, high);
    return `${inside(from) ? "[" : "("}${num(from)}; ${num(to)}${inside(to) ? "]" : ")"}`;
  },
};

// ─── 5. Trigonometry (term 1) ─────────────────────────────────────────────────────────────────

const sideFromAngle: QuestionTemplate<{ h: number; angle: number }> = {
  id: "right-triangle-opposite",
  level: 1,
  draw: (r) => ({ h: r.int(5, 40), angle: r.int(15, 75) }),
  build: ({ h, angle }) => {
    const opposite = h * sinDeg(angle);
    return {
      kind: "numeric",
      prompt: `In a right-angled triangle the hypotenuse is ${num(h)} cm and one acute angle is ${deg(angle)}. How long is the side opposite that angle? Round to two decimal places.`,
      answer: opposite,
      unit: "cm",
      decimals: 2,
      hint: "Choose the ratio that links the side you want with the side you know: opposite and hypotenuse belong to the sine.",
      solution: [
        `sin θ = ${frac("opposite", "hypotenuse")}, so opposite = hypotenuse × sin θ`,
        `opposite = ${num(h)} × sin ${deg(angle)} = ${num(h)} × ${fixed(sinDeg(angle), 4)}`,
        `opposite = ${fixed(opposite, 2)} cm`,
      ],
    };
  },
  // The other acute angle is 90° − θ, and this side is adjacent to it.
  check: ({ h, angle }) => h * cosDeg(90 - angle),
};

const SPECIAL_VALUES: ReadonlyArray<readonly [string, number]> = [
  [frac("1", "2"), 1 / 2],
  [frac(root(3), "2"), Math.sqrt(3) / 2],
  [frac("1", root(2)), 1 / Math.SQRT2],
  [root(3), Math.sqrt(3)],
  [frac("1", root(3)), 1 / Math.sqrt(3)],
  ["1", 1],
];
/** The exact value of sin, cos and tan (ratio 0, 1, 2) at 30°, 45° and 60°, as an index into SPECIAL_VALUES. */
const SPECIAL_TABLE: Record<number, [number, number, number]> = { 30: [0, 1, 4], 45: [2, 2, 5], 60: [1, 0, 3] };

const specialAngle: QuestionTemplate<{ angle: number; ratio: number; drop: number; order: number }> = {
  id: "special-angle",
  level: 1,
  draw: (r) => ({ angle: r.pick([30, 45, 60]), ratio: r.int(0, 2), drop: r.int(0, 4), order: r.int(0, 4) }),
  build: ({ angle, ratio, drop, order }) => {
    const name = ["sin", "cos", "tan"][ratio];
    const right = SPECIAL_VALUES[SPECIAL_TABLE[angle][ratio]][0];
    // Four wrong values of the five, one left out by the draw.
    const wrong = SPECIAL_VALUES.map(([text]) => text).filter((text) => text !== right);
    return choiceQuestion(
      `Without a calculator: what is ${name} ${deg(angle)}?`,
      right,
      wrong.filter((_, i) => i !== drop),
      order,
      "Draw the triangle you know from memory: half of an equilateral triangle with sides 2 for 30° and 60°, or a right-angled isosceles triangle with legs 1 for 45°.",
      [
        angle === 45
          ? `Draw a right-angled isosceles triangle with legs 1 and 1: the hypotenuse is ${root(2)}.`
          : `Cut an equilateral triangle with sides 2 in half: the sides are 1, ${root(3)} and 2, with 30° opposite 1 and 60° opposite ${root(3)}.`,
        `${name} θ = ${["opposite ÷ hypotenuse", "adjacent ÷ hypotenuse", "opposite ÷ adjacent"][ratio]}`,
        `${name} ${deg(angle)} = ${right}`,
      ],
    );
  },
  // The calculator's value, matched against the exact values.
  check: ({ angle, ratio }) => {
    const value = [sinDeg, cosDeg, tanDeg][ratio](angle);
    return SPECIAL_VALUES.find(([, exact]) => Math.abs(exact - value) < 1e-9)![0];
  },
};

const elevation: QuestionTemplate<{ height: number; distance: number }> = {
  id: "angle-of-elevation",
  level: 2,
  draw: (r) => ({ height: r.int(5, 60), distance: r.int(10, 90) }),
  build: ({ height, distance }) => {
    const angle = atanDeg(height / distance);
    return {
      kind: "numeric",
      prompt: `A learner stands ${num(distance)} m from the foot of a ${num(height)} m tall tower on level ground. Calculate the angle of elevation from the learner's feet to the top of the tower, correct to one decimal place.`,
      answer: angle,
      unit: "°",
      decimals: 1,
      hint: "Draw the right-angled triangle: the height is opposite the angle and the distance along the ground is adjacent to it. Use the inverse of the ratio that links them.",
      solution: [
        `tan θ = ${frac("opposite", "adjacent")} = ${frac(num(height), num(distance))} = ${num(height / distance, 4)}`,
        `θ = tan⁻¹(${num(height / distance, 4)})`,
        `θ = ${fixed(angle, 1)}°`,
      ],
    };
  },
  // From the sine: the line of sight is the hypotenuse.
  check: ({ height, distance }) => asinDeg(height / Math.hypot(height, distance)),
};

const solveAngle: QuestionTemplate<{ ratio: number; a: number; t: number; b: number }> = {
  id: "trigonometry-solve-angle",
  level: 2,
  draw: (r) => {
    const ratio = r.int(0, 2);
    const a = r.int(2, 9);
    // sin and cos need a value between 0 and 1; tan any positive value.
    const t = ratio === 2 ? r.int(1, 2 * a) : r.int(1, a - 1);
    return { ratio, a, t, b: nonZero(r, -9, 9) };
  },
  build: ({ ratio, a, t, b }) => {
    const name = ["sin", "cos", "tan"][ratio];
    const value = t / a;
    const angle = [asinDeg, (v: number) => 90 - asinDeg(v), atanDeg][ratio](value);
    return {
      kind: "numeric",
      prompt: `Solve for θ, where 0° < θ < 90°: ${num(a)} ${name} θ ${signed(b)} = ${num(t + b)}. Give θ correct to one decimal place.`,
      answer: angle,
      unit: "°",
      decimals: 1,
      variable: "θ",
      hint: `Get ${name} θ on its own first, as you would x in a linear equation, then use ${name}⁻¹ on your calculator.`,
      solution: [
        `${num(a)} ${name} θ = ${num(t + b)} ${signed(-b)} = ${num(t)}`,
        `${name} θ = ${reducedFraction(t, a)}`,
        `θ = ${name}⁻¹(${reducedFraction(t, a)})`,
        `θ = ${fixed(angle, 1)}°`,
      ],
    };
  },
  // Every ratio turned into a tangent: tan θ = sin θ ÷ cos θ, with the third side from Pythagoras.
  check: ({ ratio, a, t }) => {
    const v = t / a;
    if (ratio === 0) return atanDeg(v / Math.sqrt(1 - v * v));
    if (ratio === 1) return atanDeg(Math.sqrt(1 - v * v) / v);
    return asinDeg(v / Math.sqrt(1 + v * v));
  },
};

const TRIPLES: ReadonlyArray<readonly [number, number, number]> = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
];

const reciprocalRatios: QuestionTemplate<{ triple: number; swap: number; given: number; asked: number }> = {
  id: "trigonometry-reciprocal-ratios",
  level: 3,
  draw: (r) => ({ triple: r.int(0, TRIPLES.length - 1), swap: r.int(0, 1), given: r.int(0, 2), asked: r.int(0, 1) }),
  build: ({ triple, swap, given, asked }) => {
    const [p, q, h] = TRIPLES[triple];
    const [o, a] = swap ? [q, p] : [p, q];
    const givenText = [
      `sin θ = ${frac(num(o), num(h))}`,
      `cos θ = ${frac(num(a), num(h))}`,
      `tan θ = ${frac(num(o), num(a))}`,
    ][given];
    const known = [
      [`opposite = ${num(o)}`, `hypotenuse = ${num(h)}`],
      [`adjacent = ${num(a)}`, `hypotenuse = ${num(h)}`],
      [`opposite = ${num(o)}`, `adjacent = ${num(a)}`],
    ][given];
    const third = [
      `adjacent = ${root(`${num(h)}² − ${num(o)}²`)} = ${num(a)}`,
      `opposite = ${root(`${num(h)}² − ${num(a)}²`)} = ${num(o)}`,
      `hypotenuse = ${root(`${num(o)}² + ${num(a)}²`)} = ${num(h)}`,
    ][given];
    const [top, bottom] = asked === 0 ? [h + o, a] : [h + a, o];
    const expression = asked === 0 ? "sec θ + tan θ" : "cosec θ + cot θ";
    const shown = reducedFraction(top, bottom);
    return {
      kind: "numeric",
      prompt: `θ is an acute angle and ${givenText}. Without a calculator, calculate ${expression}. Give a fraction in simplest form if the answer is not a whole number.`,
      answer: top / bottom,
      exact: true,
      shown,
      hint: "Draw a right-angled triangle with the two sides the given ratio names, find the third side with Pythagoras, then write each ratio as a fraction of sides: sec = 1 ÷ cos, cosec = 1 ÷ sin, cot = 1 ÷ tan.",
      solution: [
        `Draw a right-angled triangle with ${known[0]} and ${known[1]}.`,
        `By Pythagoras: ${third}`,
        asked === 0
          ? `sec θ = ${frac("hypotenuse", "adjacent")} = ${frac(num(h), num(a))} and tan θ = ${frac("opposite", "adjacent")} = ${frac(num(o), num(a))}`
          : `cosec θ = ${frac("hypotenuse", "opposite")} = ${frac(num(h), num(o))} and cot θ = ${frac("adjacent", "opposite")} = ${frac(num(a), num(o))}`,
        `${expression} = ${frac(num(top), num(bottom))} = ${shown}`,
      ],
    };
  },
  // θ itself from a calculator, then the reciprocal ratios of θ.
  check: ({ triple, swap, given, asked }) => {
    const [p, q, h] = TRIPLES[triple];
    const [o, a] = swap ? [q, p] : [p, q];
    const theta = given === 0 ? asinDeg(o / h) : given === 1 ? 90 - asinDeg(a / h) : atanDeg(o / a);
    return asked === 0 ? 1 / cosDeg(theta) + tanDeg(theta) : 1 / sinDeg(theta) + 1 / tanDeg(theta);
  },
};

// ─── 6. Functions (term 2) ───────────────────────────────────────────────────────────────────

const linearIntercept: QuestionTemplate<{ a: number; x0: number }> = {
  id: "functions-linear-intercept",
  level: 1,
  draw: (r) => ({ a: r.pick([-5, -4, -3, -2, 2, 3, 4, 5]), x0: nonZero(r, -8, 8) }),
  build: ({ a, x0 }) => {
    const line = poly([
      [a, "x"],
      [-a * x0, ""],
    ]);
    return {
      kind: "numeric",
      prompt: `The graph of y = ${line} cuts the x-axis at A. Calculate the x-coordinate of A.`,
      answer: x0,
      variable: "x",
      hint: "Every point on the x-axis has y = 0: substitute y = 0 and solve for x.",
      solution: [`At the x-intercept y = 0: 0 = ${line}`, `${poly([[a, "x"]])} = ${num(a * x0)}`, `x = ${num(x0)}`],
    };
  },
  // Halving the interval from −100 to 100 until the line crosses 0.
  check: ({ a, x0 }) => bisectRoot((x) => a * x - a * x0, -100, 100),
};

const hyperbolaAsymptote: QuestionTemplate<{ a: number; q: number; order: number }> = {
  id: "functions-hyperbola-asymptote",
  level: 1,
  draw: (r) => {
    for (;;) {
      const values = { a: nonZero(r, -9, 9), q: nonZero(r, -6, 6), order: r.int(0, 3) };
      if (values.a !== values.q) return values;
    }
  },
  build: ({ a, q, order }) => {
    const right = `y = ${num(q)}`;
    return choiceQuestion(
      `What is the horizontal asymptote of the graph of y = ${a < 0 ? "−" : ""}${frac(num(Math.abs(a)), "x")} ${signed(q)}?`,
      right,
      [`x = ${num(q)}`, `y = ${num(a)}`, "x = 0"],
      order,
      "Think about what happens to the fraction when x becomes very large: the graph approaches, but never reaches, a horizontal line.",
      [
        `As x becomes very large (positive or negative), ${frac(num(Math.abs(a)), "x")} gets closer and closer to 0 without reaching it.`,
        `So y gets closer and closer to ${num(q)}. (x = 0 is not in the domain: that gives the vertical asymptote.)`,
        `The horizontal asymptote is ${right}`,
      ],
    );
  },
  // The value of y far along the graph, rounded.
  check: ({ a, q }) => `y = ${num(Math.round(a / 1e9 + q))}`,
};

const parabolaRange: QuestionTemplate<{ a: number; q: number; order: number }> = {
  id: "functions-parabola-range",
  level: 1,
  draw: (r) => {
    for (;;) {
      const values = { a: r.pick([-4, -3, -2, -1, 1, 2, 3, 4]), q: nonZero(r, -9, 9), order: r.int(0, 3) };
      if (values.a !== values.q) return values;
    }
  },
  build: ({ a, q, order }) => {
    const [up, down] = a > 0 ? ["≥", "≤"] : ["≤", "≥"];
    const right = `y ${up} ${num(q)}`;
    return choiceQuestion(
      `What is the range of f(x) = ${poly([
        [a, "x²"],
        [q, ""],
      ])}?`,
      right,
      [`y ${down} ${num(q)}`, `y ${up} ${num(a)}`, "y ∈ ℝ"],
      order,
      "Find the turning point and decide from the sign of a whether it is a minimum or a maximum.",
      [
        `x² ≥ 0 for every x, so ${poly([[a, "x²"]])} is never ${a > 0 ? "negative" : "positive"}.`,
        `The turning point (0; ${num(q)}) is a ${a > 0 ? "minimum, because a > 0" : "maximum, because a < 0"}.`,
        `The range is ${right}`,
      ],
    );
  },
  // The least or greatest of the values at many points, read from a table.
  check: ({ a, q }) => {
    const values = Array.from({ length: 201 }, (_, i) => a * ((i - 100) / 2) ** 2 + q);
    return a * 2500 + q > q ? `y ≥ ${num(Math.min(...values))}` : `y ≤ ${num(Math.max(...values))}`;
  },
};

const parabolaIntercepts: QuestionTemplate<{ a: number; root: number }> = {
  id: "functions-parabola-x-intercepts",
  level: 2,
  draw: (r) => ({ a: r.pick([-4, -3, -2, -1, 1, 2, 3, 4]), root: r.int(1, 6) }),
  build: ({ a, root: x0 }) => {
    const q = -a * x0 * x0;
    const parabola = poly([
      [a, "x²"],
      [q, ""],
    ]);
    return {
      kind: "numeric",
      prompt: `The graph of f(x) = ${parabola} cuts the x-axis at A and B. Calculate the length of AB.`,
      answer: 2 * x0,
      hint: "At the x-intercepts f(x) = 0. Solve for x (there are two solutions), then find the distance between them.",
      solution: [
        `At the x-intercepts f(x) = 0: ${parabola} = 0`,
        `${poly([[a, "x²"]])} = ${num(-q)}, so x² = ${num(x0 * x0)}`,
        `x = ${num(-x0)} or x = ${num(x0)}`,
        `AB = ${num(x0)} − ${paren(-x0)} = ${num(2 * x0)}`,
      ],
    };
  },
  // The positive x-intercept by halving the interval, then doubled: the graph is symmetric about the y-axis.
  check: ({ a, root: x0 }) => 2 * bisectRoot((x) => a * x * x - a * x0 * x0, 0, 50),
};

const hyperbolaPoint: QuestionTemplate<{ p: number; m: number; q: number }> = {
  id: "functions-hyperbola-find-a",
  level: 2,
  draw: (r) => ({ p: nonZero(r, -6, 6), m: nonZero(r, -6, 6), q: nonZero(r, -6, 6) }),
  build: ({ p, m, q }) => {
    const [a, s] = [p * m, m + q];
    // a ÷ (−3) is written −a/3, never a/−3.
    const ax = p < 0 ? `−${frac("a", num(-p))}` : frac("a", num(p));
    return {
      kind: "numeric",
      prompt: `The graph of y = ${frac("a", "x")} ${signed(q)} passes through the point (${num(p)}; ${num(s)}). Calculate a.`,
      answer: a,
      variable: "a",
      hint: "A point on the graph satisfies its equation: substitute its x- and y-values and solve for a.",
      solution: [
        `Substitute x = ${num(p)} and y = ${num(s)}: ${num(s)} = ${ax} ${signed(q)}`,
        `${ax} = ${num(s)} ${signed(-q)} = ${num(m)}`,
        `a = ${num(m)} × ${paren(p)} = ${num(a)}`,
      ],
    };
  },
  // Halving an interval of values of a until the graph passes through the point.
  check: ({ p, m, q }) => bisectRoot((a) => a / p + q - (m + q), -500, 500),
};

const exponentialBase: QuestionTemplate<{ a: number; b: number; q: number; x1: number }> = {
  id: "functions-exponential-find-b",
  level: 3,
  draw: (r) => {
    for (;;) {
      const values = { a: r.pick([-4, -3, -2, 2, 3, 4]), b: r.int(2, 5), q: nonZero(r, -8, 8), x1: r.int(1, 2) };
      if (Math.abs(values.a) * values.b ** values.x1 <= 100) return values;
    }
  },
  build: ({ a, b, q, x1 }) => {
    const [y0, y1] = [a + q, a * b ** x1 + q];
    const bPower = x1 === 1 ? "b" : "b²";
    return {
      kind: "numeric",
      prompt: `The graph of y = a × ${pow("b", "x")} + q, with b > 0, has the horizontal asymptote y = ${num(q)}. It cuts the y-axis at (0; ${num(y0)}) and passes through (${num(x1)}; ${num(y1)}). Calculate b.`,
      answer: b,
      variable: "b",
      hint: "The asymptote gives q. Substitute the y-intercept to find a (remember b⁰ = 1), then substitute the other point to find b.",
      solution: [
        `The asymptote of y = a × ${pow("b", "x")} + q is y = q, so q = ${num(q)}`,
        `At (0; ${num(y0)}): ${num(y0)} = a × b⁰ ${signed(q)} = a ${signed(q)}, so a = ${num(a)}`,
        `At (${num(x1)}; ${num(y1)}): ${num(y1)} = ${num(a)} × ${bPower} ${signed(q)}, so ${num(a)} × ${bPower} = ${num(y1)} ${signed(-q)} = ${num(y1 - q)}`,
        `${bPower} = ${num(y1 - q)} ÷ ${paren(a)} = ${num(b ** x1)}`,
        x1 === 1 ? `b = ${num(b)}` : `b > 0, so b = ${root(num(b * b))} = ${num(b)}`,
      ],
    };
  },
  // a from the intercept, then b by halving an interval until the graph passes through the point.
  check: ({ a, b, q, x1 }) => {
    const [y0, y1] = [a + q, a * b ** x1 + q];
    const found = y0 - q;
    return bisectRoot((t) => found * t ** x1 + q - y1, 0.01, 50);
  },
};

// ─── 7. Euclidean geometry (term 2) ───────────────────────────────────────────────────────────

const midpointTheorem: QuestionTemplate<{ tenths: number; given: number }> = {
  id: "geometry-midpoint-theorem",
  level: 1,
  draw: (r) => ({ tenths: r.int(40, 300), given: r.int(0, 1) }),
  build: ({ tenths, given }) => {
    const length = tenths / 10;
    const setup = "In ΔABC, D is the midpoint of AB and E is the midpoint of AC.";
    return given === 0
      ? {
          kind: "numeric",
          prompt: `${setup} BC = ${num(length, 1)} cm. Calculate the length of DE.`,
          answer: length / 2,
          unit: "cm",
          hint: "The midpoint theorem links the line joining two midpoints with the third side of the triangle.",
          solution: [
            "Midpoint theorem: the line joining the midpoints of two sides of a triangle is parallel to the third side and half as long.",
            `DE = ½BC = ½ × ${num(length, 1)}`,
            `DE = ${num(length / 2)} cm`,
          ],
        }
      : {
          kind: "numeric",
          prompt: `${setup} DE = ${num(length, 1)} cm. Calculate the length of BC.`,
          answer: length * 2,
          unit: "cm",
          hint: "The midpoint theorem links the line joining two midpoints with the third side of the triangle.",
          solution: [
            "Midpoint theorem: the line joining the midpoints of two sides of a triangle is parallel to the third side and half as long.",
            `BC = 2DE = 2 × ${num(length, 1)}`,
            `BC = ${num(length * 2)} cm`,
          ],
        };
  },
  // Coordinates: B(0; 0), C on the x-axis, A anywhere; the midpoints found and measured.
  check: ({ tenths, given }) => {
    const length = tenths / 10;
    const [ax, ay] = [1.7, 4.3];
    if (given === 0) return Math.hypot((ax + length) / 2 - ax / 2, 0);
    // DE ÷ BC is AD ÷ AB, from similar triangles ADE and ABC.
    return (length * Math.hypot(ax, ay)) / Math.hypot(ax / 2, ay / 2);
  },
};

const parallelogramAngle: QuestionTemplate<{ x: number; asked: number }> = {
  id: "geometry-parallelogram-angle",
  level: 1,
  draw: (r) => {
    for (;;) {
      const values = { x: r.int(40, 140), asked: r.int(0, 2) };
      if (values.x !== 90) return values;
    }
  },
  build: ({ x, asked }) => {
    const vertex = ["B", "C", "D"][asked];
    const steps =
      asked === 1
        ? ["The opposite angles of a parallelogram are equal.", `${hat("C")} = ${hat("A")} = ${deg(x)}`]
        : [
            `${asked === 0 ? "AD ∥ BC" : "AB ∥ DC"}, so ${hat("A")} + ${hat(vertex)} = 180° (co-interior angles).`,
            `${hat(vertex)} = 180° − ${deg(x)} = ${deg(180 - x)}`,
          ];
    return {
      kind: "numeric",
      prompt: `ABCD is a parallelogram with ${hat("A")} = ${deg(x)}. Calculate ${hat(vertex)}.`,
      answer: asked === 1 ? x : 180 - x,
      unit: "°",
      hint: "Use the parallel sides: co-interior angles add up to 180°, and opposite angles of a parallelogram are equal.",
      solution: steps,
    };
  },
  // The angles of a quadrilateral add up to 360°, with two pairs of equal opposite angles.
  check: ({ x, asked }) => {
    const neighbour = (360 - 2 * x) / 2;
    return asked === 1 ? 360 - 2 * neighbour - x : neighbour;
  },
};

/** The properties that tell the special quadrilaterals apart. */
interface QuadProperties {
  parallelPairs: number;
  diagonalsEqual: boolean;
  diagonalsPerpendicular: boolean;
  diagonalsBisectEachOther: boolean;
}
const QUADRILATERALS: Record<string, QuadProperties> = {
  parallelogram: {
    parallelPairs: 2,
    diagonalsEqual: false,
    diagonalsPerpendicular: false,
    diagonalsBisectEachOther: true,
  },
  rectangle: { parallelPairs: 2, diagonalsEqual: true, diagonalsPerpendicular: false, diagonalsBisectEachOther: true },
  rhombus: { parallelPairs: 2, diagonalsEqual: false, diagonalsPerpendicular: true, diagonalsBisectEachOther: true },
  square: { parallelPairs: 2, diagonalsEqual: true, diagonalsPerpendicular: true, diagonalsBisectEachOther: true },
  kite: { parallelPairs: 0, diagonalsEqual: false, diagonalsPerpendicular: true, diagonalsBisectEachOther: false },
  trapezium: {
    parallelPairs: 1,
    diagonalsEqual: false,
    diagonalsPerpendicular: false,
    diagonalsBisectEachOther: false,
  },
};
const QUAD_CLUES: ReadonlyArray<{
  clue: string;
  properties: QuadProperties;
  right: string;
  wrong: string[];
  reason: string;
}> = [
  {
    clue: "Both pairs of opposite sides are parallel and the diagonals are equal in length, but the diagonals are not perpendicular.",
    properties: QUADRILATERALS.rectangle,
    right: "rectangle",
    wrong: ["rhombus", "kite", "trapezium"],
    reason:
      "A parallelogram with equal diagonals is a rectangle; the diagonals of a rhombus (and of a square) are perpendicular.",
  },
  {
    clue: "The diagonals bisect each other at right angles, but they are not equal in length.",
    properties: QUADRILATERALS.rhombus,
    right: "rhombus",
    wrong: ["rectangle", "kite", "square"],
    reason:
      "Diagonals that bisect each other make a parallelogram; bisecting at right angles makes it a rhombus, and unequal diagonals rule out a square.",
  },
  {
    clue: "Exactly one pair of opposite sides is parallel.",
    properties: QUADRILATERALS.trapezium,
    right: "trapezium",
    wrong: ["parallelogram", "kite", "rhombus"],
    reason:
      "A trapezium has exactly one pair of parallel sides; parallelograms and rhombi have two pairs and a kite need have none.",
  },
  {
    clue: "The diagonals are perpendicular, but only one of them is bisected by the other; no sides are parallel.",
    properties: QUADRILATERALS.kite,
    right: "kite",
    wrong: ["rhombus", "square", "trapezium"],
    reason:
      "In a kite the diagonal joining the vertices where the equal sides meet (its axis of symmetry) bisects the other diagonal at right angles; in a rhombus or square each diagonal bisects the other.",
  },
  {
    clue: "The diagonals are equal in length and bisect each other at right angles.",
    properties: QUADRILATERALS.square,
    right: "square",
    wrong: ["rectangle", "rhombus", "kite"],
    reason:
      "Equal diagonals that bisect each other make a rectangle; perpendicular ones make a rhombus; both together make a square.",
  },
  {
    clue: "The diagonals bisect each other, but they are neither equal in length nor perpendicular.",
    properties: QUADRILATERALS.parallelogram,
    right: "parallelogram",
    wrong: ["rectangle", "rhombus", "kite"],
    reason:
      "Diagonals that bisect each other make a parallelogram; equal ones would make it a rectangle and perpendicular ones a rhombus.",
  },
];

const quadrilateralProperty: QuestionTemplate<{ clue: number; order: number }> = {
  id: "geometry-quadrilateral-properties",
  level: 2,
  draw: (r) => ({ clue: r.int(0, QUAD_CLUES.length - 1), order: r.int(0, 3) }),
  build: ({ clue, order }) => {
    const { clue: text, right, wrong, reason } = QUAD_CLUES[clue];
    return choiceQuestion(
      `A quadrilateral has these properties: ${text} Which quadrilateral is it?`,
      right,
      wrong,
      order,
      "Go through the properties of the sides and diagonals of each special quadrilateral and rule out those that do not fit.",
      [reason, `The quadrilateral is a ${right}`],
    );
  },
  // Match the listed properties against the table of properties of every special quadrilateral.
  check: ({ clue }) => {
    const wanted = QUAD_CLUES[clue].properties;
    return Object.entries(QUADRILATERALS).find(([, p]) =>
      (Object.keys(wanted) as (keyof QuadProperties)[]).every((key) => p[key] === wanted[key]),
    )![0];
  },
};

const HALF_DIAGONALS: ReadonlyArray<readonly [number, number, number]> = [
  [3, 4, 5],
  [5, 12, 13],
  [6, 8, 10],
  [8, 15, 17],
  [9, 12, 15],
  [12, 16, 20],
  [7, 24, 25],
  [12, 5, 13],
  [15, 8, 17],
];

const rhombusDiagonals: QuestionTemplate<{ pair: number; asked: number }> = {
  id: "geometry-rhombus-diagonals",
  level: 2,
  draw: (r) => ({ pair: r.int(0, HALF_DIAGONALS.length - 1), asked: r.int(0, 1) }),
  build: ({ pair, asked }) => {
    const [p, q, side] = HALF_DIAGONALS[pair];
    const property = "The diagonals of a rhombus bisect each other at right angles.";
    return asked === 0
      ? {
          kind: "numeric",
          prompt: `The diagonals of rhombus PQRS are ${num(2 * p)} cm and ${num(2 * q)} cm long. Calculate the length of a side of the rhombus.`,
          answer: side,
          unit: "cm",
          hint: "Use a property of the diagonals of a rhombus to find a right-angled triangle whose hypotenuse is a side.",
          solution: [
            property,
            `So a side is the hypotenuse of a right-angled triangle with legs ${num(p)} cm and ${num(q)} cm.`,
            `side = ${root(`${num(p)}² + ${num(q)}²`)} = ${root(num(p * p + q * q))}`,
            `side = ${num(side)} cm`,
          ],
        }
      : {
          kind: "numeric",
          prompt: `Rhombus PQRS has sides of ${num(side)} cm and diagonal PR = ${num(2 * p)} cm. Calculate the length of diagonal QS.`,
          answer: 2 * q,
          unit: "cm",
          hint: "Use a property of the diagonals of a rhombus to find a right-angled triangle whose hypotenuse is a side.",
          solution: [
            property,
            `If they meet at T, then PT = ${num(p)} cm and PQ = ${num(side)} cm is the hypotenuse of right-angled ΔPTQ.`,
            `QT = ${root(`${num(side)}² − ${num(p)}²`)} = ${num(q)} cm`,
            `QS = 2 × ${num(q)} = ${num(2 * q)} cm`,
          ],
        };
  },
  // With the angle at P from its cosine: half a diagonal is the side times a ratio.
  check: ({ pair, asked }) => {
    const [p, q, side] = HALF_DIAGONALS[pair];
    return asked === 0 ? p / Math.cos(Math.atan(q / p)) : 2 * side * Math.sin(Math.acos(p / side));
  },
};

const parallelogramBisector: QuestionTemplate<{ ad: number; extra: number; angle: number }> = {
  id: "geometry-parallelogram-bisector",
  level: 3,
  draw: (r) => ({ ad: r.int(4, 12), extra: r.int(2, 10), angle: r.int(50, 80) }),
  build: ({ ad, extra }) => {
    const ab = ad + extra;
    return {
      kind: "numeric",
      prompt: `In parallelogram ABCD, AB = ${num(ab)} cm and AD = ${num(ad)} cm. The bisector of ${hat("A")} meets DC at E. Calculate the length of EC.`,
      answer: extra,
      unit: "cm",
      hint: "Look for equal angles: alternate angles on the parallel sides and the two halves of the bisected angle. They make an isosceles triangle.",
      solution: [
        `AB ∥ DC, so D${hat("E")}A = E${hat("A")}B (alternate angles).`,
        `AE bisects ${hat("A")}, so D${hat("A")}E = E${hat("A")}B. Therefore D${hat("A")}E = D${hat("E")}A.`,
        `ΔADE is isosceles (sides opposite equal angles), so DE = AD = ${num(ad)} cm.`,
        `DC = AB = ${num(ab)} cm (opposite sides of a parallelogram), so EC = ${num(ab)} − ${num(ad)} = ${num(extra)} cm`,
      ],
    };
  },
  // Coordinates: A at the origin, AB along the x-axis, the bisector followed until it meets DC.
  check: ({ ad, extra, angle }) => {
    const ab = ad + extra;
    const [dx, dy] = [ad * cosDeg(angle), ad * sinDeg(angle)];
    const along = dy / sinDeg(angle / 2);
    const ex = along * cosDeg(angle / 2);
    return ab + dx - ex;
  },
};

// ─── 8. Analytical geometry (term 3) ──────────────────────────────────────────────────────────

const point = (x: number, y: number) => `(${num(x)}; ${num(y)})`;

const gradient: QuestionTemplate<{ x1: number; y1: number; x2: number; y2: number }> = {
  id: "gradient-two-points",
  level: 1,
  draw: (r) => {
    const x1 = r.int(-6, 6);
    let x2 = r.int(-6, 6);
    if (x2 === x1) x2 = x1 + r.int(1, 4);
    return { x1, y1: r.int(-9, 9), x2, y2: r.int(-9, 9) };
  },
  build: ({ x1, y1, x2, y2 }) => {
    const m = (y2 - y1) / (x2 - x1);
    return {
      kind: "numeric",
      prompt: `A straight line passes through ${point(x1, y1)} and ${point(x2, y2)}. Calculate its gradient, correct to two decimal places.`,
      answer: m,
      decimals: 2,
      hint: "The gradient is the change in y divided by the change in x between the two points; subtract the coordinates in the same order.",
      solution: [
        `m = ${frac("y₂ − y₁", "x₂ − x₁")}`,
        `m = ${frac(subtraction(y2, y1), subtraction(x2, x1))} = ${reducedFraction(y2 - y1, x2 - x1)}`,
        `m = ${fixed(m, 2)}`,
      ],
    };
  },
  // The line through the first point, one unit along.
  check: ({ x1, y1, x2, y2 }) => {
    const line = (x: number) => y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
    return line(x1 + 1) - line(x1);
  },
};

const distance: QuestionTemplate<{ x1: number; y1: number; dx: number; dy: number }> = {
  id: "analytical-distance",
  level: 1,
  draw: (r) => ({ x1: r.int(-8, 8), y1: r.int(-8, 8), dx: nonZero(r, -9, 9), dy: nonZero(r, -9, 9) }),
  build: ({ x1, y1, dx, dy }) => {
    const [x2, y2] = [x1 + dx, y1 + dy];
    const d = Math.hypot(dx, dy);
    return {
      kind: "numeric",
      prompt: `Calculate the distance between A${point(x1, y1)} and B${point(x2, y2)}, correct to two decimal places.`,
      answer: d,
      decimals: 2,
      hint: "Use the distance formula, which is Pythagoras with the differences in x and in y as the legs.",
      solution: [
        `AB = ${root("(x₂ − x₁)² + (y₂ − y₁)²")}`,
        `AB = ${root(`(${subtraction(x2, x1)})² + (${subtraction(y2, y1)})²`)} = ${root(`${paren(dx)}² + ${paren(dy)}²`)}`,
        `AB = ${root(num(dx * dx + dy * dy))} = ${fixed(d, 2)}`,
      ],
    };
  },
  // Trigonometry: the run divided by the cosine of the line's angle with the x-axis.
  check: ({ dx, dy }) => Math.abs(dx) / Math.cos(Math.atan(Math.abs(dy) / Math.abs(dx))),
};

const midpoint: QuestionTemplate<{ x1: number; y1: number; x2: number; y2: number; asked: number }> = {
  id: "analytical-midpoint-endpoint",
  level: 2,
  draw: (r) => {
    for (;;) {
      const values = { x1: r.int(-9, 9), y1: r.int(-9, 9), x2: r.int(-9, 9), y2: r.int(-9, 9), asked: r.int(0, 1) };
      if (values.x1 !== values.x2 && values.y1 !== values.y2) return values;
    }
  },
  build: ({ x1, y1, x2, y2, asked }) => {
    const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
    const [letter, a, m, b] = asked === 0 ? ["x", x1, mx, x2] : ["y", y1, my, y2];
    return {
      kind: "numeric",
      prompt: `M${point(mx, my)} is the midpoint of the line segment AB, and A is the point ${point(x1, y1)}. Calculate the ${letter}-coordinate of B.`,
      answer: b,
      hint: "Each coordinate of the midpoint is the average of the two endpoints' coordinates. Set up that equation for the unknown coordinate and solve it.",
      solution: [
        `The midpoint of A${point(x1, y1)} and B(x; y) is M(${frac(`${num(x1)} + x`, "2")}; ${frac(`${num(y1)} + y`, "2")})`,
        `So ${frac(`${num(a)} + ${letter}`, "2")} = ${num(m)}, that is ${num(a)} + ${letter} = ${num(2 * m)}`,
        a === 0 ? `${letter} = ${num(b)}` : `${letter} = ${num(2 * m)} ${signed(-a)} = ${num(b)}`,
      ],
    };
  },
  // Halving an interval of values until the average with A's coordinate is the midpoint's.
  check: ({ x1, y1, x2, y2, asked }) => {
    const [a, m] = asked === 0 ? [x1, (x1 + x2) / 2] : [y1, (y1 + y2) / 2];
    return bisectRoot((t) => (a + t) / 2 - m, -100, 100);
  },
};

const collinear: QuestionTemplate<{ x1: number; y1: number; dx: number; dy: number; s: number; t: number }> = {
  id: "analytical-collinear",
  level: 2,
  draw: (r) => {
    for (;;) {
      const values = {
        x1: r.int(-6, 6),
        y1: r.int(-6, 6),
        dx: nonZero(r, -4, 4),
        dy: nonZero(r, -4, 4),
        s: r.int(1, 2),
        t: r.pick([-2, -1, 2, 3]),
      };
      if (values.s !== values.t) return values;
    }
  },
  build: ({ x1, y1, dx, dy, s, t }) => {
    const [xb, yb, yc, k] = [x1 + s * dx, y1 + s * dy, y1 + t * dy, x1 + t * dx];
    const kMinus = poly([
      [1, "k"],
      [-x1, ""],
    ]);
    const slope = reducedFraction(dy, dx);
    return {
      kind: "numeric",
      prompt: `The points A${point(x1, y1)}, B${point(xb, yb)} and C(k; ${num(yc)}) lie on one straight line. Calculate k.`,
      answer: k,
      variable: "k",
      hint: "Points on one straight line give the same gradient between any two of them: set the gradient of AC equal to the gradient of AB.",
      solution: [
        `A, B and C are collinear, so the gradient of AC equals the gradient of AB.`,
        `${sub("m", "AB")} = ${frac(subtraction(yb, y1), subtraction(xb, x1))} = ${slope}`,
        y1 === 0
          ? `${sub("m", "AC")} = ${frac(num(yc), kMinus)}`
          : `${sub("m", "AC")} = ${frac(subtraction(yc, y1), kMinus)} = ${frac(num(yc - y1), kMinus)}`,
        `${frac(num(yc - y1), kMinus)} = ${slope}, so ${kMinus} = ${num(t * dx)}`,
        `k = ${num(k)}`,
      ],
    };
  },
  // The area of triangle ABC (shoelace formula) is 0 for collinear points; it is linear in k.
  check: ({ x1, y1, dx, dy, s, t }) => {
    const [xb, yb, yc] = [x1 + s * dx, y1 + s * dy, y1 + t * dy];
    const area = (k: number) => x1 * (yb - yc) + xb * (yc - y1) + k * (y1 - yb);
    return -area(0) / (area(1) - area(0));
  },
};

const parallelPerpendicular: QuestionTemplate<{
  x1: number;
  y1: number;
  dx: number;
  dy: number;
  cx: number;
  cy: number;
  t: number;
  perpendicular: number;
}> = {
  id: "analytical-parallel-perpendicular",
  level: 3,
  draw: (r) => {
    for (;;) {
      const values = {
        x1: r.int(-6, 6),
        y1: r.int(-6, 6),
        dx: nonZero(r, -5, 5),
        dy: nonZero(r, -5, 5),
        cx: r.int(-6, 6),
        cy: r.int(-6, 6),
        t: r.pick([-2, -1, 1, 2]),
        perpendicular: r.int(0, 1),
      };
      // With C on line AB, “AB ∥ CD” would make CD part of AB itself: C is kept off AB for both kinds.
      const { x1, y1, dx, dy, cx, cy } = values;
      if ((cx - x1) * dy - (cy - y1) * dx !== 0) return values;
    }
  },
  build: ({ x1, y1, dx, dy, cx, cy, t, perpendicular }) => {
    const [xb, yb] = [x1 + dx, y1 + dy];
    const [stepX, stepY] = perpendicular ? [-t * dy, t * dx] : [t * dx, t * dy];
    const [k, yd] = [cx + stepX, cy + stepY];
    const kMinus = poly([
      [1, "k"],
      [-cx, ""],
    ]);
    const mCD = perpendicular ? reducedFraction(-dx, dy) : reducedFraction(dy, dx);
    return {
      kind: "numeric",
      prompt: `A${point(x1, y1)}, B${point(xb, yb)}, C${point(cx, cy)} and D(k; ${num(yd)}) are points such that AB ${perpendicular ? "⊥" : "∥"} CD. Calculate k.`,
      answer: k,
      variable: "k",
      hint: "Parallel lines have equal gradients; perpendicular lines have gradients whose product is −1. Write the gradient of CD in terms of k and solve.",
      solution: [
        `${sub("m", "AB")} = ${frac(subtraction(yb, y1), subtraction(xb, x1))} = ${reducedFraction(dy, dx)}`,
        perpendicular
          ? `AB ⊥ CD, so ${sub("m", "AB")} × ${sub("m", "CD")} = −1 and ${sub("m", "CD")} = ${mCD}`
          : `AB ∥ CD, so ${sub("m", "CD")} = ${sub("m", "AB")} = ${mCD}`,
        cy === 0
          ? `${sub("m", "CD")} = ${frac(num(yd), kMinus)}`
          : `${sub("m", "CD")} = ${frac(subtraction(yd, cy), kMinus)} = ${frac(num(stepY), kMinus)}`,
        `${frac(num(stepY), kMinus)} = ${mCD}, so ${kMinus} = ${num(stepX)}`,
        `k = ${num(k)}`,
      ],
    };
  },
  // Vectors: the cross product of AB and CD is 0 for parallel lines, the dot product for perpendicular ones.
  check: ({ dx, dy, cx, cy, t, perpendicular }) => {
    const yd = cy + (perpendicular ? t * dx : t * dy);
    const f = (k: number) => (perpendicular ? dx * (k - cx) + dy * (yd - cy) : dx * (yd - cy) - dy * (k - cx));
    return -f(0) / (f(1) - f(0));
  },
};

// ─── 9. Finance and growth (term 3) ───────────────────────────────────────────────────────────

const simpleInterest: QuestionTemplate<{ p: number; halfRate: number; n: number }> = {
  id: "finance-simple-interest",
  level: 1,
  draw: (r) => ({ p: 500 * r.int(4, 100), halfRate: r.int(8, 24), n: r.int(2, 8) }),
  build: ({ p, halfRate, n }) => {
    const i = halfRate / 2;
    const amount = p * (1 + (i / 100) * n);
    return {
      kind: "numeric",
      prompt: `${rands(p)} is invested at ${num(i)}% per annum simple interest. Calculate the accumulated amount after ${num(n)} years.`,
      answer: amount,
      unit: "R",
      decimals: 2,
      tolerance: 0.001,
      hint: "Simple interest is earned on the original amount only: use A = P(1 + in), with i as a decimal.",
      solution: ["A = P(1 + in)", `A = ${num(p)}(1 + ${num(i / 100, 4)} × ${num(n)})`, `A = ${rands(amount)}`],
    };
  },
  // Year by year: the same interest on the original amount is added each year.
  check: ({ p, halfRate, n }) => {
    let amount = p;
    for (let year = 0; year < n; year += 1) amount += (p * halfRate) / 200;
    return amount;
  },
};

const CURRENCIES: ReadonlyArray<readonly [string, string, string]> = [
  ["$", "US dollar", "US dollars"],
  ["€", "euro", "euros"],
  ["£", "British pound", "British pounds"],
];

const exchangeRate: QuestionTemplate<{ currency: number; cents: number; toRand: number; amount: number }> = {
  id: "finance-exchange-rate",
  level: 1,
  draw: (r) => ({ currency: r.int(0, 2), cents: r.int(1500, 2500), toRand: r.int(0, 1), amount: r.int(5, 200) }),
  build: ({ currency, cents, toRand, amount }) => {
    const [symbol, , plural] = CURRENCIES[currency];
    const rate = cents / 100;
    const setup = `Suppose the exchange rate is ${symbol}1 = ${rands(rate)}.`;
    if (toRand) {
      const price = amount * 4.5;
      return {
        kind: "numeric",
        prompt: `${setup} What does an item priced at ${symbol}${fixed(price, 2)} cost in rand?`,
        answer: price * rate,
        unit: "R",
        decimals: 2,
        tolerance: 0.001,
        hint: "Each unit of the foreign currency costs the rate in rand: multiply.",
        solution: [
          `Every ${symbol}1 costs ${rands(rate)}, so multiply the price by the rate.`,
          `Cost = ${fixed(price, 2)} × ${fixed(rate, 2)} = ${rands(price * rate)}`,
        ],
      };
    }
    const rand = amount * 100;
    return {
      kind: "numeric",
      prompt: `${setup} How many ${plural} do you get for ${rands(rand)}? Round to two decimal places.`,
      answer: rand / rate,
      decimals: 2,
      hint: "Work out how many times the rand price of one unit of the foreign currency fits into the rand amount: divide.",
      solution: [
        `Every ${symbol}1 costs ${rands(rate)}, so divide the rand amount by the rate.`,
        `${plural} = ${num(rand)} ÷ ${fixed(rate, 2)} = ${fixed(rand / rate, 2)}`,
      ],
    };
  },
  // With the rate turned round: the value of R1 in the foreign currency.
  check: ({ cents, toRand, amount }) => {
    const perRand = 100 / cents;
    return toRand ? (amount * 4.5) / perRand : amount * 100 * perRand;
  },
};

const compoundGrowth: QuestionTemplate<{ inflation: number; p: number; halfRate: number; n: number }> = {
  id: "finance-compound-growth",
  level: 2,
  draw: (r) => {
    const inflation = r.int(0, 1);
    return inflation
      ? { inflation, p: 100 * r.int(20, 150), halfRate: r.int(8, 16), n: r.int(2, 10) }
      : { inflation, p: 500 * r.int(4, 60), halfRate: r.int(10, 24), n: r.int(2, 10) };
  },
  build: ({ inflation, p, halfRate, n }) => {
    const i = halfRate / 2;
    const amount = p * (1 + i / 100) ** n;
    return {
      kind: "numeric",
      prompt: inflation
        ? `A fridge costs ${rands(p)} today. If inflation stays at ${num(i)}% per annum, what will the same fridge cost in ${num(n)} years' time?`
        : `${rands(p)} is invested at ${num(i)}% per annum, compounded annually. Calculate the value of the investment after ${num(n)} years.`,
      answer: amount,
      unit: "R",
      decimals: 2,
      tolerance: 0.001,
      hint: "Compound growth adds a percentage of the growing amount each year: use A = P(1 + i)ⁿ, with i as a decimal.",
      solution: ["A = P(1 + i)ⁿ", `A = ${num(p)}(1 + ${num(i / 100, 4)})${superscript(n)}`, `A = ${rands(amount)}`],
    };
  },
  // Year by year: the percentage of the amount so far is added each year.
  check: ({ p, halfRate, n }) => {
    let amount = p;
    for (let year = 0; year < n; year += 1) amount += (amount * halfRate) / 200;
    return amount;
  },
};

const HIRE_ITEMS = ["television", "laptop", "fridge", "lounge suite"];

const hirePurchase: QuestionTemplate<{ item: number; price: number; deposit: number; rate: number; years: number }> = {
  id: "finance-hire-purchase",
  level: 3,
  draw: (r) => ({
    item: r.int(0, HIRE_ITEMS.length - 1),
    price: 100 * r.int(50, 300),
    deposit: r.pick([10, 15, 20, 25]),
    rate: r.int(10, 20),
    years: r.int(2, 4),
  }),
  build: ({ item, price, deposit, rate, years }) => {
    const paid = (price * deposit) / 100;
    const balance = price - paid;
    const total = balance * (1 + (rate / 100) * years);
    const monthly = total / (12 * years);
    return {
      kind: "numeric",
      prompt: `A ${HIRE_ITEMS[item]} costs ${rands(price)} cash. It is bought on hire purchase with a ${num(deposit)}% deposit, and the balance is financed at ${num(rate)}% per annum simple interest over ${num(years)} years. Calculate the monthly instalment.`,
      answer: monthly,
      unit: "R",
      decimals: 2,
      tolerance: 0.001,
      hint: "Subtract the deposit, add simple interest on the balance for the whole period with A = P(1 + in), then share the total over the number of months.",
      solution: [
        `Deposit = ${num(deposit)}% of ${rands(price)} = ${rands(paid)}`,
        `Balance = ${rands(price)} − ${rands(paid)} = ${rands(balance)}`,
        `A = P(1 + in) = ${num(balance)}(1 + ${num(rate / 100)} × ${num(years)}) = ${rands(total)}`,
        `Monthly instalment = ${rands(total)} ÷ ${num(12 * years)} = ${rands(monthly)}`,
      ],
    };
  },
  // Each month repays one share of the balance plus one month's share of a year's interest.
  check: ({ price, deposit, rate, years }) => {
    const balance = price * (1 - deposit / 100);
    return balance / (12 * years) + (balance * rate) / 100 / 12;
  },
};

const simpleVersusCompound: QuestionTemplate<{ p: number; rate: number; n: number }> = {
  id: "finance-simple-versus-compound",
  level: 3,
  draw: (r) => ({ p: 1000 * r.int(2, 50), rate: r.int(5, 12), n: r.int(3, 10) }),
  build: ({ p, rate, n }) => {
    const i = rate / 100;
    const [simple, compound] = [p * (1 + i * n), p * (1 + i) ** n];
    // The difference of the two amounts as shown, to the cent, so that the subtraction on the page adds up.
    const difference = toCents(compound) - toCents(simple);
    return {
      kind: "numeric",
      prompt: `${rands(p)} is invested for ${num(n)} years at ${num(rate)}% per annum. How much more is the investment worth at the end if the interest is compound (compounded annually) rather than simple?`,
      answer: difference,
      unit: "R",
      decimals: 2,
      tolerance: 0.001,
      hint: "Work out both final amounts, with A = P(1 + in) for simple interest and A = P(1 + i)ⁿ for compound interest, then subtract.",
      solution: [
        `Simple: A = ${num(p)}(1 + ${num(i)} × ${num(n)}) = ${rands(simple)}`,
        `Compound: A = ${num(p)}(1 + ${num(i)})${superscript(n)} = ${rands(compound)}`,
        `Difference = ${rands(compound)} − ${rands(simple)} = ${rands(difference)}`,
      ],
    };
  },
  // Year by year, the two accounts side by side: interest on the first amount, and on the growing amount.
  check: ({ p, rate, n }) => {
    let [simple, compound] = [p, p];
    for (let year = 0; year < n; year += 1)
      [simple, compound] = [simple + (p * rate) / 100, compound + (compound * rate) / 100];
    return compound - simple;
  },
};

// ─── 10. Statistics (term 3) ──────────────────────────────────────────────────────────────────

type Data = Record<string, number>;

function drawData(r: Random, n: number, low: number, high: number): Data {
  const data: Data = { n };
  for (let i = 0; i < n; i += 1) data[`d${i}`] = r.int(low, high);
  return data;
}
const valuesOf = (data: Data) => Array.from({ length: data.n }, (_, i) => data[`d${i}`]);
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
/** The median of values already in order. */
const middle = (ordered: number[]) => {
  const half = Math.floor(ordered.length / 2);
  return ordered.length % 2 ? ordered[half] : (ordered[half - 1] + ordered[half]) / 2;
};
const listed = (values: number[]) => values.map((value) => num(value)).join("; ");
/** Quartiles as CAPS teaches them: the medians of the lower and upper halves, without the median itself. */
function quartiles(ordered: number[]): [number, number] {
  const half = Math.floor(ordered.length / 2);
  return [middle(ordered.slice(0, half)), middle(ordered.slice(ordered.length - half))];
}
/** The same quartiles by position in a list put in order by selection, for the second working. */
function quartilesByPosition(values: number[]): [number, number] {
  const rest = [...values];
  const ordered: number[] = [];
  while (rest.length) ordered.push(rest.splice(rest.indexOf(Math.min(...rest)), 1)[0]);
  const h = Math.floor(ordered.length / 2);
  const at = (start: number) =>
    h % 2 ? ordered[start + (h - 1) / 2] : (ordered[start + h / 2 - 1] + ordered[start + h / 2]) / 2;
  return [at(0), at(ordered.length - h)];
}

const mean: QuestionTemplate<Data> = {
  id: "statistics-mean",
  level: 1,
  draw: (r) => drawData(r, r.int(6, 10), 10, 50),
  build: (data) => {
    const values = valuesOf(data);
    const sum = values.reduce((a, b) => a + b, 0);
    return {
      kind: "numeric",
      prompt: `The marks (out of 50) of ${num(data.n)} learners in a test are: ${listed(values)}. Calculate the mean mark, correct to one decimal place.`,
      answer: sum / data.n,
      decimals: 1,
      hint: "The mean is the sum of all the values divided by the number of values.",
      solution: [
        `Sum = ${values.map((value) => num(value)).join(" + ")} = ${num(sum)}`,
        `Mean = ${frac(num(sum), num(data.n))} = ${fixed(sum / data.n, 1)}`,
      ],
    };
  },
  // A running mean, updated one value at a time.
  check: (data) => valuesOf(data).reduce((running, value, i) => running + (value - running) / (i + 1), 0),
};

const median: QuestionTemplate<Data> = {
  id: "statistics-median",
  level: 1,
  draw: (r) => drawData(r, r.int(7, 12), 1, 40),
  build: (data) => {
    const ordered = ascending(valuesOf(data));
    const n = data.n;
    const value = middle(ordered);
    return {
      kind: "numeric",
      prompt: `The number of minutes ${num(n)} learners take to travel to school: ${listed(valuesOf(data))}. Calculate the median.`,
      answer: value,
      hint: "Put the values in order first. The median is the middle value, or the mean of the two middle values when there is an even number of values.",
      solution: [
        `In order: ${listed(ordered)}`,
        n % 2
          ? `There are ${num(n)} values, so the median is value number ${frac(`${num(n)} + 1`, "2")} = ${num((n + 1) / 2)}.`
          : `There are ${num(n)} values, so the median is the mean of values number ${num(n / 2)} and ${num(n / 2 + 1)}.`,
        n % 2
          ? `Median = ${num(value)}`
          : `Median = ${frac(`${num(ordered[n / 2 - 1])} + ${num(ordered[n / 2])}`, "2")} = ${num(value)}`,
      ],
    };
  },
  // Strike off the smallest and the largest value in turn until one or two are left.
  check: (data) => {
    const rest = valuesOf(data);
    while (rest.length > 2) {
      rest.splice(rest.indexOf(Math.min(...rest)), 1);
      rest.splice(rest.indexOf(Math.max(...rest)), 1);
    }
    return rest.reduce((a, b) => a + b, 0) / rest.length;
  },
};

const interquartileRange: QuestionTemplate<Data> = {
  id: "statistics-interquartile-range",
  level: 2,
  draw: (r) => drawData(r, r.int(7, 12), 1, 60),
  build: (data) => {
    const ordered = ascending(valuesOf(data));
    const n = data.n;
    const half = Math.floor(n / 2);
    const [q1, q3] = quartiles(ordered);
    return {
      kind: "numeric",
      prompt: `Calculate the interquartile range of this data set: ${listed(valuesOf(data))}`,
      answer: q3 - q1,
      hint: "Order the data. Q₁ is the median of the lower half and Q₃ the median of the upper half (leave out the median itself when the number of values is odd); IQR = Q₃ − Q₁.",
      solution: [
        `In order: ${listed(ordered)}`,
        `The median is ${num(middle(ordered))}.${n % 2 ? " It is left out of both halves." : ""}`,
        `Lower half: ${listed(ordered.slice(0, half))}, so Q₁ = ${num(q1)}`,
        `Upper half: ${listed(ordered.slice(n - half))}, so Q₃ = ${num(q3)}`,
        `IQR = Q₃ − Q₁ = ${num(q3)} − ${num(q1)} = ${num(q3 - q1)}`,
      ],
    };
  },
  // The quartiles found by their positions in the ordered list.
  check: (data) => {
    const [q1, q3] = quartilesByPosition(valuesOf(data));
    return q3 - q1;
  },
};

const summaryText = (values: readonly number[]) => values.map((value) => num(value, 1)).join("; ");

/** The five-number summary, and three wrong ones from common slips. */
function fiveNumberSummaries(data: Data): string[] {
  const ordered = ascending(valuesOf(data));
  const n = ordered.length;
  const [low, high, med] = [ordered[0], ordered[n - 1], middle(ordered)];
  const [q1, q3] = quartiles(ordered);
  const half = Math.ceil(n / 2);
  // Quartiles with the median kept in both halves.
  const [q1In, q3In] = [middle(ordered.slice(0, half)), middle(ordered.slice(n - half))];
  const average = ordered.reduce((a, b) => a + b, 0) / n;
  return [
    summaryText([low, q1, med, q3, high]),
    summaryText([low, q1In, med, q3In, high]),
    summaryText([low, q1, average, q3, high]),
    summaryText([low, q1, med, q3, high - low]),
  ];
}

const fiveNumberSummary: QuestionTemplate<Data> = {
  id: "statistics-five-number-summary",
  level: 3,
  draw: (r) => {
    for (;;) {
      const data = { ...drawData(r, r.pick([9, 11]), 1, 50), order: r.int(0, 3) };
      if (new Set(fiveNumberSummaries(data)).size === 4) return data;
    }
  },
  build: (data) => {
    const ordered = ascending(valuesOf(data));
    const n = data.n;
    const half = (n - 1) / 2;
    const [q1, q3] = quartiles(ordered);
    const summaries = fiveNumberSummaries(data);
    return choiceQuestion(
      `Which is the five-number summary (minimum; Q₁; median; Q₃; maximum) of this data set? ${listed(valuesOf(data))}`,
      summaries[0],
      summaries.slice(1),
      data.order,
      "Order the data. Find the median, then the medians of the lower and upper halves (leaving out the median itself), and the smallest and largest values.",
      [
        `In order: ${listed(ordered)}`,
        `Minimum = ${num(ordered[0])}, maximum = ${num(ordered[n - 1])}, and the median is value number ${num((n + 1) / 2)}: ${num(middle(ordered))}`,
        `Q₁ is the median of the lowest ${num(half)} values: ${num(q1)}. Q₃ is the median of the highest ${num(half)} values: ${num(q3)}`,
        `The five-number summary is ${summaries[0]}`,
      ],
    );
  },
  // Quartiles by position, the median and the extremes read off a list ordered another way.
  check: (data) => {
    const values = valuesOf(data);
    const [q1, q3] = quartilesByPosition(values);
    const rest = [...values];
    while (rest.length > 1) {
      rest.splice(rest.indexOf(Math.min(...rest)), 1);
      if (rest.length > 1) rest.splice(rest.indexOf(Math.max(...rest)), 1);
    }
    return summaryText([Math.min(...values), q1, rest[0], q3, Math.max(...values)]);
  },
};

const meanAfterJoining: QuestionTemplate<{ n: number; before: number; change: number }> = {
  id: "statistics-mean-new-value",
  level: 3,
  draw: (r) => {
    for (;;) {
      const values = { n: r.int(5, 15), before: r.int(40, 75), change: nonZero(r, -4, 4) };
      const mark = values.before + values.change * (values.n + 1);
      if (mark >= 0 && mark <= 100) return values;
    }
  },
  build: ({ n, before, change }) => {
    const after = before + change;
    const mark = (n + 1) * after - n * before;
    return {
      kind: "numeric",
      prompt: `The mean mark of ${num(n)} learners in a test is ${num(before)}%. After one more learner writes the test, the mean of all ${num(n + 1)} marks is ${num(after)}%. What mark did that learner get?`,
      answer: mark,
      unit: "%",
      hint: "The mean times the number of values gives the total. Compare the totals before and after the new mark.",
      solution: [
        `Total of the first ${num(n)} marks = ${num(n)} × ${num(before)} = ${num(n * before)}`,
        `Total of all ${num(n + 1)} marks = ${num(n + 1)} × ${num(after)} = ${num((n + 1) * after)}`,
        `The new mark = ${num((n + 1) * after)} − ${num(n * before)} = ${num(mark)}%`,
      ],
    };
  },
  // Deviations: the new mark is the new mean plus what the others each gained or lost.
  check: ({ n, before, change }) => before + change + n * change,
};

// ─── 11. Trigonometry in two dimensions (term 3) ──────────────────────────────────────────────

const ladder: QuestionTemplate<{ tenths: number; angle: number; foot: number }> = {
  id: "trig2d-ladder",
  level: 1,
  draw: (r) => ({ tenths: r.int(30, 80), angle: r.int(55, 80), foot: r.int(0, 1) }),
  build: ({ tenths, angle, foot }) => {
    const length = tenths / 10;
    const answer = foot ? length * cosDeg(angle) : length * sinDeg(angle);
    return {
      kind: "numeric",
      prompt: `A ${num(length, 1)} m ladder leans against a vertical wall and makes an angle of ${deg(angle)} with the level ground. ${foot ? "How far is the foot of the ladder from the wall" : "How high up the wall does the ladder reach"}? Round to two decimal places.`,
      answer,
      unit: "m",
      decimals: 2,
      hint: `The ladder is the hypotenuse of a right-angled triangle. Decide whether the side you want is opposite or adjacent to the ${deg(angle)} angle.`,
      solution: foot
        ? [
            `The distance along the ground is adjacent to the ${deg(angle)} angle: cos ${deg(angle)} = ${frac("distance", num(length, 1))}`,
            `distance = ${num(length, 1)} × cos ${deg(angle)}`,
            `distance = ${fixed(answer, 2)} m`,
          ]
        : [
            `The height is opposite the ${deg(angle)} angle: sin ${deg(angle)} = ${frac("height", num(length, 1))}`,
            `height = ${num(length, 1)} × sin ${deg(angle)}`,
            `height = ${fixed(answer, 2)} m`,
          ],
    };
  },
  // The angle at the top of the ladder is 90° − θ, which swaps sine and cosine.
  check: ({ tenths, angle, foot }) => (tenths / 10) * (foot ? sinDeg(90 - angle) : cosDeg(90 - angle)),
};

const depression: QuestionTemplate<{ height: number; angle: number }> = {
  id: "trig2d-angle-of-depression",
  level: 2,
  draw: (r) => ({ height: r.int(20, 150), angle: r.int(10, 60) }),
  build: ({ height, angle }) => {
    const d = height / tanDeg(angle);
    return {
      kind: "numeric",
      prompt: `From the top of a vertical cliff ${num(height)} m high, the angle of depression of a boat at sea is ${deg(angle)}. How far is the boat from the foot of the cliff? Give your answer correct to one decimal place.`,
      answer: d,
      unit: "m",
      decimals: 1,
      hint: "The angle of depression from the cliff top equals the angle of elevation from the boat (alternate angles). Then the height is opposite that angle and the distance adjacent to it.",
      solution: [
        `The angle of elevation of the cliff top from the boat equals the angle of depression, ${deg(angle)} (alternate angles).`,
        `tan ${deg(angle)} = ${frac(num(height), "d")}, so d = ${frac(num(height), `tan ${deg(angle)}`)}`,
        `d = ${fixed(d, 1)} m`,
      ],
    };
  },
  // The angle at the cliff top inside the triangle is 90° − θ, and the distance is opposite it.
  check: ({ height, angle }) => height * tanDeg(90 - angle),
};

const twoObservers: QuestionTemplate<{ alpha: number; more: number; d: number }> = {
  id: "trig2d-two-angles-of-elevation",
  level: 3,
  draw: (r) => ({ alpha: r.int(20, 40), more: r.int(10, 30), d: r.int(20, 100) }),
  build: ({ alpha, more, d }) => {
    const beta = alpha + more;
    const [ta, tb] = [tanDeg(alpha), tanDeg(beta)];
    const h = (d * ta * tb) / (tb - ta);
    return {
      kind: "numeric",
      prompt: `From point P on level ground, the angle of elevation of the top of a building is ${deg(alpha)}. From point Q, ${num(d)} m closer to the building along the same straight line, the angle of elevation is ${deg(beta)}. Calculate the height of the building, correct to one decimal place.`,
      answer: h,
      unit: "m",
      decimals: 1,
      hint: "Call the height h and the distance from Q to the building x. Write one tangent equation for each point, then eliminate x.",
      solution: [
        "Let the height be h and the distance from Q to the foot of the building be x.",
        `From Q: tan ${deg(beta)} = ${frac("h", "x")}, so x = ${frac("h", `tan ${deg(beta)}`)}`,
        `From P: tan ${deg(alpha)} = ${frac("h", `x + ${num(d)}`)}, so h = (x + ${num(d)}) × tan ${deg(alpha)}`,
        `Substitute x: h(1 − ${frac(`tan ${deg(alpha)}`, `tan ${deg(beta)}`)}) = ${num(d)} × tan ${deg(alpha)}`,
        `h = ${frac(`${num(d)} × ${fixed(ta, 4)}`, `1 − ${fixed(ta / tb, 4)}`)}`,
        `h = ${fixed(h, 1)} m`,
      ],
    };
  },
  // Halving an interval of heights until the two distances differ by exactly PQ.
  check: ({ alpha, more, d }) => bisectRoot((h) => h / tanDeg(alpha) - h / tanDeg(alpha + more) - d, 0, 100000),
};

// ─── 12. Measurement (term 4) ─────────────────────────────────────────────────────────────────

const prismVolume: QuestionTemplate<{ triangular: number; a: number; b: number; c: number }> = {
  id: "measurement-prism-volume",
  level: 1,
  draw: (r) => ({ triangular: r.int(0, 1), a: r.int(3, 12), b: r.int(3, 12), c: r.int(5, 30) }),
  build: ({ triangular, a, b, c }) => {
    if (triangular) {
      const area = (a * b) / 2;
      return {
        kind: "numeric",
        prompt: `A prism is ${num(c)} cm long. Its cross-section is a right-angled triangle whose perpendicular sides are ${num(a)} cm and ${num(b)} cm. Calculate its volume.`,
        answer: area * c,
        unit: "cm³",
        hint: "The volume of any right prism is the area of its cross-section times its length.",
        solution: [
          "V = area of the cross-section × length",
          `Area of the triangle = ½ × ${num(a)} × ${num(b)} = ${num(area)} cm²`,
          `V = ${num(area)} × ${num(c)} = ${num(area * c)} cm³`,
        ],
      };
    }
    return {
      kind: "numeric",
      prompt: `A closed box (a rectangular prism) is ${num(c)} cm long, ${num(a)} cm wide and ${num(b)} cm high. Calculate its volume.`,
      answer: a * b * c,
      unit: "cm³",
      hint: "The volume of a right prism is the area of its base times its height.",
      solution: ["V = l × b × h", `V = ${num(c)} × ${num(a)} × ${num(b)}`, `V = ${num(a * b * c)} cm³`],
    };
  },
  // Counting unit cubes layer by layer; a triangular prism is half of the box around it.
  check: ({ triangular, a, b, c }) => {
    let cubes = 0;
    for (let layer = 0; layer < b; layer += 1) cubes += a * c;
    return triangular ? cubes / 2 : cubes;
  },
};

const tankCapacity: QuestionTemplate<{ radius: number; height: number }> = {
  id: "measurement-cylinder-capacity",
  level: 2,
  draw: (r) => ({ radius: r.int(5, 15), height: r.int(2, 6) }),
  build: ({ radius, height }) => {
    const [rad, h] = [radius / 10, height / 2];
    const volume = Math.PI * rad * rad * h;
    // Enough decimals that the litres shown round to the same whole litre as the exact volume (not 1 963,5 for 1 963,495).
    const litres = volume * 1000;
    let places = 1;
    while (Math.round(Math.round(litres * 10 ** places) / 10 ** places) !== Math.round(litres)) places += 1;
    return {
      kind: "numeric",
      prompt: `A cylindrical water tank has a radius of ${num(rad, 1)} m and a height of ${num(h, 1)} m. How many litres of water does it hold when it is full? (1 m³ = 1 000 dm³ and 1 dm³ = 1 litre.) Round to the nearest litre.`,
      answer: litres,
      unit: "dm³",
      decimals: 0,
      hint: "Find the volume in m³ with V = πr²h, then convert to litres.",
      solution: [
        "V = πr²h",
        `V = π × (${num(rad, 1)})² × ${num(h, 1)} = ${num(volume, places + 3)} m³`,
        `1 m³ = 1 000 litres, so V = ${num(volume, places + 3)} × 1 000 = ${num(litres, places)} litres`,
        `Capacity = ${fixed(litres, 0)} litres`,
      ],
    };
  },
  // The volume worked out in decimetres from the start: 1 m = 10 dm.
  check: ({ radius, height }) => Math.PI * radius * radius * (height * 5),
};

const cylinderSurface: QuestionTemplate<{ radius: number; height: number; open: number }> = {
  id: "measurement-cylinder-surface-area",
  level: 2,
  draw: (r) => ({ radius: r.int(2, 15), height: r.int(3, 30), open: r.int(0, 1) }),
  build: ({ radius, height, open }) => {
    // The parts as multiples of π, so that the sum on the page adds up exactly.
    const [endsPi, curvedPi] = [(open ? 1 : 2) * radius * radius, 2 * radius * height];
    const [ends, curved] = [endsPi * Math.PI, curvedPi * Math.PI];
    return {
      kind: "numeric",
      prompt: `Calculate the total outside surface area of ${open ? "a cylindrical tin without a lid" : "a closed cylinder"} with a radius of ${num(radius)} cm and a height of ${num(height)} cm. Round to two decimal places.`,
      answer: ends + curved,
      unit: "cm²",
      decimals: 2,
      hint: "Unfold the cylinder: circles for the ends and a rectangle whose length is the circumference (2πr) for the curved side.",
      solution: [
        open
          ? "Surface area = πr² + 2πrh (one circle and the curved surface)"
          : "Surface area = 2πr² + 2πrh (two circles and the curved surface)",
        `Surface area = ${open ? "" : "2"}π(${num(radius)})² + 2π(${num(radius)})(${num(height)}) = ${num(endsPi)}π + ${num(curvedPi)}π = ${num(endsPi + curvedPi)}π`,
        `Surface area = ${fixed(ends + curved, 2)} cm²`,
      ],
    };
  },
  // Factorised: πr(2r + 2h) for a closed cylinder, πr(r + 2h) without a lid.
  check: ({ radius, height, open }) => Math.PI * radius * ((open ? 1 : 2) * radius + 2 * height),
};

const scaleFactor: QuestionTemplate<{ change: number; k: number; tens: number; l: number; b: number; h: number }> = {
  id: "measurement-scale-factor",
  level: 3,
  draw: (r) => ({
    change: r.int(0, 3),
    k: r.int(2, 4),
    tens: r.int(10, 90),
    l: r.int(2, 12),
    b: r.int(2, 12),
    h: r.int(2, 12),
  }),
  build: ({ change, k, tens, l, b, h }) => {
    const volume = tens * 10;
    const surface = 2 * (l * b + b * h + l * h);
    const [k2, k3] = [k * k, k * k * k];
    if (change === 1)
      return {
        kind: "numeric",
        prompt: `A closed rectangular box has a total surface area of ${num(surface)} cm². Its length, breadth and height are all multiplied by ${num(k)}. Calculate the total surface area of the new box.`,
        answer: k2 * surface,
        unit: "cm²",
        hint: "Think about what happens to the area of each face when both of its sides are multiplied by the same number.",
        solution: [
          `Each face is a rectangle whose two sides are both multiplied by ${num(k)}, so each area is multiplied by ${num(k)}² = ${num(k2)}.`,
          `New surface area = ${num(k2)} × ${num(surface)} = ${num(k2 * surface)} cm²`,
        ],
      };
    const variants: Record<
      number,
      { shape: string; what: string; formula: string; factorText: string; factorValue: number }
    > = {
      0: {
        shape: "cylinder",
        what: `Its radius and its height are both multiplied by ${num(k)}.`,
        formula: `V = πr²h becomes π(${num(k)}r)²(${num(k)}h) = ${num(k)}³ × πr²h`,
        factorText: `${num(k)}³ = ${num(k3)}`,
        factorValue: k3,
      },
      2: {
        shape: "cylinder",
        what: `Its radius is multiplied by ${num(k)}; its height stays the same.`,
        formula: `V = πr²h becomes π(${num(k)}r)²h = ${num(k)}² × πr²h`,
        factorText: `${num(k)}² = ${num(k2)}`,
        factorValue: k2,
      },
      3: {
        shape: "rectangular box",
        what: `Its height is multiplied by ${num(k)}; its length and breadth stay the same.`,
        formula: `V = l × b × h becomes l × b × ${num(k)}h = ${num(k)} × lbh`,
        factorText: num(k),
        factorValue: k,
      },
    };
    const { shape, what, formula, factorText, factorValue } = variants[change];
    return {
      kind: "numeric",
      prompt: `A ${shape} has a volume of ${num(volume)} cm³. ${what} Calculate the new volume.`,
      answer: factorValue * volume,
      unit: "cm³",
      hint: "Write the volume formula with the changed dimensions and see what number the original volume is multiplied by.",
      solution: [
        formula,
        `The volume is multiplied by ${factorText}.`,
        `New volume = ${num(factorValue)} × ${num(volume)} = ${num(factorValue * volume)} cm³`,
      ],
    };
  },
  // Actual dimensions that fit the given volume or area, scaled and measured again.
  check: ({ change, k, tens, l, b, h }) => {
    const volume = tens * 10;
    if (change === 1) return 2 * (k * l * k * b + k * b * k * h + k * l * k * h);
    if (change === 3) return 2 * 2 * ((volume / 4) * k);
    const height = 5;
    const radius = Math.sqrt(volume / (Math.PI * height));
    return change === 0 ? Math.PI * (k * radius) ** 2 * (k * height) : Math.PI * (k * radius) ** 2 * height;
  },
};

// ─── 13. Probability (term 4) ─────────────────────────────────────────────────────────────────

const mutuallyExclusive = conceptQuestion({
  id: "mutually-exclusive",
  level: 1,
  prompt: "Two events are mutually exclusive. What does that mean?",
  choices: [
    "They cannot happen at the same time.",
    "One happening does not change the chance of the other.",
    "Together they cover every possible outcome.",
    "They have the same probability.",
  ],
  hint: "Think of the Venn diagram of two such events: do the circles overlap?",
  explanation: [
    "Mutually exclusive events share no outcomes: P(A and B) = 0, so P(A or B) = P(A) + P(B).",
    "“One does not change the chance of the other” describes independent events; “together they cover everything” describes exhaustive events.",
  ],
});

const COLOURS = ["red", "blue", "green"];

const complement: QuestionTemplate<{ red: number; blue: number; green: number; which: number }> = {
  id: "probability-complement",
  level: 1,
  draw: (r) => ({ red: r.int(2, 9), blue: r.int(1, 9), green: r.int(1, 9), which: r.int(0, 2) }),
  build: ({ red, blue, green, which }) => {
    const counts = [red, blue, green];
    const total = red + blue + green;
    const colour = COLOURS[which];
    const shown = reducedFraction(total - counts[which], total);
    return {
      kind: "numeric",
      prompt: `A bag holds ${num(red)} red, ${num(blue)} blue and ${num(green)} green marbles. One marble is taken out at random. What is the probability that it is not ${colour}? Give your answer as a fraction in simplest form.`,
      answer: (total - counts[which]) / total,
      exact: true,
      shown,
      hint: "An event and its complement together cover every outcome: P(not A) = 1 − P(A).",
      solution: [
        `There are ${num(total)} marbles, so P(${colour}) = ${frac(num(counts[which]), num(total))}`,
        `P(not ${colour}) = 1 − ${frac(num(counts[which]), num(total))}`,
        `P(not ${colour}) = ${shown}`,
      ],
    };
  },
  // Counting the marbles of the other two colours.
  check: ({ red, blue, green, which }) => {
    const counts = [red, blue, green];
    return counts.filter((_, i) => i !== which).reduce((a, b) => a + b, 0) / (red + blue + green);
  },
};

const relativeFrequency: QuestionTemplate<{ red: number; blue: number; green: number; yellow: number; event: number }> =
  {
    id: "probability-relative-frequency",
    level: 2,
    draw: (r) => ({
      red: r.int(5, 30),
      blue: r.int(5, 30),
      green: r.int(5, 30),
      yellow: r.int(5, 30),
      event: r.int(0, 1),
    }),
    build: ({ red, blue, green, yellow, event }) => {
      const trials = red + blue + green + yellow;
      const times = event ? trials - yellow : red + blue;
      return {
        kind: "numeric",
        prompt: `A spinner with four colours was spun ${num(trials)} times, with these results: red ${num(red)}, blue ${num(blue)}, green ${num(green)}, yellow ${num(yellow)}. Calculate the relative frequency of ${event ? "not landing on yellow" : "landing on red or blue"}, as a decimal correct to two decimal places.`,
        answer: times / trials,
        decimals: 2,
        hint: "Relative frequency is the number of times the event happened divided by the number of trials.",
        solution: [
          `Relative frequency = ${frac("number of times the event happened", "number of trials")}`,
          event
            ? `The spinner did not land on yellow ${num(trials)} − ${num(yellow)} = ${num(times)} times.`
            : `It landed on red or blue ${num(red)} + ${num(blue)} = ${num(times)} times.`,
          `Relative frequency = ${frac(num(times), num(trials))} = ${fixed(times / trials, 2)}`,
        ],
      };
    },
    // Through the other outcomes: 1 minus the relative frequency of everything else.
    check: ({ red, blue, green, yellow, event }) => {
      const trials = red + blue + green + yellow;
      return event ? (red + blue + green) / trials : 1 - (green + yellow) / trials;
    },
  };

const eitherEvent: QuestionTemplate<{ total: number; onlyA: number; onlyB: number; both: number }> = {
  id: "probability-either",
  level: 2,
  draw: (r) => {
    const total = r.pick([20, 25, 30, 40, 50]);
    const both = r.int(1, 6);
    const onlyA = r.int(2, 10);
    const onlyB = r.int(2, Math.max(2, total - both - onlyA - 1));
    return { total, onlyA, onlyB, both };
  },
  build: ({ total, onlyA, onlyB, both }) => {
    const [a, b] = [onlyA + both, onlyB + both];
    const p = (a + b - both) / total;
    const over = (count: number) => frac(num(count), num(total));
    return {
      kind: "numeric",
      prompt: `In a class of ${num(total)} learners, ${num(a)} take Accounting, ${num(b)} take Biology and ${num(both)} ${both === 1 ? "takes" : "take"} both. One learner is chosen at random. What is the probability that the learner takes Accounting or Biology? Give your answer as a decimal correct to two decimal places.`,
      answer: p,
      decimals: 2,
      hint: "Use the addition rule P(A or B) = P(A) + P(B) − P(A and B): learners who take both would otherwise be counted twice.",
      solution: [
        "P(A or B) = P(A) + P(B) − P(A and B)",
        `P(A or B) = ${over(a)} + ${over(b)} − ${over(both)} = ${over(a + b - both)}`,
        `P(A or B) = ${fixed(p, 2)}`,
      ],
    };
  },
  // Counting the regions of the Venn diagram instead.
  check: ({ total, onlyA, onlyB, both }) => (onlyA + onlyB + both) / total,
};

const vennExactlyOne: QuestionTemplate<{ total: number; both: number; neither: number; onlySoccer: number }> = {
  id: "probability-venn-exactly-one",
  level: 3,
  draw: (r) => {
    const total = r.pick([20, 25, 40, 50]);
    const both = r.int(2, 8);
    const neither = r.int(1, 5);
    const rest = total - both - neither;
    return { total, both, neither, onlySoccer: r.int(2, rest - 2) };
  },
  build: ({ total, both, neither, onlySoccer }) => {
    const onlyNetball = total - both - neither - onlySoccer;
    const [soccer, netball] = [onlySoccer + both, onlyNetball + both];
    const p = (onlySoccer + onlyNetball) / total;
    return {
      kind: "numeric",
      prompt: `In a group of ${num(total)} learners, ${num(soccer)} play soccer, ${num(netball)} play netball and ${num(neither)} play neither sport. One learner is chosen at random. What is the probability that the learner plays exactly one of the two sports? Give your answer as a decimal correct to two decimal places.`,
      answer: p,
      decimals: 2,
      hint: "Draw a Venn diagram. Find how many play at least one sport, then how many play both; fill in the 'only' regions before you add.",
      solution: [
        `Learners who play at least one sport: ${num(total)} − ${num(neither)} = ${num(total - neither)}`,
        `Both sports: ${num(soccer)} + ${num(netball)} − ${num(total - neither)} = ${num(both)}`,
        `Soccer only: ${num(soccer)} − ${num(both)} = ${num(onlySoccer)}. Netball only: ${num(netball)} − ${num(both)} = ${num(onlyNetball)}`,
        `P(exactly one) = ${frac(num(onlySoccer + onlyNetball), num(total))} = ${fixed(p, 2)}`,
      ],
    };
  },
  // P(S) + P(N) − 2 × P(S and N): the overlap is in both circles but must be left out entirely.
  check: ({ total, both, neither, onlySoccer }) => {
    const onlyNetball = total - both - neither - onlySoccer;
    const [soccer, netball] = [onlySoccer + both, onlyNetball + both];
    const overlap = soccer + netball + neither - total;
    return (soccer + netball - 2 * overlap) / total;
  },
};

// ─── The topics ───────────────────────────────────────────────────────────────────────────────

export const MATHEMATICS_GRADE_10: Topic[] = [
  {
    id: "maths-10-algebraic-expressions",
    subject: "mathematics",
    grade: 10,
    term: 1,
    title: "Algebraic expressions",
    explanation: [
      "To expand a product, multiply every term in one bracket by every term in the other, then add the like terms: (2x + 3)(x − 4) = 2x² − 8x + 3x − 12 = 2x² − 5x − 12.",
      "Factorising undoes expanding. Always take out a common factor first. Then look for a difference of two squares, a² − b² = (a − b)(a + b); a trinomial, found from two numbers whose product is ac and whose sum is b; or four terms that can be grouped in pairs.",
      `To simplify an algebraic fraction, factorise the numerator and the denominator completely and only then cancel common factors. You may never cancel single terms: in ${frac("x² − 9", "x² + x − 6")} = ${frac("(x − 3)(x + 3)", "(x + 3)(x − 2)")} the factor (x + 3) cancels, leaving ${frac("x − 3", "x − 2")}.`,
    ],
    questions: [expandBinomials, factoriseTrinomial, factoriseGrouping, simplifyFraction],
  },
  {
    id: "maths-10-exponents",
    subject: "mathematics",
    grade: 10,
    term: 1,
    title: "Exponents",
    explanation: [
      `The laws of exponents hold for any non-zero base: ${pow("a", "m")} × ${pow("a", "n")} = ${pow("a", "m + n")}, ${pow("a", "m")} ÷ ${pow("a", "n")} = ${pow("a", "m − n")}, ${pow(`(${pow("a", "m")})`, "n")} = ${pow("a", "mn")}, a⁰ = 1 and ${pow("a", "−n")} = ${frac("1", pow("a", "n"))}.`,
      `To simplify an expression with a sum in the exponent, split the power into a product and take out a common factor: ${pow("2", "x + 3")} − ${pow("2", "x")} = ${pow("2", "x")}(8 − 1) = 7 × ${pow("2", "x")}.`,
      `To solve an exponential equation, write both sides as powers of the same base and set the exponents equal: ${pow("3", "x − 1")} = 27 = 3³, so x − 1 = 3 and x = 4.`,
    ],
    questions: [simplifyPower, exponentialEquation, linearExponentEquation, exponentFraction],
  },
  {
    id: "maths-10-number-patterns",
    subject: "mathematics",
    grade: 10,
    term: 1,
    title: "Number patterns",
    explanation: [
      "In a linear pattern the difference between consecutive terms is constant. In 5; 8; 11; 14; … the constant difference is 3.",
      "The general term of a linear pattern is Tₙ = bn + c, where b is the constant difference. Find c from the first term: for 5; 8; 11; …, T₁ = 3 + c = 5, so c = 2 and Tₙ = 3n + 2.",
      "With the general term you can find any term (T₅₀ = 3 × 50 + 2 = 152) and work out which term has a given value, by setting Tₙ equal to it and solving for n. The answer must be a natural number.",
    ],
    questions: [patternSubstitute, patternTermValue, patternWhichTerm, patternsMeet],
  },
  {
    id: "maths-10-equations-and-inequalities",
    subject: "mathematics",
    grade: 10,
    term: 1,
    title: "Equations and inequalities",
    explanation: [
      "An equation stays true when you do the same to both sides. To solve a linear equation, undo what was done to x in reverse order. A literal equation is solved the same way for one of its letters: v = u + at gives t = (v − u) ÷ a.",
      "A quadratic equation is solved by writing it as (expression) = 0 and factorising: if a product is 0, one of its factors is 0. Two simultaneous linear equations are solved by eliminating one unknown or by substitution.",
      "A linear inequality is solved like an equation, except that multiplying or dividing by a negative number reverses the sign: −2x < 6 gives x > −3. In interval notation a square bracket includes an endpoint and a round bracket leaves it out: −1 ≤ x < 4 is [−1; 4).",
    ],
    questions: [linearEquation, quadraticRoot, simultaneous, literalEquation, inequalityLargest, inequalityInterval],
  },
  {
    id: "maths-10-trigonometry",
    subject: "mathematics",
    grade: 10,
    term: 1,
    title: "Trigonometry",
    explanation: [
      "In a right-angled triangle, for an acute angle θ: sin θ = opposite ÷ hypotenuse, cos θ = adjacent ÷ hypotenuse and tan θ = opposite ÷ adjacent. Their reciprocals are cosec θ = 1 ÷ sin θ, sec θ = 1 ÷ cos θ and cot θ = 1 ÷ tan θ.",
      "To find a side, choose the ratio that links the side you want with the side you know. To find an angle, work out the ratio first, then use the inverse function (sin⁻¹, cos⁻¹ or tan⁻¹) on your calculator.",
      `The values at 30°, 45° and 60° come from two triangles you can draw from memory: half an equilateral triangle (sides 1, ${root(3)} and 2) and a right-angled isosceles triangle (sides 1, 1 and ${root(2)}). For example sin 30° = ${frac("1", "2")} and tan 60° = ${root(3)}.`,
    ],
    questions: [sideFromAngle, specialAngle, elevation, solveAngle, reciprocalRatios],
  },
  {
    id: "maths-10-functions",
    subject: "mathematics",
    grade: 10,
    term: 2,
    title: "Functions",
    explanation: [
      "For y = ax + q, a is the gradient and q the y-intercept. For y = ax² + q, the turning point is (0; q): a minimum when a > 0 and a maximum when a < 0, so the range is y ≥ q or y ≤ q.",
      `For the hyperbola y = ${frac("a", "x")} + q the asymptotes are x = 0 and y = q; when a > 0 the branches lie in the first and third quadrants formed by the asymptotes, when a < 0 in the second and fourth. For the exponential graph y = a × ${pow("b", "x")} + q (b > 0, b ≠ 1) the asymptote is y = q.`,
      "In every case q shifts the graph up or down. To find an intercept, set the other variable to 0: the y-intercept has x = 0 and an x-intercept has y = 0. A point on a graph satisfies its equation, so substituting a point gives an equation for an unknown a, b or q.",
    ],
    questions: [
      linearIntercept,
      hyperbolaAsymptote,
      parabolaRange,
      parabolaIntercepts,
      hyperbolaPoint,
      exponentialBase,
    ],
  },
  {
    id: "maths-10-euclidean-geometry",
    subject: "mathematics",
    grade: 10,
    term: 2,
    title: "Euclidean geometry",
    explanation: [
      "A parallelogram has both pairs of opposite sides parallel and equal, equal opposite angles, and diagonals that bisect each other. A rectangle is a parallelogram with equal diagonals; a rhombus is one whose diagonals bisect each other at right angles; a square is both.",
      "A kite has two pairs of equal adjacent sides and perpendicular diagonals, one of which bisects the other. A trapezium has exactly one pair of parallel sides.",
      "Midpoint theorem: the line joining the midpoints of two sides of a triangle is parallel to the third side and equal to half of it. In every proof, give a reason for each statement, such as (alternate angles, AB ∥ DC) or (opposite sides of a parallelogram).",
    ],
    questions: [midpointTheorem, parallelogramAngle, quadrilateralProperty, rhombusDiagonals, parallelogramBisector],
  },
  {
    id: "maths-10-analytical-geometry",
    subject: "mathematics",
    grade: 10,
    term: 3,
    title: "Analytical geometry",
    explanation: [
      `For the points (x₁; y₁) and (x₂; y₂): the distance between them is ${root("(x₂ − x₁)² + (y₂ − y₁)²")}, the midpoint is (${frac("x₁ + x₂", "2")}; ${frac("y₁ + y₂", "2")}) and the gradient of the line through them is m = ${frac("y₂ − y₁", "x₂ − x₁")}.`,
      "Parallel lines have equal gradients. Perpendicular lines have gradients whose product is −1: a line with gradient 2 is perpendicular to one with gradient −½.",
      "Three points are collinear (on one straight line) when the gradient between the first two equals the gradient between the first and the third.",
    ],
    questions: [gradient, distance, midpoint, collinear, parallelPerpendicular],
  },
  {
    id: "maths-10-finance-and-growth",
    subject: "mathematics",
    grade: 10,
    term: 3,
    title: "Finance and growth",
    explanation: [
      "Simple interest is earned on the original amount only: A = P(1 + in). Compound interest is also earned on the interest already added: A = P(1 + i)ⁿ. In both, i is the rate as a decimal (8% is 0,08) and n the number of years.",
      "Hire purchase: after the deposit, simple interest is charged on the balance for the whole period, and the total is paid in equal monthly instalments. Inflation makes prices grow like compound interest: a R200 item with 6% inflation costs 200(1,06)² = R224,72 after two years.",
      "An exchange rate gives the price of one unit of another currency in rand. Multiply by the rate to convert to rand; divide by it to convert from rand.",
    ],
    questions: [simpleInterest, exchangeRate, compoundGrowth, hirePurchase, simpleVersusCompound],
  },
  {
    id: "maths-10-statistics",
    subject: "mathematics",
    grade: 10,
    term: 3,
    title: "Statistics",
    explanation: [
      "The mean is the sum of the values divided by how many there are. The median is the middle value of the ordered data (the mean of the two middle values when there is an even number). The mode is the value that occurs most often.",
      "The quartiles split ordered data into quarters: Q₁ is the median of the lower half and Q₃ the median of the upper half (leave out the median itself when there is an odd number of values). The range is the maximum minus the minimum; the interquartile range is Q₃ − Q₁.",
      "The five-number summary (minimum; Q₁; median; Q₃; maximum) is what a box-and-whisker diagram shows.",
    ],
    questions: [mean, median, interquartileRange, fiveNumberSummary, meanAfterJoining],
  },
  {
    id: "maths-10-trigonometry-in-two-dimensions",
    subject: "mathematics",
    grade: 10,
    term: 3,
    title: "Trigonometry in two dimensions",
    explanation: [
      "Draw a sketch and find the right-angled triangles in it. Mark what is given and what you want, then choose sin, cos or tan to link them.",
      "An angle of elevation is measured upwards from the horizontal, an angle of depression downwards. The angle of depression from A to B equals the angle of elevation from B to A (alternate angles between horizontal lines).",
      "When two right-angled triangles share a side, find that side in the first triangle and use it in the second, or write both equations with the same unknown and eliminate the other one.",
    ],
    questions: [ladder, depression, twoObservers],
  },
  {
    id: "maths-10-measurement",
    subject: "mathematics",
    grade: 10,
    term: 4,
    title: "Measurement",
    explanation: [
      "The volume of a right prism is the area of its cross-section times its length or height: V = l × b × h for a rectangular prism and V = πr²h for a cylinder.",
      "The total surface area is the sum of the areas of all the faces. Unfold the solid: a closed cylinder gives two circles and a rectangle of length 2πr, so its surface area is 2πr² + 2πrh.",
      "When every dimension is multiplied by k, every area is multiplied by k² and every volume by k³. When only one dimension is multiplied by k, the volume is multiplied by k (or by k² for the radius of a cylinder, which appears squared).",
    ],
    questions: [prismVolume, tankCapacity, cylinderSurface, scaleFactor],
  },
  {
    id: "maths-10-probability",
    subject: "mathematics",
    grade: 10,
    term: 4,
    title: "Probability",
    explanation: [
      "The probability of an event is the number of outcomes in it divided by the number of equally likely outcomes in all, a value from 0 to 1. The relative frequency from an experiment is the number of times an event happened divided by the number of trials; it comes closer to the probability as the number of trials grows.",
      "For any two events, P(A or B) = P(A) + P(B) − P(A and B). A Venn diagram shows why: the overlap would otherwise be counted twice. Mutually exclusive events cannot happen together, so P(A and B) = 0.",
      "The complement of A, 'not A', holds every outcome not in A: P(not A) = 1 − P(A).",
    ],
    questions: [mutuallyExclusive, complement, relativeFrequency, eitherEvent, vennExactlyOne],
  },
];
