import { conceptQuestion } from "./concept";
import { atanDeg, cosDeg, fmt, signed, sinDeg, tanDeg } from "./format";
import type { QuestionTemplate, Topic } from "./types";

// CAPS Grades 10–12.

const linearEquation: QuestionTemplate<{ a: number; x: number; b: number }> = {
  id: "linear-equation",
  draw: (r) => ({ a: r.pick([2, 3, 4, 5, 6, 7, 8, 9]), x: r.int(-10, 10), b: r.int(-20, 20) }),
  build: ({ a, x, b }) => {
    const c = a * x + b;
    return {
      kind: "numeric",
      prompt: `Solve for x: ${a}x ${signed(b)} = ${fmt(c)}`,
      answer: x,
      solution: [
        `Subtract ${fmt(b)} from both sides: ${a}x = ${fmt(c)} ${signed(-b)} = ${fmt(c - b)}.`,
        `Divide both sides by ${a}: x = ${fmt(c - b)} ÷ ${a}.`,
        `x = ${fmt(x)}`,
      ],
    };
  },
  check: ({ a, x, b }) => (a * x + b - b) / a,
};

const quadraticRoot: QuestionTemplate<{ r1: number; r2: number }> = {
  id: "quadratic-larger-root",
  draw: (r) => {
    const r1 = r.int(-9, 9);
    let r2 = r.int(-9, 9);
    if (r2 === r1) r2 = r1 + r.int(1, 5);
    return { r1, r2 };
  },
  build: ({ r1, r2 }) => {
    const p = -(r1 + r2);
    const q = r1 * r2;
    const [small, large] = r1 < r2 ? [r1, r2] : [r2, r1];
    return {
      kind: "numeric",
      prompt: `x² ${signed(p)}x ${signed(q)} = 0 has two solutions. What is the larger one?`,
      answer: large,
      solution: [
        `Look for two numbers whose product is ${fmt(q)} and whose sum is ${fmt(p)}: ${fmt(-small)} and ${fmt(-large)}.`,
        `So x² ${signed(p)}x ${signed(q)} = (x ${signed(-small)})(x ${signed(-large)}) = 0.`,
        `Either x = ${fmt(small)} or x = ${fmt(large)}; the larger is x = ${fmt(large)}.`,
      ],
    };
  },
  // The quadratic formula, from the coefficients alone.
  check: ({ r1, r2 }) => {
    const p = -(r1 + r2);
    const q = r1 * r2;
    return (-p + Math.sqrt(p * p - 4 * q)) / 2;
  },
};

const simultaneous: QuestionTemplate<{ x: number; y: number }> = {
  id: "simultaneous-equations",
  draw: (r) => ({ x: r.int(-8, 12), y: r.int(-8, 12) }),
  build: ({ x, y }) => ({
    kind: "numeric",
    prompt: `x + y = ${fmt(x + y)} and x − y = ${fmt(x - y)}. What is x?`,
    answer: x,
    solution: [
      `Add the two equations: (x + y) + (x − y) = ${fmt(x + y)} + ${fmt(x - y)}, so 2x = ${fmt(2 * x)}.`,
      `x = ${fmt(x)}`,
    ],
  }),
  // Substitution instead of elimination: y = (x + y) − x, put into x − y.
  check: ({ x, y }) => {
    const sum = x + y;
    const difference = x - y;
    return (difference + sum) / 2;
  },
};

const gradient: QuestionTemplate<{ x1: number; y1: number; x2: number; y2: number }> = {
  id: "gradient-two-points",
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
      prompt: `A straight line passes through (${fmt(x1)}; ${fmt(y1)}) and (${fmt(x2)}; ${fmt(y2)}). What is its gradient? (Round to two decimals.)`,
      answer: m,
      decimals: 2,
      solution: [
        `Gradient m = (y₂ − y₁) ÷ (x₂ − x₁).`,
        `m = (${fmt(y2)} − ${fmt(y1)}) ÷ (${fmt(x2)} − ${fmt(x1)}) = ${fmt(y2 - y1)} ÷ ${fmt(x2 - x1)}.`,
        `m = ${fmt(m)}`,
      ],
    };
  },
  // The line through the first point, one unit along.
  check: ({ x1, y1, x2, y2 }) => {
    const line = (x: number) => y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
    return line(x1 + 1) - line(x1);
  },
};

const turningPoint: QuestionTemplate<{ b: number; c: number }> = {
  id: "parabola-turning-point",
  draw: (r) => ({ b: 2 * r.int(-6, 6), c: r.int(-10, 10) }),
  build: ({ b, c }) => {
    const x = -b / 2;
    const y = x * x + b * x + c;
    return {
      kind: "numeric",
      prompt: `y = x² ${signed(b)}x ${signed(c)}. What is the y-coordinate of the turning point?`,
      answer: y,
      solution: [
        `The axis of symmetry of y = ax² + bx + c is x = −b ÷ (2a) = ${fmt(-b)} ÷ 2 = ${fmt(x)}.`,
        `Substitute: y = (${fmt(x)})² ${signed(b)}(${fmt(x)}) ${signed(c)} = ${fmt(y)}.`,
        `The turning point is (${fmt(x)}; ${fmt(y)}), so y = ${fmt(y)}.`,
      ],
    };
  },
  // Completing the square: x² + bx + c = (x + b/2)² + c − b²/4, least when the square is 0.
  check: ({ b, c }) => c - (b * b) / 4,
};

const hyperbolaAsymptote: QuestionTemplate<{ a: number; p: number; q: number }> = {
  id: "hyperbola-asymptote",
  draw: (r) => ({ a: r.pick([-6, -4, -2, 2, 3, 5, 8]), p: r.int(-5, 5), q: r.int(-5, 5) }),
  build: ({ a, p, q }) => {
    const choices = [`y = ${fmt(q)}`, `y = ${fmt(p)}`, `x = ${fmt(q)}`, `y = ${fmt(a)}`];
    const unique = [...new Set(choices)];
    return {
      kind: "choice",
      prompt: `What is the horizontal asymptote of y = ${fmt(a)} ÷ (x ${signed(-p)}) ${signed(q)}?`,
      choices: unique,
      answer: 0,
      solution: [
        `As x grows very large (or very negative), ${fmt(a)} ÷ (x ${signed(-p)}) gets closer and closer to 0.`,
        `So y gets closer and closer to ${fmt(q)}, without reaching it.`,
        `The horizontal asymptote is y = ${fmt(q)}. (The vertical one is x = ${fmt(p)}.)`,
      ],
    };
  },
  // The value at a very large x, rounded.
  check: ({ a, p, q }) => `y = ${fmt(Math.round(a / (1e9 - p) + q))}`,
};

const sideFromAngle: QuestionTemplate<{ h: number; angle: number }> = {
  id: "right-triangle-opposite",
  draw: (r) => ({ h: r.int(5, 40), angle: r.int(15, 75) }),
  build: ({ h, angle }) => {
    const opposite = h * sinDeg(angle);
    return {
      kind: "numeric",
      prompt: `In a right-angled triangle the hypotenuse is ${h} cm and one acute angle is ${angle}°. How long is the side opposite that angle? (Round to two decimals.)`,
      answer: opposite,
      unit: "cm",
      decimals: 2,
      solution: [
        `sin θ = opposite ÷ hypotenuse, so opposite = hypotenuse × sin θ.`,
        `opposite = ${h} × sin ${angle}° = ${h} × ${fmt(sinDeg(angle), 4)}.`,
        `opposite = ${fmt(opposite)} cm`,
      ],
    };
  },
  // The other acute angle is 90° − θ, and this side is adjacent to it.
  check: ({ h, angle }) => h * cosDeg(90 - angle),
};

const elevation: QuestionTemplate<{ height: number; distance: number }> = {
  id: "angle-of-elevation",
  draw: (r) => ({ height: r.int(5, 60), distance: r.int(10, 90) }),
  build: ({ height, distance }) => {
    const angle = atanDeg(height / distance);
    return {
      kind: "numeric",
      prompt: `A learner stands ${distance} m from the foot of a ${height} m tall tower on level ground. What is the angle of elevation to the top, in degrees? (Round to one decimal.)`,
      answer: angle,
      unit: "°",
      decimals: 1,
      solution: [
        `tan θ = opposite ÷ adjacent = ${height} ÷ ${distance} = ${fmt(height / distance, 4)}.`,
        `θ = tan⁻¹(${fmt(height / distance, 4)}).`,
        `θ = ${fmt(angle, 1)}°`,
      ],
    };
  },
  // From the sine: the line of sight is the hypotenuse.
  check: ({ height, distance }) => Math.asin(height / Math.hypot(height, distance)) * (180 / Math.PI),
};

const SPECIAL_VALUES = ["1/2", "√3/2", "√2/2", "√3", "1/√3", "1"] as const;
const specialAngle: QuestionTemplate<{ angle: number; ratio: number }> = {
  id: "special-angle",
  draw: (r) => ({ angle: r.pick([30, 45, 60]), ratio: r.int(0, 2) }),
  build: ({ angle, ratio }) => {
    const name = ["sin", "cos", "tan"][ratio];
    const value = [sinDeg, cosDeg, tanDeg][ratio](angle);
    const exact = exactValue(value);
    return {
      kind: "choice",
      prompt: `Without a calculator: what is ${name} ${angle}°?`,
      choices: [...SPECIAL_VALUES],
      answer: SPECIAL_VALUES.indexOf(exact),
      solution: [
        angle === 45
          ? `Draw a right-angled isosceles triangle with legs 1 and 1: the hypotenuse is √2.`
          : `Draw an equilateral triangle with sides 2 and cut it in half: the sides are 1, √3 and 2, with 30° opposite 1 and 60° opposite √3.`,
        `${name} = ${["opposite ÷ hypotenuse", "adjacent ÷ hypotenuse", "opposite ÷ adjacent"][ratio]}.`,
        `${name} ${angle}° = ${exact}`,
      ],
    };
  },
  check: ({ angle, ratio }) => exactValue([sinDeg, cosDeg, tanDeg][ratio](angle)),
};

function exactValue(value: number): (typeof SPECIAL_VALUES)[number] {
  const numeric: Record<(typeof SPECIAL_VALUES)[number], number> = {
    "1/2": 0.5,
    "√3/2": Math.sqrt(3) / 2,
    "√2/2": Math.SQRT2 / 2,
    "√3": Math.sqrt(3),
    "1/√3": 1 / Math.sqrt(3),
    "1": 1,
  };
  const found = SPECIAL_VALUES.find((name) => Math.abs(numeric[name] - value) < 1e-9);
  if (!found) throw new Error(`not a special value: ${value}`);
  return found;
}

const eitherEvent: QuestionTemplate<{ total: number; onlyA: number; onlyB: number; both: number }> = {
  id: "probability-either",
  draw: (r) => {
    const total = r.pick([20, 25, 30, 40, 50]);
    const both = r.int(1, 6);
    const onlyA = r.int(2, 10);
    const onlyB = r.int(2, Math.max(2, total - both - onlyA - 1));
    return { total, onlyA, onlyB, both };
  },
  build: ({ total, onlyA, onlyB, both }) => {
    const a = onlyA + both;
    const b = onlyB + both;
    const p = (a + b - both) / total;
    return {
      kind: "numeric",
      prompt: `In a class of ${total} learners, ${a} take Accounting, ${b} take Biology and ${both} take both. One learner is chosen at random. What is the probability that they take Accounting or Biology? (As a decimal, rounded to two decimals.)`,
      answer: p,
      decimals: 2,
      solution: [
        `P(A or B) = P(A) + P(B) − P(A and B): those taking both would otherwise be counted twice.`,
        `P(A or B) = ${a}/${total} + ${b}/${total} − ${both}/${total} = ${a + b - both}/${total}.`,
        `P(A or B) = ${fmt(p)}`,
      ],
    };
  },
  // Counting the regions of the Venn diagram instead.
  check: ({ total, onlyA, onlyB, both }) => (onlyA + onlyB + both) / total,
};

const independent: QuestionTemplate<{ a: number; b: number }> = {
  id: "probability-independent",
  draw: (r) => ({
    a: r.pick([0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 0.8]),
    b: r.pick([0.2, 0.3, 0.5, 0.6, 0.7, 0.9]),
  }),
  build: ({ a, b }) => ({
    kind: "numeric",
    prompt: `A and B are independent events with P(A) = ${fmt(a)} and P(B) = ${fmt(b)}. What is P(A and B)?`,
    answer: a * b,
    tolerance: 0.005,
    solution: [
      `For independent events, P(A and B) = P(A) × P(B).`,
      `P(A and B) = ${fmt(a)} × ${fmt(b)}.`,
      `P(A and B) = ${fmt(a * b, 3)}`,
    ],
  }),
  // Through the complement: P(A and B) = P(A) − P(A and not B), with P(not B) = 1 − P(B).
  check: ({ a, b }) => a - a * (1 - b),
};

const mutuallyExclusive = conceptQuestion(
  "mutually-exclusive",
  "Two events are mutually exclusive. What does that mean?",
  [
    "They cannot happen at the same time.",
    "One happening does not change the chance of the other.",
    "Together they cover every possible outcome.",
    "They have the same probability.",
  ],
  [
    "Mutually exclusive events share no outcomes: P(A and B) = 0, so P(A or B) = P(A) + P(B).",
    "“One does not change the chance of the other” describes independent events; “together they cover everything” describes exhaustive events.",
  ],
);

export const MATHEMATICS_TOPICS: Topic[] = [
  {
    id: "algebra-and-equations",
    subject: "mathematics",
    title: "Algebra and equations",
    grades: "Grades 10–11",
    explanation: [
      "An equation stays true when you do the same thing to both sides. To solve a linear equation, undo what was done to x in reverse order: first what was added or subtracted, then what it was multiplied by.",
      "A quadratic equation x² + bx + c = 0 can often be factorised as (x − r₁)(x − r₂) = 0: look for two numbers whose product is c and whose sum is −b. When it does not factorise, use the formula x = (−b ± √(b² − 4ac)) ÷ 2a.",
      "Two equations with two unknowns are solved by eliminating one unknown (adding or subtracting the equations) or by substitution.",
    ],
    questions: [linearEquation, quadraticRoot, simultaneous],
  },
  {
    id: "functions-and-graphs",
    subject: "mathematics",
    title: "Functions and graphs",
    grades: "Grades 10–12",
    explanation: [
      "The gradient of a straight line is how much y changes for each step of 1 in x: m = (y₂ − y₁) ÷ (x₂ − x₁). A positive gradient rises to the right.",
      "The parabola y = ax² + bx + c is symmetric about x = −b ÷ 2a; its turning point lies on that line. When a > 0 the turning point is a minimum.",
      "The hyperbola y = a ÷ (x − p) + q never touches its asymptotes: the vertical line x = p, where it is undefined, and the horizontal line y = q, which it approaches far along.",
    ],
    questions: [gradient, turningPoint, hyperbolaAsymptote],
  },
  {
    id: "trigonometry",
    subject: "mathematics",
    title: "Trigonometry",
    grades: "Grades 10–11",
    explanation: [
      "In a right-angled triangle, for an acute angle θ: sin θ = opposite ÷ hypotenuse, cos θ = adjacent ÷ hypotenuse, tan θ = opposite ÷ adjacent.",
      "To find a side, write the ratio that links the side you want with the side you know. To find an angle, work out the ratio first, then use the inverse function (sin⁻¹, cos⁻¹ or tan⁻¹).",
      "The values at 30°, 45° and 60° come from two triangles you can draw from memory: half an equilateral triangle (sides 1, √3, 2) and a right-angled isosceles triangle (sides 1, 1, √2).",
    ],
    questions: [sideFromAngle, elevation, specialAngle],
  },
  {
    id: "probability",
    subject: "mathematics",
    title: "Probability",
    grades: "Grades 10–12",
    explanation: [
      "The probability of an event is the number of outcomes in it divided by the number of equally likely outcomes in all, a value from 0 to 1.",
      "For any two events, P(A or B) = P(A) + P(B) − P(A and B). A Venn diagram shows why: the overlap would otherwise be counted twice.",
      "Mutually exclusive events cannot happen together, so P(A and B) = 0. Independent events do not affect each other's chances, so P(A and B) = P(A) × P(B).",
    ],
    questions: [eitherEvent, independent, mutuallyExclusive],
  },
];
