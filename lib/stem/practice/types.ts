import type { Random } from "./random";

export const PRACTICE_SUBJECTS = [
  { id: "mathematics", title: "Mathematics" },
  { id: "physical-sciences", title: "Physical Sciences" },
] as const;

export type SubjectId = (typeof PRACTICE_SUBJECTS)[number]["id"];

export function subjectTitle(id: SubjectId): string {
  return PRACTICE_SUBJECTS.find((subject) => subject.id === id)!.title;
}

export type AskedQuestion =
  { kind: "numeric"; prompt: string; unit?: string } | { kind: "choice"; prompt: string; choices: string[] };

/** Server-side only. */
export type BuiltQuestion =
  | {
      kind: "numeric";
      prompt: string;
      /** A learner's answer is right within `tolerance` (relative). */
      answer: number;
      unit?: string;
      tolerance?: number;
      /** An answer rounded to these decimals is always right. */
      decimals?: number;
      solution: string[];
    }
  | {
      kind: "choice";
      prompt: string;
      choices: string[];
      answer: number;
      solution: string[];
    };

/**
 * `check` solves the question a second way, independently of `build`, so a test can show every
 * answer agrees with its working.
 */
export interface QuestionTemplate<P extends Record<string, number> = Record<string, number>> {
  id: string;
  draw(random: Random): P;
  build(values: P): BuiltQuestion;
  check(values: P): number | string;
}

export interface Topic {
  id: string;
  subject: SubjectId;
  title: string;
  grades: string;
  explanation: string[];
  questions: QuestionTemplate[];
}
