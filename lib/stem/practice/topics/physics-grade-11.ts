import { conceptQuestion, rotatedChoices } from "../concept";
import {
  asinDeg,
  atanDeg,
  cosDeg,
  deg,
  fixed,
  num,
  paren,
  rands,
  sci,
  sigFigPlaces,
  sigFigs,
  signed,
  significant,
  sinDeg,
  tanDeg,
  withArticle,
  withSign,
} from "../format";
import { frac, root, sub } from "../math-text";
import type { QuestionTemplate, Topic } from "../types";
import { COULOMB_CONSTANT, EARTH_MASS, EARTH_RADIUS, GRAVITATIONAL_CONSTANT, GRAVITY, LIGHT_SPEED } from "./constants";
import { bisectRoot } from "./numeric";

// CAPS Grade 11 Physical Sciences, the physics half: mechanics (term 1), waves, sound and light
// (term 2), electricity and magnetism (term 3).

// ---------------------------------------------------------------------------------------------
// Local helpers

/** A measured quantity as a textbook prints it: scientific notation when very small or large. */
const quantity = (value: number) =>
  value !== 0 && (Math.abs(value) < 0.01 || Math.abs(value) >= 1e6) ? sci(value) : sigFigs(value);

/** The answer with its unit, for `shown` when two decimals would blur it (0,0137 Wb). */
const withSig = (value: number, unit: string) => `${quantity(value)} ${unit}`;

/** The value as a data sheet or prompt would print it: three significant figures. */
const threeFigures = (value: number) => Number(value.toPrecision(3));

const G_SHOWN = sci(GRAVITATIONAL_CONSTANT);
const K_SHOWN = sci(COULOMB_CONSTANT, 1);
const C_SHOWN = sci(LIGHT_SPEED);
const g = num(GRAVITY);

const ORDINAL = ["first", "second", "third"] as const;
const Fx = sub("F", "x");
const Fy = sub("F", "y");
const Rx = sub("R", "x");
const Ry = sub("R", "y");
const Fnet = sub("F", "net");
const muS = sub("μ", "s");
const muK = sub("μ", "k");
const fS = sub("f", "s");
const fK = sub("f", "k");
const Fpar = sub("F", "g∥");
const Fperp = sub("F", "g⊥");

// ---------------------------------------------------------------------------------------------
// Vectors in two dimensions (term 1)

const resultantPerpendicular: QuestionTemplate<{ east: number; north: number }> = {
  id: "resultant-perpendicular",
  level: 1,
  draw: (r) => ({ east: r.int(3, 40), north: r.int(3, 40) }),
  build: ({ east, north }) => {
    const magnitude = Math.hypot(east, north);
    return {
      kind: "numeric",
      prompt: `Two forces act on a crate: ${num(east)} N east and ${num(north)} N north. Calculate the magnitude of the resultant force. Round to two decimals.`,
      answer: magnitude,
      unit: "N",
      decimals: 2,
      hint: "The two forces are at right angles, so the resultant is the hypotenuse of a right-angled triangle: use the theorem of Pythagoras.",
      solution: [
        "The forces are at right angles, so the resultant is the hypotenuse of a right-angled triangle (Pythagoras).",
        `R² = ${num(east)}² + ${num(north)}² = ${num(east * east)} + ${num(north * north)} = ${num(east * east + north * north)}`,
        `R = ${root(num(east * east + north * north))} = ${fixed(magnitude, 2)} N`,
      ],
    };
  },
  // The cosine rule with the 90° angle between the vectors placed head to tail.
  check: ({ east, north }) => Math.sqrt(east * east + north * north - 2 * east * north * Math.cos(Math.PI / 2)),
};

const vectorComponents: QuestionTemplate<{ force: number; angle: number; vertical: number }> = {
  id: "vectors-components",
  level: 1,
  draw: (r) => ({
    force: r.int(2, 40) * 5,
    angle: r.pick([15, 20, 25, 30, 35, 40, 50, 55, 60, 65, 70, 75]),
    vertical: r.int(0, 1),
  }),
  build: ({ force, angle, vertical }) => {
    const component = vertical ? force * sinDeg(angle) : force * cosDeg(angle);
    const name = vertical ? Fy : Fx;
    return {
      kind: "numeric",
      prompt: `A force of ${num(force)} N acts at ${deg(angle, 0)} above the positive x-axis. Calculate its ${vertical ? "vertical (y-)" : "horizontal (x-)"}component. Round to two decimals.`,
      answer: component,
      unit: "N",
      decimals: 2,
      hint: "Resolve the force with the angle measured from the x-axis: the x-component uses cos θ and the y-component uses sin θ.",
      solution: [
        `With θ measured from the x-axis: ${Fx} = F cos θ and ${Fy} = F sin θ.`,
        `${name} = ${num(force)} × ${vertical ? "sin" : "cos"} ${deg(angle, 0)}`,
        `${name} = ${fixed(component, 2)} N`,
      ],
    };
  },
  // The other component first, then Pythagoras: the two components and F form a right-angled triangle.
  check: ({ force, angle, vertical }) => {
    const other = vertical ? force * Math.cos((angle * Math.PI) / 180) : force * Math.sin((angle * Math.PI) / 180);
    return Math.sqrt(force * force - other * other);
  },
};

const resultantDirection: QuestionTemplate<{ east: number; west: number; across: number; north: number }> = {
  id: "vectors-resultant-direction",
  level: 2,
  draw: (r) => {
    for (;;) {
      const values = { east: r.int(4, 60), west: r.int(4, 60), across: r.int(4, 60), north: r.int(0, 1) };
      if (Math.abs(values.east - values.west) >= 3) return values;
    }
  },
  build: ({ east, west, across, north }) => {
    const net = east - west;
    const angle = atanDeg(across / Math.abs(net));
    const side = north ? "north" : "south";
    const along = net > 0 ? "east" : "west";
    return {
      kind: "numeric",
      prompt: `Three forces act on a knot in a rope: ${num(east)} N east, ${num(west)} N west and ${num(across)} N ${side}. Calculate the acute angle between the resultant force and the east–west line. Round to one decimal place.`,
      answer: angle,
      unit: "°",
      decimals: 1,
      hint: "Add the east–west forces first (east positive), then the resultant and its two perpendicular components form a right-angled triangle: use tan θ = opposite ÷ adjacent.",
      solution: [
        `Take east as positive: ${Rx} = ${num(east)} − ${num(west)} = ${num(net)} N, so the east–west part points ${along}.`,
        `The north–south part is ${Ry} = ${num(across)} N ${side}.`,
        `The resultant points ${side} of ${along}: tan θ = ${frac(num(across), num(Math.abs(net)))}`,
        `θ = tan⁻¹(${num(across / Math.abs(net), 4)}) = ${fixed(angle, 1)}°`,
      ],
    };
  },
  // The cosine of the angle from the magnitude of the resultant: cos θ = |Rx| ÷ R.
  check: ({ east, west, across }) => {
    const net = Math.abs(east - west);
    return (Math.acos(net / Math.sqrt(net * net + across * across)) * 180) / Math.PI;
  },
};

type Cartesian = { a: number; sa: number; b: number; sb: number; c: number; angle: number; qx: number; qy: number };

function cartesianComponents({ a, sa, b, sb, c, angle, qx, qy }: Cartesian) {
  const third = { x: qx * c * cosDeg(angle), y: qy * c * sinDeg(angle) };
  return { x: sa * a + third.x, y: sb * b + third.y, third };
}

const resultantCartesian: QuestionTemplate<Cartesian> = {
  id: "vectors-resultant-cartesian",
  level: 3,
  draw: (r) => {
    for (;;) {
      const values = {
        a: r.int(5, 50),
        sa: r.pick([1, -1]),
        b: r.int(5, 50),
        sb: r.pick([1, -1]),
        c: r.int(5, 50),
        angle: r.pick([20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70]),
        qx: r.pick([1, -1]),
        qy: r.pick([1, -1]),
      };
      const { x, y } = cartesianComponents(values);
      if (Math.hypot(x, y) >= 3 && Math.abs(x) >= 0.5 && Math.abs(y) >= 0.5) return values;
    }
  },
  build: (values) => {
    const { a, sa, b, sb, c, angle, qx, qy } = values;
    const { x, y, third } = cartesianComponents(values);
    const magnitude = Math.hypot(x, y);
    const xAxis = (s: number) => (s > 0 ? "positive" : "negative");
    return {
      kind: "numeric",
      prompt:
        `Three forces act at the origin of a Cartesian plane: F₁ = ${num(a)} N along the ${xAxis(sa)} x-axis, ` +
        `F₂ = ${num(b)} N along the ${xAxis(sb)} y-axis and F₃ = ${num(c)} N at ${deg(angle, 0)} ${qy > 0 ? "above" : "below"} the ${xAxis(qx)} x-axis. ` +
        "Calculate the magnitude of the resultant force. Round to two decimals.",
      answer: magnitude,
      unit: "N",
      decimals: 2,
      hint: "Resolve F₃ into x- and y-components, add all the x-components and all the y-components (right and up positive), then combine the two sums with Pythagoras.",
      solution: [
        "Take right (positive x) and up (positive y) as positive, and resolve F₃ into components.",
        `F₃: x-component = ${qx < 0 ? "−" : ""}${num(c)} cos ${deg(angle, 0)} = ${num(third.x)} N; y-component = ${qy < 0 ? "−" : ""}${num(c)} sin ${deg(angle, 0)} = ${num(third.y)} N`,
        `${Rx} = ${num(sa * a)} ${signed(third.x)} = ${num(x)} N`,
        `${Ry} = ${num(sb * b)} ${signed(third.y)} = ${num(y)} N`,
        `R = ${root(`${Rx}² + ${Ry}²`)} = ${root(`${paren(x)}² + ${paren(y)}²`)}`,
        `R = ${fixed(magnitude, 2)} N`,
      ],
    };
  },
  // Components in a frame turned through 25°: the length of the resultant does not depend on the axes.
  check: ({ a, sa, b, sb, c, angle, qx, qy }) => {
    const thirdAngle = qx > 0 ? (qy > 0 ? angle : 360 - angle) : qy > 0 ? 180 - angle : 180 + angle;
    const forces: Array<[number, number]> = [
      [a, sa > 0 ? 0 : 180],
      [b, sb > 0 ? 90 : 270],
      [c, thirdAngle],
    ];
    const turn = 25;
    const u = forces.reduce((sum, [size, at]) => sum + size * cosDeg(at - turn), 0);
    const v = forces.reduce((sum, [size, at]) => sum + size * sinDeg(at - turn), 0);
    return Math.sqrt(u * u + v * v);
  },
};

// ---------------------------------------------------------------------------------------------
// Newton's laws (term 1)

const weight: QuestionTemplate<{ mass: number }> = {
  id: "weight",
  level: 1,
  draw: (r) => ({ mass: r.int(2, 120) }),
  build: ({ mass }) => ({
    kind: "numeric",
    prompt: `Calculate the weight of ${withArticle(mass)} kg object on Earth. (g = ${g} m·s⁻²)`,
    answer: mass * GRAVITY,
    unit: "N",
    decimals: 2,
    hint: "Weight is the gravitational force of Earth on the object: multiply the mass by the gravitational acceleration.",
    solution: [
      "Weight is the gravitational force Earth exerts on the object: w = mg.",
      `w = ${num(mass)} × ${g}`,
      `w = ${fixed(mass * GRAVITY, 2)} N`,
    ],
  }),
  // Newton's law of universal gravitation with Earth's mass and radius from the data sheet.
  check: ({ mass }) => (GRAVITATIONAL_CONSTANT * EARTH_MASS * mass) / (EARTH_RADIUS * EARTH_RADIUS),
};

const thirdLaw = conceptQuestion({
  id: "newton-third-law",
  level: 1,
  prompt: "A book rests on a table. Which pair of forces is an action–reaction pair (Newton's third law)?",
  choices: [
    "The book pushes down on the table; the table pushes up on the book.",
    "Earth pulls down on the book; the table pushes up on the book.",
    "The book's weight, and the book's mass times its acceleration.",
    "Friction on the book, and the push that moves it.",
  ],
  hint: "An action–reaction pair is two forces between the same two bodies, each acting on a different one of them.",
  explanation: [
    "An action–reaction pair is two forces between the same two bodies, equal in size and opposite in direction, each acting on a different body.",
    "Earth's pull and the table's push both act on the book, so they are not a pair (they balance because the book is at rest). Earth's pull on the book pairs with the book's pull on Earth.",
  ],
});

const secondLaw: QuestionTemplate<{ force: number; mass: number; friction: number }> = {
  id: "newton-second-law",
  level: 2,
  // A trolley accelerates at 0,5 to 4 m·s⁻²: the pull is worked out from that acceleration, to 0,1 N.
  draw: (r) => {
    const mass = r.int(2, 25);
    const friction = r.int(2, 15);
    const a = r.int(5, 40) / 10;
    return { force: Math.round((mass * a + friction) * 10) / 10, mass, friction };
  },
  build: ({ force, mass, friction }) => {
    const a = (force - friction) / mass;
    return {
      kind: "numeric",
      prompt: `${withArticle(mass, true)} kg trolley is pulled with a horizontal force of ${num(force, 1)} N; a frictional force of ${num(friction)} N opposes the motion. Calculate its acceleration.`,
      answer: a,
      unit: "m·s⁻²",
      hint: "Find the net force first (the pull minus the friction), then use Newton's second law.",
      solution: [
        `Newton's second law: ${Fnet} = ma, with the direction of motion positive.`,
        `${Fnet} = ${num(force, 1)} − ${num(friction)} = ${num(force - friction, 1)} N`,
        `a = ${frac(Fnet, "m")} = ${frac(num(force - friction, 1), num(mass))}`,
        `a = ${num(a)} m·s⁻²`,
      ],
    };
  },
  // The work–energy theorem over 10 m from rest: W_net = ½mv², then v² = 2aΔx gives a.
  check: ({ force, mass, friction }) => {
    const distance = 10;
    const speedSquared = (2 * (force - friction) * distance) / mass;
    return speedSquared / (2 * distance);
  },
};

const staticFriction: QuestionTemplate<{ mass: number; mu: number }> = {
  id: "newtons-static-friction",
  level: 2,
  draw: (r) => ({ mass: r.int(5, 80), mu: r.pick([0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.7, 0.8]) }),
  build: ({ mass, mu }) => {
    const normal = mass * GRAVITY;
    const maximum = mu * normal;
    return {
      kind: "numeric",
      prompt: `${withArticle(mass, true)} kg crate rests on a horizontal floor. The coefficient of static friction between the crate and the floor is ${num(mu)}. Calculate the maximum static frictional force on the crate: a horizontal push must exceed it to start the crate moving. Round to two decimals.`,
      answer: maximum,
      unit: "N",
      decimals: 2,
      hint: "On a horizontal floor the normal force equals the weight; the maximum static friction is the coefficient of static friction times the normal force.",
      solution: [
        `On a horizontal floor, with no other vertical forces, N = mg = ${num(mass)} × ${g} = ${num(normal)} N`,
        `${fS}(max) = ${muS}N = ${num(mu)} × ${num(normal)}`,
        `${fS}(max) = ${fixed(maximum, 2)} N`,
      ],
    };
  },
  // The angle of repose (as in the practical), found by bisection; then f_s(max) on the level = mg tan φ.
  check: ({ mass, mu }) => {
    const repose = bisectRoot((phi) => sinDeg(phi) - mu * cosDeg(phi), 0, 89);
    return mass * GRAVITY * tanDeg(repose);
  },
};

const inclineParallel: QuestionTemplate<{ mass: number; angle: number }> = {
  id: "newtons-incline-components",
  level: 1,
  draw: (r) => ({ mass: r.int(2, 60), angle: r.pick([10, 15, 20, 25, 30, 35, 40, 45, 50]) }),
  build: ({ mass, angle }) => {
    const parallel = mass * GRAVITY * sinDeg(angle);
    return {
      kind: "numeric",
      prompt: `${withArticle(mass, true)} kg box rests on a ramp inclined at ${deg(angle, 0)} to the horizontal. Calculate the component of the box's weight parallel to the ramp. Round to two decimals.`,
      answer: parallel,
      unit: "N",
      decimals: 2,
      hint: "On a slope the weight splits into a component along the slope, mg sin θ, and one perpendicular to it, mg cos θ.",
      solution: [
        `The component of the weight along the slope is ${Fpar} = mg sin θ.`,
        `${Fpar} = ${num(mass)} × ${g} × sin ${deg(angle, 0)}`,
        `${Fpar} = ${fixed(parallel, 2)} N`,
      ],
    };
  },
  // The perpendicular component first, then Pythagoras with the whole weight.
  check: ({ mass, angle }) => {
    const whole = mass * GRAVITY;
    const perpendicular = whole * Math.cos((angle * Math.PI) / 180);
    return Math.sqrt(whole * whole - perpendicular * perpendicular);
  },
};

/** up: the acceleration's direction (for build); moving and speeding: the motion itself (for the check). */
const LIFT_MOTION = [
  {
    text: "accelerating upwards",
    up: 1,
    moving: 1,
    speeding: true,
    why: "The lift speeds up while moving up, so its acceleration points up",
  },
  {
    text: "moving upwards and slowing down",
    up: -1,
    moving: 1,
    speeding: false,
    why: "The lift slows down while moving up, so its acceleration points down",
  },
  {
    text: "moving downwards and speeding up",
    up: -1,
    moving: -1,
    speeding: true,
    why: "The lift speeds up while moving down, so its acceleration points down",
  },
  {
    text: "moving downwards and slowing down",
    up: 1,
    moving: -1,
    speeding: false,
    why: "The lift slows down while moving down, so its acceleration points up",
  },
] as const;

const liftNormalForce: QuestionTemplate<{ mass: number; a: number; motion: number }> = {
  id: "newtons-lift-normal-force",
  level: 2,
  draw: (r) => ({
    mass: r.int(40, 95),
    a: r.pick([0.5, 1, 1.2, 1.5, 2, 2.5, 3]),
    motion: r.int(0, LIFT_MOTION.length - 1),
  }),
  build: ({ mass, a, motion }) => {
    const { text, up, why } = LIFT_MOTION[motion];
    const acceleration = up * a;
    const normal = mass * GRAVITY + mass * acceleration;
    return {
      kind: "numeric",
      prompt: `A learner of mass ${num(mass)} kg stands on a bathroom scale in a lift that is ${text}. The size of the lift's acceleration is ${num(a)} m·s⁻². Calculate the normal force the scale exerts on the learner. Round to two decimals.`,
      answer: normal,
      unit: "N",
      decimals: 2,
      hint: "Decide whether the acceleration points up or down, take up as positive, and apply Newton's second law to the learner: N − mg = ma.",
      solution: [
        `Take up as positive. ${why}: a = ${num(acceleration)} m·s⁻²`,
        `Newton's second law for the learner: ${Fnet} = N − mg = ma, so N = mg + ma.`,
        `N = ${num(mass)} × ${g} + ${num(mass)} × ${paren(acceleration)} = ${num(mass * GRAVITY)} ${signed(mass * acceleration)}`,
        `N = ${fixed(normal, 2)} N`,
      ],
    };
  },
  // The work–energy theorem over 1 s of the motion from 4 m·s⁻¹: (N − mg)Δy = ½m(v_f² − v_i²), up positive.
  check: ({ mass, a, motion }) => {
    const { moving, speeding } = LIFT_MOTION[motion];
    const [startSpeed, endSpeed] = [4, speeding ? 4 + a : 4 - a];
    const displacement = moving * ((startSpeed + endSpeed) / 2) * 1;
    const kineticChange = 0.5 * mass * (endSpeed ** 2 - startSpeed ** 2);
    return mass * GRAVITY + kineticChange / displacement;
  },
};

const inclineFriction: QuestionTemplate<{ mass: number; angle: number; mu: number }> = {
  id: "newtons-incline-friction",
  level: 3,
  draw: (r) => ({
    mass: r.int(2, 40),
    angle: r.pick([25, 30, 35, 40, 45, 50]),
    mu: r.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4]),
  }),
  build: ({ mass, angle, mu }) => {
    const parallel = mass * GRAVITY * sinDeg(angle);
    const normal = mass * GRAVITY * cosDeg(angle);
    const friction = mu * normal;
    const net = parallel - friction;
    const a = net / mass;
    return {
      kind: "numeric",
      prompt: `${withArticle(mass, true)} kg block slides down a rough ramp inclined at ${deg(angle, 0)} to the horizontal. The coefficient of kinetic friction between the block and the ramp is ${num(mu)}. Calculate the acceleration of the block. Round to two decimals.`,
      answer: a,
      unit: "m·s⁻²",
      decimals: 2,
      hint: "Resolve the weight along and perpendicular to the slope; the normal force balances the perpendicular part, friction is μk times the normal force, and it acts up the slope.",
      solution: [
        `Along the slope (down positive): ${Fpar} = mg sin θ = ${num(mass)} × ${g} × sin ${deg(angle, 0)} = ${num(parallel)} N`,
        `Perpendicular to the slope: N = ${Fperp} = mg cos θ = ${num(mass)} × ${g} × cos ${deg(angle, 0)} = ${num(normal)} N`,
        `${fK} = ${muK}N = ${num(mu)} × ${num(normal)} = ${num(friction)} N, up the slope`,
        `${Fnet} = ${Fpar} − ${fK} = ${num(parallel)} − ${num(friction)} = ${num(net)} N`,
        `a = ${frac(Fnet, "m")} = ${frac(num(net), num(mass))} = ${fixed(a, 2)} m·s⁻²`,
      ],
    };
  },
  // Energy over 5 m of slope: the potential energy lost minus the work done against friction is the
  // kinetic energy gained, and v² = 2aΔx.
  check: ({ mass, angle, mu }) => {
    const distance = 5;
    const height = distance * Math.sin((angle * Math.PI) / 180);
    const frictionWork = mu * mass * GRAVITY * Math.cos((angle * Math.PI) / 180) * distance;
    const kinetic = mass * GRAVITY * height - frictionWork;
    return (2 * kinetic) / mass / (2 * distance);
  },
};

const connectedBlocks: QuestionTemplate<{ front: number; back: number; mu: number; force: number }> = {
  id: "newtons-connected-blocks",
  level: 3,
  draw: (r) => {
    const front = r.int(2, 12);
    const back = r.int(2, 12);
    const mu = r.pick([0.1, 0.15, 0.2, 0.25, 0.3]);
    const least = Math.ceil(mu * (front + back) * GRAVITY) + 5;
    return { front, back, mu, force: r.int(least, least + 60) };
  },
  build: ({ front, back, mu, force }) => {
    const total = front + back;
    const friction = mu * total * GRAVITY;
    const a = (force - friction) / total;
    const backFriction = mu * back * GRAVITY;
    const tension = back * a + backFriction;
    return {
      kind: "numeric",
      prompt: `Block A (${num(front)} kg) and block B (${num(back)} kg) lie on a rough horizontal surface, joined by a light inextensible string. A horizontal force of ${num(force)} N pulls block A, and B is dragged behind it. The coefficient of kinetic friction for both blocks is ${num(mu)}. Calculate the tension in the string. Round to two decimals.`,
      answer: tension,
      unit: "N",
      decimals: 2,
      hint: "Treat both blocks as one system to find the common acceleration, then apply Newton's second law to block B alone: the tension is the only force pulling it forward.",
      solution: [
        `For A and B together (the tension is internal): total friction = ${muK}(${sub("m", "A")} + ${sub("m", "B")})g = ${num(mu)} × ${num(total)} × ${g} = ${num(friction)} N`,
        `a = ${frac(`F − ${fK}`, `${sub("m", "A")} + ${sub("m", "B")}`)} = ${frac(`${num(force)} − ${num(friction)}`, num(total))} = ${num(a, 4)} m·s⁻²`,
        `For B alone: T − ${sub("f", "B")} = ${sub("m", "B")}a, with ${sub("f", "B")} = ${muK}${sub("m", "B")}g = ${num(mu)} × ${num(back)} × ${g} = ${num(backFriction)} N`,
        `T = ${num(back)} × ${num(a, 4)} + ${num(backFriction)}`,
        `T = ${fixed(tension, 2)} N`,
      ],
    };
  },
  // Block A alone instead: F − T − f_A = m_A·a.
  check: ({ front, back, mu, force }) => {
    const a = (force - mu * (front + back) * GRAVITY) / (front + back);
    return force - mu * front * GRAVITY - front * a;
  },
};

// ---------------------------------------------------------------------------------------------
// Newton's law of universal gravitation (term 1)

const gravitationalForce: QuestionTemplate<{ scene: number; m1: number; m2: number; d: number }> = {
  id: "gravitation-force",
  level: 1,
  draw: (r) => {
    const scene = r.int(0, 1);
    return scene === 0
      ? { scene, m1: r.int(40, 90), m2: r.int(40, 90), d: r.pick([0.5, 0.8, 1, 1.2, 1.5, 2, 2.5, 3]) }
      : { scene, m1: r.int(4, 40) * 50, m2: 0, d: r.int(7, 42) };
  },
  build: ({ scene, m1, m2, d }) => {
    const [massA, massB, distance] = scene === 0 ? [m1, m2, d] : [EARTH_MASS, m1, d * 1e6];
    const force = (GRAVITATIONAL_CONSTANT * massA * massB) / (distance * distance);
    const prompt =
      scene === 0
        ? `Two learners of masses ${num(m1)} kg and ${num(m2)} kg sit ${num(d)} m apart (centre to centre). Calculate the gravitational force each exerts on the other.`
        : `A satellite of mass ${num(m1)} kg orbits Earth ${sci(distance)} m from Earth's centre. Calculate the gravitational force Earth exerts on it. (Earth's mass: ${sci(EARTH_MASS)} kg)`;
    const shownA = scene === 0 ? num(m1) : sci(EARTH_MASS);
    const shownB = scene === 0 ? num(m2) : num(m1);
    return {
      kind: "numeric",
      prompt: `${prompt} Give your answer in scientific notation, to three significant figures.`,
      answer: force,
      unit: "N",
      hint: "Use Newton's law of universal gravitation, F = Gm₁m₂/r², with G from the data sheet and r the distance between the centres.",
      solution: [
        `Newton's law of universal gravitation: F = ${frac("Gm₁m₂", "r²")}`,
        `F = ${frac(`(${G_SHOWN})(${shownA})(${shownB})`, `(${scene === 0 ? num(d) : sci(distance)})²`)}`,
        `F = ${sci(force)} N`,
      ],
    };
  },
  // Logarithms: log F = log G + log m₁ + log m₂ − 2 log r.
  check: ({ scene, m1, m2, d }) => {
    const [massA, massB, distance] = scene === 0 ? [m1, m2, d] : [EARTH_MASS, m1, d * 1e6];
    return (
      10 ** (Math.log10(GRAVITATIONAL_CONSTANT) + Math.log10(massA) + Math.log10(massB) - 2 * Math.log10(distance))
    );
  },
};

const CHANGE = [
  { factor: 2, text: "doubled" },
  { factor: 3, text: "tripled" },
  { factor: 0.5, text: "halved" },
  { factor: 1, text: "kept the same" },
] as const;

const gravitationChange: QuestionTemplate<{ force: number; first: number; second: number; distance: number }> = {
  id: "gravitation-change-factor",
  level: 2,
  draw: (r) => ({
    force: r.pick([36, 72, 108, 144, 180, 360]),
    first: r.int(0, 3),
    second: r.int(0, 3),
    distance: r.int(0, 2),
  }),
  build: ({ force, first, second, distance }) => {
    const [a, b, c] = [CHANGE[first], CHANGE[second], CHANGE[distance]];
    const factor = (a.factor * b.factor) / (c.factor * c.factor);
    const answer = force * factor;
    const massFactors = [a.factor, b.factor].filter((f) => f !== 1).map((f) => num(f));
    const top = massFactors.length ? massFactors.join(" × ") : "1";
    return {
      kind: "numeric",
      prompt: `Two bodies attract each other with a gravitational force of ${num(force)} N. The mass of the first body is ${a.text}, the mass of the second is ${b.text}, and the distance between their centres is ${c.text}. Calculate the new gravitational force between them.`,
      answer,
      unit: "N",
      decimals: 2,
      hint: "The force is proportional to the product of the masses and inversely proportional to the square of the distance: multiply the force by each mass factor and divide by the square of the distance factor.",
      solution: [
        `F ∝ ${frac("m₁m₂", "r²")}, so the force is multiplied by the mass factors and divided by the square of the distance factor.`,
        `${sub("F", "new")} = ${frac(top, `${paren(c.factor)}²`)} × ${num(force)}`,
        `${sub("F", "new")} = ${fixed(answer, 2)} N`,
      ],
    };
  },
  // Actual masses and a distance, both forces worked out in full, then the ratio applied.
  check: ({ force, first, second, distance }) => {
    const [m1, m2, r] = [1000, 2500, 4];
    const before = (GRAVITATIONAL_CONSTANT * m1 * m2) / (r * r);
    const rNew = r * CHANGE[distance].factor;
    const after = (GRAVITATIONAL_CONSTANT * m1 * CHANGE[first].factor * m2 * CHANGE[second].factor) / (rNew * rNew);
    return force * (after / before);
  },
};

const PLANET_MASS = [0.1, 0.5, 2, 3, 4, 5, 8, 10, 15, 20] as const;
const PLANET_RADIUS = [0.5, 0.6, 0.8, 1.2, 1.5, 2, 2.5, 3, 4] as const;

function drawPlanet(r: { int(min: number, max: number): number }) {
  for (;;) {
    const mass = r.int(0, PLANET_MASS.length - 1);
    const radius = r.int(0, PLANET_RADIUS.length - 1);
    const ratio = PLANET_MASS[mass] / PLANET_RADIUS[radius] ** 2;
    if (ratio >= 0.25 && ratio <= 3 && Math.abs(ratio - 1) > 0.05) return { mass, radius };
  }
}

const planetGravity: QuestionTemplate<{ mass: number; radius: number }> = {
  id: "gravitation-planet-g",
  level: 2,
  draw: (r) => drawPlanet(r),
  build: ({ mass, radius }) => {
    const planetMass = threeFigures(PLANET_MASS[mass] * EARTH_MASS);
    const planetRadius = threeFigures(PLANET_RADIUS[radius] * EARTH_RADIUS);
    const gravity = (GRAVITATIONAL_CONSTANT * planetMass) / (planetRadius * planetRadius);
    return {
      kind: "numeric",
      prompt: `A planet has a mass of ${sci(planetMass)} kg and a radius of ${sci(planetRadius)} m. Calculate the gravitational acceleration at its surface. Round to two decimals.`,
      answer: gravity,
      unit: "m·s⁻²",
      decimals: 2,
      hint: "At a planet's surface g = GM/r², with M the planet's mass and r its radius.",
      solution: [
        `At the surface, mg = ${frac("GMm", "r²")}, so g = ${frac("GM", "r²")}`,
        `g = ${frac(`(${G_SHOWN})(${sci(planetMass)})`, `(${sci(planetRadius)})²`)}`,
        `g = ${fixed(gravity, 2)} m·s⁻²`,
      ],
    };
  },
  // Compared with Earth: g = 9,8 × (M/M_E) ÷ (r/r_E)².
  check: ({ mass, radius }) => {
    const planetMass = Number((PLANET_MASS[mass] * EARTH_MASS).toPrecision(3));
    const planetRadius = Number((PLANET_RADIUS[radius] * EARTH_RADIUS).toPrecision(3));
    return (GRAVITY * (planetMass / EARTH_MASS)) / (planetRadius / EARTH_RADIUS) ** 2;
  },
};

const planetWeight: QuestionTemplate<{ weight: number; mass: number; radius: number }> = {
  id: "gravitation-planet-weight",
  level: 3,
  draw: (r) => ({ weight: r.int(50, 100) * 10, ...drawPlanet(r) }),
  build: ({ weight, mass, radius }) => {
    const k = PLANET_MASS[mass];
    const j = PLANET_RADIUS[radius];
    const bodyMass = weight / GRAVITY;
    const planetMass = k * EARTH_MASS;
    const planetRadius = j * EARTH_RADIUS;
    const gravity = (GRAVITATIONAL_CONSTANT * planetMass) / (planetRadius * planetRadius);
    const answer = bodyMass * gravity;
    return {
      kind: "numeric",
      prompt: `An astronaut in a space suit weighs ${num(weight)} N on Earth. Planet X has ${num(k)} times Earth's mass and ${num(j)} times Earth's radius. Calculate the astronaut's weight on planet X, to three significant figures. (Use the data sheet values for Earth.)`,
      answer,
      unit: "N",
      shown: `${significant(answer)} N`,
      hint: "Find the astronaut's mass from the weight on Earth (mass does not change), then g on planet X from g = GM/r², then w = mg.",
      solution: [
        `Mass does not change: m = ${frac("w", "g")} = ${frac(num(weight), g)} = ${sigFigs(bodyMass, 5)} kg`,
        `Planet X: M = ${num(k)} × ${sci(EARTH_MASS)} = ${sci(planetMass, 4)} kg and r = ${num(j)} × ${sci(EARTH_RADIUS)} = ${sci(planetRadius, 4)} m`,
        `${sub("g", "X")} = ${frac("GM", "r²")} = ${frac(`(${G_SHOWN})(${sci(planetMass, 4)})`, `(${sci(planetRadius, 4)})²`)} = ${sigFigs(gravity, 5)} m·s⁻²`,
        `${sub("w", "X")} = m${sub("g", "X")} = ${sigFigs(bodyMass, 5)} × ${sigFigs(gravity, 5)}`,
        `${sub("w", "X")} = ${significant(answer)} N`,
      ],
    };
  },
  // Ratios only: weight ∝ M/r², so w_X = w_E × k ÷ j².
  check: ({ weight, mass, radius }) => (weight * PLANET_MASS[mass]) / PLANET_RADIUS[radius] ** 2,
};

// ---------------------------------------------------------------------------------------------
// Geometrical optics (term 2)

const MEDIA = [
  { name: "water", n: 1.33 },
  { name: "ice", n: 1.31 },
  { name: "ethanol", n: 1.36 },
  { name: "glycerine", n: 1.47 },
  { name: "glass", n: 1.5 },
  { name: "diamond", n: 2.42 },
] as const;
const AIR = { name: "air", n: 1 } as const;
const EVERY_MEDIUM = [AIR, ...MEDIA] as const;
const index = (n: number) => fixed(n, 2);

const refractiveIndex: QuestionTemplate<{ medium: number; findSpeed: number }> = {
  id: "optics-refractive-index",
  level: 1,
  draw: (r) => ({ medium: r.int(0, MEDIA.length - 1), findSpeed: r.int(0, 1) }),
  build: ({ medium, findSpeed }) => {
    const { name, n } = MEDIA[medium];
    if (findSpeed) {
      const speed = LIGHT_SPEED / n;
      return {
        kind: "numeric",
        prompt: `The refractive index of ${name} is ${index(n)}. Calculate the speed of light in ${name}. (c = ${C_SHOWN} m·s⁻¹)`,
        answer: speed,
        unit: "m·s⁻¹",
        shown: withSig(speed, "m·s⁻¹"),
        hint: "The refractive index is the ratio of the speed of light in a vacuum to its speed in the medium, n = c/v: rearrange for v.",
        solution: [
          `n = ${frac("c", "v")}, so v = ${frac("c", "n")}`,
          `v = ${frac(C_SHOWN, index(n))}`,
          `v = ${sci(speed)} m·s⁻¹`,
        ],
      };
    }
    const speed = threeFigures(LIGHT_SPEED / n);
    const answer = LIGHT_SPEED / speed;
    return {
      kind: "numeric",
      prompt: `Light travels through ${name} at ${sci(speed)} m·s⁻¹. Calculate the refractive index of ${name}. (c = ${C_SHOWN} m·s⁻¹) Round to two decimals.`,
      answer,
      decimals: 2,
      hint: "The refractive index is the speed of light in a vacuum divided by its speed in the medium.",
      solution: [`n = ${frac("c", "v")}`, `n = ${frac(C_SHOWN, sci(speed))}`, `n = ${fixed(answer, 2)}`],
    };
  },
  // Through wavelengths: the frequency does not change, so n = λ(vacuum) ÷ λ(medium) for 5 × 10¹⁴ Hz light.
  check: ({ medium, findSpeed }) => {
    const frequency = 5e14;
    const vacuumWavelength = LIGHT_SPEED / frequency;
    const n = MEDIA[medium].n;
    if (findSpeed) return frequency * (vacuumWavelength / n);
    const mediumWavelength = Number((LIGHT_SPEED / n).toPrecision(3)) / frequency;
    return vacuumWavelength / mediumWavelength;
  },
};

const snell: QuestionTemplate<{ from: number; to: number; angle: number }> = {
  id: "optics-snell-angle",
  level: 2,
  draw: (r) => {
    for (;;) {
      const from = r.int(0, EVERY_MEDIUM.length - 1);
      const to = r.int(0, EVERY_MEDIUM.length - 1);
      const angle = r.int(10, 70);
      const ratio = (EVERY_MEDIUM[from].n * sinDeg(angle)) / EVERY_MEDIUM[to].n;
      if (from !== to && Math.abs(EVERY_MEDIUM[from].n - EVERY_MEDIUM[to].n) > 0.05 && ratio < 0.95)
        return { from, to, angle };
    }
  },
  build: ({ from, to, angle }) => {
    const [a, b] = [EVERY_MEDIUM[from], EVERY_MEDIUM[to]];
    const ratio = (a.n * sinDeg(angle)) / b.n;
    const refracted = asinDeg(ratio);
    return {
      kind: "numeric",
      prompt: `A ray of light passes from ${a.name} (n = ${index(a.n)}) into ${b.name} (n = ${index(b.n)}). The angle of incidence is ${deg(angle, 0)}. Calculate the angle of refraction. Round to one decimal place.`,
      answer: refracted,
      unit: "°",
      decimals: 1,
      hint: "Use Snell's law, n₁ sin θ₁ = n₂ sin θ₂, and solve for sin θ₂.",
      solution: [
        "Snell's law: n₁ sin θ₁ = n₂ sin θ₂",
        `sin θ₂ = ${frac("n₁ sin θ₁", "n₂")} = ${frac(`${index(a.n)} × sin ${deg(angle, 0)}`, index(b.n))} = ${num(ratio, 4)}`,
        `θ₂ = sin⁻¹(${num(ratio, 4)}) = ${fixed(refracted, 1)}°`,
      ],
    };
  },
  // Through the speeds: sin θ₁ ÷ sin θ₂ = v₁ ÷ v₂, with v = c/n in each medium.
  check: ({ from, to, angle }) => {
    const v1 = LIGHT_SPEED / EVERY_MEDIUM[from].n;
    const v2 = LIGHT_SPEED / EVERY_MEDIUM[to].n;
    return (Math.asin((Math.sin((angle * Math.PI) / 180) * v2) / v1) * 180) / Math.PI;
  },
};

/** A denser medium and a less dense one beyond it (air, or water when the first is much denser). */
function drawBoundary(r: { int(min: number, max: number): number }) {
  for (;;) {
    const dense = r.int(0, MEDIA.length - 1);
    const intoWater = r.int(0, 2) === 0;
    if (!intoWater) return { dense, rare: 0 };
    if (MEDIA[dense].n > 1.4) return { dense, rare: 1 };
  }
}

const criticalAngle: QuestionTemplate<{ dense: number; rare: number }> = {
  id: "optics-critical-angle",
  level: 2,
  draw: (r) => drawBoundary(r),
  build: ({ dense, rare }) => {
    const a = MEDIA[dense];
    const b = EVERY_MEDIUM[rare];
    const angle = asinDeg(b.n / a.n);
    return {
      kind: "numeric",
      prompt: `Calculate the critical angle for light travelling from ${a.name} (n = ${index(a.n)}) towards ${b.name} (n = ${index(b.n)}). Round to one decimal place.`,
      answer: angle,
      unit: "°",
      decimals: 1,
      hint: "At the critical angle the angle of refraction is 90°: put that into Snell's law and solve for the angle of incidence.",
      solution: [
        `At the critical angle the refracted ray travels along the boundary: n₁ sin c = n₂ sin ${deg(90, 0)}`,
        `sin c = ${frac("n₂", "n₁")} = ${frac(index(b.n), index(a.n))} = ${num(b.n / a.n, 4)}`,
        `c = sin⁻¹(${num(b.n / a.n, 4)}) = ${fixed(angle, 1)}°`,
      ],
    };
  },
  // Bisection: the angle of incidence at which Snell's law first gives a refracted angle of 90°.
  check: ({ dense, rare }) => bisectRoot((x) => MEDIA[dense].n * sinDeg(x) - EVERY_MEDIUM[rare].n, 0, 90),
};

const totalInternalReflection: QuestionTemplate<{ dense: number; rare: number; angle: number; order: number }> = {
  id: "optics-total-internal-reflection",
  level: 3,
  draw: (r) => {
    const boundary = drawBoundary(r);
    const critical = asinDeg(EVERY_MEDIUM[boundary.rare].n / MEDIA[boundary.dense].n);
    for (;;) {
      const angle = r.int(15, 80);
      if (Math.abs(angle - critical) >= 2) return { ...boundary, angle, order: r.int(0, 3) };
    }
  },
  build: ({ dense, rare, angle, order }) => {
    const a = MEDIA[dense];
    const b = EVERY_MEDIUM[rare];
    const choices = totalInternalChoices(a.name, b.name);
    const critical = asinDeg(b.n / a.n);
    const reflected = angle > critical;
    const right = reflected ? choices[0] : choices[1];
    return {
      kind: "choice",
      prompt: `A ray of light in ${a.name} (n = ${index(a.n)}) strikes the boundary with ${b.name} (n = ${index(b.n)}) at an angle of incidence of ${deg(angle, 0)}. What happens to the ray?`,
      ...rotatedChoices(choices, order, right),
      hint: "Work out the critical angle for this boundary (sin c = n₂/n₁) and compare the angle of incidence with it.",
      solution: [
        `The light goes from the optically denser medium (${a.name}) towards the less dense one (${b.name}), so total internal reflection is possible.`,
        `Critical angle: sin c = ${frac(index(b.n), index(a.n))}, so c = ${deg(critical, 1)}`,
        reflected
          ? `The angle of incidence, ${deg(angle, 0)}, is greater than the critical angle, so no light refracts out.`
          : `The angle of incidence, ${deg(angle, 0)}, is smaller than the critical angle, so the ray refracts into the ${b.name}, and a denser-to-less-dense ray bends away from the normal.`,
        `The answer: ${right}`,
      ],
    };
  },
  // Snell's law tried directly: if n₁ sin θ₁ ÷ n₂ exceeds 1 there is no angle of refraction.
  check: ({ dense, rare, angle }) => {
    const choices = totalInternalChoices(MEDIA[dense].name, EVERY_MEDIUM[rare].name);
    const sine = (MEDIA[dense].n * Math.sin((angle * Math.PI) / 180)) / EVERY_MEDIUM[rare].n;
    return sine > 1 ? choices[0] : choices[1];
  },
};

function totalInternalChoices(dense: string, rare: string): string[] {
  return [
    `It is totally internally reflected back into the ${dense}.`,
    `It refracts into the ${rare}, bending away from the normal.`,
    `It refracts into the ${rare}, bending towards the normal.`,
    `It passes into the ${rare} without changing direction.`,
  ];
}

// ---------------------------------------------------------------------------------------------
// 2D and 3D wavefronts (term 2)

const diffractionDegree = conceptQuestion({
  id: "wavefronts-degree-of-diffraction",
  level: 1,
  prompt:
    "Straight water waves in a ripple tank pass through a gap in a barrier. Which change makes the waves spread out (diffract) more?",
  choices: [
    "Make the gap narrower.",
    "Make the gap wider.",
    "Use waves with a shorter wavelength.",
    "Make the waves' amplitude bigger.",
  ],
  hint: "The degree of diffraction depends on the ratio of the wavelength to the width of the gap.",
  explanation: [
    "The degree of diffraction is proportional to λ/w, the wavelength divided by the width of the gap.",
    "A narrower gap (smaller w) or a longer wavelength (bigger λ) increases λ/w, so the waves spread out more; the amplitude does not affect it.",
  ],
});

const huygens = conceptQuestion({
  id: "wavefronts-huygens-principle",
  level: 1,
  prompt: "Which statement is Huygens' principle?",
  choices: [
    "Every point on a wavefront is a source of secondary wavelets; the new wavefront is the surface tangent to all these wavelets.",
    "Waves bend when they pass from one medium into another because their speed changes.",
    "The angle of incidence equals the angle of reflection.",
    "Two waves that meet add up so that the resultant displacement is the sum of their displacements.",
  ],
  hint: "Huygens' principle explains how a wavefront moves forward, and so explains diffraction.",
  explanation: [
    "Huygens' principle: every point of a wavefront acts as a source of secondary wavelets that spread out at the wave's speed; the line (surface) tangent to them is the next wavefront.",
    "The other statements are refraction, the law of reflection and the principle of superposition.",
  ],
});

const WAVELENGTHS_NM = [410, 450, 480, 500, 520, 550, 580, 600, 630, 650, 680, 700] as const;

const singleSlitAngle: QuestionTemplate<{ wavelength: number; width: number; order: number }> = {
  id: "wavefronts-single-slit-minimum",
  level: 2,
  draw: (r) => {
    for (;;) {
      const values = {
        wavelength: r.pick(WAVELENGTHS_NM),
        width: r.pick([1.5, 2, 2.5, 3, 4, 5, 6]),
        order: r.int(1, 3),
      };
      if ((values.order * values.wavelength) / (values.width * 1000) <= 0.9) return values;
    }
  },
  build: ({ wavelength, width, order }) => {
    const ratio = (order * wavelength * 1e-9) / (width * 1e-6);
    const angle = asinDeg(ratio);
    const top = order === 1 ? `${num(wavelength)} × 10⁻⁹` : `${order} × ${num(wavelength)} × 10⁻⁹`;
    return {
      kind: "numeric",
      prompt: `Light of wavelength ${num(wavelength)} nm passes through a single slit ${num(width)} µm wide. Calculate the angle between the central line and the ${ORDINAL[order - 1]} dark band (minimum). Round to one decimal place.`,
      answer: angle,
      unit: "°",
      decimals: 1,
      hint: "For a single slit the dark bands are where sin θ = mλ/a; convert the wavelength and the slit width to metres first.",
      solution: [
        `λ = ${num(wavelength)} nm = ${num(wavelength)} × 10⁻⁹ m and a = ${num(width)} µm = ${num(width)} × 10⁻⁶ m; m = ${order}`,
        `sin θ = ${frac("mλ", "a")} = ${frac(top, `${num(width)} × 10⁻⁶`)} = ${num(ratio, 4)}`,
        `θ = sin⁻¹(${num(ratio, 4)}) = ${fixed(angle, 1)}°`,
      ],
    };
  },
  // Bisection on the path difference: the m-th minimum is where a sin θ equals m wavelengths.
  check: ({ wavelength, width, order }) =>
    bisectRoot((x) => width * 1e-6 * sinDeg(x) - order * wavelength * 1e-9, 0, 90),
};

const slitWavelength: QuestionTemplate<{ wavelength: number; width: number; order: number }> = {
  id: "wavefronts-wavelength-from-minimum",
  level: 2,
  draw: (r) => {
    for (;;) {
      const values = { wavelength: r.pick(WAVELENGTHS_NM), width: r.pick([2, 2.5, 3, 4, 5, 6, 8]), order: r.int(1, 2) };
      if ((values.order * values.wavelength) / (values.width * 1000) <= 0.8) return values;
    }
  },
  build: ({ wavelength, width, order }) => {
    const angle = Number(asinDeg((order * wavelength) / (width * 1000)).toFixed(1));
    const answer = (width * 1e-6 * sinDeg(angle)) / order;
    return {
      kind: "numeric",
      prompt: `Monochromatic light shines through a single slit ${num(width)} µm wide. The ${ORDINAL[order - 1]} dark band is seen at ${deg(angle, 1)} from the central line. Calculate the wavelength of the light in metres.`,
      answer,
      unit: "m",
      shown: withSig(answer, "m"),
      hint: "Rearrange the single-slit condition for dark bands, sin θ = mλ/a, for λ; use the slit width in metres.",
      solution: [
        `a = ${num(width)} µm = ${num(width)} × 10⁻⁶ m and m = ${order}`,
        `sin θ = ${frac("mλ", "a")}, so λ = ${frac("a sin θ", "m")} = ${frac(`${num(width)} × 10⁻⁶ × sin ${deg(angle, 1)}`, String(order))}`,
        `λ = ${sci(answer)} m`,
      ],
    };
  },
  // Screen geometry: on a screen 1 m away the minimum is y = tan θ from the centre, and
  // sin θ = y/√(1 + y²).
  check: ({ wavelength, width, order }) => {
    const angle = Number(((Math.asin((order * wavelength) / (width * 1000)) * 180) / Math.PI).toFixed(1));
    const y = Math.tan((angle * Math.PI) / 180);
    return (width * 1e-6 * (y / Math.sqrt(1 + y * y))) / order;
  },
};

const centralBand: QuestionTemplate<{ wavelength: number; width: number; distance: number }> = {
  id: "wavefronts-central-band-width",
  level: 3,
  draw: (r) => ({
    wavelength: r.pick(WAVELENGTHS_NM),
    width: r.pick([20, 25, 40, 50, 80, 100]),
    distance: r.pick([0.8, 1, 1.2, 1.5, 2, 2.5, 3]),
  }),
  build: ({ wavelength, width, distance }) => {
    const ratio = (wavelength * 1e-9) / (width * 1e-6);
    const angle = asinDeg(ratio);
    const half = distance * tanDeg(angle);
    const band = 2 * half * 100;
    return {
      kind: "numeric",
      prompt: `Monochromatic light of wavelength ${num(wavelength)} nm falls on a single slit ${num(width)} µm wide. A screen stands ${num(distance)} m beyond the slit. Calculate the width of the central bright band on the screen, in centimetres. Round to two decimals.`,
      answer: band,
      unit: "cm",
      decimals: 2,
      hint: "The central bright band runs from the first dark band on one side to the first on the other: find that angle from sin θ = λ/a, then the distance on the screen from tan θ.",
      solution: [
        `First dark band: sin θ = ${frac("λ", "a")} = ${frac(`${num(wavelength)} × 10⁻⁹`, `${num(width)} × 10⁻⁶`)} = ${num(ratio, 4)}, so θ = ${deg(angle, 2)}`,
        `Distance from the centre of the screen to that dark band: y = L tan θ = ${num(distance)} × tan ${deg(angle, 2)} = ${num(half, 5)} m`,
        `The band reaches as far on the other side: width = 2y = ${num(2 * half, 5)} m`,
        `width = ${fixed(band, 2)} cm`,
      ],
    };
  },
  // tan θ from sin θ alone: tan θ = sin θ/√(1 − sin²θ), with no angle worked out.
  check: ({ wavelength, width, distance }) => {
    const s = (wavelength * 1e-9) / (width * 1e-6);
    return 2 * distance * (s / Math.sqrt(1 - s * s)) * 100;
  },
};

// ---------------------------------------------------------------------------------------------
// Electrostatics (term 3)

function drawCharge(r: { int(min: number, max: number): number }, largest: number) {
  const size = r.int(1, largest);
  return r.int(0, 1) ? size : -size;
}

const coulomb: QuestionTemplate<{ q1: number; q2: number; distance: number }> = {
  id: "electrostatics-coulomb-force",
  level: 1,
  draw: (r) => ({
    q1: drawCharge(r, 9),
    q2: drawCharge(r, 9),
    distance: r.pick([0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5]),
  }),
  build: ({ q1, q2, distance }) => {
    const force = (COULOMB_CONSTANT * Math.abs(q1 * 1e-6) * Math.abs(q2 * 1e-6)) / (distance * distance);
    return {
      kind: "numeric",
      prompt: `Two small charged spheres carry charges of ${withSign(q1)} µC and ${withSign(q2)} µC, and their centres are ${num(distance)} m apart. Calculate the magnitude of the electrostatic force each exerts on the other.`,
      answer: force,
      unit: "N",
      shown: withSig(force, "N"),
      hint: "Use Coulomb's law, F = kQ₁Q₂/r², with the charges in coulombs (1 µC = 10⁻⁶ C); use their sizes only.",
      solution: [
        `Coulomb's law: F = ${frac("kQ₁Q₂", "r²")}, with the charges in coulombs`,
        `F = ${frac(`(${K_SHOWN})(${num(Math.abs(q1))} × 10⁻⁶)(${num(Math.abs(q2))} × 10⁻⁶)`, `(${num(distance)})²`)}`,
        `The charges have ${q1 * q2 > 0 ? "like signs, so the force is repulsive" : "opposite signs, so the force is attractive"}.`,
        `F = ${quantity(force)} N`,
      ],
    };
  },
  // Proportion: two 1 µC charges 1 m apart feel 9 × 10⁻³ N; scale by the product of the charges and 1/r².
  check: ({ q1, q2, distance }) => (9e-3 * Math.abs(q1 * q2)) / distance ** 2,
};

const fieldFromForce: QuestionTemplate<{ q: number; field: number }> = {
  id: "electrostatics-field-from-force",
  level: 1,
  draw: (r) => ({ q: r.int(2, 9), field: r.pick([1500, 2000, 4000, 5000, 8000, 12000, 25000, 40000, 60000]) }),
  build: ({ q, field }) => {
    const force = field * q * 1e-9;
    return {
      kind: "numeric",
      prompt: `A test charge of +${num(q)} nC placed at point P experiences an electrostatic force of ${sci(force)} N. Calculate the magnitude of the electric field at P.`,
      answer: field,
      unit: "N·C⁻¹",
      hint: "The electric field at a point is the force per unit positive charge placed there: divide the force by the charge in coulombs.",
      solution: [
        `q = ${num(q)} nC = ${num(q)} × 10⁻⁹ C`,
        `E = ${frac("F", "q")} = ${frac(sci(force), `${num(q)} × 10⁻⁹`)}`,
        `E = ${num(field)} N·C⁻¹`,
      ],
    };
  },
  // Counting test charges: the charge is q lots of 1 nC, so each nanocoulomb feels F/q, and a whole
  // coulomb is 10⁹ nanocoulombs.
  check: ({ q, field }) => {
    const force = Number((field * q * 1e-9).toPrecision(3));
    const perNanocoulomb = force / q;
    return perNanocoulomb * 1e9;
  },
};

const pointChargeField: QuestionTemplate<{ q: number; distance: number }> = {
  id: "electrostatics-point-charge-field",
  level: 2,
  draw: (r) => ({ q: drawCharge(r, 9), distance: r.pick([5, 10, 15, 20, 25, 30, 40, 50]) }),
  build: ({ q, distance }) => {
    const metres = distance / 100;
    const field = (COULOMB_CONSTANT * Math.abs(q) * 1e-6) / (metres * metres);
    return {
      kind: "numeric",
      prompt: `A point charge of ${withSign(q)} µC is in air. Calculate the magnitude of the electric field it sets up at a point ${num(distance)} cm away, and note its direction.`,
      answer: field,
      unit: "N·C⁻¹",
      shown: withSig(field, "N·C⁻¹"),
      hint: "Use E = kQ/r² with the charge in coulombs and the distance in metres; the field points away from a positive charge and towards a negative one.",
      solution: [
        `Q = ${num(Math.abs(q))} × 10⁻⁶ C (its size) and r = ${num(distance)} cm = ${num(metres)} m`,
        `E = ${frac("kQ", "r²")} = ${frac(`(${K_SHOWN})(${num(Math.abs(q))} × 10⁻⁶)`, `(${num(metres)})²`)}`,
        `The charge is ${q > 0 ? "positive, so the field points away from it" : "negative, so the field points towards it"}.`,
        `E = ${quantity(field)} N·C⁻¹`,
      ],
    };
  },
  // Through a test charge: Coulomb's force on +1 nC placed at the point, divided by that charge.
  check: ({ q, distance }) => {
    const test = 1e-9;
    const force = (COULOMB_CONSTANT * Math.abs(q) * 1e-6 * test) / (distance / 100) ** 2;
    return force / test;
  },
};

const FIELD_DIRECTIONS = [
  "To the right, towards B",
  "To the left, towards A",
  "The net field at P is zero",
  "Perpendicular to the line AB",
] as const;

const fieldDirection: QuestionTemplate<{ qa: number; qb: number; order: number }> = {
  id: "electrostatics-field-direction",
  level: 2,
  draw: (r) => ({ qa: drawCharge(r, 6), qb: drawCharge(r, 6), order: r.int(0, FIELD_DIRECTIONS.length - 1) }),
  build: ({ qa, qb, order }) => {
    // Right is positive. A's field at P points right when A is positive (away from A).
    const fromA = qa;
    const fromB = -qb;
    const net = fromA + fromB;
    const right = net > 0 ? FIELD_DIRECTIONS[0] : net < 0 ? FIELD_DIRECTIONS[1] : FIELD_DIRECTIONS[2];
    const way = (s: number) => (s > 0 ? "to the right" : "to the left");
    return {
      kind: "choice",
      prompt: `Point charges of ${withSign(qa)} µC at A and ${withSign(qb)} µC at B lie on a horizontal line, with A to the left of B. P is the midpoint of AB. What is the direction of the net electric field at P?`,
      ...rotatedChoices(FIELD_DIRECTIONS, order, right),
      hint: "The field of a positive charge points away from it and that of a negative charge towards it; P is equally far from both, so compare the sizes of the charges.",
      solution: [
        "The field of a positive charge points away from it; the field of a negative charge points towards it.",
        `A's field at P points ${way(fromA)} (${qa > 0 ? "away from" : "towards"} A); B's field at P points ${way(fromB)} (${qb > 0 ? "away from" : "towards"} B).`,
        net === 0
          ? "P is equally far from both charges and they are the same size, so the two fields are equal and opposite."
          : fromA * fromB > 0
            ? "Both fields point the same way, so they add."
            : `The fields point in opposite directions; P is equally far from both, so the bigger charge (at ${Math.abs(qa) > Math.abs(qb) ? "A" : "B"}) gives the stronger field.`,
        `The answer: ${right}`,
      ],
    };
  },
  // Vectors in coordinates: A at x = 0, B at x = 2, P at x = 1, E = kQ(x − x_Q)/|x − x_Q|³, summed.
  check: ({ qa, qb }) => {
    const at = (q: number, x: number) => (q * (1 - x)) / Math.abs(1 - x) ** 3;
    const total = at(qa, 0) + at(qb, 2);
    return Math.abs(total) < 1e-12 ? FIELD_DIRECTIONS[2] : total > 0 ? FIELD_DIRECTIONS[0] : FIELD_DIRECTIONS[1];
  },
};

const DISTANCES = [0.1, 0.2, 0.3, 0.4, 0.5] as const;

type Line = { q1: number; q2: number; q3: number; ab: number; bc: number; target: number };

/** Each other charge's force on the target: its size and its sign (right positive). */
function lineForces({ q1, q2, q3, ab, bc, target }: Line) {
  const charges = [
    { name: "q₁", q: q1, x: 0 },
    { name: "q₂", q: q2, x: ab },
    { name: "q₃", q: q3, x: ab + bc },
  ];
  const on = charges[target];
  return charges
    .filter((_, i) => i !== target)
    .map((source) => {
      const distance = Math.abs(on.x - source.x);
      const size = (COULOMB_CONSTANT * Math.abs(source.q * on.q) * 1e-12) / (distance * distance);
      const repel = source.q * on.q > 0;
      const awayFromSource = on.x > source.x ? 1 : -1;
      return { source, distance, size, repel, sign: repel ? awayFromSource : -awayFromSource };
    });
}

const netForceOnLine: QuestionTemplate<Line> = {
  id: "electrostatics-net-force-on-line",
  level: 3,
  draw: (r) => {
    for (;;) {
      const values = {
        q1: drawCharge(r, 8),
        q2: drawCharge(r, 8),
        q3: drawCharge(r, 8),
        ab: r.pick(DISTANCES),
        bc: r.pick(DISTANCES),
        target: r.int(1, 2),
      };
      const [first, second] = lineForces(values);
      const net = first.sign * first.size + second.sign * second.size;
      if (Math.abs(net) >= 0.15 * Math.max(first.size, second.size)) return values;
    }
  },
  build: (values) => {
    const { q1, q2, q3, ab, bc, target } = values;
    const forces = lineForces(values);
    const net = forces.reduce((sum, f) => sum + f.sign * f.size, 0);
    const name = target === 1 ? "q₂" : "q₃";
    const targetQ = target === 1 ? q2 : q3;
    return {
      kind: "numeric",
      prompt: `Three point charges lie on a straight line: q₁ = ${withSign(q1)} µC at A; q₂ = ${withSign(q2)} µC at B, ${num(ab)} m to the right of A; and q₃ = ${withSign(q3)} µC at C, ${num(bc)} m to the right of B. Calculate the magnitude of the net electrostatic force on ${name}.`,
      answer: Math.abs(net),
      unit: "N",
      shown: `${sigFigs(Math.abs(net), 4)} N`,
      hint: `Work out the force of each other charge on ${name} with Coulomb's law, decide whether each pushes it to the left or to the right, and add them with signs (right positive).`,
      solution: [
        "Take right as positive; like charges repel and unlike charges attract.",
        ...forces.map(
          (f) =>
            `Force of ${f.source.name} on ${name}: F = ${frac(`(${K_SHOWN})(${num(Math.abs(f.source.q))} × 10⁻⁶)(${num(Math.abs(targetQ))} × 10⁻⁶)`, `(${num(f.distance)})²`)} = ${sigFigs(f.size, 4)} N, ${f.repel ? "repulsive" : "attractive"}, so ${f.sign > 0 ? "to the right" : "to the left"}`,
        ),
        `${Fnet} = ${sigFigs(forces[0].sign * forces[0].size, 4)} ${signed(forces[1].sign * forces[1].size, sigFigPlaces(forces[1].size, 4))} = ${sigFigs(net, 4)} N, so the net force points ${net > 0 ? "to the right" : "to the left"}.`,
        `${Fnet} = ${sigFigs(Math.abs(net), 4)} N`,
      ],
    };
  },
  // Coulomb's law in vector form on coordinates: F = kQq(x − x_Q)/|x − x_Q|³, summed over the others.
  check: ({ q1, q2, q3, ab, bc, target }) => {
    const xs = [0, ab, ab + bc];
    const qs = [q1 * 1e-6, q2 * 1e-6, q3 * 1e-6];
    let total = 0;
    for (let i = 0; i < 3; i += 1)
      if (i !== target)
        total += (COULOMB_CONSTANT * qs[i] * qs[target] * (xs[target] - xs[i])) / Math.abs(xs[target] - xs[i]) ** 3;
    return Math.abs(total);
  },
};

// ---------------------------------------------------------------------------------------------
// Electromagnetism (term 3)

const magneticFlux: QuestionTemplate<{ field: number; area: number; angle: number }> = {
  id: "electromagnetism-magnetic-flux",
  level: 1,
  draw: (r) => ({
    field: r.pick([0.05, 0.1, 0.2, 0.25, 0.4, 0.5, 0.8]),
    area: r.pick([0.02, 0.04, 0.05, 0.1, 0.2, 0.25, 0.5]),
    angle: r.pick([0, 30, 45, 60]),
  }),
  build: ({ field, area, angle }) => {
    const flux = field * area * cosDeg(angle);
    const setting =
      angle === 0
        ? "The field is perpendicular to the plane of the loop."
        : `The angle between the field and the normal to the loop is ${deg(angle, 0)}.`;
    return {
      kind: "numeric",
      prompt: `A flat loop of wire with an area of ${num(area)} m² lies in a uniform magnetic field of ${num(field)} T. ${setting} Calculate the magnetic flux through the loop.`,
      answer: flux,
      unit: "Wb",
      shown: withSig(flux, "Wb"),
      hint: "Magnetic flux is Φ = BA cos θ, where θ is the angle between the field and the normal to the loop.",
      solution: [
        `Φ = BA cos θ, with θ the angle between B and the normal to the loop: θ = ${deg(angle, 0)}`,
        `Φ = ${num(field)} × ${num(area)} × cos ${deg(angle, 0)}`,
        `Φ = ${quantity(flux)} Wb`,
      ],
    };
  },
  // From the angle φ between the field and the plane of the loop: Φ = BA sin φ, φ = 90° − θ.
  check: ({ field, area, angle }) => field * area * Math.sin(((90 - angle) * Math.PI) / 180),
};

const faraday: QuestionTemplate<{ turns: number; area: number; before: number; after: number; time: number }> = {
  id: "electromagnetism-faraday-emf",
  level: 2,
  draw: (r) => {
    const before = r.pick([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8]);
    for (;;) {
      const after = r.pick([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8]);
      if (after !== before)
        return {
          turns: r.pick([50, 100, 150, 200, 250, 300, 400, 500]),
          area: r.pick([20, 25, 40, 50, 80, 100, 150, 200]),
          before,
          after,
          time: r.pick([0.05, 0.1, 0.2, 0.25, 0.5]),
        };
    }
  },
  build: ({ turns, area, before, after, time }) => {
    const metres = area / 10_000;
    const change = after - before;
    const fluxChange = change * metres;
    const emf = (turns * Math.abs(fluxChange)) / time;
    return {
      kind: "numeric",
      prompt: `A coil of ${num(turns)} turns, each with an area of ${num(area)} cm², lies with its plane perpendicular to a uniform magnetic field. The field changes from ${num(before)} T to ${num(after)} T in ${num(time)} s. Calculate the magnitude of the average induced emf.`,
      answer: emf,
      unit: "V",
      shown: withSig(emf, "V"),
      hint: "Faraday's law: the induced emf is N times the change in flux divided by the time. The flux change is the change in B times the area in m².",
      solution: [
        `A = ${num(area)} cm² = ${num(area)} × 10⁻⁴ m² = ${num(metres, 4)} m²`,
        `ΔΦ = ΔB × A = (${num(after)} − ${num(before)}) × ${num(metres, 4)} = ${quantity(fluxChange)} Wb`,
        `ε = N${frac("|ΔΦ|", "Δt")} = ${frac(`${num(turns)} × ${quantity(Math.abs(fluxChange))}`, num(time))}`,
        `ε = ${quantity(emf)} V`,
      ],
    };
  },
  // The flux through one turn at the start and at the end, each in full, then the rate of change.
  check: ({ turns, area, before, after, time }) => {
    const start = before * area * 1e-4;
    const end = after * area * 1e-4;
    return Math.abs((turns * (end - start)) / time);
  },
};

const rotatingCoil: QuestionTemplate<{
  turns: number;
  area: number;
  field: number;
  time: number;
  resistance: number;
  toParallel: number;
}> = {
  id: "electromagnetism-rotating-coil-current",
  level: 3,
  draw: (r) => ({
    turns: r.pick([20, 50, 80, 100, 150, 200]),
    area: r.pick([40, 50, 80, 100, 120, 150, 200]),
    field: r.pick([0.1, 0.2, 0.25, 0.3, 0.4, 0.5]),
    time: r.pick([0.02, 0.05, 0.1, 0.2, 0.25]),
    resistance: r.int(2, 20),
    toParallel: r.int(0, 1),
  }),
  build: ({ turns, area, field, time, resistance, toParallel }) => {
    const metres = area / 10_000;
    const maximum = field * metres;
    const emf = (turns * maximum) / time;
    const current = emf / resistance;
    const [start, end] = toParallel ? ["perpendicular", "parallel"] : ["parallel", "perpendicular"];
    return {
      kind: "numeric",
      prompt: `A rectangular coil of ${num(turns)} turns, each of area ${num(area)} cm², has a resistance of ${num(resistance)} Ω. It lies in a uniform magnetic field of ${num(field)} T and is turned from a position where its plane is ${start} to the field to one where its plane is ${end} to the field in ${num(time)} s. Calculate the average current induced in the coil.`,
      answer: current,
      unit: "A",
      shown: withSig(current, "A"),
      hint: "Find the flux BA cos θ in both positions (θ between B and the normal to the coil), then Faraday's law for the emf, then I = emf ÷ R.",
      solution: [
        `A = ${num(area)} × 10⁻⁴ m² = ${num(metres, 4)} m². Plane perpendicular to B: θ = ${deg(0, 0)}, Φ = BA; plane parallel to B: θ = ${deg(90, 0)}, Φ = 0.`,
        `|ΔΦ| = BA = ${num(field)} × ${num(metres, 4)} = ${quantity(maximum)} Wb`,
        `ε = N${frac("|ΔΦ|", "Δt")} = ${frac(`${num(turns)} × ${quantity(maximum)}`, num(time))} = ${sigFigs(emf, 4)} V`,
        `I = ${frac("ε", "R")} = ${frac(sigFigs(emf, 4), num(resistance))}`,
        `I = ${quantity(current)} A`,
      ],
    };
  },
  // With the angle φ between the field and the plane of the coil: Φ = BA sin φ, from φ = 90° to 0° or back.
  check: ({ turns, area, field, time, resistance, toParallel }) => {
    const flux = (phi: number) => field * area * 1e-4 * Math.sin((phi * Math.PI) / 180);
    const [from, to] = toParallel ? [90, 0] : [0, 90];
    return Math.abs((turns * (flux(to) - flux(from))) / time) / resistance;
  },
};

const WIRE_CASES = [
  {
    text: "A long straight wire is perpendicular to the page and carries a current out of the page (towards you).",
    view: "Seen from the front of the page",
    current: 1,
  },
  {
    text: "A long straight wire is perpendicular to the page and carries a current into the page (away from you).",
    view: "Seen from the front of the page",
    current: -1,
  },
  { text: "A long vertical wire carries a current upwards.", view: "Seen from above", current: 1 },
  { text: "A long vertical wire carries a current downwards.", view: "Seen from above", current: -1 },
] as const;
const WIRE_CHOICES = [
  "Anticlockwise",
  "Clockwise",
  "Parallel to the wire, in the direction of the current",
  "Radially outwards from the wire",
] as const;

const rightHandRule: QuestionTemplate<{ wire: number; order: number }> = {
  id: "electromagnetism-right-hand-rule",
  level: 1,
  draw: (r) => ({ wire: r.int(0, WIRE_CASES.length - 1), order: r.int(0, WIRE_CHOICES.length - 1) }),
  build: ({ wire, order }) => {
    const { text, view, current } = WIRE_CASES[wire];
    const right = current > 0 ? WIRE_CHOICES[0] : WIRE_CHOICES[1];
    return {
      kind: "choice",
      prompt: `${text} ${view}, in which direction do the magnetic field lines around the wire circle?`,
      ...rotatedChoices(WIRE_CHOICES, order, right),
      hint: "Use the right-hand rule: point your right thumb in the direction of the current; your curled fingers show the direction of the field lines.",
      solution: [
        "Right-hand rule: grip the wire with your right hand, thumb in the direction of the current; the fingers curl in the direction of the magnetic field.",
        `The current ${current > 0 ? "comes towards" : "goes away from"} the viewer, so the fingers curl ${current > 0 ? "anticlockwise" : "clockwise"} as seen by the viewer.`,
        `The answer: ${right}`,
      ],
    };
  },
  // The field direction from B ∝ I × r̂: with the viewer on the +z axis and the point at +x, the
  // field's y-component is positive (anticlockwise) when the current points along +z.
  check: ({ wire }) => {
    const iz = WIRE_CASES[wire].current;
    const [rx, ry] = [1, 0];
    const by = iz * rx - 0 * ry;
    return by > 0 ? WIRE_CHOICES[0] : WIRE_CHOICES[1];
  },
};

const LENZ_CHOICES = ["A north pole", "A south pole", "No pole: no current is induced"] as const;

const lenz: QuestionTemplate<{ north: number; towards: number; order: number }> = {
  id: "electromagnetism-lenz-law",
  level: 2,
  draw: (r) => ({ north: r.int(0, 1), towards: r.int(0, 1), order: r.int(0, LENZ_CHOICES.length - 1) }),
  build: ({ north, towards, order }) => {
    const pole = north ? "north" : "south";
    const right = (north === 1) === (towards === 1) ? LENZ_CHOICES[0] : LENZ_CHOICES[1];
    return {
      kind: "choice",
      prompt: `The ${pole} pole of a bar magnet is ${towards ? "pushed towards" : "pulled away from"} one end of a coil that is connected to a galvanometer. Which magnetic pole does the induced current make at that end of the coil?`,
      ...rotatedChoices(LENZ_CHOICES, order, right),
      hint: "Lenz's law: the induced current sets up a magnetic field that opposes the change causing it, so it opposes the magnet's motion.",
      solution: [
        "The magnet moves, so the flux through the coil changes and a current is induced.",
        `Lenz's law: the induced current opposes the change, so the end of the coil ${towards ? "repels the approaching" : "attracts the retreating"} ${pole} pole.`,
        `The answer: ${right}`,
      ],
    };
  },
  // The flux through the coil: field lines leave a north pole, so a north pole's field points into
  // the coil (+1). Moving it closer increases that flux; the induced field points the other way, and
  // a field leaving the coil's end (−1) makes that end a north pole.
  check: ({ north, towards }) => {
    const magnetField = north ? 1 : -1;
    const fluxChange = towards ? magnetField : -magnetField;
    const induced = -fluxChange;
    return induced < 0 ? LENZ_CHOICES[0] : LENZ_CHOICES[1];
  },
};

// ---------------------------------------------------------------------------------------------
// Electric circuits (term 3)

const ohmsLaw: QuestionTemplate<{ find: number; voltage: number; current: number; resistance: number }> = {
  id: "circuits-ohms-law",
  level: 1,
  draw: (r) => ({
    find: r.int(0, 2),
    voltage: r.pick([1.5, 3, 4.5, 6, 9, 12, 24]),
    current: r.pick([0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 1.2, 1.5, 2]),
    resistance: r.int(2, 50),
  }),
  build: ({ find, voltage, current, resistance }) => {
    if (find === 0) {
      const answer = voltage / current;
      return {
        kind: "numeric",
        prompt: `A potential difference of ${num(voltage)} V across a resistor drives a current of ${num(current)} A through it. Calculate its resistance. Round to two decimals.`,
        answer,
        unit: "Ω",
        decimals: 2,
        hint: "Ohm's law: R = V ÷ I.",
        solution: [
          "Ohm's law: V = IR, so R = V ÷ I.",
          `R = ${frac(num(voltage), num(current))}`,
          `R = ${fixed(answer, 2)} Ω`,
        ],
      };
    }
    if (find === 1) {
      const answer = voltage / resistance;
      return {
        kind: "numeric",
        prompt: `${withArticle(resistance, true)} Ω resistor is connected across ${withArticle(voltage)} V battery (ignore internal resistance). Calculate the current through it.`,
        answer,
        unit: "A",
        shown: withSig(answer, "A"),
        hint: "Ohm's law: I = V ÷ R.",
        solution: [
          "Ohm's law: V = IR, so I = V ÷ R.",
          `I = ${frac(num(voltage), num(resistance))}`,
          `I = ${quantity(answer)} A`,
        ],
      };
    }
    const answer = current * resistance;
    return {
      kind: "numeric",
      prompt: `A current of ${num(current)} A flows through ${withArticle(resistance)} Ω resistor. Calculate the potential difference across it.`,
      answer,
      unit: "V",
      decimals: 2,
      hint: "Ohm's law: V = IR.",
      solution: ["Ohm's law: V = IR.", `V = ${num(current)} × ${num(resistance)}`, `V = ${fixed(answer, 2)} V`],
    };
  },
  // Each unknown found by bisection on Ohm's law as written, R = V ÷ I, with no rearranging.
  check: ({ find, voltage, current, resistance }) => {
    if (find === 0) return bisectRoot((r) => voltage / current - r, 0, 1000);
    if (find === 1) return bisectRoot((i) => voltage / i - resistance, 1e-6, 100);
    return bisectRoot((v) => v / current - resistance, 0, 1000);
  },
};

const electricalPower: QuestionTemplate<{ form: number; voltage: number; current: number; resistance: number }> = {
  id: "circuits-power",
  level: 1,
  // Battery voltages, or the 230 V mains with an element of at least 25 Ω (at most about 2 kW, as a kettle).
  draw: (r) => {
    const form = r.int(0, 2);
    const voltage = r.pick([6, 9, 12, 24, 230]);
    const mains = form === 2 && voltage === 230;
    return {
      form,
      voltage,
      current: r.pick([0.5, 1.5, 2, 2.5, 3, 4, 5, 8]),
      resistance: mains ? r.pick([25, 30, 40, 50, 60, 100]) : r.pick([2, 4, 5, 8, 10, 12, 20, 40, 50]),
    };
  },
  build: ({ form, voltage, current, resistance }) => {
    const [prompt, formula, working, answer] =
      form === 0
        ? [
            `An appliance on ${withArticle(voltage)} V supply draws a current of ${num(current)} A. Calculate its power.`,
            "P = VI",
            `P = ${num(voltage)} × ${num(current)}`,
            voltage * current,
          ]
        : form === 1
          ? [
              `A current of ${num(current)} A flows through ${withArticle(resistance)} Ω resistor. Calculate the power dissipated in it.`,
              "P = I²R",
              `P = ${paren(current)}² × ${num(resistance)}`,
              current * current * resistance,
            ]
          : [
              `A potential difference of ${num(voltage)} V is applied across ${withArticle(resistance)} Ω resistor. Calculate the power dissipated in it.`,
              `P = ${frac("V²", "R")}`,
              `P = ${frac(`${num(voltage)}²`, num(resistance))}`,
              (voltage * voltage) / resistance,
            ];
    return {
      kind: "numeric",
      prompt: `${prompt} Round to two decimals.`,
      answer,
      unit: "W",
      decimals: 2,
      hint: "Choose the power formula that uses the two quantities you know: P = VI, P = I²R or P = V²/R.",
      solution: [`Use ${formula}.`, working, `P = ${fixed(answer, 2)} W`],
    };
  },
  // Ohm's law for the missing quantity first, then a different power formula.
  check: ({ form, voltage, current, resistance }) => {
    if (form === 0) {
      const r = voltage / current;
      return (voltage * voltage) / r;
    }
    if (form === 1) return current * resistance * current;
    const i = voltage / resistance;
    return i * i * resistance;
  },
};

const RESISTORS = [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30] as const;

const equivalentResistance: QuestionTemplate<{ layout: number; r1: number; r2: number; r3: number }> = {
  id: "circuits-equivalent-resistance",
  level: 2,
  draw: (r) => ({ layout: r.int(0, 1), r1: r.pick(RESISTORS), r2: r.pick(RESISTORS), r3: r.pick(RESISTORS) }),
  build: ({ layout, r1, r2, r3 }) => {
    if (layout === 0) {
      const parallel = 1 / (1 / r2 + 1 / r3);
      const total = r1 + parallel;
      return {
        kind: "numeric",
        prompt: `${withArticle(r1, true)} Ω resistor is connected in series with a parallel combination of ${withArticle(r2)} Ω and ${withArticle(r3)} Ω resistor. Calculate the equivalent resistance of the combination. Round to two decimals.`,
        answer: total,
        unit: "Ω",
        decimals: 2,
        hint: "Replace the parallel pair by one resistor first (1/Rp = 1/R₁ + 1/R₂), then add the series resistor.",
        solution: [
          `Parallel pair: ${frac("1", sub("R", "p"))} = ${frac("1", num(r2))} + ${frac("1", num(r3))} = ${num(1 / r2 + 1 / r3, 4)}, so ${sub("R", "p")} = ${num(parallel, 4)} Ω`,
          `In series: R = ${num(r1)} + ${num(parallel, 4)}`,
          `R = ${fixed(total, 2)} Ω`,
        ],
      };
    }
    const series = r1 + r2;
    const total = 1 / (1 / series + 1 / r3);
    return {
      kind: "numeric",
      prompt: `${withArticle(r1, true)} Ω and ${withArticle(r2)} Ω resistor are connected in series, and this pair is connected in parallel with ${withArticle(r3)} Ω resistor. Calculate the equivalent resistance of the combination. Round to two decimals.`,
      answer: total,
      unit: "Ω",
      decimals: 2,
      hint: "Add the series pair first, then combine it with the third resistor in parallel: 1/R = 1/R₁ + 1/R₂.",
      solution: [
        `Series pair: ${sub("R", "s")} = ${num(r1)} + ${num(r2)} = ${num(series)} Ω`,
        `In parallel with ${num(r3)} Ω: ${frac("1", "R")} = ${frac("1", num(series))} + ${frac("1", num(r3))} = ${num(1 / series + 1 / r3, 4)}`,
        `R = ${fixed(total, 2)} Ω`,
      ],
    };
  },
  // Two resistors in parallel as "product over sum", R₁R₂ ÷ (R₁ + R₂).
  check: ({ layout, r1, r2, r3 }) => (layout === 0 ? r1 + (r2 * r3) / (r2 + r3) : ((r1 + r2) * r3) / (r1 + r2 + r3)),
};

const branchCircuit: QuestionTemplate<{ emf: number; r1: number; r2: number; r3: number; find: number }> = {
  id: "circuits-series-parallel-branch",
  level: 3,
  draw: (r) => ({
    emf: r.pick([6, 9, 12, 18, 24]),
    r1: r.pick(RESISTORS),
    r2: r.pick(RESISTORS),
    r3: r.pick(RESISTORS),
    find: r.int(0, 2),
  }),
  build: ({ emf, r1, r2, r3, find }) => {
    const parallel = (r2 * r3) / (r2 + r3);
    const total = r1 + parallel;
    const current = emf / total;
    const parallelVoltage = current * parallel;
    const [ask, unit, answer, last] =
      find === 0
        ? [
            "the current through the R₃ resistor",
            "A",
            parallelVoltage / r3,
            [
              `I₃ = ${frac(sub("V", "p"), "R₃")} = ${frac(num(parallelVoltage, 4), num(r3))}`,
              `I₃ = ${quantity(parallelVoltage / r3)} A`,
            ],
          ]
        : find === 1
          ? [
              "the potential difference across R₁",
              "V",
              current * r1,
              [`V₁ = IR₁ = ${num(current, 4)} × ${num(r1)}`, `V₁ = ${quantity(current * r1)} V`],
            ]
          : [
              "the power dissipated in R₂",
              "W",
              (parallelVoltage * parallelVoltage) / r2,
              [
                `P₂ = ${frac(`${sub("V", "p")}²`, "R₂")} = ${frac(`${paren(Number(parallelVoltage.toFixed(4)), 4)}²`, num(r2))}`,
                `P₂ = ${quantity((parallelVoltage * parallelVoltage) / r2)} W`,
              ],
            ];
    return {
      kind: "numeric",
      prompt: `A battery of emf ${num(emf)} V and negligible internal resistance is connected to a resistor R₁ = ${num(r1)} Ω in series with a parallel combination of R₂ = ${num(r2)} Ω and R₃ = ${num(r3)} Ω. Calculate ${ask}.`,
      answer,
      unit,
      shown: withSig(answer, unit),
      hint: "Find the equivalent resistance and the total current first; the parallel resistors share the same potential difference, which is the emf minus the potential difference across R₁.",
      solution: [
        `Parallel part: ${sub("R", "p")} = ${frac("R₂R₃", "R₂ + R₃")} = ${frac(`${num(r2)} × ${num(r3)}`, `${num(r2)} + ${num(r3)}`)} = ${num(parallel, 4)} Ω`,
        `Total: R = ${num(r1)} + ${num(parallel, 4)} = ${num(total, 4)} Ω, so I = ${frac("ε", "R")} = ${frac(num(emf), num(total, 4))} = ${num(current, 4)} A`,
        `Potential difference across the parallel part: ${sub("V", "p")} = I${sub("R", "p")} = ${num(current, 4)} × ${num(parallel, 4)} = ${num(parallelVoltage, 4)} V`,
        ...last,
      ],
    };
  },
  // The current divider: the branch currents share the total current in inverse proportion to their
  // resistances; and R₁'s share of the emf from the voltage divider.
  check: ({ emf, r1, r2, r3, find }) => {
    const conductance = 1 / r2 + 1 / r3;
    const total = emf / (r1 + 1 / conductance);
    if (find === 0) return total * (r2 / (r2 + r3));
    if (find === 1) return emf - total / conductance;
    const i2 = total * (r3 / (r2 + r3));
    return i2 * i2 * r2;
  },
};

const APPLIANCES = [
  { name: "kettle", watts: [1800, 2000, 2200] },
  { name: "heater", watts: [1000, 1500, 2000] },
  { name: "geyser element", watts: [2000, 3000, 4000] },
  { name: "microwave oven", watts: [800, 900, 1000] },
  { name: "television", watts: [80, 100, 150] },
] as const;
const TARIFFS = [2.2, 2.5, 2.85, 3.1, 3.4] as const;

const electricityCost: QuestionTemplate<{
  appliance: number;
  power: number;
  minutes: number;
  days: number;
  tariff: number;
}> = {
  id: "circuits-electricity-cost",
  level: 2,
  draw: (r) => ({
    appliance: r.int(0, APPLIANCES.length - 1),
    power: r.int(0, 2),
    minutes: r.pick([15, 20, 30, 45, 60, 90, 120, 180]),
    days: r.pick([7, 30, 31]),
    tariff: r.int(0, TARIFFS.length - 1),
  }),
  build: ({ appliance, power, minutes, days, tariff }) => {
    const { name, watts } = APPLIANCES[appliance];
    const p = watts[power];
    const price = TARIFFS[tariff];
    const hours = (minutes / 60) * days;
    const energy = (p / 1000) * hours;
    const cost = energy * price;
    return {
      kind: "numeric",
      prompt: `${withArticle(p, true)} W ${name} is used for ${num(minutes)} minutes a day for ${num(days)} days. Electricity costs ${rands(price)} per kWh. Calculate the cost of the electricity it uses.`,
      answer: cost,
      unit: "R",
      decimals: 2,
      hint: "Energy in kWh is the power in kW times the time in hours (W = Pt); multiply the energy by the price per kWh.",
      solution: [
        `P = ${num(p)} W = ${num(p / 1000)} kW; t = ${num(minutes)} min × ${num(days)} = ${num(minutes * days)} min = ${num(hours, 4)} h`,
        `W = Pt = ${num(p / 1000)} × ${num(hours, 4)} = ${num(energy, 4)} kWh`,
        `Cost = ${num(energy, 4)} × ${rands(price)}`,
        `Cost = ${rands(cost)}`,
      ],
    };
  },
  // In joules first: W = Pt with t in seconds, then 1 kWh = 3,6 × 10⁶ J.
  check: ({ appliance, power, minutes, days, tariff }) => {
    const joules = APPLIANCES[appliance].watts[power] * minutes * 60 * days;
    return (joules / 3.6e6) * TARIFFS[tariff];
  },
};

const heaterCost: QuestionTemplate<{ resistance: number; hours: number; tariff: number }> = {
  id: "circuits-heater-cost-from-resistance",
  level: 3,
  draw: (r) => ({
    resistance: r.pick([25, 30, 35, 40, 50, 60]),
    hours: r.int(1, 6),
    tariff: r.int(0, TARIFFS.length - 1),
  }),
  build: ({ resistance, hours, tariff }) => {
    const voltage = 230;
    const power = (voltage * voltage) / resistance;
    const time = hours * 30;
    const energy = (power / 1000) * time;
    const price = TARIFFS[tariff];
    const cost = energy * price;
    return {
      kind: "numeric",
      prompt: `A heater's element has a resistance of ${num(resistance)} Ω and is connected to the ${num(voltage)} V mains. It is switched on for ${num(hours)} h every day for 30 days. Electricity costs ${rands(price)} per kWh. Calculate the cost of running the heater.`,
      answer: cost,
      unit: "R",
      decimals: 2,
      hint: "Find the power from the potential difference and the resistance (P = V²/R), then the energy in kWh (W = Pt with P in kW and t in hours), then the cost.",
      solution: [
        `P = ${frac("V²", "R")} = ${frac(`${num(voltage)}²`, num(resistance))} = ${num(power)} W = ${num(power / 1000, 4)} kW`,
        `t = ${num(hours)} h × 30 = ${num(time)} h, so W = Pt = ${num(power / 1000, 4)} × ${num(time)} = ${num(energy, 3)} kWh`,
        `Cost = ${num(energy, 3)} × ${rands(price)}`,
        `Cost = ${rands(cost)}`,
      ],
    };
  },
  // Through the current: I = V/R, P = I²R, the energy in joules, then 3,6 × 10⁶ J per kWh.
  check: ({ resistance, hours, tariff }) => {
    const current = 230 / resistance;
    const joules = current * current * resistance * hours * 30 * 3600;
    return (joules / 3.6e6) * TARIFFS[tariff];
  },
};

// ---------------------------------------------------------------------------------------------

export const PHYSICS_GRADE_11: Topic[] = [
  {
    id: "science-11-vectors-in-two-dimensions",
    subject: "physical-sciences",
    grade: 11,
    term: 1,
    title: "Vectors in two dimensions",
    explanation: [
      "A vector has a size and a direction. The resultant of several vectors is the single vector that has the same effect as all of them together; if they form a closed vector diagram (head to tail, ending where they began) the resultant is zero.",
      `Any vector R at an angle θ to the x-axis can be resolved into perpendicular components: ${Rx} = R cos θ and ${Ry} = R sin θ. To add vectors on a Cartesian plane, add all the x-components and all the y-components separately (right and up positive).`,
      `The size of the resultant then follows from Pythagoras, R = ${root(`${Rx}² + ${Ry}²`)}, and its direction from tan θ = ${Ry} ÷ ${Rx}. For example, 30 N east and 40 N north give R = 50 N at θ = tan⁻¹(40 ÷ 30) = ${deg(53.1, 1)} north of east.`,
    ],
    questions: [resultantPerpendicular, vectorComponents, resultantDirection, resultantCartesian],
  },
  {
    id: "science-11-newtons-laws",
    subject: "physical-sciences",
    grade: 11,
    term: 1,
    title: "Newton's laws and their applications",
    explanation: [
      `First law: a body stays at rest or moves at constant velocity unless a non-zero net force acts on it. Second law: ${Fnet} = ma, in the direction of the net force. Third law: when A exerts a force on B, B exerts an equal and opposite force on A; the two forces act on different bodies.`,
      `The normal force N is the force a surface exerts perpendicular to itself. Friction acts parallel to the surface and is proportional to N: the maximum static friction is ${fS}(max) = ${muS}N and kinetic friction is ${fK} = ${muK}N. Weight is w = mg, with g = ${g} m·s⁻².`,
      `On a slope inclined at θ, split the weight into ${Fpar} = mg sin θ along the slope and ${Fperp} = mg cos θ perpendicular to it; the normal force balances ${Fperp}. In a lift, N − mg = ma (up positive), so the scale reads more than your weight when the acceleration points up.`,
      "For connected objects, draw a free-body diagram for each body, apply Newton's second law to each (or to the whole system for the acceleration) and solve for the tension and the acceleration.",
    ],
    questions: [
      weight,
      thirdLaw,
      inclineParallel,
      secondLaw,
      staticFriction,
      liftNormalForce,
      inclineFriction,
      connectedBlocks,
    ],
  },
  {
    id: "science-11-gravitation",
    subject: "physical-sciences",
    grade: 11,
    term: 1,
    title: "Newton's law of universal gravitation",
    explanation: [
      `Every particle attracts every other particle with a force directly proportional to the product of their masses and inversely proportional to the square of the distance between their centres: F = ${frac("Gm₁m₂", "r²")}, with G = ${G_SHOWN} N·m²·kg⁻².`,
      `At a planet's surface the weight of a mass m is mg = ${frac("GMm", "r²")}, so g = ${frac("GM", "r²")}, with M the planet's mass and r its radius. Mass stays the same everywhere; weight changes with g.`,
      "Because F ∝ m₁m₂/r², doubling the distance makes the force a quarter as big, and doubling one mass doubles it.",
    ],
    questions: [gravitationalForce, gravitationChange, planetGravity, planetWeight],
  },
  {
    id: "science-11-geometrical-optics",
    subject: "physical-sciences",
    grade: 11,
    term: 2,
    title: "Geometrical optics: refraction and total internal reflection",
    explanation: [
      "Refraction is the change in direction of light as it passes from one medium into another, because its speed changes. The refractive index of a medium is n = c/v, the speed of light in a vacuum divided by its speed in the medium.",
      "Snell's law: n₁ sin θ₁ = n₂ sin θ₂, with the angles measured from the normal. Light entering an optically denser medium (bigger n) bends towards the normal; light entering a less dense medium bends away from it.",
      `Going from a denser to a less dense medium, the angle of incidence at which the angle of refraction is 90° is the critical angle: sin c = n₂/n₁. For larger angles of incidence all the light is reflected back: total internal reflection, as used in optical fibres. From glass (n = 1,50) into air, sin c = ${frac("1,00", "1,50")}, so c = ${deg(41.8, 1)}.`,
    ],
    questions: [refractiveIndex, snell, criticalAngle, totalInternalReflection],
  },
  {
    id: "science-11-two-and-three-dimensional-wavefronts",
    subject: "physical-sciences",
    grade: 11,
    term: 2,
    title: "2D and 3D wavefronts: diffraction",
    explanation: [
      "Huygens' principle: every point on a wavefront is a source of secondary wavelets, and the surface tangent to these wavelets is the new wavefront. It explains diffraction, the spreading of waves as they pass through a gap or around an obstacle.",
      "The degree of diffraction is proportional to λ/w: the longer the wavelength or the narrower the gap, the more the waves spread out.",
      `Light through a single slit of width a makes a wide central bright band with dark bands on either side, where sin θ = ${frac("mλ", "a")} (m = 1, 2, 3, …). The diffraction of light shows that light behaves as a wave.`,
    ],
    questions: [diffractionDegree, huygens, singleSlitAngle, slitWavelength, centralBand],
  },
  {
    id: "science-11-electrostatics",
    subject: "physical-sciences",
    grade: 11,
    term: 3,
    title: "Electrostatics: Coulomb's law and electric fields",
    explanation: [
      `Coulomb's law: two point charges exert forces on each other that are directly proportional to the product of the charges and inversely proportional to the square of the distance between them: F = ${frac("kQ₁Q₂", "r²")}, with k = ${K_SHOWN} N·m²·C⁻². Like charges repel; unlike charges attract.`,
      "For several charges on a line, work out each force separately, give each a direction (right positive) and add them.",
      `An electric field is a region where a charge experiences a force. The field at a point is the force per unit positive charge, E = ${frac("F", "q")}; around a point charge E = ${frac("kQ", "r²")}. The field points away from a positive charge and towards a negative one.`,
    ],
    questions: [coulomb, fieldFromForce, pointChargeField, fieldDirection, netForceOnLine],
  },
  {
    id: "science-11-electromagnetism",
    subject: "physical-sciences",
    grade: 11,
    term: 3,
    title: "Electromagnetism: flux and induction",
    explanation: [
      "A current in a conductor sets up a magnetic field around it. Right-hand rule: point your right thumb along the current; your curled fingers show the direction of the field lines.",
      "Magnetic flux through a loop of area A in a field B is Φ = BA cos θ, where θ is the angle between the field and the normal to the loop; it is measured in webers (Wb).",
      `Faraday's law: a changing flux induces an emf ε = −N${frac("ΔΦ", "Δt")} in a coil of N turns. The minus sign is Lenz's law: the induced current opposes the change that causes it.`,
    ],
    questions: [magneticFlux, rightHandRule, faraday, lenz, rotatingCoil],
  },
  {
    id: "science-11-electric-circuits",
    subject: "physical-sciences",
    grade: 11,
    term: 3,
    title: "Electric circuits: Ohm's law, power and energy",
    explanation: [
      "Ohm's law: the current through a conductor is directly proportional to the potential difference across it at constant temperature, so V = IR.",
      `In series, resistances add: R = R₁ + R₂ + …; in parallel, ${frac("1", "R")} = ${frac("1", "R₁")} + ${frac("1", "R₂")} + …. Series resistors carry the same current; parallel resistors have the same potential difference.`,
      `Power is the rate at which energy is transferred: P = VI = I²R = ${frac("V²", "R")}, in watts. The energy used is W = Pt. Electricity is sold per kilowatt-hour: a 2 kW kettle used for half an hour uses 2 × 0,5 = 1 kWh.`,
    ],
    questions: [ohmsLaw, electricalPower, equivalentResistance, electricityCost, branchCircuit, heaterCost],
  },
];
