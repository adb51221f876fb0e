import "server-only";
import { randomInt } from "node:crypto";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { markNumber, type NumericVerdict } from "./answers";
import { asked, buildQuestion, findTemplate, findTopic, TOPICS } from "./bank";
import { fmt } from "./format";
import type { AskedQuestion, BuiltQuestion, SubjectId } from "./types";

const practiceMessages = MESSAGES.stemPractice;

export interface StartedAttempt {
  attemptId: string;
  topicId: string;
  topicTitle: string;
  question: AskedQuestion;
}

/** Per hour: a keen learner answers one a minute; a script gets no further. */
const PRACTICE_RATE_LIMIT: RateLimitRule = { limit: 300, windowMs: 60 * 60 * 1000 };
const UNANSWERED_KEPT_MS = 7 * MS_PER_DAY;

/** Picks the template asked least, so practice goes round every kind. */
export async function startAttempt(userId: string, topicId: string, now = new Date()): Promise<StartedAttempt> {
  const topic = findTopic(topicId);
  if (!topic) throw new DomainError("not-found", practiceMessages.unknownTopic);
  await enforceRateLimit(rateLimitKey("user", userId, "stem-practice"), PRACTICE_RATE_LIMIT, practiceMessages.tooMany);
  // Questions asked and left for a week are not kept: only answered ones make progress.
  await db.practiceAttempt.deleteMany({
    where: { userId, answeredAt: null, createdAt: { lt: new Date(now.getTime() - UNANSWERED_KEPT_MS) } },
  });
  const asks = await db.practiceAttempt.groupBy({
    by: ["questionId"],
    where: { userId, topicId },
    _count: { _all: true },
  });
  const timesAsked = (questionId: string) => asks.find((row) => row.questionId === questionId)?._count._all ?? 0;
  const template = [...topic.questions].sort((a, b) => timesAsked(a.id) - timesAsked(b.id))[0];
  const seed = randomInt(0, 2 ** 31 - 1);
  const attempt = await db.practiceAttempt.create({
    data: { userId, topicId, questionId: template.id, seed, createdAt: now },
    select: { id: true },
  });
  return { attemptId: attempt.id, topicId, topicTitle: topic.title, question: asked(buildQuestion(template, seed)) };
}

async function ownAttempt(userId: string, attemptId: string) {
  const attempt = await db.practiceAttempt.findFirst({ where: { id: attemptId, userId } });
  const template = attempt && findTemplate(attempt.topicId, attempt.questionId);
  if (!attempt || !template) throw new DomainError("not-found", practiceMessages.unknownAttempt);
  return { attempt, question: buildQuestion(template, attempt.seed) };
}

export interface AttemptResult {
  correct: boolean;
  given: string;
  rightAnswer: string;
  solution: string[];
}

export interface MarkedAttempt extends AttemptResult {
  attemptId: string;
  topicId: string;
  question: AskedQuestion;
}

/**
 * Marked from the question rebuilt from its seed, so a client cannot mark itself. Only the first
 * answer is recorded; simultaneous or later ones are refused as answered already.
 */
export async function answerAttempt(
  userId: string,
  attemptId: string,
  answer: string,
  now = new Date(),
): Promise<MarkedAttempt> {
  const { attempt, question } = await ownAttempt(userId, attemptId);
  if (attempt.answeredAt) throw new DomainError("conflict", practiceMessages.answered);
  let correct: boolean;
  let given = answer.trim();
  if (question.kind === "numeric") {
    const verdict: NumericVerdict = markNumber(given, {
      value: question.answer,
      unit: question.unit,
      tolerance: question.tolerance,
      decimals: question.decimals,
    });
    if (verdict === "unreadable") throw new DomainError("invalid", practiceMessages.unreadable);
    if (verdict === "wrong-unit")
      throw new DomainError(
        "invalid",
        question.unit ? practiceMessages.wrongUnit(question.unit) : practiceMessages.noUnit,
      );
    correct = verdict === "correct";
  } else {
    const index = /^\d{1,2}$/.test(given) ? Number(given) : -1;
    if (index < 0 || index >= question.choices.length) throw new DomainError("invalid", practiceMessages.choose);
    correct = index === question.answer;
    given = question.choices[index];
  }
  const { count } = await db.practiceAttempt.updateMany({
    where: { id: attempt.id, userId, answeredAt: null },
    data: { answeredAt: now, answer: given, correct },
  });
  if (count === 0) throw new DomainError("conflict", practiceMessages.answered);
  return {
    attemptId: attempt.id,
    topicId: attempt.topicId,
    question: asked(question),
    ...resultOf(question, given, correct),
  };
}

function resultOf(question: BuiltQuestion, given: string, correct: boolean): AttemptResult {
  return {
    correct,
    given,
    rightAnswer:
      question.kind === "numeric"
        ? `${fmt(question.answer, question.decimals ?? 2)}${question.unit ? ` ${question.unit}` : ""}`
        : question.choices[question.answer],
    solution: question.solution,
  };
}

export interface AttemptView {
  attemptId: string;
  topicId: string;
  question: AskedQuestion;
  result: AttemptResult | null;
}

/** Null when it is not theirs (or gone). */
export async function viewAttempt(userId: string, attemptId: string): Promise<AttemptView | null> {
  const attempt = await db.practiceAttempt.findFirst({ where: { id: attemptId, userId } });
  const template = attempt && findTemplate(attempt.topicId, attempt.questionId);
  if (!attempt || !template) return null;
  const question = buildQuestion(template, attempt.seed);
  return {
    attemptId: attempt.id,
    topicId: attempt.topicId,
    question: asked(question),
    result:
      attempt.answeredAt && attempt.answer !== null
        ? resultOf(question, attempt.answer, attempt.correct === true)
        : null,
  };
}

export interface TopicProgress {
  topicId: string;
  subject: SubjectId;
  title: string;
  grades: string;
  attempts: number;
  correct: number;
  /** Percent right of the last MASTERY_WINDOW answers. */
  mastery: number | null;
  mastered: boolean;
}

export const MASTERY_WINDOW = 10;
const MASTERY_MIN_ANSWERS = 5;
const MASTERED_AT = 80;

export async function practiceProgress(userId: string): Promise<TopicProgress[]> {
  const answers = await db.practiceAttempt.findMany({
    where: { userId, answeredAt: { not: null } },
    orderBy: [{ answeredAt: "desc" }, { id: "desc" }],
    select: { topicId: true, correct: true },
  });
  return TOPICS.map((topic) => {
    const mine = answers.filter((answer) => answer.topicId === topic.id);
    const recent = mine.slice(0, MASTERY_WINDOW);
    const mastery = recent.length
      ? Math.round((100 * recent.filter((answer) => answer.correct).length) / recent.length)
      : null;
    return {
      topicId: topic.id,
      subject: topic.subject,
      title: topic.title,
      grades: topic.grades,
      attempts: mine.length,
      correct: mine.filter((answer) => answer.correct).length,
      mastery,
      mastered: mine.length >= MASTERY_MIN_ANSWERS && mastery !== null && mastery >= MASTERED_AT,
    };
  });
}
