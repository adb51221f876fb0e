import { choiceQuestion, choiceQuestionWithAnswer } from "../concept";
import {
  celsius,
  coefficient,
  fixed,
  formulaPart,
  num,
  sigFigs,
  signed,
  significant,
  superscript,
  withSign,
} from "../format";
import { frac, sub } from "../math-text";
import type { QuestionTemplate, Topic } from "../types";
import {
  ATOMIC_MASS,
  GAS_CONSTANT,
  MOLAR_GAS_VOLUME,
  STANDARD_PRESSURE,
  STANDARD_TEMPERATURE,
  molarMass,
} from "./constants";

// CAPS Grade 11 Physical Sciences, the chemistry half (Paper 2). Terms as the current annual teaching
// plans place them.

// ——— Shared helpers ———

/** A calculated value as a worked solution shows it: two decimals, or three significant figures when small. */
const show = (value: number) => (Math.abs(value) >= 1 ? num(value, 2) : sigFigs(value, 3));
/** "A 12" or "An 8": the article as the number is spoken (eight, eleven, eighteen, eighty). */
const aNumber = (value: number) => `${/^(8|1[18](?![\d,]))/.test(num(value)) ? "An" : "A"} ${num(value)}`;
/** A molar mass line: M(CO₂) = 44 g·mol⁻¹. */
const molar = (formula: string, atoms: Readonly<Record<string, number>>) =>
  `M(${formula}) = ${num(molarMass(atoms), 1)} g·mol⁻¹`;

/** A question with several fixed prompts, each with its right answer first. */
interface Recall {
  prompt: string;
  choices: readonly [string, string, string, string];
  why: string;
}

function recallQuestion(
  id: string,
  bank: readonly Recall[],
  hint: string,
): QuestionTemplate<{ item: number; turn: number }> {
  return {
    id,
    level: 1,
    draw: (r) => ({ item: r.int(0, bank.length - 1), turn: r.int(0, 3) }),
    build: ({ item, turn }) => {
      const { prompt, choices, why } = bank[item];
      const [right, ...wrong] = choices;
      return choiceQuestionWithAnswer(prompt, right, wrong, turn, hint, [why]);
    },
    // The right answer is stored first in each item's list; the shown order is turned.
    check: ({ item }) => bank[item].choices[0],
  };
}

// ——— 1. Atomic combinations: molecular structure ———

/** Pauling electronegativities as the NSC periodic table prints them. */
const ELECTRONEGATIVITY: Readonly<Record<string, number>> = {
  H: 2.1,
  Li: 1.0,
  Be: 1.5,
  B: 2.0,
  C: 2.5,
  N: 3.0,
  O: 3.5,
  F: 4.0,
  Na: 0.9,
  Mg: 1.2,
  Al: 1.5,
  Si: 1.8,
  P: 2.1,
  S: 2.5,
  Cl: 3.0,
  K: 0.8,
  Ca: 1.0,
  Br: 2.8,
  I: 2.5,
};

const DELTA_EN_BONDS: ReadonlyArray<readonly [string, string]> = [
  ["H", "Cl"],
  ["O", "H"],
  ["N", "H"],
  ["H", "F"],
  ["C", "H"],
  ["Na", "Cl"],
  ["Mg", "O"],
  ["C", "Cl"],
  ["K", "Br"],
  ["S", "O"],
  ["Li", "F"],
  ["Si", "O"],
  ["Al", "Cl"],
  ["Ca", "O"],
  ["B", "F"],
  ["H", "Br"],
  ["N", "O"],
  ["C", "N"],
  ["K", "F"],
  ["Mg", "Cl"],
];

const deltaEn: QuestionTemplate<{ bond: number; swap: number }> = {
  id: "molecular-structure-electronegativity-difference",
  level: 1,
  draw: (r) => ({ bond: r.int(0, DELTA_EN_BONDS.length - 1), swap: r.int(0, 1) }),
  build: ({ bond, swap }) => {
    const [first, second] = swap ? [...DELTA_EN_BONDS[bond]].reverse() : DELTA_EN_BONDS[bond];
    const [high, low] = ELECTRONEGATIVITY[first] >= ELECTRONEGATIVITY[second] ? [first, second] : [second, first];
    const difference = ELECTRONEGATIVITY[high] - ELECTRONEGATIVITY[low];
    return {
      kind: "numeric",
      prompt: `The electronegativity of ${first} is ${fixed(ELECTRONEGATIVITY[first], 1)} and that of ${second} is ${fixed(ELECTRONEGATIVITY[second], 1)}. Calculate the electronegativity difference (ΔEN) for a bond between ${first} and ${second}.`,
      answer: difference,
      hint: "ΔEN is the larger electronegativity minus the smaller one, so it is never negative.",
      solution: [
        `${high} is the more electronegative atom, so subtract the electronegativity of ${low} from that of ${high}.`,
        `ΔEN = ${fixed(ELECTRONEGATIVITY[high], 1)} − ${fixed(ELECTRONEGATIVITY[low], 1)} = ${fixed(difference, 1)}`,
      ],
    };
  },
  // Counting tenths from the smaller electronegativity up to the larger one.
  check: ({ bond }) => {
    const values = DELTA_EN_BONDS[bond].map((element) => Math.round(ELECTRONEGATIVITY[element] * 10));
    let steps = 0;
    for (let tenth = Math.min(...values); tenth < Math.max(...values); tenth += 1) steps += 1;
    return steps / 10;
  },
};

const BOND_TYPES = ["non-polar covalent", "weakly polar covalent", "strongly polar covalent", "ionic"] as const;
/** Pairs whose ΔEN is not on a boundary (exactly 1 or 2,1), so the type is clear. */
const BOND_TYPE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["H", "H"],
  ["Cl", "Cl"],
  ["C", "S"],
  ["C", "H"],
  ["N", "H"],
  ["H", "Cl"],
  ["C", "Cl"],
  ["H", "Br"],
  ["O", "H"],
  ["H", "F"],
  ["Si", "O"],
  ["Al", "Cl"],
  ["B", "F"],
  ["Mg", "O"],
  ["K", "F"],
  ["Li", "F"],
  ["Ca", "O"],
  ["N", "O"],
  ["P", "Cl"],
  ["Na", "F"],
  ["C", "F"],
];

const bondType: QuestionTemplate<{ pair: number; turn: number }> = {
  id: "molecular-structure-bond-type",
  level: 2,
  draw: (r) => ({ pair: r.int(0, BOND_TYPE_PAIRS.length - 1), turn: r.int(0, 3) }),
  build: ({ pair, turn }) => {
    const [a, b] = BOND_TYPE_PAIRS[pair];
    const [high, low] = ELECTRONEGATIVITY[a] >= ELECTRONEGATIVITY[b] ? [a, b] : [b, a];
    const difference = Math.round((ELECTRONEGATIVITY[high] - ELECTRONEGATIVITY[low]) * 10) / 10;
    const type =
      difference === 0
        ? BOND_TYPES[0]
        : difference < 1
          ? BOND_TYPES[1]
          : difference < 2.1
            ? BOND_TYPES[2]
            : BOND_TYPES[3];
    const rule =
      difference === 0
        ? "ΔEN = 0, so the electrons are shared equally"
        : difference < 1
          ? "0 < ΔEN < 1, so the electrons are shared slightly unequally"
          : difference < 2.1
            ? "1 < ΔEN < 2,1, so the electrons are shared very unequally"
            : "ΔEN > 2,1, so electrons are transferred rather than shared";
    const same = a === b;
    const ens = same
      ? `The electronegativity of ${a} is ${fixed(ELECTRONEGATIVITY[a], 1)}.`
      : `Electronegativities: ${a} = ${fixed(ELECTRONEGATIVITY[a], 1)}, ${b} = ${fixed(ELECTRONEGATIVITY[b], 1)}.`;
    return choiceQuestion(
      `${ens} What type of bond forms between ${same ? `two ${a} atoms` : `${a} and ${b}`}?`,
      type,
      BOND_TYPES.filter((t) => t !== type),
      turn,
      "Work out ΔEN first, then use the ranges: 0 non-polar; between 0 and 1 weakly polar; between 1 and 2,1 strongly polar; above 2,1 ionic.",
      [
        same
          ? `Both atoms have the same electronegativity: ΔEN = ${fixed(ELECTRONEGATIVITY[a], 1)} − ${fixed(ELECTRONEGATIVITY[a], 1)} = 0.`
          : `ΔEN = ${fixed(ELECTRONEGATIVITY[high], 1)} − ${fixed(ELECTRONEGATIVITY[low], 1)} = ${fixed(difference, 1)}.`,
        `${rule}.`,
        `The bond is ${type}.`,
      ],
    );
  },
  // The number of boundaries (0; 1; 2,1) that ΔEN lies above, in whole tenths, picks the type.
  check: ({ pair }) => {
    const tenths = BOND_TYPE_PAIRS[pair].map((element) => Math.round(ELECTRONEGATIVITY[element] * 10));
    const gap = Math.abs(tenths[0] - tenths[1]);
    return BOND_TYPES[[0, 10, 21].filter((boundary) => gap > boundary).length];
  },
};

const SHAPES = [
  "linear",
  "trigonal planar",
  "tetrahedral",
  "trigonal pyramidal",
  "angular (bent)",
  "trigonal bipyramidal",
  "octahedral",
] as const;

/** central: the central atom; valence: its valence electrons; bonded: atoms bonded to it; bondPairs: electron pairs it uses in bonds. */
interface VseprMolecule {
  formula: string;
  central: string;
  valence: number;
  bonded: number;
  bondPairs: number;
  lonePairs: number;
  shape: (typeof SHAPES)[number];
}
const VSEPR: readonly VseprMolecule[] = [
  { formula: "CH₄", central: "C", valence: 4, bonded: 4, bondPairs: 4, lonePairs: 0, shape: "tetrahedral" },
  { formula: "NH₃", central: "N", valence: 5, bonded: 3, bondPairs: 3, lonePairs: 1, shape: "trigonal pyramidal" },
  { formula: "H₂O", central: "O", valence: 6, bonded: 2, bondPairs: 2, lonePairs: 2, shape: "angular (bent)" },
  { formula: "CO₂", central: "C", valence: 4, bonded: 2, bondPairs: 4, lonePairs: 0, shape: "linear" },
  { formula: "BF₃", central: "B", valence: 3, bonded: 3, bondPairs: 3, lonePairs: 0, shape: "trigonal planar" },
  { formula: "BeCl₂", central: "Be", valence: 2, bonded: 2, bondPairs: 2, lonePairs: 0, shape: "linear" },
  { formula: "PCl₅", central: "P", valence: 5, bonded: 5, bondPairs: 5, lonePairs: 0, shape: "trigonal bipyramidal" },
  { formula: "SF₆", central: "S", valence: 6, bonded: 6, bondPairs: 6, lonePairs: 0, shape: "octahedral" },
  { formula: "H₂S", central: "S", valence: 6, bonded: 2, bondPairs: 2, lonePairs: 2, shape: "angular (bent)" },
  { formula: "CCl₄", central: "C", valence: 4, bonded: 4, bondPairs: 4, lonePairs: 0, shape: "tetrahedral" },
  { formula: "HCN", central: "C", valence: 4, bonded: 2, bondPairs: 4, lonePairs: 0, shape: "linear" },
  { formula: "BCl₃", central: "B", valence: 3, bonded: 3, bondPairs: 3, lonePairs: 0, shape: "trigonal planar" },
  { formula: "SiH₄", central: "Si", valence: 4, bonded: 4, bondPairs: 4, lonePairs: 0, shape: "tetrahedral" },
  { formula: "NF₃", central: "N", valence: 5, bonded: 3, bondPairs: 3, lonePairs: 1, shape: "trigonal pyramidal" },
  { formula: "OF₂", central: "O", valence: 6, bonded: 2, bondPairs: 2, lonePairs: 2, shape: "angular (bent)" },
  { formula: "PCl₃", central: "P", valence: 5, bonded: 3, bondPairs: 3, lonePairs: 1, shape: "trigonal pyramidal" },
];

/** "a CO₂" or "an H₂O": the article as the formula is read aloud, letter by letter (aitch, en, oh, ess, ef). */
const aFormula = (formula: string) => `${/^[AEFHILMNORSX]/.test(formula) ? "an" : "a"} ${formula}`;

const pairs = (n: number, what: string) => (n === 0 ? `no ${what}s` : n === 1 ? `one ${what}` : `${n} ${what}s`);

const vseprShape: QuestionTemplate<{ molecule: number; skip: number; turn: number }> = {
  id: "molecular-structure-vsepr-shape",
  level: 2,
  draw: (r) => ({ molecule: r.int(0, VSEPR.length - 1), skip: r.int(0, 5), turn: r.int(0, 3) }),
  build: ({ molecule, skip, turn }) => {
    const m = VSEPR[molecule];
    const others = SHAPES.filter((shape) => shape !== m.shape);
    const wrong = [0, 1, 2].map((i) => others[(skip + i * 2) % others.length]);
    return choiceQuestion(
      `Use the VSEPR model to predict the shape of ${aFormula(m.formula)} molecule.`,
      m.shape,
      wrong,
      turn,
      "Count the atoms bonded to the central atom and the lone pairs on it; all these electron groups repel and spread out as far apart as they can.",
      [
        `The central atom is ${m.central}: it is bonded to ${m.bonded} atoms and has ${pairs(m.lonePairs, "lone pair")}.`,
        m.lonePairs === 0
          ? `With no lone pairs, the ${m.bonded} bonded atoms spread out evenly around ${m.central}.`
          : `The ${pairs(m.lonePairs, "lone pair")} also repel the bonds, but the shape is named from the positions of the atoms only.`,
        `So ${m.formula} is ${m.shape}.`,
      ],
    );
  },
  // The lone pairs worked out from the central atom's valence electrons, then the VSEPR table.
  check: ({ molecule }) => {
    const m = VSEPR[molecule];
    const lone = (m.valence - m.bondPairs) / 2;
    const table: Record<string, (typeof SHAPES)[number]> = {
      "2,0": "linear",
      "3,0": "trigonal planar",
      "4,0": "tetrahedral",
      "5,0": "trigonal bipyramidal",
      "6,0": "octahedral",
      "3,1": "trigonal pyramidal",
      "2,2": "angular (bent)",
    };
    return table[`${m.bonded},${lone}`];
  },
};

/** Bond energies (kJ·mol⁻¹) and lengths (pm); order: bond order; period: the period of the larger atom. */
interface BondData {
  bond: string;
  energy: number;
  length: number;
  order: number;
  period: number;
}
const BOND_SETS: ReadonlyArray<readonly BondData[]> = [
  [
    { bond: "H–F", energy: 567, length: 92, order: 1, period: 2 },
    { bond: "H–Cl", energy: 431, length: 127, order: 1, period: 3 },
    { bond: "H–Br", energy: 366, length: 141, order: 1, period: 4 },
    { bond: "H–I", energy: 299, length: 161, order: 1, period: 5 },
  ],
  [
    { bond: "C–C", energy: 348, length: 154, order: 1, period: 2 },
    { bond: "C=C", energy: 614, length: 134, order: 2, period: 2 },
    { bond: "C≡C", energy: 839, length: 120, order: 3, period: 2 },
  ],
  [
    { bond: "N–N", energy: 163, length: 145, order: 1, period: 2 },
    { bond: "N=N", energy: 418, length: 125, order: 2, period: 2 },
    { bond: "N≡N", energy: 945, length: 110, order: 3, period: 2 },
  ],
  [
    { bond: "Cl–Cl", energy: 242, length: 199, order: 1, period: 3 },
    { bond: "Br–Br", energy: 193, length: 228, order: 1, period: 4 },
    { bond: "I–I", energy: 151, length: 267, order: 1, period: 5 },
  ],
];
const BOND_ASKS = [
  "has the highest bond energy",
  "has the lowest bond energy",
  "is the longest",
  "is the shortest",
] as const;

const bondStrength: QuestionTemplate<{ set: number; ask: number; turn: number }> = {
  id: "molecular-structure-bond-energy-and-length",
  level: 2,
  draw: (r) => ({ set: r.int(0, BOND_SETS.length - 1), ask: r.int(0, 3), turn: r.int(0, 11) }),
  build: ({ set, ask, turn }) => {
    const bonds = BOND_SETS[set];
    const by = (key: (b: BondData) => number) => bonds.reduce((best, b) => (key(b) > key(best) ? b : best));
    const right = [by((b) => b.energy), by((b) => -b.energy), by((b) => b.length), by((b) => -b.length)][ask];
    const sameOrder = bonds.every((b) => b.order === bonds[0].order);
    return choiceQuestion(
      `Which of these bonds ${BOND_ASKS[ask]}?`,
      right.bond,
      bonds.filter((b) => b !== right).map((b) => b.bond),
      turn % bonds.length,
      sameOrder
        ? "Compare the sizes of the bonded atoms: the bigger the atoms, the longer the bond, and the longer the bond, the weaker it is."
        : "Compare the number of shared electron pairs: more shared pairs pull the atoms closer together and hold them more strongly.",
      [
        sameOrder
          ? "All these are single bonds. Going down a group the atoms get bigger, so the nuclei are further apart: the bond is longer and weaker."
          : "A double bond is shorter and stronger than a single bond between the same atoms, and a triple bond shorter and stronger still.",
        `Bond lengths: ${bonds.map((b) => `${b.bond} ${b.length} pm`).join("; ")}. Bond energies: ${bonds.map((b) => `${b.bond} ${b.energy} kJ·mol⁻¹`).join("; ")}.`,
        `The bond that ${BOND_ASKS[ask]} is ${right.bond}.`,
      ],
    );
  },
  // Ranking by the rule alone: a higher bond order and smaller atoms make a shorter, stronger bond.
  check: ({ set, ask }) => {
    const ranked = [...BOND_SETS[set]].sort((a, b) => b.order * 10 - b.period - (a.order * 10 - a.period));
    const strongest = ranked[0].bond;
    const weakest = ranked[ranked.length - 1].bond;
    return [strongest, weakest, weakest, strongest][ask];
  },
};

const POLARITY = [
  "polar: its bonds are polar and it is asymmetrical, so the bond dipoles do not cancel",
  "non-polar: its bonds are polar, but it is symmetrical, so the bond dipoles cancel",
  "non-polar: all its bonds are non-polar",
  "polar: its bonds are non-polar, but it is asymmetrical",
] as const;

interface PolarMolecule {
  formula: string;
  central: string;
  ligands: readonly string[];
  valence: number;
  bondPairs: number;
  shape: string;
  /** The bond as drawn, when it is not single. */
  link?: string;
  /** Index into POLARITY. */
  kind: 0 | 1 | 2;
}
const POLAR_MOLECULES: readonly PolarMolecule[] = [
  { formula: "CO₂", central: "C", ligands: ["O", "O"], valence: 4, bondPairs: 4, shape: "linear", link: "=", kind: 1 },
  { formula: "H₂O", central: "O", ligands: ["H", "H"], valence: 6, bondPairs: 2, shape: "angular (bent)", kind: 0 },
  {
    formula: "NH₃",
    central: "N",
    ligands: ["H", "H", "H"],
    valence: 5,
    bondPairs: 3,
    shape: "trigonal pyramidal",
    kind: 0,
  },
  {
    formula: "CH₄",
    central: "C",
    ligands: ["H", "H", "H", "H"],
    valence: 4,
    bondPairs: 4,
    shape: "tetrahedral",
    kind: 1,
  },
  {
    formula: "CCl₄",
    central: "C",
    ligands: ["Cl", "Cl", "Cl", "Cl"],
    valence: 4,
    bondPairs: 4,
    shape: "tetrahedral",
    kind: 1,
  },
  {
    formula: "BF₃",
    central: "B",
    ligands: ["F", "F", "F"],
    valence: 3,
    bondPairs: 3,
    shape: "trigonal planar",
    kind: 1,
  },
  { formula: "HCl", central: "H", ligands: ["Cl"], valence: 1, bondPairs: 1, shape: "linear", kind: 0 },
  { formula: "HF", central: "H", ligands: ["F"], valence: 1, bondPairs: 1, shape: "linear", kind: 0 },
  { formula: "Cl₂", central: "Cl", ligands: ["Cl"], valence: 7, bondPairs: 1, shape: "linear", kind: 2 },
  { formula: "H₂", central: "H", ligands: ["H"], valence: 1, bondPairs: 1, shape: "linear", kind: 2 },
  { formula: "O₂", central: "O", ligands: ["O"], valence: 6, bondPairs: 2, shape: "linear", link: "=", kind: 2 },
  {
    formula: "CHCl₃",
    central: "C",
    ligands: ["H", "Cl", "Cl", "Cl"],
    valence: 4,
    bondPairs: 4,
    shape: "tetrahedral",
    kind: 0,
  },
  { formula: "H₂S", central: "S", ligands: ["H", "H"], valence: 6, bondPairs: 2, shape: "angular (bent)", kind: 0 },
  { formula: "OF₂", central: "O", ligands: ["F", "F"], valence: 6, bondPairs: 2, shape: "angular (bent)", kind: 0 },
  { formula: "BeCl₂", central: "Be", ligands: ["Cl", "Cl"], valence: 2, bondPairs: 2, shape: "linear", kind: 1 },
  {
    formula: "NF₃",
    central: "N",
    ligands: ["F", "F", "F"],
    valence: 5,
    bondPairs: 3,
    shape: "trigonal pyramidal",
    kind: 0,
  },
  {
    formula: "SiCl₄",
    central: "Si",
    ligands: ["Cl", "Cl", "Cl", "Cl"],
    valence: 4,
    bondPairs: 4,
    shape: "tetrahedral",
    kind: 1,
  },
];

const moleculePolarity: QuestionTemplate<{ molecule: number; turn: number }> = {
  id: "molecular-structure-molecule-polarity",
  level: 3,
  draw: (r) => ({ molecule: r.int(0, POLAR_MOLECULES.length - 1), turn: r.int(0, 3) }),
  build: ({ molecule, turn }) => {
    const m = POLAR_MOLECULES[molecule];
    const elements = [...new Set([m.central, ...m.ligands])];
    const bonds = [...new Set(m.ligands)].map((ligand) => {
      const gap = Math.abs(ELECTRONEGATIVITY[m.central] - ELECTRONEGATIVITY[ligand]);
      return `${m.central}${m.link ?? "–"}${ligand}: ΔEN = ${fixed(gap, 1)}, ${gap === 0 ? "non-polar" : "polar"}`;
    });
    const right = POLARITY[m.kind];
    return choiceQuestion(
      `Electronegativities: ${elements.map((e) => `${e} = ${fixed(ELECTRONEGATIVITY[e], 1)}`).join(", ")}. Is ${aFormula(m.formula)} molecule polar or non-polar, and why?`,
      right,
      POLARITY.filter((p) => p !== right),
      turn,
      "First decide from ΔEN whether the bonds are polar; then use the shape (VSEPR) to decide whether the bond dipoles cancel.",
      [
        `Bonds: ${bonds.join("; ")}.`,
        m.ligands.length === 1
          ? `${m.formula} has two atoms, so its shape is linear${m.central === m.ligands[0] ? " and both ends are the same" : " with different atoms at the two ends"}.`
          : `Shape (VSEPR): ${m.shape}${m.kind === 1 ? ", with identical atoms spread evenly around the central atom" : m.kind === 0 ? ", so the charge is not spread evenly" : ""}.`,
        `So ${m.formula} is ${right}.`,
      ],
    );
  },
  // From the electronegativities and the lone pairs alone: symmetrical means no lone pairs on the
  // central atom and identical atoms around it (or two identical atoms).
  check: ({ molecule }) => {
    const m = POLAR_MOLECULES[molecule];
    const polarBonds = m.ligands.some((ligand) => ELECTRONEGATIVITY[ligand] !== ELECTRONEGATIVITY[m.central]);
    if (!polarBonds) return POLARITY[2];
    const lone = (m.valence - m.bondPairs) / 2;
    const identical = m.ligands.every((ligand) => ligand === m.ligands[0]);
    const symmetrical = lone === 0 && identical && (m.ligands.length > 1 || m.ligands[0] === m.central);
    return symmetrical ? POLARITY[1] : POLARITY[0];
  },
};

// ——— 2. Intermolecular forces ———

const FORCES = ["London forces", "dipole–dipole forces", "hydrogen bonds", "ion–dipole forces"] as const;

/** force: index into FORCES (the strongest type between the molecules); bp: boiling point in °C. */
interface Substance {
  formula: string;
  atoms: Readonly<Record<string, number>>;
  force: 0 | 1 | 2;
  hOnNOF: boolean;
  polar: boolean;
  bp: number;
}
const SUBSTANCES: Readonly<Record<string, Substance>> = {
  "CH₄": { formula: "CH₄", atoms: { C: 1, H: 4 }, force: 0, hOnNOF: false, polar: false, bp: -162 },
  "C₂H₆": { formula: "C₂H₆", atoms: { C: 2, H: 6 }, force: 0, hOnNOF: false, polar: false, bp: -89 },
  "C₃H₈": { formula: "C₃H₈", atoms: { C: 3, H: 8 }, force: 0, hOnNOF: false, polar: false, bp: -42 },
  "C₄H₁₀": { formula: "C₄H₁₀", atoms: { C: 4, H: 10 }, force: 0, hOnNOF: false, polar: false, bp: -0.5 },
  "F₂": { formula: "F₂", atoms: { F: 2 }, force: 0, hOnNOF: false, polar: false, bp: -188 },
  "Cl₂": { formula: "Cl₂", atoms: { Cl: 2 }, force: 0, hOnNOF: false, polar: false, bp: -34 },
  "Br₂": { formula: "Br₂", atoms: { Br: 2 }, force: 0, hOnNOF: false, polar: false, bp: 59 },
  "I₂": { formula: "I₂", atoms: { I: 2 }, force: 0, hOnNOF: false, polar: false, bp: 184 },
  "CCl₄": { formula: "CCl₄", atoms: { C: 1, Cl: 4 }, force: 0, hOnNOF: false, polar: false, bp: 77 },
  "CO₂": { formula: "CO₂", atoms: { C: 1, O: 2 }, force: 0, hOnNOF: false, polar: false, bp: -78 },
  HCl: { formula: "HCl", atoms: { H: 1, Cl: 1 }, force: 1, hOnNOF: false, polar: true, bp: -85 },
  HBr: { formula: "HBr", atoms: { H: 1, Br: 1 }, force: 1, hOnNOF: false, polar: true, bp: -67 },
  HI: { formula: "HI", atoms: { H: 1, I: 1 }, force: 1, hOnNOF: false, polar: true, bp: -35 },
  "H₂S": { formula: "H₂S", atoms: { H: 2, S: 1 }, force: 1, hOnNOF: false, polar: true, bp: -60 },
  "CH₃Cl": { formula: "CH₃Cl", atoms: { C: 1, H: 3, Cl: 1 }, force: 1, hOnNOF: false, polar: true, bp: -24 },
  "H₂O": { formula: "H₂O", atoms: { H: 2, O: 1 }, force: 2, hOnNOF: true, polar: true, bp: 100 },
  "NH₃": { formula: "NH₃", atoms: { N: 1, H: 3 }, force: 2, hOnNOF: true, polar: true, bp: -33 },
  HF: { formula: "HF", atoms: { H: 1, F: 1 }, force: 2, hOnNOF: true, polar: true, bp: 20 },
  "CH₃OH": { formula: "CH₃OH", atoms: { C: 1, H: 4, O: 1 }, force: 2, hOnNOF: true, polar: true, bp: 65 },
};

/** The strongest force type worked out from the molecule's features, not from the stored answer. */
const forceFromFeatures = (s: Substance) => (s.hOnNOF ? 2 : s.polar ? 1 : 0);

const FORCE_REASON = [
  "the molecules are non-polar, so only London forces (between induced dipoles) act between them",
  "the molecules are polar (they have permanent dipoles) but have no H atom bonded to N, O or F, so dipole–dipole forces are the strongest",
  "an H atom is bonded directly to a small, very electronegative atom (N, O or F), so hydrogen bonds form between the molecules",
] as const;

const IMF_TYPE_LIST = ["CH₄", "CO₂", "Cl₂", "I₂", "CCl₄", "HCl", "H₂S", "CH₃Cl", "H₂O", "NH₃", "HF", "CH₃OH"] as const;

const imfType: QuestionTemplate<{ substance: number; turn: number }> = {
  id: "intermolecular-forces-type",
  level: 1,
  draw: (r) => ({ substance: r.int(0, IMF_TYPE_LIST.length - 1), turn: r.int(0, 3) }),
  build: ({ substance, turn }) => {
    const s = SUBSTANCES[IMF_TYPE_LIST[substance]];
    const right = FORCES[s.force];
    return choiceQuestion(
      `What is the strongest type of intermolecular force between ${s.formula} molecules?`,
      right,
      FORCES.filter((f) => f !== right),
      turn,
      "Ask two things: is an H atom bonded directly to N, O or F? If not, is the molecule polar or non-polar?",
      [`In ${s.formula}, ${FORCE_REASON[s.force]}.`, `The strongest intermolecular force in ${s.formula}: ${right}.`],
    );
  },
  // From the molecule's features: hydrogen on N, O or F first, then polarity.
  check: ({ substance }) => FORCES[forceFromFeatures(SUBSTANCES[IMF_TYPE_LIST[substance]])],
};

const BOILING_SETS: ReadonlyArray<readonly string[]> = [
  ["F₂", "Cl₂", "Br₂", "I₂"],
  ["CH₄", "C₂H₆", "C₃H₈", "C₄H₁₀"],
  ["CH₄", "NH₃", "H₂O"],
  ["H₂O", "H₂S", "CH₄"],
  ["HF", "HCl", "F₂"],
  ["CH₃OH", "CH₃Cl", "CH₄"],
  ["HCl", "HBr", "HI"],
];

const boilingPoint: QuestionTemplate<{ set: number; highest: number; turn: number }> = {
  id: "intermolecular-forces-boiling-point",
  level: 2,
  draw: (r) => ({ set: r.int(0, BOILING_SETS.length - 1), highest: r.int(0, 1), turn: r.int(0, 11) }),
  build: ({ set, highest, turn }) => {
    const list = BOILING_SETS[set].map((formula) => SUBSTANCES[formula]);
    const right = list.reduce((best, s) => ((highest ? s.bp > best.bp : s.bp < best.bp) ? s : best));
    const word = highest ? "highest" : "lowest";
    const sameForce = list.every((s) => s.force === list[0].force);
    return choiceQuestion(
      `Which of these substances has the ${word} boiling point?`,
      right.formula,
      list.filter((s) => s !== right).map((s) => s.formula),
      turn % list.length,
      "Name the strongest intermolecular force in each substance; stronger forces need more energy to overcome. If the type is the same, the bigger molecules have the stronger forces.",
      [
        `Intermolecular forces: ${list.map((s) => `${s.formula}, ${FORCES[s.force]} (M = ${num(molarMass(s.atoms), 1)} g·mol⁻¹)`).join("; ")}.`,
        sameForce
          ? `The type of force is the same in all of them, so the larger molecules (more electrons, larger molar mass) have the stronger forces.`
          : "Hydrogen bonds are stronger than dipole–dipole forces, which are stronger than London forces between molecules of similar size.",
        `Boiling points: ${list.map((s) => `${s.formula} ${celsius(s.bp)}`).join("; ")}.`,
        `So ${right.formula} has the ${word} boiling point.`,
      ],
    );
  },
  // Ranking by force type (worked out from the features), then by molar mass.
  check: ({ set, highest }) => {
    const score = (formula: string) =>
      forceFromFeatures(SUBSTANCES[formula]) * 1000 + molarMass(SUBSTANCES[formula].atoms);
    const ranked = [...BOILING_SETS[set]].sort((a, b) => score(b) - score(a));
    return highest ? ranked[0] : ranked[ranked.length - 1];
  },
};

const WATER: readonly Recall[] = [
  {
    prompt: "Water has a much higher boiling point than other molecules of its size, such as CH₄ and H₂S. Why?",
    choices: [
      "Strong hydrogen bonds between water molecules need a lot of energy to overcome.",
      "The covalent O–H bonds must be broken before water can boil.",
      "Water molecules are non-polar, so they pack closely together.",
      "Water has a larger molar mass than CH₄ and H₂S.",
    ],
    why: "Boiling separates whole molecules from one another: it overcomes intermolecular forces, not the covalent bonds inside the molecules. Each water molecule can form hydrogen bonds with its neighbours.",
  },
  {
    prompt: "Why does ice float on liquid water?",
    choices: [
      "Hydrogen bonds hold the molecules in ice in an open structure, so ice is less dense than liquid water.",
      "Ice is denser than liquid water.",
      "The covalent bonds in ice are longer than those in liquid water.",
      "There are no intermolecular forces between the molecules in ice.",
    ],
    why: "When water freezes, hydrogen bonds lock the molecules into a regular, open arrangement with more space between molecules than in the liquid.",
  },
  {
    prompt: "Why does water have a high specific heat capacity?",
    choices: [
      "Much energy is needed to overcome the hydrogen bonds between the molecules before they can move faster.",
      "Water molecules are very heavy, so they are hard to move.",
      "Water is a poor conductor of heat.",
      "The covalent bonds in water break as it is heated.",
    ],
    why: "Part of the energy added to water goes into overcoming hydrogen bonds, so its temperature rises slowly: it can absorb much energy for a small temperature change.",
  },
  {
    prompt: "Why does sodium chloride (NaCl) dissolve well in water?",
    choices: [
      "Polar water molecules attract the Na⁺ and Cl⁻ ions (ion–dipole forces) and pull them out of the crystal.",
      "Water molecules are non-polar, like the ions.",
      "Water reacts with NaCl to form new substances.",
      "London forces between water and the ions are the strongest forces in the solution.",
    ],
    why: "The partly negative O ends of water molecules surround the Na⁺ ions and the partly positive H ends surround the Cl⁻ ions.",
  },
  {
    prompt: "Why does water have a high heat of vaporisation?",
    choices: [
      "Each molecule must overcome strong hydrogen bonds to escape from the liquid.",
      "Water molecules have only weak London forces between them.",
      "The O–H bonds break when water evaporates.",
      "Water vapour is denser than liquid water.",
    ],
    why: "To change from liquid to gas the molecules must be separated completely, so every hydrogen bond holding a molecule in the liquid must be overcome.",
  },
];

const waterProperties = recallQuestion(
  "intermolecular-forces-properties-of-water",
  WATER,
  "Think about the hydrogen bonds between water molecules, and remember that physical changes overcome intermolecular forces, not covalent bonds.",
);

const COMPARE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["H₂O", "H₂S"],
  ["HF", "HCl"],
  ["CH₃OH", "CH₄"],
  ["I₂", "Cl₂"],
  ["C₄H₁₀", "CH₄"],
  ["CH₃Cl", "CH₄"],
  ["NH₃", "CH₄"],
  ["HCl", "F₂"],
  ["Br₂", "Cl₂"],
  ["H₂O", "CH₄"],
  ["CCl₄", "CH₄"],
];

/** The explanation of why a boils higher than b, and the distractors, from the two force types. */
function compareChoices(a: string, b: string, forceA: number, forceB: number) {
  const right =
    forceA === forceB
      ? `${a} molecules are larger, with more electrons, so the ${FORCES[forceA]} between them are stronger and need more energy to overcome.`
      : `${a} has ${FORCES[forceA]} between its molecules, which are stronger than the ${FORCES[forceB]} between ${b} molecules, so more energy is needed to overcome them.`;
  const wrong = [
    `The covalent bonds within ${a} molecules are stronger than those within ${b} molecules, so more energy is needed to break them.`,
    forceA === forceB
      ? `${a} has hydrogen bonds between its molecules, but ${b} has only London forces.`
      : `${a} and ${b} have the same type of intermolecular force, but ${a} molecules are larger.`,
    `${a} has weaker intermolecular forces than ${b}, so its molecules need more energy to separate.`,
  ];
  return { right, wrong };
}

const explainBoiling: QuestionTemplate<{ pair: number; turn: number }> = {
  id: "intermolecular-forces-explain-boiling-point",
  level: 3,
  draw: (r) => ({ pair: r.int(0, COMPARE_PAIRS.length - 1), turn: r.int(0, 3) }),
  build: ({ pair, turn }) => {
    const [a, b] = COMPARE_PAIRS[pair].map((formula) => SUBSTANCES[formula]);
    const { right, wrong } = compareChoices(a.formula, b.formula, a.force, b.force);
    return choiceQuestion(
      `${a.formula} boils at ${celsius(a.bp)} and ${b.formula} at ${celsius(b.bp)}. Which statement explains why ${a.formula} has the higher boiling point?`,
      right,
      wrong,
      turn,
      "Identify the strongest intermolecular force in each substance first. Boiling overcomes forces between molecules, not the bonds inside them.",
      [
        `${a.formula}: ${FORCE_REASON[a.force]}.`,
        `${b.formula}: ${FORCE_REASON[b.force]}.`,
        a.force === b.force
          ? `The type is the same, but M(${a.formula}) = ${num(molarMass(a.atoms), 1)} g·mol⁻¹ is larger than M(${b.formula}) = ${num(molarMass(b.atoms), 1)} g·mol⁻¹.`
          : `${FORCES[a.force][0].toUpperCase()}${FORCES[a.force].slice(1)} are a stronger type of force than ${FORCES[b.force]}.`,
        `The answer: ${right}`,
      ],
    );
  },
  // The force types worked out from each molecule's features.
  check: ({ pair }) => {
    const [a, b] = COMPARE_PAIRS[pair];
    return compareChoices(a, b, forceFromFeatures(SUBSTANCES[a]), forceFromFeatures(SUBSTANCES[b])).right;
  },
};

// ——— 3. Ideal gases ———

/** The moles of gas in a state, in SI units (kPa and dm³ in): n = pV/(RT). */
const molesOfGas = (kPa: number, dm3: number, kelvin: number) => (kPa * 1000 * dm3 * 1e-3) / (GAS_CONSTANT * kelvin);

const kelvin: QuestionTemplate<{ way: number; value: number }> = {
  id: "ideal-gases-kelvin-conversion",
  level: 1,
  draw: (r) => {
    const way = r.int(0, 1);
    // Not 0°C or 273 K: the hint names 273.
    const value = way === 0 ? r.int(-80, 350) : r.int(150, 650);
    return { way, value: value === 0 || value === 273 ? value + 25 : value };
  },
  build: ({ way, value }) =>
    way === 0
      ? {
          kind: "numeric",
          prompt: `Convert ${celsius(value)} to kelvin.`,
          answer: value + 273,
          unit: "K",
          hint: "The kelvin scale starts at absolute zero, 273 degrees below 0°C; a step of one kelvin is the same size as one degree Celsius.",
          solution: ["T(K) = θ(°C) + 273", `T = ${num(value)} + 273 = ${num(value + 273)} K`],
        }
      : {
          kind: "numeric",
          prompt: `A gas is at ${num(value)} K. What is its temperature in degrees Celsius?`,
          answer: value - 273,
          unit: "°C",
          hint: "0°C is 273 K, and a step of one kelvin is the same size as one degree Celsius.",
          solution: ["θ(°C) = T(K) − 273", `θ = ${num(value)} − 273 = ${celsius(value - 273)}`],
        },
  // Through the Fahrenheit scale: °F = 1,8 × °C + 32, and back.
  check: ({ way, value }) => {
    if (way === 0) {
      const fahrenheit = value * 1.8 + 32;
      return (fahrenheit - 32) / 1.8 + 273;
    }
    const fahrenheit = (value - 273) * 1.8 + 32;
    return (fahrenheit - 32) / 1.8;
  },
};

const boyle: QuestionTemplate<{ p1: number; v1: number; p2: number }> = {
  id: "ideal-gases-boyles-law",
  level: 1,
  draw: (r) => {
    const p1 = r.int(8, 30) * 10;
    let p2 = r.int(5, 40) * 10;
    if (p2 === p1) p2 += 50;
    return { p1, v1: r.int(4, 24) * 25, p2 };
  },
  build: ({ p1, v1, p2 }) => {
    const v2 = (p1 * v1) / p2;
    return {
      kind: "numeric",
      prompt: `A gas occupies ${v1} cm³ at a pressure of ${p1} kPa. The temperature stays the same while the pressure changes to ${p2} kPa. Calculate the new volume of the gas.`,
      answer: v2,
      unit: "cm³",
      hint: "At constant temperature pressure and volume are inversely proportional (Boyle's law): p₁V₁ = p₂V₂. The units need only match on both sides.",
      solution: [
        "Boyle's law (constant temperature and mass of gas): p₁V₁ = p₂V₂",
        `(${p1})(${v1}) = (${p2})V₂`,
        `V₂ = ${frac(`${p1} × ${v1}`, p2)} = ${show(v2)} cm³`,
      ],
    };
  },
  // pV = nRT: the moles at an assumed 300 K, then the volume at the new pressure (SI units throughout).
  check: ({ p1, v1, p2 }) => {
    const n = (p1 * 1000 * v1 * 1e-6) / (GAS_CONSTANT * 300);
    return ((n * GAS_CONSTANT * 300) / (p2 * 1000)) * 1e6;
  },
};

const charles: QuestionTemplate<{ v1: number; t1: number; t2: number }> = {
  id: "ideal-gases-charles-law",
  level: 2,
  draw: (r) => {
    const t1 = r.int(-4, 8) * 5;
    let t2 = r.int(-2, 24) * 5;
    if (t2 === t1) t2 += 35;
    return { v1: r.int(2, 20) / 2, t1, t2 };
  },
  build: ({ v1, t1, t2 }) => {
    const [k1, k2] = [t1 + 273, t2 + 273];
    const v2 = (v1 * k2) / k1;
    return {
      kind: "numeric",
      prompt: `A balloon holds ${num(v1, 1)} dm³ of gas at ${celsius(t1)}. The gas is ${t2 > t1 ? "heated" : "cooled"} to ${celsius(t2)} at constant pressure. Calculate the new volume of the gas.`,
      answer: v2,
      unit: "dm³",
      hint: "Charles's law: at constant pressure V₁/T₁ = V₂/T₂, with the temperatures in kelvin (add 273 to °C).",
      solution: [
        `T₁ = ${num(t1)} + 273 = ${k1} K; T₂ = ${num(t2)} + 273 = ${k2} K`,
        `Charles's law (constant pressure): ${frac("V₁", "T₁")} = ${frac("V₂", "T₂")}, so ${frac(num(v1, 1), k1)} = ${frac("V₂", k2)}`,
        `V₂ = ${frac(`${num(v1, 1)} × ${k2}`, k1)} = ${show(v2)} dm³`,
      ],
    };
  },
  // pV = nRT: the moles at an assumed 100 kPa, then the volume at the new temperature.
  check: ({ v1, t1, t2 }) => {
    const n = molesOfGas(100, v1, t1 + 273);
    return ((n * GAS_CONSTANT * (t2 + 273)) / (100 * 1000)) * 1000;
  },
};

const gayLussac: QuestionTemplate<{ p1: number; t1: number; t2: number }> = {
  id: "ideal-gases-pressure-temperature-law",
  level: 2,
  draw: (r) => ({ p1: r.int(36, 60) * 5, t1: r.int(2, 6) * 5, t2: r.int(7, 14) * 5 }),
  build: ({ p1, t1, t2 }) => {
    const [k1, k2] = [t1 + 273, t2 + 273];
    const p2 = (p1 * k2) / k1;
    return {
      kind: "numeric",
      prompt: `The air in a taxi's tyre is at ${p1} kPa at ${celsius(t1)}. After a long trip the air in the tyre is at ${celsius(t2)}. Assume the volume of the tyre does not change. Calculate the new pressure of the air in the tyre.`,
      answer: p2,
      unit: "kPa",
      hint: "At constant volume the pressure of a gas is directly proportional to its kelvin temperature: p₁/T₁ = p₂/T₂.",
      solution: [
        `T₁ = ${num(t1)} + 273 = ${k1} K; T₂ = ${num(t2)} + 273 = ${k2} K`,
        `Pressure–temperature law (constant volume): ${frac("p₁", "T₁")} = ${frac("p₂", "T₂")}, so ${frac(p1, k1)} = ${frac("p₂", k2)}`,
        `p₂ = ${frac(`${p1} × ${k2}`, k1)} = ${show(p2)} kPa`,
      ],
    };
  },
  // pV = nRT: the moles in an assumed 20 dm³ tyre, then the pressure at the new temperature.
  check: ({ p1, t1, t2 }) => {
    const n = molesOfGas(p1, 20, t1 + 273);
    return (n * GAS_CONSTANT * (t2 + 273)) / (20 * 1e-3) / 1000;
  },
};

const generalGas: QuestionTemplate<{ p1: number; v1: number; t1: number; p2: number; t2: number }> = {
  id: "ideal-gases-general-gas-equation",
  level: 3,
  draw: (r) => {
    const p1 = r.int(16, 24) * 5;
    let p2 = r.int(10, 60) * 5;
    if (p2 === p1) p2 += 25;
    const t1 = r.int(2, 6) * 5;
    let t2 = r.int(-4, 20) * 5;
    if (t2 === t1) t2 += 40;
    return { p1, v1: r.int(4, 20) * 25, t1, p2, t2 };
  },
  build: ({ p1, v1, t1, p2, t2 }) => {
    const [k1, k2] = [t1 + 273, t2 + 273];
    const v2 = (p1 * v1 * k2) / (k1 * p2);
    return {
      kind: "numeric",
      prompt: `A sample of gas has a volume of ${v1} cm³ at ${p1} kPa and ${celsius(t1)}. Its pressure changes to ${p2} kPa and its temperature to ${celsius(t2)}. Calculate its new volume.`,
      answer: v2,
      unit: "cm³",
      hint: "Use the general gas equation p₁V₁/T₁ = p₂V₂/T₂ with the temperatures in kelvin; pressures and volumes need only the same units on both sides.",
      solution: [
        `T₁ = ${num(t1)} + 273 = ${k1} K; T₂ = ${num(t2)} + 273 = ${k2} K`,
        `${frac("p₁V₁", "T₁")} = ${frac("p₂V₂", "T₂")}, so ${frac(`(${p1})(${v1})`, k1)} = ${frac(`(${p2})V₂`, k2)}`,
        `V₂ = ${frac(`${p1} × ${v1} × ${k2}`, `${k1} × ${p2}`)} = ${show(v2)} cm³`,
      ],
    };
  },
  // In two stages: Boyle's law to the new pressure at T₁, then Charles's law to T₂.
  check: ({ p1, v1, t1, p2, t2 }) => {
    const afterPressure = (p1 * v1) / p2;
    return (afterPressure / (t1 + 273)) * (t2 + 273);
  },
};

const GASES = [
  { formula: "O₂", name: "oxygen", atoms: { O: 2 } },
  { formula: "N₂", name: "nitrogen", atoms: { N: 2 } },
  { formula: "CO₂", name: "carbon dioxide", atoms: { C: 1, O: 2 } },
  { formula: "CH₄", name: "methane", atoms: { C: 1, H: 4 } },
  { formula: "NH₃", name: "ammonia", atoms: { N: 1, H: 3 } },
  { formula: "He", name: "helium", atoms: { He: 1 } },
] as const;
const GAS_MOLES = [0.1, 0.2, 0.25, 0.4, 0.5, 0.75, 1] as const;

const idealGasEquation: QuestionTemplate<{ gas: number; moles: number; volume: number; temperature: number }> = {
  id: "ideal-gases-ideal-gas-equation",
  level: 3,
  draw: (r) => ({
    gas: r.int(0, GASES.length - 1),
    moles: r.int(0, GAS_MOLES.length - 1),
    volume: r.int(4, 25),
    temperature: r.int(-4, 24) * 5,
  }),
  build: ({ gas, moles, volume, temperature }) => {
    const { formula, name, atoms } = GASES[gas];
    const M = molarMass(atoms);
    const n = GAS_MOLES[moles];
    const mass = n * M;
    const T = temperature + 273;
    const pascal = (n * GAS_CONSTANT * T) / (volume * 1e-3);
    return {
      kind: "numeric",
      prompt: `${num(mass, 2)} g of ${name} gas (${formula}) is kept in a sealed ${volume} dm³ container at ${celsius(temperature)}. Assume it behaves as an ideal gas. Calculate the pressure of the gas in kPa.`,
      answer: pascal / 1000,
      unit: "kPa",
      hint: "Use pV = nRT in SI units: n = m/M in mol, V in m³ (1 dm³ = 10⁻³ m³), T in K; p then comes out in Pa.",
      solution: [
        `${molar(formula, atoms)}; n = ${frac("m", "M")} = ${frac(num(mass, 2), num(M, 1))} = ${num(n, 2)} mol`,
        `V = ${volume} dm³ = ${sigFigs(volume * 1e-3, 3)} m³; T = ${num(temperature)} + 273 = ${T} K`,
        `p = ${frac("nRT", "V")} = ${frac(`${num(n, 2)} × ${num(GAS_CONSTANT, 2)} × ${T}`, sigFigs(volume * 1e-3, 3))} = ${num(pascal, 0)} Pa`,
        `p = ${show(pascal / 1000)} kPa`,
      ],
    };
  },
  // From the molar volume: 1 mol occupies 22,4 dm³ at 273 K and 101,3 kPa; scale by volume and temperature.
  check: ({ gas, moles, volume, temperature }) => {
    const mass = GAS_MOLES[moles] * molarMass(GASES[gas].atoms);
    const stpVolume = (mass / molarMass(GASES[gas].atoms)) * MOLAR_GAS_VOLUME;
    return (STANDARD_PRESSURE / 1000) * (stpVolume / volume) * ((temperature + 273) / STANDARD_TEMPERATURE);
  },
};

// ——— 4. Quantitative aspects of chemical change ———

/** most: the greatest mass (g) per cm³ of solution, safely below the solubility at room temperature. */
const SOLUTES = [
  { formula: "NaCl", name: "sodium chloride", atoms: { Na: 1, Cl: 1 }, most: 0.3 },
  { formula: "NaOH", name: "sodium hydroxide", atoms: { Na: 1, O: 1, H: 1 }, most: 0.4 },
  { formula: "KCl", name: "potassium chloride", atoms: { K: 1, Cl: 1 }, most: 0.3 },
  { formula: "CuSO₄", name: "copper(II) sulphate", atoms: { Cu: 1, S: 1, O: 4 }, most: 0.15 },
] as const;

const concentration: QuestionTemplate<{ solute: number; grams: number; volume: number }> = {
  id: "concentration",
  level: 2,
  // Whole grams that dissolve completely in the volume, and at least 0,05 mol·dm⁻³, so that three decimals
  // are within 1%.
  draw: (r) => {
    const solute = r.int(0, SOLUTES.length - 1);
    const volume = r.pick([100, 200, 250, 500, 750, 1000]);
    const least = Math.max(2, Math.ceil((0.05 * molarMass(SOLUTES[solute].atoms) * volume) / 1000));
    const most = Math.min(60, Math.floor(SOLUTES[solute].most * volume));
    return { solute, grams: r.int(least, most), volume };
  },
  build: ({ solute, grams, volume }) => {
    const { formula, name, atoms } = SOLUTES[solute];
    const M = molarMass(atoms);
    const n = grams / M;
    const c = n / (volume / 1000);
    return {
      kind: "numeric",
      prompt: `${grams} g of ${name} (${formula}) is dissolved in water to make ${num(volume)} cm³ of solution. Calculate its concentration in mol·dm⁻³. (Round to three decimals.)`,
      answer: c,
      unit: "mol·dm⁻³",
      decimals: 3,
      hint: "First find the number of moles (n = m/M), then divide by the volume in dm³ (1 dm³ = 1 000 cm³).",
      solution: [
        `${molar(formula, atoms)}; n = ${frac("m", "M")} = ${frac(grams, num(M, 1))} = ${num(n, 4)} mol`,
        `V = ${num(volume)} cm³ = ${num(volume / 1000, 3)} dm³`,
        `c = ${frac("n", "V")} = ${frac("m", "MV")} = ${frac(grams, `${num(M, 1)} × ${num(volume / 1000, 3)}`)} = ${fixed(c, 3)} mol·dm⁻³`,
      ],
    };
  },
  // c = m/(MV) in one step, with the volume in litres (1 dm³ = 1 L).
  check: ({ solute, grams, volume }) => (grams * 1000) / (molarMass(SOLUTES[solute].atoms) * volume),
};

const moleRatio: QuestionTemplate<{ nitrogen: number }> = {
  id: "mole-ratio",
  level: 1,
  draw: (r) => ({ nitrogen: r.pick([0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 0.25, 0.75]) }),
  build: ({ nitrogen }) => ({
    kind: "numeric",
    prompt: `Ammonia is made in the reaction N₂ + 3H₂ → 2NH₃. How many moles of NH₃ form from ${num(nitrogen)} mol of N₂, with enough H₂?`,
    answer: 2 * nitrogen,
    unit: "mol",
    hint: "The coefficients in the balanced equation give the mole ratio of N₂ to NH₃.",
    solution: [
      "The balanced equation gives the mole ratio N₂ : NH₃ = 1 : 2.",
      `n(NH₃) = 2 × n(N₂) = 2 × ${num(nitrogen)}`,
      `n(NH₃) = ${num(2 * nitrogen)} mol`,
    ],
  }),
  // Conservation of mass: the N₂ and the 3n of H₂ that react weigh as much as the NH₃ formed (17 g·mol⁻¹).
  check: ({ nitrogen }) => {
    const reactantMass = nitrogen * molarMass({ N: 2 }) + 3 * nitrogen * molarMass({ H: 2 });
    return reactantMass / molarMass({ N: 1, H: 3 });
  },
};

const STP_MOLES = [0.1, 0.25, 0.5, 0.75, 1.5, 2, 2.5, 3, 4, 0.2] as const;
const STP_VOLUMES = [2.24, 4.48, 5.6, 11.2, 16.8, 33.6, 44.8, 67.2, 8.96, 1.12] as const;

const molarVolume: QuestionTemplate<{ gas: number; way: number; amount: number }> = {
  id: "quantitative-aspects-molar-volume",
  level: 1,
  draw: (r) => ({ gas: r.int(0, GASES.length - 1), way: r.int(0, 1), amount: r.int(0, 9) }),
  build: ({ gas, way, amount }) => {
    const { formula, name } = GASES[gas];
    const hint = "At STP (273 K and 101,3 kPa) one mole of any gas occupies 22,4 dm³: V = n × 22,4 dm³·mol⁻¹.";
    if (way === 0) {
      const n = STP_MOLES[amount];
      const V = n * MOLAR_GAS_VOLUME;
      return {
        kind: "numeric",
        prompt: `What volume does ${num(n)} mol of ${name} (${formula}) occupy at STP?`,
        answer: V,
        unit: "dm³",
        hint,
        solution: [
          `At STP, V = n × ${sub("V", "m")} with ${sub("V", "m")} = 22,4 dm³·mol⁻¹.`,
          `V = ${num(n)} × 22,4 = ${show(V)} dm³`,
        ],
      };
    }
    const V = STP_VOLUMES[amount];
    const n = V / MOLAR_GAS_VOLUME;
    return {
      kind: "numeric",
      prompt: `How many moles of ${name} (${formula}) are in ${num(V)} dm³ of the gas at STP?`,
      answer: n,
      unit: "mol",
      hint,
      solution: [
        `At STP, n = ${frac("V", sub("V", "m"))} with ${sub("V", "m")} = 22,4 dm³·mol⁻¹.`,
        `n = ${frac(num(V), "22,4")} = ${show(n)} mol`,
      ],
    };
  },
  // pV = nRT at 273 K and 101 300 Pa instead of the molar volume.
  check: ({ way, amount }) => {
    if (way === 0) return ((STP_MOLES[amount] * GAS_CONSTANT * STANDARD_TEMPERATURE) / STANDARD_PRESSURE) * 1000;
    return (STANDARD_PRESSURE * STP_VOLUMES[amount] * 1e-3) / (GAS_CONSTANT * STANDARD_TEMPERATURE);
  },
};

/** Gas reactions: each gas with its coefficient; water is a liquid and left out. */
const GAS_REACTIONS = [
  {
    equation: "C₃H₈(g) + 5O₂(g) → 3CO₂(g) + 4H₂O(ℓ)",
    gases: [
      ["C₃H₈", 1, "r"],
      ["O₂", 5, "r"],
      ["CO₂", 3, "p"],
    ],
  },
  {
    equation: "N₂(g) + 3H₂(g) → 2NH₃(g)",
    gases: [
      ["N₂", 1, "r"],
      ["H₂", 3, "r"],
      ["NH₃", 2, "p"],
    ],
  },
  {
    equation: "2CO(g) + O₂(g) → 2CO₂(g)",
    gases: [
      ["CO", 2, "r"],
      ["O₂", 1, "r"],
      ["CO₂", 2, "p"],
    ],
  },
  {
    equation: "CH₄(g) + 2O₂(g) → CO₂(g) + 2H₂O(ℓ)",
    gases: [
      ["CH₄", 1, "r"],
      ["O₂", 2, "r"],
      ["CO₂", 1, "p"],
    ],
  },
  {
    equation: "2C₂H₆(g) + 7O₂(g) → 4CO₂(g) + 6H₂O(ℓ)",
    gases: [
      ["C₂H₆", 2, "r"],
      ["O₂", 7, "r"],
      ["CO₂", 4, "p"],
    ],
  },
  {
    equation: "H₂(g) + Cl₂(g) → 2HCl(g)",
    gases: [
      ["H₂", 1, "r"],
      ["Cl₂", 1, "r"],
      ["HCl", 2, "p"],
    ],
  },
] as const;

const gasVolumes: QuestionTemplate<{ reaction: number; given: number; offset: number; volume: number }> = {
  id: "quantitative-aspects-gas-volumes",
  level: 2,
  draw: (r) => ({
    reaction: r.int(0, GAS_REACTIONS.length - 1),
    given: r.int(0, 2),
    offset: r.int(1, 2),
    volume: r.int(2, 40) * 5,
  }),
  build: ({ reaction, given, offset, volume }) => {
    const { equation, gases } = GAS_REACTIONS[reaction];
    const [gf, gc] = gases[given];
    const [af, ac, aRole] = gases[(given + offset) % 3];
    const answer = (volume * ac) / gc;
    return {
      kind: "numeric",
      prompt: `Consider the reaction ${equation}. ${volume} cm³ of ${gf} reacts completely. What volume of ${af} ${aRole === "r" ? "is used" : "forms"}? All volumes are measured at the same temperature and pressure.`,
      answer,
      unit: "cm³",
      hint: "At the same temperature and pressure equal volumes of gases hold equal numbers of moles, so the coefficients give the ratio of the volumes.",
      solution: [
        `Equal volumes of gases at the same temperature and pressure contain the same number of moles, so V(${af}) : V(${gf}) = ${ac} : ${gc}.`,
        `V(${af}) = ${frac(ac, gc)} × ${volume} = ${show(answer)} cm³`,
      ],
    };
  },
  // Through moles: n = pV/(RT) at an assumed 298 K and 100 kPa, the mole ratio, then back to a volume.
  check: ({ reaction, given, offset, volume }) => {
    const { gases } = GAS_REACTIONS[reaction];
    const nGiven = molesOfGas(100, volume / 1000, 298);
    const nAsked = (nGiven / gases[given][1]) * gases[(given + offset) % 3][1];
    return ((nAsked * GAS_CONSTANT * 298) / (100 * 1000)) * 1e6;
  },
};

/** Single-reactant conversions for percentage yield: reactant and product with their coefficients. */
const YIELD_REACTIONS = [
  {
    equation: "CaCO₃ → CaO + CO₂",
    reactant: ["CaCO₃", { Ca: 1, C: 1, O: 3 }, 1],
    product: ["CaO", { Ca: 1, O: 1 }, 1],
    note: "heated strongly",
  },
  {
    equation: "2Mg + O₂ → 2MgO",
    reactant: ["Mg", { Mg: 1 }, 2],
    product: ["MgO", { Mg: 1, O: 1 }, 2],
    note: "burnt in excess oxygen",
  },
  {
    equation: "N₂ + 3H₂ → 2NH₃",
    reactant: ["N₂", { N: 2 }, 1],
    product: ["NH₃", { N: 1, H: 3 }, 2],
    note: "reacted with excess hydrogen",
  },
  {
    equation: "2KClO₃ → 2KCl + 3O₂",
    reactant: ["KClO₃", { K: 1, Cl: 1, O: 3 }, 2],
    product: ["O₂", { O: 2 }, 3],
    note: "heated until it decomposes",
  },
  {
    equation: "Fe₂O₃ + 3CO → 2Fe + 3CO₂",
    reactant: ["Fe₂O₃", { Fe: 2, O: 3 }, 1],
    product: ["Fe", { Fe: 1 }, 2],
    note: "reduced with excess carbon monoxide",
  },
] as const;

/** The mass actually obtained, to one decimal, as the learner is told it. */
const obtained = (theoretical: number, percent: number) => Math.round(theoretical * percent * 10) / 1000;

const percentageYield: QuestionTemplate<{ reaction: number; mass: number; percent: number }> = {
  id: "quantitative-aspects-percentage-yield",
  level: 2,
  draw: (r) => ({ reaction: r.int(0, YIELD_REACTIONS.length - 1), mass: r.int(10, 100), percent: r.int(55, 96) }),
  build: ({ reaction, mass, percent }) => {
    const { equation, reactant, product, note } = YIELD_REACTIONS[reaction];
    const [rf, ratoms, rc] = reactant;
    const [pf, patoms, pc] = product;
    const nR = mass / molarMass(ratoms);
    const nP = (nR * pc) / rc;
    const theoretical = nP * molarMass(patoms);
    const actual = obtained(theoretical, percent);
    const yieldPercent = (actual / theoretical) * 100;
    return {
      kind: "numeric",
      prompt: `${mass} g of ${rf} is ${note}: ${equation}. The reaction produces ${num(actual, 1)} g of ${pf}. Calculate the percentage yield.`,
      answer: yieldPercent,
      unit: "%",
      hint: "Use the balanced equation to find the mass of product that should form (the theoretical yield), then % yield = actual mass ÷ theoretical mass × 100.",
      solution: [
        `${molar(rf, ratoms)}; n(${rf}) = ${frac(mass, num(molarMass(ratoms), 1))} = ${num(nR, 4)} mol`,
        `Mole ratio ${rf} : ${pf} = ${rc} : ${pc}, so n(${pf}) = ${num(nP, 4)} mol`,
        `${molar(pf, patoms)}; theoretical mass m(${pf}) = ${num(nP, 4)} × ${num(molarMass(patoms), 1)} = ${num(theoretical, 2)} g`,
        `% yield = ${frac(num(actual, 1), num(theoretical, 2))} × 100 = ${num(yieldPercent, 2)}%`,
      ],
    };
  },
  // Masses straight from the equation (reacting masses in proportion to coefficient × M), no moles.
  check: ({ reaction, mass, percent }) => {
    const { reactant, product } = YIELD_REACTIONS[reaction];
    const theoretical = (mass * product[2] * molarMass(product[1])) / (reactant[2] * molarMass(reactant[1]));
    return (obtained(theoretical, percent) / theoretical) * 100;
  },
};

/** Two-reactant reactions for the limiting reagent: [formula, atoms, coefficient]. */
const LIMITING_REACTIONS = [
  { equation: "N₂ + 3H₂ → 2NH₃", a: ["N₂", { N: 2 }, 1], b: ["H₂", { H: 2 }, 3], p: ["NH₃", { N: 1, H: 3 }, 2] },
  { equation: "2Mg + O₂ → 2MgO", a: ["Mg", { Mg: 1 }, 2], b: ["O₂", { O: 2 }, 1], p: ["MgO", { Mg: 1, O: 1 }, 2] },
  { equation: "2H₂ + O₂ → 2H₂O", a: ["H₂", { H: 2 }, 2], b: ["O₂", { O: 2 }, 1], p: ["H₂O", { H: 2, O: 1 }, 2] },
  { equation: "4Al + 3O₂ → 2Al₂O₃", a: ["Al", { Al: 1 }, 4], b: ["O₂", { O: 2 }, 3], p: ["Al₂O₃", { Al: 2, O: 3 }, 2] },
  {
    equation: "CH₄ + 2O₂ → CO₂ + 2H₂O",
    a: ["CH₄", { C: 1, H: 4 }, 1],
    b: ["O₂", { O: 2 }, 2],
    p: ["CO₂", { C: 1, O: 2 }, 1],
  },
  { equation: "Zn + S → ZnS", a: ["Zn", { Zn: 1 }, 1], b: ["S", { S: 1 }, 1], p: ["ZnS", { Zn: 1, S: 1 }, 1] },
  { equation: "Fe + S → FeS", a: ["Fe", { Fe: 1 }, 1], b: ["S", { S: 1 }, 1], p: ["FeS", { Fe: 1, S: 1 }, 1] },
] as const;

/** The drawn masses, to one decimal: one reactant in excess by `excess` percent. */
function limitingMasses(reaction: number, units: number, excessOnB: number, excess: number) {
  const { a, b } = LIMITING_REACTIONS[reaction];
  const scale = units / 10;
  const massA = scale * a[2] * molarMass(a[1]) * (excessOnB ? 1 : 1 + excess / 100);
  const massB = scale * b[2] * molarMass(b[1]) * (excessOnB ? 1 + excess / 100 : 1);
  return [Math.round(massA * 10) / 10, Math.round(massB * 10) / 10] as const;
}

const limitingReagent: QuestionTemplate<{ reaction: number; units: number; excessOnB: number; excess: number }> = {
  id: "quantitative-aspects-limiting-reagent",
  level: 3,
  draw: (r) => ({
    reaction: r.int(0, LIMITING_REACTIONS.length - 1),
    units: r.int(1, 10),
    excessOnB: r.int(0, 1),
    excess: r.int(5, 20) * 5,
  }),
  build: ({ reaction, units, excessOnB, excess }) => {
    const { equation, a, b, p } = LIMITING_REACTIONS[reaction];
    const [massA, massB] = limitingMasses(reaction, units, excessOnB, excess);
    const nA = massA / molarMass(a[1]);
    const nB = massB / molarMass(b[1]);
    const [limit, nLimit] = nA / a[2] <= nB / b[2] ? [a, nA] : [b, nB];
    const other = limit === a ? b : a;
    const nP = (nLimit * p[2]) / limit[2];
    const mP = nP * molarMass(p[1]);
    return {
      kind: "numeric",
      prompt: `${num(massA, 1)} g of ${a[0]} and ${num(massB, 1)} g of ${b[0]} react according to ${equation}. Calculate the maximum mass of ${p[0]} that can form.`,
      answer: mP,
      unit: "g",
      hint: "Convert both masses to moles and divide each by its coefficient: the smaller result marks the limiting reagent, and only it decides how much product forms.",
      solution: [
        `n(${a[0]}) = ${frac(num(massA, 1), num(molarMass(a[1]), 1))} = ${num(nA, 4)} mol; n(${b[0]}) = ${frac(num(massB, 1), num(molarMass(b[1]), 1))} = ${num(nB, 4)} mol`,
        `Moles ÷ coefficient: ${a[0]} ${num(nA / a[2], 4)}; ${b[0]} ${num(nB / b[2], 4)}. ${limit[0]} gives the smaller value, so ${limit[0]} is the limiting reagent and ${other[0]} is in excess.`,
        `n(${p[0]}) = ${frac(p[2], limit[2])} × ${num(nLimit, 4)} = ${num(nP, 4)} mol`,
        `m(${p[0]}) = n × M = ${num(nP, 4)} × ${num(molarMass(p[1]), 1)} = ${show(mP)} g`,
      ],
    };
  },
  // The mass of product each reactant alone could give (reacting masses in proportion), the smaller one.
  check: ({ reaction, units, excessOnB, excess }) => {
    const { a, b, p } = LIMITING_REACTIONS[reaction];
    const [massA, massB] = limitingMasses(reaction, units, excessOnB, excess);
    const product = p[2] * molarMass(p[1]);
    const fromA = (massA * product) / (a[2] * molarMass(a[1]));
    const fromB = (massB * product) / (b[2] * molarMass(b[1]));
    return Math.min(fromA, fromB);
  },
};

/** Impure samples reacting with excess acid, with the gas collected at STP: [sample, atoms, coefficient], [gas, coefficient]. */
const PURITY_REACTIONS = [
  {
    equation: "CaCO₃ + 2HCl → CaCl₂ + H₂O + CO₂",
    sample: ["CaCO₃", { Ca: 1, C: 1, O: 3 }, 1],
    gas: ["CO₂", 1],
    name: "limestone (CaCO₃)",
  },
  { equation: "Zn + 2HCl → ZnCl₂ + H₂", sample: ["Zn", { Zn: 1 }, 1], gas: ["H₂", 1], name: "zinc (Zn)" },
  { equation: "Mg + 2HCl → MgCl₂ + H₂", sample: ["Mg", { Mg: 1 }, 1], gas: ["H₂", 1], name: "magnesium (Mg)" },
  { equation: "2Al + 6HCl → 2AlCl₃ + 3H₂", sample: ["Al", { Al: 1 }, 2], gas: ["H₂", 3], name: "aluminium (Al)" },
  {
    equation: "MgCO₃ + 2HCl → MgCl₂ + H₂O + CO₂",
    sample: ["MgCO₃", { Mg: 1, C: 1, O: 3 }, 1],
    gas: ["CO₂", 1],
    name: "magnesium carbonate (MgCO₃)",
  },
] as const;

/** The gas volume collected, to two decimals, as the learner is told it. */
function purityVolume(reaction: number, sampleMass: number, purity: number) {
  const { sample, gas } = PURITY_REACTIONS[reaction];
  const nPure = (sampleMass * purity) / 100 / molarMass(sample[1]);
  return Math.round(((nPure * gas[1]) / sample[2]) * MOLAR_GAS_VOLUME * 100) / 100;
}

const percentagePurity: QuestionTemplate<{ reaction: number; sampleMass: number; purity: number }> = {
  id: "quantitative-aspects-percentage-purity",
  level: 3,
  draw: (r) => ({ reaction: r.int(0, PURITY_REACTIONS.length - 1), sampleMass: r.int(5, 40), purity: r.int(60, 95) }),
  build: ({ reaction, sampleMass, purity }) => {
    const { equation, sample, gas, name } = PURITY_REACTIONS[reaction];
    const V = purityVolume(reaction, sampleMass, purity);
    const nGas = V / MOLAR_GAS_VOLUME;
    const nPure = (nGas * sample[2]) / gas[1];
    const mPure = nPure * molarMass(sample[1]);
    const percent = (mPure / sampleMass) * 100;
    return {
      kind: "numeric",
      prompt: `${aNumber(sampleMass)} g sample of impure ${name} reacts with excess hydrochloric acid: ${equation}. The impurities do not react. ${num(V, 2)} dm³ of ${gas[0]} is collected at STP. Calculate the percentage purity of the sample.`,
      answer: percent,
      unit: "%",
      hint: "The gas tells you how much of the pure substance reacted: moles of gas from 22,4 dm³·mol⁻¹ at STP, the mole ratio, then its mass. Percentage purity = mass of pure substance ÷ mass of sample × 100.",
      solution: [
        `n(${gas[0]}) = ${frac("V", sub("V", "m"))} = ${frac(num(V, 2), "22,4")} = ${num(nGas, 4)} mol`,
        `Mole ratio ${sample[0]} : ${gas[0]} = ${sample[2]} : ${gas[1]}, so n(${sample[0]}) = ${num(nPure, 4)} mol`,
        `m(${sample[0]}) = ${num(nPure, 4)} × ${num(molarMass(sample[1]), 1)} = ${num(mPure, 2)} g`,
        `% purity = ${frac(num(mPure, 2), sampleMass)} × 100 = ${num(percent, 2)}%`,
      ],
    };
  },
  // The moles of gas from pV = nRT at 273 K and 101 300 Pa instead of the molar volume.
  check: ({ reaction, sampleMass, purity }) => {
    const { sample, gas } = PURITY_REACTIONS[reaction];
    const V = purityVolume(reaction, sampleMass, purity);
    const nGas = (STANDARD_PRESSURE * V * 1e-3) / (GAS_CONSTANT * STANDARD_TEMPERATURE);
    return (((nGas / gas[1]) * sample[2] * molarMass(sample[1])) / sampleMass) * 100;
  },
};

// ——— 5. Energy and chemical change ———

const EA = sub("E", "a");

const ENTHALPY_REACTIONS = [
  { equation: "CH₄(g) + 2O₂(g) → CO₂(g) + 2H₂O(ℓ)", dH: -890 },
  { equation: "N₂(g) + 3H₂(g) → 2NH₃(g)", dH: -92 },
  { equation: "N₂(g) + O₂(g) → 2NO(g)", dH: 180 },
  { equation: "CaCO₃(s) → CaO(s) + CO₂(g)", dH: 178 },
  { equation: "H₂(g) + Cl₂(g) → 2HCl(g)", dH: -184 },
  { equation: "2H₂O(ℓ) → 2H₂(g) + O₂(g)", dH: 572 },
  { equation: "C(s) + O₂(g) → CO₂(g)", dH: -393 },
  { equation: "N₂O₄(g) → 2NO₂(g)", dH: 57 },
  { equation: "2SO₂(g) + O₂(g) → 2SO₃(g)", dH: -197 },
  { equation: "C(s) + H₂O(g) → CO(g) + H₂(g)", dH: 131 },
] as const;

const ENERGY_KINDS = [
  "exothermic: energy is released to the surroundings (ΔH < 0)",
  "endothermic: energy is absorbed from the surroundings (ΔH > 0)",
  "exothermic: energy is absorbed from the surroundings (ΔH > 0)",
  "endothermic: energy is released to the surroundings (ΔH < 0)",
] as const;

const exoEndo: QuestionTemplate<{ reaction: number; turn: number }> = {
  id: "energy-and-chemical-change-exothermic-or-endothermic",
  level: 1,
  draw: (r) => ({ reaction: r.int(0, ENTHALPY_REACTIONS.length - 1), turn: r.int(0, 3) }),
  build: ({ reaction, turn }) => {
    const { equation, dH } = ENTHALPY_REACTIONS[reaction];
    const right = dH < 0 ? ENERGY_KINDS[0] : ENERGY_KINDS[1];
    return choiceQuestion(
      `For the reaction ${equation}, ΔH = ${dH > 0 ? "+" : ""}${num(dH)} kJ·mol⁻¹. Which statement describes this reaction?`,
      right,
      ENERGY_KINDS.filter((k) => k !== right),
      turn,
      "ΔH is the energy of the products minus the energy of the reactants. Decide what its sign says about where the energy went.",
      [
        `ΔH = E(products) − E(reactants) = ${dH > 0 ? "+" : ""}${num(dH)} kJ·mol⁻¹, so the products have ${dH < 0 ? "less" : "more"} energy than the reactants.`,
        dH < 0
          ? "The difference was given off as heat to the surroundings."
          : "The difference was taken in from the surroundings.",
        `The reaction is ${right}.`,
      ],
    );
  },
  // Energy diagram: the products' level against reactants placed at 0 kJ·mol⁻¹.
  check: ({ reaction }) => {
    const products = 0 + ENTHALPY_REACTIONS[reaction].dH;
    return products > 0 ? ENERGY_KINDS[1] : ENERGY_KINDS[0];
  },
};

const activation: QuestionTemplate<{ reactants: number; ea: number; dH: number; ask: number }> = {
  id: "energy-and-chemical-change-activation-energy",
  level: 1,
  draw: (r) => {
    const reactants = r.int(4, 40) * 5;
    const ea = r.int(10, 50) * 5;
    let dH = r.int(Math.max(-30, Math.ceil((10 - reactants) / 5)), 30) * 5;
    if (dH === 0) dH = -25;
    if (dH > ea - 20) dH = ea - 20;
    return { reactants, ea, dH, ask: r.int(0, 1) };
  },
  build: ({ reactants, ea, dH, ask }) => {
    const complex = reactants + ea;
    const products = reactants + dH;
    const data = `The potential energy of the reactants is ${num(reactants)} kJ·mol⁻¹, of the activated complex ${num(complex)} kJ·mol⁻¹ and of the products ${num(products)} kJ·mol⁻¹.`;
    return ask === 0
      ? {
          kind: "numeric",
          prompt: `${data} Calculate the activation energy of the reaction.`,
          answer: ea,
          unit: "kJ·mol⁻¹",
          hint: "The activation energy is the least energy the reactants need to form the activated complex: the climb from the reactants to the top of the curve.",
          solution: [
            `${EA} = E(activated complex) − E(reactants)`,
            `${EA} = ${num(complex)} − ${num(reactants)} = ${num(ea)} kJ·mol⁻¹`,
          ],
        }
      : {
          kind: "numeric",
          prompt: `${data} Calculate the heat of reaction, ΔH.`,
          answer: dH,
          unit: "kJ·mol⁻¹",
          hint: "ΔH compares where the reaction ends with where it starts; the activated complex does not come into it.",
          solution: [
            "ΔH = E(products) − E(reactants)",
            `ΔH = ${num(products)} − ${num(reactants)} = ${withSign(dH)} kJ·mol⁻¹`,
          ],
        };
  },
  // Through the reverse reaction: ΔH = E_a(forward) − E_a(reverse), and E_a = ΔH + E_a(reverse).
  check: ({ reactants, ea, dH, ask }) => {
    const complex = reactants + ea;
    const products = reactants + dH;
    const reverseEa = complex - products;
    const forwardEa = complex - reactants;
    return ask === 0 ? products - reactants + reverseEa : forwardEa - reverseEa;
  },
};

const reverseReaction: QuestionTemplate<{ ea: number; dH: number; ask: number }> = {
  id: "energy-and-chemical-change-reverse-reaction",
  level: 2,
  draw: (r) => {
    const ea = r.int(12, 60) * 5;
    let dH = r.int(-40, 40) * 5;
    if (dH === 0) dH = 45;
    if (dH > ea - 25) dH = ea - 25;
    return { ea, dH, ask: r.int(0, 1) };
  },
  build: ({ ea, dH, ask }) => {
    const reverse = ea - dH;
    const dHText = `${dH > 0 ? "+" : ""}${num(dH)} kJ·mol⁻¹`;
    return ask === 0
      ? {
          kind: "numeric",
          prompt: `A reaction has an activation energy of ${num(ea)} kJ·mol⁻¹ and ΔH = ${dHText}. Calculate the activation energy of the reverse reaction.`,
          answer: reverse,
          unit: "kJ·mol⁻¹",
          hint: "Sketch the energy profile: the reverse reaction climbs from the products' level to the same activated complex.",
          solution: [
            `The activated complex lies ${EA} above the reactants; the products lie ΔH above (or below) the reactants.`,
            `${EA}(reverse) = ${EA}(forward) − ΔH`,
            `${EA}(reverse) = ${num(ea)} − ${dH < 0 ? `(${num(dH)})` : num(dH)} = ${num(reverse)} kJ·mol⁻¹`,
          ],
        }
      : {
          kind: "numeric",
          prompt: `The reverse of a reaction has an activation energy of ${num(reverse)} kJ·mol⁻¹. The forward reaction has ΔH = ${dHText}. Calculate the activation energy of the forward reaction.`,
          answer: ea,
          unit: "kJ·mol⁻¹",
          hint: "Both directions pass through the same activated complex; the forward reaction climbs from the reactants, which lie ΔH away from the products.",
          solution: [
            `${EA}(reverse) = ${EA}(forward) − ΔH, so ${EA}(forward) = ${EA}(reverse) + ΔH`,
            `${EA}(forward) = ${num(reverse)} ${signed(dH)} = ${num(ea)} kJ·mol⁻¹`,
          ],
        };
  },
  // An energy profile with the reactants placed at 100 kJ·mol⁻¹: read the heights off it.
  check: ({ ea, dH, ask }) => {
    const reactants = 100;
    const complex = reactants + ea;
    const products = reactants + dH;
    return ask === 0 ? complex - products : complex - reactants;
  },
};

/** Average bond energies in kJ·mol⁻¹. */
const BOND_ENERGY: Readonly<Record<string, number>> = {
  "H–H": 436,
  "Cl–Cl": 242,
  "H–Cl": 431,
  "F–F": 158,
  "H–F": 567,
  "Br–Br": 193,
  "H–Br": 366,
  "I–I": 151,
  "H–I": 299,
  "O=O": 498,
  "O–H": 463,
  "N≡N": 945,
  "N–H": 391,
  "C–H": 413,
  "C=O": 799,
  "C–Cl": 328,
};
/** The bonds in one molecule of each substance. */
const MOLECULE_BONDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "H₂": { "H–H": 1 },
  "Cl₂": { "Cl–Cl": 1 },
  HCl: { "H–Cl": 1 },
  "F₂": { "F–F": 1 },
  HF: { "H–F": 1 },
  "Br₂": { "Br–Br": 1 },
  HBr: { "H–Br": 1 },
  "I₂": { "I–I": 1 },
  HI: { "H–I": 1 },
  "O₂": { "O=O": 1 },
  "H₂O": { "O–H": 2 },
  "N₂": { "N≡N": 1 },
  "NH₃": { "N–H": 3 },
  "CH₄": { "C–H": 4 },
  "CO₂": { "C=O": 2 },
  "CH₃Cl": { "C–H": 3, "C–Cl": 1 },
};
/** broken/formed: the bonds the reaction actually breaks and makes; reactants/products: [coefficient, formula]. */
const BOND_REACTIONS = [
  {
    equation: "H₂(g) + Cl₂(g) → 2HCl(g)",
    broken: { "H–H": 1, "Cl–Cl": 1 },
    formed: { "H–Cl": 2 },
    reactants: [
      [1, "H₂"],
      [1, "Cl₂"],
    ],
    products: [[2, "HCl"]],
  },
  {
    equation: "H₂(g) + F₂(g) → 2HF(g)",
    broken: { "H–H": 1, "F–F": 1 },
    formed: { "H–F": 2 },
    reactants: [
      [1, "H₂"],
      [1, "F₂"],
    ],
    products: [[2, "HF"]],
  },
  {
    equation: "H₂(g) + Br₂(g) → 2HBr(g)",
    broken: { "H–H": 1, "Br–Br": 1 },
    formed: { "H–Br": 2 },
    reactants: [
      [1, "H₂"],
      [1, "Br₂"],
    ],
    products: [[2, "HBr"]],
  },
  {
    equation: "H₂(g) + I₂(g) → 2HI(g)",
    broken: { "H–H": 1, "I–I": 1 },
    formed: { "H–I": 2 },
    reactants: [
      [1, "H₂"],
      [1, "I₂"],
    ],
    products: [[2, "HI"]],
  },
  {
    equation: "2H₂(g) + O₂(g) → 2H₂O(g)",
    broken: { "H–H": 2, "O=O": 1 },
    formed: { "O–H": 4 },
    reactants: [
      [2, "H₂"],
      [1, "O₂"],
    ],
    products: [[2, "H₂O"]],
  },
  {
    equation: "N₂(g) + 3H₂(g) → 2NH₃(g)",
    broken: { "N≡N": 1, "H–H": 3 },
    formed: { "N–H": 6 },
    reactants: [
      [1, "N₂"],
      [3, "H₂"],
    ],
    products: [[2, "NH₃"]],
  },
  {
    equation: "CH₄(g) + 2O₂(g) → CO₂(g) + 2H₂O(g)",
    broken: { "C–H": 4, "O=O": 2 },
    formed: { "C=O": 2, "O–H": 4 },
    reactants: [
      [1, "CH₄"],
      [2, "O₂"],
    ],
    products: [
      [1, "CO₂"],
      [2, "H₂O"],
    ],
  },
  {
    equation: "CH₄(g) + Cl₂(g) → CH₃Cl(g) + HCl(g)",
    broken: { "C–H": 1, "Cl–Cl": 1 },
    formed: { "C–Cl": 1, "H–Cl": 1 },
    reactants: [
      [1, "CH₄"],
      [1, "Cl₂"],
    ],
    products: [
      [1, "CH₃Cl"],
      [1, "HCl"],
    ],
  },
] as const;

const bondSum = (bonds: Readonly<Record<string, number>>) =>
  Object.entries(bonds).reduce((sum, [bond, count]) => sum + count * BOND_ENERGY[bond], 0);
const bondTerms = (bonds: Readonly<Record<string, number>>) =>
  Object.entries(bonds)
    .map(([bond, count]) => (count === 1 ? `${BOND_ENERGY[bond]}` : `${count}(${BOND_ENERGY[bond]})`))
    .join(" + ");

const bondEnergies: QuestionTemplate<{ reaction: number }> = {
  id: "energy-and-chemical-change-bond-energies",
  level: 3,
  draw: (r) => ({ reaction: r.int(0, BOND_REACTIONS.length - 1) }),
  build: ({ reaction }) => {
    const { equation, broken, formed } = BOND_REACTIONS[reaction];
    const bonds = [...new Set([...Object.keys(broken), ...Object.keys(formed)])];
    const inTotal = bondSum(broken);
    const outTotal = bondSum(formed);
    const dH = inTotal - outTotal;
    return {
      kind: "numeric",
      prompt: `Use the average bond energies (${bonds.map((b) => `${b}: ${BOND_ENERGY[b]}`).join("; ")}, all in kJ·mol⁻¹) to calculate ΔH for the reaction ${equation}.`,
      answer: dH,
      unit: "kJ·mol⁻¹",
      hint: "Breaking bonds absorbs energy and forming bonds releases it: ΔH = (energy to break the reactants' bonds) − (energy released forming the products' bonds).",
      solution: [
        `Bonds broken: ${bondTerms(broken)} = ${num(inTotal)} kJ absorbed`,
        `Bonds formed: ${bondTerms(formed)} = ${num(outTotal)} kJ released`,
        `ΔH = ${num(inTotal)} − ${num(outTotal)} = ${num(dH)} kJ·mol⁻¹`,
      ],
    };
  },
  // Atomise every molecule completely: all the reactants' bonds broken, all the products' bonds formed.
  check: ({ reaction }) => {
    const { reactants, products } = BOND_REACTIONS[reaction];
    const atomise = (side: ReadonlyArray<readonly [number, string]>) =>
      side.reduce((sum, [count, formula]) => sum + count * bondSum(MOLECULE_BONDS[formula]), 0);
    return atomise(reactants) - atomise(products);
  },
};

// ——— 6. Acids and bases ———

const DEFINITIONS = [
  {
    ask: "According to the Arrhenius theory, an acid is",
    text: "a substance that produces hydrogen ions (H⁺) or hydronium ions (H₃O⁺) when it dissolves in water",
  },
  {
    ask: "According to the Arrhenius theory, a base is",
    text: "a substance that produces hydroxide ions (OH⁻) when it dissolves in water",
  },
  { ask: "According to the Lowry–Brønsted theory, an acid is", text: "a proton (H⁺) donor" },
  { ask: "According to the Lowry–Brønsted theory, a base is", text: "a proton (H⁺) acceptor" },
  { ask: "An ampholyte (amphoteric substance) is", text: "a substance that can act as either an acid or a base" },
] as const;
/** The same definitions keyed by theory and role, for the check. */
const DEFINED: Readonly<Record<string, string>> = {
  "Arrhenius acid": DEFINITIONS[0].text,
  "Arrhenius base": DEFINITIONS[1].text,
  "Lowry–Brønsted acid": DEFINITIONS[2].text,
  "Lowry–Brønsted base": DEFINITIONS[3].text,
  "either ampholyte": DEFINITIONS[4].text,
};

const acidBaseDefinitions: QuestionTemplate<{ item: number; turn: number }> = {
  id: "acids-and-bases-definitions",
  level: 1,
  draw: (r) => ({ item: r.int(0, DEFINITIONS.length - 1), turn: r.int(0, DEFINITIONS.length - 1) }),
  build: ({ item, turn }) => {
    const { ask, text } = DEFINITIONS[item];
    return choiceQuestion(
      `${ask} …`,
      text,
      DEFINITIONS.filter((d) => d.text !== text).map((d) => d.text),
      turn,
      "Arrhenius describes acids and bases by the ions they form in water; Lowry–Brønsted describes them by what they do with protons.",
      [
        "Arrhenius: acids form H⁺ (H₃O⁺) ions in water and bases form OH⁻ ions. Lowry–Brønsted: acids donate protons and bases accept them. An ampholyte can do either, like H₂O or HCO₃⁻.",
        `${ask} ${text}.`,
      ],
    );
  },
  // Looked up by theory and role.
  check: ({ item }) => {
    const { ask } = DEFINITIONS[item];
    const theory = ask.includes("Arrhenius") ? "Arrhenius" : ask.includes("Lowry") ? "Lowry–Brønsted" : "either";
    const role = ask.includes("ampholyte") ? "ampholyte" : ask.includes("acid is") ? "acid" : "base";
    return DEFINED[`${theory} ${role}`];
  },
};

/** Conjugate pairs as written, and for the check the acid's pattern (# marks the hydrogens), H count and charge. */
const CONJUGATE_PAIRS = [
  { acid: "HCl", base: "Cl⁻", pattern: "#Cl", h: 1, charge: 0 },
  { acid: "HNO₃", base: "NO₃⁻", pattern: "#NO₃", h: 1, charge: 0 },
  { acid: "H₂SO₄", base: "HSO₄⁻", pattern: "#SO₄", h: 2, charge: 0 },
  { acid: "HSO₄⁻", base: "SO₄²⁻", pattern: "#SO₄", h: 1, charge: -1 },
  { acid: "H₃O⁺", base: "H₂O", pattern: "#O", h: 3, charge: 1 },
  { acid: "H₂O", base: "OH⁻", pattern: "#O", h: 2, charge: 0 },
  { acid: "NH₄⁺", base: "NH₃", pattern: "N#", h: 4, charge: 1 },
  { acid: "H₂CO₃", base: "HCO₃⁻", pattern: "#CO₃", h: 2, charge: 0 },
  { acid: "HCO₃⁻", base: "CO₃²⁻", pattern: "#CO₃", h: 1, charge: -1 },
  { acid: "CH₃COOH", base: "CH₃COO⁻", pattern: "CH₃COO#", h: 1, charge: 0 },
  { acid: "H₃PO₄", base: "H₂PO₄⁻", pattern: "#PO₄", h: 3, charge: 0 },
  { acid: "H₂PO₄⁻", base: "HPO₄²⁻", pattern: "#PO₄", h: 2, charge: -1 },
  { acid: "HF", base: "F⁻", pattern: "#F", h: 1, charge: 0 },
] as const;

/** A species from its pattern, hydrogen count and charge: ("#SO₄", 1, −1) is HSO₄⁻. */
function species(pattern: string, h: number, charge: number): string {
  let text = pattern.replace("#", formulaPart("H", h));
  if (text === "HO") text = "OH";
  const sign = charge > 0 ? "⁺" : "⁻";
  return text + (charge === 0 ? "" : Math.abs(charge) === 1 ? sign : `${superscript(Math.abs(charge))}${sign}`);
}

const conjugates: QuestionTemplate<{ pair: number; toBase: number; turn: number }> = {
  id: "acids-and-bases-conjugate-pairs",
  level: 2,
  draw: (r) => ({ pair: r.int(0, CONJUGATE_PAIRS.length - 1), toBase: r.int(0, 1), turn: r.int(0, 3) }),
  build: ({ pair, toBase, turn }) => {
    const { acid, base, pattern, h, charge } = CONJUGATE_PAIRS[pair];
    const [given, right] = toBase ? [acid, base] : [base, acid];
    // Distractors: the other direction, a proton moved without its charge, two protons moved, the charge alone changed.
    const [gh, gq] = toBase ? [h, charge] : [h - 1, charge - 1];
    const step = toBase ? -1 : 1;
    const wrong = [
      [gh - step, gq - step],
      [gh + step, gq],
      [gh + 2 * step, gq + 2 * step],
      [gh, gq + step],
    ]
      .filter(([hs, qs]) => hs >= 0 && hs <= 4 && Math.abs(qs) <= 3)
      .map(([hs, qs]) => species(pattern, hs, qs))
      .filter((s, i, all) => s !== right && s !== given && all.indexOf(s) === i)
      .slice(0, 3);
    return choiceQuestion(
      `What is the conjugate ${toBase ? "base" : "acid"} of ${given}?`,
      right,
      wrong,
      turn % (wrong.length + 1),
      toBase
        ? "A conjugate base is what is left when the acid has donated one proton (H⁺): one H fewer and one more negative charge."
        : "A conjugate acid is what forms when the base accepts one proton (H⁺): one H more and one more positive charge.",
      [
        toBase
          ? `${given} donates one proton: remove one H and lower the charge by one.`
          : `${given} accepts one proton: add one H and raise the charge by one.`,
        `The conjugate acid–base pair is ${acid} and ${base}.`,
        `The conjugate ${toBase ? "base" : "acid"} of ${given} is ${right}.`,
      ],
    );
  },
  // Built from the acid's pattern: take away (or add) one H and one unit of positive charge.
  check: ({ pair, toBase }) => {
    const { pattern, h, charge } = CONJUGATE_PAIRS[pair];
    return toBase ? species(pattern, h - 1, charge - 1) : species(pattern, h, charge);
  },
};

/** Neutralisations: acid [formula, coefficient, protons], base [formula, atoms, coefficient, hydroxides]. */
const NEUTRALISATIONS = [
  {
    equation: "HCl + NaOH → NaCl + H₂O",
    acid: ["HCl", 1, 1],
    base: ["NaOH", { Na: 1, O: 1, H: 1 }, 1, 1],
    acidName: "hydrochloric acid",
  },
  {
    equation: "H₂SO₄ + 2NaOH → Na₂SO₄ + 2H₂O",
    acid: ["H₂SO₄", 1, 2],
    base: ["NaOH", { Na: 1, O: 1, H: 1 }, 2, 1],
    acidName: "sulphuric acid",
  },
  {
    equation: "HNO₃ + KOH → KNO₃ + H₂O",
    acid: ["HNO₃", 1, 1],
    base: ["KOH", { K: 1, O: 1, H: 1 }, 1, 1],
    acidName: "nitric acid",
  },
  {
    equation: "H₂SO₄ + 2KOH → K₂SO₄ + 2H₂O",
    acid: ["H₂SO₄", 1, 2],
    base: ["KOH", { K: 1, O: 1, H: 1 }, 2, 1],
    acidName: "sulphuric acid",
  },
  {
    equation: "2HCl + Ca(OH)₂ → CaCl₂ + 2H₂O",
    acid: ["HCl", 2, 1],
    base: ["Ca(OH)₂", { Ca: 1, O: 2, H: 2 }, 1, 2],
    acidName: "hydrochloric acid",
  },
  {
    equation: "2HNO₃ + Mg(OH)₂ → Mg(NO₃)₂ + 2H₂O",
    acid: ["HNO₃", 2, 1],
    base: ["Mg(OH)₂", { Mg: 1, O: 2, H: 2 }, 1, 2],
    acidName: "nitric acid",
  },
  {
    equation: "HCl + KOH → KCl + H₂O",
    acid: ["HCl", 1, 1],
    base: ["KOH", { K: 1, O: 1, H: 1 }, 1, 1],
    acidName: "hydrochloric acid",
  },
] as const;
const ACID_CONCENTRATIONS = [0.1, 0.2, 0.25, 0.4, 0.5, 0.8, 1] as const;

const neutralisationMass: QuestionTemplate<{ reaction: number; c: number; volume: number }> = {
  id: "acids-and-bases-neutralisation-mass",
  level: 2,
  draw: (r) => ({
    reaction: r.int(0, NEUTRALISATIONS.length - 1),
    c: r.int(0, ACID_CONCENTRATIONS.length - 1),
    volume: r.int(2, 10) * 25,
  }),
  build: ({ reaction, c, volume }) => {
    const { equation, acid, base, acidName } = NEUTRALISATIONS[reaction];
    const ca = ACID_CONCENTRATIONS[c];
    const nA = ca * (volume / 1000);
    const nB = (nA * base[2]) / acid[1];
    const M = molarMass(base[1]);
    const m = nB * M;
    return {
      kind: "numeric",
      prompt: `What mass of ${base[0]} is needed to neutralise ${volume} cm³ of ${num(ca, 2)} mol·dm⁻³ ${acidName} (${acid[0]}) completely? ${equation} (Give the answer to three significant figures.)`,
      answer: m,
      unit: "g",
      shown: `${significant(m)} g`,
      hint: "Find the moles of acid from n = cV (V in dm³), use the mole ratio from the balanced equation, then m = nM.",
      solution: [
        `n(${acid[0]}) = cV = ${num(ca, 2)} × ${num(volume / 1000, 3)} = ${sigFigs(nA, 5)} mol`,
        `Mole ratio ${acid[0]} : ${base[0]} = ${acid[1]} : ${base[2]}, so n(${base[0]}) = ${sigFigs(nB, 5)} mol`,
        `${molar(base[0], base[1])}; m = nM = ${sigFigs(nB, 5)} × ${num(M, 1)} = ${significant(m)} g`,
      ],
    };
  },
  // Counting ions: every H⁺ from the acid needs one OH⁻ from the base.
  check: ({ reaction, c, volume }) => {
    const { acid, base } = NEUTRALISATIONS[reaction];
    const hydrogenIons = ACID_CONCENTRATIONS[c] * (volume / 1000) * acid[2];
    return (hydrogenIons / base[3]) * molarMass(base[1]);
  },
};

const TITRATION_FORMULA = `${frac(`${sub("c", "a")}${sub("V", "a")}`, `${sub("c", "b")}${sub("V", "b")}`)} = ${frac(sub("n", "a"), sub("n", "b"))}`;

/** Titrations: acid [formula, coefficient, protons], base [formula, coefficient, hydroxide-ion equivalents]. */
const TITRATIONS = [
  { equation: "HCl + NaOH → NaCl + H₂O", acid: ["HCl", 1, 1], base: ["NaOH", 1, 1] },
  { equation: "H₂SO₄ + 2NaOH → Na₂SO₄ + 2H₂O", acid: ["H₂SO₄", 1, 2], base: ["NaOH", 2, 1] },
  { equation: "HNO₃ + KOH → KNO₃ + H₂O", acid: ["HNO₃", 1, 1], base: ["KOH", 1, 1] },
  { equation: "H₂SO₄ + 2KOH → K₂SO₄ + 2H₂O", acid: ["H₂SO₄", 1, 2], base: ["KOH", 2, 1] },
  { equation: "2HCl + Na₂CO₃ → 2NaCl + H₂O + CO₂", acid: ["HCl", 2, 1], base: ["Na₂CO₃", 1, 2] },
  { equation: "(COOH)₂ + 2NaOH → (COONa)₂ + 2H₂O", acid: ["(COOH)₂", 1, 2], base: ["NaOH", 2, 1] },
] as const;
const KNOWN_CONCENTRATIONS = [0.1, 0.12, 0.15, 0.2, 0.25] as const;

const titration: QuestionTemplate<{
  reaction: number;
  unknownAcid: number;
  known: number;
  pipette: number;
  burette: number;
}> = {
  id: "acids-and-bases-titration",
  level: 3,
  draw: (r) => ({
    reaction: r.int(0, TITRATIONS.length - 1),
    unknownAcid: r.int(0, 1),
    known: r.int(0, KNOWN_CONCENTRATIONS.length - 1),
    pipette: r.pick([20, 25]),
    burette: r.int(48, 120) * 0.25,
  }),
  build: ({ reaction, unknownAcid, known, pipette, burette }) => {
    const { equation, acid, base } = TITRATIONS[reaction];
    const cKnown = KNOWN_CONCENTRATIONS[known];
    const [na, nb] = [acid[1], base[1]];
    const ca = sub("c", "a");
    const cb = sub("c", "b");
    const formula = TITRATION_FORMULA;
    if (unknownAcid) {
      // The base is pipetted; the acid of unknown concentration runs from the burette.
      const c = (cKnown * pipette * na) / (burette * nb);
      return {
        kind: "numeric",
        prompt: `${fixed(pipette, 2)} cm³ of a ${fixed(cKnown, 2)} mol·dm⁻³ ${base[0]} solution is titrated with ${acid[0]} solution: ${equation}. The end point is reached when ${fixed(burette, 2)} cm³ of the acid has been added. Calculate the concentration of the ${acid[0]} solution. (Round to three decimals.)`,
        answer: c,
        unit: "mol·dm⁻³",
        decimals: 3,
        hint: `Use ${TITRATION_FORMULA}, where ${sub("n", "a")} and ${sub("n", "b")} are the coefficients of the acid and the base in the balanced equation.`,
        solution: [
          `${formula}, with ${sub("n", "a")} = ${na} and ${sub("n", "b")} = ${nb}`,
          `${frac(`${ca}(${fixed(burette, 2)})`, `(${fixed(cKnown, 2)})(${fixed(pipette, 2)})`)} = ${frac(na, nb)}`,
          `${ca} = ${frac(`${na} × ${fixed(cKnown, 2)} × ${fixed(pipette, 2)}`, `${nb} × ${fixed(burette, 2)}`)} = ${fixed(c, 3)} mol·dm⁻³`,
        ],
      };
    }
    // The acid is pipetted; the base of unknown concentration runs from the burette.
    const c = (cKnown * pipette * nb) / (burette * na);
    return {
      kind: "numeric",
      prompt: `${fixed(pipette, 2)} cm³ of a ${fixed(cKnown, 2)} mol·dm⁻³ ${acid[0]} solution is titrated with ${base[0]} solution: ${equation}. The end point is reached when ${fixed(burette, 2)} cm³ of the ${base[0]} solution has been added. Calculate the concentration of the ${base[0]} solution. (Round to three decimals.)`,
      answer: c,
      unit: "mol·dm⁻³",
      decimals: 3,
      hint: `Use ${TITRATION_FORMULA}, where ${sub("n", "a")} and ${sub("n", "b")} are the coefficients of the acid and the base in the balanced equation.`,
      solution: [
        `${formula}, with ${sub("n", "a")} = ${na} and ${sub("n", "b")} = ${nb}`,
        `${frac(`(${fixed(cKnown, 2)})(${fixed(pipette, 2)})`, `${cb}(${fixed(burette, 2)})`)} = ${frac(na, nb)}`,
        `${cb} = ${frac(`${nb} × ${fixed(cKnown, 2)} × ${fixed(pipette, 2)}`, `${na} × ${fixed(burette, 2)}`)} = ${fixed(c, 3)} mol·dm⁻³`,
      ],
    };
  },
  // In moles of H⁺ and of base "OH⁻ equivalents": they are equal at the end point.
  check: ({ reaction, unknownAcid, known, pipette, burette }) => {
    const { acid, base } = TITRATIONS[reaction];
    const cKnown = KNOWN_CONCENTRATIONS[known];
    if (unknownAcid) {
      const baseEquivalents = cKnown * (pipette / 1000) * base[2];
      return baseEquivalents / acid[2] / (burette / 1000);
    }
    const hydrogenIons = cKnown * (pipette / 1000) * acid[2];
    return hydrogenIons / base[2] / (burette / 1000);
  },
};

// ——— 7. Redox reactions ———

/** target: the element asked for and how many of its atoms; known: [element or group, count, oxidation number]. */
interface OxidationCase {
  formula: string;
  element: string;
  count: number;
  known: ReadonlyArray<readonly [string, number, number]>;
  charge: number;
  /** The oxidation number from a reference table, for the check. */
  value: number;
}
const SIMPLE_OXIDATION: readonly OxidationCase[] = [
  { formula: "NH₃", element: "N", count: 1, known: [["H", 3, 1]], charge: 0, value: -3 },
  { formula: "H₂S", element: "S", count: 1, known: [["H", 2, 1]], charge: 0, value: -2 },
  { formula: "CO₂", element: "C", count: 1, known: [["O", 2, -2]], charge: 0, value: 4 },
  { formula: "SO₂", element: "S", count: 1, known: [["O", 2, -2]], charge: 0, value: 4 },
  { formula: "SO₃", element: "S", count: 1, known: [["O", 3, -2]], charge: 0, value: 6 },
  { formula: "Fe₂O₃", element: "Fe", count: 2, known: [["O", 3, -2]], charge: 0, value: 3 },
  { formula: "NO₂", element: "N", count: 1, known: [["O", 2, -2]], charge: 0, value: 4 },
  { formula: "N₂O", element: "N", count: 2, known: [["O", 1, -2]], charge: 0, value: 1 },
  { formula: "CH₄", element: "C", count: 1, known: [["H", 4, 1]], charge: 0, value: -4 },
  { formula: "Al₂O₃", element: "Al", count: 2, known: [["O", 3, -2]], charge: 0, value: 3 },
  { formula: "MnO₂", element: "Mn", count: 1, known: [["O", 2, -2]], charge: 0, value: 4 },
  { formula: "H₂O₂", element: "O", count: 2, known: [["H", 2, 1]], charge: 0, value: -1 },
  { formula: "NaH", element: "H", count: 1, known: [["Na", 1, 1]], charge: 0, value: -1 },
  { formula: "Cu₂O", element: "Cu", count: 2, known: [["O", 1, -2]], charge: 0, value: 1 },
  { formula: "PCl₅", element: "P", count: 1, known: [["Cl", 5, -1]], charge: 0, value: 5 },
  { formula: "Cl₂", element: "Cl", count: 2, known: [], charge: 0, value: 0 },
  { formula: "FeCl₃", element: "Fe", count: 1, known: [["Cl", 3, -1]], charge: 0, value: 3 },
];
const ION_OXIDATION: readonly OxidationCase[] = [
  { formula: "SO₄²⁻", element: "S", count: 1, known: [["O", 4, -2]], charge: -2, value: 6 },
  { formula: "MnO₄⁻", element: "Mn", count: 1, known: [["O", 4, -2]], charge: -1, value: 7 },
  { formula: "Cr₂O₇²⁻", element: "Cr", count: 2, known: [["O", 7, -2]], charge: -2, value: 6 },
  { formula: "NO₃⁻", element: "N", count: 1, known: [["O", 3, -2]], charge: -1, value: 5 },
  { formula: "NH₄⁺", element: "N", count: 1, known: [["H", 4, 1]], charge: 1, value: -3 },
  { formula: "ClO₃⁻", element: "Cl", count: 1, known: [["O", 3, -2]], charge: -1, value: 5 },
  { formula: "PO₄³⁻", element: "P", count: 1, known: [["O", 4, -2]], charge: -3, value: 5 },
  {
    formula: "H₂SO₄",
    element: "S",
    count: 1,
    known: [
      ["H", 2, 1],
      ["O", 4, -2],
    ],
    charge: 0,
    value: 6,
  },
  {
    formula: "KMnO₄",
    element: "Mn",
    count: 1,
    known: [
      ["K", 1, 1],
      ["O", 4, -2],
    ],
    charge: 0,
    value: 7,
  },
  {
    formula: "K₂Cr₂O₇",
    element: "Cr",
    count: 2,
    known: [
      ["K", 2, 1],
      ["O", 7, -2],
    ],
    charge: 0,
    value: 6,
  },
  {
    formula: "Na₂S₂O₃",
    element: "S",
    count: 2,
    known: [
      ["Na", 2, 1],
      ["O", 3, -2],
    ],
    charge: 0,
    value: 2,
  },
  {
    formula: "HNO₂",
    element: "N",
    count: 1,
    known: [
      ["H", 1, 1],
      ["O", 2, -2],
    ],
    charge: 0,
    value: 3,
  },
  { formula: "CO₃²⁻", element: "C", count: 1, known: [["O", 3, -2]], charge: -2, value: 4 },
  { formula: "C₂O₄²⁻", element: "C", count: 2, known: [["O", 4, -2]], charge: -2, value: 3 },
  { formula: "ClO⁻", element: "Cl", count: 1, known: [["O", 1, -2]], charge: -1, value: 1 },
  {
    formula: "HClO₄",
    element: "Cl",
    count: 1,
    known: [
      ["H", 1, 1],
      ["O", 4, -2],
    ],
    charge: 0,
    value: 7,
  },
];

/** The oxidation number by algebra: count·x + Σ known = charge. */
const solveOxidation = (c: OxidationCase) => (c.charge - c.known.reduce((sum, [, n, ox]) => sum + n * ox, 0)) / c.count;

/** The known oxidation numbers substituted: "x + 4(−2)", "2x + 2(+1) + 3(−2)". */
function substituted(c: OxidationCase): string {
  const x = c.count === 1 ? "x" : `${c.count}x`;
  return [x, ...c.known.map(([, n, o]) => `+ ${coefficient(n)}(${withSign(o)})`)].join(" ");
}

/** The algebra as worked lines, ending "x = +6". */
function oxidationWorking(c: OxidationCase): string[] {
  const x = c.count === 1 ? "x" : `${c.count}x`;
  const knownSum = c.known.reduce((sum, [, n, o]) => sum + n * o, 0);
  const value = solveOxidation(c);
  const total = c.charge === 0 ? "0, as the compound is neutral" : `${withSign(c.charge)}, the charge on the ion`;
  return [
    `Let the oxidation number of ${c.element} be x. The oxidation numbers add up to ${total}.`,
    ...(c.known.length
      ? [
          `${substituted(c)} = ${withSign(c.charge)}`,
          `${x} ${signed(knownSum)} = ${withSign(c.charge)}`,
          ...(c.count === 1 ? [] : [`${x} = ${withSign(c.charge - knownSum)}`]),
        ]
      : [`${x} = 0 (an element)`]),
    `So the oxidation number of ${c.element} in ${c.formula} is x = ${withSign(value)}`,
  ];
}

const OXIDATION_HINT =
  "Oxidation numbers add up to the charge on the particle (0 for a compound). O is usually −2 (−1 in peroxides), H is +1 (−1 in metal hydrides), group 1 metals +1, group 2 metals +2, and halogens −1 in binary compounds.";

function oxidationNumberTemplate(
  id: string,
  level: 1 | 2,
  cases: readonly OxidationCase[],
): QuestionTemplate<{ item: number }> {
  return {
    id,
    level,
    draw: (r) => ({ item: r.int(0, cases.length - 1) }),
    build: ({ item }) => {
      const c = cases[item];
      return {
        kind: "numeric",
        prompt: `What is the oxidation number of ${c.element} in ${c.formula}?`,
        answer: solveOxidation(c),
        hint: OXIDATION_HINT,
        solution: oxidationWorking(c),
      };
    },
    // The value from a separately typed reference table of oxidation numbers.
    check: ({ item }) => cases[item].value,
  };
}

const oxidationSimple = oxidationNumberTemplate("redox-reactions-oxidation-number-compound", 1, SIMPLE_OXIDATION);
const oxidationIon = oxidationNumberTemplate("redox-reactions-oxidation-number-ion", 2, ION_OXIDATION);

/** A redox reaction: reducer → oxidised (losing electrons), oxidiser → reduced (gaining them); [formula, coefficient in the half-reaction]. */
interface RedoxReaction {
  equation: string;
  species: readonly string[];
  reducingAgent: string;
  oxidisingAgent: string;
  oxidationHalf: string;
  reductionHalf: string;
  /** For the checks: each reactant with the oxidation number of its changing element before and after. */
  changes: ReadonlyArray<readonly [string, number, number]>;
  reducer: readonly [string, number];
  oxidised: readonly [string, number];
  lost: number;
  oxidiser: readonly [string, number];
  reduced: readonly [string, number];
  gained: number;
}
const REDOX: readonly RedoxReaction[] = [
  {
    equation: "Zn + Cu²⁺ → Zn²⁺ + Cu",
    species: ["Zn", "Cu²⁺", "Zn²⁺", "Cu"],
    reducingAgent: "Zn",
    oxidisingAgent: "Cu²⁺",
    oxidationHalf: "Zn → Zn²⁺ + 2e⁻",
    reductionHalf: "Cu²⁺ + 2e⁻ → Cu",
    changes: [
      ["Zn", 0, 2],
      ["Cu²⁺", 2, 0],
    ],
    reducer: ["Zn", 1],
    oxidised: ["Zn²⁺", 1],
    lost: 2,
    oxidiser: ["Cu²⁺", 1],
    reduced: ["Cu", 1],
    gained: 2,
  },
  {
    equation: "Mg + 2H⁺ → Mg²⁺ + H₂",
    species: ["Mg", "H⁺", "Mg²⁺", "H₂"],
    reducingAgent: "Mg",
    oxidisingAgent: "H⁺",
    oxidationHalf: "Mg → Mg²⁺ + 2e⁻",
    reductionHalf: "2H⁺ + 2e⁻ → H₂",
    changes: [
      ["Mg", 0, 2],
      ["H⁺", 1, 0],
    ],
    reducer: ["Mg", 1],
    oxidised: ["Mg²⁺", 1],
    lost: 2,
    oxidiser: ["H⁺", 2],
    reduced: ["H₂", 1],
    gained: 2,
  },
  {
    equation: "Cl₂ + 2Br⁻ → 2Cl⁻ + Br₂",
    species: ["Cl₂", "Br⁻", "Cl⁻", "Br₂"],
    reducingAgent: "Br⁻",
    oxidisingAgent: "Cl₂",
    oxidationHalf: "2Br⁻ → Br₂ + 2e⁻",
    reductionHalf: "Cl₂ + 2e⁻ → 2Cl⁻",
    changes: [
      ["Cl₂", 0, -1],
      ["Br⁻", -1, 0],
    ],
    reducer: ["Br⁻", 2],
    oxidised: ["Br₂", 1],
    lost: 2,
    oxidiser: ["Cl₂", 1],
    reduced: ["Cl⁻", 2],
    gained: 2,
  },
  {
    equation: "Fe + Cu²⁺ → Fe²⁺ + Cu",
    species: ["Fe", "Cu²⁺", "Fe²⁺", "Cu"],
    reducingAgent: "Fe",
    oxidisingAgent: "Cu²⁺",
    oxidationHalf: "Fe → Fe²⁺ + 2e⁻",
    reductionHalf: "Cu²⁺ + 2e⁻ → Cu",
    changes: [
      ["Fe", 0, 2],
      ["Cu²⁺", 2, 0],
    ],
    reducer: ["Fe", 1],
    oxidised: ["Fe²⁺", 1],
    lost: 2,
    oxidiser: ["Cu²⁺", 1],
    reduced: ["Cu", 1],
    gained: 2,
  },
  {
    equation: "Cu + 2Ag⁺ → Cu²⁺ + 2Ag",
    species: ["Cu", "Ag⁺", "Cu²⁺", "Ag"],
    reducingAgent: "Cu",
    oxidisingAgent: "Ag⁺",
    oxidationHalf: "Cu → Cu²⁺ + 2e⁻",
    reductionHalf: "Ag⁺ + e⁻ → Ag",
    changes: [
      ["Cu", 0, 2],
      ["Ag⁺", 1, 0],
    ],
    reducer: ["Cu", 1],
    oxidised: ["Cu²⁺", 1],
    lost: 2,
    oxidiser: ["Ag⁺", 1],
    reduced: ["Ag", 1],
    gained: 1,
  },
  {
    equation: "2Al + 3Cu²⁺ → 2Al³⁺ + 3Cu",
    species: ["Al", "Cu²⁺", "Al³⁺", "Cu"],
    reducingAgent: "Al",
    oxidisingAgent: "Cu²⁺",
    oxidationHalf: "Al → Al³⁺ + 3e⁻",
    reductionHalf: "Cu²⁺ + 2e⁻ → Cu",
    changes: [
      ["Al", 0, 3],
      ["Cu²⁺", 2, 0],
    ],
    reducer: ["Al", 1],
    oxidised: ["Al³⁺", 1],
    lost: 3,
    oxidiser: ["Cu²⁺", 1],
    reduced: ["Cu", 1],
    gained: 2,
  },
  {
    equation: "Cl₂ + 2I⁻ → 2Cl⁻ + I₂",
    species: ["Cl₂", "I⁻", "Cl⁻", "I₂"],
    reducingAgent: "I⁻",
    oxidisingAgent: "Cl₂",
    oxidationHalf: "2I⁻ → I₂ + 2e⁻",
    reductionHalf: "Cl₂ + 2e⁻ → 2Cl⁻",
    changes: [
      ["Cl₂", 0, -1],
      ["I⁻", -1, 0],
    ],
    reducer: ["I⁻", 2],
    oxidised: ["I₂", 1],
    lost: 2,
    oxidiser: ["Cl₂", 1],
    reduced: ["Cl⁻", 2],
    gained: 2,
  },
  {
    equation: "Zn + 2Fe³⁺ → Zn²⁺ + 2Fe²⁺",
    species: ["Zn", "Fe³⁺", "Zn²⁺", "Fe²⁺"],
    reducingAgent: "Zn",
    oxidisingAgent: "Fe³⁺",
    oxidationHalf: "Zn → Zn²⁺ + 2e⁻",
    reductionHalf: "Fe³⁺ + e⁻ → Fe²⁺",
    changes: [
      ["Zn", 0, 2],
      ["Fe³⁺", 3, 2],
    ],
    reducer: ["Zn", 1],
    oxidised: ["Zn²⁺", 1],
    lost: 2,
    oxidiser: ["Fe³⁺", 1],
    reduced: ["Fe²⁺", 1],
    gained: 1,
  },
  {
    equation: "2Na + Cl₂ → 2NaCl",
    species: ["Na", "Cl₂", "NaCl"],
    reducingAgent: "Na",
    oxidisingAgent: "Cl₂",
    oxidationHalf: "Na → Na⁺ + e⁻",
    reductionHalf: "Cl₂ + 2e⁻ → 2Cl⁻",
    changes: [
      ["Na", 0, 1],
      ["Cl₂", 0, -1],
    ],
    reducer: ["Na", 1],
    oxidised: ["Na⁺", 1],
    lost: 1,
    oxidiser: ["Cl₂", 1],
    reduced: ["Cl⁻", 2],
    gained: 2,
  },
];

const agents: QuestionTemplate<{ reaction: number; oxidising: number; turn: number }> = {
  id: "redox-reactions-oxidising-and-reducing-agents",
  level: 2,
  draw: (r) => ({ reaction: r.int(0, REDOX.length - 1), oxidising: r.int(0, 1), turn: r.int(0, 3) }),
  build: ({ reaction, oxidising, turn }) => {
    const x = REDOX[reaction];
    const right = oxidising ? x.oxidisingAgent : x.reducingAgent;
    const agent = oxidising ? "oxidising agent" : "reducing agent";
    return choiceQuestion(
      `Consider the reaction ${x.equation}. Which substance is the ${agent}?`,
      right,
      x.species.filter((s) => s !== right),
      turn % x.species.length,
      "Find the oxidation numbers that change. The oxidising agent is the reactant that is reduced (gains electrons); the reducing agent is the reactant that is oxidised (loses electrons).",
      [
        `${x.reducingAgent} loses electrons (${x.oxidationHalf}): it is oxidised, so it is the reducing agent.`,
        `${x.oxidisingAgent} gains electrons (${x.reductionHalf}): it is reduced, so it is the oxidising agent.`,
        `The ${agent} is ${right}.`,
      ],
    );
  },
  // From the oxidation numbers: the reactant whose number falls is reduced, so it is the oxidising agent.
  check: ({ reaction, oxidising }) => {
    const found = REDOX[reaction].changes.find(([, before, after]) => (oxidising ? after < before : after > before));
    return found![0];
  },
};

const electrons = (n: number) => (n === 1 ? "e⁻" : `${n}e⁻`);
const part = ([formula, n]: readonly [string, number]) => `${coefficient(n)}${formula}`;

const halfReactions: QuestionTemplate<{ reaction: number; oxidationAsked: number; turn: number }> = {
  id: "redox-reactions-half-reactions",
  level: 2,
  draw: (r) => ({ reaction: r.int(0, REDOX.length - 1), oxidationAsked: r.int(0, 1), turn: r.int(0, 3) }),
  build: ({ reaction, oxidationAsked, turn }) => {
    const x = REDOX[reaction];
    const right = oxidationAsked ? x.oxidationHalf : x.reductionHalf;
    const wrong = oxidationAsked
      ? [
          x.reductionHalf,
          `${part(x.reducer)} + ${electrons(x.lost)} → ${part(x.oxidised)}`,
          `${part(x.reduced)} → ${part(x.oxidiser)} + ${electrons(x.gained)}`,
        ]
      : [
          x.oxidationHalf,
          `${part(x.oxidiser)} → ${part(x.reduced)} + ${electrons(x.gained)}`,
          `${part(x.oxidised)} + ${electrons(x.lost)} → ${part(x.reducer)}`,
        ];
    return choiceQuestion(
      `Consider the reaction ${x.equation}. Which is the ${oxidationAsked ? "oxidation" : "reduction"} half-reaction?`,
      right,
      wrong,
      turn,
      "Oxidation is the loss of electrons (electrons on the right of the arrow); reduction is the gain of electrons (electrons on the left). Check which species in this reaction does each.",
      [
        `${x.reducingAgent} is oxidised (loses electrons): ${x.oxidationHalf}`,
        `${x.oxidisingAgent} is reduced (gains electrons): ${x.reductionHalf}`,
        `The ${oxidationAsked ? "oxidation" : "reduction"} half-reaction: ${right}`,
      ],
    );
  },
  // Written out from the species and the electrons transferred.
  check: ({ reaction, oxidationAsked }) => {
    const x = REDOX[reaction];
    return oxidationAsked
      ? `${part(x.reducer)} → ${part(x.oxidised)} + ${electrons(x.lost)}`
      : `${part(x.oxidiser)} + ${electrons(x.gained)} → ${part(x.reduced)}`;
  },
};

/** An element followed through a reaction, with its oxidation number worked out in each species. */
interface Change {
  equation: string;
  element: string;
  from: OxidationCase;
  to: OxidationCase;
  fromValue: number;
  toValue: number;
}
const ox = (
  formula: string,
  element: string,
  count: number,
  known: OxidationCase["known"],
  charge: number,
): OxidationCase => ({
  formula,
  element,
  count,
  known,
  charge,
  value: Number.NaN,
});
const CHANGES: readonly Change[] = [
  {
    equation: "2MnO₄⁻ + 16H⁺ + 10Cl⁻ → 2Mn²⁺ + 5Cl₂ + 8H₂O",
    element: "Mn",
    from: ox("MnO₄⁻", "Mn", 1, [["O", 4, -2]], -1),
    to: ox("Mn²⁺", "Mn", 1, [], 2),
    fromValue: 7,
    toValue: 2,
  },
  {
    equation: "2MnO₄⁻ + 16H⁺ + 10Cl⁻ → 2Mn²⁺ + 5Cl₂ + 8H₂O",
    element: "Cl",
    from: ox("Cl⁻", "Cl", 1, [], -1),
    to: ox("Cl₂", "Cl", 2, [], 0),
    fromValue: -1,
    toValue: 0,
  },
  {
    equation: "Cr₂O₇²⁻ + 14H⁺ + 6Fe²⁺ → 2Cr³⁺ + 6Fe³⁺ + 7H₂O",
    element: "Cr",
    from: ox("Cr₂O₇²⁻", "Cr", 2, [["O", 7, -2]], -2),
    to: ox("Cr³⁺", "Cr", 1, [], 3),
    fromValue: 6,
    toValue: 3,
  },
  {
    equation: "Cr₂O₇²⁻ + 14H⁺ + 6Fe²⁺ → 2Cr³⁺ + 6Fe³⁺ + 7H₂O",
    element: "Fe",
    from: ox("Fe²⁺", "Fe", 1, [], 2),
    to: ox("Fe³⁺", "Fe", 1, [], 3),
    fromValue: 2,
    toValue: 3,
  },
  {
    equation: "Cu + 4HNO₃ → Cu(NO₃)₂ + 2NO₂ + 2H₂O",
    element: "N",
    from: ox(
      "HNO₃",
      "N",
      1,
      [
        ["H", 1, 1],
        ["O", 3, -2],
      ],
      0,
    ),
    to: ox("NO₂", "N", 1, [["O", 2, -2]], 0),
    fromValue: 5,
    toValue: 4,
  },
  {
    equation: "Cu + 4HNO₃ → Cu(NO₃)₂ + 2NO₂ + 2H₂O",
    element: "Cu",
    from: ox("Cu", "Cu", 1, [], 0),
    to: ox("Cu(NO₃)₂", "Cu", 1, [["NO₃", 2, -1]], 0),
    fromValue: 0,
    toValue: 2,
  },
  {
    equation: "2H₂S + SO₂ → 3S + 2H₂O",
    element: "S",
    from: ox("H₂S", "S", 1, [["H", 2, 1]], 0),
    to: ox("S", "S", 1, [], 0),
    fromValue: -2,
    toValue: 0,
  },
  {
    equation: "2H₂S + SO₂ → 3S + 2H₂O",
    element: "S",
    from: ox("SO₂", "S", 1, [["O", 2, -2]], 0),
    to: ox("S", "S", 1, [], 0),
    fromValue: 4,
    toValue: 0,
  },
  {
    equation: "Fe₂O₃ + 3CO → 2Fe + 3CO₂",
    element: "C",
    from: ox("CO", "C", 1, [["O", 1, -2]], 0),
    to: ox("CO₂", "C", 1, [["O", 2, -2]], 0),
    fromValue: 2,
    toValue: 4,
  },
  {
    equation: "Fe₂O₃ + 3CO → 2Fe + 3CO₂",
    element: "Fe",
    from: ox("Fe₂O₃", "Fe", 2, [["O", 3, -2]], 0),
    to: ox("Fe", "Fe", 1, [], 0),
    fromValue: 3,
    toValue: 0,
  },
  {
    equation: "2SO₂ + O₂ → 2SO₃",
    element: "S",
    from: ox("SO₂", "S", 1, [["O", 2, -2]], 0),
    to: ox("SO₃", "S", 1, [["O", 3, -2]], 0),
    fromValue: 4,
    toValue: 6,
  },
  {
    equation: "2SO₂ + O₂ → 2SO₃",
    element: "O",
    from: ox("O₂", "O", 2, [], 0),
    to: ox("SO₃", "O", 3, [["S", 1, 6]], 0),
    fromValue: 0,
    toValue: -2,
  },
];

/** The four statements about a change of oxidation number, the right one first. */
function changeStatements(element: string, before: number, after: number) {
  const up = after > before;
  const [did, other] = up ? ["oxidised", "reduced"] : ["reduced", "oxidised"];
  const [goes, opposite] = up ? ["increases", "decreases"] : ["decreases", "increases"];
  return [
    `${element} is ${did}: its oxidation number ${goes} from ${withSign(before)} to ${withSign(after)}`,
    `${element} is ${other}: its oxidation number ${goes} from ${withSign(before)} to ${withSign(after)}`,
    `${element} is ${other}: its oxidation number ${opposite} from ${withSign(after)} to ${withSign(before)}`,
    `${element} is neither oxidised nor reduced: its oxidation number stays ${withSign(before)}`,
  ] as const;
}

/** The working for one species: monatomic ions and elements in one line, the rest by algebra. */
function speciesWorking(c: OxidationCase, value: number): string {
  if (c.known.length === 0) {
    return c.charge === 0
      ? `${c.formula} is an element, so ${c.element} is 0.`
      : `${c.formula} is a monatomic ion, so ${c.element} is ${withSign(value)}.`;
  }
  return `In ${c.formula}: ${substituted(c)} = ${withSign(c.charge)}, so ${c.element} is ${withSign(value)}.`;
}

const oxidationChange: QuestionTemplate<{ item: number; turn: number }> = {
  id: "redox-reactions-oxidised-or-reduced",
  level: 3,
  draw: (r) => ({ item: r.int(0, CHANGES.length - 1), turn: r.int(0, 3) }),
  build: ({ item, turn }) => {
    const c = CHANGES[item];
    const [right, ...wrong] = changeStatements(c.element, c.fromValue, c.toValue);
    return choiceQuestion(
      `Consider the reaction ${c.equation}. What happens to ${c.element} when ${c.from.formula} changes to ${c.to.formula}?`,
      right,
      wrong,
      turn,
      "Work out the oxidation number of the element in both species. An increase means the element lost electrons (oxidation); a decrease means it gained electrons (reduction).",
      [speciesWorking(c.from, c.fromValue), speciesWorking(c.to, c.toValue), `The answer: ${right}`],
    );
  },
  // The oxidation numbers by algebra from each species' formula.
  check: ({ item }) => {
    const c = CHANGES[item];
    return changeStatements(c.element, solveOxidation(c.from), solveOxidation(c.to))[0];
  },
};

// ——— 8. The lithosphere ———

interface OreMineral {
  mineral: string;
  formula: string;
  atoms: Readonly<Record<string, number>>;
  metal: string;
  name: string;
}
const ORE_MINERALS: readonly OreMineral[] = [
  { mineral: "Haematite", formula: "Fe₂O₃", atoms: { Fe: 2, O: 3 }, metal: "Fe", name: "iron" },
  { mineral: "Magnetite", formula: "Fe₃O₄", atoms: { Fe: 3, O: 4 }, metal: "Fe", name: "iron" },
  { mineral: "Chalcocite", formula: "Cu₂S", atoms: { Cu: 2, S: 1 }, metal: "Cu", name: "copper" },
  { mineral: "Galena", formula: "PbS", atoms: { Pb: 1, S: 1 }, metal: "Pb", name: "lead" },
  { mineral: "Sphalerite", formula: "ZnS", atoms: { Zn: 1, S: 1 }, metal: "Zn", name: "zinc" },
  { mineral: "Pyrolusite", formula: "MnO₂", atoms: { Mn: 1, O: 2 }, metal: "Mn", name: "manganese" },
  { mineral: "Chalcopyrite", formula: "CuFeS₂", atoms: { Cu: 1, Fe: 1, S: 2 }, metal: "Cu", name: "copper" },
  { mineral: "Chromite", formula: "FeCr₂O₄", atoms: { Fe: 1, Cr: 2, O: 4 }, metal: "Cr", name: "chromium" },
];

const metalFraction = (atoms: Readonly<Record<string, number>>, metal: string) =>
  (atoms[metal] * ATOMIC_MASS[metal]) / molarMass(atoms);

const percentMetal: QuestionTemplate<{ mineral: number }> = {
  id: "lithosphere-percentage-metal-in-mineral",
  level: 2,
  draw: (r) => ({ mineral: r.int(0, ORE_MINERALS.length - 1) }),
  build: ({ mineral }) => {
    const { mineral: mineralName, formula, atoms, metal, name } = ORE_MINERALS[mineral];
    const M = molarMass(atoms);
    const metalMass = atoms[metal] * ATOMIC_MASS[metal];
    const percent = (metalMass / M) * 100;
    return {
      kind: "numeric",
      prompt: `${mineralName} (${formula}) is mined as a source of ${name}. Calculate the percentage of ${metal} by mass in ${formula}.`,
      answer: percent,
      unit: "%",
      hint: "Find the molar mass of the mineral; the percentage of the metal is the mass of its atoms in one mole divided by the molar mass, times 100.",
      solution: [
        `${molar(formula, atoms)}`,
        `Mass of ${metal} in one mole of ${formula}: ${atoms[metal]} × ${num(ATOMIC_MASS[metal], 1)} = ${num(metalMass, 1)} g`,
        `%${metal} = ${frac(num(metalMass, 1), num(M, 1))} × 100 = ${num(percent, 2)}%`,
      ],
    };
  },
  // 100% minus the percentages of all the other elements.
  check: ({ mineral }) => {
    const { atoms, metal } = ORE_MINERALS[mineral];
    const total = molarMass(atoms);
    const others = Object.entries(atoms)
      .filter(([element]) => element !== metal)
      .reduce((sum, [element, count]) => sum + (count * ATOMIC_MASS[element] * 100) / total, 0);
    return 100 - others;
  },
};

const blastFurnace: QuestionTemplate<{ ask: number; mass: number }> = {
  id: "lithosphere-blast-furnace-masses",
  level: 2,
  draw: (r) => {
    const ask = r.int(0, 2);
    return { ask, mass: ask === 2 ? r.int(5, 60) * 10 : r.int(5, 90) * 10 };
  },
  build: ({ ask, mass }) => {
    const equation = "Fe₂O₃ + 3CO → 2Fe + 3CO₂";
    const M = { Fe2O3: molarMass({ Fe: 2, O: 3 }), CO: molarMass({ C: 1, O: 1 }), Fe: ATOMIC_MASS.Fe };
    const grams = mass * 1000;
    const hint =
      "Change the given mass to moles (1 kg = 1 000 g), use the mole ratio in the balanced equation, then change back to a mass.";
    if (ask === 2) {
      const nFe = grams / M.Fe;
      const nOxide = nFe / 2;
      const kg = (nOxide * M.Fe2O3) / 1000;
      return {
        kind: "numeric",
        prompt: `In a blast furnace iron(III) oxide is reduced: ${equation}. What mass of Fe₂O₃ (in kg) must be reduced to produce ${mass} kg of iron?`,
        answer: kg,
        unit: "kg",
        hint,
        solution: [
          `n(Fe) = ${frac(num(grams), num(M.Fe))} = ${num(nFe, 2)} mol`,
          `Fe₂O₃ : Fe = 1 : 2, so n(Fe₂O₃) = ${num(nOxide, 2)} mol`,
          `m(Fe₂O₃) = ${num(nOxide, 2)} × ${num(M.Fe2O3)} = ${num(kg * 1000, 0)} g = ${show(kg)} kg`,
        ],
      };
    }
    const nOxide = grams / M.Fe2O3;
    const [product, ratio, molarM]: [string, number, number] = ask === 0 ? ["Fe", 2, M.Fe] : ["CO", 3, M.CO];
    const nProduct = nOxide * ratio;
    const kg = (nProduct * molarM) / 1000;
    return {
      kind: "numeric",
      prompt:
        ask === 0
          ? `In a blast furnace iron(III) oxide is reduced: ${equation}. What mass of iron (in kg) can be produced from ${mass} kg of Fe₂O₃?`
          : `In a blast furnace iron(III) oxide is reduced: ${equation}. What mass of carbon monoxide (in kg) is needed to reduce ${mass} kg of Fe₂O₃ completely?`,
      answer: kg,
      unit: "kg",
      hint,
      solution: [
        `M(Fe₂O₃) = ${num(M.Fe2O3)} g·mol⁻¹; n(Fe₂O₃) = ${frac(num(grams), num(M.Fe2O3))} = ${num(nOxide, 2)} mol`,
        `Fe₂O₃ : ${product} = 1 : ${ratio}, so n(${product}) = ${num(nProduct, 2)} mol`,
        `m(${product}) = ${num(nProduct, 2)} × ${num(molarM)} = ${num(kg * 1000, 0)} g = ${show(kg)} kg`,
      ],
    };
  },
  // Reacting masses straight from the equation: 160 g of Fe₂O₃ with 84 g of CO gives 112 g of Fe.
  check: ({ ask, mass }) => {
    const oxide = 2 * ATOMIC_MASS.Fe + 3 * ATOMIC_MASS.O;
    const carbonMonoxide = 3 * (ATOMIC_MASS.C + ATOMIC_MASS.O);
    const iron = 2 * ATOMIC_MASS.Fe;
    if (ask === 0) return (mass * iron) / oxide;
    if (ask === 1) return (mass * carbonMonoxide) / oxide;
    return (mass * oxide) / iron;
  },
};

const ORE_SOURCES = [0, 1, 2, 3, 4] as const;

const metalFromOre: QuestionTemplate<{ mineral: number; ore: number; percent: number }> = {
  id: "lithosphere-metal-from-ore",
  level: 3,
  draw: (r) => ({ mineral: r.pick(ORE_SOURCES), ore: r.int(10, 90) * 10, percent: r.int(8, 18) * 5 }),
  build: ({ mineral, ore, percent }) => {
    const { mineral: mineralName, formula, atoms, metal, name } = ORE_MINERALS[mineral];
    const mineralMass = (ore * percent) / 100;
    const fraction = metalFraction(atoms, metal);
    const metalMass = mineralMass * fraction;
    const count = atoms[metal];
    return {
      kind: "numeric",
      prompt: `A sample of ore contains ${percent}% ${mineralName.toLowerCase()} (${formula}) by mass; the rest is rock with no ${name} in it. What is the maximum mass of ${name} that can be extracted from ${ore} kg of this ore?`,
      answer: metalMass,
      unit: "kg",
      hint: "First find the mass of the mineral in the ore from the percentage; then find what fraction of the mineral's mass is the metal, using the molar masses.",
      solution: [
        `Mass of ${formula} in the ore = ${frac(percent, 100)} × ${ore} = ${show(mineralMass)} kg`,
        `${molar(formula, atoms)}; the ${name} in one mole has a mass of ${count} × ${num(ATOMIC_MASS[metal], 1)} = ${num(count * ATOMIC_MASS[metal], 1)} g`,
        `m(${metal}) = ${frac(num(count * ATOMIC_MASS[metal], 1), num(molarMass(atoms), 1))} × ${show(mineralMass)} = ${show(metalMass)} kg`,
      ],
    };
  },
  // Through moles: kilomoles of the mineral, times the metal atoms per formula unit, times the metal's molar mass.
  check: ({ mineral, ore, percent }) => {
    const { atoms, metal } = ORE_MINERALS[mineral];
    const kilomoles = (ore * percent) / 100 / molarMass(atoms);
    return kilomoles * atoms[metal] * ATOMIC_MASS[metal];
  },
};

const MINING: readonly Recall[] = [
  {
    prompt:
      "In the extraction of gold, the crushed ore is mixed with a sodium cyanide (NaCN) solution. What does the cyanide solution do?",
    choices: [
      "It dissolves the gold by forming a soluble gold–cyanide complex.",
      "It reduces gold ions to gold metal.",
      "It makes the gold float to the surface as a froth.",
      "It neutralises the acid in the ore.",
    ],
    why: "In the presence of oxygen, gold reacts with cyanide ions to form the soluble complex ion [Au(CN)₂]⁻, so the gold leaves the rock and goes into solution (leaching).",
  },
  {
    prompt: "Zinc powder is added to the gold–cyanide solution, and solid gold forms. What is the role of the zinc?",
    choices: ["It is a reducing agent.", "It is an oxidising agent.", "It is a catalyst.", "It is an acid."],
    why: "Zinc gives electrons to the gold in the complex ion: the gold is reduced to the metal and the zinc is oxidised, so zinc is the reducing agent.",
  },
  {
    prompt: "Air is bubbled through the cyanide solution while the gold is leached. Why?",
    choices: [
      "Oxygen is needed to oxidise the gold so that it can dissolve.",
      "Oxygen reduces the gold to the metal.",
      "The air cools the mixture.",
      "Nitrogen in the air reacts with the gold.",
    ],
    why: "Gold metal only dissolves in cyanide solution when it is oxidised to gold ions; oxygen is the oxidising agent that does it.",
  },
  {
    prompt: "In a blast furnace, which substance reduces iron(III) oxide to iron?",
    choices: ["Carbon monoxide (CO)", "Oxygen (O₂)", "Limestone (CaCO₃)", "Carbon dioxide (CO₂)"],
    why: "Coke burns to carbon dioxide, which reacts with more hot coke to form carbon monoxide; CO then reduces the oxide: Fe₂O₃ + 3CO → 2Fe + 3CO₂.",
  },
  {
    prompt: "Why is limestone (CaCO₃) added to a blast furnace?",
    choices: [
      "It decomposes to calcium oxide, which removes sand (silica) impurities as slag.",
      "It reduces the iron(III) oxide to iron.",
      "It supplies the oxygen that burns the coke.",
      "It makes the molten iron denser.",
    ],
    why: "CaCO₃ → CaO + CO₂ in the heat; the basic calcium oxide reacts with the acidic silica to form calcium silicate (slag), which floats on the molten iron.",
  },
];

const miningConcepts = recallQuestion(
  "lithosphere-mining-and-extraction",
  MINING,
  "Think about which substance gains or loses electrons, or what each added substance reacts with.",
);

// ——— The topics ———

export const CHEMISTRY_GRADE_11: Topic[] = [
  {
    id: "science-11-molecular-structure",
    subject: "physical-sciences",
    grade: 11,
    term: 2,
    title: "Atomic combinations: molecular structure",
    explanation: [
      "A covalent bond is the sharing of at least one pair of electrons between two atoms. A Lewis diagram shows the valence electrons as dots or crosses: bonding pairs between the atoms and lone pairs on them. In H₂O the O atom shares one pair with each H atom and keeps two lone pairs.",
      "VSEPR: the electron pairs around a central atom repel one another and spread out as far as possible. With no lone pairs, 2, 3, 4, 5 or 6 bonded atoms give linear, trigonal planar, tetrahedral, trigonal bipyramidal and octahedral shapes. Lone pairs push the bonds closer together: NH₃ (one lone pair) is trigonal pyramidal and H₂O (two lone pairs) is angular (bent).",
      "Electronegativity is an atom's tendency to attract a bonding pair of electrons. ΔEN = 0 gives a non-polar bond, 0 < ΔEN < 1 a weakly polar bond, 1 < ΔEN < 2,1 a strongly polar bond, and ΔEN > 2,1 an ionic bond. Example: O–H has ΔEN = 3,5 − 2,1 = 1,4, a strongly polar bond. A molecule with polar bonds is still non-polar if it is symmetrical, as in CO₂.",
      "Bond length is the average distance between the nuclei of two bonded atoms; bond energy is the energy needed to break one mole of those bonds. Shorter bonds are stronger: bond energy rises as the atoms get smaller and as the number of shared pairs rises (C–C < C=C < C≡C).",
    ],
    questions: [deltaEn, bondType, vseprShape, bondStrength, moleculePolarity],
  },
  {
    id: "science-11-intermolecular-forces",
    subject: "physical-sciences",
    grade: 11,
    term: 2,
    title: "Intermolecular forces",
    explanation: [
      "Intermolecular forces act between molecules; they are much weaker than the covalent bonds inside molecules. Melting, boiling and evaporation overcome intermolecular forces only.",
      "London forces (between induced dipoles) act between all molecules and are the only force between non-polar molecules such as CH₄, CO₂ and I₂; they get stronger as molecules get larger. Dipole–dipole forces act between polar molecules such as HCl. Hydrogen bonds are especially strong dipole–dipole forces between molecules in which H is bonded to N, O or F, as in H₂O, NH₃ and HF. Ion–dipole forces act between ions and polar molecules, as when NaCl dissolves in water.",
      "The stronger the intermolecular forces, the higher the melting point, boiling point and heat of vaporisation, and the lower the vapour pressure. Example: H₂O (hydrogen bonds) boils at 100°C, but H₂S (dipole–dipole forces) boils at about −60°C.",
      "Hydrogen bonding explains water's unusual properties: a high specific heat capacity and heat of vaporisation, and ice that floats because it is less dense than liquid water.",
    ],
    questions: [imfType, waterProperties, boilingPoint, explainBoiling],
  },
  {
    id: "science-11-ideal-gases",
    subject: "physical-sciences",
    grade: 11,
    term: 3,
    title: "Ideal gases and thermal properties",
    explanation: [
      "An ideal gas has particles of negligible volume that exert no forces on each other except in perfectly elastic collisions. Real gases behave most like ideal gases at high temperatures and low pressures.",
      "Temperatures in gas laws are always in kelvin: T(K) = θ(°C) + 273. For a fixed mass of gas: Boyle's law p₁V₁ = p₂V₂ (constant temperature); Charles's law V₁/T₁ = V₂/T₂ (constant pressure); the pressure–temperature law p₁/T₁ = p₂/T₂ (constant volume). All three combine in the general gas equation p₁V₁/T₁ = p₂V₂/T₂, where p and V need only the same units on both sides.",
      "The ideal gas equation pV = nRT needs SI units: p in Pa, V in m³ (1 dm³ = 10⁻³ m³, 1 cm³ = 10⁻⁶ m³), T in K and R = 8,31 J·K⁻¹·mol⁻¹. Example: 0,5 mol of gas in 0,01 m³ at 300 K has p = 0,5 × 8,31 × 300 ÷ 0,01 = 124 650 Pa, about 125 kPa.",
    ],
    questions: [kelvin, boyle, charles, gayLussac, generalGas, idealGasEquation],
  },
  {
    id: "science-11-quantitative-aspects-of-chemical-change",
    subject: "physical-sciences",
    grade: 11,
    term: 3,
    title: "Quantitative aspects of chemical change",
    explanation: [
      "The mole links masses to particles: n = m/M. At STP (273 K and 101,3 kPa) one mole of any gas occupies 22,4 dm³, so n = V/22,4. The concentration of a solution is c = n/V in mol·dm⁻³, with V in dm³ (1 dm³ = 1 000 cm³).",
      "The coefficients of a balanced equation give the mole ratio in which substances react and form. For gases at the same temperature and pressure they also give the ratio of volumes: in N₂ + 3H₂ → 2NH₃, 10 cm³ of N₂ reacts with 30 cm³ of H₂ to form 20 cm³ of NH₃.",
      "The limiting reagent is the reactant that is used up first; it decides how much product forms. Find it by dividing each reactant's moles by its coefficient: the smaller result is the limiting reagent. Percentage yield = actual mass ÷ theoretical mass × 100, and percentage purity = mass of pure substance ÷ mass of impure sample × 100.",
    ],
    questions: [moleRatio, molarVolume, concentration, gasVolumes, percentageYield, limitingReagent, percentagePurity],
  },
  {
    id: "science-11-energy-and-chemical-change",
    subject: "physical-sciences",
    grade: 11,
    term: 3,
    title: "Energy and chemical change",
    explanation: [
      "Breaking bonds absorbs energy and forming bonds releases energy. The heat of reaction ΔH is the net energy change: ΔH = E(products) − E(reactants). In an exothermic reaction energy is released (ΔH < 0); in an endothermic reaction energy is absorbed (ΔH > 0).",
      `The activation energy ${EA} is the minimum energy reactants need to react: the climb from the reactants to the activated complex, the unstable high-energy arrangement at the top of the energy profile. The reverse reaction climbs from the products to the same activated complex, so ${EA}(reverse) = ${EA}(forward) − ΔH. A catalyst lowers ${EA} but does not change ΔH.`,
      "From average bond energies: ΔH = (energy to break all the bonds broken) − (energy released by all the bonds formed). Example: H₂ + Cl₂ → 2HCl gives ΔH = (436 + 242) − 2(431) = −184 kJ·mol⁻¹, an exothermic reaction.",
    ],
    questions: [exoEndo, activation, reverseReaction, bondEnergies],
  },
  {
    id: "science-11-acids-and-bases",
    subject: "physical-sciences",
    grade: 11,
    term: 3,
    title: "Acids and bases",
    explanation: [
      "Arrhenius: an acid produces H⁺ (H₃O⁺) ions in water and a base produces OH⁻ ions in water. Lowry–Brønsted: an acid is a proton (H⁺) donor and a base is a proton acceptor. An ampholyte, such as H₂O or HCO₃⁻, can act as either.",
      "When an acid donates a proton, what remains is its conjugate base: HCl and Cl⁻ form a conjugate acid–base pair, and so do NH₄⁺ and NH₃. A conjugate pair differs by exactly one H⁺.",
      `In neutralisation an acid and a base react to form a salt and water. In a titration a solution of known concentration is added from a burette to a measured volume of the other solution until the indicator shows the end point. At the end point ${TITRATION_FORMULA}, where ${sub("n", "a")} and ${sub("n", "b")} are the coefficients in the balanced equation. Example: 25 cm³ of NaOH needs 20 cm³ of 0,1 mol·dm⁻³ HCl, so c(NaOH) = 0,1 × 20 ÷ 25 = 0,08 mol·dm⁻³.`,
    ],
    questions: [acidBaseDefinitions, conjugates, neutralisationMass, titration],
  },
  {
    id: "science-11-redox-reactions",
    subject: "physical-sciences",
    grade: 11,
    term: 3,
    title: "Redox reactions",
    explanation: [
      "Oxidation is the loss of electrons and reduction is the gain of electrons; they always happen together in a redox reaction. The oxidising agent is the substance that is reduced, and the reducing agent is the substance that is oxidised.",
      "Oxidation numbers track the electrons. An element has oxidation number 0; a monatomic ion has its charge; O is usually −2 (−1 in peroxides) and H is usually +1 (−1 in metal hydrides); the numbers add up to the charge on the particle. Example: in SO₄²⁻, x + 4(−2) = −2, so S is +6.",
      "An increase in oxidation number means oxidation; a decrease means reduction. Half-reactions show each process with its electrons: Zn → Zn²⁺ + 2e⁻ (oxidation) and Cu²⁺ + 2e⁻ → Cu (reduction) add up to Zn + Cu²⁺ → Zn²⁺ + Cu.",
    ],
    questions: [oxidationSimple, oxidationIon, agents, halfReactions, oxidationChange],
  },
  {
    id: "science-11-the-lithosphere",
    subject: "physical-sciences",
    grade: 11,
    term: 4,
    title: "The lithosphere: mining and mineral processing",
    explanation: [
      "The lithosphere is the crust and upper mantle of the Earth. Minerals are naturally occurring compounds; an ore is rock that holds enough of a mineral for a metal to be extracted from it profitably. South Africa mines gold, platinum, iron, coal and many other resources.",
      "Gold is extracted by crushing the ore and leaching it with sodium cyanide solution while air is blown through: the gold is oxidised and dissolves as a cyanide complex. Zinc then reduces the gold back to the metal. In a blast furnace, carbon monoxide from the burning coke reduces iron ore: Fe₂O₃ + 3CO → 2Fe + 3CO₂, and limestone removes silica impurities as slag.",
      "Percentage composition tells how much metal a mineral holds: in Fe₂O₃ (M = 160 g·mol⁻¹) the iron is 2 × 56 = 112 g per mole, so %Fe = 112 ÷ 160 × 100 = 70%. Multiply by the mass of mineral in the ore to find the mass of metal that can be extracted.",
    ],
    questions: [miningConcepts, percentMetal, blastFurnace, metalFromOre],
  },
];
