import { choiceQuestion, conceptQuestion, distinctWrong } from "../concept";
import { coefficient, fixed, formulaPart, num, sci, sigFigs, subscript, subscriptCount, superscript } from "../format";
import { frac, sub } from "../math-text";
import type { Random } from "../random";
import type { BuiltQuestion, Level, QuestionTemplate, Topic } from "../types";
import { ATOMIC_MASS, MOLAR_GAS_VOLUME, WATER_IONISATION, molarMass } from "./constants";

// CAPS Grade 12 Physical Sciences, Paper 2 (chemistry). Formulas use Unicode subscripts and charges
// (CH₃CH₂OH, H₃O⁺); every number shown goes through ../format.

// ───────────────────────────── shared helpers ─────────────────────────────

/** Three significant figures (or `figures`), as a decimal for 0,001 to 999, else in scientific notation. */
function sigOrSci(value: number, figures = 3): string {
  if (value === 0) return "0";
  const size = Math.abs(value);
  return size < 0.001 || size >= 1000 ? sci(value, figures) : sigFigs(value, figures);
}

/** A number and its unit as CAPS prints them: 12,5 g, 35%. */
const withUnit = (text: string, unit?: string) => (!unit ? text : unit === "%" ? `${text}%` : `${text} ${unit}`);

/** A numeric question; the answer shown after marking keeps three significant figures when it is small. */
function numeric(question: {
  prompt: string;
  answer: number;
  unit?: string;
  decimals?: number;
  tolerance?: number;
  hint: string;
  solution: string[];
}): BuiltQuestion {
  const small = question.decimals === undefined && question.answer !== 0 && Math.abs(question.answer) < 1;
  return {
    kind: "numeric",
    ...question,
    ...(small ? { shown: withUnit(sigOrSci(question.answer), question.unit) } : {}),
  };
}

/** A choice question from named parts: distractors built from mistakes are kept distinct, at most size − 1. */
function choice({
  prompt,
  right,
  wrong,
  order,
  hint,
  solution,
  size = 4,
}: {
  prompt: string;
  right: string;
  wrong: readonly string[];
  order: number;
  hint: string;
  solution: string[];
  size?: number;
}): BuiltQuestion {
  return choiceQuestion(prompt, right, distinctWrong(right, wrong, size - 1), order, hint, solution);
}

/**
 * Atom counts read from a printed formula: element symbols, subscripts and bracketed groups with a
 * multiplier, (NH₄)₂SO₄ or CH₃CH(CH₃)CH₂OH. Bonds (=, ≡) and charges are skipped.
 */
function countAtoms(formula: string): Record<string, number> {
  let at = 0;
  const digits = () => {
    const match = /^[₀-₉]*/u.exec(formula.slice(at))![0];
    at += match.length;
    return subscriptCount(match);
  };
  function group(): Record<string, number> {
    const counts: Record<string, number> = {};
    const add = (element: string, count: number) => (counts[element] = (counts[element] ?? 0) + count);
    while (at < formula.length && formula[at] !== ")") {
      const char = formula[at];
      if (char === "(") {
        at += 1;
        const inner = group();
        at += 1; // ")"
        const multiplier = digits();
        for (const [element, count] of Object.entries(inner)) add(element, count * multiplier);
      } else if (/[A-Z]/.test(char)) {
        const symbol = /^[A-Z][a-z]?/.exec(formula.slice(at))![0];
        at += symbol.length;
        add(symbol, digits());
      } else at += 1;
    }
    return counts;
  }
  return group();
}

/** The molar mass summed atom by atom from the relative atomic masses (the checks' own route). */
const massByCounting = (formula: string) =>
  Object.entries(countAtoms(formula)).reduce((sum, [element, count]) => sum + count * ATOMIC_MASS[element], 0);

// ───────────────────────────── organic molecules ─────────────────────────────

type Group = "ane" | "ene" | "yne" | "halo" | "ol" | "al" | "one" | "oic";
const GROUPS: readonly Group[] = ["ane", "ene", "yne", "halo", "ol", "al", "one", "oic"];
const STEMS = ["meth", "eth", "prop", "but", "pent", "hex", "hept", "oct"] as const;
const HALOGENS = [
  { symbol: "F", prefix: "fluoro" },
  { symbol: "Cl", prefix: "chloro" },
  { symbol: "Br", prefix: "bromo" },
  { symbol: "I", prefix: "iodo" },
] as const;
/** Bonds the functional group takes from its carbon atom. */
const GROUP_VALENCE: Record<Group, number> = { ane: 0, ene: 0, yne: 0, halo: 1, ol: 1, al: 2, one: 2, oic: 3 };
/** The shortest main chain for each group: [unbranched, with methyl branches]. */
const MIN_CHAIN: Record<Group, readonly [number, number]> = {
  ane: [1, 3],
  ene: [2, 4],
  yne: [2, 4],
  halo: [1, 3],
  ol: [1, 3],
  al: [2, 3],
  one: [3, 4],
  oic: [2, 3],
};
const SERIES_NAMES = [
  "alkanes",
  "alkenes",
  "alkynes",
  "haloalkanes",
  "alcohols",
  "aldehydes",
  "ketones",
  "carboxylic acids",
  "esters",
] as const;
const SERIES_ONE = [
  "an alkane",
  "an alkene",
  "an alkyne",
  "a haloalkane",
  "an alcohol",
  "an aldehyde",
  "a ketone",
  "a carboxylic acid",
  "an ester",
];
const ESTER = 8;

/**
 * A main chain of n carbon atoms, written left to right, with one functional group at carbon `at`
 * (0-based; for a multiple bond, its first carbon) and methyl branches on the carbons in `methyls`.
 */
interface Chain {
  n: number;
  group: Group;
  at: number;
  halogen: number;
  methyls: number[];
}
type ChainValues = { group: number; n: number; at: number; halogen: number; m1: number; m2: number };

const chainOf = (values: ChainValues): Chain => ({
  n: values.n,
  group: GROUPS[values.group],
  at: values.at,
  halogen: values.halogen,
  methyls: [values.m1, values.m2].filter((m) => m >= 0),
});

function hydrogens(chain: Chain, i: number): number {
  let used = (i > 0 ? 1 : 0) + (i < chain.n - 1 ? 1 : 0);
  if (chain.group === "ene" && (i === chain.at || i === chain.at + 1)) used += 1;
  if (chain.group === "yne" && (i === chain.at || i === chain.at + 1)) used += 2;
  used += chain.methyls.filter((m) => m === i).length;
  if (i === chain.at) used += GROUP_VALENCE[chain.group];
  return 4 - used;
}

function drawChain(r: Random, groups: readonly Group[], branched: boolean): ChainValues {
  for (;;) {
    const group = r.pick(groups);
    const n = r.int(MIN_CHAIN[group][branched ? 1 : 0], 6);
    const at =
      group === "ene" || group === "yne"
        ? r.int(0, n - 2)
        : group === "one"
          ? r.int(1, n - 2)
          : group === "al" || group === "oic"
            ? n - 1
            : group === "ane"
              ? 0
              : r.int(0, n - 1);
    const m1 = branched ? r.int(1, n - 2) : -1;
    const m2 = branched && r.int(0, 2) === 0 ? r.int(1, n - 2) : -1;
    const values = { group: GROUPS.indexOf(group), n, at, halogen: r.int(0, 3), m1, m2 };
    const chain = chainOf(values);
    if (Array.from({ length: n }, (_, i) => hydrogens(chain, i)).every((h) => h >= 0)) return values;
  }
}

/** The condensed structural formula, as NSC papers print it: CH₃CH(CH₃)CH₂OH, CH₂=CHCH₃. */
function condensed(chain: Chain): string {
  let text = "";
  for (let i = 0; i < chain.n; i++) {
    const h = formulaPart("H", hydrogens(chain, i));
    const branches = chain.methyls.filter((m) => m === i).length;
    const branch = branches === 0 ? "" : branches === 1 ? "(CH₃)" : `(CH₃)${subscript(branches)}`;
    const here = i === chain.at ? chain.group : "ane";
    const x = HALOGENS[chain.halogen].symbol;
    const right = i === chain.n - 1;
    const left = i === 0 && !right;
    if (here === "oic") text += "COOH";
    else if (here === "al" || here === "one") text += `C${h}${branch}O`;
    else if (here === "ol") text += right ? `C${h}OH` : left ? `HOC${h}` : `C${h}${branch}(OH)`;
    else if (here === "halo") text += right ? `C${h}${x}` : left ? `${x}C${h}` : `C${h}${branch}(${x})`;
    else text += `C${h}${branch}`;
    if (!right)
      text += chain.group === "ene" && chain.at === i ? "=" : chain.group === "yne" && chain.at === i ? "≡" : "";
  }
  return text;
}

/** Whether IUPAC numbering runs from the right-hand end of the written chain (build's rules, in order). */
function numberFromRight(chain: Chain): boolean {
  const left = (i: number) => i + 1;
  const right = (i: number) => chain.n - i;
  if (chain.group === "al" || chain.group === "oic") return chain.at !== 0;
  if (chain.group === "ol" || chain.group === "one") {
    if (left(chain.at) !== right(chain.at)) return right(chain.at) < left(chain.at);
  }
  if (chain.group === "ene" || chain.group === "yne") {
    const fromLeft = chain.at + 1;
    const fromRight = chain.n - 1 - chain.at;
    if (fromLeft !== fromRight) return fromRight < fromLeft;
  }
  // Then all substituents together, at the first point of difference…
  const carriers = [...chain.methyls, ...(chain.group === "halo" ? [chain.at] : [])];
  const a = carriers.map(left).sort((p, q) => p - q);
  const b = carriers.map(right).sort((p, q) => p - q);
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return b[k] < a[k];
  // …then alphabetical order: bromo, chloro, fluoro and iodo all come before methyl.
  return chain.group === "halo" && right(chain.at) < left(chain.at);
}

interface NameParts {
  prefixes: string[];
  parent: string;
}

/** The name's parts with the chain numbered from the left or from the right. */
function nameParts(chain: Chain, fromRight: boolean, group: Group = chain.group, n = chain.n): NameParts {
  const locant = (i: number) => (fromRight ? n - i : i + 1);
  const stem = STEMS[n - 1];
  const prefixes: string[] = [];
  if (group === "halo") prefixes.push(`${n <= 2 ? "" : `${locant(chain.at)}-`}${HALOGENS[chain.halogen].prefix}`);
  if (chain.methyls.length > 0) {
    const locants = chain.methyls.map(locant).sort((p, q) => p - q);
    prefixes.push(`${locants.join(",")}-${chain.methyls.length === 2 ? "di" : ""}methyl`);
  }
  const bond = fromRight ? n - 1 - chain.at : chain.at + 1;
  const place = locant(chain.at);
  const parent =
    group === "ene"
      ? n <= 3
        ? `${stem}ene`
        : `${stem}-${bond}-ene`
      : group === "yne"
        ? n <= 3
          ? `${stem}yne`
          : `${stem}-${bond}-yne`
        : group === "ol"
          ? n <= 2
            ? `${stem}anol`
            : `${stem}an-${place}-ol`
          : group === "al"
            ? `${stem}anal`
            : group === "one"
              ? n === 3
                ? `${stem}anone`
                : `${stem}an-${place}-one`
              : group === "oic"
                ? `${stem}anoic acid`
                : `${stem}ane`;
  return { prefixes, parent };
}

const joinName = ({ prefixes, parent }: NameParts) => prefixes.join("-") + parent;

/** The IUPAC name (build's route: the numbering rules applied to the drawn structure). */
const chainName = (chain: Chain) => joinName(nameParts(chain, numberFromRight(chain)));

/** Names a learner might give by mistake. */
function chainNameMistakes(chain: Chain): string[] {
  const fromRight = numberFromRight(chain);
  const parts = nameParts(chain, fromRight);
  const sisters: Record<Group, Group[]> = {
    ane: ["ene"],
    ene: ["yne", "ane"],
    yne: ["ene", "ane"],
    halo: ["ane"],
    ol: chain.at === 0 || chain.at === chain.n - 1 ? ["al", "oic"] : ["one"],
    al: ["ol", "oic"],
    one: ["ol", "al"],
    oic: ["al", "ol"],
  };
  const mistakes = [joinName(nameParts(chain, !fromRight))];
  for (const group of sisters[chain.group]) {
    if (group === "one" && chain.n < 3) continue;
    mistakes.push(joinName({ ...nameParts(chain, fromRight, group), prefixes: parts.prefixes }));
  }
  if (chain.methyls.length > 0) {
    // The branch counted into the main chain, or left out.
    mistakes.push(
      joinName({ prefixes: parts.prefixes, parent: parts.parent.replace(STEMS[chain.n - 1], STEMS[chain.n]) }),
    );
    mistakes.push(
      joinName({
        prefixes: parts.prefixes.slice(0, -1),
        parent: parts.parent.replace(STEMS[chain.n - 1], STEMS[chain.n]),
      }),
    );
    if (parts.prefixes.length === 2)
      mistakes.push(joinName({ prefixes: [parts.prefixes[1], parts.prefixes[0]], parent: parts.parent }));
    if (chain.methyls.length === 2)
      mistakes.push(
        joinName({ prefixes: parts.prefixes.map((p) => p.replace("dimethyl", "methyl")), parent: parts.parent }),
      );
  }
  if (chain.group === "halo") {
    // The symbol misread: Cl is chloro, Br is bromo, and so on.
    const other = HALOGENS[(chain.halogen + 1) % 4].prefix;
    mistakes.push(
      joinName({
        prefixes: parts.prefixes.map((p) => p.replace(HALOGENS[chain.halogen].prefix, other)),
        parent: parts.parent,
      }),
    );
  }
  if (chain.n < 8)
    mistakes.push(
      joinName({ prefixes: parts.prefixes, parent: parts.parent.replace(STEMS[chain.n - 1], STEMS[chain.n]) }),
    );
  if (chain.n > 2)
    mistakes.push(
      joinName({ prefixes: parts.prefixes, parent: parts.parent.replace(STEMS[chain.n - 1], STEMS[chain.n - 2]) }),
    );
  return mistakes;
}

// Esters: the acid part (a carbon atoms, its C=O carbon included) and the alkyl part (c carbon atoms).
const esterFormula = (a: number, c: number) =>
  (a === 1 ? "H" : "CH₃" + "CH₂".repeat(a - 2)) + "COO" + (c === 1 ? "CH₃" : "CH₂".repeat(c - 1) + "CH₃");
const esterName = (a: number, c: number) => `${STEMS[c - 1]}yl ${STEMS[a - 1]}anoate`;
const esterMistakes = (a: number, c: number) => [
  esterName(c, a),
  ...(a > 1 ? [esterName(a - 1, c)] : []),
  esterName(a + 1, c),
  ...(c < 4 ? [esterName(a, c + 1)] : []),
  `${STEMS[a - 1]}yl ${STEMS[c - 1]}anoate`,
];

// The checks' own reading of a printed formula: the carbon chain parsed from the text, then named by
// comparing both numberings key by key, and the ester split at its COO group.

interface ReadCarbon {
  h: number;
  methyls: number;
  oh: boolean;
  oxo: boolean;
  acid: boolean;
  halogen: string | null;
}

function readCondensed(formula: string): { carbons: ReadCarbon[]; bonds: string[] } {
  let at = 0;
  const take = (token: string) => (formula.startsWith(token, at) ? ((at += token.length), true) : false);
  const count = () => {
    const digits = /^[₀-₉]*/u.exec(formula.slice(at))![0];
    at += digits.length;
    return subscriptCount(digits);
  };
  const carbons: ReadCarbon[] = [];
  const bonds: string[] = [];
  let lead: string | null = null;
  for (const token of ["HO", "Cl", "Br", "F", "I"]) if (!lead && take(token)) lead = token;
  while (at < formula.length) {
    if (!take("C")) throw new Error(`no carbon at ${at} in ${formula}`);
    const carbon: ReadCarbon = {
      h: 0,
      methyls: 0,
      oh: lead === "HO",
      oxo: false,
      acid: false,
      halogen: lead && lead !== "HO" ? lead : null,
    };
    lead = null;
    if (take("H")) carbon.h = count();
    for (;;) {
      if (take("(CH₃)")) carbon.methyls += count();
      else if (take("OOH")) carbon.acid = true;
      else if (take("(OH)") || take("OH")) carbon.oh = true;
      else if (take("O")) carbon.oxo = true;
      else {
        const halogen = ["Cl", "Br", "F", "I"].find((x) => take(`(${x})`) || take(x));
        if (!halogen) break;
        carbon.halogen = halogen;
      }
    }
    carbons.push(carbon);
    if (at < formula.length) bonds.push(take("=") ? "=" : take("≡") ? "≡" : "-");
  }
  return { carbons, bonds };
}

const PREFIX_OF: Record<string, string> = { F: "fluoro", Cl: "chloro", Br: "bromo", I: "iodo" };
const ROOTS = ["meth", "eth", "prop", "but", "pent", "hex", "hept", "oct"];

function nameFromFormula(formula: string): string {
  if (/COOC/.test(formula)) {
    const [acidPart, alkylPart] = formula.split("COO");
    const alkyl = ["methyl", "ethyl", "propyl", "butyl", "pentyl"][(alkylPart.match(/C/g) ?? []).length - 1];
    const acid = ["methanoate", "ethanoate", "propanoate", "butanoate", "pentanoate"][
      (acidPart.match(/C/g) ?? []).length
    ];
    return `${alkyl} ${acid}`;
  }
  const { carbons, bonds } = readCondensed(formula);
  const n = carbons.length;
  const root = ROOTS[n - 1];
  let best: { key: number[]; name: string } | undefined;
  for (const reversed of [false, true]) {
    const at = (i: number) => (reversed ? n - i : i + 1);
    const principal = carbons.flatMap((c, i) => (c.acid || c.oxo || c.oh ? [at(i)] : []));
    const multiple = bonds.flatMap((b, i) => (b === "-" ? [] : [Math.min(at(i), at(i + 1))]));
    const prefixes = carbons.flatMap((c, i) => [
      ...(c.halogen ? [{ name: PREFIX_OF[c.halogen], at: at(i) }] : []),
      ...Array.from({ length: c.methyls }, () => ({ name: "methyl", at: at(i) })),
    ]);
    const alphabetical = [...prefixes].sort((p, q) => p.name.localeCompare(q.name) || p.at - q.at);
    const key = [
      ...principal,
      0,
      ...multiple,
      0,
      ...prefixes.map((p) => p.at).sort((p, q) => p - q),
      0,
      alphabetical[0]?.at ?? 0,
    ];
    const byName = new Map<string, number[]>();
    for (const p of alphabetical) byName.set(p.name, [...(byName.get(p.name) ?? []), p.at]);
    const prefix = [...byName]
      .map(([name, places]) => `${n <= 2 ? "" : `${places.join(",")}-`}${places.length === 2 ? "di" : ""}${name}`)
      .join("-");
    let parent: string;
    if (carbons.some((c) => c.acid)) parent = `${root}anoic acid`;
    else if (carbons.some((c, i) => c.oxo && (i === 0 || i === n - 1))) parent = `${root}anal`;
    else if (carbons.some((c) => c.oxo)) parent = n === 3 ? `${root}anone` : `${root}an-${principal[0]}-one`;
    else if (carbons.some((c) => c.oh)) parent = n <= 2 ? `${root}anol` : `${root}an-${principal[0]}-ol`;
    else if (bonds.includes("=")) parent = n <= 3 ? `${root}ene` : `${root}-${multiple[0]}-ene`;
    else if (bonds.includes("≡")) parent = n <= 3 ? `${root}yne` : `${root}-${multiple[0]}-yne`;
    else parent = `${root}ane`;
    const name = prefix + parent;
    const earlier = best && key.findIndex((value, k) => value !== best!.key[k]);
    if (!best || (earlier !== undefined && earlier >= 0 && key[earlier] < best.key[earlier])) best = { key, name };
  }
  return best!.name;
}

/** The homologous series read from a printed formula. */
function seriesFromFormula(formula: string): string {
  if (/COOC/.test(formula)) return "esters";
  const { carbons, bonds } = readCondensed(formula);
  if (carbons.some((c) => c.acid)) return "carboxylic acids";
  if (carbons.some((c, i) => c.oxo && (i === 0 || i === carbons.length - 1))) return "aldehydes";
  if (carbons.some((c) => c.oxo)) return "ketones";
  if (carbons.some((c) => c.oh)) return "alcohols";
  if (bonds.includes("≡")) return "alkynes";
  if (bonds.includes("=")) return "alkenes";
  if (carbons.some((c) => c.halogen)) return "haloalkanes";
  return "alkanes";
}

/** The compound a draw describes: a chain (group 0–7) or an ester (kind 8). */
type CompoundValues = ChainValues & { kind: number; a: number; c: number };

function drawCompound(r: Random, kinds: readonly number[], branched: boolean): CompoundValues {
  const kind = r.pick(kinds);
  const a = r.int(1, 4);
  const c = r.int(1, 4);
  const chain = drawChain(r, [GROUPS[kind === ESTER ? 4 : kind]], branched && kind !== ESTER);
  return { ...chain, kind, a, c };
}
const compoundFormula = (v: CompoundValues) => (v.kind === ESTER ? esterFormula(v.a, v.c) : condensed(chainOf(v)));
const compoundName = (v: CompoundValues) => (v.kind === ESTER ? esterName(v.a, v.c) : chainName(chainOf(v)));

const FUNCTIONAL_GROUPS = [
  "",
  "carbon–carbon double bond",
  "carbon–carbon triple bond",
  "halogen atom",
  "hydroxyl group",
  "formyl group",
  "carbonyl group",
  "carboxyl group",
];
/**
 * Functional groups that a series' molecules also contain, so they are no wrong answer for it: an aldehyde's
 * formyl group holds a carbonyl group (C=O), and a carboxyl group holds both a carbonyl and a hydroxyl group.
 */
const CONTAINED_GROUPS: Readonly<Record<number, readonly number[]>> = { 5: [6], 7: [4, 6] };
/** Series a learner confuses with each series, most likely first. */
const CONFUSED = [
  [1, 2, 3],
  [2, 0, 3],
  [1, 0, 3],
  [4, 0, 1],
  [5, 7, 6],
  [6, 7, 4],
  [5, 8, 4],
  [8, 4, 5],
  [7, 6, 5],
];

const seriesOrGroup: QuestionTemplate<CompoundValues & { ask: number; order: number }> = {
  id: "organic-homologous-series",
  level: 1,
  draw: (r) => {
    const compound = drawCompound(r, [0, 1, 2, 3, 4, 5, 6, 7, 8], false);
    return { ...compound, ask: compound.kind >= 1 && compound.kind <= 7 ? r.int(0, 1) : 0, order: r.int(0, 3) };
  },
  build: (v) => {
    const formula = compoundFormula(v);
    if (v.ask === 1) {
      const right = FUNCTIONAL_GROUPS[v.kind];
      const wrong = [...CONFUSED[v.kind], 1, 2, 3, 4, 5, 6, 7]
        .filter((k) => k >= 1 && k <= 7 && !(CONTAINED_GROUPS[v.kind] ?? []).includes(k))
        .map((k) => FUNCTIONAL_GROUPS[k]);
      return choice({
        prompt: `Which functional group identifies the homologous series to which ${formula} belongs?`,
        right,
        wrong,
        order: v.order,
        hint: "Look at the atoms other than the C–H backbone, and at any double or triple bond between carbon atoms.",
        solution: [
          `${formula} is ${SERIES_ONE[v.kind]}.`,
          `The functional group of the ${SERIES_NAMES[v.kind]} is the ${right}.`,
          `The answer: ${right}`,
        ],
      });
    }
    const right = SERIES_NAMES[v.kind];
    return choice({
      prompt: `To which homologous series does the compound ${formula} belong?`,
      right,
      wrong: CONFUSED[v.kind].map((k) => SERIES_NAMES[k]),
      order: v.order,
      hint: "Find the functional group: C=C, C≡C, a halogen, –OH, –CHO, C=O inside the chain, –COOH or –COO– between two carbon chains.",
      solution: [
        v.kind === ESTER
          ? "The –COO– group joins two carbon chains: the compound is an ester."
          : v.kind === 0
            ? "The molecule has only single C–C and C–H bonds and no functional group."
            : `The functional group is the ${FUNCTIONAL_GROUPS[v.kind]}.`,
        `The compound belongs to the ${right}.`,
      ],
    });
  },
  // The series read back from the printed formula (its COO, COOH, CHO, C=O, OH, ≡, = or halogen).
  check: (v) => {
    const series = seriesFromFormula(compoundFormula(v));
    if (v.ask === 0) return series;
    const groups: Record<string, string> = {
      alkenes: "carbon–carbon double bond",
      alkynes: "carbon–carbon triple bond",
      haloalkanes: "halogen atom",
      alcohols: "hydroxyl group",
      aldehydes: "formyl group",
      ketones: "carbonyl group",
      "carboxylic acids": "carboxyl group",
    };
    return groups[series];
  },
};

/** General formulas: [printed, hydrogen atoms for n carbon atoms]. */
const GENERAL_FORMULAS: Record<number, readonly [string, (n: number) => number]> = {
  0: ["CₙH₂ₙ₊₂", (n) => 2 * n + 2],
  1: ["CₙH₂ₙ", (n) => 2 * n],
  2: ["CₙH₂ₙ₋₂", (n) => 2 * n - 2],
  3: ["CₙH₂ₙ₊₁X", (n) => 2 * n + 1],
  4: ["CₙH₂ₙ₊₁OH", (n) => 2 * n + 2],
  5: ["CₙH₂ₙO", (n) => 2 * n],
  6: ["CₙH₂ₙO", (n) => 2 * n],
  7: ["CₙH₂ₙO₂", (n) => 2 * n],
};
const HYDROGEN_RULE: Record<number, string> = {
  0: "2n + 2",
  1: "2n",
  2: "2n − 2",
  3: "2n + 1",
  4: "2n + 1 + 1",
  5: "2n",
  6: "2n",
  7: "2n",
};

const hydrogenCount: QuestionTemplate<{ kind: number; n: number; at: number; halogen: number }> = {
  id: "organic-general-formula-hydrogens",
  level: 1,
  draw: (r) => {
    const kind = r.int(0, 7);
    const n = r.int(Math.max(3, MIN_CHAIN[GROUPS[kind]][0]), 8);
    const group = GROUPS[kind];
    const at =
      group === "ene" || group === "yne" || group === "ol" || group === "halo"
        ? r.int(0, 1)
        : group === "one"
          ? 1
          : group === "ane"
            ? 0
            : n - 1;
    return { kind, n, at, halogen: r.int(0, 3) };
  },
  build: ({ kind, n, at, halogen }) => {
    const name = chainName({ n, group: GROUPS[kind], at, halogen, methyls: [] });
    const [general, rule] = GENERAL_FORMULAS[kind];
    const h = rule(n);
    return numeric({
      prompt: `${name[0].toUpperCase()}${name.slice(1)} belongs to the ${SERIES_NAMES[kind]}, general formula ${general}. How many hydrogen atoms are in one molecule of ${name}?`,
      answer: h,
      hint: "Count the carbon atoms from the stem of the name (meth = 1, eth = 2, prop = 3, …), then substitute n into the general formula.",
      solution: [
        `The stem “${STEMS[n - 1]}” means n = ${n} carbon atoms in the chain.`,
        `General formula ${general}: the number of H atoms is ${HYDROGEN_RULE[kind]}.`,
        `H atoms = ${HYDROGEN_RULE[kind].replace("2n", `2 × ${n}`)} = ${h}`,
      ],
    });
  },
  // The hydrogen atoms counted one by one in the condensed structural formula.
  check: ({ kind, n, at, halogen }) => countAtoms(condensed({ n, group: GROUPS[kind], at, halogen, methyls: [] })).H,
};

/** The molecular formula from the general formula of the series (build's route). */
function molecularAtoms(v: CompoundValues): Record<string, number> {
  if (v.kind === ESTER) return { C: v.a + v.c, H: 2 * (v.a + v.c), O: 2 };
  const chain = chainOf(v);
  const carbons = chain.n + chain.methyls.length;
  const h = GENERAL_FORMULAS[v.kind][1](carbons);
  const result: Record<string, number> = { C: carbons, H: h };
  if (chain.group === "ol" || chain.group === "al" || chain.group === "one") result.O = 1;
  if (chain.group === "oic") result.O = 2;
  if (chain.group === "halo") result[HALOGENS[chain.halogen].symbol] = 1;
  return result;
}
const ORDER = ["C", "H", "O", "F", "Cl", "Br", "I"];
const molecularFormula = (counts: Record<string, number>) => ORDER.map((e) => formulaPart(e, counts[e] ?? 0)).join("");

const organicMolarMass: QuestionTemplate<CompoundValues> = {
  id: "organic-molar-mass",
  level: 2,
  draw: (r) => drawCompound(r, [0, 1, 2, 3, 4, 5, 6, 7, 8], r.int(0, 1) === 1),
  build: (v) => {
    const counts = molecularAtoms(v);
    const mass = molarMass(counts);
    const terms = ORDER.filter((e) => counts[e]).map((e) =>
      counts[e] === 1 ? num(ATOMIC_MASS[e], 1) : `${counts[e]} × ${num(ATOMIC_MASS[e], 1)}`,
    );
    return numeric({
      prompt: `Calculate the molar mass of ${compoundName(v)}, ${compoundFormula(v)}.`,
      answer: mass,
      unit: "g·mol⁻¹",
      hint: "Write the molecular formula (count every C, H, O and halogen atom, branches included), then add the relative atomic masses.",
      solution: [
        `Molecular formula: ${molecularFormula(counts)}.`,
        `M = ${terms.join(" + ")}`,
        `M = ${num(mass, 1)} g·mol⁻¹`,
      ],
    });
  },
  // Atom by atom from the printed condensed formula.
  check: (v) => massByCounting(compoundFormula(v)),
};

function namingTemplate(
  id: string,
  level: Level,
  kinds: readonly number[],
  branched: boolean,
): QuestionTemplate<CompoundValues & { order: number }> {
  return {
    id,
    level,
    draw: (r) => ({ ...drawCompound(r, kinds, branched), order: r.int(0, 3) }),
    build: (v) => {
      const formula = compoundFormula(v);
      const right = compoundName(v);
      const chain = chainOf(v);
      const solution =
        v.kind === ESTER
          ? [
              `The –COO– group makes it an ester: the part with the C=O carbon comes from ${STEMS[v.a - 1]}anoic acid (${v.a} C), the part bonded to the O comes from the alcohol (${v.c} C).`,
              "Name the alcohol's part first, as an alkyl group, then the acid's part with the ending -oate.",
              `IUPAC name: ${right}`,
            ]
          : [
              `The compound is ${SERIES_ONE[v.kind]}; the longest chain${v.kind === 0 ? "" : " containing the functional group"} has ${chain.n} carbon atom${chain.n === 1 ? "" : "s"} (stem “${STEMS[chain.n - 1]}”).`,
              v.kind === 5 || v.kind === 7
                ? "Number from the carbon of the functional group, which is C1."
                : v.kind === 0 || v.kind === 3
                  ? "Number from the end that gives the substituents the lowest numbers; with a tie, the substituent first in alphabetical order gets the lower number."
                  : `Number from the end that gives the functional group the lowest number${chain.methyls.length > 0 ? ", then the branches" : ""}.`,
              ...(chain.methyls.length > 0 || v.kind === 3
                ? ["Write the substituents in alphabetical order, with their numbers, before the name of the chain."]
                : []),
              `IUPAC name: ${right}`,
            ];
      return choice({
        prompt: `Which is the IUPAC name of the compound ${formula}?`,
        right,
        wrong: v.kind === ESTER ? esterMistakes(v.a, v.c) : chainNameMistakes(chain),
        order: v.order,
        hint: "Find the functional group and the longest chain that contains it; number the chain so the functional group (or, for alkanes and haloalkanes, the substituents) gets the lowest number.",
        solution,
      });
    },
    // The printed formula read back: carbons and branches parsed, both numberings compared key by key.
    check: (v) => nameFromFormula(compoundFormula(v)),
  };
}

const nameUnbranched = namingTemplate("organic-iupac-name", 2, [1, 2, 3, 4, 5, 6, 7, 8], false);
const nameBranched = namingTemplate("organic-iupac-name-branched", 3, [0, 1, 2, 3, 4, 5, 6, 7], true);

const ORGANIC_MOLECULES: Topic = {
  id: "science-12-organic-molecules",
  subject: "physical-sciences",
  grade: 12,
  term: 1,
  title: "Organic molecules: structure and naming",
  explanation: [
    "Organic compounds are carbon compounds. A homologous series is a family with the same functional group and one general formula, each member differing from the next by CH₂: alkanes CₙH₂ₙ₊₂, alkenes CₙH₂ₙ (C=C), alkynes CₙH₂ₙ₋₂ (C≡C), haloalkanes (a halogen atom), alcohols (hydroxyl group, –OH), aldehydes (formyl group, –CHO), ketones (carbonyl group, C=O inside the chain), carboxylic acids (carboxyl group, –COOH) and esters (–COO– between two chains).",
    "To name a compound: find the longest chain that contains the functional group (meth, eth, prop, but, pent, hex, hept, oct for 1 to 8 carbon atoms), number it so the functional group gets the lowest number, then name the branches (methyl, chloro, bromo, …) in alphabetical order with their numbers. Example: CH₃CH(CH₃)CH₂OH has a three-carbon chain with –OH on C1 and a methyl group on C2: 2-methylpropan-1-ol.",
    "An ester is named after the alcohol and the acid it is made from: the alcohol's part becomes an alkyl group, the acid's part ends in -oate. CH₃COOCH₂CH₃ comes from ethanol and ethanoic acid: ethyl ethanoate.",
    "The molar mass follows from the molecular formula: butan-1-ol, C₄H₁₀O, has M = 4 × 12 + 10 × 1 + 16 = 74 g·mol⁻¹.",
  ],
  questions: [
    seriesOrGroup,
    hydrogenCount,
    organicMolarMass,
    nameUnbranched,
    nameBranched,
  ] as unknown as QuestionTemplate[],
};

// ───────────────────────────── organic reactions and properties ─────────────────────────────

const straight = (n: number, group: Group, at = 0, halogen = 2) => condensed({ n, group, at, halogen, methyls: [] });
const straightName = (n: number, group: Group, at = 0, halogen = 2) =>
  chainName({ n, group, at, halogen, methyls: [] });
const acidFormula = (a: number) => (a === 1 ? "HCOOH" : straight(a, "oic", a - 1));
const acidName = (a: number) => (a === 1 ? "methanoic acid" : straightName(a, "oic", a - 1));
const alcoholFormula = (c: number) => straight(c, "ol", c - 1);
const alcoholName = (c: number) => straightName(c, "ol", c - 1);
/** CₙH₂ₙ₊₂ and friends as molecular formulas. */
const hydrocarbon = (c: number, h: number) => formulaPart("C", c) + formulaPart("H", h);

const REACTION_TYPES = ["substitution", "addition", "elimination", "esterification", "combustion"] as const;

interface OrganicReaction {
  equation: string;
  conditions: string;
  type: number;
  detail: string;
}

/** Twelve kinds of reaction the CAPS names, for a chain of n carbon atoms (2 to 5). */
function organicReaction(kind: number, n: number, a: number, c: number): OrganicReaction {
  const alkene = straight(n, "ene", 0);
  const dibromo = n === 2 ? "BrCH₂CH₂Br" : `BrCH₂CH(Br)${"CH₂".repeat(n - 3)}CH₃`;
  switch (kind) {
    case 0:
      return {
        equation: `${alkene} + H₂ → ${straight(n, "ane")}`,
        conditions: "with a Pt catalyst",
        type: 1,
        detail: "hydrogenation: H₂ adds across the double bond",
      };
    case 1:
      return {
        equation: `${alkene} + Br₂ → ${dibromo}`,
        conditions: "at room temperature",
        type: 1,
        detail: "halogenation: Br₂ adds across the double bond",
      };
    case 2:
      return {
        equation: `${alkene} + HBr → ${straight(n, "halo", 1)}`,
        conditions: "with no water present",
        type: 1,
        detail: "hydrohalogenation: HBr adds across the double bond",
      };
    case 3:
      return {
        equation: `${alkene} + H₂O → ${straight(n, "ol", 1)}`,
        conditions: "with excess water and H₃PO₄ as catalyst",
        type: 1,
        detail: "hydration: H₂O adds across the double bond",
      };
    case 4:
      return {
        equation: `${straight(n, "ane")} + Br₂ → ${straight(n, "halo", n - 1)} + HBr`,
        conditions: "in sunlight",
        type: 0,
        detail: "halogenation: a Br atom takes the place of an H atom",
      };
    case 5:
      return {
        equation: `${straight(n, "halo", n - 1)} + NaOH → ${straight(n, "ol", n - 1)} + NaBr`,
        conditions: "with dilute aqueous NaOH and gentle heat",
        type: 0,
        detail: "hydrolysis: an –OH group takes the place of the Br atom",
      };
    case 6:
      return {
        equation: `${straight(n, "ol", n - 1)} + HBr → ${straight(n, "halo", n - 1)} + H₂O`,
        conditions: "with heat",
        type: 0,
        detail: "a Br atom takes the place of the –OH group",
      };
    case 7:
      return {
        equation: `${straight(n, "ol", n - 1)} → ${straight(n, "ene", n - 2)} + H₂O`,
        conditions: "with concentrated H₂SO₄ and heat",
        type: 2,
        detail: "dehydration: H₂O is removed and a double bond forms",
      };
    case 8:
      return {
        equation: `${straight(n, "halo", n - 1)} + KOH → ${straight(n, "ene", n - 2)} + KBr + H₂O`,
        conditions: "with concentrated KOH in ethanol and strong heat",
        type: 2,
        detail: "dehydrohalogenation: HBr is removed and a double bond forms",
      };
    case 9: {
      const big = n + 4;
      return {
        equation: `${hydrocarbon(big, 2 * big + 2)} → ${hydrocarbon(big - 2, 2 * big - 2)} + C₂H₄`,
        conditions: "at a high temperature with a catalyst",
        type: 2,
        detail: "cracking: a long alkane breaks into a shorter alkane and an alkene",
      };
    }
    case 10:
      return {
        equation: `${acidFormula(a)} + ${alcoholFormula(c)} → ${esterFormula(a, c)} + H₂O`,
        conditions: "with concentrated H₂SO₄ and heat",
        type: 3,
        detail: "esterification: an acid and an alcohol form an ester and water",
      };
    default: {
      const k = n % 2 === 1 ? 1 : 2;
      const equation = `${coefficient(k)}${hydrocarbon(n, 2 * n + 2)} + ${coefficient((k * (3 * n + 1)) / 2)}O₂ → ${coefficient(k * n)}CO₂ + ${coefficient(k * (n + 1))}H₂O`;
      return {
        equation,
        conditions: "in excess oxygen",
        type: 4,
        detail: "combustion: the alkane burns in oxygen to form CO₂ and H₂O",
      };
    }
  }
}

const reactionType: QuestionTemplate<{ kind: number; n: number; a: number; c: number; order: number }> = {
  id: "organic-reaction-type",
  level: 1,
  draw: (r) => ({ kind: r.int(0, 11), n: r.int(2, 5), a: r.int(1, 3), c: r.int(1, 3), order: r.int(0, 4) }),
  build: ({ kind, n, a, c, order }) => {
    const reaction = organicReaction(kind, n, a, c);
    const right = REACTION_TYPES[reaction.type];
    return choice({
      prompt: `Which type of reaction is this (${reaction.conditions})? ${reaction.equation}`,
      right,
      wrong: REACTION_TYPES.filter((t) => t !== right),
      order,
      size: 5,
      hint: "Compare reactants and products: two molecules joining into one is addition; one molecule losing a small molecule and forming a double bond is elimination; an atom or group swapped for another is substitution.",
      solution: [`This is ${reaction.detail}.`, `The type of reaction: ${right}`],
    });
  },
  // Read off the equation: CO₂ from O₂, an ester formed, or how the number of molecules changes.
  check: ({ kind, n, a, c }) => {
    const [left, right] = organicReaction(kind, n, a, c).equation.split(" → ");
    const reactants = left.split(" + ");
    const products = right.split(" + ");
    if (reactants.some((s) => /^\d*O₂$/.test(s)) && products.some((s) => /CO₂$/.test(s))) return "combustion";
    if (products.some((s) => /COOC/.test(s))) return "esterification";
    if (products.length === 1 && reactants.some((s) => /[=≡]/.test(s))) return "addition";
    if (products.length > reactants.length) return "elimination";
    return "substitution";
  },
};

/** Boiling points at 101,3 kPa (°C), the checks' data. */
const BOILING_POINT: Record<string, number> = {
  methane: -162,
  ethane: -89,
  propane: -42,
  butane: -1,
  pentane: 36,
  hexane: 69,
  heptane: 98,
  octane: 126,
  methanol: 65,
  ethanol: 78,
  "propan-1-ol": 97,
  "butan-1-ol": 118,
  "pentan-1-ol": 138,
  "methanoic acid": 101,
  "ethanoic acid": 118,
  "propanoic acid": 141,
  "butanoic acid": 164,
  "pentanoic acid": 186,
  propanal: 48,
  propanone: 56,
  butanal: 75,
  "butan-2-one": 80,
  pentanal: 103,
  "pentan-2-one": 102,
  "2-methylbutane": 28,
  "2,2-dimethylpropane": 10,
  "2-methylpentane": 60,
  "2,2-dimethylbutane": 50,
};

const CHAIN_SERIES = [
  { series: "alkanes", longest: 8, name: (n: number) => straightName(n, "ane"), forces: "London forces" },
  {
    series: "alcohols",
    longest: 5,
    name: (n: number) => straightName(n, "ol", n - 1),
    forces: "hydrogen bonds and London forces",
  },
  {
    series: "carboxylic acids",
    longest: 5,
    name: (n: number) => acidName(n),
    forces: "hydrogen bonds and London forces",
  },
];

const boilingPointChain: QuestionTemplate<{
  series: number;
  n1: number;
  n2: number;
  n3: number;
  n4: number;
  highest: number;
  order: number;
}> = {
  id: "organic-boiling-point-chain-length",
  level: 1,
  draw: (r) => {
    const series = r.int(0, 2);
    const pool = Array.from({ length: CHAIN_SERIES[series].longest }, (_, i) => i + 1);
    const picked: number[] = [];
    while (picked.length < 4) {
      const n = r.pick(pool);
      if (!picked.includes(n)) picked.push(n);
    }
    return {
      series,
      n1: picked[0],
      n2: picked[1],
      n3: picked[2],
      n4: picked[3],
      highest: r.int(0, 1),
      order: r.int(0, 3),
    };
  },
  build: ({ series, n1, n2, n3, n4, highest, order }) => {
    const { name, forces } = CHAIN_SERIES[series];
    const ns = [n1, n2, n3, n4];
    const pickN = highest ? Math.max(...ns) : Math.min(...ns);
    const right = name(pickN);
    return choice({
      prompt: `Which of these ${CHAIN_SERIES[series].series} has the ${highest ? "highest" : "lowest"} boiling point?`,
      right,
      wrong: ns.filter((n) => n !== pickN).map(name),
      order,
      hint: "Members of one homologous series have the same type of intermolecular forces; compare the chain lengths.",
      solution: [
        `All four are ${CHAIN_SERIES[series].series}, so the molecules are held together by the same kind of forces (${forces}).`,
        "The longer the chain, the larger the molecule's surface area and the stronger the London forces, so the more energy is needed to separate the molecules.",
        `The ${highest ? "longest" : "shortest"} chain has the ${highest ? "highest" : "lowest"} boiling point: ${right}`,
      ],
    });
  },
  // Measured boiling points compared.
  check: ({ series, n1, n2, n3, n4, highest }) => {
    const names = [n1, n2, n3, n4].map(CHAIN_SERIES[series].name);
    const sorted = [...names].sort((p, q) => BOILING_POINT[p] - BOILING_POINT[q]);
    return highest ? sorted[3] : sorted[0];
  },
};

/** Compounds of similar molar mass: [name, strength of intermolecular forces (0 to 3)]. */
const SIMILAR_MASS: ReadonlyArray<ReadonlyArray<readonly [string, number]>> = [
  [
    ["butane", 0],
    ["propanal", 1],
    ["propanone", 1],
    ["propan-1-ol", 2],
    ["ethanoic acid", 3],
  ],
  [
    ["pentane", 0],
    ["butanal", 1],
    ["butan-2-one", 1],
    ["butan-1-ol", 2],
    ["propanoic acid", 3],
  ],
  [
    ["hexane", 0],
    ["pentanal", 1],
    ["pentan-2-one", 1],
    ["pentan-1-ol", 2],
    ["butanoic acid", 3],
  ],
];
/** Isomers: [name, number of branches]. */
const ISOMERS: ReadonlyArray<ReadonlyArray<readonly [string, number]>> = [
  [
    ["pentane", 0],
    ["2-methylbutane", 1],
    ["2,2-dimethylpropane", 2],
  ],
  [
    ["hexane", 0],
    ["2-methylpentane", 1],
    ["2,2-dimethylbutane", 2],
  ],
];
const FORCES = [
  "only London forces",
  "dipole–dipole forces (polar C=O group) besides London forces",
  "hydrogen bonds between the –OH groups",
  "hydrogen bonds at two sites per molecule (the C=O and the –OH of the carboxyl group), so molecules even pair up as dimers",
];

const boilingPointCompare: QuestionTemplate<{ set: number; drop: number; highest: number; order: number }> = {
  id: "organic-boiling-point-compare",
  level: 2,
  draw: (r) => ({ set: r.int(0, 4), drop: r.int(1, 3), highest: r.int(0, 1), order: r.int(0, 3) }),
  build: ({ set, drop, highest, order }) => {
    const word = highest ? "highest" : "lowest";
    if (set >= 3) {
      const isomers = ISOMERS[set - 3];
      const ranked = [...isomers].sort((p, q) => p[1] - q[1]);
      const right = (highest ? ranked[0] : ranked[2])[0];
      return choice({
        prompt: `These alkanes are isomers with the same molar mass. Which has the ${word} boiling point?`,
        right,
        wrong: isomers.map(([name]) => name),
        order,
        hint: "Same molar mass and same type of forces: compare the shapes of the molecules. More branching means a more compact molecule with a smaller surface area.",
        solution: [
          "All three have only London forces and the same molar mass.",
          "More branches make a molecule more compact (more spherical), with a smaller contact area between molecules, so the London forces are weaker and the boiling point lower.",
          `${highest ? "The unbranched chain" : "The most branched isomer"} has the ${word} boiling point: ${right}`,
        ],
      });
    }
    const compounds = SIMILAR_MASS[set].filter((_, index) => index !== drop);
    const ranked = [...compounds].sort((p, q) => p[1] - q[1]);
    const best = highest ? ranked[ranked.length - 1] : ranked[0];
    return choice({
      prompt: `These compounds have about the same molar mass. Which has the ${word} boiling point?`,
      right: best[0],
      wrong: compounds.map(([name]) => name),
      order,
      hint: "With similar molar masses, the type of intermolecular force decides: London forces < dipole–dipole forces < hydrogen bonds, and carboxylic acids form the most hydrogen bonds.",
      solution: [
        "The molar masses are about equal, so compare the types of intermolecular force.",
        `${best[0][0].toUpperCase()}${best[0].slice(1)} has ${FORCES[best[1]]}.`,
        `It has the ${highest ? "strongest" : "weakest"} intermolecular forces, so the ${word} boiling point: ${best[0]}`,
      ],
    });
  },
  // Measured boiling points compared.
  check: ({ set, drop, highest }) => {
    const names =
      set >= 3
        ? ISOMERS[set - 3].map(([name]) => name)
        : SIMILAR_MASS[set].filter((_, i) => i !== drop).map(([name]) => name);
    const sorted = [...names].sort((p, q) => BOILING_POINT[p] - BOILING_POINT[q]);
    return highest ? sorted[sorted.length - 1] : sorted[0];
  },
};

const combustionOxygen: QuestionTemplate<{ alkene: number; n: number }> = {
  id: "organic-combustion-balance",
  level: 2,
  draw: (r) => {
    const alkene = r.int(0, 2) === 0 ? 1 : 0;
    return { alkene, n: alkene ? r.int(2, 6) : r.int(1, 8) };
  },
  build: ({ alkene, n }) => {
    const h = alkene ? 2 * n : 2 * n + 2;
    const fuel = hydrocarbon(n, h);
    const name = alkene ? straightName(n, "ene", 0) : straightName(n, "ane");
    const water = h / 2;
    const oxygenAtoms = 2 * n + water;
    const k = oxygenAtoms % 2 === 0 ? 1 : 2;
    const o2 = (k * oxygenAtoms) / 2;
    return numeric({
      prompt: `Balance the equation for the complete combustion of ${name}: ${fuel} + O₂ → CO₂ + H₂O. What is the coefficient of O₂ when the smallest whole numbers are used?`,
      answer: o2,
      hint: "Balance C first (CO₂), then H (H₂O), then count the O atoms on the right; if O₂ needs a half, double every coefficient.",
      solution: [
        `C: ${n} C atom${n === 1 ? "" : "s"} give${n === 1 ? "s" : ""} ${coefficient(n)}CO₂; H: ${h} H atoms give ${coefficient(water)}H₂O.`,
        `O atoms on the right: 2 × ${n} + ${water} = ${oxygenAtoms}, so ${num(oxygenAtoms / 2, 1)} O₂ per ${fuel}.`,
        ...(k === 2
          ? [
              `To remove the half, double everything: 2${fuel} + ${coefficient(o2)}O₂ → ${coefficient(2 * n)}CO₂ + ${coefficient(2 * water)}H₂O.`,
            ]
          : [`${fuel} + ${coefficient(o2)}O₂ → ${coefficient(n)}CO₂ + ${coefficient(water)}H₂O`]),
        `Coefficient of O₂ = ${o2}`,
      ],
    });
  },
  // A search over the fuel's coefficient: the first that lets every atom balance with whole numbers.
  check: ({ alkene, n }) => {
    const h = alkene ? 2 * n : 2 * n + 2;
    for (let fuel = 1; ; fuel++) {
      const carbonDioxide = fuel * n;
      const waterMolecules = (fuel * h) / 2;
      const oxygen = 2 * carbonDioxide + waterMolecules;
      if (Number.isInteger(waterMolecules) && oxygen % 2 === 0) return oxygen / 2;
    }
  },
};

const FUELS = [
  ...Array.from({ length: 8 }, (_, i) => ({
    name: straightName(i + 1, "ane"),
    formula: hydrocarbon(i + 1, 2 * i + 4),
    c: i + 1,
    h: 2 * i + 4,
    o: 0,
  })),
  ...Array.from({ length: 4 }, (_, i) => ({
    name: alcoholName(i + 1),
    formula: `${hydrocarbon(i + 1, 2 * i + 3)}OH`,
    c: i + 1,
    h: 2 * i + 4,
    o: 1,
  })),
];

const combustionMass: QuestionTemplate<{ fuel: number; grams: number }> = {
  id: "organic-combustion-mass-co2",
  level: 3,
  draw: (r) => ({ fuel: r.int(0, FUELS.length - 1), grams: r.int(5, 200) }),
  build: ({ fuel, grams }) => {
    const f = FUELS[fuel];
    const mass = molarMass({ C: f.c, H: f.h, O: f.o });
    const moles = grams / mass;
    const co2 = moles * f.c * 44;
    return numeric({
      prompt: `${grams} g of ${f.name} (${f.formula}) burns completely in excess oxygen. Calculate the mass of CO₂ produced.`,
      answer: co2,
      unit: "g",
      hint: "Moles of fuel from n = m/M; each molecule gives as many CO₂ molecules as it has C atoms; then m = nM with M(CO₂) = 44 g·mol⁻¹.",
      solution: [
        `M(${f.formula}) = ${num(mass, 1)} g·mol⁻¹, so n(${f.formula}) = ${frac(grams, num(mass, 1))} = ${sigOrSci(moles, 5)} mol.`,
        f.c === 1
          ? `Each ${f.formula} has one C atom, so n(CO₂) = n(${f.formula}) = ${sigOrSci(moles, 5)} mol.`
          : `Each ${f.formula} has ${f.c} C atoms, so n(CO₂) = ${f.c} × ${sigOrSci(moles, 5)} = ${sigOrSci(moles * f.c, 5)} mol.`,
        `m(CO₂) = nM = ${sigOrSci(moles * f.c, 5)} × 44 = ${sigOrSci(co2)} g`,
      ],
    });
  },
  // Through the mass of carbon: every gram of C in the fuel ends up in 44/12 g of CO₂.
  check: ({ fuel, grams }) => {
    const f = FUELS[fuel];
    const carbon = (grams * f.c * ATOMIC_MASS.C) / massByCounting(f.formula);
    return (carbon * (ATOMIC_MASS.C + 2 * ATOMIC_MASS.O)) / ATOMIC_MASS.C;
  },
};

const esterProduct: QuestionTemplate<{ a: number; c: number; order: number }> = {
  id: "organic-esterification-product",
  level: 3,
  draw: (r) => ({ a: r.int(1, 4), c: r.int(1, 4), order: r.int(0, 3) }),
  build: ({ a, c, order }) => {
    const right = esterName(a, c);
    return choice({
      prompt: `${acidName(a)[0].toUpperCase()}${acidName(a).slice(1)} (${acidFormula(a)}) is heated with ${alcoholName(c)} (${alcoholFormula(c)}) and a little concentrated sulphuric acid. What is the IUPAC name of the organic product?`,
      right,
      wrong: esterMistakes(a, c),
      order,
      hint: "Esterification: the acid's –OH and the alcohol's H leave as water. The ester's name starts with the alcohol's part (an alkyl group) and ends with the acid's part (-oate).",
      solution: [
        `${acidFormula(a)} + ${alcoholFormula(c)} → ${esterFormula(a, c)} + H₂O`,
        `The alcohol (${c} C) gives the alkyl group “${STEMS[c - 1]}yl”; the acid (${a} C) gives “${STEMS[a - 1]}anoate”.`,
        `The ester: ${right}`,
      ],
    });
  },
  // The carbon atoms of each reactant counted, the ester's formula put together and read back.
  check: ({ a, c }) => {
    const acidCarbons = countAtoms(acidFormula(a)).C;
    const alcoholCarbons = countAtoms(alcoholFormula(c)).C;
    return nameFromFormula(esterFormula(acidCarbons, alcoholCarbons));
  },
};

const ORGANIC_REACTIONS: Topic = {
  id: "science-12-organic-reactions-and-properties",
  subject: "physical-sciences",
  grade: 12,
  term: 1,
  title: "Organic reactions and physical properties",
  explanation: [
    "Addition: a small molecule adds across a C=C double bond, two reactants giving one product (hydrogenation with H₂, halogenation with Br₂, hydrohalogenation with HBr, hydration with H₂O). Elimination: a small molecule is removed and a double bond forms (dehydration of an alcohol with concentrated H₂SO₄, dehydrohalogenation with hot concentrated KOH in ethanol, cracking of long alkanes). Substitution: one atom or group takes the place of another (halogenation of alkanes in sunlight, hydrolysis of a haloalkane with dilute NaOH, an alcohol with HBr).",
    "Esterification: a carboxylic acid and an alcohol, heated with concentrated H₂SO₄, give an ester and water. Combustion: a hydrocarbon burns in excess oxygen to give CO₂ and H₂O. Balance C first, then H, then O: C₃H₈ + 5O₂ → 3CO₂ + 4H₂O.",
    "Boiling points depend on the intermolecular forces. With similar molar masses: alkanes (London forces only) < aldehydes and ketones (dipole–dipole) < alcohols (hydrogen bonds) < carboxylic acids (hydrogen bonds at two sites). In one series, a longer chain has a larger surface area and stronger London forces; more branching makes a molecule more compact and lowers the boiling point.",
  ],
  questions: [
    reactionType,
    boilingPointChain,
    boilingPointCompare,
    combustionOxygen,
    combustionMass,
    esterProduct,
  ] as unknown as QuestionTemplate[],
};

// ───────────────────────────── rate of reaction ─────────────────────────────

const GAS_REACTIONS = [
  { text: "Zinc granules react with excess dilute hydrochloric acid", gas: "H₂" },
  { text: "Marble chips (CaCO₃) react with excess dilute hydrochloric acid", gas: "CO₂" },
  { text: "Hydrogen peroxide decomposes with manganese dioxide as catalyst", gas: "O₂" },
  { text: "Magnesium ribbon reacts with excess dilute sulphuric acid", gas: "H₂" },
];
const GROWTH = [0.25, 0.35, 0.45];

function gasVolumes(vmax: number, growth: number): number[] {
  return Array.from({ length: 6 }, (_, k) => Math.round(vmax * (1 - Math.exp(-GROWTH[growth] * k))));
}

const rateFromTable: QuestionTemplate<{
  reaction: number;
  step: number;
  vmax: number;
  growth: number;
  from: number;
  to: number;
}> = {
  id: "rate-average-from-table",
  level: 1,
  draw: (r) => {
    for (;;) {
      const values = {
        reaction: r.int(0, 3),
        step: r.pick([10, 15, 20, 30]),
        vmax: r.int(40, 120),
        growth: r.int(0, 2),
        from: r.int(0, 3),
        to: 0,
      };
      values.to = r.int(values.from + 1, 5);
      const v = gasVolumes(values.vmax, values.growth);
      if (v.every((x, k) => k === 0 || x > v[k - 1])) return values;
    }
  },
  build: ({ reaction, step, vmax, growth, from, to }) => {
    const v = gasVolumes(vmax, growth);
    const { text, gas } = GAS_REACTIONS[reaction];
    const rate = (v[to] - v[from]) / ((to - from) * step);
    return numeric({
      prompt: `${text}. The volume of ${gas} collected is recorded. Time (s): ${v.map((_, k) => k * step).join("; ")}. Volume of ${gas} (cm³): ${v.join("; ")}. Calculate the average rate of production of ${gas} between t = ${from * step} s and t = ${to * step} s.`,
      answer: rate,
      unit: "cm³·s⁻¹",
      hint: "Average rate = change in volume ÷ change in time, over the interval asked for.",
      solution: [
        ...(from === 0
          ? [`Average rate = ${frac("ΔV", "Δt")} = ${frac(v[to], to * step)}`]
          : [
              `Average rate = ${frac("ΔV", "Δt")} = ${frac(`${v[to]} − ${v[from]}`, `${to * step} − ${from * step}`)}`,
              `= ${frac(v[to] - v[from], (to - from) * step)}`,
            ]),
        `Average rate = ${sigOrSci(rate)} cm³·s⁻¹`,
      ],
    });
  },
  // The mean of the rates in each equal time step of the interval.
  check: ({ step, vmax, growth, from, to }) => {
    const v = gasVolumes(vmax, growth);
    let sum = 0;
    for (let k = from; k < to; k++) sum += (v[k + 1] - v[k]) / step;
    return sum / (to - from);
  },
};

const RATE_CHANGES = [
  { change: "The acid is warmed before the marble chips are added.", temperature: 318, concentration: 1, area: 1 },
  { change: "The acid is diluted with an equal volume of water.", temperature: 298, concentration: 0.5, area: 1 },
  {
    change: "The marble chips are replaced by the same mass of marble powder.",
    temperature: 298,
    concentration: 1,
    area: 8,
  },
  { change: "A larger volume of the same acid is used.", temperature: 298, concentration: 1, area: 1 },
  { change: "The flask is cooled in ice water.", temperature: 278, concentration: 1, area: 1 },
  { change: "Acid of a higher concentration is used.", temperature: 298, concentration: 2, area: 1 },
  {
    change: "Fewer, larger lumps of marble of the same total mass are used.",
    temperature: 298,
    concentration: 1,
    area: 0.5,
  },
] as const;
const RATE_EFFECTS = ["The initial rate increases.", "The initial rate decreases.", "The initial rate stays the same."];
const RATE_REASONS = [
  "more particles have enough kinetic energy (at least the activation energy), so there are more effective collisions per unit time",
  "there are fewer particles per unit volume, so there are fewer effective collisions per unit time",
  "more particles are exposed to the acid, so there are more effective collisions per unit time",
  "the concentration and the temperature are unchanged (the acid is in excess), so the number of effective collisions per unit time is the same",
  "fewer particles have enough kinetic energy, so there are fewer effective collisions per unit time",
  "there are more particles per unit volume, so there are more effective collisions per unit time",
  "fewer particles are exposed to the acid, so there are fewer effective collisions per unit time",
];
const RATE_EFFECT_OF = [0, 1, 0, 2, 1, 0, 1];

const rateEffect: QuestionTemplate<{ change: number; order: number }> = {
  id: "rate-factor-effect",
  level: 1,
  draw: (r) => ({ change: r.int(0, RATE_CHANGES.length - 1), order: r.int(0, 2) }),
  build: ({ change, order }) => {
    const right = RATE_EFFECTS[RATE_EFFECT_OF[change]];
    return choice({
      prompt: `Marble chips react with excess dilute hydrochloric acid at 298 K. ${RATE_CHANGES[change].change} How does this affect the initial rate of the reaction?`,
      right,
      wrong: RATE_EFFECTS,
      order,
      hint: "Think of the collision theory: which change alters the number of effective collisions per unit time (temperature, concentration, surface area, catalyst)?",
      solution: [
        `The rate changes because ${RATE_REASONS[change]}.`.replace(
          "changes because the concentration",
          "is unchanged: the concentration",
        ),
        `So: ${right}`,
      ],
    });
  },
  // A rate law with the Arrhenius factor: rate ∝ e^(−Ea/RT) × [HCl] × surface area, before and after.
  check: ({ change }) => {
    const activation = 50_000;
    const rate = (t: number, c: number, a: number) => Math.exp(-activation / (8.31 * t)) * c * a;
    const { temperature, concentration, area } = RATE_CHANGES[change];
    const ratio = rate(temperature, concentration, area) / rate(298, 1, 1);
    return ratio > 1.001 ? RATE_EFFECTS[0] : ratio < 0.999 ? RATE_EFFECTS[1] : RATE_EFFECTS[2];
  },
};

const rateMassLoss: QuestionTemplate<{ start: number; lost: number; seconds: number }> = {
  id: "rate-mass-loss-moles",
  level: 2,
  draw: (r) => ({ start: r.int(15000, 22000), lost: r.int(2, 20), seconds: r.pick([30, 40, 60, 90, 120, 150, 180]) }),
  build: ({ start, lost, seconds }) => {
    const before = start / 100;
    const loss = lost * 0.22;
    const moles = loss / 44;
    const rate = moles / seconds;
    return numeric({
      prompt: `Marble chips react with dilute hydrochloric acid in an open flask on a balance: CaCO₃(s) + 2HCl(aq) → CaCl₂(aq) + H₂O(ℓ) + CO₂(g). The mass of the flask and its contents drops from ${fixed(before, 2)} g to ${fixed(before - loss, 2)} g in ${seconds} s. Calculate the average rate of production of CO₂ in mol·s⁻¹.`,
      answer: rate,
      unit: "mol·s⁻¹",
      hint: "The mass lost is the CO₂ that escaped. Change it to moles (M(CO₂) = 44 g·mol⁻¹), then divide by the time.",
      solution: [
        `Mass of CO₂ lost = ${fixed(before, 2)} − ${fixed(before - loss, 2)} = ${fixed(loss, 2)} g.`,
        `n(CO₂) = ${frac("m", "M")} = ${frac(fixed(loss, 2), 44)} = ${sigOrSci(moles, 5)} mol.`,
        `Average rate = ${frac("Δn", "Δt")} = ${frac(sigOrSci(moles, 5), seconds)} = ${sigOrSci(rate)} mol·s⁻¹`,
      ],
    });
  },
  // Through the marble used up: each mole of CaCO₃ (100 g) releases one mole of CO₂ (44 g).
  check: ({ lost, seconds }) => {
    const marble = (lost * 0.22 * massByCounting("CaCO₃")) / massByCounting("CO₂");
    return marble / massByCounting("CaCO₃") / seconds;
  },
};

const COLLISION_FACTORS = [
  { change: "The temperature of the reaction mixture is increased.", keyword: "temperature" },
  { change: "The concentration of the acid is increased.", keyword: "concentration" },
  { change: "A solid reactant is used as a powder instead of lumps.", keyword: "powder" },
  { change: "A suitable catalyst is added.", keyword: "catalyst" },
];
const COLLISION_EXPLANATIONS = [
  "The particles move faster and more of them have kinetic energy equal to or greater than the activation energy, so there are more effective collisions per unit time.",
  "There are more particles per unit volume, so there are more effective collisions per unit time.",
  "A larger surface area is exposed, so more particles can collide and there are more effective collisions per unit time.",
  "It provides an alternative pathway of lower activation energy, so more particles have enough kinetic energy for effective collisions.",
];
const COLLISION_MYTHS = [
  "The activation energy of the reaction becomes lower, so every collision is effective.",
  "The particles become larger, so they collide more often.",
  "The reaction releases more energy, which speeds up the particles.",
];

const collisionTheory: QuestionTemplate<{ factor: number; myth: number; order: number }> = {
  id: "rate-collision-theory",
  level: 2,
  draw: (r) => ({ factor: r.int(0, 3), myth: r.int(0, 2), order: r.int(0, 3) }),
  build: ({ factor, myth, order }) => {
    const right = COLLISION_EXPLANATIONS[factor];
    const others = COLLISION_EXPLANATIONS.filter((_, i) => i !== factor);
    return choice({
      prompt: `${COLLISION_FACTORS[factor].change} Which statement explains, by the collision theory, why the reaction rate increases?`,
      right,
      wrong: [COLLISION_MYTHS[myth], ...others],
      order,
      hint: "A reaction happens only when particles collide with enough energy (at least the activation energy) and the correct orientation. Which of those does this change affect?",
      solution: [
        factor === 3
          ? "A catalyst is not used up; it lowers the activation energy by offering another route for the reaction."
          : "Only effective collisions (enough energy, correct orientation) form products; the rate depends on how many happen per unit time.",
        `So: ${right}`,
      ],
    });
  },
  // The explanation filed under the change's key word in the checks' own list.
  check: ({ factor }) => {
    const byKeyword: Record<string, string> = {
      temperature:
        "The particles move faster and more of them have kinetic energy equal to or greater than the activation energy, so there are more effective collisions per unit time.",
      concentration: "There are more particles per unit volume, so there are more effective collisions per unit time.",
      powder:
        "A larger surface area is exposed, so more particles can collide and there are more effective collisions per unit time.",
      catalyst:
        "It provides an alternative pathway of lower activation energy, so more particles have enough kinetic energy for effective collisions.",
    };
    return byKeyword[COLLISION_FACTORS[factor].keyword];
  },
};

const METALS_WITH_ACID = [
  { metal: "Zn", name: "zinc", equation: "Zn(s) + 2HCl(aq) → ZnCl₂(aq) + H₂(g)" },
  { metal: "Mg", name: "magnesium", equation: "Mg(s) + 2HCl(aq) → MgCl₂(aq) + H₂(g)" },
  { metal: "Fe", name: "iron", equation: "Fe(s) + 2HCl(aq) → FeCl₂(aq) + H₂(g)" },
];

const rateStoichiometry: QuestionTemplate<{ metal: number; rate: number; seconds: number }> = {
  id: "rate-stoichiometry-mass",
  level: 3,
  draw: (r) => ({ metal: r.int(0, 2), rate: r.int(5, 60), seconds: r.pick([30, 40, 60, 90, 120]) }),
  build: ({ metal, rate, seconds }) => {
    const m = METALS_WITH_ACID[metal];
    const perSecond = rate / 10;
    const volume = (perSecond * seconds) / 1000;
    const moles = volume / MOLAR_GAS_VOLUME;
    const mass = moles * ATOMIC_MASS[m.metal];
    return numeric({
      prompt: `${m.equation}. In the first ${seconds} s, H₂ is produced at an average rate of ${num(perSecond, 1)} cm³·s⁻¹, measured at STP (V_m = ${num(MOLAR_GAS_VOLUME, 1)} dm³·mol⁻¹). Calculate the mass of ${m.name} that reacted in this time.`,
      answer: mass,
      unit: "g",
      hint: "Volume of H₂ = rate × time (change cm³ to dm³); moles from n = V/V_m; the equation gives the mole ratio of metal to H₂; then m = nM.",
      solution: [
        `V(H₂) = ${num(perSecond, 1)} × ${seconds} = ${num(perSecond * seconds, 1)} cm³ = ${sigOrSci(volume, 5)} dm³.`,
        `n(H₂) = ${frac("V", "V_m")} = ${frac(sigOrSci(volume, 5), num(MOLAR_GAS_VOLUME, 1))} = ${sigOrSci(moles, 5)} mol, and n(${m.metal}) = n(H₂) (ratio 1 : 1).`,
        `m(${m.metal}) = nM = ${sigOrSci(moles, 5)} × ${ATOMIC_MASS[m.metal]} = ${sigOrSci(mass)} g`,
      ],
    });
  },
  // The rate turned into grams of metal per second first, then multiplied by the time.
  check: ({ metal, rate, seconds }) => {
    const gramsPerSecond = ((rate / 10) * 1e-3 * ATOMIC_MASS[METALS_WITH_ACID[metal].metal]) / 22.4;
    return gramsPerSecond * seconds;
  },
};

const RATE_OF_REACTION: Topic = {
  id: "science-12-rate-of-reaction",
  subject: "physical-sciences",
  grade: 12,
  term: 2,
  title: "Rate of reaction",
  explanation: [
    "The reaction rate is the change in the amount (or concentration) of a reactant or product per unit time. Average rate = ΔV/Δt (cm³·s⁻¹), Δm/Δt (g·s⁻¹), Δn/Δt (mol·s⁻¹) or Δc/Δt (mol·dm⁻³·s⁻¹). Example: 36 cm³ of gas collected in the first 30 s gives an average rate of 36 ÷ 30 = 1,2 cm³·s⁻¹.",
    "The collision theory: particles react only when they collide with enough kinetic energy (at least the activation energy) and the correct orientation. A higher temperature gives more particles enough energy; a higher concentration (or gas pressure) puts more particles in each unit of volume; a larger surface area exposes more particles; a catalyst offers a pathway of lower activation energy. Each gives more effective collisions per unit time.",
    "Stoichiometry links rates: in Zn + 2HCl → ZnCl₂ + H₂, HCl is used up twice as fast (in mol·s⁻¹) as H₂ forms.",
  ],
  questions: [
    rateFromTable,
    rateEffect,
    rateMassLoss,
    collisionTheory,
    rateStoichiometry,
  ] as unknown as QuestionTemplate[],
};

// ───────────────────────────── chemical equilibrium ─────────────────────────────

interface Species {
  coef: number;
  formula: string;
  phase: string;
}
interface Equilibrium {
  reactants: Species[];
  products: Species[];
  exothermic: boolean;
}
const sp = (coef: number, formula: string, phase = "g"): Species => ({ coef, formula, phase });
const EQUILIBRIA: Equilibrium[] = [
  { reactants: [sp(1, "N₂"), sp(3, "H₂")], products: [sp(2, "NH₃")], exothermic: true },
  { reactants: [sp(2, "SO₂"), sp(1, "O₂")], products: [sp(2, "SO₃")], exothermic: true },
  { reactants: [sp(1, "H₂"), sp(1, "I₂")], products: [sp(2, "HI")], exothermic: true },
  { reactants: [sp(1, "N₂O₄")], products: [sp(2, "NO₂")], exothermic: false },
  { reactants: [sp(1, "PCl₅")], products: [sp(1, "PCl₃"), sp(1, "Cl₂")], exothermic: false },
  { reactants: [sp(1, "CO"), sp(2, "H₂")], products: [sp(1, "CH₃OH")], exothermic: true },
  { reactants: [sp(1, "CO"), sp(1, "H₂O")], products: [sp(1, "CO₂"), sp(1, "H₂")], exothermic: true },
  { reactants: [sp(2, "NO"), sp(1, "O₂")], products: [sp(2, "NO₂")], exothermic: true },
  { reactants: [sp(1, "C", "s"), sp(1, "H₂O")], products: [sp(1, "CO"), sp(1, "H₂")], exothermic: false },
  { reactants: [sp(1, "CaCO₃", "s")], products: [sp(1, "CaO", "s"), sp(1, "CO₂")], exothermic: false },
  {
    reactants: [sp(2, "CrO₄²⁻", "aq"), sp(2, "H⁺", "aq")],
    products: [sp(1, "Cr₂O₇²⁻", "aq"), sp(1, "H₂O", "ℓ")],
    exothermic: true,
  },
];
/** Only gases: for K_c values, Le Chatelier and ICE tables. */
const GASEOUS = [0, 1, 2, 3, 4, 5, 6, 7];

const side = (list: Species[]) => list.map((s) => `${coefficient(s.coef)}${s.formula}(${s.phase})`).join(" + ");
const equationOf = (e: Equilibrium) => `${side(e.reactants)} ⇌ ${side(e.products)}`;
const inKc = (s: Species) => s.phase === "g" || s.phase === "aq";
const bracket = (s: Species, withPower = true) => `[${s.formula}]${withPower && s.coef > 1 ? superscript(s.coef) : ""}`;
const KC = sub("K", "c");
const kcText = (top: string, bottom: string) => (bottom ? `${KC} = ${frac(top || "1", bottom)}` : `${KC} = ${top}`);

const kcExpression: QuestionTemplate<{ reaction: number; order: number }> = {
  id: "equilibrium-kc-expression",
  level: 1,
  draw: (r) => ({ reaction: r.int(0, EQUILIBRIA.length - 1), order: r.int(0, 3) }),
  build: ({ reaction, order }) => {
    const e = EQUILIBRIA[reaction];
    const top = e.products
      .filter(inKc)
      .map((s) => bracket(s))
      .join("");
    const bottom = e.reactants
      .filter(inKc)
      .map((s) => bracket(s))
      .join("");
    const right = kcText(top, bottom);
    const excluded = [...e.reactants, ...e.products].filter((s) => !inKc(s));
    return choice({
      prompt: `Which is the equilibrium constant expression for ${equationOf(e)}?`,
      right,
      wrong: [
        kcText(bottom, top),
        kcText(
          e.products
            .filter(inKc)
            .map((s) => bracket(s, false))
            .join(""),
          e.reactants
            .filter(inKc)
            .map((s) => bracket(s, false))
            .join(""),
        ),
        kcText(e.products.map((s) => bracket(s)).join(""), e.reactants.map((s) => bracket(s)).join("")),
        kcText(
          e.products
            .filter(inKc)
            .map((s) => bracket(s))
            .join(" + "),
          e.reactants
            .filter(inKc)
            .map((s) => bracket(s))
            .join(" + "),
        ),
      ],
      order,
      hint: "Products over reactants, each concentration raised to the power of its coefficient in the balanced equation; solids and pure liquids are left out.",
      solution: [
        "K_c is the product of the products' concentrations over that of the reactants, each raised to the power of its coefficient.",
        ...(excluded.length
          ? [
              `${excluded.map((s) => `${s.formula}(${s.phase})`).join(" and ")} ${excluded.length === 1 ? "is" : "are"} left out: the concentration of a solid or pure liquid is constant.`,
            ]
          : []),
        `So ${right}`,
      ],
    });
  },
  // The printed equation read back term by term: coefficient, formula and phase.
  check: ({ reaction }) => {
    const [left, right] = equationOf(EQUILIBRIA[reaction]).split(" ⇌ ");
    const read = (text: string) =>
      text
        .split(" + ")
        .map((term) => /^(\d*)(.+)\((g|s|ℓ|aq)\)$/u.exec(term)!)
        .filter((match) => match[3] === "g" || match[3] === "aq")
        .map((match) => `[${match[2]}]${match[1] && match[1] !== "1" ? superscript(Number(match[1])) : ""}`)
        .join("");
    const top = read(right);
    const bottom = read(left);
    return bottom ? `${sub("K", "c")} = ${frac(top, bottom)}` : `${sub("K", "c")} = ${top}`;
  },
};

const substituted = (list: Species[], conc: number[]) =>
  list
    .filter(inKc)
    .map((s, i) => `(${num(conc[i], 2)})${s.coef > 1 ? superscript(s.coef) : ""}`)
    .join("");

const kcValue: QuestionTemplate<{
  reaction: number;
  c1: number;
  c2: number;
  c3: number;
  c4: number;
  temperature: number;
}> = {
  id: "equilibrium-kc-value",
  level: 2,
  draw: (r) => {
    for (;;) {
      const values = {
        reaction: r.pick([...GASEOUS, 8]),
        c1: r.int(2, 60),
        c2: r.int(2, 60),
        c3: r.int(2, 60),
        c4: r.int(2, 60),
        temperature: r.pick([298, 400, 500, 673, 723, 800]),
      };
      const e = EQUILIBRIA[values.reaction];
      const conc = [values.c1, values.c2, values.c3, values.c4].map((c) => c / 20);
      const reactants = e.reactants.filter(inKc);
      const products = e.products.filter(inKc);
      let k = 1;
      products.forEach((s, i) => (k *= conc[i] ** s.coef));
      reactants.forEach((s, i) => (k /= conc[products.length + i] ** s.coef));
      if (k >= 0.01 && k <= 999) return values;
    }
  },
  build: ({ reaction, c1, c2, c3, c4, temperature }) => {
    const e = EQUILIBRIA[reaction];
    const conc = [c1, c2, c3, c4].map((c) => c / 20);
    const products = e.products.filter(inKc);
    const reactants = e.reactants.filter(inKc);
    const pConc = conc.slice(0, products.length);
    const rConc = conc.slice(products.length, products.length + reactants.length);
    let k = 1;
    products.forEach((s, i) => (k *= pConc[i] ** s.coef));
    reactants.forEach((s, i) => (k /= rConc[i] ** s.coef));
    const listed = [
      ...reactants.map((s, i) => `${bracket(s, false)} = ${num(rConc[i], 2)}`),
      ...products.map((s, i) => `${bracket(s, false)} = ${num(pConc[i], 2)}`),
    ];
    return numeric({
      prompt: `The reaction ${equationOf(e)} reaches equilibrium in a closed container at ${temperature} K${e.reactants.some((s) => !inKc(s)) ? " (some carbon is left over)" : ""}. The equilibrium concentrations (mol·dm⁻³) are ${listed.join("; ")}. Calculate ${KC} at ${temperature} K.`,
      answer: k,
      hint: "Write the K_c expression (products over reactants, powers from the coefficients, no solids), then substitute the equilibrium concentrations.",
      solution: [
        kcText(products.map((s) => bracket(s)).join(""), reactants.map((s) => bracket(s)).join("")),
        `${KC} = ${frac(substituted(e.products, pConc), substituted(e.reactants, rConc))}`,
        `${KC} = ${sigOrSci(k)}`,
      ],
    });
  },
  // Through logarithms: ln K_c = Σ coefficient × ln[product] − Σ coefficient × ln[reactant].
  check: ({ reaction, c1, c2, c3, c4 }) => {
    const e = EQUILIBRIA[reaction];
    const conc = [c1, c2, c3, c4].map((c) => c / 20);
    const products = e.products.filter(inKc);
    const reactants = e.reactants.filter(inKc);
    let ln = 0;
    products.forEach((s, i) => (ln += s.coef * Math.log(conc[i])));
    reactants.forEach((s, i) => (ln -= s.coef * Math.log(conc[products.length + i])));
    return Math.exp(ln);
  },
};

const DISTURBANCES = [
  "The temperature is increased.",
  "The temperature is decreased.",
  "The pressure is increased by decreasing the volume of the container.",
  "The pressure is decreased by increasing the volume of the container.",
  "More REACTANT is added at constant volume.",
  "Some PRODUCT is removed at constant volume.",
  "A catalyst is added.",
];
const gasMoles = (list: Species[]) => list.filter((s) => s.phase === "g").reduce((sum, s) => sum + s.coef, 0);

const leChatelier: QuestionTemplate<{ reaction: number; change: number; order: number }> = {
  id: "equilibrium-le-chatelier",
  level: 2,
  draw: (r) => ({ reaction: r.pick(GASEOUS), change: r.int(0, 6), order: r.int(0, 2) }),
  build: ({ reaction, change, order }) => {
    const e = EQUILIBRIA[reaction];
    const product = e.products[0].formula;
    const outcomes = [
      `The yield of ${product} increases.`,
      `The yield of ${product} decreases.`,
      `The yield of ${product} stays the same.`,
    ];
    const dn = gasMoles(e.products) - gasMoles(e.reactants);
    let favoured: number; // 0 forward, 1 reverse, 2 neither
    let reason: string;
    if (change <= 1) {
      const up = change === 0;
      const forwardIsEndothermic = !e.exothermic;
      favoured = up === forwardIsEndothermic ? 0 : 1;
      reason = `A${up ? "n increase" : " decrease"} in temperature favours the ${up ? "endothermic" : "exothermic"} reaction, here the ${favoured === 0 ? "forward" : "reverse"} reaction.`;
    } else if (change <= 3) {
      const up = change === 2;
      if (dn === 0) {
        favoured = 2;
        reason =
          "There are equal numbers of gas moles on both sides, so a change in pressure favours neither reaction.";
      } else {
        const fewerOnRight = dn < 0;
        favoured = up === fewerOnRight ? 0 : 1;
        reason = `A${up ? "n increase" : " decrease"} in pressure favours the reaction that produces ${up ? "fewer" : "more"} gas moles: ${gasMoles(e.reactants)} mol on the left, ${gasMoles(e.products)} mol on the right, so the ${favoured === 0 ? "forward" : "reverse"} reaction.`;
      }
    } else if (change <= 5) {
      favoured = 0;
      reason =
        change === 4
          ? "The system uses up some of the added reactant: the forward reaction is favoured."
          : "The system replaces some of the removed product: the forward reaction is favoured.";
    } else {
      favoured = 2;
      reason =
        "A catalyst speeds up the forward and reverse reactions equally; the equilibrium position does not change.";
    }
    const right = outcomes[favoured];
    const what = DISTURBANCES[change]
      .replace("REACTANT", e.reactants[0].formula)
      .replace("PRODUCT", e.products[e.products.length - 1].formula);
    return choice({
      prompt: `The reaction ${equationOf(e)}, ΔH ${e.exothermic ? "<" : ">"} 0, is at equilibrium in a closed container. ${what} How does this affect the yield of ${product}?`,
      right,
      wrong: outcomes,
      order,
      hint: "Le Chatelier's principle: the system reacts to partly undo the change. Heat favours the endothermic direction; pressure favours the side with fewer gas moles.",
      solution: [
        "Le Chatelier: when an equilibrium is disturbed, the system shifts to counteract the disturbance.",
        reason,
        `So: ${right}`,
      ],
    });
  },
  // Q against K: the reaction quotient just after the change compared with the (van 't Hoff) constant.
  check: ({ reaction, change }) => {
    const e = EQUILIBRIA[reaction];
    const enthalpy = e.exothermic ? -50_000 : 50_000;
    const conc = new Map<string, number>([...e.reactants, ...e.products].map((s) => [s.formula, 1]));
    let temperature = 500;
    if (change === 0) temperature = 550;
    if (change === 1) temperature = 450;
    if (change === 2) for (const key of conc.keys()) conc.set(key, 2);
    if (change === 3) for (const key of conc.keys()) conc.set(key, 0.5);
    if (change === 4) conc.set(e.reactants[0].formula, 2);
    if (change === 5) conc.set(e.products[e.products.length - 1].formula, 0.5);
    const q =
      e.products.reduce((p, s) => p * conc.get(s.formula)! ** s.coef, 1) /
      e.reactants.reduce((p, s) => p * conc.get(s.formula)! ** s.coef, 1);
    const k = Math.exp((-enthalpy / 8.31) * (1 / temperature - 1 / 500));
    const product = e.products[0].formula;
    if (q < k * 0.999) return `The yield of ${product} increases.`;
    if (q > k * 1.001) return `The yield of ${product} decreases.`;
    return `The yield of ${product} stays the same.`;
  },
};

const ICE_REACTIONS = [0, 1, 2, 4, 5, 7];

const iceTable: QuestionTemplate<{
  reaction: number;
  volume: number;
  a0: number;
  b0: number;
  made: number;
  given: number;
  temperature: number;
}> = {
  id: "equilibrium-ice-table",
  level: 3,
  draw: (r) => {
    for (;;) {
      const reaction = r.pick(ICE_REACTIONS);
      const e = EQUILIBRIA[reaction];
      const values = {
        reaction,
        volume: r.pick([1, 2, 4, 5]),
        a0: r.int(2, 16),
        b0: e.reactants.length > 1 ? r.int(2, 16) : 0,
        made: 0,
        given: r.int(0, 1),
        temperature: r.pick([400, 500, 673, 723]),
      };
      const initial = [values.a0 / 2, values.b0 / 2];
      const most = Math.min(...e.reactants.map((s, i) => initial[i] / s.coef));
      values.made = Math.round(e.products[0].coef * most * (r.int(2, 8) / 10) * 20);
      const extent = values.made / 20 / e.products[0].coef;
      const left = e.reactants.map((s, i) => initial[i] - s.coef * extent);
      if (values.made <= 0 || left.some((x) => x <= 0.001)) continue;
      const conc = (x: number) => x / values.volume;
      const k =
        e.products.reduce((p, s) => p * conc(s.coef * extent) ** s.coef, 1) /
        e.reactants.reduce((p, s, i) => p * conc(left[i]) ** s.coef, 1);
      if (k >= 0.01 && k <= 999) return values;
    }
  },
  build: ({ reaction, volume, a0, b0, made, given, temperature }) => {
    const e = EQUILIBRIA[reaction];
    const initial = [a0 / 2, b0 / 2];
    const extent = made / 20 / e.products[0].coef;
    const eqMoles = [
      ...e.reactants.map((s, i) => initial[i] - s.coef * extent),
      ...e.products.map((s) => s.coef * extent),
    ];
    const all = [...e.reactants, ...e.products];
    const start = e.reactants.map((s, i) => `${num(initial[i], 1)} mol of ${s.formula}`).join(" and ");
    const known =
      given === 0
        ? `${num(eqMoles[e.reactants.length], 3)} mol of ${e.products[0].formula} is present`
        : `${num(eqMoles[0], 3)} mol of ${e.reactants[0].formula} is left`;
    const conc = eqMoles.map((n) => n / volume);
    const k =
      e.products.reduce((p, s, i) => p * conc[e.reactants.length + i] ** s.coef, 1) /
      e.reactants.reduce((p, s, i) => p * conc[i] ** s.coef, 1);
    const rows = all.map((s, i) => {
      const isReactant = i < e.reactants.length;
      const change = s.coef * extent;
      return `${s.formula}: initial ${num(isReactant ? initial[i] : 0, 3)} mol, change ${isReactant ? "−" : "+"}${num(change, 3)} mol, equilibrium ${num(eqMoles[i], 3)} mol, c = ${frac(num(eqMoles[i], 3), volume)} = ${num(conc[i], 4)} mol·dm⁻³.`;
    });
    const keySpecies = given === 0 ? e.products[0] : e.reactants[0];
    const keyChange = keySpecies.coef * extent;
    return numeric({
      prompt: `${start} are sealed in a ${volume} dm³ container at ${temperature} K: ${equationOf(e)}. At equilibrium ${known}. Calculate ${KC} at ${temperature} K.`,
      answer: k,
      hint: "Use an ICE table in moles: initial, change (in the mole ratio of the equation, found from the species you know), equilibrium. Then divide by the volume for the concentrations and substitute into K_c.",
      solution: [
        `The change in ${keySpecies.formula} is ${num(keyChange, 3)} mol; the mole ratio ${e.reactants.map((s) => s.coef).join(" : ")} : ${e.products.map((s) => s.coef).join(" : ")} gives the other changes.`,
        ...rows,
        `${kcText(e.products.map((s) => bracket(s)).join(""), e.reactants.map((s) => bracket(s)).join(""))} = ${frac(
          e.products
            .map((s, i) => `(${num(conc[e.reactants.length + i], 4)})${s.coef > 1 ? superscript(s.coef) : ""}`)
            .join(""),
          e.reactants.map((s, i) => `(${num(conc[i], 4)})${s.coef > 1 ? superscript(s.coef) : ""}`).join(""),
        )}`,
        `${KC} = ${sigOrSci(k)}`,
      ],
    });
  },
  // Concentrations first (each amount divided by the volume), then K_c through logarithms.
  check: ({ reaction, volume, a0, b0, made }) => {
    const e = EQUILIBRIA[reaction];
    const initialConc = [a0 / 2 / volume, b0 / 2 / volume];
    const changeConc = made / 20 / volume / e.products[0].coef;
    let ln = 0;
    e.products.forEach((s) => (ln += s.coef * Math.log(s.coef * changeConc)));
    e.reactants.forEach((s, i) => (ln -= s.coef * Math.log(initialConc[i] - s.coef * changeConc)));
    return Math.exp(ln);
  },
};

const CHEMICAL_EQUILIBRIUM: Topic = {
  id: "science-12-chemical-equilibrium",
  subject: "physical-sciences",
  grade: 12,
  term: 2,
  title: "Chemical equilibrium",
  explanation: [
    "In a closed system a reversible reaction reaches dynamic equilibrium: the forward and reverse reactions go on at equal rates, so the concentrations stay constant.",
    "The equilibrium constant is products over reactants, each concentration raised to its coefficient; solids and pure liquids are left out. For N₂(g) + 3H₂(g) ⇌ 2NH₃(g): K_c = [NH₃]² ÷ ([N₂][H₂]³). A large K_c (much more than 1) means the products are favoured; only temperature changes K_c.",
    "ICE tables: write the initial moles, use the mole ratio to find the change, subtract (reactants) or add (products) to get the equilibrium moles, then divide by the volume before substituting. Example: 2 mol H₂ and 2 mol I₂ in 1 dm³ leave 0,4 mol each when 3,2 mol HI has formed, so K_c = 3,2² ÷ (0,4 × 0,4) = 64.",
    "Le Chatelier's principle: a disturbed equilibrium shifts to counteract the change. Higher temperature favours the endothermic reaction, higher pressure the side with fewer gas moles, added reactant the forward reaction; a catalyst changes only how fast equilibrium is reached.",
  ],
  questions: [kcExpression, kcValue, leChatelier, iceTable] as unknown as QuestionTemplate[],
};

// ───────────────────────────── acids and bases ─────────────────────────────

const ACID_NAMES: Record<string, string> = {
  HCl: "hydrochloric acid",
  HBr: "hydrobromic acid",
  HI: "hydroiodic acid",
  "HNO₃": "nitric acid",
  "H₂SO₄": "sulphuric acid",
  "CH₃COOH": "ethanoic acid",
  HCOOH: "methanoic acid",
  HF: "hydrofluoric acid",
  "H₂CO₃": "carbonic acid",
  "(COOH)₂": "oxalic acid",
  "H₃PO₄": "phosphoric acid",
};
const STRONG_ACIDS = ["HCl", "HBr", "HI", "HNO₃", "H₂SO₄"];
const WEAK_ACIDS = ["CH₃COOH", "HCOOH", "HF", "H₂CO₃", "(COOH)₂", "H₃PO₄"];
/** Acid dissociation constants at 298 K (first ionisation). */
const KA: Record<string, number> = {
  HCl: 1e6,
  HBr: 1e9,
  HI: 3e9,
  "HNO₃": 25,
  "H₂SO₄": 1e3,
  "CH₃COOH": 1.8e-5,
  HCOOH: 1.8e-4,
  HF: 6.6e-4,
  "H₂CO₃": 4.3e-7,
  "(COOH)₂": 5.6e-2,
  "H₃PO₄": 7.1e-3,
};
const acidLabel = (formula: string) => `${formula} (${ACID_NAMES[formula]})`;

const strongOrWeak: QuestionTemplate<{
  strong: number;
  pick: number;
  w1: number;
  w2: number;
  w3: number;
  order: number;
}> = {
  id: "acids-strong-or-weak",
  level: 1,
  draw: (r) => {
    const strong = r.int(0, 1);
    const rightPool = strong ? STRONG_ACIDS : WEAK_ACIDS;
    const otherPool = strong ? WEAK_ACIDS : STRONG_ACIDS;
    const others: number[] = [];
    while (others.length < 3) {
      const i = r.int(0, otherPool.length - 1);
      if (!others.includes(i)) others.push(i);
    }
    return {
      strong,
      pick: r.int(0, rightPool.length - 1),
      w1: others[0],
      w2: others[1],
      w3: others[2],
      order: r.int(0, 3),
    };
  },
  build: ({ strong, pick, w1, w2, w3, order }) => {
    const rightPool = strong ? STRONG_ACIDS : WEAK_ACIDS;
    const otherPool = strong ? WEAK_ACIDS : STRONG_ACIDS;
    const right = acidLabel(rightPool[pick]);
    return choice({
      prompt: `Which one of these is a ${strong ? "strong" : "weak"} acid?`,
      right,
      wrong: [w1, w2, w3].map((i) => acidLabel(otherPool[i])),
      order,
      hint: "A strong acid ionises completely in water; a weak acid ionises only partly.",
      solution: [
        "A strong acid ionises completely in water; a weak acid ionises incompletely (its K_a is small).",
        "The common strong acids are HCl, HBr, HI, HNO₃ and H₂SO₄; the others here ionise only partly.",
        `The only ${strong ? "strong" : "weak"} acid listed: ${right}`,
      ],
    });
  },
  // By K_a: above 1 the acid is practically completely ionised.
  check: ({ strong, pick, w1, w2, w3 }) => {
    const rightPool = strong ? STRONG_ACIDS : WEAK_ACIDS;
    const otherPool = strong ? WEAK_ACIDS : STRONG_ACIDS;
    const listed = [rightPool[pick], ...[w1, w2, w3].map((i) => otherPool[i])];
    const found = listed.find((formula) => KA[formula] > 1 === (strong === 1))!;
    return `${found} (${ACID_NAMES[found]})`;
  },
};

const CONCENTRATIONS = [0.1, 0.05, 0.02, 0.01, 0.25, 0.5, 0.2, 0.004, 0.001, 0.002, 0.3, 0.15, 0.08, 0.005];
/** pH from a concentration by bisection on 10^(−pH) = [H₃O⁺], the checks' route. */
function pHBySearch(hydronium: number): number {
  let low = -2;
  let high = 16;
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (10 ** -mid > hydronium) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const pHStrongAcid: QuestionTemplate<{ acid: number; c: number }> = {
  id: "acids-ph-strong-acid",
  level: 1,
  draw: (r) => ({ acid: r.int(0, 2), c: r.int(0, CONCENTRATIONS.length - 1) }),
  build: ({ acid, c }) => {
    const formula = ["HCl", "HNO₃", "HBr"][acid];
    const conc = CONCENTRATIONS[c];
    const pH = -Math.log10(conc);
    return numeric({
      prompt: `Calculate the pH of a ${num(conc, 3)} mol·dm⁻³ solution of ${ACID_NAMES[formula]} (${formula}), a strong acid, at 298 K. Give the answer correct to two decimal places.`,
      answer: pH,
      decimals: 2,
      hint: "A strong monoprotic acid ionises completely, so [H₃O⁺] equals the acid's concentration. Then pH = −log[H₃O⁺].",
      solution: [
        `${formula} ionises completely: [H₃O⁺] = ${num(conc, 3)} mol·dm⁻³.`,
        `pH = −log[H₃O⁺] = −log(${num(conc, 3)})`,
        `pH = ${fixed(pH, 2)}`,
      ],
    });
  },
  // A bisection on 10^(−pH) = [H₃O⁺].
  check: ({ c }) => pHBySearch(CONCENTRATIONS[c]),
};

const BASES = [
  { formula: "NaOH", name: "sodium hydroxide", hydroxide: 1 },
  { formula: "KOH", name: "potassium hydroxide", hydroxide: 1 },
  { formula: "Ba(OH)₂", name: "barium hydroxide", hydroxide: 2 },
];

/** Ba(OH)₂ dissolves only to about 0,2 mol·dm⁻³ at 298 K, so its solutions are drawn at 0,1 mol·dm⁻³ or less. */
const BARIUM_HYDROXIDE_CONCENTRATIONS = CONCENTRATIONS.flatMap((c, i) => (c <= 0.1 ? [i] : []));

const pHStrongBase: QuestionTemplate<{ base: number; c: number }> = {
  id: "acids-ph-strong-base",
  level: 2,
  draw: (r) => {
    const base = r.int(0, 2);
    const c =
      BASES[base].hydroxide === 2 ? r.pick(BARIUM_HYDROXIDE_CONCENTRATIONS) : r.int(0, CONCENTRATIONS.length - 1);
    return { base, c };
  },
  build: ({ base, c }) => {
    const b = BASES[base];
    const conc = CONCENTRATIONS[c];
    const hydroxide = b.hydroxide * conc;
    const hydronium = WATER_IONISATION / hydroxide;
    const pH = -Math.log10(hydronium);
    return numeric({
      prompt: `Calculate the pH of a ${num(conc, 3)} mol·dm⁻³ solution of ${b.name} (${b.formula}) at 298 K. Assume it dissociates completely. Give the answer correct to two decimal places.`,
      answer: pH,
      decimals: 2,
      hint: "Find [OH⁻] from the formula (count the OH groups), then [H₃O⁺] from K_w = [H₃O⁺][OH⁻] = 1 × 10⁻¹⁴, then pH = −log[H₃O⁺].",
      solution: [
        b.hydroxide === 1
          ? `[OH⁻] = c(${b.formula}) = ${num(hydroxide, 3)} mol·dm⁻³.`
          : `[OH⁻] = 2 × c(${b.formula}) = 2 × ${num(conc, 3)} = ${num(hydroxide, 3)} mol·dm⁻³.`,
        `[H₃O⁺] = ${frac("K_w", "[OH⁻]")} = ${frac("1 × 10⁻¹⁴", num(hydroxide, 3))} = ${sci(hydronium)} mol·dm⁻³.`,
        `pH = −log(${sci(hydronium)}) = ${fixed(pH, 2)}`,
      ],
    });
  },
  // Through pOH: pH = 14 − pOH.
  check: ({ base, c }) => 14 - pHBySearch(BASES[base].hydroxide * CONCENTRATIONS[c]),
};

const concentrationFromPH: QuestionTemplate<{ basic: number; tenths: number }> = {
  id: "acids-concentration-from-ph",
  level: 2,
  draw: (r) => {
    const basic = r.int(0, 1);
    return { basic, tenths: basic ? r.int(100, 135) : r.int(5, 40) };
  },
  build: ({ basic, tenths }) => {
    const pH = tenths / 10;
    const hydronium = 10 ** -pH;
    const answer = basic ? WATER_IONISATION / hydronium : hydronium;
    const ion = basic ? "[OH⁻]" : "[H₃O⁺]";
    return numeric({
      prompt: `A solution has a pH of ${fixed(pH, 1)} at 298 K. Calculate ${ion}.`,
      answer,
      unit: "mol·dm⁻³",
      hint: basic
        ? "First [H₃O⁺] = 10^(−pH), then [OH⁻] from K_w = [H₃O⁺][OH⁻] = 1 × 10⁻¹⁴."
        : "Undo the logarithm: [H₃O⁺] = 10^(−pH).",
      solution: basic
        ? [
            `[H₃O⁺] = 10^(−${fixed(pH, 1)}) = ${sci(hydronium, 5)} mol·dm⁻³.`,
            `[OH⁻] = ${frac("K_w", "[H₃O⁺]")} = ${frac("1 × 10⁻¹⁴", sci(hydronium, 5))}`,
            `[OH⁻] = ${sigOrSci(answer)} mol·dm⁻³`,
          ]
        : [
            "pH = −log[H₃O⁺], so [H₃O⁺] = 10^(−pH).",
            `[H₃O⁺] = 10^(−${fixed(pH, 1)})`,
            `[H₃O⁺] = ${sigOrSci(answer)} mol·dm⁻³`,
          ],
    });
  },
  // The other ion first: pOH = 14 − pH, and K_w links the two.
  check: ({ basic, tenths }) => {
    const pOH = 14 - tenths / 10;
    const hydroxide = 10 ** -pOH;
    return basic ? hydroxide : WATER_IONISATION / hydroxide;
  },
};

const SALTS = [
  { formula: "NH₄Cl", name: "ammonium chloride", acid: "HCl", base: "NH₃" },
  { formula: "(NH₄)₂SO₄", name: "ammonium sulphate", acid: "H₂SO₄", base: "NH₃" },
  { formula: "NH₄NO₃", name: "ammonium nitrate", acid: "HNO₃", base: "NH₃" },
  { formula: "CH₃COONa", name: "sodium ethanoate", acid: "CH₃COOH", base: "NaOH" },
  { formula: "Na₂CO₃", name: "sodium carbonate", acid: "H₂CO₃", base: "NaOH" },
  { formula: "(COONa)₂", name: "sodium oxalate", acid: "(COOH)₂", base: "NaOH" },
  { formula: "NaCl", name: "sodium chloride", acid: "HCl", base: "NaOH" },
  { formula: "KNO₃", name: "potassium nitrate", acid: "HNO₃", base: "KOH" },
  { formula: "KCl", name: "potassium chloride", acid: "HCl", base: "KOH" },
];
const STRONG_BASES = ["NaOH", "KOH"];
const NATURE = ["acidic", "basic", "neutral"];
const INDICATORS = ["methyl orange", "phenolphthalein", "bromothymol blue"];
/** Titrations whose end point is the salt of that index in SALTS. */
const TITRATION_SALTS = [0, 2, 3, 5, 6, 7];

/** The checks' data: what each ion does in water, with the K_a or K_b that decides it. */
const ION_IN_WATER: Record<string, { ka?: number; kb?: number }> = {
  "NH₄⁺": { ka: WATER_IONISATION / 1.8e-5 },
  "CH₃COO⁻": { kb: WATER_IONISATION / 1.8e-5 },
  "CO₃²⁻": { kb: WATER_IONISATION / 4.7e-11 },
  "(COO)₂²⁻": { kb: WATER_IONISATION / 5.4e-5 },
};
const IONS_OF: Record<string, string[]> = {
  "NH₄Cl": ["NH₄⁺", "Cl⁻"],
  "(NH₄)₂SO₄": ["NH₄⁺", "SO₄²⁻"],
  "NH₄NO₃": ["NH₄⁺", "NO₃⁻"],
  "CH₃COONa": ["Na⁺", "CH₃COO⁻"],
  "Na₂CO₃": ["Na⁺", "CO₃²⁻"],
  "(COONa)₂": ["Na⁺", "(COO)₂²⁻"],
  NaCl: ["Na⁺", "Cl⁻"],
  "KNO₃": ["K⁺", "NO₃⁻"],
  KCl: ["K⁺", "Cl⁻"],
};
/** pH of a 0,1 mol·dm⁻³ solution of the salt, from the hydrolysis of its ions. */
function saltPH(formula: string): number {
  let pH = 7;
  for (const ion of IONS_OF[formula]) {
    const data = ION_IN_WATER[ion];
    if (data?.ka) pH = -Math.log10(Math.sqrt(data.ka * 0.1));
    if (data?.kb) pH = 14 + Math.log10(Math.sqrt(data.kb * 0.1));
  }
  return pH;
}

const saltHydrolysis: QuestionTemplate<{ salt: number; indicator: number; order: number }> = {
  id: "acids-salt-hydrolysis",
  level: 2,
  draw: (r) => {
    const indicator = r.int(0, 1);
    return { indicator, salt: indicator ? r.pick(TITRATION_SALTS) : r.int(0, SALTS.length - 1), order: r.int(0, 2) };
  },
  build: ({ salt, indicator, order }) => {
    const s = SALTS[salt];
    const strongAcid = STRONG_ACIDS.includes(s.acid);
    const strongBase = STRONG_BASES.includes(s.base);
    const nature = strongAcid && !strongBase ? 0 : !strongAcid && strongBase ? 1 : 2;
    const parents = `${s.formula} is the salt of ${strongAcid ? "a strong" : "a weak"} acid (${s.acid}) and ${strongBase ? "a strong" : "a weak"} base (${s.base}).`;
    const hydrolysis = [
      `The ${s.formula.startsWith("(NH₄)") || s.formula.startsWith("NH₄") ? "NH₄⁺" : "cation"} ion hydrolyses: NH₄⁺ + H₂O ⇌ NH₃ + H₃O⁺, so [H₃O⁺] > [OH⁻].`,
      `The anion of the weak acid hydrolyses: it takes H⁺ from water and forms OH⁻, so [OH⁻] > [H₃O⁺].`,
      "Neither ion reacts with water, so [H₃O⁺] = [OH⁻].",
    ][nature];
    if (indicator) {
      const right = INDICATORS[nature === 0 ? 0 : nature === 1 ? 1 : 2];
      return choice({
        prompt: `${ACID_NAMES[s.acid][0].toUpperCase()}${ACID_NAMES[s.acid].slice(1)} (${s.acid}) is titrated with ${s.base === "NH₃" ? "ammonia (NH₃)" : s.base === "NaOH" ? "sodium hydroxide (NaOH)" : "potassium hydroxide (KOH)"}. Which indicator is most suitable?`,
        right,
        wrong: INDICATORS,
        order,
        hint: "Work out whether the salt formed at the end point is acidic, basic or neutral; choose the indicator that changes colour in that pH range (methyl orange 3,1–4,4; bromothymol blue 6,0–7,6; phenolphthalein 8,3–10,0).",
        solution: [
          `At the end point the solution contains ${s.formula}. ${parents}`,
          `${hydrolysis} The end point is ${NATURE[nature]}.`,
          `Suitable indicator: ${right}`,
        ],
      });
    }
    const right = NATURE[nature];
    return choice({
      prompt: `Is an aqueous solution of ${s.name} (${s.formula}) acidic, basic or neutral?`,
      right,
      wrong: NATURE,
      order,
      hint: "Which acid and which base would form this salt? A strong acid with a weak base gives an acidic solution, a weak acid with a strong base a basic one.",
      solution: [parents, hydrolysis, `The solution is ${right}`],
    });
  },
  // The pH of a 0,1 mol·dm⁻³ solution worked out from each ion's K_a or K_b, then read off.
  check: ({ salt, indicator }) => {
    const pH = saltPH(SALTS[salt].formula);
    if (indicator) return pH < 6.5 ? "methyl orange" : pH > 7.5 ? "phenolphthalein" : "bromothymol blue";
    return pH < 6.5 ? "acidic" : pH > 7.5 ? "basic" : "neutral";
  },
};

const TITRATIONS = [
  { acid: "HCl", base: "NaOH", a: 1, b: 1, equation: "HCl(aq) + NaOH(aq) → NaCl(aq) + H₂O(ℓ)" },
  { acid: "H₂SO₄", base: "NaOH", a: 1, b: 2, equation: "H₂SO₄(aq) + 2NaOH(aq) → Na₂SO₄(aq) + 2H₂O(ℓ)" },
  { acid: "(COOH)₂", base: "NaOH", a: 1, b: 2, equation: "(COOH)₂(aq) + 2NaOH(aq) → (COONa)₂(aq) + 2H₂O(ℓ)" },
  { acid: "HNO₃", base: "KOH", a: 1, b: 1, equation: "HNO₃(aq) + KOH(aq) → KNO₃(aq) + H₂O(ℓ)" },
  { acid: "HCl", base: "Na₂CO₃", a: 2, b: 1, equation: "2HCl(aq) + Na₂CO₃(aq) → 2NaCl(aq) + H₂O(ℓ) + CO₂(g)" },
  { acid: "CH₃COOH", base: "NaOH", a: 1, b: 1, equation: "CH₃COOH(aq) + NaOH(aq) → CH₃COONa(aq) + H₂O(ℓ)" },
  { acid: "H₂SO₄", base: "KOH", a: 1, b: 2, equation: "H₂SO₄(aq) + 2KOH(aq) → K₂SO₄(aq) + 2H₂O(ℓ)" },
];
const KNOWN_CONCENTRATIONS = [0.1, 0.15, 0.2, 0.25, 0.5, 0.05, 0.12, 0.08];

const titration: QuestionTemplate<{
  pair: number;
  unknownAcid: number;
  pipette: number;
  titre: number;
  known: number;
}> = {
  id: "acids-titration-concentration",
  level: 3,
  draw: (r) => ({
    pair: r.int(0, TITRATIONS.length - 1),
    unknownAcid: r.int(0, 1),
    pipette: r.pick([20, 25]),
    titre: r.int(120, 380),
    known: r.int(0, KNOWN_CONCENTRATIONS.length - 1),
  }),
  build: ({ pair, unknownAcid, pipette, titre, known }) => {
    const t = TITRATIONS[pair];
    const burette = titre / 10;
    const c = KNOWN_CONCENTRATIONS[known];
    // c_a·V_a / (c_b·V_b) = n_a / n_b
    const [unknown, knownSpecies] = unknownAcid ? [t.acid, t.base] : [t.base, t.acid];
    const answer = unknownAcid ? (c * burette * t.a) / (pipette * t.b) : (c * burette * t.b) / (pipette * t.a);
    const [va, vb] = unknownAcid ? [pipette, burette] : [burette, pipette];
    return numeric({
      prompt: `${t.equation}. ${num(pipette, 1)} cm³ of ${unknown} solution is pipetted into a flask and exactly neutralised by ${fixed(burette, 1)} cm³ of ${num(c, 2)} mol·dm⁻³ ${knownSpecies} solution from a burette. Calculate the concentration of the ${unknown} solution.`,
      answer,
      unit: "mol·dm⁻³",
      hint: "Use c_aV_a ÷ (c_bV_b) = n_a ÷ n_b, with n_a and n_b the coefficients of the acid and the base in the balanced equation.",
      solution: [
        `${frac("c_a V_a", "c_b V_b")} = ${frac("n_a", "n_b")} with n_a = ${t.a} (${t.acid}) and n_b = ${t.b} (${t.base}).`,
        unknownAcid
          ? `${frac(`c_a × ${num(va, 1)}`, `${num(c, 2)} × ${num(vb, 1)}`)} = ${frac(t.a, t.b)}`
          : `${frac(`${num(c, 2)} × ${num(va, 1)}`, `c_b × ${num(vb, 1)}`)} = ${frac(t.a, t.b)}`,
        `${unknownAcid ? "c_a" : "c_b"} = ${sigOrSci(answer)} mol·dm⁻³`,
      ],
    });
  },
  // Moles: n = cV (V in dm³) for the known solution, the mole ratio, then c = n ÷ V.
  check: ({ pair, unknownAcid, pipette, titre, known }) => {
    const t = TITRATIONS[pair];
    const knownMoles = KNOWN_CONCENTRATIONS[known] * (titre / 10 / 1000);
    const unknownMoles = unknownAcid ? (knownMoles * t.a) / t.b : (knownMoles * t.b) / t.a;
    return unknownMoles / (pipette / 1000);
  },
};

const mixingPH: QuestionTemplate<{ acidVolume: number; acidConc: number; baseVolume: number; baseConc: number }> = {
  id: "acids-ph-after-mixing",
  level: 3,
  draw: (r) => {
    for (;;) {
      const values = {
        acidVolume: r.pick([20, 25, 30, 40, 50]),
        acidConc: r.int(0, 6),
        baseVolume: r.pick([15, 20, 25, 30, 35, 40]),
        baseConc: r.int(0, 6),
      };
      const acid = values.acidVolume * KNOWN_CONCENTRATIONS[values.acidConc];
      const base = values.baseVolume * KNOWN_CONCENTRATIONS[values.baseConc];
      if (Math.abs(acid - base) > 0.1 * Math.max(acid, base)) return values;
    }
  },
  build: ({ acidVolume, acidConc, baseVolume, baseConc }) => {
    const ca = KNOWN_CONCENTRATIONS[acidConc];
    const cb = KNOWN_CONCENTRATIONS[baseConc];
    const nAcid = (ca * acidVolume) / 1000;
    const nBase = (cb * baseVolume) / 1000;
    const total = (acidVolume + baseVolume) / 1000;
    const excessAcid = nAcid > nBase;
    const excess = Math.abs(nAcid - nBase);
    const conc = excess / total;
    const pH = excessAcid ? -Math.log10(conc) : -Math.log10(WATER_IONISATION / conc);
    return numeric({
      prompt: `${acidVolume} cm³ of ${num(ca, 2)} mol·dm⁻³ HCl is mixed with ${baseVolume} cm³ of ${num(cb, 2)} mol·dm⁻³ NaOH at 298 K. Calculate the pH of the mixture, correct to two decimal places.`,
      answer: pH,
      decimals: 2,
      hint: "Find the moles of H₃O⁺ and OH⁻ (n = cV), subtract to find what is in excess, divide by the total volume, then find the pH (use K_w if OH⁻ is in excess).",
      solution: [
        `n(HCl) = ${num(ca, 2)} × ${num(acidVolume / 1000, 3)} = ${sigOrSci(nAcid, 4)} mol; n(NaOH) = ${num(cb, 2)} × ${num(baseVolume / 1000, 3)} = ${sigOrSci(nBase, 4)} mol.`,
        `HCl + NaOH → NaCl + H₂O (1 : 1): ${excessAcid ? "HCl" : "NaOH"} is in excess by ${sigOrSci(excess, 4)} mol.`,
        `${excessAcid ? "[H₃O⁺]" : "[OH⁻]"} = ${frac(sigOrSci(excess, 4), num(total, 3))} = ${sigOrSci(conc, 4)} mol·dm⁻³.`,
        ...(excessAcid
          ? []
          : [`[H₃O⁺] = ${frac("1 × 10⁻¹⁴", sigOrSci(conc, 4))} = ${sci(WATER_IONISATION / conc, 4)} mol·dm⁻³.`]),
        `pH = ${fixed(pH, 2)}`,
      ],
    });
  },
  // Each solution diluted into the total volume first; then pH directly, or 14 − pOH.
  check: ({ acidVolume, acidConc, baseVolume, baseConc }) => {
    const total = acidVolume + baseVolume;
    const hydronium = (KNOWN_CONCENTRATIONS[acidConc] * acidVolume) / total;
    const hydroxide = (KNOWN_CONCENTRATIONS[baseConc] * baseVolume) / total;
    return hydronium > hydroxide ? pHBySearch(hydronium - hydroxide) : 14 - pHBySearch(hydroxide - hydronium);
  },
};

const ACIDS_AND_BASES: Topic = {
  id: "science-12-acids-and-bases",
  subject: "physical-sciences",
  grade: 12,
  term: 2,
  title: "Acids and bases",
  explanation: [
    "A Lowry–Brønsted acid donates a proton (H⁺); a base accepts one. A strong acid (HCl, HNO₃, H₂SO₄) ionises completely in water; a weak acid (CH₃COOH, (COOH)₂, H₂CO₃) ionises only partly. Strong and weak are not the same as concentrated and dilute.",
    "pH = −log[H₃O⁺]. Water ionises slightly: K_w = [H₃O⁺][OH⁻] = 1 × 10⁻¹⁴ at 298 K, so pH + pOH = 14. Example: 0,01 mol·dm⁻³ NaOH has [OH⁻] = 0,01, so [H₃O⁺] = 1 × 10⁻¹² and pH = 12.",
    "In a titration, c_aV_a ÷ (c_bV_b) = n_a ÷ n_b, where n_a and n_b come from the balanced equation. The salt at the end point may hydrolyse: a strong acid with a weak base gives an acidic solution (use methyl orange), a weak acid with a strong base a basic one (phenolphthalein), a strong acid with a strong base a neutral one (bromothymol blue).",
  ],
  questions: [
    strongOrWeak,
    pHStrongAcid,
    pHStrongBase,
    concentrationFromPH,
    saltHydrolysis,
    titration,
    mixingPH,
  ] as unknown as QuestionTemplate[],
};

// ───────────────────────────── electrochemical reactions ─────────────────────────────

/** Standard reduction potentials from the NSC data sheet (V). */
const COUPLES = [
  { metal: "Mg", ion: "Mg²⁺", charge: 2, e: -2.36, name: "magnesium" },
  { metal: "Al", ion: "Al³⁺", charge: 3, e: -1.66, name: "aluminium" },
  { metal: "Zn", ion: "Zn²⁺", charge: 2, e: -0.76, name: "zinc" },
  { metal: "Fe", ion: "Fe²⁺", charge: 2, e: -0.44, name: "iron" },
  { metal: "Ni", ion: "Ni²⁺", charge: 2, e: -0.27, name: "nickel" },
  { metal: "Pb", ion: "Pb²⁺", charge: 2, e: -0.13, name: "lead" },
  { metal: "Cu", ion: "Cu²⁺", charge: 2, e: 0.34, name: "copper" },
  { metal: "Ag", ion: "Ag⁺", charge: 1, e: 0.8, name: "silver" },
];
const volts = (e: number) => (e > 0 ? `+${fixed(e, 2)}` : fixed(e, 2));
const inBrackets = (e: number) => (e < 0 ? `(${fixed(e, 2)})` : fixed(e, 2));
const halfReaction = (i: number) => {
  const c = COUPLES[i];
  return `${c.ion}(aq) + ${c.charge === 1 ? "" : c.charge}e⁻ ⇌ ${c.metal}(s), E° = ${volts(c.e)} V`;
};
function drawPair(r: Random): { first: number; second: number } {
  const first = r.int(0, COUPLES.length - 1);
  let second = r.int(0, COUPLES.length - 2);
  if (second >= first) second += 1;
  return { first, second };
}

const cellPotential: QuestionTemplate<{ first: number; second: number }> = {
  id: "electrochem-cell-potential",
  level: 1,
  draw: drawPair,
  build: ({ first, second }) => {
    const [anode, cathode] = COUPLES[first].e < COUPLES[second].e ? [first, second] : [second, first];
    const ea = COUPLES[anode].e;
    const ec = COUPLES[cathode].e;
    return numeric({
      prompt: `A galvanic cell is made of a ${COUPLES[first].metal}|${COUPLES[first].ion} half-cell and a ${COUPLES[second].metal}|${COUPLES[second].ion} half-cell under standard conditions. From the table: ${halfReaction(first)}; ${halfReaction(second)}. Calculate the initial emf of the cell.`,
      answer: ec - ea,
      unit: "V",
      hint: "The half-cell with the higher (more positive) reduction potential is the cathode. E°cell = E°cathode − E°anode.",
      solution: [
        `${COUPLES[cathode].ion} is the stronger oxidising agent, so the ${COUPLES[cathode].metal} electrode is the cathode and ${COUPLES[anode].metal} is the anode.`,
        `E°cell = E°cathode − E°anode = ${fixed(ec, 2)} − ${inBrackets(ea)}`,
        `E°cell = ${fixed(ec - ea, 2)} V`,
      ],
    });
  },
  // The distance between the two potentials on the table, whichever is on top.
  check: ({ first, second }) => Math.abs(COUPLES[first].e - COUPLES[second].e),
};

const ROLES = ["is oxidised", "is reduced", "is the oxidising agent", "is the reducing agent"];

const cellRoles: QuestionTemplate<{ first: number; second: number; role: number; order: number }> = {
  id: "electrochem-redox-roles",
  level: 1,
  draw: (r) => ({ ...drawPair(r), role: r.int(0, 3), order: r.int(0, 3) }),
  build: ({ first, second, role, order }) => {
    const [anode, cathode] = COUPLES[first].e < COUPLES[second].e ? [first, second] : [second, first];
    const a = COUPLES[anode];
    const c = COUPLES[cathode];
    const right = role === 0 || role === 3 ? a.metal : c.ion;
    return choice({
      prompt: `In a standard galvanic cell made of ${COUPLES[first].metal}|${COUPLES[first].ion} and ${COUPLES[second].metal}|${COUPLES[second].ion} half-cells (${halfReaction(first)}; ${halfReaction(second)}), which species ${ROLES[role]}?`,
      right,
      wrong: [a.metal, a.ion, c.metal, c.ion],
      order,
      hint: "The stronger oxidising agent (higher on the table of reduction potentials) is reduced at the cathode; the metal of the other half-cell is oxidised at the anode.",
      solution: [
        `${c.ion} (E° = ${volts(c.e)} V) is a stronger oxidising agent than ${a.ion} (E° = ${volts(a.e)} V).`,
        `Cathode: ${c.ion} + ${c.charge === 1 ? "" : c.charge}e⁻ → ${c.metal} (${c.ion} is reduced; it is the oxidising agent). Anode: ${a.metal} → ${a.ion} + ${a.charge === 1 ? "" : a.charge}e⁻ (${a.metal} is oxidised; it is the reducing agent).`,
        `The species that ${ROLES[role].replace("is ", "is ")}: ${right}`,
      ],
    });
  },
  // Try each metal as the anode: the arrangement with a positive emf is the one that runs.
  check: ({ first, second, role }) => {
    const emfIfAnode = (anode: number, cathode: number) => COUPLES[cathode].e - COUPLES[anode].e;
    const [anode, cathode] = emfIfAnode(first, second) > 0 ? [first, second] : [second, first];
    return role === 0 || role === 3 ? COUPLES[anode].metal : COUPLES[cathode].ion;
  },
};

const reactionPotential: QuestionTemplate<{ first: number; second: number }> = {
  id: "electrochem-reaction-emf",
  level: 2,
  draw: drawPair,
  build: ({ first, second }) => {
    // As written: the metal of `first` is oxidised, the ion of `second` is reduced.
    const ox = COUPLES[first];
    const red = COUPLES[second];
    const electrons = (ox.charge * red.charge) / (ox.charge === red.charge ? ox.charge : 1);
    const metalCoef = electrons / ox.charge;
    const ionCoef = electrons / red.charge;
    const equation = `${coefficient(metalCoef)}${ox.metal}(s) + ${coefficient(ionCoef)}${red.ion}(aq) → ${coefficient(metalCoef)}${ox.ion}(aq) + ${coefficient(ionCoef)}${red.metal}(s)`;
    const emf = red.e - ox.e;
    return numeric({
      prompt: `Calculate E°cell for the reaction ${equation} under standard conditions, using ${halfReaction(first)} and ${halfReaction(second)}. (Its sign tells whether the reaction, as written, is spontaneous.)`,
      answer: emf,
      unit: "V",
      hint: "In the reaction as written, the species reduced is at the cathode and the species oxidised at the anode. E°cell = E°cathode − E°anode; a negative value means the reaction is not spontaneous.",
      solution: [
        `${red.ion} is reduced (cathode: ${red.metal}); ${ox.metal} is oxidised (anode).`,
        `E°cell = E°cathode − E°anode = ${fixed(red.e, 2)} − ${inBrackets(ox.e)}`,
        `${emf > 0 ? "Positive: the reaction is spontaneous." : "Negative: the reaction is not spontaneous."} E°cell = ${fixed(emf, 2)} V`,
      ],
    });
  },
  // The size of the gap, positive only if the ion reduced is the stronger oxidising agent.
  check: ({ first, second }) => {
    const gap = Math.abs(COUPLES[first].e - COUPLES[second].e);
    return COUPLES[second].e > COUPLES[first].e ? gap : -gap;
  },
};

const ELECTROLYSES = [
  { cell: "a copper(II) chloride solution, CuCl₂(aq), between carbon electrodes", cathode: "Cu", anode: "Cl₂" },
  { cell: "molten sodium chloride, NaCl(ℓ), between inert electrodes", cathode: "Na", anode: "Cl₂" },
  { cell: "concentrated sodium chloride solution (brine) in a membrane cell", cathode: "H₂", anode: "Cl₂" },
  { cell: "a copper(II) bromide solution, CuBr₂(aq), between carbon electrodes", cathode: "Cu", anode: "Br₂" },
  { cell: "molten lead(II) bromide, PbBr₂(ℓ), between inert electrodes", cathode: "Pb", anode: "Br₂" },
];
const ELECTROLYSIS_PRODUCTS = ["Cu", "Cl₂", "H₂", "O₂", "Na", "Br₂", "Pb"];
const ELECTRODE_HALF_REACTIONS: Record<string, string> = {
  Cu: "Cu²⁺ + 2e⁻ → Cu",
  Na: "Na⁺ + e⁻ → Na",
  Pb: "Pb²⁺ + 2e⁻ → Pb",
  "Cl₂": "2Cl⁻ → Cl₂ + 2e⁻",
  "Br₂": "2Br⁻ → Br₂ + 2e⁻",
};

const electrolysisProducts: QuestionTemplate<{ cell: number; anode: number; order: number }> = {
  id: "electrochem-electrolysis-products",
  level: 2,
  draw: (r) => ({ cell: r.int(0, ELECTROLYSES.length - 1), anode: r.int(0, 1), order: r.int(0, 3) }),
  build: ({ cell, anode, order }) => {
    const e = ELECTROLYSES[cell];
    const right = anode ? e.anode : e.cathode;
    const other = anode ? e.cathode : e.anode;
    return choice({
      prompt: `An electric current is passed through ${e.cell}. Which substance forms at the ${anode ? "anode (positive electrode)" : "cathode (negative electrode)"}?`,
      right,
      wrong: [other, ...(anode ? ["O₂", "H₂"] : ["H₂", "O₂"]), ...ELECTROLYSIS_PRODUCTS],
      order,
      hint: anode
        ? "Oxidation happens at the anode: negative ions (or water) give up electrons there."
        : "Reduction happens at the cathode: the strongest oxidising agent present (a metal ion, or water if the metal ion is a very weak oxidising agent) gains electrons.",
      solution: anode
        ? [
            "In an electrolytic cell the anode is positive and oxidation takes place there.",
            `The halide ions are oxidised: ${ELECTRODE_HALF_REACTIONS[right]}.`,
            `At the anode: ${right}`,
          ]
        : [
            "In an electrolytic cell the cathode is negative and reduction takes place there.",
            right === "H₂"
              ? "Na⁺ is a much weaker oxidising agent than water, so water is reduced: 2H₂O + 2e⁻ → H₂ + 2OH⁻."
              : `The metal ions are the strongest oxidising agent present and are reduced: ${ELECTRODE_HALF_REACTIONS[right]}.`,
            `At the cathode: ${right}`,
          ],
    });
  },
  // From the reduction potentials: a molten salt gives its metal; in water the metal ion competes with H₂O (−0,83 V).
  check: ({ cell, anode }) => {
    const data = [
      { metal: "Cu", e: 0.34, molten: false, anion: "Cl₂" },
      { metal: "Na", e: -2.71, molten: true, anion: "Cl₂" },
      { metal: "Na", e: -2.71, molten: false, anion: "Cl₂" },
      { metal: "Cu", e: 0.34, molten: false, anion: "Br₂" },
      { metal: "Pb", e: -0.13, molten: true, anion: "Br₂" },
    ][cell];
    if (anode) return data.anion;
    return data.molten || data.e > -0.83 ? data.metal : "H₂";
  },
};

const unknownMetal: QuestionTemplate<{ known: number; unknown: number; order: number }> = {
  id: "electrochem-identify-metal",
  level: 3,
  draw: (r) => {
    const known = r.int(0, COUPLES.length - 1);
    let unknown = r.int(0, COUPLES.length - 2);
    if (unknown >= known) unknown += 1;
    return { known, unknown, order: r.int(0, 3) };
  },
  build: ({ known, unknown, order }) => {
    const k = COUPLES[known];
    const u = COUPLES[unknown];
    const knownIsCathode = k.e > u.e;
    const emf = Math.abs(k.e - u.e);
    const right = u.name;
    const wrong = COUPLES.filter((_, i) => i !== known && i !== unknown)
      .sort((p, q) => Math.abs(p.e - u.e) - Math.abs(q.e - u.e))
      .map((c) => c.name);
    const unknownE = knownIsCathode ? k.e - emf : k.e + emf;
    return choice({
      prompt: `A standard galvanic cell is made of a ${k.name} half-cell (${halfReaction(known)}) and a half-cell of an unknown metal X in a solution of its ions. The ${k.name} electrode is the ${knownIsCathode ? "cathode" : "anode"} and the initial emf is ${fixed(emf, 2)} V. Use the table of standard reduction potentials (Mg −2,36; Al −1,66; Zn −0,76; Fe −0,44; Ni −0,27; Pb −0,13; Cu +0,34; Ag +0,80 V) to identify X.`,
      right,
      wrong,
      order,
      hint: "Write E°cell = E°cathode − E°anode with X's potential as the unknown; the known electrode's role tells you whether X is the cathode or the anode.",
      solution: [
        knownIsCathode
          ? `X is the anode: ${fixed(emf, 2)} = ${fixed(k.e, 2)} − E°(X)`
          : `X is the cathode: ${fixed(emf, 2)} = E°(X) − ${inBrackets(k.e)}`,
        `E°(X) = ${fixed(unknownE, 2)} V, the value for ${u.ion}/${u.metal}.`,
        `X is ${right}`,
      ],
    });
  },
  // Every metal on the table tried in turn: the one whose cell, with the known roles, has this emf.
  check: ({ known, unknown }) => {
    const k = COUPLES[known];
    const emf = Math.abs(k.e - COUPLES[unknown].e);
    const knownIsCathode = k.e > COUPLES[unknown].e;
    const found = COUPLES.find(
      (c, i) => i !== known && Math.abs((knownIsCathode ? k.e - c.e : c.e - k.e) - emf) < 0.001,
    )!;
    return found.name;
  },
};

const electrolyticCell = conceptQuestion({
  id: "electrochem-electrolytic-cell",
  level: 1,
  prompt: "Which statement about an electrolytic cell is correct?",
  choices: [
    "Electrical energy is converted to chemical energy.",
    "Chemical energy is converted to electrical energy.",
    "The anode is the negative electrode.",
    "The cell reaction is spontaneous.",
    "Reduction takes place at the anode.",
  ],
  hint: "An electrolytic cell needs a power supply to drive its reaction. Oxidation is always at the anode, reduction at the cathode.",
  explanation: [
    "An electrolytic cell uses an external source of electrical energy to drive a non-spontaneous reaction, storing chemical energy.",
    "Its anode is connected to the positive terminal (oxidation takes place there); its cathode is negative (reduction). A galvanic cell is the opposite: a spontaneous reaction converts chemical energy to electrical energy, and its anode is negative.",
  ],
});

const ELECTROCHEMICAL_REACTIONS: Topic = {
  id: "science-12-electrochemical-reactions",
  subject: "physical-sciences",
  grade: 12,
  term: 3,
  title: "Electrochemical reactions",
  explanation: [
    "A galvanic cell converts chemical energy to electrical energy by a spontaneous redox reaction; an electrolytic cell uses electrical energy to drive a non-spontaneous one. In both, oxidation happens at the anode and reduction at the cathode (remember OIL RIG: oxidation is loss of electrons, reduction is gain).",
    "The table of standard reduction potentials ranks oxidising agents: the higher E°, the stronger the oxidising agent. In a galvanic cell the half-cell with the higher E° is the cathode, and E°cell = E°cathode − E°anode. Example: Zn|Zn²⁺ (−0,76 V) with Cu²⁺|Cu (+0,34 V): E°cell = 0,34 − (−0,76) = 1,10 V. A positive E°cell means the reaction is spontaneous.",
    "In electrolysis, the cathode (negative) reduces the strongest oxidising agent present and the anode (positive) oxidises the strongest reducing agent present: usually the negative ions, but in electroplating and refining the anode metal itself. With inert (carbon) electrodes, CuCl₂(aq) gives copper at the cathode and chlorine at the anode; brine gives hydrogen and chlorine (the chlor-alkali industry).",
  ],
  questions: [
    cellPotential,
    cellRoles,
    electrolyticCell,
    reactionPotential,
    electrolysisProducts,
    unknownMetal,
  ] as unknown as QuestionTemplate[],
};

// ───────────────────────────── the chemical industry: fertilisers ─────────────────────────────

const PROCESSES = [
  { process: "the Haber process", product: "ammonia (NH₃)", catalyst: "iron", equation: "N₂(g) + 3H₂(g) ⇌ 2NH₃(g)" },
  {
    process: "the Ostwald process",
    product: "nitric acid (HNO₃)",
    catalyst: "platinum",
    equation: "4NH₃(g) + 5O₂(g) → 4NO(g) + 6H₂O(g)",
  },
  {
    process: "the contact process",
    product: "sulphuric acid (H₂SO₄)",
    catalyst: "vanadium pentoxide (V₂O₅)",
    equation: "2SO₂(g) + O₂(g) ⇌ 2SO₃(g)",
  },
];

const industrialProcess: QuestionTemplate<{ process: number; ask: number; order: number }> = {
  id: "industry-processes",
  level: 1,
  draw: (r) => ({ process: r.int(0, 2), ask: r.int(0, 2), order: r.int(0, 3) }),
  build: ({ process, ask, order }) => {
    const p = PROCESSES[process];
    if (ask === 1) {
      return choice({
        prompt: `Which catalyst is used in ${p.process}?`,
        right: p.catalyst,
        wrong: [...PROCESSES.map((q) => q.catalyst), "nickel"],
        order,
        hint: "Each of the three processes has its own catalyst: an iron catalyst, a platinum gauze, or an oxide of vanadium.",
        solution: [
          `${p.process[0].toUpperCase()}${p.process.slice(1)} makes ${p.product}.`,
          `Its catalyst: ${p.catalyst}`,
        ],
      });
    }
    const processes = [...PROCESSES.map((q) => q.process), "the fractional distillation of liquid air"];
    return choice({
      prompt:
        ask === 0
          ? `Which industrial process produces ${p.product}?`
          : `Which industrial process uses the reaction ${p.equation}?`,
      right: p.process,
      wrong: processes,
      order,
      hint: "Haber: nitrogen and hydrogen to ammonia. Ostwald: ammonia to nitric acid. Contact process: sulphur dioxide to sulphur trioxide, for sulphuric acid.",
      solution: [
        ask === 0
          ? `${p.product[0].toUpperCase()}${p.product.slice(1)} is made by ${p.process}.`
          : `${p.equation} is a step in making ${p.product}.`,
        `The process: ${p.process}`,
      ],
    });
  },
  // The checks' own table, keyed by the product's formula.
  check: ({ process, ask }) => {
    const byProduct: Record<string, [string, string]> = {
      "NH₃": ["the Haber process", "iron"],
      "HNO₃": ["the Ostwald process", "platinum"],
      "H₂SO₄": ["the contact process", "vanadium pentoxide (V₂O₅)"],
    };
    const formula = /\((.+)\)/.exec(PROCESSES[process].product)![1];
    return byProduct[formula][ask === 1 ? 1 : 0];
  },
};

const FERTILISERS = [
  { formula: "NH₄NO₃", name: "ammonium nitrate", atoms: { N: 2, H: 4, O: 3 } },
  { formula: "(NH₄)₂SO₄", name: "ammonium sulphate", atoms: { N: 2, H: 8, S: 1, O: 4 } },
  { formula: "CO(NH₂)₂", name: "urea", atoms: { C: 1, O: 1, N: 2, H: 4 } },
  { formula: "(NH₄)₃PO₄", name: "ammonium phosphate", atoms: { N: 3, H: 12, P: 1, O: 4 } },
  { formula: "KNO₃", name: "potassium nitrate", atoms: { K: 1, N: 1, O: 3 } },
  { formula: "NH₄H₂PO₄", name: "ammonium dihydrogen phosphate", atoms: { N: 1, H: 6, P: 1, O: 4 } },
  { formula: "(NH₄)₂HPO₄", name: "diammonium hydrogen phosphate", atoms: { N: 2, H: 9, P: 1, O: 4 } },
  { formula: "Ca(NO₃)₂", name: "calcium nitrate", atoms: { Ca: 1, N: 2, O: 6 } },
  { formula: "K₂SO₄", name: "potassium sulphate", atoms: { K: 2, S: 1, O: 4 } },
] as const;
const NUTRIENT_NAMES: Record<string, string> = { N: "nitrogen", P: "phosphorus", K: "potassium" };
/** [fertiliser, element] pairs that make sense. */
const NUTRIENT_PAIRS = FERTILISERS.flatMap((f, i) =>
  (["N", "P", "K"] as const).filter((e) => e in f.atoms).map((e) => [i, e] as const),
);

const percentNutrient: QuestionTemplate<{ pair: number }> = {
  id: "industry-percentage-nutrient",
  level: 2,
  draw: (r) => ({ pair: r.int(0, NUTRIENT_PAIRS.length - 1) }),
  build: ({ pair }) => {
    const [index, element] = NUTRIENT_PAIRS[pair];
    const f = FERTILISERS[index];
    const counts = f.atoms as Record<string, number>;
    const mass = molarMass(counts);
    const part = counts[element] * ATOMIC_MASS[element];
    const percent = (part / mass) * 100;
    return numeric({
      prompt: `Calculate the percentage by mass of ${NUTRIENT_NAMES[element]} in ${f.name}, ${f.formula}.`,
      answer: percent,
      unit: "%",
      hint: "Percentage = (mass of the element in one mole ÷ molar mass of the compound) × 100. Count how many atoms of the element one formula unit holds.",
      solution: [
        `M(${f.formula}) = ${Object.entries(counts)
          .map(([e, n]) => (n === 1 ? num(ATOMIC_MASS[e], 1) : `${n} × ${num(ATOMIC_MASS[e], 1)}`))
          .join(" + ")} = ${num(mass, 1)} g·mol⁻¹.`,
        `Mass of ${element} in one mole: ${counts[element] === 1 ? "" : `${counts[element]} × ${ATOMIC_MASS[element]} = `}${part} g.`,
        `%${element} = ${frac(part, num(mass, 1))} × 100 = ${sigOrSci(percent)}%`,
      ],
    });
  },
  // The printed formula read atom by atom, brackets and all.
  check: ({ pair }) => {
    const [index, element] = NUTRIENT_PAIRS[pair];
    const counts = countAtoms(FERTILISERS[index].formula);
    return ((counts[element] * ATOMIC_MASS[element]) / massByCounting(FERTILISERS[index].formula)) * 100;
  },
};

const NPK_TOTALS = [20, 22, 25, 27, 28, 30, 36, 40];

const npkPercentage: QuestionTemplate<{ n: number; p: number; k: number; total: number; nutrient: number }> = {
  id: "industry-npk-percentage",
  level: 1,
  draw: (r) => ({
    n: r.int(1, 6),
    p: r.int(1, 5),
    k: r.int(1, 5),
    total: r.int(0, NPK_TOTALS.length - 1),
    nutrient: r.int(0, 2),
  }),
  build: ({ n, p, k, total, nutrient }) => {
    const ratio = [n, p, k];
    const share = NPK_TOTALS[total];
    const percent = (ratio[nutrient] / (n + p + k)) * share;
    const element = ["N", "P", "K"][nutrient];
    return numeric({
      prompt: `A bag of fertiliser is labelled ${n}:${p}:${k} (${share}). What percentage of the fertiliser in the bag is ${NUTRIENT_NAMES[element]} (${element})?`,
      answer: percent,
      unit: "%",
      hint: "The number in brackets is the percentage of the bag that is N, P and K together; the ratio N:P:K says how that is shared.",
      solution: [
        `N, P and K together make up ${share}% of the bag, shared in the ratio ${n}:${p}:${k} (${n + p + k} parts).`,
        `%${element} = ${frac(ratio[nutrient], n + p + k)} × ${share}`,
        `%${element} = ${sigOrSci(percent)}%`,
      ],
    });
  },
  // In a 100 kg bag: the nutrients' mass, less the other two nutrients' shares, as a percentage.
  check: ({ n, p, k, total, nutrient }) => {
    const nutrients = NPK_TOTALS[total];
    const perPart = nutrients / (n + p + k);
    const others = [n, p, k].filter((_, i) => i !== nutrient).reduce((sum, x) => sum + x * perPart, 0);
    return nutrients - others;
  },
};

const npkMass: QuestionTemplate<{ n: number; p: number; k: number; total: number; nutrient: number; bag: number }> = {
  id: "industry-npk-mass",
  level: 2,
  draw: (r) => ({
    n: r.int(1, 6),
    p: r.int(1, 5),
    k: r.int(1, 5),
    total: r.int(0, NPK_TOTALS.length - 1),
    nutrient: r.int(0, 2),
    bag: r.pick([5, 10, 20, 25, 40, 50]),
  }),
  build: ({ n, p, k, total, nutrient, bag }) => {
    const ratio = [n, p, k];
    const share = NPK_TOTALS[total];
    const nutrients = (share / 100) * bag;
    const mass = (ratio[nutrient] / (n + p + k)) * nutrients;
    const element = ["N", "P", "K"][nutrient];
    return numeric({
      prompt: `A ${bag} kg bag of fertiliser is labelled ${n}:${p}:${k} (${share}). Calculate the mass of ${NUTRIENT_NAMES[element]} in the bag.`,
      answer: mass,
      unit: "kg",
      hint: "First find the mass of all the nutrients together (the percentage in brackets of the bag's mass), then take N's, P's or K's share of the ratio.",
      solution: [
        `Mass of N, P and K together = ${frac(share, 100)} × ${bag} = ${num(nutrients, 2)} kg.`,
        `${element} is ${ratio[nutrient]} of the ${n + p + k} parts: m(${element}) = ${frac(ratio[nutrient], n + p + k)} × ${num(nutrients, 2)}`,
        `m(${element}) = ${sigOrSci(mass)} kg`,
      ],
    });
  },
  // The nutrients' mass less the other two shares.
  check: ({ n, p, k, total, nutrient, bag }) => {
    const nutrients = (bag * NPK_TOTALS[total]) / 100;
    const perPart = nutrients / (n + p + k);
    return nutrients - [n, p, k].filter((_, i) => i !== nutrient).reduce((sum, x) => sum + x * perPart, 0);
  },
};

const NITROGEN_FERTILISERS = FERTILISERS.map((f, i) => i).filter((i) => "N" in FERTILISERS[i].atoms);

const fertiliserNeeded: QuestionTemplate<{ fertiliser: number; nitrogen: number }> = {
  id: "industry-fertiliser-for-nitrogen",
  level: 3,
  draw: (r) => ({ fertiliser: r.pick(NITROGEN_FERTILISERS), nitrogen: r.int(5, 60) }),
  build: ({ fertiliser, nitrogen }) => {
    const f = FERTILISERS[fertiliser];
    const counts = f.atoms as Record<string, number>;
    const mass = molarMass(counts);
    const fraction = (counts.N * ATOMIC_MASS.N) / mass;
    const needed = nitrogen / fraction;
    return numeric({
      prompt: `A farmer wants to give a field ${nitrogen} kg of nitrogen using ${f.name}, ${f.formula}. Calculate the mass of ${f.name} needed.`,
      answer: needed,
      unit: "kg",
      hint: "Find the fraction of the fertiliser's mass that is nitrogen (from its molar mass), then divide the nitrogen needed by that fraction.",
      solution: [
        `M(${f.formula}) = ${num(mass, 1)} g·mol⁻¹, of which N is ${counts.N === 1 ? "" : `${counts.N} × 14 = `}${counts.N * 14} g.`,
        `Fraction of N = ${frac(counts.N * 14, num(mass, 1))} = ${sigOrSci(fraction, 5)}`,
        `m(${f.formula}) = ${frac(nitrogen, sigOrSci(fraction, 5))} = ${sigOrSci(needed)} kg`,
      ],
    });
  },
  // In moles: kmol of N atoms, kmol of fertiliser (N atoms per formula unit), then its mass.
  check: ({ fertiliser, nitrogen }) => {
    const formula = FERTILISERS[fertiliser].formula;
    const nitrogenAtoms = nitrogen / ATOMIC_MASS.N;
    return (nitrogenAtoms / countAtoms(formula).N) * massByCounting(formula);
  },
};

const CHEMICAL_INDUSTRY: Topic = {
  id: "science-12-chemical-industry",
  subject: "physical-sciences",
  grade: 12,
  term: 3,
  title: "The chemical industry: fertilisers",
  explanation: [
    "Plants need nitrogen (N), phosphorus (P) and potassium (K). Fertilisers supply them: ammonium nitrate and urea for nitrogen, phosphates for phosphorus, potassium salts for potassium.",
    "The industrial chain: the Haber process makes ammonia, N₂ + 3H₂ ⇌ 2NH₃ (iron catalyst); the Ostwald process oxidises ammonia to nitric acid (platinum catalyst); the contact process makes sulphuric acid through 2SO₂ + O₂ ⇌ 2SO₃ (V₂O₅ catalyst). Ammonia and the acids then give salts such as NH₄NO₃ and (NH₄)₂SO₄.",
    "A label such as 3:2:1 (25) means 25% of the bag is N, P and K together, in the ratio 3:2:1: N is 3/6 × 25 = 12,5% of the bag. The percentage of an element in a compound is (mass of that element in one mole ÷ molar mass) × 100: NH₄NO₃ holds 28 g N in 80 g, so 35% N.",
  ],
  questions: [
    industrialProcess,
    npkPercentage,
    percentNutrient,
    npkMass,
    fertiliserNeeded,
  ] as unknown as QuestionTemplate[],
};

export const CHEMISTRY_GRADE_12: Topic[] = [
  ORGANIC_MOLECULES,
  ORGANIC_REACTIONS,
  RATE_OF_REACTION,
  CHEMICAL_EQUILIBRIUM,
  ACIDS_AND_BASES,
  ELECTROCHEMICAL_REACTIONS,
  CHEMICAL_INDUSTRY,
];
