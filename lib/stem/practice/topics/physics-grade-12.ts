import { conceptQuestion, rotatedChoices } from "../concept";
import { cosDeg, deg, fixed, num, sci, sigFigs, significant, sinDeg, withArticle } from "../format";
import { frac, root, sub } from "../math-text";
import type { QuestionTemplate, Topic } from "../types";
import { ELECTRON_CHARGE, ELECTRON_MASS, GRAVITY, LIGHT_SPEED, PLANCK, SOUND_SPEED_IN_AIR } from "./constants";
import { bisectRoot } from "./numeric";

// CAPS Grade 12 Physical Sciences, the physics half (Paper 1): momentum and impulse, vertical
// projectile motion, work, energy and power, the Doppler effect, electric circuits, electrodynamics
// and optical phenomena. g = 9,8 m·s⁻² and the other constants are the NSC data-sheet values.

const G = num(GRAVITY); // "9,8"
const HALF_G = num(GRAVITY / 2); // "4,9"
const V_SOUND = SOUND_SPEED_IN_AIR;

// Symbols with subscripts Unicode lacks.
const VI = sub("v", "i");
const VF = sub("v", "f");
const EK = sub("E", "k");
const EP = sub("E", "p");
const FNET = sub("F", "net");
const WNET = sub("W", "net");
const WNC = sub("W", "nc");
const PAVE = sub("P", "ave");
const VAVE = sub("v", "ave");
const FL = sub("f", "L");
const FS = sub("f", "s");
const VS = sub("v", "s");
const VRMS = sub("V", "rms");
const VMAX = sub("V", "max");
const IRMS = sub("I", "rms");
const IMAX = sub("I", "max");
const RP = sub("R", "p");
const EKMAX = sub("E", "k(max)");
const MA = sub("m", "A");
const MB = sub("m", "B");
const VA = sub("v", "A");
const VB = sub("v", "B");
const VA2 = sub("v", "A(after)");
const VB2 = sub("v", "B(after)");

// ───────────────────────────── Momentum and impulse ─────────────────────────────

const DIRECTIONS = ["north", "south", "east", "west"] as const;

const BODIES = [
  { name: "A rugby player", masses: [75, 80, 85, 90, 95, 100, 105, 110], speeds: [3, 4, 5, 6, 7, 8, 9] },
  { name: "A minibus taxi", masses: [1800, 2000, 2200, 2400, 2600, 2800], speeds: [10, 12, 15, 18, 20, 22, 25] },
  { name: "A cricket ball", masses: [0.16], speeds: [20, 24, 25, 28, 30, 32, 35, 40] },
  { name: "A cyclist and her bicycle", masses: [60, 65, 70, 75, 80, 85, 90], speeds: [4, 5, 6, 8, 10, 12] },
] as const;

const momentumOfBody: QuestionTemplate<{ body: number; mass: number; speed: number; direction: number }> = {
  id: "momentum-p-equals-mv",
  level: 1,
  draw: (r) => {
    const body = r.int(0, BODIES.length - 1);
    return { body, mass: r.pick(BODIES[body].masses), speed: r.pick(BODIES[body].speeds), direction: r.int(0, 3) };
  },
  build: ({ body, mass, speed, direction }) => {
    const p = mass * speed;
    return {
      kind: "numeric",
      prompt: `${BODIES[body].name} of mass ${num(mass)} kg moves ${DIRECTIONS[direction]} at ${num(speed)} m·s⁻¹. Calculate the magnitude of its momentum.`,
      answer: p,
      unit: "kg·m·s⁻¹",
      hint: "Momentum is the product of an object's mass and its velocity.",
      solution: [
        "p = mv",
        `p = ${num(mass)} × ${num(speed)}`,
        `The momentum points ${DIRECTIONS[direction]}, the direction of the velocity.`,
        `p = ${num(p)} kg·m·s⁻¹`,
      ],
    };
  },
  // From the kinetic energy: p = √(2mE_k), with E_k = ½mv².
  check: ({ mass, speed }) => Math.sqrt(2 * mass * (0.5 * mass * speed * speed)),
};

const reboundChange: QuestionTemplate<{ grams: number; before: number; after: number }> = {
  id: "momentum-rebound-change",
  level: 2,
  draw: (r) => {
    const before = r.int(6, 20);
    return { grams: r.pick([50, 60, 80, 100, 150, 200, 250]), before, after: r.int(3, before) };
  },
  build: ({ grams, before, after }) => {
    const m = grams / 1000;
    const dp = m * -after - m * before;
    return {
      kind: "numeric",
      prompt: `A ball of mass ${num(grams)} g strikes a wall at ${num(before)} m·s⁻¹ and bounces straight back at ${num(after)} m·s⁻¹. Take the direction towards the wall as positive. Calculate the change in momentum of the ball.`,
      answer: dp,
      unit: "kg·m·s⁻¹",
      decimals: 3,
      hint: `Use Δp = m${VF} − m${VI} with the mass in kilograms; the velocity after the bounce is away from the wall, so it is negative.`,
      solution: [
        `m = ${num(grams)} g = ${num(m, 3)} kg; ${VI} = +${num(before)} m·s⁻¹ and ${VF} = ${num(-after)} m·s⁻¹.`,
        `Δp = m${VF} − m${VI}`,
        `Δp = (${num(m, 3)})(${num(-after)}) − (${num(m, 3)})(${num(before)})`,
        `The negative sign means the change is away from the wall.`,
        `Δp = ${fixed(dp, 3)} kg·m·s⁻¹`,
      ],
    };
  },
  // Impulse: a constant net force F = ma acting for an (assumed) contact time of 0,02 s gives FΔt.
  check: ({ grams, before, after }) => {
    const contact = 0.02;
    const acceleration = (-after - before) / contact;
    return (grams / 1000) * acceleration * contact;
  },
};

const crashForce: QuestionTemplate<{ mass: number; speed: number; time: number }> = {
  id: "momentum-impulse-average-force",
  level: 2,
  draw: (r) => ({
    mass: r.pick([900, 1000, 1100, 1200, 1300, 1400, 1500]),
    speed: r.int(8, 25),
    time: r.pick([0.1, 0.2, 0.25, 0.4, 0.5]),
  }),
  build: ({ mass, speed, time }) => {
    const dp = mass * speed;
    const force = dp / time;
    return {
      kind: "numeric",
      prompt: `A car of mass ${num(mass)} kg travelling at ${num(speed)} m·s⁻¹ hits a crash barrier and comes to rest in ${num(time)} s. Calculate the magnitude of the average net force exerted on the car.`,
      answer: force,
      unit: "N",
      hint: `Use the impulse–momentum theorem: ${FNET}Δt = Δp = m${VF} − m${VI}.`,
      solution: [
        `${FNET}Δt = m${VF} − m${VI}`,
        `${FNET} × ${num(time)} = 0 − (${num(mass)})(${num(speed)}) = ${num(-dp)} kg·m·s⁻¹`,
        `${FNET} = ${num(-dp)} ÷ ${num(time)} = ${num(-force)} N (the minus sign: opposite to the motion)`,
        `Magnitude: ${FNET} = ${num(force)} N`,
      ],
    };
  },
  // Work–energy theorem with a constant force: the car stops in Δx = ½vΔt, and FΔx = ½mv².
  check: ({ mass, speed, time }) => {
    const distance = 0.5 * speed * time;
    return (0.5 * mass * speed * speed) / distance;
  },
};

const stickTogether: QuestionTemplate<{ ma: number; mb: number; va: number; vb: number; mode: number }> = {
  id: "momentum-conservation-stick-together",
  level: 2,
  // The joined trolleys move at 0,2 m·s⁻¹ or more, so rounding to two decimals is never more than 2,5% off.
  draw: (r) => {
    for (;;) {
      const ma = r.int(2, 8);
      const mb = r.int(2, 8);
      const va = r.int(3, 9);
      const mode = r.int(0, 2); // 0: B at rest, 1: B moving west, 2: B moving east, slower
      const vb = mode === 0 ? 0 : mode === 1 ? r.int(1, 8) : r.int(1, va - 1);
      const total = ma * va + mb * (mode === 1 ? -vb : vb);
      if (Math.abs(total) >= 0.2 * (ma + mb)) return { ma, mb, va, vb, mode };
    }
  },
  build: ({ ma, mb, va, vb, mode }) => {
    const vbSigned = mode === 1 ? -vb : vb;
    const total = ma * va + mb * vbSigned;
    const v = total / (ma + mb);
    const bState =
      mode === 0 ? "which is at rest" : `which is moving ${mode === 1 ? "west" : "east"} at ${num(vb)} m·s⁻¹`;
    return {
      kind: "numeric",
      prompt: `On a frictionless track, trolley A (${num(ma)} kg) moves east at ${num(va)} m·s⁻¹ and collides with trolley B (${num(mb)} kg), ${bState}. The trolleys stick together. Take east as positive. Calculate their velocity just after the collision. (Round to two decimals.)`,
      answer: v,
      unit: "m·s⁻¹",
      decimals: 2,
      hint: "The system is isolated, so the total momentum before the collision equals the total momentum after; the joined trolleys have one common velocity.",
      solution: [
        `Σp(before) = Σp(after): ${MA}${VA} + ${MB}${VB} = (${MA} + ${MB})${VF}`,
        `(${num(ma)})(${num(va)}) + (${num(mb)})(${num(vbSigned)}) = (${num(ma)} + ${num(mb)})${VF}`,
        `${num(total)} = ${num(ma + mb)}${VF}`,
        v > 0 ? "A positive answer means the trolleys move east." : "A negative answer means the trolleys move west.",
        `${VF} = ${fixed(v, 2)} m·s⁻¹`,
      ],
    };
  },
  // The impulses on A and B are equal and opposite: m_A(v − v_A) + m_B(v − v_B) = 0, solved by bisection.
  check: ({ ma, mb, va, vb, mode }) => {
    const vbSigned = mode === 1 ? -vb : vb;
    return bisectRoot((v) => ma * (v - va) + mb * (v - vbSigned), -50, 50);
  },
};

const COLLISION_MASSES = [
  [2, 2],
  [3, 1],
  [1, 3],
  [2, 6],
  [6, 2],
  [4, 4],
  [3, 3],
] as const;
const ELASTIC = "Elastic: the total kinetic energy after the collision equals the total kinetic energy before.";
const INELASTIC = "Inelastic: the total kinetic energy after the collision is less than before.";
const COLLISION_CHOICES = [
  ELASTIC,
  INELASTIC,
  "Inelastic: the total momentum after the collision is less than before.",
  // Never right here: share ≤ 0,75, so A never ends with the common velocity of the trolleys moving together.
  "Perfectly inelastic: the trolleys move off together with the same velocity.",
];

/** A's velocity after hitting a stationary B: elastic, or part of the way to sticking together. */
function collisionAfter(pair: number, va: number, share: number) {
  const [ma, mb] = COLLISION_MASSES[pair];
  const elastic = ((ma - mb) / (ma + mb)) * va;
  const common = (ma * va) / (ma + mb);
  return elastic + share * (common - elastic);
}

const elasticOrNot: QuestionTemplate<{ pair: number; va: number; share: number; order: number }> = {
  id: "momentum-elastic-or-inelastic",
  level: 3,
  draw: (r) => ({
    pair: r.int(0, COLLISION_MASSES.length - 1),
    va: r.pick([2, 4, 6, 8]),
    share: r.pick([0, 0, 0.25, 0.5, 0.75]),
    order: r.int(0, 3),
  }),
  build: ({ pair, va, share, order }) => {
    const [ma, mb] = COLLISION_MASSES[pair];
    const vaAfter = collisionAfter(pair, va, share);
    const vbAfter = (ma * va - ma * vaAfter) / mb;
    const before = 0.5 * ma * va * va;
    const after = 0.5 * ma * vaAfter ** 2 + 0.5 * mb * vbAfter ** 2;
    const elastic = Math.abs(after - before) < 1e-9 * before;
    const aText =
      Math.abs(vaAfter) < 1e-9
        ? "A comes to rest"
        : vaAfter > 0
          ? `A moves east at ${num(vaAfter, 3)} m·s⁻¹`
          : `A moves west at ${num(-vaAfter, 3)} m·s⁻¹`;
    const right = elastic ? ELASTIC : INELASTIC;
    return {
      kind: "choice",
      prompt: `Trolley A (${num(ma)} kg) moves east at ${num(va)} m·s⁻¹ on a frictionless track and collides head-on with trolley B (${num(mb)} kg), which is at rest. After the collision ${aText}. Take east as positive. Use calculations to decide what kind of collision this is.`,
      ...rotatedChoices(COLLISION_CHOICES, order, right),
      hint: "First find B's velocity after the collision from conservation of momentum, then compare the total kinetic energy before and after.",
      solution: [
        `Momentum (B starts at rest): ${MA}${VA} = ${MA}${VA2} + ${MB}${VB2}, so (${num(ma)})(${num(va)}) = (${num(ma)})(${num(vaAfter, 3)}) + (${num(mb)})${VB2}`,
        `${VB2} = ${num(vbAfter, 3)} m·s⁻¹ (east): the trolleys move off with different velocities, not together.`,
        `${EK}(before) = ½(${num(ma)})(${num(va)})² = ${num(before, 3)} J`,
        `${EK}(after) = ½(${num(ma)})(${num(vaAfter, 3)})² + ½(${num(mb)})(${num(vbAfter, 3)})² = ${num(after, 3)} J`,
        elastic
          ? "The kinetic energy is the same before and after."
          : `${num(before - after, 3)} J of kinetic energy was converted to other forms (heat, sound).`,
        `The answer: ${right}`,
      ],
    };
  },
  // The relative speed of separation over the relative speed of approach (restitution) is 1 only when elastic.
  check: ({ pair, va, share }) => {
    const [ma, mb] = COLLISION_MASSES[pair];
    const vaAfter = collisionAfter(pair, va, share);
    const vbAfter = va * (ma / mb) - vaAfter * (ma / mb);
    const restitution = (vbAfter - vaAfter) / va;
    return Math.abs(restitution - 1) < 1e-9 ? ELASTIC : INELASTIC;
  },
};

const cricketForce: QuestionTemplate<{ grams: number; before: number; after: number; ms: number }> = {
  id: "momentum-cricket-bat-force",
  level: 3,
  draw: (r) => ({
    grams: r.pick([156, 160]),
    before: r.int(20, 38),
    after: r.int(15, 40),
    ms: r.pick([2, 3, 4, 5, 6, 8, 10]),
  }),
  build: ({ grams, before, after, ms }) => {
    const m = grams / 1000;
    const t = ms / 1000;
    const dp = m * after - m * -before;
    const force = dp / t;
    return {
      kind: "numeric",
      prompt: `A cricket ball of mass ${num(grams)} g approaches a batter horizontally at ${num(before)} m·s⁻¹. The bat is in contact with the ball for ${num(ms)} ms and sends it straight back along the same line at ${num(after)} m·s⁻¹. Take the direction in which the ball is hit back as positive. Calculate the magnitude of the average force the bat exerts on the ball.`,
      answer: force,
      unit: "N",
      hint: `Convert to kilograms and seconds, find Δp = m${VF} − m${VI} (the incoming velocity is negative), then use ${FNET}Δt = Δp.`,
      solution: [
        `m = ${num(grams)} g = ${num(m, 3)} kg; Δt = ${num(ms)} ms = ${num(t, 3)} s; ${VI} = ${num(-before)} m·s⁻¹, ${VF} = +${num(after)} m·s⁻¹.`,
        `Δp = m${VF} − m${VI} = (${num(m, 3)})(${num(after)}) − (${num(m, 3)})(${num(-before)}) = ${num(dp, 3)} kg·m·s⁻¹`,
        `${FNET}Δt = Δp, so ${FNET} = ${frac(num(dp, 3), num(t, 3))}`,
        `${FNET} = ${num(force)} N`,
      ],
    };
  },
  // Newton's second law, F = ma, worked in grams and milliseconds: the two factors of 1 000 cancel.
  check: ({ grams, before, after, ms }) => {
    const speedGainPerMs = (after - -before) / ms; // m·s⁻¹ gained each millisecond
    return grams * speedGainPerMs;
  },
};

// ───────────────────────────── Vertical projectile motion ─────────────────────────────

const timeToTop: QuestionTemplate<{ vi: number }> = {
  id: "vpm-time-to-max-height",
  level: 1,
  draw: (r) => ({ vi: r.int(5, 30) }),
  build: ({ vi }) => {
    const t = vi / GRAVITY;
    return {
      kind: "numeric",
      prompt: `A ball is thrown vertically upwards at ${num(vi)} m·s⁻¹. Ignore air resistance. Calculate the time it takes to reach its maximum height. (Round to two decimals.)`,
      answer: t,
      unit: "s",
      decimals: 2,
      hint: `At the maximum height the velocity is zero for an instant; use ${VF} = ${VI} + aΔt with a = g downwards.`,
      solution: [
        `Take upwards as positive: ${VI} = ${num(vi)} m·s⁻¹, ${VF} = 0 at the top, a = −${G} m·s⁻².`,
        `${VF} = ${VI} + aΔt: 0 = ${num(vi)} + (−${G})Δt`,
        `Δt = ${num(vi)} ÷ ${G} = ${fixed(t, 2)} s`,
      ],
    };
  },
  // The height first, from v_f² = v_i² + 2aΔy, then Δt from Δy = ½(v_i + v_f)Δt.
  check: ({ vi }) => {
    const height = (vi * vi) / (2 * GRAVITY);
    return (2 * height) / (vi + 0);
  },
};

const maxHeight: QuestionTemplate<{ vi: number; thing: number }> = {
  id: "vpm-max-height",
  level: 2,
  draw: (r) => ({ vi: r.int(6, 30), thing: r.int(0, 2) }),
  build: ({ vi, thing }) => {
    const h = (vi * vi) / (2 * GRAVITY);
    const what = ["A stone is shot", "A tennis ball is hit", "A ball is kicked"][thing];
    return {
      kind: "numeric",
      prompt: `${what} vertically upwards from the ground at ${num(vi)} m·s⁻¹. Ignore air resistance. Calculate the maximum height it reaches above the ground. (Round to two decimals.)`,
      answer: h,
      unit: "m",
      decimals: 2,
      hint: `At the top ${VF} = 0; use the equation of motion that links ${VF}, ${VI}, a and Δy.`,
      solution: [
        `Take upwards as positive: ${VI} = ${num(vi)} m·s⁻¹, ${VF} = 0, a = −${G} m·s⁻².`,
        `${VF}² = ${VI}² + 2aΔy: 0 = ${num(vi)}² + 2(−${G})Δy`,
        `Δy = ${frac(`${num(vi)}²`, `2 × ${G}`)} = ${frac(num(vi * vi), num(2 * GRAVITY))}`,
        `Δy = ${fixed(h, 2)} m`,
      ],
    };
  },
  // A step-by-step simulation (0,1 ms steps, exact within each step) until the ball stops rising.
  check: ({ vi }) => {
    const dt = 1e-4;
    let [v, y] = [vi, 0];
    while (v > 0) {
      y += v * dt - 0.5 * GRAVITY * dt * dt;
      v -= GRAVITY * dt;
    }
    // The last step overshot the top slightly: add back the rise lost on the way down from it.
    return y + (v * v) / (2 * GRAVITY);
  },
};

const velocityAfter: QuestionTemplate<{ vi: number; t: number; down: number }> = {
  id: "vpm-velocity-after-time",
  level: 2,
  draw: (r) => {
    const vi = r.int(8, 25);
    let t = r.pick([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4]);
    while (Math.abs(vi - GRAVITY * t) < 1) t += 0.5;
    return { vi, t, down: r.int(0, 1) };
  },
  build: ({ vi, t, down }) => {
    const sign = down ? -1 : 1; // the sign of "upwards" in the chosen convention
    const v0 = sign * vi;
    const a = -sign * GRAVITY;
    const v = v0 + a * t;
    const movingUp = vi - GRAVITY * t > 0;
    return {
      kind: "numeric",
      prompt: `A ball is thrown vertically upwards at ${num(vi)} m·s⁻¹ from the top of a tall tower and is still in the air at the moment asked about. Ignore air resistance and take ${down ? "downwards" : "upwards"} as positive. Calculate the velocity of the ball ${num(t)} s after it is thrown. (Round to two decimals.)`,
      answer: v,
      unit: "m·s⁻¹",
      decimals: 2,
      hint: `Use ${VF} = ${VI} + aΔt, giving ${VI} and g the signs of your chosen positive direction.`,
      solution: [
        `${down ? "Downwards" : "Upwards"} positive: ${VI} = ${num(v0)} m·s⁻¹, a = ${num(a)} m·s⁻².`,
        `${VF} = ${VI} + aΔt = ${num(v0)} + (${num(a)})(${num(t)})`,
        `The ball is then moving ${movingUp ? "upwards" : "downwards"}.`,
        `${VF} = ${fixed(v, 2)} m·s⁻¹`,
      ],
    };
  },
  // The displacement from Δy = v_iΔt + ½aΔt², then v_f from Δy = ½(v_i + v_f)Δt.
  check: ({ vi, t, down }) => {
    const sign = down ? -1 : 1;
    const dy = sign * vi * t + 0.5 * (-sign * GRAVITY) * t * t;
    return (2 * dy) / t - sign * vi;
  },
};

const cliffFlight: QuestionTemplate<{ vi: number; h: number; place: number }> = {
  id: "vpm-time-of-flight-from-height",
  level: 3,
  draw: (r) => ({ vi: r.int(5, 20), h: r.pick([10, 15, 20, 25, 30, 35, 40, 45, 50, 60]), place: r.int(0, 2) }),
  build: ({ vi, h, place }) => {
    const disc = vi * vi + 4 * (GRAVITY / 2) * h;
    const t = (vi + Math.sqrt(disc)) / GRAVITY;
    const where = ["the edge of a cliff", "the flat roof of a building", "a bridge over a dry riverbed"][place];
    return {
      kind: "numeric",
      prompt: `A ball is thrown vertically upwards at ${num(vi)} m·s⁻¹ from ${where}, ${num(h)} m above the ground. On the way down it just misses the edge and falls to the ground below. Ignore air resistance. Calculate the time from the moment it is thrown until it hits the ground. (Round to two decimals.)`,
      answer: t,
      unit: "s",
      decimals: 2,
      hint: "Treat the whole flight as one motion: the displacement from the launch point to the ground is downwards, so with upwards positive it is negative. Then solve the quadratic in Δt.",
      solution: [
        `Upwards positive: ${VI} = ${num(vi)} m·s⁻¹, a = −${G} m·s⁻², Δy = ${num(-h)} m.`,
        `Δy = ${VI}Δt + ½aΔt²: ${num(-h)} = ${num(vi)}Δt − ${HALF_G}Δt²`,
        `${HALF_G}Δt² − ${num(vi)}Δt − ${num(h)} = 0`,
        `Δt = ${frac(`${num(vi)} + ${root(`${num(vi)}² + 4(${HALF_G})(${num(h)})`)}`, `2(${HALF_G})`)} (the positive root) = ${frac(`${num(vi)} + ${root(num(disc, 2))}`, G)}`,
        `Δt = ${fixed(t, 2)} s`,
      ],
    };
  },
  // In two parts: up to the top (v_i/g), then a free fall from rest through h + v_i²/2g.
  check: ({ vi, h }) => {
    const up = vi / GRAVITY;
    const drop = h + (vi * vi) / (2 * GRAVITY);
    return up + Math.sqrt((2 * drop) / GRAVITY);
  },
};

// ───────────────────────────── Work, energy and power ─────────────────────────────

const workAtAngle: QuestionTemplate<{ force: number; angle: number; distance: number }> = {
  id: "wep-work-force-at-angle",
  level: 1,
  draw: (r) => ({ force: r.int(20, 80), angle: r.pick([15, 20, 25, 30, 35, 40, 45, 50, 60]), distance: r.int(2, 15) }),
  build: ({ force, angle, distance }) => {
    const w = force * distance * cosDeg(angle);
    return {
      kind: "numeric",
      prompt: `A learner pulls a trolley ${num(distance)} m along a level floor with a force of ${num(force)} N applied at ${deg(angle)} above the horizontal. Calculate the work done by this force. (Round to one decimal place.)`,
      answer: w,
      unit: "J",
      decimals: 1,
      hint: "Only the component of the force along the displacement does work: W = FΔx cos θ, with θ the angle between the force and the displacement.",
      solution: ["W = FΔx cos θ", `W = (${num(force)})(${num(distance)}) cos ${deg(angle)}`, `W = ${fixed(w, 1)} J`],
    };
  },
  // A dot product of the force and displacement vectors, written in axes turned through 37°.
  check: ({ force, angle, distance }) => {
    const turn = 37;
    const f = [force * cosDeg(angle + turn), force * sinDeg(angle + turn)];
    const d = [distance * cosDeg(turn), distance * sinDeg(turn)];
    return f[0] * d[0] + f[1] * d[1];
  },
};

const stairPower: QuestionTemplate<{ mass: number; height: number; time: number }> = {
  id: "wep-average-power-stairs",
  level: 2,
  // A learner climbs at most 1 m vertically each second, so the time (s) is at least the height (m).
  draw: (r) => {
    const height = r.int(3, 12);
    return { mass: r.int(45, 80), height, time: r.int(Math.max(4, height), 2 * height + 6) };
  },
  build: ({ mass, height, time }) => {
    const w = mass * GRAVITY * height;
    const p = w / time;
    return {
      kind: "numeric",
      prompt: `A learner of mass ${num(mass)} kg runs up a flight of stairs, rising ${num(height)} m vertically in ${num(time)} s. Calculate the average power the learner develops against gravity. (Round to one decimal place.)`,
      answer: p,
      unit: "W",
      decimals: 1,
      hint: `Find the work done against gravity (the gain in ${EP}), then divide by the time: ${PAVE} = W ÷ Δt.`,
      solution: [
        `W = Δ${EP} = mgh = (${num(mass)})(${G})(${num(height)}) = ${num(w, 1)} J`,
        `${PAVE} = ${frac("W", "Δt")} = ${frac(num(w, 1), num(time))}`,
        `${PAVE} = ${fixed(p, 1)} W`,
      ],
    };
  },
  // P_ave = F·v_ave: the upward force equals the weight, at the average vertical speed h/Δt.
  check: ({ mass, height, time }) => mass * GRAVITY * (height / time),
};

const workEnergyTheorem: QuestionTemplate<{ mass: number; force: number; friction: number; distance: number }> = {
  id: "wep-work-energy-theorem",
  level: 2,
  draw: (r) => {
    const force = r.int(20, 90);
    return { mass: r.int(4, 25), force, friction: r.int(4, Math.floor(force / 2)), distance: r.int(2, 12) };
  },
  build: ({ mass, force, friction, distance }) => {
    const wnet = (force - friction) * distance;
    const v = Math.sqrt((2 * wnet) / mass);
    return {
      kind: "numeric",
      prompt: `A crate of mass ${num(mass)} kg is at rest on a rough horizontal floor. A horizontal force of ${num(force)} N pulls it ${num(distance)} m; the kinetic frictional force on it is ${num(friction)} N. Use the work–energy theorem to calculate the speed of the crate after ${num(distance)} m. (Round to two decimals.)`,
      answer: v,
      unit: "m·s⁻¹",
      decimals: 2,
      hint: `The net work done on the crate equals its change in kinetic energy: ${WNET} = Δ${EK}. Friction does negative work.`,
      solution: [
        `${WNET} = W(applied) + W(friction) = (${num(force)})(${num(distance)}) cos 0° + (${num(friction)})(${num(distance)}) cos 180° = ${num(wnet)} J`,
        `${WNET} = Δ${EK} = ½m${VF}² − ½m${VI}², with ${VI} = 0: ${num(wnet)} = ½(${num(mass)})${VF}²`,
        `${VF} = ${root(frac(`2 × ${num(wnet)}`, num(mass)))}`,
        `${VF} = ${fixed(v, 2)} m·s⁻¹`,
      ],
    };
  },
  // Newton's second law for the acceleration, then v_f² = v_i² + 2aΔx.
  check: ({ mass, force, friction, distance }) => {
    const a = (force - friction) / mass;
    return Math.sqrt(0 + 2 * a * distance);
  },
};

const inclineFriction: QuestionTemplate<{ mass: number; angle: number; length: number; share: number }> = {
  id: "wep-incline-non-conservative",
  level: 3,
  draw: (r) => ({
    mass: r.int(2, 20),
    angle: r.pick([20, 25, 30, 35, 40]),
    length: r.int(2, 10),
    share: r.pick([0.2, 0.3, 0.4, 0.5]),
  }),
  build: ({ mass, angle, length, share }) => {
    const friction = Math.max(1, Math.round(share * mass * GRAVITY * sinDeg(angle)));
    const h = length * sinDeg(angle);
    const loss = mass * GRAVITY * h - friction * length;
    const v = Math.sqrt((2 * loss) / mass);
    return {
      kind: "numeric",
      prompt: `A box of mass ${num(mass)} kg is released from rest at the top of a rough slope inclined at ${deg(angle)} to the horizontal. It slides ${num(length)} m down the slope to the bottom; the kinetic frictional force on it is ${num(friction)} N. Use energy principles to calculate its speed at the bottom of the slope. (Round to two decimals.)`,
      answer: v,
      unit: "m·s⁻¹",
      decimals: 2,
      hint: `Friction is a non-conservative force: ${WNC} = Δ${EK} + Δ${EP}. Find the vertical height the box drops first.`,
      solution: [
        `Vertical drop: h = Δx sin θ = ${num(length)} sin ${deg(angle)} = ${num(h, 3)} m`,
        `${WNC} = f Δx cos 180° = −(${num(friction)})(${num(length)}) = ${num(-friction * length)} J`,
        `${WNC} = Δ${EK} + Δ${EP}; the box starts at rest and ends at height 0, so ${WNC} = ½m${VF}² − mgh`,
        `${num(-friction * length)} = ½(${num(mass)})${VF}² − (${num(mass)})(${G})(${num(h, 3)})`,
        `½(${num(mass)})${VF}² = ${num(mass * GRAVITY * h, 2)} − ${num(friction * length)} = ${num(loss, 2)} J`,
        `${VF} = ${fixed(v, 2)} m·s⁻¹`,
      ],
    };
  },
  // Newton's second law along the slope: a = g sin θ − f/m, then v_f² = 2aΔx.
  check: ({ mass, angle, length, share }) => {
    const friction = Math.max(1, Math.round(share * mass * GRAVITY * sinDeg(angle)));
    const a = GRAVITY * Math.sin((angle * Math.PI) / 180) - friction / mass;
    return Math.sqrt(2 * a * length);
  },
};

const inclinePower: QuestionTemplate<{ mass: number; angle: number; speed: number; friction: number }> = {
  id: "wep-power-car-up-incline",
  level: 3,
  draw: (r) => ({
    mass: r.pick([900, 1000, 1100, 1200, 1300, 1400, 1500, 1600]),
    angle: r.pick([3, 4, 5, 6, 8, 10]),
    speed: r.int(10, 25),
    friction: r.pick([200, 250, 300, 400, 500, 600, 700, 800]),
  }),
  build: ({ mass, angle, speed, friction }) => {
    const parallel = mass * GRAVITY * sinDeg(angle);
    const drive = parallel + friction;
    const p = drive * speed;
    return {
      kind: "numeric",
      prompt: `A car of mass ${num(mass)} kg drives up a straight road inclined at ${deg(angle)} to the horizontal at a constant speed of ${num(speed)} m·s⁻¹. The total frictional force on the car is ${num(friction)} N. Calculate the average power the engine delivers. (Give the answer in watts, to at least three significant figures.)`,
      answer: p,
      unit: "W",
      hint: `At constant speed the net force is zero, so the driving force balances friction and the component of the weight down the slope. Then ${PAVE} = F${VAVE}.`,
      solution: [
        `Component of the weight down the slope: mg sin θ = (${num(mass)})(${G}) sin ${deg(angle)} = ${num(parallel, 2)} N`,
        `Constant speed, so ${FNET} = 0: F(engine) = mg sin θ + f = ${num(parallel, 2)} + ${num(friction)} = ${num(drive, 2)} N`,
        `${PAVE} = F${VAVE} = (${num(drive, 2)})(${num(speed)})`,
        `${PAVE} = ${num(p, 0)} W`,
      ],
    };
  },
  // Energy over 100 s: the work done raising the car plus the work against friction, divided by the time.
  check: ({ mass, angle, speed, friction }) => {
    const time = 100;
    const along = speed * time;
    const rise = along * Math.sin((angle * Math.PI) / 180);
    return (mass * GRAVITY * rise + friction * along) / time;
  },
};

// ───────────────────────────── Doppler effect ─────────────────────────────

const VEHICLES = ["An ambulance", "A police car", "A fire engine"] as const;

const sirenFrequency: QuestionTemplate<{ vehicle: number; fs: number; vs: number; away: number }> = {
  id: "doppler-moving-siren",
  level: 1,
  draw: (r) => ({ vehicle: r.int(0, 2), fs: r.int(12, 24) * 50, vs: r.int(10, 40), away: r.int(0, 1) }),
  build: ({ vehicle, fs, vs, away }) => {
    const fl = (V_SOUND / (V_SOUND + (away ? vs : -vs))) * fs;
    return {
      kind: "numeric",
      prompt: `${VEHICLES[vehicle]} with its siren sounding at ${num(fs)} Hz moves ${away ? "away from" : "towards"} a stationary listener at ${num(vs)} m·s⁻¹. The speed of sound in air is ${num(V_SOUND)} m·s⁻¹. Calculate the frequency the listener hears. (Round to the nearest whole number.)`,
      answer: fl,
      unit: "Hz",
      decimals: 0,
      hint: `Use ${FL} = ${frac(`v ± ${sub("v", "L")}`, `v ± ${VS}`)}${FS}; a source moving towards the listener makes the denominator smaller.`,
      solution: [
        `${FL} = ${frac("v", `v ${away ? "+" : "−"} ${VS}`)}${FS} (listener at rest; source moving ${away ? "away" : "towards the listener"})`,
        `${FL} = ${frac(num(V_SOUND), `${num(V_SOUND)} ${away ? "+" : "−"} ${num(vs)}`)} × ${num(fs)}`,
        `${FL} = ${fixed(fl, 0)} Hz`,
      ],
    };
  },
  // Through the wavelength: the waves ahead of (or behind) the source are squashed to λ = (v ∓ v_s)/f_s.
  check: ({ fs, vs, away }) => {
    const lambda = (V_SOUND + (away ? vs : -vs)) / fs;
    return V_SOUND / lambda;
  },
};

const sourceSpeed: QuestionTemplate<{ vehicle: number; fs: number; vs: number; away: number }> = {
  id: "doppler-speed-of-source",
  level: 2,
  draw: (r) => ({ vehicle: r.int(0, 2), fs: r.int(10, 24) * 50, vs: r.int(10, 40), away: r.int(0, 1) }),
  build: ({ vehicle, fs, vs, away }) => {
    const fl = Math.round((V_SOUND / (V_SOUND + (away ? vs : -vs))) * fs);
    const speed = away ? (V_SOUND * (fs - fl)) / fl : (V_SOUND * (fl - fs)) / fl;
    return {
      kind: "numeric",
      prompt: `${VEHICLES[vehicle]}'s siren emits sound at ${num(fs)} Hz. A stationary learner measures the frequency as ${num(fl)} Hz while the vehicle moves in a straight line ${away ? "away from" : "towards"} her. The speed of sound in air is ${num(V_SOUND)} m·s⁻¹. Calculate the speed of the vehicle. (Round to one decimal place.)`,
      answer: speed,
      unit: "m·s⁻¹",
      decimals: 1,
      hint: `Write ${FL} = ${frac("v", `v ± ${VS}`)}${FS} with the sign for a source moving ${away ? "away" : "towards the listener"}, then solve for ${VS}.`,
      solution: [
        `${FL} = ${frac("v", `v ${away ? "+" : "−"} ${VS}`)}${FS}: ${num(fl)} = ${frac(num(V_SOUND), `${num(V_SOUND)} ${away ? "+" : "−"} ${VS}`)} × ${num(fs)}`,
        `${num(V_SOUND)} ${away ? "+" : "−"} ${VS} = ${frac(`${num(V_SOUND)} × ${num(fs)}`, num(fl))} = ${num((V_SOUND * fs) / fl, 3)}`,
        `${VS} = ${fixed(speed, 1)} m·s⁻¹`,
      ],
    };
  },
  // A bisection on the speed: the Doppler frequency for each trial speed against the measured one.
  check: ({ fs, vs, away }) => {
    const fl = Math.round((V_SOUND / (V_SOUND + (away ? vs : -vs))) * fs);
    return bisectRoot((v) => (V_SOUND / (V_SOUND + (away ? v : -v))) * fs - fl, 0, 300);
  },
};

const approachAndRecede: QuestionTemplate<{ vehicle: number; fs: number; vs: number }> = {
  id: "doppler-approach-and-recede",
  level: 3,
  draw: (r) => ({ vehicle: r.int(0, 2), fs: r.int(10, 24) * 50, vs: r.int(12, 40) }),
  build: ({ vehicle, fs, vs }) => {
    const f1 = Math.round((V_SOUND / (V_SOUND - vs)) * fs);
    const f2 = Math.round((V_SOUND / (V_SOUND + vs)) * fs);
    const speed = (V_SOUND * (f1 - f2)) / (f1 + f2);
    return {
      kind: "numeric",
      prompt: `${VEHICLES[vehicle]} drives past a learner standing next to the road at a constant speed, its siren sounding. The learner hears a frequency of ${num(f1)} Hz as it approaches and ${num(f2)} Hz as it moves away. The speed of sound in air is ${num(V_SOUND)} m·s⁻¹. Calculate the speed of the vehicle. (Round to one decimal place.)`,
      answer: speed,
      unit: "m·s⁻¹",
      decimals: 1,
      hint: `Write the Doppler equation twice, once approaching (v − ${VS}) and once receding (v + ${VS}), with the same unknown source frequency; divide one by the other.`,
      solution: [
        `Approaching: ${num(f1)} = ${frac(num(V_SOUND), `${num(V_SOUND)} − ${VS}`)}${FS}; moving away: ${num(f2)} = ${frac(num(V_SOUND), `${num(V_SOUND)} + ${VS}`)}${FS}`,
        `Divide: ${frac(num(f1), num(f2))} = ${frac(`${num(V_SOUND)} + ${VS}`, `${num(V_SOUND)} − ${VS}`)}`,
        `${num(f1)}(${num(V_SOUND)} − ${VS}) = ${num(f2)}(${num(V_SOUND)} + ${VS}), so ${num(f1 + f2)}${VS} = ${num(V_SOUND)}(${num(f1)} − ${num(f2)})`,
        `${VS} = ${frac(`${num(V_SOUND)} × ${num(f1 - f2)}`, num(f1 + f2))}`,
        `${VS} = ${fixed(speed, 1)} m·s⁻¹`,
      ],
    };
  },
  // A bisection on the speed: the ratio of the two heard frequencies, (v + v_s)/(v − v_s), as measured.
  check: ({ fs, vs }) => {
    const f1 = Math.round((V_SOUND / (V_SOUND - vs)) * fs);
    const f2 = Math.round((V_SOUND / (V_SOUND + vs)) * fs);
    return bisectRoot((v) => (V_SOUND + v) / (V_SOUND - v) - f1 / f2, 0, 300);
  },
};

const SPECTRAL_LINES = [656, 486, 434] as const; // hydrogen lines, nm
const AWAY_RED = "The galaxy is moving away from Earth: its light shows a red shift.";
const TOWARDS_BLUE = "The galaxy is moving towards Earth: its light shows a blue shift.";
const SHIFT_CHOICES = [
  AWAY_RED,
  TOWARDS_BLUE,
  "The galaxy is moving away from Earth: its light shows a blue shift.",
  "The galaxy is moving towards Earth: its light shows a red shift.",
];

const redShift: QuestionTemplate<{ line: number; shift: number; longer: number; order: number }> = {
  id: "doppler-red-shift",
  level: 2,
  draw: (r) => ({
    line: r.int(0, SPECTRAL_LINES.length - 1),
    shift: r.int(3, 40),
    longer: r.pick([1, 1, 0]),
    order: r.int(0, 3),
  }),
  build: ({ line, shift, longer, order }) => {
    const lab = SPECTRAL_LINES[line];
    const seen = lab + (longer ? shift : -shift);
    const right = longer ? AWAY_RED : TOWARDS_BLUE;
    return {
      kind: "choice",
      prompt: `A line in the spectrum of hydrogen has a wavelength of ${num(lab)} nm when it is measured in a laboratory. In the light from a distant galaxy the same line is measured at ${num(seen)} nm. What does this tell us about the galaxy?`,
      ...rotatedChoices(SHIFT_CHOICES, order, right),
      hint: "A source moving away from the observer stretches the waves that reach the observer: a longer wavelength means a lower frequency, towards the red end of the spectrum.",
      solution: [
        `The observed wavelength is ${longer ? "longer" : "shorter"} than in the laboratory (${num(seen)} nm against ${num(lab)} nm), so the observed frequency is ${longer ? "lower" : "higher"}.`,
        longer
          ? "A lower observed frequency means the source is moving away (Doppler effect); for light this shift towards the red end is called a red shift."
          : "A higher observed frequency means the source is moving towards the observer; for light this shift towards the violet end is a blue shift.",
        `The answer: ${right}`,
      ],
    };
  },
  // Compares the frequencies f = c/λ instead of the wavelengths.
  check: ({ line, shift, longer }) => {
    const lab = SPECTRAL_LINES[line] * 1e-9;
    const seen = lab + (longer ? shift : -shift) * 1e-9;
    return LIGHT_SPEED / seen < LIGHT_SPEED / lab ? AWAY_RED : TOWARDS_BLUE;
  },
};

// ───────────────────────────── Electric circuits ─────────────────────────────

const EMFS = [1.5, 3, 4.5, 6, 9, 12] as const;
const INTERNAL = [0.2, 0.5, 1, 1.5, 2] as const;

const emfCurrent: QuestionTemplate<{ emf: number; r: number; load: number }> = {
  id: "circuits-current-with-internal-resistance",
  level: 1,
  draw: (r) => ({ emf: r.pick(EMFS), r: r.pick(INTERNAL), load: r.int(2, 20) }),
  build: ({ emf, r, load }) => {
    const current = emf / (load + r);
    return {
      kind: "numeric",
      prompt: `A battery with an emf of ${num(emf)} V and an internal resistance of ${num(r)} Ω is connected to ${withArticle(load)} Ω resistor. Calculate the current in the circuit. (Give the answer to three significant figures.)`,
      answer: current,
      unit: "A",
      shown: `${significant(current)} A`,
      hint: "The internal resistance is in series with the external resistor: ε = I(R + r).",
      solution: [
        "ε = I(R + r)",
        `${num(emf)} = I(${num(load)} + ${num(r)})`,
        `I = ${frac(num(emf), num(load + r))} = ${significant(current)} A`,
      ],
    };
  },
  // The external resistor's share of the emf (a voltage divider) is the terminal pd; then I = V/R.
  check: ({ emf, r, load }) => {
    const terminal = (emf * load) / (load + r);
    return terminal / load;
  },
};

/** Meter readings rounded to two decimals, as a learner reads them off the meters. */
function meterReadings(emf: number, r: number, load: number) {
  const current = Math.round((emf / (load + r)) * 100) / 100;
  const terminal = Math.round((emf - current * r) * 100) / 100;
  return { current, terminal };
}

const internalResistance: QuestionTemplate<{ emf: number; r: number; load: number }> = {
  id: "circuits-find-internal-resistance",
  level: 2,
  draw: (r) => ({ emf: r.pick([6, 9, 12]), r: r.pick([0.5, 0.8, 1, 1.2, 1.5, 2]), load: r.int(3, 15) }),
  build: ({ emf, r, load }) => {
    const { current, terminal } = meterReadings(emf, r, load);
    const lost = emf - terminal;
    const answer = lost / current;
    return {
      kind: "numeric",
      prompt: `A high-resistance voltmeter connected across a battery reads ${num(emf)} V when the switch in the external circuit is open. When the switch is closed the voltmeter reads ${num(terminal)} V and an ammeter in series with the battery reads ${num(current)} A. Calculate the internal resistance of the battery. (Round to two decimals.)`,
      answer,
      unit: "Ω",
      decimals: 2,
      hint: "With the switch open the voltmeter reads the emf. With it closed, the difference between the emf and the terminal potential difference is the 'lost volts' across the internal resistance: ε − V = Ir.",
      solution: [
        `ε = ${num(emf)} V (switch open); terminal potential difference V = ${num(terminal)} V; I = ${num(current)} A`,
        `Lost volts: Ir = ε − V = ${num(emf)} − ${num(terminal)} = ${num(lost, 2)} V`,
        `r = ${frac(num(lost, 2), num(current))}`,
        `r = ${fixed(answer, 2)} Ω`,
      ],
    };
  },
  // The external resistance from the closed-circuit readings, then r = ε/I − R.
  check: ({ emf, r, load }) => {
    const { current, terminal } = meterReadings(emf, r, load);
    const external = terminal / current;
    return emf / current - external;
  },
};

const terminalPdConcept = conceptQuestion({
  id: "circuits-terminal-pd-parallel-resistor",
  level: 2,
  prompt:
    "A battery with internal resistance is connected to a resistor, and a voltmeter is connected across the battery's terminals. A second resistor is now connected in parallel with the first. What happens to the voltmeter reading, and why?",
  choices: [
    "It decreases: the total resistance decreases, the current increases, so more potential difference is lost across the internal resistance.",
    "It increases: the total resistance decreases, so the battery delivers a larger potential difference.",
    "It stays the same: the emf of the battery does not change.",
    "It decreases: the emf of the battery decreases when more current is drawn.",
  ],
  hint: "Think about what happens to the total external resistance and the current, and then to the 'lost volts' Ir. The emf itself does not change.",
  explanation: [
    "Adding a resistor in parallel lowers the external resistance, so the total resistance (R + r) is smaller and the current I = ε ÷ (R + r) is larger.",
    "The terminal potential difference is V = ε − Ir: with a larger current, more potential difference is lost inside the battery, so the voltmeter reads less.",
  ],
});

const PARALLEL_PAIRS = [
  [6, 3],
  [4, 4],
  [12, 6],
  [6, 6],
  [20, 5],
  [10, 15],
  [12, 4],
  [8, 8],
  [3, 6],
] as const;
const SERIES_PARALLEL_ASKS = [
  "the current in R₃",
  "the reading on a voltmeter connected across the battery's terminals",
  "the potential difference across R₁",
] as const;

const seriesParallel: QuestionTemplate<{ emf: number; r: number; r1: number; pair: number; ask: number }> = {
  id: "circuits-series-parallel-network",
  level: 3,
  draw: (r) => ({
    emf: r.pick([6, 9, 12, 18, 24]),
    r: r.pick([0.5, 1, 1.5, 2]),
    r1: r.int(2, 10),
    pair: r.int(0, PARALLEL_PAIRS.length - 1),
    ask: r.int(0, 2),
  }),
  build: ({ emf, r, r1, pair, ask }) => {
    const [r2, r3] = PARALLEL_PAIRS[pair];
    const rp = (r2 * r3) / (r2 + r3);
    const total = r1 + rp + r;
    const current = emf / total;
    const vp = current * rp;
    const answers = [vp / r3, emf - current * r, current * r1];
    const answer = answers[ask];
    const units = ["A", "V", "V"];
    const last = [
      [
        `${sub("V", "p")} = I${RP} = (${sigFigs(current, 5)})(${sigFigs(rp, 4)}) = ${sigFigs(vp, 4)} V`,
        `I₃ = ${frac(sub("V", "p"), "R₃")} = ${frac(sigFigs(vp, 4), num(r3))}`,
        `I₃ = ${significant(answer)} A`,
      ],
      [
        `Lost volts: Ir = (${sigFigs(current, 5)})(${num(r)}) = ${sigFigs(current * r, 4)} V`,
        `V(terminal) = ε − Ir = ${num(emf)} − ${sigFigs(current * r, 4)}`,
        `V(terminal) = ${significant(answer)} V`,
      ],
      [`V₁ = IR₁ = (${sigFigs(current, 5)})(${num(r1)})`, `V₁ = ${significant(answer)} V`],
    ][ask];
    return {
      kind: "numeric",
      prompt: `A battery with an emf of ${num(emf)} V and an internal resistance of ${num(r)} Ω is connected to an external circuit: resistor R₁ = ${num(r1)} Ω in series with resistors R₂ = ${num(r2)} Ω and R₃ = ${num(r3)} Ω, which are connected in parallel with each other. Calculate ${SERIES_PARALLEL_ASKS[ask]}. (Give the answer to three significant figures.)`,
      answer,
      unit: units[ask],
      shown: `${significant(answer)} ${units[ask]}`,
      hint: "Replace the parallel pair by its equivalent resistance, add the series resistor and the internal resistance, and find the total current with ε = I(R + r). Then work out the part the question asks for.",
      solution: [
        `R₂ and R₃ in parallel: ${frac(1, RP)} = ${frac(1, num(r2))} + ${frac(1, num(r3))}, so ${RP} = ${sigFigs(rp, 4)} Ω`,
        `Total resistance: R₁ + ${RP} + r = ${num(r1)} + ${sigFigs(rp, 4)} + ${num(r)} = ${sigFigs(total, 4)} Ω`,
        `I = ${frac("ε", "R + r")} = ${frac(num(emf), sigFigs(total, 4))} = ${sigFigs(current, 5)} A`,
        ...last,
      ],
    };
  },
  // Nodal analysis: the current into the parallel node, (ε − V_p)/(R₁ + r), equals the currents out, V_p/R₂ + V_p/R₃.
  check: ({ emf, r, r1, pair, ask }) => {
    const [r2, r3] = PARALLEL_PAIRS[pair];
    const series = r1 + r;
    const vp = emf / series / (1 / series + 1 / r2 + 1 / r3);
    const current = vp / r2 + vp / r3;
    return [vp / r3, emf - current * r, current * r1][ask];
  },
};

// ───────────────────────────── Electrodynamics ─────────────────────────────

const MACHINES = ["an AC generator", "a DC generator", "a DC motor", "an AC motor"] as const;
const MACHINE_CHOICES = [
  "Mechanical energy → electrical energy; slip rings",
  "Mechanical energy → electrical energy; a split-ring commutator",
  "Electrical energy → mechanical energy; a split-ring commutator",
  "Electrical energy → mechanical energy; slip rings",
];

const machineParts: QuestionTemplate<{ machine: number; order: number }> = {
  id: "electrodynamics-generator-or-motor",
  level: 1,
  draw: (r) => ({ machine: r.int(0, MACHINES.length - 1), order: r.int(0, 3) }),
  build: ({ machine, order }) => {
    const right = MACHINE_CHOICES[machine];
    const generator = machine < 2;
    const ac = machine === 0 || machine === 3;
    return {
      kind: "choice",
      prompt: `Which answer gives the energy conversion in ${MACHINES[machine]}, and the part that connects its rotating coil to the external circuit?`,
      ...rotatedChoices(MACHINE_CHOICES, order, right),
      hint: "A generator is turned to produce electricity and a motor uses electricity to turn. Slip rings keep each end of the coil on the same brush; a split ring swaps them every half turn.",
      solution: [
        generator
          ? "A generator converts the mechanical (kinetic) energy of the turning coil into electrical energy (electromagnetic induction)."
          : "A motor converts electrical energy into mechanical (kinetic) energy: a current-carrying coil in a magnetic field experiences a turning force.",
        ac
          ? "In an AC machine slip rings connect the coil to the circuit, so the current in the external circuit alternates with the coil."
          : "In a DC machine a split-ring commutator reverses the connections every half turn, so the current in the external circuit keeps one direction (in a motor, so the coil keeps turning one way).",
        `The answer: ${right}`,
      ],
    };
  },
  // Built from the machine's two properties separately: what it does (generator or motor), and AC or DC.
  check: ({ machine }) => {
    const name = MACHINES[machine];
    const conversion = name.includes("generator")
      ? "Mechanical energy → electrical energy"
      : "Electrical energy → mechanical energy";
    const part = name.includes("AC") ? "slip rings" : "a split-ring commutator";
    return `${conversion}; ${part}`;
  },
};

/** √(mean of sin²) over one period, by sampling 360 equally spaced instants: 1/√2. */
function sampledRmsFactor(): number {
  let sum = 0;
  for (let i = 0; i < 360; i += 1) sum += Math.sin((2 * Math.PI * i) / 360) ** 2;
  return Math.sqrt(sum / 360);
}

const rmsValue: QuestionTemplate<{ peak: number; ask: number }> = {
  id: "electrodynamics-rms-and-peak",
  level: 1,
  draw: (r) => ({ peak: r.int(10, 340), ask: r.int(0, 2) }),
  build: ({ peak, ask }) => {
    if (ask === 1) {
      // Given the rms value, find the peak.
      const vmax = peak * Math.SQRT2;
      return {
        kind: "numeric",
        prompt: `An AC supply has an rms potential difference of ${num(peak)} V. Calculate its maximum (peak) potential difference. (Round to two decimals.)`,
        answer: vmax,
        unit: "V",
        decimals: 2,
        hint: `The rms value is the peak value divided by √2: ${VRMS} = ${frac(VMAX, root(2))}.`,
        solution: [
          `${VRMS} = ${frac(VMAX, root(2))}, so ${VMAX} = ${root(2)} × ${VRMS}`,
          `${VMAX} = ${root(2)} × ${num(peak)}`,
          `${VMAX} = ${fixed(vmax, 2)} V`,
        ],
      };
    }
    const [symbol, peakSymbol, unit, what] =
      ask === 0 ? [VRMS, VMAX, "V", "potential difference"] : [IRMS, IMAX, "A", "current"];
    const value = ask === 0 ? peak : peak / 10;
    const rms = value / Math.SQRT2;
    return {
      kind: "numeric",
      prompt: `The maximum (peak) ${what} of an alternating ${ask === 0 ? "supply" : "current in a resistor"} is ${num(value)} ${unit}. Calculate the rms ${what}. (Round to two decimals.)`,
      answer: rms,
      unit,
      decimals: 2,
      hint: `The rms value of a sinusoidal alternating ${what} is the peak value divided by √2.`,
      solution: [
        `${symbol} = ${frac(peakSymbol, root(2))}`,
        `${symbol} = ${frac(num(value), root(2))}`,
        `${symbol} = ${fixed(rms, 2)} ${unit}`,
      ],
    };
  },
  // The rms value by its definition: the square root of the mean square, sampled over one period.
  check: ({ peak, ask }) => {
    const factor = sampledRmsFactor();
    if (ask === 1) return peak / factor;
    return (ask === 0 ? peak : peak / 10) * factor;
  },
};

const averagePower: QuestionTemplate<{ vmax: number; resistance: number }> = {
  id: "electrodynamics-average-power",
  level: 2,
  draw: (r) => ({ vmax: r.int(12, 340), resistance: r.int(5, 100) }),
  build: ({ vmax, resistance }) => {
    const vrms = vmax / Math.SQRT2;
    const irms = vrms / resistance;
    const p = vrms * irms;
    return {
      kind: "numeric",
      prompt: `An AC source with a maximum potential difference of ${num(vmax)} V is connected to ${withArticle(resistance)} Ω resistor. Calculate the average power dissipated in the resistor. (Round to two decimals.)`,
      answer: p,
      unit: "W",
      decimals: 2,
      hint: `Average power uses rms values: find ${VRMS} from the peak value, then ${IRMS}, then ${PAVE} = ${VRMS}${IRMS} (which is also ${frac(`${VRMS}²`, "R")}).`,
      solution: [
        `${VRMS} = ${frac(VMAX, root(2))} = ${frac(num(vmax), root(2))} = ${num(vrms, 3)} V`,
        `${IRMS} = ${frac(VRMS, "R")} = ${frac(num(vrms, 3), num(resistance))} = ${num(irms, 4)} A`,
        `${PAVE} = ${VRMS}${IRMS} = ${frac(`${VRMS}²`, "R")}, and ${VRMS}² = ${frac(`${VMAX}²`, 2)} exactly: ${PAVE} = ${frac(`${num(vmax)}²`, `2 × ${num(resistance)}`)}`,
        `${PAVE} = ${fixed(p, 2)} W`,
      ],
    };
  },
  // The mean of the instantaneous power v²/R = (V_max sin ωt)²/R, sampled over one period.
  check: ({ vmax, resistance }) => {
    let sum = 0;
    for (let i = 0; i < 1000; i += 1) sum += (vmax * Math.sin((2 * Math.PI * i) / 1000)) ** 2 / resistance;
    return sum / 1000;
  },
};

const APPLIANCES = [
  ["kettle", 2000],
  ["heater", 1500],
  ["steam iron", 1200],
  ["toaster", 800],
  ["hair dryer", 1800],
  ["microwave oven", 1100],
] as const;
const MAINS = 230;

const appliance: QuestionTemplate<{ item: number; ask: number; generator: number }> = {
  id: "electrodynamics-appliance-peak-current",
  level: 3,
  draw: (r) => ({
    item: r.int(0, APPLIANCES.length - 1),
    ask: r.int(0, 1),
    generator: r.pick([200, 220, 250, 260, 280, 300]),
  }),
  build: ({ item, ask, generator }) => {
    const [name, rated] = APPLIANCES[item];
    const irms = rated / MAINS;
    if (ask === 0) {
      const imax = irms * Math.SQRT2;
      return {
        kind: "numeric",
        prompt: `A ${name} is rated at ${num(rated)} W when connected to the ${num(MAINS)} V (rms) mains. Calculate the maximum (peak) current in the ${name}. (Round to two decimals.)`,
        answer: imax,
        unit: "A",
        decimals: 2,
        hint: `The rating is the average power: ${PAVE} = ${VRMS}${IRMS}. Find ${IRMS}, then the peak current is √2 times larger.`,
        solution: [
          `${PAVE} = ${VRMS}${IRMS}: ${num(rated)} = ${num(MAINS)}${IRMS}`,
          `${IRMS} = ${frac(num(rated), num(MAINS))} = ${num(irms, 3)} A`,
          `${IMAX} = ${root(2)} × ${IRMS} = ${root(2)} × ${num(irms, 3)}`,
          `${IMAX} = ${fixed(imax, 2)} A`,
        ],
      };
    }
    const resistance = (MAINS * MAINS) / rated;
    const vrms = generator / Math.SQRT2;
    const p = (vrms * vrms) / resistance;
    return {
      kind: "numeric",
      prompt: `A ${name} is rated at ${num(rated)} W when connected to the ${num(MAINS)} V (rms) mains. During load-shedding it is connected to a generator whose maximum (peak) potential difference is ${num(generator)} V. Assume the ${name}'s resistance does not change. Calculate the average power it now delivers. (Round to one decimal place.)`,
      answer: p,
      unit: "W",
      decimals: 1,
      hint: `Find the ${name}'s resistance from its rating (${PAVE} = ${frac(`${VRMS}²`, "R")}), change the generator's peak value into an rms value, and use the same formula again.`,
      solution: [
        `R = ${frac(`${VRMS}²`, PAVE)} = ${frac(`${num(MAINS)}²`, num(rated))} = ${num(resistance, 3)} Ω`,
        `Generator: ${VRMS} = ${frac(VMAX, root(2))} = ${frac(num(generator), root(2))} = ${num(vrms, 3)} V`,
        `${PAVE} = ${frac(`${VRMS}²`, "R")} = ${frac(`${num(vrms, 3)}²`, num(resistance, 3))}`,
        `${PAVE} = ${fixed(p, 1)} W`,
      ],
    };
  },
  // Peak current: R from the rating, then I_max = V_max/R. Generator: power scales as the square of the rms voltage.
  check: ({ item, ask, generator }) => {
    const rated = APPLIANCES[item][1];
    if (ask === 0) {
      const resistance = (MAINS * MAINS) / rated;
      return (MAINS * Math.sqrt(2)) / resistance;
    }
    return (rated * (generator * generator)) / (2 * MAINS * MAINS);
  },
};

// ───────────────────────────── Optical phenomena ─────────────────────────────

const workFunction: QuestionTemplate<{ tenths: number }> = {
  id: "photoelectric-work-function",
  level: 1,
  draw: (r) => ({ tenths: r.int(45, 110) }),
  build: ({ tenths }) => {
    const f0 = (tenths / 10) * 1e14;
    const w0 = PLANCK * f0;
    return {
      kind: "numeric",
      prompt: `The threshold frequency of a metal is ${sci(f0, 2)} Hz. Calculate the work function of the metal.`,
      answer: w0,
      unit: "J",
      hint: "The work function is the energy of a photon at the threshold frequency: W₀ = hf₀.",
      solution: ["W₀ = hf₀", `W₀ = (${sci(PLANCK, 3)})(${sci(f0, 2)})`, `W₀ = ${sci(w0, 3)} J`],
    };
  },
  // Through the threshold wavelength: λ₀ = c/f₀, then W₀ = hc/λ₀.
  check: ({ tenths }) => {
    const lambda0 = LIGHT_SPEED / ((tenths / 10) * 1e14);
    return (PLANCK * LIGHT_SPEED) / lambda0;
  },
};

const thresholdFrequency: QuestionTemplate<{ tenths: number }> = {
  id: "photoelectric-threshold-frequency",
  level: 2,
  draw: (r) => ({ tenths: r.int(19, 55) }),
  build: ({ tenths }) => {
    const ev = tenths / 10;
    const joules = ev * ELECTRON_CHARGE;
    const f0 = joules / PLANCK;
    return {
      kind: "numeric",
      prompt: `The work function of a metal is ${num(ev)} eV. Calculate the threshold frequency of the metal.`,
      answer: f0,
      unit: "Hz",
      hint: "Change the work function from electronvolts to joules (1 eV = 1,6 × 10⁻¹⁹ J), then use W₀ = hf₀.",
      solution: [
        `W₀ = ${num(ev)} × ${sci(ELECTRON_CHARGE, 2)} = ${sci(joules, 3)} J`,
        `W₀ = hf₀, so f₀ = ${frac("W₀", "h")} = ${frac(sci(joules, 3), sci(PLANCK, 3))}`,
        `f₀ = ${sci(f0, 3)} Hz`,
      ],
    };
  },
  // Through the threshold wavelength: λ₀ = hc/W₀, then f₀ = c/λ₀.
  check: ({ tenths }) => {
    const lambda0 = (PLANCK * LIGHT_SPEED) / ((tenths / 10) * ELECTRON_CHARGE);
    return LIGHT_SPEED / lambda0;
  },
};

/** The work function shown in the question, to two significant figures. */
function shownWorkFunction(nm: number, share: number): number {
  const photon = (PLANCK * LIGHT_SPEED) / (nm * 1e-9);
  return Number((share * photon).toPrecision(2));
}

const maxKineticEnergy: QuestionTemplate<{ nm: number; share: number }> = {
  id: "photoelectric-max-kinetic-energy",
  level: 2,
  draw: (r) => ({ nm: r.int(20, 45) * 10, share: r.pick([0.4, 0.5, 0.6, 0.7, 0.8]) }),
  build: ({ nm, share }) => {
    const photon = (PLANCK * LIGHT_SPEED) / (nm * 1e-9);
    const w0 = shownWorkFunction(nm, share);
    const ek = photon - w0;
    return {
      kind: "numeric",
      prompt: `Light of wavelength ${num(nm)} nm shines on a metal whose work function is ${sci(w0, 2)} J. Calculate the maximum kinetic energy of the photoelectrons emitted.`,
      answer: ek,
      unit: "J",
      hint: `The photon's energy goes into freeing the electron (W₀) and its kinetic energy: ${frac("hc", "λ")} = W₀ + ${EKMAX}. Change nm to m first.`,
      solution: [
        `E(photon) = ${frac("hc", "λ")} = ${frac(`(${sci(PLANCK, 3)})(${sci(LIGHT_SPEED, 2)})`, sci(nm * 1e-9, 2))} = ${sci(photon, 3)} J`,
        `E = W₀ + ${EKMAX}, so ${EKMAX} = ${sci(photon, 3)} − ${sci(w0, 2)}`,
        `${EKMAX} = ${sci(ek, 3)} J`,
      ],
    };
  },
  // With frequencies: f = c/λ and f₀ = W₀/h, then E_k(max) = h(f − f₀).
  check: ({ nm, share }) => {
    const f = LIGHT_SPEED / (nm * 1e-9);
    const f0 = shownWorkFunction(nm, share) / PLANCK;
    return PLANCK * (f - f0);
  },
};

/** The threshold frequency shown in the question, to two significant figures. */
function shownThreshold(nm: number, share: number): number {
  const f = LIGHT_SPEED / (nm * 1e-9);
  return Number((share * f).toPrecision(2));
}

const maxSpeed: QuestionTemplate<{ nm: number; share: number }> = {
  id: "photoelectric-max-speed",
  level: 3,
  // Ultraviolet: 150 nm to 380 nm, below the violet end of the visible spectrum.
  draw: (r) => ({ nm: r.int(15, 38) * 10, share: r.pick([0.4, 0.5, 0.6, 0.7, 0.8]) }),
  build: ({ nm, share }) => {
    const photon = (PLANCK * LIGHT_SPEED) / (nm * 1e-9);
    const f0 = shownThreshold(nm, share);
    const w0 = PLANCK * f0;
    const ek = photon - w0;
    const v = Math.sqrt((2 * ek) / ELECTRON_MASS);
    return {
      kind: "numeric",
      prompt: `Ultraviolet light of wavelength ${num(nm)} nm shines on a clean metal surface whose threshold frequency is ${sci(f0, 2)} Hz. Calculate the maximum speed of the photoelectrons emitted.`,
      answer: v,
      unit: "m·s⁻¹",
      hint: `Use hf = W₀ + ${EKMAX} with W₀ = hf₀ and f = c/λ; then ${EKMAX} = ½m${sub("v", "max")}² with the mass of an electron.`,
      solution: [
        `E(photon) = ${frac("hc", "λ")} = ${frac(`(${sci(PLANCK, 3)})(${sci(LIGHT_SPEED, 2)})`, sci(nm * 1e-9, 2))} = ${sci(photon, 3)} J`,
        `W₀ = hf₀ = (${sci(PLANCK, 3)})(${sci(f0, 2)}) = ${sci(w0, 3)} J`,
        `${EKMAX} = E − W₀ = ${sci(photon, 3)} − ${sci(w0, 3)} = ${sci(ek, 3)} J`,
        `½m${sub("v", "max")}² = ${EKMAX}: ${sub("v", "max")} = ${root(frac(`2 × ${sci(ek, 3)}`, sci(ELECTRON_MASS, 3)))}`,
        `${sub("v", "max")} = ${sci(v, 3)} m·s⁻¹`,
      ],
    };
  },
  // From the frequency difference: E_k(max) = h(f − f₀) with f = c/λ, then v = √(2E_k/m).
  check: ({ nm, share }) => {
    const df = LIGHT_SPEED / (nm * 1e-9) - shownThreshold(nm, share);
    return Math.sqrt((2 * PLANCK * df) / ELECTRON_MASS);
  },
};

const EMISSION = "An emission (line) spectrum";
const ABSORPTION = "An absorption (line) spectrum";
const CONTINUOUS = "A continuous spectrum";
const SPECTRUM_CHOICES = [EMISSION, ABSORPTION, CONTINUOUS];
const SPECTRUM_SCENES = [
  "Light from a hot gas at low pressure in a discharge tube is viewed through a spectroscope. Only a few bright, coloured lines are seen on a dark background.",
  "White light passes through a cool gas and then through a spectroscope. A band of all the colours is seen, crossed by a few dark lines.",
  "Light from the glowing filament of an old incandescent light bulb (a hot solid) is viewed through a spectroscope. An unbroken band of colours from red to violet is seen.",
] as const;

const spectrumType: QuestionTemplate<{ scene: number; order: number }> = {
  id: "optical-emission-or-absorption-spectrum",
  level: 1,
  draw: (r) => ({ scene: r.int(0, 2), order: r.int(0, 2) }),
  build: ({ scene, order }) => {
    const right = SPECTRUM_CHOICES[scene];
    return {
      kind: "choice",
      prompt: `${SPECTRUM_SCENES[scene]} What kind of spectrum is this?`,
      ...rotatedChoices(SPECTRUM_CHOICES, order, right),
      hint: "Bright lines come from atoms giving out photons of particular energies; dark lines are the particular energies taken out of white light by atoms in a cooler gas.",
      solution: [
        [
          "Excited atoms in the gas fall to lower energy levels and emit photons of only certain energies (E = hf), so only certain colours appear as bright lines.",
          "Atoms in the cool gas absorb photons whose energies match the differences between their energy levels, so those colours are missing from the white light: dark lines.",
          "A hot solid gives out light of all wavelengths, so the colours merge into one unbroken band.",
        ][scene],
        `The answer: ${right}`,
      ],
    };
  },
  // Read from the two features of the scene: are there lines at all, and are they dark?
  check: ({ scene }) => {
    const text = SPECTRUM_SCENES[scene];
    if (text.includes("unbroken")) return CONTINUOUS;
    return text.includes("dark lines") ? ABSORPTION : EMISSION;
  },
};

const intensityConcept = conceptQuestion({
  id: "photoelectric-intensity-effect",
  level: 2,
  prompt:
    "Light of a frequency above the threshold frequency shines on a metal, and photoelectrons are emitted. The intensity (brightness) of the light is increased; its frequency stays the same. What happens?",
  choices: [
    "More photoelectrons are emitted per second; their maximum kinetic energy stays the same.",
    "The photoelectrons are emitted with a greater maximum kinetic energy; their number stays the same.",
    "More photoelectrons are emitted per second, and each has a greater maximum kinetic energy.",
    "Nothing changes: only the frequency affects the photoelectric effect.",
  ],
  hint: "Think of light as photons: what does a brighter beam of the same colour contain more of, and does each photon carry more energy?",
  explanation: [
    "A more intense beam of the same frequency carries more photons per second, but each photon still has the same energy E = hf.",
    `Each photon frees at most one electron, so more electrons are emitted per second (a larger photocurrent); since hf and W₀ are unchanged, ${EKMAX} = hf − W₀ is unchanged.`,
  ],
});

// ───────────────────────────── The topics ─────────────────────────────

export const PHYSICS_GRADE_12: Topic[] = [
  {
    id: "science-12-momentum-and-impulse",
    subject: "physical-sciences",
    grade: 12,
    term: 1,
    title: "Momentum and impulse",
    explanation: [
      "Momentum is the product of an object's mass and its velocity, p = mv, measured in kg·m·s⁻¹. It is a vector, so choose a positive direction and give every velocity its sign: a ball of 0,2 kg moving at 5 m·s⁻¹ towards a wall that bounces back at 3 m·s⁻¹ has Δp = (0,2)(−3) − (0,2)(5) = −1,6 kg·m·s⁻¹ (towards the wall positive).",
      `Newton's second law in terms of momentum: the net force on an object equals the rate of change of its momentum, ${FNET} = Δp ÷ Δt. The product ${FNET}Δt is the impulse, so impulse = change in momentum. Spreading a collision over a longer time (airbags, crumple zones, bending your knees) makes the force smaller for the same change in momentum.`,
      "In an isolated system (no external net force) the total linear momentum stays the same: Σp(before) = Σp(after). Use it to find a velocity after a collision or an explosion.",
      "A collision is elastic if the total kinetic energy is the same before and after; if some kinetic energy becomes heat, sound or deformation, it is inelastic. Momentum is conserved in both kinds, so only a kinetic energy calculation tells them apart.",
    ],
    questions: [momentumOfBody, reboundChange, crashForce, stickTogether, cricketForce, elasticOrNot],
  },
  {
    id: "science-12-vertical-projectile-motion",
    subject: "physical-sciences",
    grade: 12,
    term: 1,
    title: "Vertical projectile motion",
    explanation: [
      `A projectile moving vertically with no air resistance has a constant acceleration of g = ${G} m·s⁻² downwards, whether it is going up, at the top or coming down. Choose upwards or downwards as positive at the start and keep to it: the signs of ${VI}, a and Δy follow from that choice.`,
      `The equations of motion apply: ${VF} = ${VI} + aΔt, Δy = ${VI}Δt + ½aΔt², ${VF}² = ${VI}² + 2aΔy and Δy = ½(${VI} + ${VF})Δt. At the maximum height the velocity is zero for an instant.`,
      `Example: a ball thrown up at 14,7 m·s⁻¹ (upwards positive) reaches the top when 0 = 14,7 − ${G}Δt, after 1,5 s. The motion is symmetrical: it takes as long to come back down to the same height and arrives at 14,7 m·s⁻¹ downwards.`,
    ],
    questions: [timeToTop, maxHeight, velocityAfter, cliffFlight],
  },
  {
    id: "science-12-work-energy-and-power",
    subject: "physical-sciences",
    grade: 12,
    term: 2,
    title: "Work, energy and power",
    explanation: [
      "The work done on an object by a constant force is W = FΔx cos θ, where θ is the angle between the force and the displacement. Work is a scalar measured in joules; a force opposite to the motion (friction) does negative work, and a force perpendicular to the motion (the normal force on a level floor) does none.",
      `The work–energy theorem: the net work done on an object equals its change in kinetic energy, ${WNET} = Δ${EK}. For example, a net force of 20 N over 5 m gives a 4 kg trolley at rest 100 J of kinetic energy, so ½(4)${VF}² = 100 and ${VF} ≈ 7,07 m·s⁻¹.`,
      `When non-conservative forces such as friction or an applied push act, ${WNC} = Δ${EK} + Δ${EP}; when only gravity acts, mechanical energy is conserved.`,
      `Power is the rate at which work is done, P = W ÷ Δt, in watts. For an object moving at constant velocity against a force, ${PAVE} = F${VAVE}.`,
    ],
    questions: [workAtAngle, stairPower, workEnergyTheorem, inclineFriction, inclinePower],
  },
  {
    id: "science-12-doppler-effect",
    subject: "physical-sciences",
    grade: 12,
    term: 2,
    title: "The Doppler effect",
    explanation: [
      "The Doppler effect is the change in the frequency (or pitch) of a sound a listener hears because the source and the listener move relative to each other. As a siren approaches, the waves in front of it are squashed together, so the listener hears a higher frequency; as it moves away, a lower one.",
      `${FL} = ${frac(`v ± ${sub("v", "L")}`, `v ± ${VS}`)}${FS}, with v the speed of sound (often ${num(V_SOUND)} m·s⁻¹). For a stationary listener and a source moving towards the listener, use v − ${VS} below the line; for a source moving away, v + ${VS}.`,
      `Example: a ${num(600)} Hz siren approaching at 20 m·s⁻¹ is heard at ${frac(num(340), num(320))} × 600 = 637,5 Hz.`,
      "Light shows the same effect. Spectral lines in the light from distant galaxies are shifted to longer wavelengths (red shift), so the galaxies are moving away from us: evidence that the universe is expanding. Ultrasound uses the Doppler effect to measure the speed of blood flow.",
    ],
    questions: [sirenFrequency, sourceSpeed, redShift, approachAndRecede],
  },
  {
    id: "science-12-electric-circuits",
    subject: "physical-sciences",
    grade: 12,
    term: 3,
    title: "Electric circuits: internal resistance",
    explanation: [
      "A real battery has internal resistance r. Its emf ε is the energy it gives each coulomb of charge, measured as the potential difference across it when no current flows (switch open).",
      "With a current I, some potential difference is 'lost' across the internal resistance, so the terminal potential difference is V = ε − Ir and ε = I(R + r), where R is the total external resistance. The larger the current, the lower the terminal potential difference.",
      `Series–parallel networks: replace each parallel group by its equivalent (${frac(1, RP)} = ${frac(1, "R₁")} + ${frac(1, "R₂")}), add the series resistances, find the total current, then work back to each part: series parts share the current, parallel branches share the potential difference. Example: 6 Ω ∥ 3 Ω = 2 Ω.`,
    ],
    questions: [emfCurrent, internalResistance, terminalPdConcept, seriesParallel],
  },
  {
    id: "science-12-electrodynamics",
    subject: "physical-sciences",
    grade: 12,
    term: 3,
    title: "Electrodynamics: generators, motors and AC",
    explanation: [
      "A generator converts mechanical energy into electrical energy: a coil turned in a magnetic field has an emf induced in it (Faraday's law). An AC generator uses slip rings; a DC generator uses a split-ring commutator so the current in the external circuit keeps one direction.",
      "A motor converts electrical energy into mechanical energy: a current-carrying coil in a magnetic field experiences a turning effect. In a DC motor the split-ring commutator reverses the current in the coil every half turn so it keeps turning the same way.",
      `Alternating current varies like a sine curve. Its rms (root mean square) values give the same heating as a direct current: ${VRMS} = ${frac(VMAX, root(2))} and ${IRMS} = ${frac(IMAX, root(2))}. The average power is ${PAVE} = ${VRMS}${IRMS} = ${sub("I", "rms")}²R = ${frac(`${VRMS}²`, "R")}. South Africa's mains supply is 230 V (rms).`,
    ],
    questions: [machineParts, rmsValue, averagePower, appliance],
  },
  {
    id: "science-12-optical-phenomena",
    subject: "physical-sciences",
    grade: 12,
    term: 3,
    title: "Optical phenomena: the photoelectric effect and spectra",
    explanation: [
      "In the photoelectric effect light shines on a metal and electrons are emitted. It only happens if the frequency of the light is at least the threshold frequency f₀ of the metal, however bright the light: evidence that light behaves as particles (photons), each with energy E = hf = hc/λ.",
      `The work function W₀ = hf₀ is the minimum energy needed to free an electron from the metal. A photon's energy frees the electron and gives it kinetic energy: E = W₀ + ${EKMAX}, with ${EKMAX} = ½m${sub("v", "max")}². Brighter light of the same frequency gives more electrons, not faster ones.`,
      `Example: light of 5,0 × 10¹⁴ Hz carries photons of (${sci(PLANCK, 3)})(5,0 × 10¹⁴) = 3,3 × 10⁻¹⁹ J. Electronvolts convert with 1 eV = ${sci(ELECTRON_CHARGE, 2)} J.`,
      "Atoms have fixed energy levels. A hot, low-pressure gas emits only photons whose energies equal the gaps between its levels (an emission line spectrum of bright lines); a cool gas in front of white light absorbs those same photons (an absorption spectrum of dark lines).",
    ],
    questions: [workFunction, spectrumType, thresholdFrequency, maxKineticEnergy, intensityConcept, maxSpeed],
  },
];
