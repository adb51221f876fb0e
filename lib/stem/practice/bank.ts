import "server-only";
import { MATHEMATICS_TOPICS } from "./mathematics";
import { PHYSICAL_SCIENCES_TOPICS } from "./physical-sciences";
import { seededRandom } from "./random";
import type { AskedQuestion, BuiltQuestion, QuestionTemplate, Topic } from "./types";

/** Server-only: templates hold the answers; the browser only gets an AskedQuestion. */
export const TOPICS: readonly Topic[] = [...MATHEMATICS_TOPICS, ...PHYSICAL_SCIENCES_TOPICS];

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
  return question.kind === "numeric"
    ? { kind: "numeric", prompt: question.prompt, ...(question.unit ? { unit: question.unit } : {}) }
    : { kind: "choice", prompt: question.prompt, choices: question.choices };
}
