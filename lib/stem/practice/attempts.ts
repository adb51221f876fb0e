import "server-only";
import { randomInt } from "node:crypto";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { asked, buildQuestion, findTemplate, findTopic, TOPICS } from "./bank";
import { keptAnswer, markAnswer, rightAnswerText } from "./marking";
import { dailyRecord, topicStanding, type AnsweredQuestion, type DailyRecord, type TopicStanding } from "./standing";
import type { AskedQuestion, BuiltQuestion, Grade, Level, QuestionTemplate, SubjectId, Term, Topic } from "./types";

const practiceMessages = MESSAGES.stemPractice;

/** Per hour: a keen learner answers one a minute; a script gets no further. */
const PRACTICE_RATE_LIMIT: RateLimitRule = { limit: 300, windowMs: 60 * 60 * 1000 };
const UNANSWERED_KEPT_MS = 7 * MS_PER_DAY;
export const DEFAULT_DAILY_GOAL = 10;

interface AnsweredRow extends AnsweredQuestion {
  id: string;
  topicId: string;
}

/** The learner's answered questions (in one topic, or all), oldest first: the one source of their standing. */
export async function answeredQuestions(userId: string, topicId?: string): Promise<AnsweredRow[]> {
  const rows = await db.practiceAttempt.findMany({
    where: { userId, answeredAt: { not: null }, ...(topicId ? { topicId } : {}) },
    orderBy: [{ answeredAt: "asc" }, { id: "asc" }],
    select: { id: true, topicId: true, level: true, correct: true, tries: true, answeredAt: true },
  });
  return rows.map((row) => ({ ...row, correct: row.correct === true, answeredAt: row.answeredAt! }));
}

const inTopic = (rows: readonly AnsweredRow[], topicId: string) => rows.filter((row) => row.topicId === topicId);

/** The template asked least at the level, so practice goes round every kind; ties drawn at random. */
export async function pickTemplate(userId: string, topic: Topic, level: Level): Promise<QuestionTemplate> {
  const asks = await db.practiceAttempt.groupBy({
    by: ["questionId"],
    where: { userId, topicId: topic.id },
    _count: { _all: true },
  });
  const timesAsked = (id: string) => asks.find((row) => row.questionId === id)?._count._all ?? 0;
  const atLevel = topic.questions.filter((question) => question.level === level);
  const fewest = Math.min(...atLevel.map((question) => timesAsked(question.id)));
  const least = atLevel.filter((question) => timesAsked(question.id) === fewest);
  return least[randomInt(0, least.length)];
}

export interface StartedAttempt {
  attemptId: string;
  topicId: string;
  topicTitle: string;
  level: Level;
  question: AskedQuestion;
}

/** A question at the topic's level for this learner (level 3 once mastered: reviews are exam standard). */
export async function startAttempt(userId: string, topicId: string, now = new Date()): Promise<StartedAttempt> {
  const topic = findTopic(topicId);
  if (!topic) throw new DomainError("not-found", practiceMessages.unknownTopic);
  await enforceRateLimit(rateLimitKey("user", userId, "stem-practice"), PRACTICE_RATE_LIMIT, practiceMessages.tooMany);
  // Questions asked and left for a week are not kept: only answered ones make progress.
  await db.practiceAttempt.deleteMany({
    where: { userId, answeredAt: null, testId: null, createdAt: { lt: new Date(now.getTime() - UNANSWERED_KEPT_MS) } },
  });
  const standing = topicStanding(await answeredQuestions(userId, topic.id));
  const level: Level = standing.mastered ? 3 : standing.level;
  const template = await pickTemplate(userId, topic, level);
  const seed = randomInt(0, 2 ** 31 - 1);
  const attempt = await db.practiceAttempt.create({
    data: { userId, topicId, questionId: template.id, seed, level, createdAt: now },
    select: { id: true },
  });
  return {
    attemptId: attempt.id,
    topicId,
    topicTitle: topic.title,
    level,
    question: asked(buildQuestion(template, seed)),
  };
}

async function practiceAttempt(userId: string, attemptId: string) {
  const attempt = await db.practiceAttempt.findFirst({ where: { id: attemptId, userId, testId: null } });
  const template = attempt && findTemplate(attempt.topicId, attempt.questionId);
  if (!attempt || !template) return null;
  return { attempt, question: buildQuestion(template, attempt.seed) };
}

export interface AttemptResult {
  correct: boolean;
  /** Right only after the hint. */
  afterHint: boolean;
  given: string;
  firstAnswer: string | null;
  rightAnswer: string;
  solution: string[];
}

export type AnswerOutcome =
  | { status: "try-again"; attemptId: string; topicId: string; hint: string; firstAnswer: string }
  | ({ status: "marked"; attemptId: string; topicId: string } & AttemptResult);

/**
 * Marked from the question rebuilt from its seed, so a client cannot mark itself. A wrong first
 * answer earns the hint and one more try; the question then counts once, as answered. Each step is
 * a conditional update, so simultaneous answers record one.
 */
export async function answerAttempt(
  userId: string,
  attemptId: string,
  answer: string,
  now = new Date(),
): Promise<AnswerOutcome> {
  const found = await practiceAttempt(userId, attemptId);
  if (!found) throw new DomainError("not-found", practiceMessages.unknownAttempt);
  const { attempt, question } = found;
  if (attempt.answeredAt) throw new DomainError("conflict", practiceMessages.answered);
  const marked = markAnswer(question, answer);
  if (marked.verdict === "refused") throw new DomainError("invalid", marked.message);
  const given = keptAnswer(question, answer);
  const correct = marked.verdict === "correct";
  const open = { id: attempt.id, userId, answeredAt: null, tries: attempt.tries };

  if (attempt.tries === 0 && !correct) {
    const { count } = await db.practiceAttempt.updateMany({ where: open, data: { tries: 1, firstAnswer: given } });
    if (count === 0) throw new DomainError("conflict", practiceMessages.answerReceived);
    return {
      status: "try-again",
      attemptId: attempt.id,
      topicId: attempt.topicId,
      hint: question.hint,
      firstAnswer: given,
    };
  }
  const { count } = await db.practiceAttempt.updateMany({
    where: open,
    data: { tries: attempt.tries + 1, answeredAt: now, answer: given, correct },
  });
  if (count === 0) throw new DomainError("conflict", practiceMessages.answerReceived);
  return {
    status: "marked",
    attemptId: attempt.id,
    topicId: attempt.topicId,
    ...resultOf(question, { answer: given, correct, tries: attempt.tries + 1, firstAnswer: attempt.firstAnswer }),
  };
}

function resultOf(
  question: BuiltQuestion,
  attempt: { answer: string; correct: boolean; tries: number; firstAnswer: string | null },
): AttemptResult {
  return {
    correct: attempt.correct,
    afterHint: attempt.correct && attempt.tries > 1,
    given: attempt.answer,
    firstAnswer: attempt.firstAnswer,
    rightAnswer: rightAnswerText(question),
    solution: question.solution,
  };
}

export interface Celebration {
  goalReached: DailyRecord | null;
  levelReached: Level | null;
  mastered: boolean;
}

export interface AttemptView {
  attemptId: string;
  topicId: string;
  level: Level;
  question: AskedQuestion;
  /** After a wrong first answer, before the second. */
  hint: string | null;
  firstAnswer: string | null;
  result: AttemptResult | null;
  celebration: Celebration | null;
}

async function learnerGoal(userId: string): Promise<number> {
  const settings = await db.stemLearner.findUnique({ where: { userId }, select: { dailyGoal: true } });
  return settings?.dailyGoal ?? DEFAULT_DAILY_GOAL;
}

/** What this answer changed: the day's goal met by it, or the topic's level raised by it. */
function celebrationOf(
  rows: readonly AnsweredRow[],
  attemptId: string,
  topicId: string,
  goal: number,
): Celebration | null {
  const index = rows.findIndex((row) => row.id === attemptId);
  if (index < 0) return null;
  const answeredAt = rows[index].answeredAt;
  const upTo = rows.slice(0, index + 1);
  const before = topicStanding(inTopic(rows.slice(0, index), topicId));
  const after = topicStanding(inTopic(upTo, topicId));
  const daily = dailyRecord(
    upTo.map((row) => row.answeredAt),
    goal,
    answeredAt,
  );
  const goalReached = daily.today === goal ? daily : null;
  const levelReached = after.level > before.level ? after.level : null;
  const mastered = after.mastered && !before.mastered;
  return goalReached || levelReached || mastered ? { goalReached, levelReached, mastered } : null;
}

/** Null when it is not theirs, is gone, or belongs to a test. */
export async function viewAttempt(userId: string, attemptId: string): Promise<AttemptView | null> {
  const found = await practiceAttempt(userId, attemptId);
  if (!found) return null;
  const { attempt, question } = found;
  const answered = attempt.answeredAt && attempt.answer !== null;
  const [rows, goal] = answered
    ? await Promise.all([answeredQuestions(userId), learnerGoal(userId)])
    : [[], DEFAULT_DAILY_GOAL];
  return {
    attemptId: attempt.id,
    topicId: attempt.topicId,
    level: attempt.level as Level,
    question: asked(question),
    hint: !answered && attempt.tries === 1 ? question.hint : null,
    firstAnswer: attempt.firstAnswer,
    result: answered
      ? resultOf(question, {
          answer: attempt.answer!,
          correct: attempt.correct === true,
          tries: attempt.tries,
          firstAnswer: attempt.firstAnswer,
        })
      : null,
    celebration: answered ? celebrationOf(rows, attempt.id, attempt.topicId, goal) : null,
  };
}

export interface TopicProgress extends TopicStanding {
  topicId: string;
  subject: SubjectId;
  grade: Grade;
  term: Term;
  title: string;
  reviewDue: boolean;
}

export function progressOf(rows: readonly AnsweredRow[], now: Date): TopicProgress[] {
  const byTopic = new Map<string, AnsweredRow[]>();
  for (const row of rows) {
    const list = byTopic.get(row.topicId);
    if (list) list.push(row);
    else byTopic.set(row.topicId, [row]);
  }
  return TOPICS.map((topic) => {
    const standing = topicStanding(byTopic.get(topic.id) ?? []);
    return {
      topicId: topic.id,
      subject: topic.subject,
      grade: topic.grade,
      term: topic.term,
      title: topic.title,
      ...standing,
      reviewDue: standing.mastered && standing.reviewDueAt !== null && standing.reviewDueAt <= now,
    };
  });
}

export async function practiceProgress(userId: string, now = new Date()): Promise<TopicProgress[]> {
  return progressOf(await answeredQuestions(userId), now);
}

function progressIn(rows: readonly AnsweredRow[], topicId: string, now: Date): TopicProgress {
  const progress = progressOf(inTopic(rows, topicId), now).find((t) => t.topicId === topicId);
  if (!progress) throw new DomainError("not-found", practiceMessages.unknownTopic);
  return progress;
}

export async function topicProgress(userId: string, topicId: string, now = new Date()): Promise<TopicProgress> {
  return progressIn(await answeredQuestions(userId, topicId), topicId, now);
}

/**
 * An answer marked, with what the page shows after it: the celebration it earned and the topic's
 * progress, so a page that answers in the background has everything to draw (one read of the answers).
 */
export async function answerAndShow(userId: string, attemptId: string, answer: string, now = new Date()) {
  const outcome = await answerAttempt(userId, attemptId, answer, now);
  const [rows, goal] = await Promise.all([answeredQuestions(userId), learnerGoal(userId)]);
  const celebration = outcome.status === "marked" ? celebrationOf(rows, attemptId, outcome.topicId, goal) : null;
  return { ...outcome, celebration, progress: progressIn(rows, outcome.topicId, now) };
}

const TODAY_EACH = 3;

/** Reviews due first (any grade), then the weakest topics of the learner's grade, then the next new ones. */
export function practiseToday(progress: readonly TopicProgress[], grade: Grade): TopicProgress[] {
  const reviews = progress
    .filter((topic) => topic.reviewDue)
    .sort((a, b) => a.reviewDueAt!.getTime() - b.reviewDueAt!.getTime())
    .slice(0, TODAY_EACH);
  const ofGrade = progress.filter((topic) => topic.grade === grade && !topic.mastered);
  const weakest = ofGrade
    .filter((topic) => topic.answered > 0)
    .sort((a, b) => a.level - b.level || (a.recent ?? 0) - (b.recent ?? 0))
    .slice(0, TODAY_EACH);
  const fresh = ofGrade.filter((topic) => topic.answered === 0).slice(0, TODAY_EACH - weakest.length);
  return [...reviews, ...weakest, ...fresh];
}

export async function dailyPractice(userId: string, goal: number, now = new Date()): Promise<DailyRecord> {
  const since = new Date(now.getTime() - 400 * MS_PER_DAY);
  const rows = await db.practiceAttempt.findMany({
    where: { userId, answeredAt: { gte: since } },
    select: { answeredAt: true },
  });
  return dailyRecord(
    rows.map((row) => row.answeredAt!),
    goal,
    now,
  );
}
