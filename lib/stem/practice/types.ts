import type { Random } from "./random";

/** The subjects practised inside Stepps, in the order the dashboard shows them. */
export const PRACTICE_SUBJECTS = [
  { id: "mathematics", title: "Mathematics" },
  { id: "physical-sciences", title: "Physical Sciences" },
] as const;

export type SubjectId = (typeof PRACTICE_SUBJECTS)[number]["id"];

export function subjectTitle(id: SubjectId): string {
  return PRACTICE_SUBJECTS.find((subject) => subject.id === id)!.title;
}

/** A question as it is asked: what the learner sees (never the answer). */
export type AskedQuestion =
  { kind: "numeric"; prompt: string; unit?: string } | { kind: "choice"; prompt: string; choices: string[] };

/** A question with its answer and worked solution: server-side only. */
export type BuiltQuestion =
  | {
      kind: "numeric";
      prompt: string;
      /** The exact answer; a learner's is marked within `tolerance` (relative) of it. */
      answer: number;
      unit?: string;
      tolerance?: number;
      /** The decimals the question asks to round to: an answer rounded so is always right. */
      decimals?: number;
      /** The worked solution, step by step; its last step states the answer. */
      solution: string[];
    }
  | {
      kind: "choice";
      prompt: string;
      choices: string[];
      /** The index of the one right choice. */
      answer: number;
      solution: string[];
    };

/**
 * A question template: values drawn per attempt, then the question built from them. `check` solves
 * the question a second way, independently of `build`'s answer, so a test can show every stored answer
 * agrees with its own working (for numeric questions; a choice question's check names the right text).
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
  /** The CAPS grade(s) it belongs to, e.g. "Grade 10–11". */
  grades: string;
  /** A short explanation: a few paragraphs. */
  explanation: string[];
  questions: QuestionTemplate[];
}
