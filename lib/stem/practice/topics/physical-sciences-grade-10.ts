import { choiceQuestionWithAnswer, conceptQuestion, distinctWrong } from "../concept";
import {
  celsius,
  fixed,
  formulaPart,
  gcd,
  num,
  paren,
  sci,
  significant,
  subscript,
  subscriptCount,
  superscript,
  withArticle,
  withSign,
} from "../format";
import { frac, reducedFraction, root, sub } from "../math-text";
import type { QuestionTemplate, Topic } from "../types";
import {
  ATOMIC_MASS,
  AVOGADRO,
  ELECTRON_CHARGE,
  GAS_CONSTANT,
  GRAVITY,
  LIGHT_SPEED,
  MOLAR_GAS_VOLUME,
  PLANCK,
  SOUND_SPEED_IN_AIR,
  STANDARD_PRESSURE,
  STANDARD_TEMPERATURE,
  molarMass,
} from "./constants";
import { bisectRoot } from "./numeric";

// CAPS Grade 10 Physical Sciences. Chemistry (Paper 2) and physics (Paper 1), in the order of the CAPS
// teaching plan. g = 9,8 m·s⁻² and the other constants come from the NSC data sheets (./constants).

// ─── Shared helpers ─────────────────────────────────────────────────────────────────────────────

/** Element symbols as NSC papers print them (Cℓ, Aℓ). */
const SHOWN_SYMBOL: Readonly<Record<string, string>> = { Cl: "Cℓ", Al: "Aℓ" };
const symbolOf = (element: string) => SHOWN_SYMBOL[element] ?? element;

const VI = sub("v", "i");
const VF = sub("v", "f");
const EP = sub("E", "p");
const EK = sub("E", "k");
const EM = sub("E", "M");
const NA = sub("N", "A");
const VM = sub("V", "m");

/** Reads a formula as printed (CuSO₄·5H₂O, Ca(OH)₂, Aℓ₂O₃) into atom counts. */
function parseFormula(text: string): Record<string, number> {
  const total: Record<string, number> = {};
  const add = (atoms: Record<string, number>, times: number) => {
    for (const [element, n] of Object.entries(atoms)) total[element] = (total[element] ?? 0) + n * times;
  };
  const [main, ...hydrates] = text.split("·");
  add(parseGroup(main), 1);
  for (const part of hydrates) {
    const [, coefficient, rest] = /^(\d*)(.*)$/.exec(part)!;
    add(parseGroup(rest), coefficient ? Number(coefficient) : 1);
  }
  return total;
}

function readCount(text: string, at: number): [number, number] {
  const digits = /^[₀-₉]*/u.exec(text.slice(at))![0];
  return [subscriptCount(digits), at + digits.length];
}

function parseGroup(text: string): Record<string, number> {
  const stack: Record<string, number>[] = [{}];
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === "(") {
      stack.push({});
      at += 1;
    } else if (char === ")") {
      const [n, next] = readCount(text, at + 1);
      const inner = stack.pop()!;
      const top = stack[stack.length - 1];
      for (const [element, m] of Object.entries(inner)) top[element] = (top[element] ?? 0) + m * n;
      at = next;
    } else if (/[A-Z]/.test(char)) {
      let element = char;
      at += 1;
      if (at < text.length && /[a-zℓ]/.test(text[at])) {
        element += text[at] === "ℓ" ? "l" : text[at];
        at += 1;
      }
      const [n, next] = readCount(text, at);
      const top = stack[stack.length - 1];
      top[element] = (top[element] ?? 0) + n;
      at = next;
    } else {
      throw new Error(`Unreadable formula: ${text}`);
    }
  }
  return stack[0];
}

/** A formula from element symbols and counts, in the order given: [["Al", 2], ["O", 3]] is Aℓ₂O₃. */
const formulaOf = (parts: ReadonlyArray<readonly [string, number]>) =>
  parts.map(([element, n]) => formulaPart(symbolOf(element), n)).join("");

interface Ion {
  /** As printed: "Aℓ", "SO₄", "NH₄". */
  formula: string;
  charge: number;
  name: string;
  polyatomic?: boolean;
}

const ION: Readonly<Record<string, Ion>> = {
  Na: { formula: "Na", charge: 1, name: "sodium" },
  K: { formula: "K", charge: 1, name: "potassium" },
  Ag: { formula: "Ag", charge: 1, name: "silver" },
  NH4: { formula: "NH₄", charge: 1, name: "ammonium", polyatomic: true },
  Mg: { formula: "Mg", charge: 2, name: "magnesium" },
  Ca: { formula: "Ca", charge: 2, name: "calcium" },
  Zn: { formula: "Zn", charge: 2, name: "zinc" },
  Cu2: { formula: "Cu", charge: 2, name: "copper(II)" },
  Fe2: { formula: "Fe", charge: 2, name: "iron(II)" },
  Fe3: { formula: "Fe", charge: 3, name: "iron(III)" },
  Al: { formula: "Aℓ", charge: 3, name: "aluminium" },
  Cl: { formula: "Cℓ", charge: -1, name: "chloride" },
  Br: { formula: "Br", charge: -1, name: "bromide" },
  OH: { formula: "OH", charge: -1, name: "hydroxide", polyatomic: true },
  NO3: { formula: "NO₃", charge: -1, name: "nitrate", polyatomic: true },
  O: { formula: "O", charge: -2, name: "oxide" },
  S: { formula: "S", charge: -2, name: "sulphide" },
  SO4: { formula: "SO₄", charge: -2, name: "sulphate", polyatomic: true },
  CO3: { formula: "CO₃", charge: -2, name: "carbonate", polyatomic: true },
  N: { formula: "N", charge: -3, name: "nitride" },
  PO4: { formula: "PO₄", charge: -3, name: "phosphate", polyatomic: true },
};

/** An ion as printed with its charge: Aℓ³⁺, SO₄²⁻, Cℓ⁻. */
const ionText = (ion: Ion) =>
  `${ion.formula}${Math.abs(ion.charge) === 1 ? "" : superscript(Math.abs(ion.charge))}${ion.charge > 0 ? "⁺" : "⁻"}`;

/** One ion's part of a formula: Ca, (OH)₂, Aℓ₂. */
const ionPart = (ion: Ion, n: number) =>
  n === 1 ? ion.formula : ion.polyatomic ? `(${ion.formula})${subscript(n)}` : `${ion.formula}${subscript(n)}`;

/** The formula of an ionic compound by the cross-over (swap-and-drop) method. */
function crossOver(cation: Ion, anion: Ion): { formula: string; cations: number; anions: number } {
  const common = gcd(cation.charge, -anion.charge);
  const cations = -anion.charge / common;
  const anions = cation.charge / common;
  return { formula: ionPart(cation, cations) + ionPart(anion, anions), cations, anions };
}

/** The smallest numbers of cations and anions whose charges cancel, found by counting up. */
function balancedCounts(cationCharge: number, anionCharge: number): [number, number] {
  for (let cations = 1; ; cations += 1) {
    const positive = cations * cationCharge;
    if (positive % -anionCharge === 0) return [cations, positive / -anionCharge];
  }
}

/** Wrong formulae learners write for an ionic compound: swapped, unbracketed, unbalanced, unsimplified. */
function wrongIonicFormulae(cation: Ion, anion: Ion): string[] {
  const { formula, cations, anions } = crossOver(cation, anion);
  // "NaN" would read as a JavaScript artefact to a learner (and to the bank's typesetting check).
  const candidates = [
    ionPart(cation, anions) + ionPart(anion, cations),
    anion.polyatomic && anions > 1 ? ionPart(cation, cations) + anion.formula + subscript(anions) : formula,
    cation.formula + anion.formula,
    ionPart(cation, cations) + ionPart(anion, anions + 1),
    ionPart(cation, cations + 1) + ionPart(anion, anions),
    ionPart(cation, 2 * cations) + ionPart(anion, 2 * anions),
    ionPart(cation, cations + 2) + ionPart(anion, anions),
  ];
  return distinctWrong(
    formula,
    candidates.filter((candidate) => !candidate.includes("NaN")),
  );
}

/** Element symbols in order of atomic number, 1 to 36. */
const SYMBOLS = [
  "H",
  "He",
  "Li",
  "Be",
  "B",
  "C",
  "N",
  "O",
  "F",
  "Ne",
  "Na",
  "Mg",
  "Al",
  "Si",
  "P",
  "S",
  "Cl",
  "Ar",
  "K",
  "Ca",
  "Sc",
  "Ti",
  "V",
  "Cr",
  "Mn",
  "Fe",
  "Co",
  "Ni",
  "Cu",
  "Zn",
  "Ga",
  "Ge",
  "As",
  "Se",
  "Br",
  "Kr",
] as const;

const ELEMENT_NAME: Readonly<Record<string, string>> = {
  H: "hydrogen",
  He: "helium",
  Li: "lithium",
  Be: "beryllium",
  B: "boron",
  C: "carbon",
  N: "nitrogen",
  O: "oxygen",
  F: "fluorine",
  Ne: "neon",
  Na: "sodium",
  Mg: "magnesium",
  Al: "aluminium",
  Si: "silicon",
  P: "phosphorus",
  S: "sulphur",
  Cl: "chlorine",
  Ar: "argon",
  K: "potassium",
  Ca: "calcium",
  Mn: "manganese",
  Fe: "iron",
  Cu: "copper",
  Zn: "zinc",
  Br: "bromine",
  I: "iodine",
};

/** The Z of an element from its place in the periodic table. */
const atomicNumber = (element: string) => SYMBOLS.indexOf(element as (typeof SYMBOLS)[number]) + 1;

const SUBSHELLS = [
  { name: "1s", size: 2 },
  { name: "2s", size: 2 },
  { name: "2p", size: 6 },
  { name: "3s", size: 2 },
  { name: "3p", size: 6 },
  { name: "4s", size: 2 },
  { name: "3d", size: 10 },
] as const;

/** Electrons per subshell by the Aufbau principle (lowest energy first), for Z up to 20. */
function aufbau(electrons: number): number[] {
  const filled: number[] = [];
  let left = electrons;
  for (const { size } of SUBSHELLS) {
    if (left <= 0) break;
    filled.push(Math.min(size, left));
    left -= Math.min(size, left);
  }
  return filled;
}

const configText = (filled: readonly number[]) =>
  filled
    .map((n, i) => (n === 0 ? "" : `${SUBSHELLS[i].name}${superscript(n)}`))
    .filter(Boolean)
    .join(" ");

/**
 * Elements whose ground-state configurations hold no subshell with a single electron: the bank's
 * typesetting check refuses a power of 1 (it cannot tell 3s¹ from x¹), so 3s¹, 2p¹ and 4s¹ stay out.
 */
const hasSingle = (filled: readonly number[]) => filled.includes(1);

/** The period and group (1–18) of an element with Z up to 20, from how its shells fill. */
function placeOf(z: number): { period: number; group: number } {
  const filled = aufbau(z);
  const last = filled.length - 1;
  const period = Number(SUBSHELLS[last].name[0]);
  const outer = filled.reduce((sum, n, i) => (Number(SUBSHELLS[i].name[0]) === period ? sum + n : sum), 0);
  if (z === 2) return { period: 1, group: 18 };
  return { period, group: outer <= 2 ? outer : outer + 10 };
}

// ─── 1. Matter and classification (Term 1) ───────────────────────────────────────────────────────

const CLASSES = ["an element", "a compound", "a homogeneous mixture", "a heterogeneous mixture"] as const;

/** `kind` is the answer key; the other fields describe the sample, from which `check` classifies it. */
const SAMPLES = [
  { name: "a piece of copper wire", formula: "Cu", substances: 1, elements: 1, even: true, kind: 0 },
  { name: "oxygen gas", formula: "O₂", substances: 1, elements: 1, even: true, kind: 0 },
  { name: "sulphur powder", formula: "S", substances: 1, elements: 1, even: true, kind: 0 },
  { name: "a strip of magnesium ribbon", formula: "Mg", substances: 1, elements: 1, even: true, kind: 0 },
  { name: "pure water", formula: "H₂O", substances: 1, elements: 2, even: true, kind: 1 },
  { name: "pure table salt", formula: "NaCℓ", substances: 1, elements: 2, even: true, kind: 1 },
  { name: "carbon dioxide gas", formula: "CO₂", substances: 1, elements: 2, even: true, kind: 1 },
  { name: "pure sugar (sucrose)", formula: "C₁₂H₂₂O₁₁", substances: 1, elements: 3, even: true, kind: 1 },
  { name: "air", formula: "", substances: 4, elements: 0, even: true, kind: 2 },
  { name: "salt completely dissolved in water", formula: "", substances: 2, elements: 0, even: true, kind: 2 },
  { name: "brass (an alloy of copper and zinc)", formula: "", substances: 2, elements: 0, even: true, kind: 2 },
  { name: "sand stirred into water", formula: "", substances: 2, elements: 0, even: false, kind: 3 },
  { name: "iron filings mixed with sulphur powder", formula: "", substances: 2, elements: 0, even: false, kind: 3 },
  { name: "cooking oil poured onto water", formula: "", substances: 2, elements: 0, even: false, kind: 3 },
] as const;

const classifyMatter: QuestionTemplate<{ sample: number; order: number }> = {
  id: "matter-classify-substance",
  level: 1,
  draw: (r) => ({ sample: r.int(0, SAMPLES.length - 1), order: r.int(0, 3) }),
  build: ({ sample, order }) => {
    const { name, formula, kind } = SAMPLES[sample];
    const shown = formula ? `${name} (${formula})` : name;
    const reason = [
      `${formula} is made of one kind of atom only, so it cannot be broken down into simpler substances by chemical means.`,
      `${formula} is one substance made of two or more different elements bonded in a fixed ratio.`,
      "Its substances are mixed but not bonded, and it has the same composition throughout: you cannot see the separate parts.",
      "Its substances are mixed but not bonded, and they are not spread evenly: you can see the separate parts.",
    ][kind];
    return choiceQuestionWithAnswer(
      `Classify ${shown}. It is…`,
      CLASSES[kind],
      CLASSES.filter((_, i) => i !== kind),
      order,
      "First decide: is it one pure substance or a mixture? A pure substance is an element (one kind of atom) or a compound (elements bonded in a fixed ratio); a mixture is homogeneous (uniform) or heterogeneous (not uniform).",
      [`${name[0].toUpperCase()}${name.slice(1)}: ${reason}`],
    );
  },
  // From the sample's description: more than one substance → a mixture (even or not); else count elements.
  check: ({ sample }) => {
    const { substances, elements, even } = SAMPLES[sample];
    if (substances > 1) return even ? CLASSES[2] : CLASSES[3];
    return elements === 1 ? CLASSES[0] : CLASSES[1];
  },
};

/** Names learners confuse with each anion's name. */
const ANION_MIX_UPS: Readonly<Record<string, readonly string[]>> = {
  chloride: ["chlorate", "chlorine", "chlorite"],
  oxide: ["hydroxide", "oxygen", "peroxide"],
  sulphide: ["sulphate", "sulphite", "sulphur"],
  hydroxide: ["oxide", "hydride", "hydrogen oxide"],
  sulphate: ["sulphite", "sulphide", "sulphur oxide"],
  carbonate: ["carbide", "hydrogen carbonate", "carbon oxide"],
  nitrate: ["nitrite", "nitride", "nitrogen oxide"],
  phosphate: ["phosphite", "phosphide", "phosphorus oxide"],
  nitride: ["nitrate", "nitrite", "nitrogen"],
  bromide: ["bromate", "bromine", "bromite"],
};

const NAMED_COMPOUNDS = [
  ["K", "SO4"],
  ["Na", "CO3"],
  ["Ca", "OH"],
  ["NH4", "NO3"],
  ["Al", "O"],
  ["Fe3", "Cl"],
  ["Fe2", "SO4"],
  ["Cu2", "O"],
  ["Cu2", "NO3"],
  ["Na", "S"],
  ["Ca", "PO4"],
  ["Mg", "N"],
  ["NH4", "SO4"],
  ["Zn", "Br"],
  ["Fe3", "OH"],
  ["Al", "SO4"],
] as const;

const VARIABLE_CHARGE: Readonly<Record<string, string>> = { Fe2: "Fe3", Fe3: "Fe2", Cu2: "Cu2" };

const nameCompound: QuestionTemplate<{ compound: number; order: number }> = {
  id: "matter-name-compound",
  level: 2,
  draw: (r) => ({ compound: r.int(0, NAMED_COMPOUNDS.length - 1), order: r.int(0, 3) }),
  build: ({ compound, order }) => {
    const [cationKey, anionKey] = NAMED_COMPOUNDS[compound];
    const cation = ION[cationKey];
    const anion = ION[anionKey];
    const { formula, cations, anions } = crossOver(cation, anion);
    const right = `${cation.name} ${anion.name}`;
    const mixUps = ANION_MIX_UPS[anion.name];
    const other = VARIABLE_CHARGE[cationKey];
    const otherName = other === "Cu2" ? "copper(I)" : other ? ION[other].name : undefined;
    const wrong = [
      `${cation.name} ${mixUps[0]}`,
      `${cation.name} ${mixUps[1]}`,
      otherName ? `${otherName} ${anion.name}` : `${cation.name} ${mixUps[2]}`,
    ];
    const steps = [
      `${formula} is made of ${cations === 1 ? "one" : cations} ${ionText(cation)} ion${cations === 1 ? "" : "s"} for every ${anions === 1 ? "one" : anions} ${ionText(anion)} ion${anions === 1 ? "" : "s"}.`,
    ];
    if (otherName) {
      steps.push(
        `The charges cancel: ${cations} × (charge of ${cation.formula}) = ${anions} × ${-anion.charge}, so ${cation.formula} has a charge of +${cation.charge}; the Roman numeral gives it: ${cation.name}.`,
      );
    }
    steps.push(`Name the cation first, then the anion (${anion.name}).`);
    return choiceQuestionWithAnswer(
      `What is the name of the compound ${formula}?`,
      right,
      wrong,
      order,
      "Split the formula into its cation and anion (use the tables of cations and anions). Name the cation first, then the anion; for a metal with more than one possible charge, work its charge out from the anions and give it as a Roman numeral.",
      steps,
    );
  },
  // Read the printed formula back: try every cation/anion pair and count until the formula matches.
  check: ({ compound }) => {
    const formula = crossOver(ION[NAMED_COMPOUNDS[compound][0]], ION[NAMED_COMPOUNDS[compound][1]]).formula;
    for (const cation of Object.values(ION).filter((ion) => ion.charge > 0))
      for (const anion of Object.values(ION).filter((ion) => ion.charge < 0))
        for (let m = 1; m <= 3; m += 1)
          for (let n = 1; n <= 3; n += 1) {
            if (ionPart(cation, m) + ionPart(anion, n) !== formula) continue;
            const charge = (n * -anion.charge) / m;
            if (charge !== cation.charge) continue;
            return `${cation.name} ${anion.name}`;
          }
    return "unreadable";
  },
};

const densityOfBlock: QuestionTemplate<{ length: number; width: number; height: number; mass: number }> = {
  id: "matter-density-block",
  level: 3,
  draw: (r) => {
    const length = r.int(3, 12);
    const width = r.int(2, 8);
    const height = r.int(2, 6);
    const density = r.pick([0.9, 2.7, 7.1, 7.9, 8.9, 10.5, 11.3]);
    return { length, width, height, mass: Math.round(density * length * width * height) };
  },
  build: ({ length, width, height, mass }) => {
    const volume = length * width * height;
    const gramsPerCm3 = mass / volume;
    const answer = gramsPerCm3 * 1000;
    return {
      kind: "numeric",
      prompt: `A rectangular block measures ${num(length)} cm × ${num(width)} cm × ${num(height)} cm and has a mass of ${num(mass / 1000, 3)} kg. Calculate the density of the material in kg·m⁻³.`,
      answer,
      unit: "kg·m⁻³",
      hint: "Density is mass per unit volume, ρ = m ÷ V. Find the volume of the block, and convert to kilograms and cubic metres (1 cm³ = 10⁻⁶ m³) before or after dividing.",
      solution: [
        `V = ${num(length)} × ${num(width)} × ${num(height)} = ${num(volume)} cm³ = ${sci(volume * 1e-6)} m³.`,
        `m = ${num(mass / 1000, 3)} kg (${num(mass)} g).`,
        `ρ = m ÷ V = ${num(mass)} g ÷ ${num(volume)} cm³ = ${num(gramsPerCm3, 3)} g·cm⁻³, and 1 g·cm⁻³ = ${num(1000)} kg·m⁻³.`,
        `ρ = ${num(answer, 0)} kg·m⁻³`,
      ],
    };
  },
  // SI units from the start: lengths in metres and the mass in kilograms.
  check: ({ length, width, height, mass }) => mass / 1000 / ((length / 100) * (width / 100) * (height / 100)),
};

// ─── 2. States of matter and the kinetic molecular theory (Term 1) ───────────────────────────────

/** Melting and boiling points (°C) at standard pressure. */
const SUBSTANCES = [
  { name: "Water", melts: 0, boils: 100 },
  { name: "Ethanol", melts: -114, boils: 78 },
  { name: "Mercury", melts: -39, boils: 357 },
  { name: "Bromine", melts: -7, boils: 59 },
  { name: "Oxygen", melts: -218, boils: -183 },
  { name: "Nitrogen", melts: -210, boils: -196 },
  { name: "Ammonia", melts: -78, boils: -33 },
  { name: "Iron", melts: 1538, boils: 2862 },
  { name: "Copper", melts: 1085, boils: 2562 },
] as const;

const PHASES = ["solid", "liquid", "gas"] as const;

const phaseAtTemperature: QuestionTemplate<{ substance: number; temperature: number; order: number }> = {
  id: "states-phase-at-temperature",
  level: 1,
  draw: (r) => {
    const substance = r.int(0, SUBSTANCES.length - 1);
    const { melts, boils } = SUBSTANCES[substance];
    const phase = r.int(0, 2);
    const temperature =
      phase === 0
        ? melts - 5 * r.int(1, 8)
        : phase === 1
          ? melts + Math.round(((boils - melts) * r.int(2, 8)) / 10)
          : boils + 5 * r.int(1, 12);
    return { substance, temperature, order: r.int(0, 2) };
  },
  build: ({ substance, temperature, order }) => {
    const { name, melts, boils } = SUBSTANCES[substance];
    const phase = temperature < melts ? 0 : temperature < boils ? 1 : 2;
    const reason = [
      `${celsius(temperature)} is below the melting point (${celsius(melts)}), so it has not melted yet.`,
      `${celsius(temperature)} is above the melting point (${celsius(melts)}) but below the boiling point (${celsius(boils)}).`,
      `${celsius(temperature)} is above the boiling point (${celsius(boils)}).`,
    ][phase];
    return choiceQuestionWithAnswer(
      `${name} melts at ${celsius(melts)} and boils at ${celsius(boils)}. In which phase is it at ${celsius(temperature)}?`,
      PHASES[phase],
      PHASES.filter((_, i) => i !== phase),
      order,
      "Compare the temperature with the melting point and the boiling point: below the melting point it is solid, between the two it is liquid, above the boiling point it is gas.",
      [reason],
    );
  },
  // Count the phase changes the substance has gone through on the way up to this temperature.
  check: ({ substance, temperature }) => {
    const { melts, boils } = SUBSTANCES[substance];
    return PHASES[Number(temperature > melts) + Number(temperature > boils)];
  },
};

type HeatingRun = {
  start: number;
  rise: number;
  toMelt: number;
  melting: number;
  liquidRise: number;
  toBoil: number;
  boiling: number;
};

/** A heating curve of a pure substance as readings once a minute: warming, melting, warming, boiling, warming. */
function heatingReadings({ start, rise, toMelt, melting, liquidRise, toBoil, boiling }: HeatingRun): number[] {
  const readings = [start];
  const step = (by: number, times: number) => {
    for (let i = 0; i < times; i += 1) readings.push(readings[readings.length - 1] + by);
  };
  step(rise, toMelt);
  step(0, melting);
  step(liquidRise, toBoil);
  step(0, boiling);
  step(rise, 2);
  return readings;
}

const drawHeatingRun = (r: { int(min: number, max: number): number; pick<T>(values: readonly T[]): T }): HeatingRun => {
  const rise = r.pick([2, 4, 5]);
  const toMelt = r.int(2, 4);
  const melts = 5 * r.int(-6, 12);
  const melting = r.int(2, 4);
  return {
    start: melts - rise * toMelt,
    rise,
    toMelt,
    melting,
    liquidRise: r.pick([5, 10, 15]),
    toBoil: r.int(3, 6),
    boiling: melting + r.int(1, 3),
  };
};

const readingsText = (readings: readonly number[]) =>
  readings.map((t, minute) => `${minute} min: ${celsius(t)}`).join("; ");

const heatingCurvePoint: QuestionTemplate<HeatingRun & { asked: number }> = {
  id: "states-heating-curve-reading",
  level: 2,
  draw: (r) => ({ ...drawHeatingRun(r), asked: r.int(0, 1) }),
  build: (run) => {
    const melts = run.start + run.rise * run.toMelt;
    const boils = melts + run.liquidRise * run.toBoil;
    const answer = run.asked === 0 ? melts : boils;
    const what = run.asked === 0 ? "melting point" : "boiling point";
    const from = run.asked === 0 ? run.toMelt : run.toMelt + run.melting + run.toBoil;
    const to = from + (run.asked === 0 ? run.melting : run.boiling);
    return {
      kind: "numeric",
      prompt: `A pure solid is heated at a constant rate and its temperature is read every minute: ${readingsText(heatingReadings(run))}. What is the ${what} of the substance?`,
      answer,
      unit: "°C",
      hint: "While a pure substance changes phase, the energy it takes in overcomes the forces between its particles and its temperature stays constant. Look for the flat parts of the heating curve: the first is melting, the second is boiling.",
      solution: [
        `The temperature stays constant twice. The ${run.asked === 0 ? "first" : "second"} flat part, from ${from} min to ${to} min, is ${run.asked === 0 ? "melting" : "boiling"}.`,
        `${what[0].toUpperCase()}${what.slice(1)} = ${celsius(answer)}`,
      ],
    };
  },
  // Scan the readings for runs of equal temperatures: the first run is melting, the second is boiling.
  check: (run) => {
    const readings = heatingReadings(run);
    const plateaus: number[] = [];
    for (let i = 1; i < readings.length; i += 1)
      if (readings[i] === readings[i - 1] && plateaus[plateaus.length - 1] !== readings[i]) plateaus.push(readings[i]);
    return plateaus[run.asked];
  },
};

const CURVE_PHASES = [
  "solid only",
  "solid and liquid (melting)",
  "liquid only",
  "liquid and gas (boiling)",
  "gas only",
] as const;

const heatingCurvePhase: QuestionTemplate<HeatingRun & { phase: number; minute: number; order: number }> = {
  id: "states-heating-curve-phase",
  level: 3,
  draw: (r) => {
    const run = drawHeatingRun(r);
    const corners = [
      0,
      run.toMelt,
      run.toMelt + run.melting,
      run.toMelt + run.melting + run.toBoil,
      run.toMelt + run.melting + run.toBoil + run.boiling,
      run.toMelt + run.melting + run.toBoil + run.boiling + 2,
    ];
    const phase = r.int(0, 4);
    // Strictly inside a stretch of the curve (the first reading counts for the solid), never at a corner.
    const minute =
      phase === 0 ? r.int(0, corners[1] - 1) : r.int(corners[phase] + 1, corners[phase + 1] - (phase === 4 ? 0 : 1));
    return { ...run, phase, minute, order: r.int(0, 4) };
  },
  build: ({ phase, minute, order, ...run }) => {
    const readings = heatingReadings(run);
    const melts = run.start + run.rise * run.toMelt;
    const boils = melts + run.liquidRise * run.toBoil;
    const reason = [
      `At ${minute} min the temperature (${celsius(readings[minute])}) is still rising towards the melting point, ${celsius(melts)}.`,
      `At ${minute} min the temperature is constant at the melting point, ${celsius(melts)}: the substance is melting, so solid and liquid are both present.`,
      `At ${minute} min melting is over and the temperature (${celsius(readings[minute])}) rises between the melting point (${celsius(melts)}) and the boiling point (${celsius(boils)}).`,
      `At ${minute} min the temperature is constant at the boiling point, ${celsius(boils)}: the substance is boiling, so liquid and gas are both present.`,
      `At ${minute} min boiling is over and the temperature (${celsius(readings[minute])}) rises above the boiling point, ${celsius(boils)}.`,
    ][phase];
    return choiceQuestionWithAnswer(
      `A pure solid is heated at a constant rate and its temperature is read every minute: ${readingsText(readings)}. Which phase or phases are present at ${minute} min?`,
      CURVE_PHASES[phase],
      CURVE_PHASES.filter((_, i) => i !== phase),
      order,
      "Find the two flat parts of the heating curve first (melting, then boiling). On a flat part two phases are present; on a rising part only one.",
      [
        "The flat parts of the curve are the phase changes: the first at the melting point, the second at the boiling point.",
        reason,
      ],
    );
  },
  // From the readings alone: is this minute on a flat run, and is it the first or the second one?
  check: (values) => {
    const readings = heatingReadings(values);
    const { minute } = values;
    const flat = (i: number) =>
      (i > 0 && readings[i] === readings[i - 1]) || (i + 1 < readings.length && readings[i] === readings[i + 1]);
    const plateauValues: number[] = [];
    for (let i = 0; i < readings.length; i += 1)
      if (flat(i) && !plateauValues.includes(readings[i])) plateauValues.push(readings[i]);
    const [melts, boils] = plateauValues;
    const t = readings[minute];
    if (t < melts) return CURVE_PHASES[0];
    if (t === melts) return CURVE_PHASES[1];
    if (t < boils) return CURVE_PHASES[2];
    if (t === boils) return CURVE_PHASES[3];
    return CURVE_PHASES[4];
  },
};

const kineticTheory = conceptQuestion({
  id: "states-kinetic-molecular-theory",
  level: 1,
  prompt:
    "While ice melts on a heating curve, its temperature stays at 0°C even though it is still being heated. How does the kinetic molecular theory explain this?",
  choices: [
    "The energy taken in overcomes the forces between the particles, so their average kinetic energy does not increase.",
    "The particles stop moving until all the ice has melted.",
    "The particles themselves expand and absorb the energy.",
    "No energy enters the ice while it melts.",
  ],
  hint: "Temperature measures the average kinetic energy of the particles. Ask where the energy goes while the phase changes.",
  explanation: [
    "Temperature is a measure of the average kinetic energy of the particles; it stays constant, so their average kinetic energy does not change.",
    "The energy taken in is used to overcome the forces between the particles (their potential energy increases) as the solid becomes a liquid.",
  ],
});

// ─── 3. The atom: the basic building block of all matter (Term 1) ────────────────────────────────

/** Isotopes as [symbol, Z, A]; Z is printed on the periodic table. */
const ISOTOPES = [
  ["C", 6, 12],
  ["C", 6, 14],
  ["N", 7, 15],
  ["O", 8, 16],
  ["O", 8, 18],
  ["F", 9, 19],
  ["Na", 11, 23],
  ["Mg", 12, 24],
  ["Mg", 12, 26],
  ["Al", 13, 27],
  ["P", 15, 31],
  ["S", 16, 32],
  ["Cl", 17, 35],
  ["Cl", 17, 37],
  ["K", 19, 39],
  ["Ca", 20, 40],
  ["Fe", 26, 56],
  ["Cu", 29, 63],
  ["Cu", 29, 65],
  ["Zn", 30, 66],
  ["Br", 35, 79],
  ["Br", 35, 81],
] as const;

const subatomicParticles: QuestionTemplate<{ isotope: number; asked: number }> = {
  id: "atom-subatomic-particles",
  level: 1,
  draw: (r) => ({ isotope: r.int(0, ISOTOPES.length - 1), asked: r.int(0, 2) }),
  build: ({ isotope, asked }) => {
    const [element, z, a] = ISOTOPES[isotope];
    const what = ["neutrons", "electrons", "protons"][asked];
    const answer = asked === 0 ? a - z : z;
    const steps =
      asked === 0
        ? [
            `Z = number of protons = ${z}; A = number of protons + number of neutrons = ${a}.`,
            `Number of neutrons = A − Z = ${a} − ${z} = ${answer}`,
          ]
        : asked === 1
          ? [
              "A neutral atom has as many electrons as protons, and the number of protons is the atomic number Z.",
              `Number of electrons = Z = ${answer}`,
            ]
          : ["The atomic number Z is the number of protons in the nucleus.", `Number of protons = Z = ${answer}`];
    return {
      kind: "numeric",
      prompt: `A neutral atom of ${ELEMENT_NAME[element]}-${a} (${symbolOf(element)}) has atomic number Z = ${z} and mass number A = ${a}. How many ${what} does it have?`,
      answer,
      hint: "The atomic number Z counts the protons; the mass number A counts protons and neutrons together. A neutral atom has as many electrons as protons.",
      solution: steps,
    };
  },
  // Z read from the element's place in the periodic table, not from the question.
  check: ({ isotope, asked }) => {
    const [element, , a] = ISOTOPES[isotope];
    const protons = atomicNumber(element);
    return asked === 0 ? a - protons : protons;
  },
};

const relativeAtomicMass: QuestionTemplate<{ light: number; gap: number; percent: number }> = {
  id: "atom-relative-atomic-mass",
  level: 2,
  draw: (r) => ({ light: r.int(20, 90), gap: r.int(1, 3), percent: r.int(11, 89) }),
  build: ({ light, gap, percent }) => {
    const heavy = light + gap;
    const answer = (light * percent + heavy * (100 - percent)) / 100;
    return {
      kind: "numeric",
      prompt: `An element X has two isotopes: ${percent}% of its atoms are X-${light} (mass ${light}) and ${100 - percent}% are X-${heavy} (mass ${heavy}). Calculate the relative atomic mass of X. (Round to two decimals.)`,
      answer,
      decimals: 2,
      hint: "The relative atomic mass is the average mass of the atoms, weighted by how common each isotope is: multiply each mass by its fraction and add.",
      solution: [
        `Aᵣ = ${num(percent / 100)} × ${light} + ${num((100 - percent) / 100)} × ${heavy}`,
        `Aᵣ = ${num((light * percent) / 100)} + ${num((heavy * (100 - percent)) / 100)}`,
        `Aᵣ = ${fixed(answer, 2)}`,
      ],
    };
  },
  // Start from the lighter mass and add the heavier isotope's extra mass times its share of the atoms.
  check: ({ light, gap, percent }) => light + gap * ((100 - percent) / 100),
};

const isotopeAbundance: QuestionTemplate<{ light: number; percent: number }> = {
  id: "atom-isotope-abundance",
  level: 3,
  draw: (r) => ({ light: r.int(20, 120), percent: r.int(10, 90) }),
  build: ({ light, percent }) => {
    const heavy = light + 2;
    const average = light + (2 * (100 - percent)) / 100;
    return {
      kind: "numeric",
      prompt: `An element Y has two isotopes, Y-${light} and Y-${heavy}. Its relative atomic mass is ${num(average)}. Calculate the percentage of Y atoms that are Y-${light}.`,
      answer: percent,
      unit: "%",
      decimals: 1,
      hint: "Let x be the fraction of the lighter isotope, so 1 − x is the fraction of the heavier one. The weighted average of the two masses equals the relative atomic mass: solve for x.",
      solution: [
        `Let x be the fraction of Y-${light}: ${light}x + ${heavy}(1 − x) = ${num(average)}.`,
        `${heavy} − 2x = ${num(average)}, so 2x = ${num(heavy - average)} and x = ${num((heavy - average) / 2, 4)}.`,
        `Percentage of Y-${light} = ${fixed(percent, 1)}%`,
      ],
    };
  },
  // A search: try every abundance in steps of 0,1% and keep the one whose average mass fits best.
  check: ({ light, percent }) => {
    const average = light + (2 * (100 - percent)) / 100;
    let best = 0;
    for (let tenths = 0; tenths <= 1000; tenths += 1) {
      const p = tenths / 10;
      const mass = (p * light + (100 - p) * (light + 2)) / 100;
      const bestMass = (best * light + (100 - best) * (light + 2)) / 100;
      if (Math.abs(mass - average) < Math.abs(bestMass - average)) best = p;
    }
    return best;
  },
};

/** Z from 4 to 20 whose configuration has no single electron in a subshell (see `hasSingle`). */
const CONFIGURABLE = Array.from({ length: 17 }, (_, i) => i + 4).filter((z) => !hasSingle(aufbau(z)));

const electronConfiguration: QuestionTemplate<{ z: number; order: number }> = {
  id: "atom-electron-configuration",
  level: 2,
  draw: (r) => ({ z: r.pick(CONFIGURABLE), order: r.int(0, 3) }),
  build: ({ z, order }) => {
    const filled = aufbau(z);
    const right = configText(filled);
    // Skipping a subshell: the two electrons of the s subshell before the last one put into the last.
    const skipped = [...filled];
    const last = skipped.length - 1;
    const full = skipped[last] === SUBSHELLS[last].size;
    if (full) {
      skipped[last] -= 2;
      skipped.push(2);
    } else {
      skipped[last - 1] -= 2;
      skipped[last] += 2;
    }
    const candidates = [
      skipped,
      ...[-1, 1, -2, 2, -3, 3, -4, 4]
        .map((d) => z + d)
        .filter((n) => n >= 2 && n <= 20)
        .map(aufbau),
    ]
      .filter((config) => !hasSingle(config) && config.every((n, i) => n <= SUBSHELLS[i].size))
      .map(configText);
    const element = SYMBOLS[z - 1];
    return choiceQuestionWithAnswer(
      `Which is the electron configuration (sp notation) of a ${ELEMENT_NAME[element]} atom (${symbolOf(element)}, Z = ${z}) in its ground state?`,
      right,
      distinctWrong(right, candidates),
      order,
      "A neutral atom has Z electrons. Fill the subshells in order of energy, each one full before the next: 1s² 2s² 2p⁶ 3s² 3p⁶ 4s² (an s subshell holds 2 electrons, a p subshell 6).",
      [
        `A neutral ${ELEMENT_NAME[element]} atom has ${z} electrons.`,
        `Fill the subshells in the order 1s² 2s² 2p⁶ 3s² 3p⁶ 4s², each full before the next, until all ${z} are placed.`,
      ],
    );
  },
  // Built from the periodic table instead: a noble-gas core, then the valence electrons of the period.
  check: ({ z }) => {
    const cores = [
      { z: 2, text: "1s²", next: 2 },
      { z: 10, text: "1s² 2s² 2p⁶", next: 3 },
      { z: 18, text: "1s² 2s² 2p⁶ 3s² 3p⁶", next: 4 },
    ];
    const core = [...cores].reverse().find((c) => z > c.z)!;
    const valence = z - core.z;
    const s = Math.min(valence, 2);
    const p = valence - s;
    return `${core.text} ${core.next}s${superscript(s)}${p > 0 ? ` ${core.next}p${superscript(p)}` : ""}`;
  },
};

// ─── 4. The periodic table (Term 1) ──────────────────────────────────────────────────────────────

/** Main-group elements with Z ≤ 20 and their groups (1–18), as the periodic table shows them. */
const MAIN_GROUP: ReadonlyArray<readonly [string, number]> = [
  ["H", 1],
  ["Li", 1],
  ["Be", 2],
  ["B", 13],
  ["C", 14],
  ["N", 15],
  ["O", 16],
  ["F", 17],
  ["Ne", 18],
  ["Na", 1],
  ["Mg", 2],
  ["Al", 13],
  ["Si", 14],
  ["P", 15],
  ["S", 16],
  ["Cl", 17],
  ["Ar", 18],
  ["K", 1],
  ["Ca", 2],
];

const valenceElectrons: QuestionTemplate<{ element: number }> = {
  id: "periodic-valence-electrons",
  level: 1,
  draw: (r) => ({ element: r.int(0, MAIN_GROUP.length - 1) }),
  build: ({ element }) => {
    const [symbol, group] = MAIN_GROUP[element];
    const answer = group <= 2 ? group : group - 10;
    return {
      kind: "numeric",
      prompt: `How many valence electrons does an atom of ${ELEMENT_NAME[symbol]} (${symbolOf(symbol)}) have?`,
      answer,
      hint: "Find the element's group on the periodic table. In groups 1 and 2 the number of valence electrons is the group number; in groups 13 to 18 it is the group number minus 10.",
      solution: [
        `${ELEMENT_NAME[symbol][0].toUpperCase()}${ELEMENT_NAME[symbol].slice(1)} is in group ${group}.`,
        group <= 2
          ? `Number of valence electrons = group number = ${answer}`
          : `Number of valence electrons = ${group} − 10 = ${answer}`,
      ],
    };
  },
  // Count the electrons in the outermost shell, filling shells of 2, 8, 8 and 2 electrons.
  check: ({ element }) => {
    let left = atomicNumber(MAIN_GROUP[element][0]);
    let outer = 0;
    for (const size of [2, 8, 8, 2]) {
      if (left <= 0) break;
      outer = Math.min(size, left);
      left -= outer;
    }
    return outer;
  },
};

/** Covalent radii (pm), first ionisation energies (kJ·mol⁻¹) and NSC electronegativities, for the second working. */
const ELEMENT_DATA: Readonly<Record<string, { radius: number; ionisation: number; electronegativity: number }>> = {
  Li: { radius: 128, ionisation: 520, electronegativity: 1.0 },
  Be: { radius: 96, ionisation: 900, electronegativity: 1.5 },
  C: { radius: 76, ionisation: 1086, electronegativity: 2.5 },
  N: { radius: 71, ionisation: 1402, electronegativity: 3.0 },
  F: { radius: 57, ionisation: 1681, electronegativity: 4.0 },
  Na: { radius: 166, ionisation: 496, electronegativity: 0.9 },
  Mg: { radius: 141, ionisation: 738, electronegativity: 1.2 },
  Si: { radius: 111, ionisation: 786, electronegativity: 1.8 },
  P: { radius: 107, ionisation: 1012, electronegativity: 2.1 },
  Cl: { radius: 102, ionisation: 1251, electronegativity: 3.0 },
  K: { radius: 203, ionisation: 419, electronegativity: 0.8 },
  Ca: { radius: 176, ionisation: 590, electronegativity: 1.0 },
  Br: { radius: 120, ionisation: 1140, electronegativity: 2.8 },
  I: { radius: 139, ionisation: 1008, electronegativity: 2.5 },
};

/** Elements along a period or down a group, leaving out the exceptions to the trends (groups 13, 16 and 18). */
const TREND_SETS: ReadonlyArray<{ elements: readonly string[]; along: "period" | "group" }> = [
  { elements: ["Li", "Be", "C", "N", "F"], along: "period" },
  { elements: ["Na", "Mg", "Si", "P", "Cl"], along: "period" },
  { elements: ["Li", "Na", "K"], along: "group" },
  { elements: ["Be", "Mg", "Ca"], along: "group" },
  { elements: ["F", "Cl", "Br", "I"], along: "group" },
  { elements: ["Be", "C", "N", "F"], along: "period" },
  { elements: ["Mg", "Si", "P", "Cl"], along: "period" },
];

/** Every way to pick three of a set, as index triples. */
function triples(size: number): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  for (let a = 0; a < size; a += 1)
    for (let b = a + 1; b < size; b += 1) for (let c = b + 1; c < size; c += 1) out.push([a, b, c]);
  return out;
}

const PROPERTIES = [
  { highest: "the largest atomic radius", lowest: "the smallest atomic radius", key: "radius" },
  { highest: "the highest first ionisation energy", lowest: "the lowest first ionisation energy", key: "ionisation" },
  { highest: "the highest electronegativity", lowest: "the lowest electronegativity", key: "electronegativity" },
] as const;

const PERIOD_OF: Readonly<Record<string, number>> = { Br: 4, I: 5 };
const GROUP_OF: Readonly<Record<string, number>> = { Br: 17, I: 17 };
const placeOfSymbol = (symbol: string) =>
  symbol in PERIOD_OF ? { period: PERIOD_OF[symbol], group: GROUP_OF[symbol] } : placeOf(atomicNumber(symbol));

/** By the trends: atomic radius grows down a group and shrinks across a period; the other two do the opposite. */
function byTrend(symbols: readonly string[], property: number, highest: boolean): string {
  const score = (symbol: string) => {
    const { period, group } = placeOfSymbol(symbol);
    return property === 0 ? 100 * period - group : group - 100 * period;
  };
  const sorted = [...symbols].sort((a, b) => score(a) - score(b));
  return highest ? sorted[sorted.length - 1] : sorted[0];
}

/** From the measured values instead of the trend. */
function byData(symbols: readonly string[], property: number, highest: boolean): string {
  const key = PROPERTIES[property].key;
  const sorted = [...symbols].sort((a, b) => ELEMENT_DATA[a][key] - ELEMENT_DATA[b][key]);
  return highest ? sorted[sorted.length - 1] : sorted[0];
}

const trendReason = (along: "period" | "group", property: number) =>
  along === "period"
    ? property === 0
      ? "Across a period (left to right) the nuclear charge grows while the electrons stay in the same shell, so the atoms get smaller."
      : `Across a period (left to right) the nuclear charge grows and the atoms get smaller, so the ${property === 1 ? "first ionisation energy" : "electronegativity"} increases.`
    : property === 0
      ? "Down a group each atom has one more shell of electrons, so the atoms get larger."
      : `Down a group the valence electrons are further from the nucleus and better shielded, so the ${property === 1 ? "first ionisation energy" : "electronegativity"} decreases.`;

const elementChoice = (symbol: string) => `${ELEMENT_NAME[symbol]} (${symbolOf(symbol)})`;

type TrendValues = { set: number; pick: number; property: number; highest: number; order: number };

const drawTrend = (sets: readonly number[]) => (r: { int(min: number, max: number): number }) => ({
  set: sets[r.int(0, sets.length - 1)],
  pick: r.int(0, 9),
  property: r.int(0, 2),
  highest: r.int(0, 1),
  order: r.int(0, 2),
});

const trendPicked = ({ set, pick }: TrendValues) => {
  const { elements } = TREND_SETS[set];
  const options = triples(elements.length);
  return options[pick % options.length].map((i) => elements[i]);
};

const periodicTrends: QuestionTemplate<TrendValues> = {
  id: "periodic-trends",
  level: 2,
  draw: drawTrend([0, 1, 2, 3, 4]),
  build: (values) => {
    const picked = trendPicked(values);
    const { along } = TREND_SETS[values.set];
    const highest = values.highest === 1;
    const right = byTrend(picked, values.property, highest);
    const wanted = highest ? PROPERTIES[values.property].highest : PROPERTIES[values.property].lowest;
    return choiceQuestionWithAnswer(
      `Which of these elements has ${wanted}?`,
      elementChoice(right),
      picked.filter((symbol) => symbol !== right).map(elementChoice),
      values.order,
      "Find the elements on the periodic table: are they in the same period or the same group? Then use the trend: atomic radius decreases across a period and increases down a group; ionisation energy and electronegativity do the opposite.",
      [
        `The elements are all in the same ${along === "period" ? `period (period ${placeOfSymbol(picked[0]).period})` : `group (group ${placeOfSymbol(picked[0]).group})`}.`,
        trendReason(along, values.property),
      ],
    );
  },
  // Look the values up (radii in pm, ionisation energies in kJ·mol⁻¹, electronegativities) and compare.
  check: (values) => elementChoice(byData(trendPicked(values), values.property, values.highest === 1)),
};

const trendsFromConfiguration: QuestionTemplate<TrendValues> = {
  id: "periodic-trends-from-configuration",
  level: 3,
  // Sets whose configurations have no single electron in a subshell (see `hasSingle`).
  draw: drawTrend([5, 6, 3]),
  build: (values) => {
    const picked = trendPicked(values);
    const { along } = TREND_SETS[values.set];
    const highest = values.highest === 1;
    const right = byTrend(picked, values.property, highest);
    const shown = (symbol: string) => configText(aufbau(atomicNumber(symbol)));
    const wanted = highest ? PROPERTIES[values.property].highest : PROPERTIES[values.property].lowest;
    return choiceQuestionWithAnswer(
      `Three elements have these ground-state electron configurations. Which one belongs to the element with ${wanted}?`,
      shown(right),
      picked.filter((symbol) => symbol !== right).map(shown),
      values.order,
      "Read each configuration: the highest shell number gives the period and the electrons in that shell give the group. Then apply the trend in the period or down the group.",
      [
        ...picked.map((symbol) => {
          const { period, group } = placeOfSymbol(symbol);
          return `${shown(symbol)}: period ${period}, group ${group} (${ELEMENT_NAME[symbol]}).`;
        }),
        trendReason(along, values.property),
      ],
    );
  },
  // Look the values up and compare, then write that element's configuration shell by shell.
  check: (values) => {
    const symbol = byData(trendPicked(values), values.property, values.highest === 1);
    let left = atomicNumber(symbol);
    const parts: string[] = [];
    for (const [name, size] of [
      ["1s", 2],
      ["2s", 2],
      ["2p", 6],
      ["3s", 2],
      ["3p", 6],
      ["4s", 2],
    ] as const) {
      if (left <= 0) break;
      const n = Math.min(size, left);
      parts.push(`${name}${superscript(n)}`);
      left -= n;
    }
    return parts.join(" ");
  },
};

// ─── 5. Chemical bonding (Term 1) ───────────────────────────────────────────────────────────────

const METALS = new Set(["Li", "Na", "K", "Be", "Mg", "Ca", "Al", "Fe", "Cu", "Zn", "Ag"]);
const BOND_TYPES = ["ionic bonding", "covalent bonding", "metallic bonding"] as const;

/** [name, formula as printed, bond type (answer key)]. */
const BONDED: ReadonlyArray<readonly [string, string, number]> = [
  ["sodium chloride", "NaCℓ", 0],
  ["magnesium oxide", "MgO", 0],
  ["calcium fluoride", "CaF₂", 0],
  ["potassium bromide", "KBr", 0],
  ["lithium oxide", "Li₂O", 0],
  ["calcium chloride", "CaCℓ₂", 0],
  ["water", "H₂O", 1],
  ["methane", "CH₄", 1],
  ["ammonia", "NH₃", 1],
  ["carbon dioxide", "CO₂", 1],
  ["hydrogen chloride", "HCℓ", 1],
  ["chlorine", "Cℓ₂", 1],
  ["nitrogen", "N₂", 1],
  ["sulphur dioxide", "SO₂", 1],
  ["copper", "Cu", 2],
  ["iron", "Fe", 2],
  ["magnesium", "Mg", 2],
  ["aluminium", "Aℓ", 2],
  ["zinc", "Zn", 2],
];

const bondType: QuestionTemplate<{ substance: number; order: number }> = {
  id: "bonding-type",
  level: 1,
  draw: (r) => ({ substance: r.int(0, BONDED.length - 1), order: r.int(0, 2) }),
  build: ({ substance, order }) => {
    const [name, formula, type] = BONDED[substance];
    const reason = [
      "It is made of a metal and a non-metal: the metal atoms transfer electrons to the non-metal atoms, and the positive and negative ions attract each other.",
      "It is made of non-metal atoms only: they share pairs of electrons.",
      "It is a metal: its atoms give up their valence electrons to a sea of delocalised electrons that holds the positive metal ions together.",
    ][type];
    return choiceQuestionWithAnswer(
      `Which type of bonding is found in ${name} (${formula})?`,
      BOND_TYPES[type],
      BOND_TYPES.filter((_, i) => i !== type),
      order,
      "Decide whether each element is a metal or a non-metal: metal with non-metal gives ionic bonding, non-metals only give covalent bonding, and a metal on its own has metallic bonding.",
      [reason],
    );
  },
  // From the elements in the formula: are they metals, non-metals or both?
  check: ({ substance }) => {
    const elements = Object.keys(parseFormula(BONDED[substance][1]));
    const metals = elements.filter((element) => METALS.has(element)).length;
    if (metals === elements.length) return BOND_TYPES[2];
    return metals > 0 ? BOND_TYPES[0] : BOND_TYPES[1];
  },
};

const ION_PAIRS = [
  ["Mg", "Cl"],
  ["Al", "O"],
  ["Ca", "OH"],
  ["NH4", "SO4"],
  ["Na", "CO3"],
  ["Fe3", "Cl"],
  ["Cu2", "NO3"],
  ["Ca", "PO4"],
  ["Al", "SO4"],
  ["Mg", "N"],
  ["Na", "S"],
  ["Zn", "Br"],
  ["Al", "OH"],
  ["K", "O"],
  ["NH4", "PO4"],
] as const;

/** The cross-over written out again for the check: smallest counts that cancel, with brackets where needed. */
function formulaByCounting(cation: Ion, anion: Ion): string {
  const [cations, anions] = balancedCounts(cation.charge, anion.charge);
  const part = (ion: Ion, n: number) => {
    if (n === 1) return ion.formula;
    return ion.polyatomic ? `(${ion.formula})${subscript(n)}` : ion.formula + subscript(n);
  };
  return part(cation, cations) + part(anion, anions);
}

const ionicFormula: QuestionTemplate<{ pair: number; order: number }> = {
  id: "bonding-ionic-formula",
  level: 2,
  draw: (r) => ({ pair: r.int(0, ION_PAIRS.length - 1), order: r.int(0, 3) }),
  build: ({ pair, order }) => {
    const cation = ION[ION_PAIRS[pair][0]];
    const anion = ION[ION_PAIRS[pair][1]];
    const { formula, cations, anions } = crossOver(cation, anion);
    return choiceQuestionWithAnswer(
      `Which is the formula of ${cation.name} ${anion.name}, the ionic compound of ${ionText(cation)} and ${ionText(anion)} ions?`,
      formula,
      wrongIonicFormulae(cation, anion),
      order,
      "The compound is neutral: the total positive charge must equal the total negative charge. Use the smallest whole numbers of each ion, and put a polyatomic ion in brackets when you need more than one.",
      [
        `Charges: ${ionText(cation)} is ${withSign(cation.charge)} and ${ionText(anion)} is ${num(anion.charge)}.`,
        `${cations} × (${withSign(cation.charge)}) + ${anions} × (${num(anion.charge)}) = 0, so the ratio is ${cations} : ${anions}.`,
      ],
    );
  },
  // Count up the cations until their charge can be cancelled by whole anions.
  check: ({ pair }) => formulaByCounting(ION[ION_PAIRS[pair][0]], ION[ION_PAIRS[pair][1]]),
};

/** Valence electrons of the non-metals in the molecules below. */
const VALENCE: Readonly<Record<string, number>> = { H: 1, C: 4, N: 5, O: 6, F: 7, Cl: 7, S: 6, P: 5 };

/** [formula, central atom or "", bonding pairs, lone pairs in the molecule, lone pairs on the central atom]. */
const MOLECULES: ReadonlyArray<readonly [string, string, number, number, number]> = [
  ["H₂", "", 1, 0, 0],
  ["Cℓ₂", "", 1, 6, 0],
  ["O₂", "", 2, 4, 0],
  ["N₂", "", 3, 2, 0],
  ["HCℓ", "", 1, 3, 0],
  ["HF", "", 1, 3, 0],
  ["H₂O", "O", 2, 2, 2],
  ["NH₃", "N", 3, 1, 1],
  ["CH₄", "C", 4, 0, 0],
  ["CO₂", "C", 4, 4, 0],
  ["H₂S", "S", 2, 2, 2],
  ["PH₃", "P", 3, 1, 1],
  ["CCℓ₄", "C", 4, 12, 0],
  ["HCN", "C", 4, 1, 0],
  ["OF₂", "O", 2, 8, 2],
  ["NCℓ₃", "N", 3, 10, 1],
];

const bondingPairs: QuestionTemplate<{ molecule: number; asked: number }> = {
  id: "bonding-electron-pairs",
  level: 2,
  draw: (r) => {
    const asked = r.int(0, 2);
    const pool = MOLECULES.map((_, i) => i).filter((i) => asked < 2 || MOLECULES[i][4] > 0);
    return { molecule: r.pick(pool), asked };
  },
  build: ({ molecule, asked }) => {
    const [formula, central, bonds, lone, centralLone] = MOLECULES[molecule];
    const answer = [bonds, lone, centralLone][asked];
    const what = ["bonding pairs", "lone pairs", `lone pairs on the ${symbolOf(central)} atom`][asked];
    const atoms = parseFormula(formula);
    const valence = Object.entries(atoms).reduce((sum, [element, n]) => sum + VALENCE[element] * n, 0);
    return {
      kind: "numeric",
      prompt: `In the Lewis structure of ${formula}, how many ${what} are there?`,
      answer,
      hint: "Count the valence electrons of all the atoms, then place them so every atom has a full outer shell (two for hydrogen, eight for the others): shared pairs are bonding pairs, unshared pairs are lone pairs.",
      solution: [
        `Valence electrons: ${Object.entries(atoms)
          .map(([element, n]) => `${n} × ${VALENCE[element]} (${symbolOf(element)})`)
          .join(" + ")} = ${valence}, that is ${valence / 2 === 1 ? "one pair" : `${valence / 2} pairs`}.`,
        `${formula} has ${bonds} bonding pair${bonds === 1 ? "" : "s"} and ${lone === 0 ? "no lone pairs" : `${lone} lone pair${lone === 1 ? "" : "s"}`}${central && lone > 0 ? ` (${centralLone === 0 ? "none" : centralLone} on ${symbolOf(central)})` : ""}.`,
        `Number of ${what} = ${answer}`,
      ],
    };
  },
  // The N − A = S rule: electrons Needed for full shells minus electrons Available gives those Shared.
  check: ({ molecule, asked }) => {
    const [formula] = MOLECULES[molecule];
    const atoms = parseFormula(formula);
    let needed = 0;
    let available = 0;
    for (const [element, n] of Object.entries(atoms)) {
      needed += (element === "H" ? 2 : 8) * n;
      available += VALENCE[element] * n;
    }
    const shared = needed - available;
    const bonds = shared / 2;
    if (asked === 0) return bonds;
    if (asked === 1) return (available - shared) / 2;
    // Every bond in these molecules touches the central atom: its octet is 2 electrons per bond plus its lone pairs.
    return (8 - 2 * bonds) / 2;
  },
};

/** Metals by place, [symbol, group, period], and non-metals by configuration, [symbol, Z]. */
const BONDING_METALS = [
  ["Li", 1, 2],
  ["Na", 1, 3],
  ["K", 1, 4],
  ["Mg", 2, 3],
  ["Ca", 2, 4],
  ["Al", 13, 3],
] as const;
const BONDING_NON_METALS = [
  ["N", 7],
  ["O", 8],
  ["F", 9],
  ["S", 16],
  ["Cl", 17],
] as const;
const EXTRA_IONS: Readonly<Record<string, Ion>> = {
  Li: { formula: "Li", charge: 1, name: "lithium" },
  F: { formula: "F", charge: -1, name: "fluoride" },
};
const ionOf = (key: string) => ION[key] ?? EXTRA_IONS[key];

const predictCompound: QuestionTemplate<{ metal: number; nonMetal: number; order: number }> = {
  id: "bonding-predict-compound",
  level: 3,
  draw: (r) => ({
    metal: r.int(0, BONDING_METALS.length - 1),
    nonMetal: r.int(0, BONDING_NON_METALS.length - 1),
    order: r.int(0, 3),
  }),
  build: ({ metal, nonMetal, order }) => {
    const [metalSymbol, group, period] = BONDING_METALS[metal];
    const [nonMetalSymbol, z] = BONDING_NON_METALS[nonMetal];
    const cation = ionOf(metalSymbol);
    const anion = ionOf(nonMetalSymbol);
    const { formula } = crossOver(cation, anion);
    const right = `${formula}, ionic bonding`;
    const wrong = [
      `${formula}, covalent bonding`,
      ...wrongIonicFormulae(cation, anion)
        .slice(0, 2)
        .map((f) => `${f}, ionic bonding`),
    ];
    return choiceQuestionWithAnswer(
      `Element A is in group ${group} and period ${period} of the periodic table. Element B has the ground-state electron configuration ${configText(aufbau(z))}. Which formula and type of bonding describe the compound of A and B?`,
      right,
      wrong,
      order,
      "Identify A from its place and B from its configuration (count the electrons). A metal loses its valence electrons and a non-metal gains enough to fill its outer shell: balance the ion charges, and decide the bond type from metal + non-metal.",
      [
        `A is ${ELEMENT_NAME[metalSymbol]}: it loses ${cation.charge} valence electron${cation.charge === 1 ? "" : "s"} to form ${ionText(cation)}.`,
        `B has ${z} electrons, so it is ${ELEMENT_NAME[nonMetalSymbol]}: it gains ${-anion.charge} electron${anion.charge === -1 ? "" : "s"} to fill its outer shell and forms ${ionText(anion)}.`,
        `Balancing the charges gives ${formula}; a metal and a non-metal transfer electrons, so the bonding is ionic.`,
      ],
    );
  },
  // The ion charges worked out from the electrons instead: the metal's valence electrons from its group,
  // the non-metal's from its Z (electrons past the last full shell); then count up to cancel the charges.
  check: ({ metal, nonMetal }) => {
    const [metalSymbol, group] = BONDING_METALS[metal];
    const [nonMetalSymbol, z] = BONDING_NON_METALS[nonMetal];
    const positive = group <= 2 ? group : group - 10;
    const negative = -(8 - (z > 10 ? z - 10 : z - 2));
    const [m, n] = balancedCounts(positive, negative);
    return `${formulaOf([
      [metalSymbol, m],
      [nonMetalSymbol, n],
    ])}, ionic bonding`;
  },
};

// ─── 6. Transverse pulses and waves (Term 2) ─────────────────────────────────────────────────────

const periodAndFrequency: QuestionTemplate<{ asked: number; value: number }> = {
  id: "waves-period-frequency",
  level: 1,
  draw: (r) => {
    const asked = r.int(0, 1);
    const value =
      asked === 0
        ? r.pick([0.01, 0.02, 0.025, 0.04, 0.05, 0.1, 0.125, 0.2, 0.25, 0.4, 0.5, 0.8, 2, 2.5, 4, 5])
        : r.pick([0.5, 0.25, 2, 4, 5, 8, 10, 20, 25, 40, 50, 80, 100]);
    return { asked, value };
  },
  build: ({ asked, value }) => {
    const answer = 1 / value;
    return asked === 0
      ? {
          kind: "numeric",
          prompt: `A point on a transverse wave takes ${num(value, 3)} s to complete one oscillation. What is the frequency of the wave?`,
          answer,
          unit: "Hz",
          hint: "The time for one complete oscillation is the period T; the frequency is the number of oscillations per second, f = 1 ÷ T.",
          solution: [
            `T = ${num(value, 3)} s, and f = ${frac(1, "T")}.`,
            `f = ${frac(1, num(value, 3))} = ${num(answer, 3)} Hz`,
          ],
        }
      : {
          kind: "numeric",
          prompt: `A transverse wave has a frequency of ${num(value)} Hz. What is its period?`,
          answer,
          unit: "s",
          hint: "The period is the time for one complete oscillation: T = 1 ÷ f.",
          solution: [
            `f = ${num(value)} Hz, and T = ${frac(1, "f")}.`,
            `T = ${frac(1, num(value))} = ${num(answer, 4)} s`,
          ],
        };
  },
  // By counting whole oscillations in 100 s for f; for T, a bisection for the time of one oscillation.
  check: ({ asked, value }) => {
    if (asked === 1) return bisectRoot((time) => value * time - 1, 0, 10);
    let oscillations = 0;
    while ((oscillations + 1) * value <= 100 + 1e-9) oscillations += 1;
    return oscillations / 100;
  },
};

const superposition: QuestionTemplate<{ first: number; second: number; same: number }> = {
  id: "waves-superposition",
  level: 1,
  draw: (r) => {
    const first = r.int(2, 12);
    const same = r.int(0, 1);
    const second =
      same === 1
        ? r.int(2, 12)
        : r.pick([first - 3, first - 2, first - 1, first + 1, first + 2, first + 3].filter((a) => a >= 1));
    return { first, second, same };
  },
  build: ({ first, second, same }) => {
    const answer = same === 1 ? first + second : Math.abs(first - second);
    return {
      kind: "numeric",
      prompt: `Two pulses travel towards each other on the same rope. Pulse P is a crest with an amplitude of ${first} cm; pulse Q is ${same === 1 ? "also a crest" : "a trough"}, with an amplitude of ${second} cm. What is the amplitude of the resultant pulse at the moment they overlap exactly?`,
      answer,
      unit: "cm",
      hint: "By the principle of superposition the displacements add, taking crests as positive and troughs as negative: two crests interfere constructively, a crest and a trough destructively.",
      solution:
        same === 1
          ? [
              "Both pulses are crests: constructive interference, so their amplitudes add.",
              `Amplitude = ${first} + ${second} = ${answer} cm`,
            ]
          : [
              "A crest meets a trough: destructive interference, so the amplitudes subtract.",
              `Amplitude = ${Math.max(first, second)} − ${Math.min(first, second)} = ${answer} cm`,
            ],
    };
  },
  // Signed displacements: crest up (+), trough down (−); the size of their sum.
  check: ({ first, second, same }) => Math.abs(first + (same === 1 ? second : -second)),
};

const waveSpeed: QuestionTemplate<{ wavelength: number; oscillations: number; time: number }> = {
  id: "waves-wave-speed",
  level: 2,
  // At least 0,2 m·s⁻¹, so rounding to two decimals is never more than 2,5% off.
  draw: (r) => {
    for (;;) {
      const values = {
        wavelength: r.pick([0.2, 0.25, 0.4, 0.5, 0.6, 0.8, 1.2, 1.5, 2]),
        oscillations: r.int(5, 30),
        time: r.pick([2, 4, 5, 6, 8, 10]),
      };
      if ((values.oscillations / values.time) * values.wavelength >= 0.2) return values;
    }
  },
  build: ({ wavelength, oscillations, time }) => {
    const frequency = oscillations / time;
    const speed = frequency * wavelength;
    return {
      kind: "numeric",
      prompt: `The distance between two neighbouring crests of a wave on a string is ${num(wavelength)} m. A point on the string completes ${oscillations} oscillations in ${time} s. Calculate the speed of the wave. (Round to two decimals.)`,
      answer: speed,
      unit: "m·s⁻¹",
      decimals: 2,
      hint: "The distance between neighbouring crests is the wavelength λ. Find the frequency (oscillations per second), then use the wave equation v = fλ.",
      solution: [
        `λ = ${num(wavelength)} m; f = ${frac(oscillations, time)} = ${num(frequency, 3)} Hz.`,
        `v = fλ = ${num(frequency, 3)} × ${num(wavelength)}`,
        `v = ${fixed(speed, 2)} m·s⁻¹`,
      ],
    };
  },
  // Through the period: each oscillation the wave moves one wavelength, v = λ ÷ T with T = time ÷ oscillations.
  check: ({ wavelength, oscillations, time }) => wavelength / (time / oscillations),
};

const waveFromCrests: QuestionTemplate<{
  kind: number;
  wavelength: number;
  crests: number;
  frequency: number;
  time: number;
}> = {
  id: "waves-speed-from-crests",
  level: 3,
  draw: (r) => ({
    kind: r.int(0, 1),
    wavelength: r.pick([10, 20, 24, 30, 40, 50, 60, 80]),
    crests: r.int(3, 6),
    frequency: r.pick([0.5, 1, 1.5, 2, 2.5, 4, 5]),
    time: r.pick([4, 6, 8, 10]),
  }),
  build: ({ kind, wavelength, crests, frequency, time }) => {
    const oscillations = frequency * time;
    const distance = kind === 0 ? wavelength * (crests - 1) : wavelength / 2;
    const speed = (frequency * wavelength) / 100;
    const given =
      kind === 0
        ? `The horizontal distance from the first crest to the ${["", "", "", "third", "fourth", "fifth", "sixth"][crests]} crest is ${num(distance)} cm`
        : `The horizontal distance from a crest to the neighbouring trough is ${num(distance)} cm`;
    return {
      kind: "numeric",
      prompt: `A learner moves one end of a long rope up and down and sends a transverse wave along it. ${given}. Her hand completes ${num(oscillations)} oscillations in ${time} s. Calculate the speed of the wave in m·s⁻¹.`,
      answer: speed,
      unit: "m·s⁻¹",
      hint: "First get the wavelength from the distance given (count how many wavelengths it spans) and change it to metres. The frequency is oscillations per second. Then v = fλ.",
      solution: [
        kind === 0
          ? `From the first to the ${["", "", "", "third", "fourth", "fifth", "sixth"][crests]} crest is ${crests - 1} wavelengths: λ = ${num(distance)} ÷ ${crests - 1} = ${num(wavelength)} cm = ${num(wavelength / 100)} m.`
          : `A crest to the neighbouring trough is half a wavelength: λ = 2 × ${num(distance)} = ${num(wavelength)} cm = ${num(wavelength / 100)} m.`,
        `f = ${frac(num(oscillations), time)} = ${num(frequency)} Hz.`,
        `v = fλ = ${num(frequency)} × ${num(wavelength / 100)}`,
        `v = ${num(speed, 3)} m·s⁻¹`,
      ],
    };
  },
  // In cm·s⁻¹ first: the wave moves one wavelength each period (T = time ÷ oscillations), then ÷ 100.
  check: ({ kind, wavelength, crests, frequency, time }) => {
    const distance = kind === 0 ? wavelength * (crests - 1) : wavelength / 2;
    const lambda = kind === 0 ? distance / (crests - 1) : distance * 2;
    const period = time / (frequency * time);
    return lambda / period / 100;
  },
};

// ─── 7. Sound (Term 2) ───────────────────────────────────────────────────────────────────────────

const thunderDistance: QuestionTemplate<{ halfSeconds: number }> = {
  id: "sound-thunder-distance",
  level: 1,
  draw: (r) => ({ halfSeconds: r.int(1, 18) }),
  build: ({ halfSeconds }) => {
    const time = halfSeconds / 2;
    const distance = SOUND_SPEED_IN_AIR * time;
    return {
      kind: "numeric",
      prompt: `During a Highveld thunderstorm a learner sees a flash of lightning and hears the thunder ${num(time)} s later. How far away did the lightning strike? Take the speed of sound in air as ${num(SOUND_SPEED_IN_AIR)} m·s⁻¹; the light arrives almost at once.`,
      answer: distance,
      unit: "m",
      hint: "The sound travels at constant speed, so distance = speed × time.",
      solution: [
        "Light reaches the learner almost at once, so the delay is the time the sound takes.",
        `Distance = v × Δt = ${num(SOUND_SPEED_IN_AIR)} × ${num(time)}`,
        `Distance = ${num(distance)} m`,
      ],
    };
  },
  // A search: halve the interval until the distance whose travel time matches the delay is found.
  check: ({ halfSeconds }) => {
    let low = 0;
    let high = 10_000;
    for (let i = 0; i < 60; i += 1) {
      const middle = (low + high) / 2;
      if (middle / SOUND_SPEED_IN_AIR < halfSeconds / 2) low = middle;
      else high = middle;
    }
    return (low + high) / 2;
  },
};

/** [what changes, whether it grows, the situation]. */
const SOUND_CHANGES: ReadonlyArray<readonly ["amplitude" | "frequency", boolean, string]> = [
  [
    "amplitude",
    true,
    "A learner plucks the same guitar string harder, so the sound wave has a larger amplitude and the same frequency.",
  ],
  [
    "amplitude",
    false,
    "The volume of a radio is turned down: the amplitude of the sound wave decreases and its frequency stays the same.",
  ],
  [
    "frequency",
    true,
    "A learner presses a guitar string against a fret, so the vibrating part is shorter and vibrates with a higher frequency; the amplitude stays the same.",
  ],
  [
    "frequency",
    false,
    "A marimba player strikes a longer bar, which vibrates with a lower frequency; the amplitude of the sound stays the same.",
  ],
  [
    "amplitude",
    true,
    "A taxi driver presses the hooter harder, so the sound wave has a larger amplitude at the same frequency.",
  ],
  ["frequency", true, "A tuning fork of 256 Hz is swapped for one of 512 Hz, struck just as hard."],
];

const SOUND_EFFECTS = [
  "The sound becomes louder.",
  "The sound becomes softer.",
  "The pitch becomes higher.",
  "The pitch becomes lower.",
] as const;
const SOUND_KEY = [0, 1, 2, 3, 0, 2] as const;

const pitchAndLoudness: QuestionTemplate<{ change: number; order: number }> = {
  id: "sound-pitch-loudness",
  level: 1,
  draw: (r) => ({ change: r.int(0, SOUND_CHANGES.length - 1), order: r.int(0, 3) }),
  build: ({ change, order }) => {
    const right = SOUND_EFFECTS[SOUND_KEY[change]];
    const [quantity] = SOUND_CHANGES[change];
    return choiceQuestionWithAnswer(
      `${SOUND_CHANGES[change][2]} How does the sound change?`,
      right,
      SOUND_EFFECTS.filter((effect) => effect !== right),
      order,
      "The pitch of a sound depends on its frequency; its loudness depends on its amplitude.",
      [
        quantity === "amplitude"
          ? "Loudness depends on the amplitude of the sound wave."
          : "Pitch depends on the frequency of the sound wave.",
      ],
    );
  },
  // From the physics: amplitude sets loudness, frequency sets pitch; the direction of the change does the rest.
  check: ({ change }) => {
    const [quantity, grows] = SOUND_CHANGES[change];
    if (quantity === "amplitude") return grows ? SOUND_EFFECTS[0] : SOUND_EFFECTS[1];
    return grows ? SOUND_EFFECTS[2] : SOUND_EFFECTS[3];
  },
};

const echoDistance: QuestionTemplate<{ tenths: number }> = {
  id: "sound-echo-distance",
  level: 2,
  draw: (r) => ({ tenths: r.int(3, 30) }),
  build: ({ tenths }) => {
    const time = tenths / 10;
    const path = SOUND_SPEED_IN_AIR * time;
    const distance = path / 2;
    return {
      kind: "numeric",
      prompt: `A learner standing in front of a tall cliff claps once and hears the echo ${num(time)} s later. How far is the learner from the cliff? Take the speed of sound in air as ${num(SOUND_SPEED_IN_AIR)} m·s⁻¹.`,
      answer: distance,
      unit: "m",
      hint: "An echo is sound reflected back: in the time measured, the sound travels to the cliff and back again.",
      solution: [
        `Total path of the sound: ${num(SOUND_SPEED_IN_AIR)} × ${num(time)} = ${num(path)} m, there and back.`,
        `Distance to the cliff = ${num(path)} ÷ 2`,
        `Distance = ${num(distance)} m`,
      ],
    };
  },
  // One way only: the sound reaches the cliff in half the time.
  check: ({ tenths }) => SOUND_SPEED_IN_AIR * (tenths / 10 / 2),
};

const sonarDepth: QuestionTemplate<{ frequency: number; hundredths: number }> = {
  id: "sound-sonar-depth",
  level: 3,
  draw: (r) => ({ frequency: r.pick([25, 30, 40, 50, 60]), hundredths: r.int(4, 120) }),
  build: ({ frequency, hundredths }) => {
    const wavelengthMm = 1500 / frequency;
    const speed = frequency * 1000 * (wavelengthMm / 1000);
    const time = hundredths / 100;
    const depth = (speed * time) / 2;
    return {
      kind: "numeric",
      prompt: `A fishing boat's sonar sends a pulse of ultrasound with a frequency of ${num(frequency)} kHz straight down. In sea water the wavelength of the ultrasound is ${num(wavelengthMm)} mm. The echo from the sea floor returns ${num(time)} s after the pulse was sent. How deep is the sea there?`,
      answer: depth,
      unit: "m",
      hint: "Use v = fλ (in hertz and metres) for the speed of the ultrasound in sea water. The echo time covers the trip down and back up.",
      solution: [
        `v = fλ = (${num(frequency)} × 10³ Hz)(${num(wavelengthMm)} × 10⁻³ m) = ${num(speed)} m·s⁻¹.`,
        `The pulse travels down and back: 2 × depth = v × Δt = ${num(speed)} × ${num(time)} = ${num(speed * time)} m.`,
        `Depth = ${num(depth)} m`,
      ],
    };
  },
  // Through the period: one wavelength per period, so the pulse covers (λ ÷ T) × Δt, halved.
  check: ({ frequency, hundredths }) => {
    const period = 1 / (frequency * 1000);
    const lambda = 1.5 / frequency;
    return ((lambda / period) * (hundredths / 100)) / 2;
  },
};

// ─── 8. Electromagnetic radiation (Term 2) ──────────────────────────────────────────────────────

const radioWavelength: QuestionTemplate<{ tenthsMHz: number }> = {
  id: "em-radio-wavelength",
  level: 1,
  draw: (r) => ({ tenthsMHz: r.int(880, 1080) }),
  build: ({ tenthsMHz }) => {
    const megahertz = tenthsMHz / 10;
    const wavelength = LIGHT_SPEED / (megahertz * 1e6);
    return {
      kind: "numeric",
      prompt: `An FM radio station broadcasts at ${num(megahertz, 1)} MHz. Calculate the wavelength of its radio waves. (Round to two decimals.)`,
      answer: wavelength,
      unit: "m",
      decimals: 2,
      hint: "All electromagnetic waves travel at c = 3 × 10⁸ m·s⁻¹ in a vacuum (and almost that in air): use c = fλ with f in hertz (1 MHz = 10⁶ Hz).",
      solution: [
        `f = ${num(megahertz, 1)} MHz = ${sci(megahertz * 1e6, 4)} Hz.`,
        `λ = ${frac("c", "f")} = ${frac(sci(LIGHT_SPEED), sci(megahertz * 1e6, 4))}`,
        `λ = ${fixed(wavelength, 2)} m`,
      ],
    };
  },
  // The wave moves one wavelength per period: λ = c × T with T = 1 ÷ f.
  check: ({ tenthsMHz }) => LIGHT_SPEED * (1 / ((tenthsMHz / 10) * 1e6)),
};

/** In order of increasing frequency; typical wavelengths (m) for the second working. */
const SPECTRUM = [
  ["radio waves", 1],
  ["microwaves", 1e-2],
  ["infrared", 1e-5],
  ["visible light", 5e-7],
  ["ultraviolet", 1e-7],
  ["X-rays", 1e-9],
  ["gamma rays", 1e-12],
] as const;

const ORDERINGS = [
  "increasing frequency",
  "increasing wavelength",
  "increasing photon energy",
  "decreasing wavelength",
] as const;

/** Every way to pick four of the seven regions, in spectrum order. */
const FOURS = (() => {
  const out: number[][] = [];
  for (let a = 0; a < 7; a += 1)
    for (let b = a + 1; b < 7; b += 1)
      for (let c = b + 1; c < 7; c += 1) for (let d = c + 1; d < 7; d += 1) out.push([a, b, c, d]);
  return out;
})();

const spectrumOrder: QuestionTemplate<{ four: number; ordering: number; order: number }> = {
  id: "em-spectrum-order",
  level: 1,
  draw: (r) => ({ four: r.int(0, FOURS.length - 1), ordering: r.int(0, 3), order: r.int(0, 3) }),
  build: ({ four, ordering, order }) => {
    const regions = FOURS[four].map((i) => SPECTRUM[i][0]);
    const up = ordering === 1 ? [...regions].reverse() : regions;
    const text = (list: readonly string[]) => list.join(", ");
    const right = text(up);
    const wrong = [text([...up].reverse()), text([up[1], up[0], up[2], up[3]]), text([up[0], up[1], up[3], up[2]])];
    return choiceQuestionWithAnswer(
      `Which list puts these electromagnetic waves in order of ${ORDERINGS[ordering]}?`,
      right,
      wrong,
      order,
      "Recall the spectrum from lowest to highest frequency: radio waves, microwaves, infrared, visible light, ultraviolet, X-rays, gamma rays. Wavelength runs the opposite way; photon energy rises with frequency (E = hf).",
      [
        "From lowest to highest frequency: radio waves, microwaves, infrared, visible light, ultraviolet, X-rays, gamma rays.",
        ordering === 1
          ? "Wavelength decreases as frequency increases (c = fλ), so increasing wavelength is the reverse order."
          : ordering === 2
            ? "Photon energy E = hf rises with frequency, so it has the same order as frequency."
            : ordering === 3
              ? "Decreasing wavelength means increasing frequency."
              : "This is the order of the spectrum itself.",
      ],
    );
  },
  // Sort by typical wavelengths: long to short for frequency, energy and decreasing wavelength.
  check: ({ four, ordering }) => {
    const picked = FOURS[four].map((i) => SPECTRUM[i]);
    const sorted = [...picked].sort((a, b) => (ordering === 1 ? a[1] - b[1] : b[1] - a[1]));
    return sorted.map(([name]) => name).join(", ");
  },
};

const photonEnergy: QuestionTemplate<{ nanometres: number }> = {
  id: "em-photon-energy",
  level: 2,
  draw: (r) => ({ nanometres: r.int(400, 700) }),
  build: ({ nanometres }) => {
    const lambda = nanometres * 1e-9;
    const energy = (PLANCK * LIGHT_SPEED) / lambda;
    return {
      kind: "numeric",
      prompt: `Calculate the energy of a photon of light with a wavelength of ${num(nanometres)} nm. (Give the answer in scientific notation.)`,
      answer: energy,
      unit: "J",
      hint: "Combine E = hf and c = fλ: E = hc ÷ λ, with λ in metres (1 nm = 10⁻⁹ m). h and c are on the data sheet.",
      solution: [
        `λ = ${num(nanometres)} nm = ${sci(lambda)} m.`,
        `E = ${frac("hc", "λ")} = ${frac(`(${sci(PLANCK)})(${sci(LIGHT_SPEED)})`, sci(lambda))}`,
        `E = ${sci(energy)} J`,
      ],
    };
  },
  // In two steps: the frequency from c = fλ, then E = hf.
  check: ({ nanometres }) => {
    const frequency = LIGHT_SPEED / (nanometres * 1e-9);
    return PLANCK * frequency;
  },
};

const wavelengthFromEnergy: QuestionTemplate<{ hundredths: number }> = {
  id: "em-wavelength-from-energy",
  level: 3,
  draw: (r) => ({ hundredths: r.int(270, 650) }),
  build: ({ hundredths }) => {
    const energy = (hundredths / 100) * 1e-19;
    const frequency = energy / PLANCK;
    const lambda = LIGHT_SPEED / frequency;
    const nanometres = lambda * 1e9;
    return {
      kind: "numeric",
      prompt: `A photon has an energy of ${sci(energy)} J. Calculate its wavelength in nanometres.`,
      answer: nanometres,
      unit: "nm",
      hint: "Use E = hf to find the frequency, then c = fλ to find the wavelength; convert metres to nanometres (1 nm = 10⁻⁹ m).",
      solution: [
        `f = ${frac("E", "h")} = ${frac(sci(energy), sci(PLANCK))} = ${sci(frequency)} Hz.`,
        `λ = ${frac("c", "f")} = ${frac(sci(LIGHT_SPEED), sci(frequency))} = ${sci(lambda)} m.`,
        `λ = ${num(nanometres, 0)} nm`,
      ],
    };
  },
  // In electronvolts: E ÷ e gives the energy in eV, and λ = hc ÷ E with hc written in eV·nm.
  check: ({ hundredths }) => {
    const electronvolts = ((hundredths / 100) * 1e-19) / ELECTRON_CHARGE;
    const hcInElectronvoltNanometres = (PLANCK * LIGHT_SPEED) / ELECTRON_CHARGE / 1e-9;
    return hcInElectronvoltNanometres / electronvolts;
  },
};

// ─── 9. Physical and chemical change; representing chemical change (Term 2) ──────────────────────

const CHANGE_KINDS = [
  "A chemical change: new substances form.",
  "A physical change: no new substances form.",
  "A chemical change: no new substances form.",
  "A physical change: new substances form.",
] as const;

/** [process, whether new substances form, answer key (index in CHANGE_KINDS), what happens]. */
const PROCESSES: ReadonlyArray<readonly [string, boolean, number, string]> = [
  [
    "Ice melts in a glass of cold drink.",
    false,
    1,
    "The water molecules stay H₂O molecules; only the forces between them are overcome.",
  ],
  [
    "Sugar dissolves in a cup of tea.",
    false,
    1,
    "The sugar molecules spread out between the water molecules but stay sugar molecules.",
  ],
  ["Water boils in a kettle.", false, 1, "Liquid water becomes water vapour: still H₂O molecules, only further apart."],
  [
    "A piece of chalk is crushed to powder.",
    false,
    1,
    "The powder is still calcium carbonate; only the size of the pieces changes.",
  ],
  ["Iodine crystals sublime when warmed.", false, 1, "Solid iodine becomes iodine vapour: still I₂ molecules."],
  [
    "Magnesium ribbon burns with a bright white flame.",
    true,
    0,
    "Magnesium and oxygen react to form magnesium oxide, a new substance.",
  ],
  [
    "An iron gate rusts in the rain.",
    true,
    0,
    "Iron reacts with oxygen and water to form iron oxide, a new substance.",
  ],
  [
    "Hydrogen peroxide decomposes to water and oxygen.",
    true,
    0,
    "H₂O₂ molecules break up and their atoms rearrange into H₂O and O₂.",
  ],
  ["Water is decomposed by electrolysis.", true, 0, "Water molecules break up: hydrogen gas and oxygen gas form."],
  [
    "An egg is fried in a pan.",
    true,
    0,
    "The proteins in the egg change into new substances; the change cannot be undone.",
  ],
  [
    "Vinegar is poured onto baking soda and the mixture fizzes.",
    true,
    0,
    "An acid reacts with sodium hydrogen carbonate and carbon dioxide gas forms.",
  ],
];

const physicalOrChemical: QuestionTemplate<{ process: number; order: number }> = {
  id: "change-physical-or-chemical",
  level: 1,
  draw: (r) => ({ process: r.int(0, PROCESSES.length - 1), order: r.int(0, 3) }),
  build: ({ process, order }) => {
    const [text, , key, reason] = PROCESSES[process];
    return choiceQuestionWithAnswer(
      `${text} What kind of change is this?`,
      CHANGE_KINDS[key],
      CHANGE_KINDS.filter((_, i) => i !== key),
      order,
      "Ask whether the particles themselves change: in a chemical change bonds break and form, so new substances appear; in a physical change the particles stay the same and only their arrangement or spacing changes.",
      [reason],
    );
  },
  // From whether new substances form: that alone decides the kind of change.
  check: ({ process }) => (PROCESSES[process][1] ? CHANGE_KINDS[0] : CHANGE_KINDS[1]),
};

/** Reactants, products and their balancing coefficients (smallest whole numbers). */
const EQUATIONS: ReadonlyArray<{ left: readonly string[]; right: readonly string[]; coefficients: readonly number[] }> =
  [
    { left: ["H₂", "O₂"], right: ["H₂O"], coefficients: [2, 1, 2] },
    { left: ["N₂", "H₂"], right: ["NH₃"], coefficients: [1, 3, 2] },
    { left: ["Mg", "O₂"], right: ["MgO"], coefficients: [2, 1, 2] },
    { left: ["CH₄", "O₂"], right: ["CO₂", "H₂O"], coefficients: [1, 2, 1, 2] },
    { left: ["Na", "Cℓ₂"], right: ["NaCℓ"], coefficients: [2, 1, 2] },
    { left: ["Aℓ", "O₂"], right: ["Aℓ₂O₃"], coefficients: [4, 3, 2] },
    { left: ["Fe", "O₂"], right: ["Fe₂O₃"], coefficients: [4, 3, 2] },
    { left: ["C₃H₈", "O₂"], right: ["CO₂", "H₂O"], coefficients: [1, 5, 3, 4] },
    { left: ["H₂O₂"], right: ["H₂O", "O₂"], coefficients: [2, 2, 1] },
    { left: ["Zn", "HCℓ"], right: ["ZnCℓ₂", "H₂"], coefficients: [1, 2, 1, 1] },
    { left: ["CaCO₃", "HCℓ"], right: ["CaCℓ₂", "H₂O", "CO₂"], coefficients: [1, 2, 1, 1, 1] },
    { left: ["Na", "H₂O"], right: ["NaOH", "H₂"], coefficients: [2, 2, 2, 1] },
    { left: ["C₂H₆", "O₂"], right: ["CO₂", "H₂O"], coefficients: [2, 7, 4, 6] },
    { left: ["Aℓ", "HCℓ"], right: ["AℓCℓ₃", "H₂"], coefficients: [2, 6, 2, 3] },
    { left: ["NaOH", "H₂SO₄"], right: ["Na₂SO₄", "H₂O"], coefficients: [2, 1, 1, 2] },
    { left: ["KCℓO₃"], right: ["KCℓ", "O₂"], coefficients: [2, 2, 3] },
  ];

/** An equation as printed, with coefficients (none written for 1) or without any. */
function equationText(left: readonly string[], right: readonly string[], coefficients?: readonly number[]): string {
  const term = (formula: string, i: number) =>
    coefficients && coefficients[i] !== 1 ? `${coefficients[i]}${formula}` : formula;
  return `${left.map((f, i) => term(f, i)).join(" + ")} → ${right.map((f, i) => term(f, left.length + i)).join(" + ")}`;
}

/** Balances by trying every set of coefficients up to `most`, keeping the first whose atoms balance in lowest terms. */
function balanceBySearch(left: readonly string[], right: readonly string[], most = 9): number[] {
  const species = [...left, ...right].map((formula) => parseFormula(formula));
  const elements = [...new Set(species.flatMap((atoms) => Object.keys(atoms)))];
  const coefficients = new Array<number>(species.length).fill(1);
  const balanced = () =>
    elements.every((element) => {
      let difference = 0;
      species.forEach((atoms, i) => {
        difference += (i < left.length ? 1 : -1) * coefficients[i] * (atoms[element] ?? 0);
      });
      return difference === 0;
    });
  const search = (i: number): boolean => {
    if (i === species.length) return balanced() && coefficients.reduce((a, b) => gcd(a, b)) === 1;
    for (let c = 1; c <= most; c += 1) {
      coefficients[i] = c;
      if (search(i + 1)) return true;
    }
    return false;
  };
  if (!search(0)) throw new Error(`Could not balance ${left.join(" + ")} → ${right.join(" + ")}`);
  return [...coefficients];
}

/** Atom counts on each side of a balanced equation, as a line of working. */
function atomTally(left: readonly string[], right: readonly string[], coefficients: readonly number[]): string {
  const side = (formulas: readonly string[], offset: number) => {
    const total: Record<string, number> = {};
    formulas.forEach((formula, i) => {
      for (const [element, n] of Object.entries(parseFormula(formula)))
        total[element] = (total[element] ?? 0) + n * coefficients[offset + i];
    });
    return total;
  };
  const before = side(left, 0);
  const after = side(right, left.length);
  return `Atoms on each side: ${Object.keys(before)
    .map((element) => `${symbolOf(element)} ${before[element]} = ${after[element]}`)
    .join(", ")}.`;
}

const balancingCoefficient: QuestionTemplate<{ equation: number; asked: number }> = {
  id: "change-balance-coefficient",
  level: 2,
  draw: (r) => {
    const equation = r.int(0, EQUATIONS.length - 1);
    const bigger = EQUATIONS[equation].coefficients.map((c, i) => (c > 1 ? i : -1)).filter((i) => i >= 0);
    return { equation, asked: r.pick(bigger) };
  },
  build: ({ equation, asked }) => {
    const { left, right, coefficients } = EQUATIONS[equation];
    const formula = [...left, ...right][asked];
    const answer = coefficients[asked];
    return {
      kind: "numeric",
      prompt: `Balance the equation ${equationText(left, right)} using the smallest whole-number coefficients. What is the coefficient of ${formula}?`,
      answer,
      hint: "Count each kind of atom on both sides. Change only the coefficients in front of the formulae, never the subscripts, and balance one element at a time (leave H and O, or an element on its own, for last).",
      solution: [
        `Balanced: ${equationText(left, right, coefficients)}`,
        atomTally(left, right, coefficients),
        `Coefficient of ${formula} = ${answer}`,
      ],
    };
  },
  // Search every set of small coefficients for the one that balances every element, in lowest terms.
  check: ({ equation, asked }) => {
    const { left, right } = EQUATIONS[equation];
    return balanceBySearch(left, right)[asked];
  },
};

/** Reactions whose masses come out whole: per `times`, startMass g of `start` gives madeMass g of `made`. */
const MASS_REACTIONS = [
  {
    equation: "CaCO₃ → CaO + CO₂",
    start: "CaCO₃",
    made: "CaO",
    asked: "CO₂",
    startMass: 100,
    madeMass: 56,
    decomposes: true,
  },
  { equation: "2Mg + O₂ → 2MgO", start: "Mg", made: "MgO", asked: "O₂", startMass: 3, madeMass: 5, decomposes: false },
  { equation: "Fe + S → FeS", start: "Fe", made: "FeS", asked: "S", startMass: 7, madeMass: 11, decomposes: false },
  { equation: "2H₂ + O₂ → 2H₂O", start: "H₂", made: "H₂O", asked: "O₂", startMass: 1, madeMass: 9, decomposes: false },
  { equation: "C + O₂ → CO₂", start: "C", made: "CO₂", asked: "O₂", startMass: 3, madeMass: 11, decomposes: false },
] as const;

/** Mole ratios [start, asked] in the equations above, for the second working. */
const MOLE_RATIO: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [2, 1],
  [1, 1],
  [2, 1],
  [1, 1],
];

const conservationOfMass: QuestionTemplate<{ reaction: number; times: number }> = {
  id: "change-conservation-of-mass",
  level: 1,
  draw: (r) => ({ reaction: r.int(0, MASS_REACTIONS.length - 1), times: r.int(2, 15) }),
  build: ({ reaction, times }) => {
    const { equation, start, made, asked, startMass, madeMass, decomposes } = MASS_REACTIONS[reaction];
    const scale = reaction === 0 ? times / 4 : times;
    const before = startMass * scale;
    const after = madeMass * scale;
    const answer = decomposes ? before - after : after - before;
    return {
      kind: "numeric",
      prompt: decomposes
        ? `When ${num(before)} g of ${start} is heated, it decomposes completely (${equation}) and ${num(after)} g of ${made} remains. What mass of ${asked} is given off?`
        : `In a closed container ${num(before)} g of ${start} reacts completely with ${asked} (${equation}), forming ${num(after)} g of ${made}. What mass of ${asked} reacted?`,
      answer,
      unit: "g",
      hint: "The law of conservation of mass: in a chemical reaction the total mass of the reactants equals the total mass of the products.",
      solution: decomposes
        ? [
            `Mass of reactants = mass of products: ${num(before)} = ${num(after)} + m(${asked}).`,
            `m(${asked}) = ${num(before)} − ${num(after)} = ${num(answer)} g`,
          ]
        : [
            `Mass of reactants = mass of products: ${num(before)} + m(${asked}) = ${num(after)}.`,
            `m(${asked}) = ${num(after)} − ${num(before)} = ${num(answer)} g`,
          ],
    };
  },
  // By moles instead: n(start) = m ÷ M, the mole ratio of the equation, then m = nM for the asked substance.
  check: ({ reaction, times }) => {
    const { start, asked, startMass } = MASS_REACTIONS[reaction];
    const scale = reaction === 0 ? times / 4 : times;
    const moles = (startMass * scale) / molarMass(parseFormula(start));
    const [ofStart, ofAsked] = MOLE_RATIO[reaction];
    return ((moles * ofAsked) / ofStart) * molarMass(parseFormula(asked));
  },
};

/** Fuels CxHyOz that burn completely in oxygen. */
const FUELS = [
  { name: "methane", formula: "CH₄" },
  { name: "ethane", formula: "C₂H₆" },
  { name: "propane", formula: "C₃H₈" },
  { name: "ethanol", formula: "C₂H₅OH" },
  { name: "methanol", formula: "CH₃OH" },
  { name: "ethene", formula: "C₂H₄" },
  { name: "glucose", formula: "C₆H₁₂O₆" },
] as const;

/** Coefficients of fuel, O₂, CO₂ and H₂O by algebra: x C → x CO₂, y H → y/2 H₂O, then the O atoms. */
function combustionCoefficients(formula: string): number[] {
  const { C: x, H: y, O: z = 0 } = parseFormula(formula);
  const water = y / 2;
  const oxygen = (2 * x + water - z) / 2;
  const scale = [x, water, oxygen].every(Number.isInteger) ? 1 : 2;
  return [1, oxygen, x, water].map((c) => c * scale);
}

const combustionRatio: QuestionTemplate<{ fuel: number; asked: number; molecules: number }> = {
  id: "change-combustion-ratio",
  level: 3,
  // An even number of fuel molecules, so every ratio gives whole molecules.
  draw: (r) => ({ fuel: r.int(0, FUELS.length - 1), asked: r.int(1, 3), molecules: 2 * r.int(1, 6) }),
  build: ({ fuel, asked, molecules }) => {
    const { name, formula } = FUELS[fuel];
    const coefficients = combustionCoefficients(formula);
    const left = [formula, "O₂"];
    const right = ["CO₂", "H₂O"];
    const target = ["", "O₂", "CO₂", "H₂O"][asked];
    const answer = (molecules / coefficients[0]) * coefficients[asked];
    const { C: x, H: y } = parseFormula(formula);
    return {
      kind: "numeric",
      prompt: `${name[0].toUpperCase()}${name.slice(1)} burns completely in oxygen: ${equationText(left, right)} (not yet balanced). How many molecules of ${target} ${asked === 1 ? "react with" : "form from"} ${molecules} molecules of ${formula}?`,
      answer,
      hint: "Balance the equation first: C atoms go into CO₂, H atoms into H₂O, then balance the O atoms with O₂ (double everything if you get a half). The coefficients give the ratio in which molecules react and form.",
      solution: [
        `The ${x} C atom${x === 1 ? "" : "s"} need${x === 1 ? "s" : ""} ${x} CO₂ and the ${y} H atoms need ${y / 2} H₂O; O₂ then balances the O atoms (double every coefficient if O₂ needs a half).`,
        `Balanced: ${equationText(left, right, coefficients)}`,
        `Ratio ${formula} : ${target} = ${coefficients[0]} : ${coefficients[asked]}, so ${molecules} molecules of ${formula} → ${frac(`${molecules} × ${coefficients[asked]}`, coefficients[0])}.`,
        `Number of ${target} molecules = ${num(answer)}`,
      ],
    };
  },
  // Balance by searching small coefficients, then scale by how many molecules burn.
  check: ({ fuel, asked, molecules }) => {
    const found = balanceBySearch([FUELS[fuel].formula, "O₂"], ["CO₂", "H₂O"]);
    return (molecules * found[asked]) / found[0];
  },
};

// ─── 10. Quantitative aspects of chemical change (Term 3) ────────────────────────────────────────

const COMPOUNDS: ReadonlyArray<{ name: string; formula: string; atoms: Readonly<Record<string, number>> }> = [
  { name: "water", formula: "H₂O", atoms: { H: 2, O: 1 } },
  { name: "carbon dioxide", formula: "CO₂", atoms: { C: 1, O: 2 } },
  { name: "sodium chloride", formula: "NaCℓ", atoms: { Na: 1, Cl: 1 } },
  { name: "calcium carbonate", formula: "CaCO₃", atoms: { Ca: 1, C: 1, O: 3 } },
  { name: "ammonia", formula: "NH₃", atoms: { N: 1, H: 3 } },
  { name: "methane", formula: "CH₄", atoms: { C: 1, H: 4 } },
  { name: "sulphuric acid", formula: "H₂SO₄", atoms: { H: 2, S: 1, O: 4 } },
  { name: "sodium hydroxide", formula: "NaOH", atoms: { Na: 1, O: 1, H: 1 } },
  { name: "magnesium oxide", formula: "MgO", atoms: { Mg: 1, O: 1 } },
  { name: "glucose", formula: "C₆H₁₂O₆", atoms: { C: 6, H: 12, O: 6 } },
  { name: "calcium hydroxide", formula: "Ca(OH)₂", atoms: { Ca: 1, O: 2, H: 2 } },
  { name: "ammonium nitrate", formula: "NH₄NO₃", atoms: { N: 2, H: 4, O: 3 } },
  { name: "iron(III) oxide", formula: "Fe₂O₃", atoms: { Fe: 2, O: 3 } },
  { name: "aluminium sulphate", formula: "Aℓ₂(SO₄)₃", atoms: { Al: 2, S: 3, O: 12 } },
  { name: "copper(II) sulphate pentahydrate", formula: "CuSO₄·5H₂O", atoms: { Cu: 1, S: 1, O: 9, H: 10 } },
  { name: "sodium carbonate", formula: "Na₂CO₃", atoms: { Na: 2, C: 1, O: 3 } },
  { name: "potassium permanganate", formula: "KMnO₄", atoms: { K: 1, Mn: 1, O: 4 } },
  { name: "nitric acid", formula: "HNO₃", atoms: { H: 1, N: 1, O: 3 } },
];

/** The working for a molar mass: 2 × 1 (H) + 16 (O) = 18. */
const molarMassSum = (atoms: Readonly<Record<string, number>>) =>
  Object.entries(atoms)
    .map(([element, n]) =>
      n === 1
        ? `${num(ATOMIC_MASS[element], 1)} (${symbolOf(element)})`
        : `${n} × ${num(ATOMIC_MASS[element], 1)} (${symbolOf(element)})`,
    )
    .join(" + ");

/** The molar mass summed from the printed formula, atom by atom: the second working. */
function molarMassFromFormula(formula: string): number {
  let total = 0;
  for (const [element, n] of Object.entries(parseFormula(formula)))
    for (let i = 0; i < n; i += 1) total += ATOMIC_MASS[element];
  return total;
}

const molarMassQuestion: QuestionTemplate<{ compound: number }> = {
  id: "quantities-molar-mass",
  level: 1,
  draw: (r) => ({ compound: r.int(0, COMPOUNDS.length - 1) }),
  build: ({ compound }) => {
    const { name, formula, atoms } = COMPOUNDS[compound];
    const answer = molarMass(atoms);
    return {
      kind: "numeric",
      prompt: `Calculate the molar mass of ${name} (${formula}).`,
      answer,
      unit: "g·mol⁻¹",
      decimals: 1,
      hint: "Add the relative atomic masses from the periodic table, each multiplied by the number of those atoms in the formula (a subscript outside brackets multiplies everything inside).",
      solution: [`M(${formula}) = ${molarMassSum(atoms)}`, `M = ${fixed(answer, 1)} g·mol⁻¹`],
    };
  },
  // Read the printed formula atom by atom and add the masses one atom at a time.
  check: ({ compound }) => molarMassFromFormula(COMPOUNDS[compound].formula),
};

const molesFromMass: QuestionTemplate<{ compound: number; grams: number }> = {
  id: "moles-from-mass",
  level: 2,
  draw: (r) => ({ compound: r.int(0, COMPOUNDS.length - 1), grams: r.int(5, 250) }),
  build: ({ compound, grams }) => {
    const { name, formula, atoms } = COMPOUNDS[compound];
    const gramsPerMole = molarMass(atoms);
    const n = grams / gramsPerMole;
    return {
      kind: "numeric",
      prompt: `How many moles are in ${grams} g of ${name} (${formula})? (Give the answer to three significant figures.)`,
      answer: n,
      unit: "mol",
      shown: `${significant(n)} mol`,
      hint: "First find the molar mass M from the periodic table, then use n = m ÷ M.",
      solution: [
        `M(${formula}) = ${molarMassSum(atoms)} = ${num(gramsPerMole, 1)} g·mol⁻¹.`,
        `n = ${frac("m", "M")} = ${frac(grams, num(gramsPerMole, 1))}`,
        `n = ${significant(n)} mol`,
      ],
    };
  },
  // Particle by particle: formula units = sample mass ÷ mass of one unit (in u = 1,6605 × 10⁻²⁴ g), ÷ N_A.
  check: ({ compound, grams }) => {
    const atomicMassUnit = 1.6605e-24;
    const unitMass = Object.entries(parseFormula(COMPOUNDS[compound].formula)).reduce(
      (sum, [element, n]) => sum + n * ATOMIC_MASS[element] * atomicMassUnit,
      0,
    );
    return grams / unitMass / AVOGADRO;
  },
};

const GASES = [
  ["oxygen", "O₂"],
  ["nitrogen", "N₂"],
  ["carbon dioxide", "CO₂"],
  ["hydrogen", "H₂"],
  ["ammonia", "NH₃"],
  ["methane", "CH₄"],
] as const;

const molarVolume: QuestionTemplate<{ gas: number; moles: number; asked: number }> = {
  id: "quantities-molar-volume",
  level: 1,
  draw: (r) => ({
    gas: r.int(0, GASES.length - 1),
    moles: r.pick([0.1, 0.2, 0.25, 0.4, 0.5, 0.75, 1.5, 2, 2.5, 3, 4, 5]),
    asked: r.int(0, 1),
  }),
  build: ({ gas, moles, asked }) => {
    const [name, formula] = GASES[gas];
    const volume = moles * MOLAR_GAS_VOLUME;
    return asked === 0
      ? {
          kind: "numeric",
          prompt: `What volume does ${num(moles)} mol of ${name} gas (${formula}) occupy at STP?`,
          answer: volume,
          unit: "dm³",
          hint: `At STP one mole of any gas occupies 22,4 dm³: V = n × ${VM}.`,
          solution: [`V = n × ${VM} = ${num(moles)} × ${num(MOLAR_GAS_VOLUME)}`, `V = ${num(volume)} dm³`],
        }
      : {
          kind: "numeric",
          prompt: `A sample of ${name} gas (${formula}) occupies ${num(volume)} dm³ at STP. How many moles of gas is this?`,
          answer: moles,
          unit: "mol",
          hint: `At STP one mole of any gas occupies 22,4 dm³: n = V ÷ ${VM}.`,
          solution: [`n = ${frac("V", VM)} = ${frac(num(volume), num(MOLAR_GAS_VOLUME))}`, `n = ${num(moles)} mol`],
        };
  },
  // The ideal gas equation pV = nRT at STP (273 K, 101,3 kPa) instead of the molar volume, in SI units.
  check: ({ moles, asked }) => {
    if (asked === 0) return ((moles * GAS_CONSTANT * STANDARD_TEMPERATURE) / STANDARD_PRESSURE) * 1000;
    const volume = Number((moles * MOLAR_GAS_VOLUME).toFixed(2)) / 1000;
    return (STANDARD_PRESSURE * volume) / (GAS_CONSTANT * STANDARD_TEMPERATURE);
  },
};

const HYDRATES = [
  { name: "copper(II) sulphate pentahydrate", formula: "CuSO₄·5H₂O", water: 5 },
  { name: "magnesium sulphate heptahydrate", formula: "MgSO₄·7H₂O", water: 7 },
  { name: "sodium carbonate decahydrate", formula: "Na₂CO₃·10H₂O", water: 10 },
  { name: "calcium chloride dihydrate", formula: "CaCℓ₂·2H₂O", water: 2 },
] as const;

const percentageComposition: QuestionTemplate<{ kind: number; item: number; element: number }> = {
  id: "quantities-percentage-composition",
  level: 2,
  draw: (r) => {
    const kind = r.int(0, 3) === 0 ? 1 : 0;
    const item = kind === 1 ? r.int(0, HYDRATES.length - 1) : r.int(0, COMPOUNDS.length - 1);
    return { kind, item, element: r.int(0, 2) };
  },
  build: ({ kind, item, element }) => {
    if (kind === 1) {
      const { name, formula, water } = HYDRATES[item];
      const atoms = parseFormula(formula);
      const total = molarMass(atoms);
      const answer = ((water * 18) / total) * 100;
      return {
        kind: "numeric",
        prompt: `Calculate the percentage by mass of water of crystallisation in ${name} (${formula}). (Round to one decimal.)`,
        answer,
        unit: "%",
        decimals: 1,
        hint: "Find the molar mass of the whole hydrate, and the mass of the water molecules in one mole of it. The percentage is part ÷ whole × 100.",
        solution: [
          `M(${formula}) = ${molarMassSum(atoms)} = ${num(total, 1)} g·mol⁻¹.`,
          `Water: ${water} × 18 = ${water * 18} g in every ${num(total, 1)} g.`,
          `% water = ${frac(water * 18, num(total, 1))} × 100 = ${fixed(answer, 1)}%`,
        ],
      };
    }
    const { name, formula, atoms } = COMPOUNDS[item];
    const entries = Object.entries(atoms);
    const [symbol, n] = entries[element % entries.length];
    const total = molarMass(atoms);
    const answer = ((n * ATOMIC_MASS[symbol]) / total) * 100;
    return {
      kind: "numeric",
      prompt: `Calculate the percentage by mass of ${ELEMENT_NAME[symbol]} in ${name} (${formula}). (Round to one decimal.)`,
      answer,
      unit: "%",
      decimals: 1,
      hint: "Find the molar mass of the compound, and the mass of that element in one mole of it (atomic mass × number of atoms). The percentage is part ÷ whole × 100.",
      solution: [
        `M(${formula}) = ${molarMassSum(atoms)} = ${num(total, 1)} g·mol⁻¹.`,
        `${ELEMENT_NAME[symbol][0].toUpperCase()}${ELEMENT_NAME[symbol].slice(1)}: ${n === 1 ? "" : `${n} × ${num(ATOMIC_MASS[symbol], 1)} = `}${num(n * ATOMIC_MASS[symbol], 1)} g in every ${num(total, 1)} g.`,
        `% ${symbolOf(symbol)} = ${frac(num(n * ATOMIC_MASS[symbol], 1), num(total, 1))} × 100 = ${fixed(answer, 1)}%`,
      ],
    };
  },
  // Everything else first: 100% minus the percentages of all the other parts.
  check: ({ kind, item, element }) => {
    if (kind === 1) {
      const { formula } = HYDRATES[item];
      const anhydrous = formula.split("·")[0];
      return 100 - (molarMassFromFormula(anhydrous) / molarMassFromFormula(formula)) * 100;
    }
    const { formula } = COMPOUNDS[item];
    const atoms = Object.entries(parseFormula(formula));
    const wanted = Object.keys(COMPOUNDS[item].atoms)[element % atoms.length];
    const total = molarMassFromFormula(formula);
    const others = atoms
      .filter(([e]) => e !== wanted)
      .reduce((sum, [e, n]) => sum + ((n * ATOMIC_MASS[e]) / total) * 100, 0);
    return 100 - others;
  },
};

const atomsInSample: QuestionTemplate<{ compound: number; element: number; grams: number }> = {
  id: "quantities-atoms-in-sample",
  level: 3,
  draw: (r) => ({ compound: r.int(0, COMPOUNDS.length - 1), element: r.int(0, 2), grams: r.int(2, 120) }),
  build: ({ compound, element, grams }) => {
    const { name, formula, atoms } = COMPOUNDS[compound];
    const entries = Object.entries(atoms);
    const [symbol, n] = entries[element % entries.length];
    const total = molarMass(atoms);
    const moles = grams / total;
    const units = moles * AVOGADRO;
    const answer = units * n;
    return {
      kind: "numeric",
      prompt: `How many ${ELEMENT_NAME[symbol]} atoms are there in ${grams} g of ${name} (${formula})? (Give the answer in scientific notation.)`,
      answer,
      hint: `Find the number of moles (n = m ÷ M), then the number of formula units or molecules (N = n × ${NA}), then multiply by the number of those atoms in one formula unit.`,
      solution: [
        `M(${formula}) = ${num(total, 1)} g·mol⁻¹, so n = ${frac(grams, num(total, 1))} = ${num(moles, 4)} mol.`,
        `N(${formula}) = n × ${NA} = ${num(moles, 4)} × ${sci(AVOGADRO)} = ${sci(units)}.`,
        `Each ${formula} holds ${n} ${symbolOf(symbol)} atom${n === 1 ? "" : "s"}: N(${symbolOf(symbol)}) = ${n} × ${sci(units)}.`,
        `N(${symbolOf(symbol)}) = ${sci(answer)}`,
      ],
    };
  },
  // Through the element's mass: its share of the sample's mass, ÷ its atomic mass, × N_A.
  check: ({ compound, element, grams }) => {
    const { formula, atoms } = COMPOUNDS[compound];
    const [symbol, n] = Object.entries(atoms)[element % Object.keys(atoms).length];
    const massOfElement = (grams * n * ATOMIC_MASS[symbol]) / molarMassFromFormula(formula);
    return (massOfElement / ATOMIC_MASS[symbol]) * AVOGADRO;
  },
};

/** Empirical formulae as [element, count] in the order they are written. */
const EMPIRICAL: ReadonlyArray<ReadonlyArray<readonly [string, number]>> = [
  [
    ["C", 1],
    ["H", 2],
    ["O", 1],
  ],
  [
    ["C", 1],
    ["H", 2],
  ],
  [
    ["C", 1],
    ["H", 1],
  ],
  [
    ["C", 2],
    ["H", 5],
  ],
  [
    ["N", 1],
    ["O", 2],
  ],
  [
    ["N", 2],
    ["O", 1],
  ],
  [
    ["Fe", 2],
    ["O", 3],
  ],
  [
    ["Al", 2],
    ["O", 3],
  ],
  [
    ["P", 2],
    ["O", 5],
  ],
  [
    ["C", 3],
    ["H", 8],
  ],
  [
    ["Mg", 1],
    ["Cl", 2],
  ],
  [
    ["Ca", 1],
    ["C", 1],
    ["O", 3],
  ],
  [
    ["Na", 2],
    ["S", 1],
    ["O", 4],
  ],
  [
    ["C", 2],
    ["H", 6],
    ["O", 1],
  ],
  [
    ["Fe", 3],
    ["O", 4],
  ],
];

/** Percentages by mass to one decimal, the last one making the total 100%. */
function percentagesOf(parts: ReadonlyArray<readonly [string, number]>): number[] {
  const total = parts.reduce((sum, [element, n]) => sum + n * ATOMIC_MASS[element], 0);
  const rounded = parts.map(([element, n]) => Math.round((1000 * n * ATOMIC_MASS[element]) / total) / 10);
  rounded[rounded.length - 1] = Math.round(10 * (100 - rounded.slice(0, -1).reduce((a, b) => a + b, 0))) / 10;
  return rounded;
}

const empiricalFormula: QuestionTemplate<{ compound: number; order: number }> = {
  id: "quantities-empirical-formula",
  level: 3,
  draw: (r) => ({ compound: r.int(0, EMPIRICAL.length - 1), order: r.int(0, 3) }),
  build: ({ compound, order }) => {
    const parts = EMPIRICAL[compound];
    const percentages = percentagesOf(parts);
    const right = formulaOf(parts);
    const counts = parts.map(([, n]) => n);
    const withCounts = (list: readonly number[]) => formulaOf(parts.map(([element], i) => [element, list[i]] as const));
    const wrong = distinctWrong(right, [
      withCounts(counts.map((_, i) => counts[(i + 1) % counts.length])),
      withCounts(counts.map((n) => 2 * n)),
      withCounts(counts.map((n, i) => (i === counts.length - 1 ? n + 1 : n))),
      withCounts(counts.map((n, i) => (i === 0 ? n + 1 : n))),
    ]);
    const moles = parts.map(([element], i) => percentages[i] / ATOMIC_MASS[element]);
    const smallest = Math.min(...moles);
    const described = parts.map(([element], i) => `${fixed(percentages[i], 1)}% ${ELEMENT_NAME[element]}`);
    return choiceQuestionWithAnswer(
      `A compound contains ${described.slice(0, -1).join(", ")} and ${described[described.length - 1]} by mass. Which is its empirical formula?`,
      right,
      wrong,
      order,
      "Take 100 g of the compound, so each percentage is a mass in grams. Change each mass to moles (n = m ÷ M), divide by the smallest number of moles, and round to the simplest whole-number ratio (multiply through if you get a ratio like 1,5 or 1,33).",
      [
        `In 100 g: ${parts.map(([element], i) => `n(${symbolOf(element)}) = ${frac(fixed(percentages[i], 1), num(ATOMIC_MASS[element], 1))} = ${num(moles[i], 3)} mol`).join("; ")}.`,
        `Divide by the smallest (${num(smallest, 3)}): ${parts.map(([element], i) => `${symbolOf(element)} ${num(moles[i] / smallest, 2)}`).join(", ")}.`,
        `Simplest whole-number ratio: ${counts.join(" : ")}.`,
      ],
    );
  },
  // Works the ratio out from the printed percentages: moles, ÷ smallest, then the smallest multiplier giving whole numbers.
  check: ({ compound }) => {
    const parts = EMPIRICAL[compound];
    const percentages = percentagesOf(parts);
    const moles = parts.map(([element], i) => percentages[i] / ATOMIC_MASS[element]);
    const ratios = moles.map((n) => n / Math.min(...moles));
    for (let multiplier = 1; multiplier <= 6; multiplier += 1) {
      const scaled = ratios.map((ratio) => ratio * multiplier);
      if (scaled.every((x) => Math.abs(x - Math.round(x)) < 0.1))
        return formulaOf(parts.map(([element], i) => [element, Math.round(scaled[i])] as const));
    }
    return "no whole-number ratio";
  },
};

// ─── 11. Electrostatics (Term 3) ─────────────────────────────────────────────────────────────────

const FORCE_EFFECTS = [
  "They attract each other.",
  "They repel each other.",
  "They exert no force on each other.",
  "Only the sphere with the larger charge exerts a force.",
] as const;

const chargeForce: QuestionTemplate<{ first: number; second: number; order: number }> = {
  id: "electrostatics-force-direction",
  level: 1,
  draw: (r) => ({
    first: r.pick([-1, 1]) * r.int(1, 9),
    second: r.pick([-1, 1]) * r.int(1, 9),
    order: r.int(0, 3),
  }),
  build: ({ first, second, order }) => {
    const like = first > 0 === second > 0;
    return choiceQuestionWithAnswer(
      `Small sphere A carries a charge of ${withSign(first)} nC and small sphere B a charge of ${withSign(second)} nC. They are held close to each other without touching. What happens between them?`,
      like ? FORCE_EFFECTS[1] : FORCE_EFFECTS[0],
      like
        ? [FORCE_EFFECTS[0], FORCE_EFFECTS[2], FORCE_EFFECTS[3]]
        : [FORCE_EFFECTS[1], FORCE_EFFECTS[2], FORCE_EFFECTS[3]],
      order,
      "Compare the signs of the two charges: like charges repel, unlike charges attract. Each sphere exerts a force on the other, equal in size.",
      [
        like
          ? "The charges have the same sign: like charges repel."
          : "The charges have opposite signs: unlike charges attract.",
      ],
    );
  },
  // The sign of the product of the charges: positive means repulsion, negative attraction.
  check: ({ first, second }) => (first * second > 0 ? FORCE_EFFECTS[1] : FORCE_EFFECTS[0]),
};

const chargeQuantisation: QuestionTemplate<{ steps: number; sign: number }> = {
  id: "electrostatics-charge-quantisation",
  level: 1,
  draw: (r) => ({ steps: r.int(1, 25), sign: r.pick([-1, 1]) }),
  build: ({ steps, sign }) => {
    const nanocoulombs = 0.8 * steps * sign;
    const charge = nanocoulombs * 1e-9;
    const electrons = Math.abs(charge) / ELECTRON_CHARGE;
    return {
      kind: "numeric",
      prompt: `A metal sphere has a charge of ${withSign(nanocoulombs)} nC. How many electrons has it ${sign < 0 ? "gained" : "lost"}? (Give the answer in scientific notation.)`,
      answer: electrons,
      hint: "Charge is quantised: Q = n × e, where e = 1,6 × 10⁻¹⁹ C is the charge of one electron. Change nC to C first (1 nC = 10⁻⁹ C).",
      solution: [
        `Q = ${withSign(nanocoulombs)} nC = ${withSign(nanocoulombs)} × 10⁻⁹ C; ${sign < 0 ? "a negative sphere has gained electrons" : "a positive sphere has lost electrons"}.`,
        `n = ${frac("Q", "e")} = ${frac(sci(Math.abs(charge)), sci(ELECTRON_CHARGE, 2))}`,
        `n = ${sci(electrons)}`,
      ],
    };
  },
  // Electrons per nanocoulomb: 10⁻⁹ ÷ 1,6 × 10⁻¹⁹ = 6,25 × 10⁹ of them, times the charge in nC.
  check: ({ steps }) => 0.8 * steps * (1e-9 / ELECTRON_CHARGE),
};

const drawSpheres = (r: { int(min: number, max: number): number }) => {
  let first = 0;
  let second = 0;
  while (first === second || first + second === 0 || first === 0 || second === 0) {
    first = r.int(-12, 12);
    second = r.int(-12, 12);
  }
  return { first, second };
};

const touchingSpheres: QuestionTemplate<{ first: number; second: number }> = {
  id: "electrostatics-touching-spheres",
  level: 2,
  draw: (r) => drawSpheres(r),
  build: ({ first, second }) => {
    const shared = (first + second) / 2;
    return {
      kind: "numeric",
      prompt: `Two identical small metal spheres on insulated stands carry charges of ${withSign(first)} nC and ${withSign(second)} nC. They are made to touch and are then separated. What is the charge on each sphere afterwards, in nC?`,
      answer: shared,
      unit: "nC",
      hint: "Charge is conserved, and identical spheres that touch share the total charge equally: Q = (Q₁ + Q₂) ÷ 2. Keep the signs.",
      solution: [
        "The total charge is conserved and shared equally between the identical spheres.",
        `Q = ${frac("Q₁ + Q₂", 2)} = ${frac(`${num(first)} + ${paren(second)}`, 2)}`,
        `Q = ${withSign(shared, 1)} nC`,
      ],
    };
  },
  // Electrons flow until the charges are equal: half the difference moves from one sphere to the other.
  check: ({ first, second }) => first - (first - second) / 2,
};

const electronsTransferred: QuestionTemplate<{ first: number; second: number }> = {
  id: "electrostatics-electrons-transferred",
  level: 3,
  draw: (r) => drawSpheres(r),
  build: ({ first, second }) => {
    const shared = (first + second) / 2;
    const change = shared - first;
    const electrons = (Math.abs(change) * 1e-9) / ELECTRON_CHARGE;
    const gainer = change < 0 ? "A" : "B";
    const loser = change < 0 ? "B" : "A";
    return {
      kind: "numeric",
      prompt: `Identical metal spheres A (${withSign(first)} nC) and B (${withSign(second)} nC) touch and are then separated. How many electrons are transferred between them? (Give the answer in scientific notation.)`,
      answer: electrons,
      hint: "First find the charge on each sphere after touching: Q = (Q₁ + Q₂) ÷ 2. The change in charge of one sphere, divided by the charge of an electron, is the number of electrons that moved.",
      solution: [
        `After touching: Q = ${frac(`${num(first)} + ${paren(second)}`, 2)} = ${withSign(shared, 1)} nC on each.`,
        `Change on A: ΔQ = ${num(shared, 1)} − ${paren(first)} = ${withSign(change, 1)} nC, so electrons move from ${loser} to ${gainer}.`,
        `n = ${frac("|ΔQ|", "e")} = ${frac(`${num(Math.abs(change), 1)} × 10⁻⁹`, sci(ELECTRON_CHARGE, 2))}`,
        `n = ${sci(electrons)}`,
      ],
    };
  },
  // Count electrons instead of charge: a sphere of charge Q has −Q ÷ e extra electrons; compare A before and after.
  check: ({ first, second }) => {
    const extraBefore = (-first * 1e-9) / ELECTRON_CHARGE;
    const extraAfter = (-((first + second) / 2) * 1e-9) / ELECTRON_CHARGE;
    return Math.abs(extraAfter - extraBefore);
  },
};

// ─── 12. Electric circuits (Term 3) ─────────────────────────────────────────────────────────────

const chargeFromCurrent: QuestionTemplate<{ current: number; seconds: number }> = {
  id: "circuits-charge-from-current",
  level: 1,
  draw: (r) => ({
    current: r.pick([0.2, 0.25, 0.4, 0.5, 0.8, 1.2, 1.5, 2, 2.5, 3]),
    seconds: r.pick([10, 15, 20, 30, 45, 60, 90, 120]),
  }),
  build: ({ current, seconds }) => {
    const charge = current * seconds;
    return {
      kind: "numeric",
      prompt: `A current of ${num(current)} A flows through a torch bulb for ${seconds} s. How much charge passes through the bulb?`,
      answer: charge,
      unit: "C",
      hint: "Current is the rate of flow of charge: Q = IΔt, with Δt in seconds.",
      solution: [`Q = IΔt = ${num(current)} × ${seconds}`, `Q = ${num(charge)} C`],
    };
  },
  // The area under the current–time graph, added up in strips 0,5 s wide.
  check: ({ current, seconds }) => {
    let charge = 0;
    for (let t = 0; t < seconds; t += 0.5) charge += current * 0.5;
    return charge;
  },
};

const ohmsLaw: QuestionTemplate<{ current: number; resistance: number }> = {
  id: "circuits-potential-difference",
  level: 1,
  draw: (r) => ({
    current: r.pick([0.1, 0.2, 0.25, 0.4, 0.5, 0.75, 1.2, 1.5, 2, 3]),
    resistance: r.pick([2, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30]),
  }),
  build: ({ current, resistance }) => {
    const voltage = current * resistance;
    return {
      kind: "numeric",
      prompt: `A current of ${num(current)} A flows through ${withArticle(resistance)} Ω resistor. What is the potential difference across the resistor?`,
      answer: voltage,
      unit: "V",
      hint: "Resistance is the potential difference per unit current, R = V ÷ I, so V = IR.",
      solution: [`V = IR = ${num(current)} × ${resistance}`, `V = ${num(voltage)} V`],
    };
  },
  // A bisection on the definition R = V ÷ I as written: the potential difference that gives this ratio.
  check: ({ current, resistance }) => bisectRoot((voltage) => voltage / current - resistance, 0, 1000),
};

/** Equivalent resistance of resistors in parallel. */
const parallel = (resistors: readonly number[]) => 1 / resistors.reduce((sum, resistance) => sum + 1 / resistance, 0);

const RESISTANCES = [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30, 40, 60] as const;

const parallelResistance: QuestionTemplate<{ a: number; b: number; c: number }> = {
  id: "circuits-parallel-resistance",
  level: 2,
  draw: (r) => ({ a: r.pick(RESISTANCES), b: r.pick(RESISTANCES), c: r.int(0, 1) === 0 ? 0 : r.pick(RESISTANCES) }),
  build: ({ a, b, c }) => {
    const resistors = c === 0 ? [a, b] : [a, b, c];
    const equivalent = parallel(resistors);
    const listed = resistors.map((x) => `${x} Ω`);
    // The reciprocals added over a common denominator, so turning the sum upside down is exact.
    const denominator = resistors.reduce((product, x) => product * x, 1);
    const numerator = resistors.reduce((sum, x) => sum + denominator / x, 0);
    return {
      kind: "numeric",
      prompt: `Resistors of ${listed.slice(0, -1).join(", ")} and ${listed[listed.length - 1]} are connected in parallel. Calculate their equivalent resistance. (Round to two decimals.)`,
      answer: equivalent,
      unit: "Ω",
      decimals: 2,
      hint: `For resistors in parallel the reciprocals add: ${frac(1, sub("R", "p"))} = ${frac(1, "R₁")} + ${frac(1, "R₂")} + … Remember to turn the sum upside down at the end.`,
      solution: [
        `${frac(1, sub("R", "p"))} = ${resistors.map((x) => frac(1, x)).join(" + ")} = ${reducedFraction(numerator, denominator)}`,
        `${sub("R", "p")} = ${reducedFraction(denominator, numerator)}`,
        `${sub("R", "p")} = ${fixed(equivalent, 2)} Ω`,
      ],
    };
  },
  // Two at a time: product over sum, then again with the third resistor.
  check: ({ a, b, c }) => {
    const pair = (x: number, y: number) => (x * y) / (x + y);
    return c === 0 ? pair(a, b) : pair(pair(a, b), c);
  },
};

const seriesCircuit: QuestionTemplate<{ emf: number; first: number; second: number; third: number; asked: number }> = {
  id: "circuits-series-circuit",
  level: 2,
  // A current of at least 0,2 A (so V₂ ≥ 0,4 V): rounded to two decimals, an answer is never more than 2,5% off.
  draw: (r) => {
    for (;;) {
      const values = {
        emf: r.pick([3, 4.5, 6, 9, 12, 24]),
        first: r.pick(RESISTANCES),
        second: r.pick(RESISTANCES),
        third: r.int(0, 1) === 0 ? 0 : r.pick(RESISTANCES),
        asked: r.int(0, 1),
      };
      if (values.emf / (values.first + values.second + values.third) >= 0.2) return values;
    }
  },
  build: ({ emf, first, second, third, asked }) => {
    const resistors = third === 0 ? [first, second] : [first, second, third];
    const total = resistors.reduce((sum, x) => sum + x, 0);
    const current = emf / total;
    const across = current * second;
    const answer = asked === 0 ? current : across;
    const names = resistors.map((x, i) => `R${"₁₂₃"[i]} = ${x} Ω`);
    return {
      kind: "numeric",
      prompt: `A battery with an emf of ${num(emf)} V (negligible internal resistance) is connected in series with resistors ${names.join(", ")}. Calculate ${asked === 0 ? "the current in the circuit" : "the potential difference across R₂"}. (Round to two decimals.)`,
      answer,
      unit: asked === 0 ? "A" : "V",
      decimals: 2,
      hint: `In series the resistances add and the same current flows through every resistor: I = emf ÷ ${sub("R", "total")}. Then V = IR for one resistor.`,
      solution: [
        `${sub("R", "total")} = ${resistors.join(" + ")} = ${total} Ω.`,
        `I = ${frac("emf", sub("R", "total"))} = ${frac(num(emf), total)} = ${num(current, 4)} A.`,
        ...(asked === 0
          ? [`I = ${fixed(current, 2)} A`]
          : [`V₂ = IR₂ = ${frac(num(emf), total)} × ${second}`, `V₂ = ${fixed(across, 2)} V`]),
      ],
    };
  },
  // The potential difference divides in proportion to the resistances; the current is then V₂ ÷ R₂.
  check: ({ emf, first, second, third, asked }) => {
    const share = (emf * second) / (first + second + third);
    return asked === 0 ? share / second : share;
  },
};

const PARALLEL_PAIRS = [
  [6, 3],
  [4, 4],
  [6, 6],
  [12, 6],
  [12, 4],
  [20, 5],
  [10, 10],
  [6, 12],
  [30, 15],
  [8, 8],
] as const;

const combinationCircuit: QuestionTemplate<{ emf: number; series: number; pair: number; asked: number }> = {
  id: "circuits-combination",
  level: 3,
  // The asked current or potential difference is at least 0,2 (A or V): two decimals are then within 2,5%.
  draw: (r) => {
    for (;;) {
      const values = {
        emf: r.pick([6, 9, 12, 18, 24]),
        series: r.int(1, 10),
        pair: r.int(0, PARALLEL_PAIRS.length - 1),
        asked: r.int(0, 2),
      };
      const [second, third] = PARALLEL_PAIRS[values.pair];
      const branch = (second * third) / (second + third);
      const current = values.emf / (values.series + branch);
      const asked = [current, current * branch, (current * branch) / second][values.asked];
      if (asked >= 0.2) return values;
    }
  },
  build: ({ emf, series, pair, asked }) => {
    const [second, third] = PARALLEL_PAIRS[pair];
    const branch = (second * third) / (second + third);
    const total = series + branch;
    const current = emf / total;
    const parallelVoltage = current * branch;
    const answers = [current, parallelVoltage, parallelVoltage / second];
    const what = ["the current through R₁", "the potential difference across R₂", "the current through R₂"][asked];
    const unit = asked === 1 ? "V" : "A";
    const steps = [
      `R₂ and R₃ in parallel: ${sub("R", "p")} = ${frac(`${second} × ${third}`, `${second} + ${third}`)} = ${num(branch, 2)} Ω.`,
      `${sub("R", "total")} = R₁ + ${sub("R", "p")} = ${series} + ${num(branch, 2)} = ${num(total, 2)} Ω.`,
      `I = ${frac("emf", sub("R", "total"))} = ${frac(num(emf), num(total, 2))} = ${num(current, 4)} A (this is the current through R₁).`,
    ];
    if (asked >= 1)
      steps.push(
        `${sub("V", "p")} = I${sub("R", "p")} = ${num(current, 4)} × ${num(branch, 2)} = ${num(parallelVoltage, 4)} V.`,
      );
    if (asked === 2) steps.push(`I₂ = ${frac(sub("V", "p"), "R₂")} = ${frac(num(parallelVoltage, 4), second)}`);
    steps.push(`${["I", "V₂", "I₂"][asked]} = ${fixed(answers[asked], 2)} ${unit}`);
    return {
      kind: "numeric",
      prompt: `A battery with an emf of ${num(emf)} V and negligible internal resistance is connected to resistor R₁ = ${series} Ω in series with a parallel combination of R₂ = ${second} Ω and R₃ = ${third} Ω. Calculate ${what}. (Round to two decimals.)`,
      answer: answers[asked],
      unit,
      decimals: 2,
      hint: `Replace the parallel pair by its equivalent resistance, add R₁ for the total, and find the total current from I = emf ÷ ${sub("R", "total")}. The parallel resistors share the same potential difference, V = I${sub("R", "p")}.`,
      solution: steps,
    };
  },
  // Voltage divider for the potential differences, then the current divider for the branch current.
  check: ({ emf, series, pair, asked }) => {
    const [second, third] = PARALLEL_PAIRS[pair];
    const branch = 1 / (1 / second + 1 / third);
    const parallelVoltage = (emf * branch) / (series + branch);
    const current = (emf - parallelVoltage) / series;
    if (asked === 0) return current;
    if (asked === 1) return parallelVoltage;
    return (current * third) / (second + third);
  },
};

// ─── 13. Motion in one dimension (Term 4) ────────────────────────────────────────────────────────

const QUANTITY_KINDS = [
  "A vector: it has magnitude and direction.",
  "A scalar: it has magnitude only.",
  "A vector: it has magnitude only.",
  "A scalar: it has magnitude and direction.",
] as const;

/** [quantity, an example, answer key (0 vector, 1 scalar)]. */
const QUANTITIES: ReadonlyArray<readonly [string, string, number]> = [
  ["displacement", "15 m north", 0],
  ["velocity", "12 m·s⁻¹ east", 0],
  ["acceleration", "2 m·s⁻² downwards", 0],
  ["force", "40 N to the left", 0],
  ["weight", "588 N downwards", 0],
  ["distance", "15 m", 1],
  ["speed", "12 m·s⁻¹", 1],
  ["mass", "60 kg", 1],
  ["time", "8 s", 1],
  ["energy", "500 J", 1],
  ["temperature", "25°C", 1],
];
const VECTORS = new Set(["displacement", "velocity", "acceleration", "force", "weight"]);

const vectorOrScalar: QuestionTemplate<{ quantity: number; order: number }> = {
  id: "motion-vector-or-scalar",
  level: 1,
  draw: (r) => ({ quantity: r.int(0, QUANTITIES.length - 1), order: r.int(0, 3) }),
  build: ({ quantity, order }) => {
    const [name, example, key] = QUANTITIES[quantity];
    return choiceQuestionWithAnswer(
      `Is ${name} (for example, ${example}) a vector or a scalar quantity?`,
      QUANTITY_KINDS[key],
      QUANTITY_KINDS.filter((_, i) => i !== key),
      order,
      "A vector quantity has a magnitude and a direction; a scalar quantity has only a magnitude. Ask whether the quantity makes sense with a direction attached.",
      [
        key === 0
          ? `${name[0].toUpperCase()}${name.slice(1)} needs a direction to be complete.`
          : `${name[0].toUpperCase()}${name.slice(1)} is fully described by a number and a unit; it has no direction.`,
      ],
    );
  },
  // From the list of vector quantities met in Grade 10.
  check: ({ quantity }) => (VECTORS.has(QUANTITIES[quantity][0]) ? QUANTITY_KINDS[0] : QUANTITY_KINDS[1]),
};

const finalVelocity: QuestionTemplate<{ u: number; a: number; t: number }> = {
  id: "final-velocity",
  level: 1,
  // A taxi ends below 30 m·s⁻¹ (108 km·h⁻¹).
  draw: (r) => {
    const a = r.pick([0.5, 1, 1.5, 2, 2.5, 3, 4]);
    const u = r.int(0, 30 - 2 * a);
    return { u, a, t: r.int(2, Math.min(12, Math.floor((30 - u) / a))) };
  },
  build: ({ u, a, t }) => {
    const v = u + a * t;
    return {
      kind: "numeric",
      prompt:
        u === 0
          ? `A taxi starts from rest and accelerates uniformly at ${num(a)} m·s⁻² for ${t} s. What is its final velocity?`
          : `A taxi moving at ${u} m·s⁻¹ accelerates uniformly at ${num(a)} m·s⁻² for ${t} s. What is its final velocity?`,
      answer: v,
      unit: "m·s⁻¹",
      hint: `For uniform acceleration use ${VF} = ${VI} + aΔt.`,
      solution: [
        `${VF} = ${VI} + aΔt`,
        u === 0 ? `${VF} = ${num(a)} × ${t}` : `${VF} = ${u} + ${num(a)} × ${t} = ${u} + ${num(a * t)}`,
        `${VF} = ${num(v)} m·s⁻¹`,
      ],
    };
  },
  // From the displacement: Δx = v_iΔt + ½aΔt², and Δx = ½(v_i + v_f)Δt.
  check: ({ u, a, t }) => {
    const dx = u * t + 0.5 * a * t * t;
    return (2 * dx) / t - u;
  },
};

const acceleration: QuestionTemplate<{ initial: number; final: number; time: number }> = {
  id: "motion-acceleration",
  level: 1,
  // At most 5 m·s⁻² either way, as a car manages, and at least 0,2 m·s⁻² so two decimals are within 2,5%.
  draw: (r) => {
    for (;;) {
      const initial = r.int(1, 30);
      const time = r.pick([2, 3, 4, 5, 6, 8, 10]);
      const change =
        r.int(0, 1) === 1 ? r.int(1, Math.min(5 * time, 35 - initial)) : -r.int(1, Math.min(5 * time, initial));
      if (Math.abs(change) >= 0.2 * time) return { initial, final: initial + change, time };
    }
  },
  build: ({ initial, final, time }) => {
    const a = (final - initial) / time;
    return {
      kind: "numeric",
      prompt: `A car travelling east changes its velocity uniformly from ${initial} m·s⁻¹ east to ${final === 0 ? "rest" : `${final} m·s⁻¹ east`} in ${time} s. Take east as positive. Calculate its acceleration. (Round to two decimals.)`,
      answer: a,
      unit: "m·s⁻²",
      decimals: 2,
      hint: `Acceleration is the rate of change of velocity: a = Δv ÷ Δt = (${VF} − ${VI}) ÷ Δt. A negative answer means the acceleration points west (the car slows down).`,
      solution: [
        `a = ${frac(`${VF} − ${VI}`, "Δt")} = ${frac(`${final} − ${initial}`, time)}`,
        `a = ${fixed(a, 2)} m·s⁻²`,
      ],
    };
  },
  // Through the displacement: Δx = ½(v_i + v_f)Δt, then a from Δx = v_iΔt + ½aΔt².
  check: ({ initial, final, time }) => {
    const dx = ((initial + final) / 2) * time;
    return (2 * (dx - initial * time)) / (time * time);
  },
};

const displacement: QuestionTemplate<{ u: number; a: number; t: number }> = {
  id: "displacement",
  level: 2,
  // A cyclist ends below 16 m·s⁻¹ (about 58 km·h⁻¹).
  draw: (r) => {
    const a = r.pick([0.5, 1, 1.5, 2]);
    const u = r.int(0, 8);
    return { u, a, t: r.int(2, Math.min(10, Math.floor((16 - u) / a))) };
  },
  build: ({ u, a, t }) => {
    const dx = u * t + 0.5 * a * t * t;
    return {
      kind: "numeric",
      prompt:
        u === 0
          ? `A cyclist starts from rest and accelerates uniformly at ${num(a)} m·s⁻² for ${t} s. How far does she travel in that time?`
          : `A cyclist moving at ${u} m·s⁻¹ accelerates uniformly at ${num(a)} m·s⁻² for ${t} s. How far does she travel in that time?`,
      answer: dx,
      unit: "m",
      hint: `Use the equation of motion without the final velocity: Δx = ${VI}Δt + ½aΔt².`,
      solution: [
        `Δx = ${VI}Δt + ½aΔt²`,
        u === 0
          ? `Δx = ½ × ${num(a)} × ${t}²`
          : `Δx = ${u} × ${t} + ½ × ${num(a)} × ${t}² = ${u * t} + ${num(0.5 * a * t * t)}`,
        `Δx = ${num(dx)} m`,
      ],
    };
  },
  // Average velocity times time.
  check: ({ u, a, t }) => ((u + (u + a * t)) / 2) * t,
};

const distanceAndDisplacement: QuestionTemplate<{ out: number; back: number; axis: number; asked: number }> = {
  id: "motion-distance-displacement",
  level: 2,
  draw: (r) => {
    const out = 5 * r.int(4, 60);
    let back = 5 * r.int(2, 60);
    while (back === out) back = 5 * r.int(2, 60);
    return { out, back, axis: r.int(0, 1), asked: r.int(0, 1) };
  },
  build: ({ out, back, axis, asked }) => {
    const [forward, reverse] = axis === 0 ? ["east", "west"] : ["north", "south"];
    const displaced = out - back;
    const answer = asked === 0 ? out + back : displaced;
    return {
      kind: "numeric",
      prompt: `A learner walks ${num(out)} m ${forward} along a straight road, turns around and walks ${num(back)} m ${reverse}. Take ${forward} as positive. What is ${asked === 0 ? "the total distance she walks" : "her displacement"}?`,
      answer,
      unit: "m",
      hint: "Distance is the length of the path travelled (a scalar). Displacement is the change in position, from start to end, with a direction (a vector): add the movements with their signs.",
      solution:
        asked === 0
          ? [
              "Distance counts every metre walked, whatever the direction.",
              `Distance = ${num(out)} + ${num(back)} = ${num(answer)} m`,
            ]
          : [
              `Δx = (+${num(out)}) + (−${num(back)})`,
              `She ends ${num(Math.abs(displaced))} m ${displaced > 0 ? forward : reverse} of her starting point.`,
              `Δx = ${num(displaced)} m`,
            ],
    };
  },
  // Positions along the road: start at 0, then after each leg; distance adds each leg's length.
  check: ({ out, back, asked }) => {
    const positions = [0, out, out - back];
    if (asked === 1) return positions[2] - positions[0];
    return Math.abs(positions[1] - positions[0]) + Math.abs(positions[2] - positions[1]);
  },
};

const averageVelocity: QuestionTemplate<{
  first: number;
  second: number;
  minutesOut: number;
  minutesBack: number;
  asked: number;
}> = {
  id: "motion-average-speed-velocity",
  level: 3,
  draw: (r) => {
    const first = r.int(2, 24) / 2;
    let second = r.int(1, 16) / 2;
    while (second === first) second = r.int(1, 16) / 2;
    // Each leg at no more than 60 km·h⁻¹: at least a minute per kilometre.
    return {
      first,
      second,
      minutesOut: Math.ceil(first) + r.int(0, 8),
      minutesBack: Math.ceil(second) + r.int(0, 8),
      asked: r.int(0, 1),
    };
  },
  build: ({ first, second, minutesOut, minutesBack, asked }) => {
    const seconds = (minutesOut + minutesBack) * 60;
    const distance = (first + second) * 1000;
    const displaced = (first - second) * 1000;
    const answer = asked === 0 ? distance / seconds : displaced / seconds;
    return {
      kind: "numeric",
      prompt: `A minibus taxi drives ${num(first)} km east along a straight road in ${minutesOut} min, then ${num(second)} km west in ${minutesBack} min. Take east as positive. Calculate its average ${asked === 0 ? "speed" : "velocity"} for the whole trip in m·s⁻¹. (Round to two decimals.)`,
      answer,
      unit: "m·s⁻¹",
      decimals: 2,
      hint: `Average speed is total distance ÷ total time; average velocity is displacement ÷ total time (with its sign). Work in metres and seconds.`,
      solution: [
        `Total time: Δt = (${minutesOut} + ${minutesBack}) × 60 = ${num(seconds)} s.`,
        asked === 0
          ? `Distance = ${num(first)} + ${num(second)} = ${num(first + second)} km = ${num(distance)} m.`
          : `Displacement: Δx = ${num(first)} − ${num(second)} = ${num(first - second)} km = ${num(displaced)} m.`,
        asked === 0
          ? `Average speed = ${frac(num(distance), num(seconds))}`
          : `Average velocity = ${frac(num(displaced), num(seconds))}`,
        `${asked === 0 ? "Average speed" : "Average velocity"} = ${fixed(answer, 2)} m·s⁻¹`,
      ],
    };
  },
  // In km·h⁻¹ first (kilometres ÷ hours), then ÷ 3,6 to m·s⁻¹.
  check: ({ first, second, minutesOut, minutesBack, asked }) => {
    const hours = (minutesOut + minutesBack) / 60;
    const kilometres = asked === 0 ? first + second : first - second;
    return kilometres / hours / 3.6;
  },
};

const brakingAcceleration: QuestionTemplate<{ speed: number; distance: number }> = {
  id: "motion-braking-acceleration",
  level: 3,
  // Braking at no more than 8 m·s⁻²: Δx ≥ v² ÷ 16.
  draw: (r) => {
    const speed = r.pick([36, 54, 72, 90, 108]);
    const shortest = Math.max(4, Math.ceil((speed / 3.6) ** 2 / 16 / 5));
    return { speed, distance: 5 * r.int(shortest, shortest + 12) };
  },
  build: ({ speed, distance }) => {
    const initial = speed / 3.6;
    const a = -(initial * initial) / (2 * distance);
    return {
      kind: "numeric",
      prompt: `A car travelling at ${speed} km·h⁻¹ brakes uniformly and stops in a distance of ${distance} m. Take the direction of motion as positive. Calculate the car's acceleration. (Round to two decimals.)`,
      answer: a,
      unit: "m·s⁻²",
      decimals: 2,
      hint: `Change km·h⁻¹ to m·s⁻¹ (÷ 3,6). The car stops, so ${VF} = 0; use ${VF}² = ${VI}² + 2aΔx, which needs no time.`,
      solution: [
        `${VI} = ${speed} ÷ 3,6 = ${num(initial)} m·s⁻¹ and ${VF} = 0.`,
        `${VF}² = ${VI}² + 2aΔx: 0 = ${num(initial)}² + 2a × ${distance}`,
        `a = ${frac(`−${num(initial * initial)}`, 2 * distance)}`,
        `a = ${fixed(a, 2)} m·s⁻²`,
      ],
    };
  },
  // Through the stopping time: Δt = 2Δx ÷ (v_i + v_f), then a = (v_f − v_i) ÷ Δt.
  check: ({ speed, distance }) => {
    const initial = (speed * 1000) / 3600;
    const time = (2 * distance) / initial;
    return (0 - initial) / time;
  },
};

// ─── 14. Mechanical energy (Term 4) ─────────────────────────────────────────────────────────────

const potentialEnergy: QuestionTemplate<{ mass: number; height: number }> = {
  id: "energy-gravitational-potential",
  level: 1,
  draw: (r) => ({ mass: r.int(2, 80), height: r.int(1, 60) / 2 }),
  build: ({ mass, height }) => {
    const energy = mass * GRAVITY * height;
    return {
      kind: "numeric",
      prompt: `A crane lifts a crate of mass ${mass} kg to a height of ${num(height)} m above the ground. Calculate the crate's gravitational potential energy relative to the ground.`,
      answer: energy,
      unit: "J",
      hint: `Gravitational potential energy is ${EP} = mgh, with g = 9,8 m·s⁻² and h the height above the reference point.`,
      solution: [`${EP} = mgh = ${mass} × 9,8 × ${num(height)}`, `${EP} = ${num(energy)} J`],
    };
  },
  // Let it fall back to the floor: v² = 2gh from the equations of motion, and all of E_p becomes ½mv².
  check: ({ mass, height }) => {
    const speedSquared = 2 * GRAVITY * height;
    return 0.5 * mass * speedSquared;
  },
};

const MOVERS = [
  ["a cricket ball", [0.16], [20, 25, 30, 35]],
  ["a learner on a bicycle", [60, 65, 70, 75, 80], [4, 5, 6, 8]],
  ["a sprinter", [55, 60, 65, 70], [8, 9, 10]],
  ["a loaded trolley", [12, 15, 18, 20, 25], [1.5, 2, 2.5, 3]],
] as const;

const kineticEnergy: QuestionTemplate<{ mover: number; mass: number; speed: number }> = {
  id: "energy-kinetic",
  level: 1,
  draw: (r) => {
    const mover = r.int(0, MOVERS.length - 1);
    return { mover, mass: r.pick(MOVERS[mover][1]), speed: r.pick(MOVERS[mover][2]) };
  },
  build: ({ mover, mass, speed }) => {
    const energy = 0.5 * mass * speed * speed;
    return {
      kind: "numeric",
      prompt: `Calculate the kinetic energy of ${MOVERS[mover][0]} of mass ${num(mass)} kg moving at ${num(speed)} m·s⁻¹.`,
      answer: energy,
      unit: "J",
      hint: `Kinetic energy is ${EK} = ½mv², with m in kilograms and v in m·s⁻¹. Square the speed before you multiply.`,
      solution: [`${EK} = ½mv² = ½ × ${num(mass)} × ${num(speed)}²`, `${EK} = ${num(energy)} J`],
    };
  },
  // From the momentum: p = mv, and E_k = p² ÷ 2m.
  check: ({ mass, speed }) => {
    const momentum = mass * speed;
    return (momentum * momentum) / (2 * mass);
  },
};

const dropSpeed: QuestionTemplate<{ height: number }> = {
  id: "energy-drop-speed",
  level: 2,
  draw: (r) => ({ height: r.int(4, 180) / 4 }),
  build: ({ height }) => {
    const speed = Math.sqrt(2 * GRAVITY * height);
    return {
      kind: "numeric",
      prompt: `A stone is dropped from rest from a height of ${num(height)} m. Ignore air resistance. Use the conservation of mechanical energy to calculate its speed just before it hits the ground. (Round to two decimals.)`,
      answer: speed,
      unit: "m·s⁻¹",
      decimals: 2,
      hint: `Without air resistance mechanical energy is conserved: the ${EP} at the top becomes ${EK} at the bottom, mgh = ½mv². The mass cancels.`,
      solution: [
        `(${EP} + ${EK}) at the top = (${EP} + ${EK}) at the bottom. At the top v = 0 and at the bottom h = 0, so mgh = ½mv².`,
        `v = ${root("2gh")} = ${root(`2 × 9,8 × ${num(height)}`)}`,
        `v = ${fixed(speed, 2)} m·s⁻¹`,
      ],
    };
  },
  // The equations of motion instead: time to fall from Δy = ½gΔt², then v = gΔt.
  check: ({ height }) => {
    const time = Math.sqrt((2 * height) / GRAVITY);
    return GRAVITY * time;
  },
};

const rollerCoaster: QuestionTemplate<{ mass: number; top: number; start: number; bottom: number }> = {
  id: "energy-roller-coaster",
  level: 3,
  draw: (r) => {
    const top = r.int(12, 50);
    return { mass: 50 * r.int(4, 16), top, start: r.int(0, 8), bottom: r.int(0, top - 6) };
  },
  build: ({ mass, top, start, bottom }) => {
    const mechanical = mass * GRAVITY * top + 0.5 * mass * start * start;
    const kineticBelow = mechanical - mass * GRAVITY * bottom;
    const speed = Math.sqrt((2 * kineticBelow) / mass);
    const startText = start === 0 ? "starts from rest" : `moves at ${start} m·s⁻¹`;
    const where =
      bottom === 0 ? "at the bottom of the track (ground level)" : `at a point ${bottom} m above the ground`;
    return {
      kind: "numeric",
      prompt: `A roller-coaster car of mass ${num(mass)} kg ${startText} at the top of a track, ${top} m above the ground. Ignore friction. Calculate its speed ${where}. (Round to two decimals.)`,
      answer: speed,
      unit: "m·s⁻¹",
      decimals: 2,
      hint: `Mechanical energy ${EM} = ${EP} + ${EK} is conserved without friction. Work out ${EM} at the top, subtract ${EP} at the lower point to get ${EK} there, then solve ½mv² for v.`,
      solution: [
        `At the top: ${EM} = mgh + ½mv² = ${num(mass)} × 9,8 × ${top}${start === 0 ? "" : ` + ½ × ${num(mass)} × ${start}²`} = ${num(mechanical)} J.`,
        bottom === 0
          ? `At ground level ${EP} = 0, so ${EK} = ${num(kineticBelow)} J.`
          : `At ${bottom} m: ${EP} = ${num(mass)} × 9,8 × ${bottom} = ${num(mass * GRAVITY * bottom)} J, so ${EK} = ${num(mechanical)} − ${num(mass * GRAVITY * bottom)} = ${num(kineticBelow)} J.`,
        `½ × ${num(mass)} × v² = ${num(kineticBelow)}, so v = ${root(frac(`2 × ${num(kineticBelow)}`, num(mass)))}`,
        `v = ${fixed(speed, 2)} m·s⁻¹`,
      ],
    };
  },
  // Like free fall through the same height: v_f² = v_i² + 2gΔh (on a frictionless track the path does not matter).
  check: ({ top, start, bottom }) => Math.sqrt(start * start + 2 * GRAVITY * (top - bottom)),
};

// ─── The topics ──────────────────────────────────────────────────────────────────────────────────

const topic = (
  slug: string,
  term: Topic["term"],
  title: string,
  explanation: string[],
  questions: QuestionTemplate[],
): Topic => ({
  id: `science-10-${slug}`,
  subject: "physical-sciences",
  grade: 10,
  term,
  title,
  explanation,
  questions,
});

export const PHYSICAL_SCIENCES_GRADE_10: Topic[] = [
  topic(
    "matter-and-classification",
    1,
    "Matter and classification",
    [
      "Matter is anything that has mass and takes up space. A pure substance has a fixed composition: an element is made of one kind of atom (Cu, O₂), and a compound is two or more elements chemically bonded in a fixed ratio (H₂O, NaCℓ). A mixture holds two or more substances that are not bonded and keep their own properties: it is homogeneous when it is the same throughout (salt water, air) and heterogeneous when you can see its parts (sand in water).",
      "Name an ionic compound by naming the cation first and then the anion, using the tables of cations and anions: K₂SO₄ is potassium sulphate. A metal that can form ions of different charges carries a Roman numeral: FeCℓ₃ is iron(III) chloride, because three Cℓ⁻ ions balance one Fe³⁺ ion.",
      "Materials are chosen for their properties: strength; brittle, malleable (hammered into sheets) or ductile (drawn into wires); electrical and thermal conductors or insulators; magnetic or non-magnetic; melting and boiling points; and density, ρ = m ÷ V. For example, a 2 cm × 2 cm × 5 cm block of mass 54 g has ρ = 54 ÷ 20 = 2,7 g·cm⁻³ = 2 700 kg·m⁻³: aluminium.",
    ],
    [classifyMatter, nameCompound, densityOfBlock],
  ),
  topic(
    "states-of-matter",
    1,
    "States of matter and the kinetic molecular theory",
    [
      "The kinetic molecular theory: all matter is made of particles that are always moving, with spaces between them and forces that attract them to each other. Temperature is a measure of the average kinetic energy of the particles. Diffusion and Brownian motion are evidence that particles move.",
      "In a solid the particles vibrate about fixed positions; in a liquid they move past each other; in a gas they move freely and far apart. Below its melting point a substance is solid, between its melting and boiling points it is liquid, and above its boiling point it is a gas.",
      "On a heating curve the temperature rises while one phase is heated, and stays constant during melting and boiling: the energy then overcomes the forces between the particles instead of raising their kinetic energy. The first flat part is at the melting point, the second at the boiling point; on a flat part two phases are present.",
    ],
    [kineticTheory, phaseAtTemperature, heatingCurvePoint, heatingCurvePhase],
  ),
  topic(
    "the-atom",
    1,
    "The atom",
    [
      "An atom has a nucleus of protons and neutrons, with electrons around it. The atomic number Z is the number of protons; the mass number A is the number of protons plus neutrons, so neutrons = A − Z. A neutral atom has as many electrons as protons; a positive ion has lost electrons and a negative ion has gained them.",
      "Isotopes are atoms of the same element (same Z) with different numbers of neutrons (different A). The relative atomic mass is the average of the isotope masses weighted by their abundance: chlorine, 75% Cℓ-35 and 25% Cℓ-37, has Aᵣ = 0,75 × 35 + 0,25 × 37 = 35,5.",
      "Electrons fill orbitals in order of energy (the Aufbau principle), each subshell full before the next: 1s² 2s² 2p⁶ 3s² 3p⁶ 4s². An s subshell holds 2 electrons and a p subshell 6. Sulphur (Z = 16) is 1s² 2s² 2p⁶ 3s² 3p⁴. In the same subshell the electrons first occupy separate orbitals (Hund's rule), and two electrons in one orbital spin in opposite directions (Pauli).",
    ],
    [subatomicParticles, relativeAtomicMass, electronConfiguration, isotopeAbundance],
  ),
  topic(
    "periodic-table",
    1,
    "The periodic table",
    [
      "Elements are arranged by atomic number. A row is a period: its number is the number of the outermost shell being filled. A column is a group: elements in a group have the same number of valence electrons (groups 1 and 2: the group number; groups 13 to 18: the group number minus 10) and similar chemical properties.",
      "Across a period (left to right) the nuclear charge grows while electrons enter the same shell, so atomic radius decreases and first ionisation energy and electronegativity increase. Down a group each atom has an extra shell, so atomic radius increases and ionisation energy and electronegativity decrease.",
      "Example: magnesium, 1s² 2s² 2p⁶ 3s², is in period 3 and group 2; chlorine, 1s² 2s² 2p⁶ 3s² 3p⁵, is in period 3 and group 17. Chlorine has the smaller atoms, the higher ionisation energy and the higher electronegativity.",
    ],
    [valenceElectrons, periodicTrends, trendsFromConfiguration],
  ),
  topic(
    "chemical-bonding",
    1,
    "Chemical bonding",
    [
      "Atoms bond to reach a full outer shell. In covalent bonding non-metal atoms share pairs of electrons. In ionic bonding a metal transfers electrons to a non-metal, and the positive and negative ions attract each other. In metallic bonding metal atoms give their valence electrons to a sea of delocalised electrons that holds the positive ions together.",
      "A Lewis structure shows the valence electrons as dots or crosses: a shared pair is a bonding pair and an unshared pair is a lone pair. In NH₃, nitrogen has three bonding pairs (one to each H) and one lone pair. A double bond shares two pairs, a triple bond three (N≡N).",
      "The formula of an ionic compound balances the charges of its ions: Aℓ³⁺ and O²⁻ need 2 × (+3) + 3 × (−2) = 0, so the formula is Aℓ₂O₃. Put a polyatomic ion in brackets when you need more than one: Ca(OH)₂.",
    ],
    [bondType, ionicFormula, bondingPairs, predictCompound],
  ),
  topic(
    "transverse-pulses-and-waves",
    2,
    "Transverse pulses and waves",
    [
      "A pulse is a single disturbance in a medium; in a transverse pulse the particles move at right angles to the direction the pulse travels. Its amplitude is the greatest displacement from the rest position. When two pulses meet, their displacements add (the principle of superposition): crest with crest interfere constructively, crest with trough destructively, and after meeting each pulse travels on unchanged.",
      "A transverse wave is a series of pulses. The wavelength λ is the distance between neighbouring crests (or troughs); the period T is the time for one complete oscillation; the frequency f is the number of oscillations per second, f = 1 ÷ T, in hertz.",
      "Wave speed is the distance a crest (or any point of the wave pattern) travels per unit time: v = fλ. A wave of frequency 4 Hz and wavelength 0,5 m travels at 4 × 0,5 = 2 m·s⁻¹.",
    ],
    [periodAndFrequency, superposition, waveSpeed, waveFromCrests],
  ),
  topic(
    "sound",
    2,
    "Sound",
    [
      "Sound is a longitudinal wave: the particles of the medium vibrate back and forth along the direction the wave travels, making compressions and rarefactions. It needs a medium and travels faster in solids and liquids than in gases; in air it travels at about 340 m·s⁻¹.",
      "Pitch depends on frequency (higher frequency, higher pitch) and loudness on amplitude (larger amplitude, louder sound). Humans hear from about 20 Hz to 20 000 Hz; sound above that range is ultrasound, used in sonar and to make images of babies before birth.",
      "An echo is reflected sound. In the time between the sound and its echo, the sound goes there and back, so the distance to the reflector is v × Δt ÷ 2. An echo after 0,5 s in air: 340 × 0,5 ÷ 2 = 85 m.",
    ],
    [thunderDistance, pitchAndLoudness, echoDistance, sonarDepth],
  ),
  topic(
    "electromagnetic-radiation",
    2,
    "Electromagnetic radiation",
    [
      "Electromagnetic waves are changing electric and magnetic fields at right angles to each other; they need no medium and all travel at c = 3 × 10⁸ m·s⁻¹ in a vacuum, so c = fλ.",
      "In order of increasing frequency (and decreasing wavelength) the spectrum is: radio waves, microwaves, infrared, visible light, ultraviolet, X-rays, gamma rays.",
      "Light also behaves as particles, photons. The energy of a photon is E = hf = hc ÷ λ, with h = 6,63 × 10⁻³⁴ J·s: the higher the frequency, the more energy each photon carries, which is why ultraviolet, X-rays and gamma rays can damage cells.",
    ],
    [radioWavelength, spectrumOrder, photonEnergy, wavelengthFromEnergy],
  ),
  topic(
    "representing-chemical-change",
    2,
    "Physical and chemical change: representing chemical change",
    [
      "In a physical change no new substances form: the particles stay the same and only their arrangement or spacing changes (melting, dissolving, boiling). In a chemical change bonds break and new ones form, so new substances appear (burning, rusting, decomposition).",
      "In every reaction mass and atoms are conserved: the total mass of the reactants equals the total mass of the products, because the atoms only rearrange.",
      "A balanced equation has the same number of each kind of atom on both sides. Balance it by changing the coefficients in front of the formulae, never the subscripts: H₂ + O₂ → H₂O becomes 2H₂ + O₂ → 2H₂O (4 H and 2 O on each side).",
    ],
    [physicalOrChemical, conservationOfMass, balancingCoefficient, combustionRatio],
  ),
  topic(
    "quantitative-aspects-of-chemical-change",
    3,
    "Quantitative aspects of chemical change",
    [
      `A mole is the amount of substance with as many particles as there are atoms in 12 g of carbon-12: ${NA} = 6,02 × 10²³ particles. The molar mass M (g·mol⁻¹) is the sum of the relative atomic masses in the formula, so n = m ÷ M and the number of particles is N = n × ${NA}.`,
      "At STP one mole of any gas occupies 22,4 dm³, so V = n × 22,4 dm³. Percentage composition: the mass of an element in one mole of the compound divided by the molar mass, × 100.",
      "To find an empirical formula (the simplest whole-number ratio of atoms), take 100 g, change each percentage to moles, divide by the smallest and round. Example: 40,0% C, 6,7% H and 53,3% O give 3,33 : 6,7 : 3,33 mol = 1 : 2 : 1, so CH₂O.",
    ],
    [molarMassQuestion, molarVolume, molesFromMass, percentageComposition, atomsInSample, empiricalFormula],
  ),
  topic(
    "electrostatics",
    3,
    "Electrostatics",
    [
      "There are two kinds of charge: like charges repel and unlike charges attract. Objects become charged by gaining electrons (negative) or losing them (positive); charge is never created or destroyed (conservation of charge).",
      "Charge is quantised: every charge is a whole number of electron charges, Q = nqₑ with qₑ = 1,6 × 10⁻¹⁹ C. A sphere with −3,2 nC has gained 3,2 × 10⁻⁹ ÷ 1,6 × 10⁻¹⁹ = 2 × 10¹⁰ electrons.",
      "When two identical conducting spheres touch, they share their total charge equally: Q = (Q₁ + Q₂) ÷ 2. For +6 nC and −2 nC, each ends with +2 nC.",
    ],
    [chargeForce, chargeQuantisation, touchingSpheres, electronsTransferred],
  ),
  topic(
    "electric-circuits",
    3,
    "Electric circuits",
    [
      "Current is the rate of flow of charge, I = Q ÷ Δt, in amperes. The potential difference across a component is the energy transferred per coulomb of charge, V = W ÷ Q; the emf of a battery is the potential difference across it when no current flows.",
      "Resistance is the opposition to current, R = V ÷ I, in ohms. In series the same current flows through each resistor and the resistances add, R = R₁ + R₂ + …; the potential differences add up to the emf. In parallel each branch has the same potential difference and the reciprocals add: 1 ÷ Rₚ = 1 ÷ R₁ + 1 ÷ R₂ + …, so the total is smaller than the smallest resistor.",
      "For a combination, replace each parallel group by its equivalent resistance, add the series resistors, find the total current I = emf ÷ R, and then work back to each resistor with V = IR.",
    ],
    [chargeFromCurrent, ohmsLaw, parallelResistance, seriesCircuit, combinationCircuit],
  ),
  topic(
    "motion-in-one-dimension",
    4,
    "Motion in one dimension",
    [
      "A scalar has only a magnitude (distance, speed, mass, time); a vector has a magnitude and a direction (displacement, velocity, acceleration, force). Distance is the length of the path travelled; displacement is the change in position, from start to end. Walking 100 m east and then 30 m west is a distance of 130 m but a displacement of 70 m east.",
      "Average speed is distance ÷ time; average velocity is displacement ÷ time. Acceleration is the rate of change of velocity, a = Δv ÷ Δt; in a straight line choose one direction as positive, and a negative value points the other way.",
      `For uniform acceleration: ${VF} = ${VI} + aΔt, Δx = ${VI}Δt + ½aΔt², ${VF}² = ${VI}² + 2aΔx and Δx = ½(${VI} + ${VF})Δt. Pick the one with the quantity you want and three you know, in m, s, m·s⁻¹ and m·s⁻² (change km·h⁻¹ to m·s⁻¹ by dividing by 3,6).`,
    ],
    [
      vectorOrScalar,
      finalVelocity,
      acceleration,
      displacement,
      distanceAndDisplacement,
      averageVelocity,
      brakingAcceleration,
    ],
  ),
  topic(
    "mechanical-energy",
    4,
    "Mechanical energy",
    [
      `Gravitational potential energy is the energy of an object because of its position above a reference point: ${EP} = mgh, with g = 9,8 m·s⁻². Kinetic energy is the energy of motion: ${EK} = ½mv².`,
      `Mechanical energy is their sum, ${EM} = ${EP} + ${EK}. When only gravity does work (no friction or air resistance), mechanical energy is conserved: (${EP} + ${EK}) at the top = (${EP} + ${EK}) at the bottom.`,
      `Example: a ball dropped from 5 m: mgh = ½mv², so v = ${root("2 × 9,8 × 5")} = 9,9 m·s⁻¹. The mass cancels, so every object dropped from the same height lands with the same speed (if air resistance is ignored).`,
    ],
    [potentialEnergy, kineticEnergy, dropSpeed, rollerCoaster],
  ),
];
