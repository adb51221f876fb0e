import { conceptQuestion } from "./concept";
import { fmt } from "./format";
import type { QuestionTemplate, Topic } from "./types";

// CAPS Grades 10–12. g = 9.8 m·s⁻², as CAPS uses.

const GRAVITY = 9.8;

const resultant: QuestionTemplate<{ east: number; north: number }> = {
  id: "resultant-perpendicular",
  draw: (r) => ({ east: r.int(3, 40), north: r.int(3, 40) }),
  build: ({ east, north }) => {
    const magnitude = Math.hypot(east, north);
    return {
      kind: "numeric",
      prompt: `Two forces act on a crate: ${east} N east and ${north} N north. What is the magnitude of the resultant force? (Round to two decimals.)`,
      answer: magnitude,
      unit: "N",
      decimals: 2,
      solution: [
        "The forces are at right angles, so the resultant is the hypotenuse of a right-angled triangle (Pythagoras).",
        `R² = ${east}² + ${north}² = ${east * east} + ${north * north} = ${east * east + north * north}.`,
        `R = ${fmt(magnitude)} N`,
      ],
    };
  },
  // The cosine rule with the 90° angle between the vectors placed head to tail.
  check: ({ east, north }) => Math.sqrt(east * east + north * north - 2 * east * north * Math.cos(Math.PI / 2)),
};

const finalVelocity: QuestionTemplate<{ u: number; a: number; t: number }> = {
  id: "final-velocity",
  draw: (r) => ({ u: r.int(0, 20), a: r.pick([0.5, 1, 1.5, 2, 2.5, 3, 4]), t: r.int(2, 12) }),
  build: ({ u, a, t }) => {
    const v = u + a * t;
    return {
      kind: "numeric",
      prompt: `A taxi moving at ${u} m/s accelerates uniformly at ${fmt(a)} m/s² for ${t} s. What is its final velocity?`,
      answer: v,
      unit: "m/s",
      solution: [
        "Use v_f = v_i + aΔt.",
        `v_f = ${u} + (${fmt(a)})(${t}) = ${u} + ${fmt(a * t)}.`,
        `v_f = ${fmt(v)} m/s`,
      ],
    };
  },
  // From the displacement: Δx = v_iΔt + ½aΔt², and Δx = ½(v_i + v_f)Δt.
  check: ({ u, a, t }) => {
    const dx = u * t + 0.5 * a * t * t;
    return (2 * dx) / t - u;
  },
};

const displacement: QuestionTemplate<{ u: number; a: number; t: number }> = {
  id: "displacement",
  draw: (r) => ({ u: r.int(0, 15), a: r.pick([1, 2, 3, 4, 5]), t: r.int(2, 10) }),
  build: ({ u, a, t }) => {
    const dx = u * t + 0.5 * a * t * t;
    return {
      kind: "numeric",
      prompt: `A cyclist starts at ${u} m/s and accelerates uniformly at ${a} m/s² for ${t} s. How far does she travel in that time?`,
      answer: dx,
      unit: "m",
      solution: [
        "Use Δx = v_iΔt + ½aΔt².",
        `Δx = (${u})(${t}) + ½(${a})(${t})² = ${u * t} + ${fmt(0.5 * a * t * t)}.`,
        `Δx = ${fmt(dx)} m`,
      ],
    };
  },
  // Average velocity times time.
  check: ({ u, a, t }) => ((u + (u + a * t)) / 2) * t,
};

const acceleration: QuestionTemplate<{ force: number; mass: number; friction: number }> = {
  id: "newton-second-law",
  draw: (r) => ({ force: r.int(20, 120), mass: r.int(2, 25), friction: r.int(0, 15) }),
  build: ({ force, mass, friction }) => {
    const a = (force - friction) / mass;
    return {
      kind: "numeric",
      prompt: `A ${mass} kg trolley is pulled with a horizontal force of ${force} N; friction of ${friction} N opposes the motion. What is its acceleration? (Round to two decimals.)`,
      answer: a,
      unit: "m/s²",
      decimals: 2,
      solution: [
        "Newton's second law: F_net = ma.",
        `F_net = ${force} N − ${friction} N = ${force - friction} N.`,
        `a = F_net ÷ m = ${force - friction} ÷ ${mass} = ${fmt(a)} m/s²`,
      ],
    };
  },
  // Impulse = change in momentum.
  check: ({ force, mass, friction }) => ((force - friction) * 1) / mass,
};

const weight: QuestionTemplate<{ mass: number }> = {
  id: "weight",
  draw: (r) => ({ mass: r.int(2, 120) }),
  build: ({ mass }) => ({
    kind: "numeric",
    prompt: `What is the weight of a ${mass} kg object on Earth? (g = 9.8 m/s²)`,
    answer: mass * GRAVITY,
    unit: "N",
    solution: ["Weight is the gravitational force: w = mg.", `w = ${mass} × 9.8.`, `w = ${fmt(mass * GRAVITY)} N`],
  }),
  // Newton's law of gravitation with Earth's mass and radius.
  check: ({ mass }) => {
    const g = (6.67e-11 * 5.98e24) / (6.38e6 * 6.38e6);
    return mass * g;
  },
};

const thirdLaw = conceptQuestion(
  "newton-third-law",
  "A book rests on a table. Which pair of forces is an action–reaction pair (Newton's third law)?",
  [
    "The book pushes down on the table; the table pushes up on the book.",
    "Earth pulls down on the book; the table pushes up on the book.",
    "The book's weight, and the book's mass times its acceleration.",
    "Friction on the book, and the push that moves it.",
  ],
  [
    "An action–reaction pair is two forces between the same two bodies, equal in size and opposite in direction, each acting on a different body.",
    "Earth's pull and the table's push both act on the book, so they are not a pair (they balance because the book is at rest). Earth's pull on the book pairs with the book's pull on Earth.",
  ],
);

/** g/mol, the periodic table values CAPS uses. */
const COMPOUNDS = [
  { formula: "H₂O", name: "water", atoms: { H: 2, O: 1 } },
  { formula: "CO₂", name: "carbon dioxide", atoms: { C: 1, O: 2 } },
  { formula: "NaCl", name: "sodium chloride", atoms: { Na: 1, Cl: 1 } },
  { formula: "CaCO₃", name: "calcium carbonate", atoms: { Ca: 1, C: 1, O: 3 } },
] as const;
const ATOMIC_MASS: Record<string, number> = { H: 1, C: 12, O: 16, Na: 23, Cl: 35.5, Ca: 40 };
const molarMass = (atoms: Readonly<Record<string, number>>) =>
  Object.entries(atoms).reduce((sum, [element, count]) => sum + ATOMIC_MASS[element] * count, 0);

const moles: QuestionTemplate<{ compound: number; grams: number }> = {
  id: "moles-from-mass",
  draw: (r) => ({ compound: r.int(0, COMPOUNDS.length - 1), grams: r.int(5, 250) }),
  build: ({ compound, grams }) => {
    const { formula, name, atoms } = COMPOUNDS[compound];
    const gramsPerMole = molarMass(atoms);
    return {
      kind: "numeric",
      prompt: `How many moles are in ${grams} g of ${name} (${formula})? (Round to two decimals.)`,
      answer: grams / gramsPerMole,
      unit: "mol",
      decimals: 2,
      solution: [
        `Molar mass of ${formula}: ${Object.entries(atoms)
          .map(([element, count]) => `${count} × ${ATOMIC_MASS[element]} (${element})`)
          .join(" + ")} = ${fmt(gramsPerMole)} g/mol.`,
        `n = m ÷ M = ${grams} ÷ ${fmt(gramsPerMole)}.`,
        `n = ${fmt(grams / gramsPerMole)} mol`,
      ],
    };
  },
  // Counting particles: N = m/M × Avogadro's number, then back to moles.
  check: ({ compound, grams }) => {
    const particles = (grams / molarMass(COMPOUNDS[compound].atoms)) * 6.02e23;
    return particles / 6.02e23;
  },
};

const concentration: QuestionTemplate<{ grams: number; volume: number }> = {
  id: "concentration",
  draw: (r) => ({ grams: r.int(2, 60), volume: r.pick([100, 200, 250, 500, 750, 1000]) }),
  build: ({ grams, volume }) => {
    const gramsPerMole = molarMass(COMPOUNDS[2].atoms);
    const n = grams / gramsPerMole;
    const c = n / (volume / 1000);
    return {
      kind: "numeric",
      prompt: `${grams} g of sodium chloride (NaCl) is dissolved in water to make ${volume} cm³ of solution. What is its concentration in mol/dm³? (Round to three decimals.)`,
      answer: c,
      unit: "mol/dm³",
      decimals: 3,
      solution: [
        `n = m ÷ M = ${grams} ÷ ${fmt(gramsPerMole)} = ${fmt(n, 4)} mol.`,
        `V = ${volume} cm³ = ${fmt(volume / 1000, 3)} dm³ (1 dm³ = 1000 cm³).`,
        `c = n ÷ V = ${fmt(n, 4)} ÷ ${fmt(volume / 1000, 3)} = ${fmt(c, 3)} mol/dm³`,
      ],
    };
  },
  // c = m ÷ (MV) in one step, with the volume in litres (1 dm³ = 1 L).
  check: ({ grams, volume }) => (grams * 1000) / (molarMass(COMPOUNDS[2].atoms) * volume),
};

const stoichiometry: QuestionTemplate<{ nitrogen: number }> = {
  id: "mole-ratio",
  draw: (r) => ({ nitrogen: r.pick([0.5, 1, 1.5, 2, 2.5, 3, 4, 5]) }),
  build: ({ nitrogen }) => ({
    kind: "numeric",
    prompt: `Ammonia is made in the reaction N₂ + 3H₂ → 2NH₃. How many moles of NH₃ form from ${fmt(nitrogen)} mol of N₂, with enough H₂?`,
    answer: 2 * nitrogen,
    unit: "mol",
    solution: [
      "The balanced equation gives the mole ratio N₂ : NH₃ = 1 : 2.",
      `n(NH₃) = 2 × n(N₂) = 2 × ${fmt(nitrogen)}.`,
      `n(NH₃) = ${fmt(2 * nitrogen)} mol`,
    ],
  }),
  // Conservation of nitrogen atoms: 2 per N₂ molecule in, 1 per NH₃ molecule out.
  check: ({ nitrogen }) => (nitrogen * 2) / 1,
};

export const PHYSICAL_SCIENCES_TOPICS: Topic[] = [
  {
    id: "vectors-and-motion",
    subject: "physical-sciences",
    title: "Vectors and motion",
    grades: "Grades 10–12",
    explanation: [
      "A vector has a size and a direction (force, displacement, velocity); a scalar has only a size (mass, distance, speed). Vectors at right angles add like the sides of a right-angled triangle: the resultant is the hypotenuse.",
      "For motion in a straight line with constant acceleration, four equations link the initial velocity v_i, final velocity v_f, acceleration a, time Δt and displacement Δx: v_f = v_i + aΔt, Δx = v_iΔt + ½aΔt², v_f² = v_i² + 2aΔx and Δx = ½(v_i + v_f)Δt.",
      "Choose the equation that holds the quantity you want and three you know, and keep the units in SI: metres, seconds, m/s and m/s².",
    ],
    questions: [resultant, finalVelocity, displacement],
  },
  {
    id: "newtons-laws",
    subject: "physical-sciences",
    title: "Newton's laws",
    grades: "Grade 11",
    explanation: [
      "First law: a body stays at rest or moves at constant velocity unless a net force acts on it.",
      "Second law: the net force on a body equals its mass times its acceleration, F_net = ma, in the direction of the net force. Add all the forces (with their directions) before you use it. Weight is w = mg, with g = 9.8 m/s² near Earth's surface.",
      "Third law: when body A exerts a force on body B, B exerts a force on A equal in size and opposite in direction. The two forces act on different bodies, so they never cancel each other.",
    ],
    questions: [acceleration, weight, thirdLaw],
  },
  {
    id: "chemical-change",
    subject: "physical-sciences",
    title: "Chemical change and the mole",
    grades: "Grades 10–11",
    explanation: [
      "A mole is 6.02 × 10²³ particles. The molar mass M (in g/mol) is the sum of the relative atomic masses in the formula, and the number of moles is n = m ÷ M.",
      "A solution's concentration is c = n ÷ V, in mol/dm³, with the volume in dm³ (1 dm³ = 1000 cm³).",
      "In a balanced equation the coefficients give the ratio in which substances react and form, in moles: in N₂ + 3H₂ → 2NH₃, one mole of nitrogen gives two moles of ammonia.",
    ],
    questions: [moles, concentration, stoichiometry],
  },
];
