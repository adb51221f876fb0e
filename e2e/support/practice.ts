import { expect, type Page } from "@playwright/test";
import { rightAnswerText } from "../../lib/stem/practice/marking";
import { plainMath } from "../../lib/stem/practice/math-text";
import { seededRandom } from "../../lib/stem/practice/random";
import { ALL_TOPICS } from "../../lib/stem/practice/topics";
import type { BuiltQuestion } from "../../lib/stem/practice/types";
import { queryE2eDb } from "./db";

// The questions behind the pages, rebuilt from the bank and the stored seed as the server does, so a
// test answers as a learner who knows the answer (or does not).

interface StoredQuestion {
  id: string;
  topicId: string;
  questionId: string;
  seed: number;
}

export function build(topicId: string, questionId: string, seed: number): BuiltQuestion {
  const template = ALL_TOPICS.find((topic) => topic.id === topicId)!.questions.find((q) => q.id === questionId)!;
  return template.build(template.draw(seededRandom(seed)));
}

export function practiceAttempt(attemptId: string): StoredQuestion {
  const [row] = queryE2eDb<StoredQuestion>(
    `SELECT "id", "topicId", "questionId", "seed" FROM "PracticeAttempt" WHERE "id" = ?`,
    attemptId,
  );
  return row;
}

export function testQuestions(testId: string): (StoredQuestion & { position: number })[] {
  return queryE2eDb(
    `SELECT "id", "topicId", "questionId", "seed", "position" FROM "PracticeAttempt" WHERE "testId" = ? ORDER BY "position"`,
    testId,
  );
}

export const questionOf = (row: StoredQuestion) => build(row.topicId, row.questionId, row.seed);

/** As a learner types it: the right answer as shown after marking, or the right choice's number. */
export const rightAnswer = (question: BuiltQuestion) =>
  question.kind === "numeric" ? plainMath(rightAnswerText(question)).replace(/\u00a0/g, " ") : String(question.answer);

export const wrongAnswer = (question: BuiltQuestion) =>
  question.kind === "numeric"
    ? String(Math.round(Math.abs(question.answer) * 3 + 1001))
    : String((question.answer + 1) % question.choices.length);

/** A seed whose question passes `wanted`, for a test that needs a particular answer. */
export function seedWhere(topicId: string, questionId: string, wanted: (question: BuiltQuestion) => boolean): number {
  for (let seed = 1; seed < 200_000; seed += 1) if (wanted(build(topicId, questionId, seed))) return seed;
  throw new Error(`No seed of ${topicId}/${questionId} gives the question wanted`);
}

/** Types the answer, or chooses the choice, in the question form on the page. */
export async function giveAnswer(page: Page, question: BuiltQuestion, answer: string) {
  if (question.kind === "numeric") await page.getByRole("textbox", { name: /Your (answer|second try)/ }).fill(answer);
  else await page.locator(`input[type=radio][name=answer][value="${answer}"]`).check();
}

/** The attempt the practice page shows, from its address, once the page has moved to it. */
export async function attemptIdIn(page: Page): Promise<string> {
  await expect(page).toHaveURL(/[?&]attempt=/);
  return new URL(page.url()).searchParams.get("attempt")!;
}
