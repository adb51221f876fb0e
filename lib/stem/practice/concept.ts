import type { BuiltQuestion, Level, QuestionTemplate } from "./types";

/** The choices turned by `order` and where `right` (the first unless named) lands, so it is not always first. */
export function rotatedChoices(
  choices: readonly string[],
  order: number,
  right: string = choices[0],
): { choices: string[]; answer: number } {
  const shown = choices.map((_, i) => choices[(i + order) % choices.length]);
  return { choices: shown, answer: shown.indexOf(right) };
}

/** The right (first) choice moved to place `order`, the rest as written, so an order (inside, on, outside) stays. */
export function placedChoices(choices: readonly string[], order: number): { choices: string[]; answer: number } {
  const at = order % choices.length;
  const others = choices.slice(1);
  return { choices: [...others.slice(0, at), choices[0], ...others.slice(at)], answer: at };
}

/** Up to `how` wrong choices, each once and none equal to `right`: distractors worked from mistakes can coincide. */
export function distinctWrong(right: string, candidates: readonly string[], how = 3): string[] {
  const wrong: string[] = [];
  for (const candidate of candidates)
    if (candidate !== right && !wrong.includes(candidate) && wrong.length < how) wrong.push(candidate);
  return wrong;
}

/** A choice question whose right choice moves with `order`, so a learner cannot learn its place. */
export function choiceQuestion(
  prompt: string,
  right: string,
  wrong: readonly string[],
  order: number,
  hint: string,
  solution: string[],
): BuiltQuestion {
  const { choices, answer } = rotatedChoices([right, ...wrong], order);
  return { kind: "choice", prompt, choices, answer, hint, solution };
}

/** choiceQuestion with a last step naming the right choice, for solutions that explain without saying it. */
export const choiceQuestionWithAnswer = (
  prompt: string,
  right: string,
  wrong: readonly string[],
  order: number,
  hint: string,
  steps: string[],
) => choiceQuestion(prompt, right, wrong, order, hint, [...steps, `The answer: ${right}`]);

/**
 * A question of understanding with fixed choices. The right choice comes first in `choices`; the
 * shown order rotates per attempt.
 */
export function conceptQuestion({
  id,
  level,
  prompt,
  choices,
  hint,
  explanation,
}: {
  id: string;
  level: Level;
  prompt: string;
  choices: readonly [string, ...string[]];
  hint: string;
  explanation: string[];
}): QuestionTemplate<{ order: number }> {
  const [right, ...wrong] = choices;
  return {
    id,
    level,
    draw: (r) => ({ order: r.int(0, choices.length - 1) }),
    build: ({ order }) => choiceQuestionWithAnswer(prompt, right, wrong, order, hint, explanation),
    check: () => right,
  };
}
