import { MESSAGES } from "@/lib/messages";
import { markNumeric, type AnswerVerdict, type NumericExpectation } from "./answers";
import { withUnit } from "./format";
import type { BuiltQuestion } from "./types";

/** The right answer as shown after marking: the exact form when there is one, else the number and its unit. */
export function rightAnswerText(question: BuiltQuestion): string {
  if (question.kind === "choice") return question.choices[question.answer];
  return question.shown ?? withUnit(question.answer, question.unit, question.decimals);
}

export function expectationOf(question: Extract<BuiltQuestion, { kind: "numeric" }>): NumericExpectation {
  const { answer, unit, tolerance, decimals, variable, exact } = question;
  return { value: answer, unit, tolerance, decimals, variable, exact };
}

/** A learner's answer to either kind of question: a choice comes as its index. */
export function markAnswer(question: BuiltQuestion, given: string): AnswerVerdict {
  if (question.kind === "numeric") return markNumeric(given, expectationOf(question));
  const index = /^\d{1,2}$/.test(given.trim()) ? Number(given.trim()) : -1;
  if (index < 0 || index >= question.choices.length)
    return { verdict: "refused", message: MESSAGES.stemPractice.choose };
  return { verdict: index === question.answer ? "correct" : "wrong", value: index };
}

/** What is stored as the learner's answer: a choice as its text, a typed answer as typed. */
export function keptAnswer(question: BuiltQuestion, given: string): string {
  return question.kind === "choice" ? question.choices[Number(given.trim())] : given.trim();
}
