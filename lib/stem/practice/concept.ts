import type { QuestionTemplate } from "./types";

/** The right choice comes first in `choices`; the shown order rotates per attempt. */
export function conceptQuestion(
  id: string,
  prompt: string,
  choices: readonly [string, ...string[]],
  explanation: string[],
): QuestionTemplate<{ order: number }> {
  const right = choices[0];
  return {
    id,
    draw: (r) => ({ order: r.int(0, choices.length - 1) }),
    build: ({ order }) => {
      const shown = choices.map((_, i) => choices[(i + order) % choices.length]);
      return {
        kind: "choice",
        prompt,
        choices: shown,
        answer: shown.indexOf(right),
        solution: [...explanation, `The answer: ${right}`],
      };
    },
    check: () => right,
  };
}
