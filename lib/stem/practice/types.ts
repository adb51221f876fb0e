import type { Random } from "./random";

export const PRACTICE_SUBJECTS = [
  { id: "mathematics", title: "Mathematics" },
  { id: "physical-sciences", title: "Physical Sciences" },
] as const;

export type SubjectId = (typeof PRACTICE_SUBJECTS)[number]["id"];

export function subjectTitle(id: SubjectId): string {
  return PRACTICE_SUBJECTS.find((subject) => subject.id === id)!.title;
}

export const GRADES = [10, 11, 12] as const;
export type Grade = (typeof GRADES)[number];
export type Term = 1 | 2 | 3 | 4;
/** 1 is a first step, 3 is exam standard. */
export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

/**
 * Text in prompts, hints, solutions, choices and explanations may hold the maths markup of
 * ./math-text.ts (fractions, roots, powers); plain Unicode (x², 10⁻³, θ, °) needs none.
 */
export type AskedQuestion =
  | { kind: "numeric"; prompt: string; unit?: string; variable?: string; exact?: boolean }
  | { kind: "choice"; prompt: string; choices: string[] };

/** Server-side only. */
export type BuiltQuestion =
  | {
      kind: "numeric";
      prompt: string;
      answer: number;
      /** As printed after the number: "m·s⁻¹", "N", "°", "mol·dm⁻³"; "R" (rand) is printed before it. */
      unit?: string;
      /** Relative; 1% (three significant figures) unless set. */
      tolerance?: number;
      /** An answer rounded to these decimals is always right. */
      decimals?: number;
      /** The letter the question solves for: "x = 9" is then read as 9. */
      variable?: string;
      /** The answer must be left exact (a fraction, a surd or π): a rounded decimal is refused. */
      exact?: boolean;
      /** The right answer as shown after marking, when the number alone would not do (3/4, 2√3). */
      shown?: string;
      /** Shown after a wrong first answer, before the second try: the method, never the answer. */
      hint: string;
      solution: string[];
    }
  | {
      kind: "choice";
      prompt: string;
      choices: string[];
      answer: number;
      hint: string;
      solution: string[];
    };

/**
 * `check` solves the question a second way, independently of `build`, so a test can show every
 * answer agrees with its working: a number for a numeric question, the right choice's text for a
 * choice.
 */
export interface QuestionTemplate<P extends Record<string, number> = Record<string, number>> {
  id: string;
  level: Level;
  draw(random: Random): P;
  build(values: P): BuiltQuestion;
  check(values: P): number | string;
}

export interface Topic {
  id: string;
  subject: SubjectId;
  grade: Grade;
  /** The CAPS term in which schools teach it. */
  term: Term;
  title: string;
  explanation: string[];
  questions: QuestionTemplate[];
}
