import "server-only";
import { seededRandom } from "./random";
import { ALL_TOPICS } from "./topics";
import type { AskedQuestion, BuiltQuestion, QuestionTemplate, Topic } from "./types";

/** Server-only: templates hold the answers; the browser only gets an AskedQuestion. In CAPS order. */
export const TOPICS: readonly Topic[] = ALL_TOPICS;

export function findTopic(topicId: string): Topic | undefined {
  return TOPICS.find((topic) => topic.id === topicId);
}

export function findTemplate(topicId: string, questionId: string): QuestionTemplate | undefined {
  return findTopic(topicId)?.questions.find((question) => question.id === questionId);
}

/** Deterministic: the same seed always makes the same question. */
export function buildQuestion(template: QuestionTemplate, seed: number): BuiltQuestion {
  return template.build(template.draw(seededRandom(seed)));
}

export function asked(question: BuiltQuestion): AskedQuestion {
  if (question.kind === "choice") return { kind: "choice", prompt: question.prompt, choices: question.choices };
  const { prompt, unit, variable, exact } = question;
  return {
    kind: "numeric",
    prompt,
    ...(unit ? { unit } : {}),
    ...(variable ? { variable } : {}),
    ...(exact ? { exact } : {}),
  };
}
