import type { Level, QuestionTemplate } from "./types";

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
  const right = choices[0];
  return {
    id,
    level,
    draw: (r) => ({ order: r.int(0, choices.length - 1) }),
    build: ({ order }) => {
      const shown = choices.map((_, i) => choices[(i + order) % choices.length]);
      return {
        kind: "choice",
        prompt,
        choices: shown,
        answer: shown.indexOf(right),
        hint,
        solution: [...explanation, `The answer: ${right}`],
      };
    },
    check: () => right,
  };
}
