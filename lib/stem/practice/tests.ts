import "server-only";
import { randomInt } from "node:crypto";
import { z } from "zod";
import { MS_PER_HOUR } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { answeredQuestions, pickTemplate } from "./attempts";
import { asked, buildQuestion, findTemplate, findTopic, TOPICS } from "./bank";
import { keptAnswer, markAnswer, rightAnswerText } from "./marking";
import { topicStanding } from "./standing";
import type { AskedQuestion, Grade, Level, Topic } from "./types";

const messages = MESSAGES.stemTests;

export const TEST_SIZE = { min: 10, max: 20 } as const;
export const DIAGNOSTIC_SIZE = 12;
/** Minutes per question when a test is timed: about what an NSC paper allows per short question. */
export const MINUTES_PER_QUESTION = 2;
/** An answer sent as the time runs out is still on its way. */
const LATE_GRACE_MS = 30_000;
const TEST_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: MS_PER_HOUR };

export type TestKind = "diagnostic" | "mixed";

export interface TestRequest {
  kind: TestKind;
  grade: Grade;
  /** For a mixed test; the diagnostic draws from the whole grade. */
  topicIds?: readonly string[];
  count?: number;
  timed?: boolean;
}

function shuffled<T>(values: readonly T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Topics in turn, each subject in turn for the diagnostic, so a short test still spreads wide. */
function spread(topics: readonly Topic[], count: number): Topic[] {
  const bySubject = new Map<string, Topic[]>();
  for (const topic of shuffled(topics)) bySubject.set(topic.subject, [...(bySubject.get(topic.subject) ?? []), topic]);
  const order: Topic[] = [];
  const queues = [...bySubject.values()];
  while (order.length < topics.length) for (const queue of queues) if (queue.length) order.push(queue.shift()!);
  return Array.from({ length: count }, (_, i) => order[i % order.length]);
}

/** Starts a test: its questions are drawn now, in order, each asked once and marked at the end. */
export async function startTest(userId: string, request: TestRequest, now = new Date()): Promise<{ testId: string }> {
  let topics: Topic[];
  let count: number;
  if (request.kind === "diagnostic") {
    topics = TOPICS.filter((topic) => topic.grade === request.grade);
    count = DIAGNOSTIC_SIZE;
  } else {
    const ids = [...new Set(request.topicIds ?? [])];
    topics = ids.map((id) => findTopic(id)).filter((topic): topic is Topic => topic !== undefined);
    if (topics.length === 0 || topics.length !== ids.length) throw new DomainError("invalid", messages.chooseTopics);
    count = request.count ?? TEST_SIZE.min;
    if (!Number.isInteger(count) || count < TEST_SIZE.min || count > TEST_SIZE.max)
      throw new DomainError("invalid", messages.count);
  }
  await enforceRateLimit(rateLimitKey("user", userId, "stem-tests"), TEST_RATE_LIMIT, messages.tooMany);
  const answered = await answeredQuestions(userId);
  const questions = [];
  for (const topic of spread(topics, count)) {
    const standing = topicStanding(answered.filter((row) => row.topicId === topic.id));
    // The diagnostic asks at level 2, where a topic's grip shows; a test asks at the learner's level.
    const level: Level = request.kind === "diagnostic" ? 2 : standing.mastered ? 3 : standing.level;
    const template = await pickTemplate(userId, topic, level);
    questions.push({ topicId: topic.id, questionId: template.id, level, seed: randomInt(0, 2 ** 31 - 1) });
  }
  const timed = request.kind === "mixed" && request.timed === true;
  const test = await db.practiceTest.create({
    data: {
      userId,
      kind: request.kind,
      grade: request.grade,
      topics: JSON.stringify(topics.map((topic) => topic.id)),
      endsAt: timed ? new Date(now.getTime() + count * MINUTES_PER_QUESTION * 60_000) : null,
      createdAt: now,
      attempts: {
        create: questions.map((question, index) => ({ ...question, userId, position: index + 1, createdAt: now })),
      },
    },
    select: { id: true },
  });
  return { testId: test.id };
}

const topicIdsSchema = z.array(z.string());

export interface TestQuestionView {
  position: number;
  topicId: string;
  topicTitle: string;
  question: AskedQuestion;
  /** What was answered; null while unanswered. */
  given: string | null;
  /** Only once the test is finished. */
  correct: boolean | null;
  rightAnswer: string | null;
  solution: string[] | null;
}

export interface TopicReport {
  topicId: string;
  title: string;
  asked: number;
  right: number;
}

export interface TestView {
  testId: string;
  kind: TestKind;
  grade: Grade;
  topicIds: string[];
  endsAt: Date | null;
  finished: boolean;
  questions: TestQuestionView[];
  /** Once finished. */
  report: { right: number; asked: number; topics: TopicReport[]; suggested: string[] } | null;
}

/** A timed test whose time is up is finished by the first look at it. */
async function finishIfOver(test: { id: string; endsAt: Date | null; finishedAt: Date | null }, now: Date) {
  if (test.finishedAt || !test.endsAt || now.getTime() < test.endsAt.getTime() + LATE_GRACE_MS) return test.finishedAt;
  await db.practiceTest.updateMany({ where: { id: test.id, finishedAt: null }, data: { finishedAt: test.endsAt } });
  return test.endsAt;
}

/** Null when it is not theirs. */
export async function viewTest(userId: string, testId: string, now = new Date()): Promise<TestView | null> {
  const test = await db.practiceTest.findFirst({
    where: { id: testId, userId },
    include: { attempts: { orderBy: { position: "asc" } } },
  });
  if (!test) return null;
  const finished = (await finishIfOver(test, now)) !== null;
  const questions: TestQuestionView[] = [];
  for (const attempt of test.attempts) {
    const template = findTemplate(attempt.topicId, attempt.questionId);
    if (!template) continue;
    const built = buildQuestion(template, attempt.seed);
    questions.push({
      position: attempt.position!,
      topicId: attempt.topicId,
      topicTitle: findTopic(attempt.topicId)!.title,
      question: asked(built),
      given: attempt.answer,
      correct: finished ? attempt.correct === true : null,
      rightAnswer: finished ? rightAnswerText(built) : null,
      solution: finished ? built.solution : null,
    });
  }
  return {
    testId: test.id,
    kind: test.kind,
    grade: test.grade as Grade,
    topicIds: topicIdsSchema.parse(JSON.parse(test.topics)),
    endsAt: test.endsAt,
    finished,
    questions,
    report: finished ? reportOf(questions, test.kind) : null,
  };
}

/** Per topic, like an exam's analysis; the diagnostic suggests where to start: the topics it found weakest. */
function reportOf(questions: readonly TestQuestionView[], kind: TestKind): TestView["report"] {
  const topics = new Map<string, TopicReport>();
  for (const question of questions) {
    const entry = topics.get(question.topicId) ?? {
      topicId: question.topicId,
      title: question.topicTitle,
      asked: 0,
      right: 0,
    };
    entry.asked += 1;
    if (question.correct) entry.right += 1;
    topics.set(question.topicId, entry);
  }
  const list = [...topics.values()];
  const weak = list.filter((topic) => topic.right < topic.asked).sort((a, b) => a.right / a.asked - b.right / b.asked);
  return {
    right: questions.filter((question) => question.correct).length,
    asked: questions.length,
    topics: list,
    suggested: (kind === "diagnostic" ? weak : weak.slice(0, 3)).map((topic) => topic.topicId),
  };
}

/** One answer per question, kept unmarked until the end; an answer it cannot read is refused, not counted. */
export async function answerTestQuestion(
  userId: string,
  testId: string,
  position: number,
  answer: string,
  now = new Date(),
): Promise<void> {
  const test = await db.practiceTest.findFirst({ where: { id: testId, userId } });
  if (!test) throw new DomainError("not-found", messages.unknownTest);
  if ((await finishIfOver(test, now)) !== null) throw new DomainError("conflict", messages.finished);
  const attempt = await db.practiceAttempt.findFirst({ where: { testId, userId, position } });
  const template = attempt && findTemplate(attempt.topicId, attempt.questionId);
  if (!attempt || !template) throw new DomainError("not-found", messages.unknownQuestion);
  if (attempt.answeredAt) throw new DomainError("conflict", messages.answered);
  const question = buildQuestion(template, attempt.seed);
  const marked = markAnswer(question, answer);
  if (marked.verdict === "refused") throw new DomainError("invalid", marked.message);
  const given = keptAnswer(question, answer);
  const { count } = await db.practiceAttempt.updateMany({
    where: { id: attempt.id, answeredAt: null, test: { finishedAt: null } },
    data: { tries: 1, answeredAt: now, answer: given, correct: marked.verdict === "correct" },
  });
  if (count === 0) throw new DomainError("conflict", messages.answered);
}

/** Hands the test in: from now on it shows its marks. Questions left open stay unanswered. */
export async function finishTest(userId: string, testId: string, now = new Date()): Promise<void> {
  const test = await db.practiceTest.findFirst({ where: { id: testId, userId }, select: { id: true } });
  if (!test) throw new DomainError("not-found", messages.unknownTest);
  await db.practiceTest.updateMany({ where: { id: testId, finishedAt: null }, data: { finishedAt: now } });
}

/** The learner's tests, newest first, for the dashboard. */
export async function recentTests(userId: string, take = 5) {
  const tests = await db.practiceTest.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take,
    select: {
      id: true,
      kind: true,
      grade: true,
      createdAt: true,
      finishedAt: true,
      endsAt: true,
      attempts: { select: { correct: true, answeredAt: true } },
    },
  });
  return tests.map((test) => ({
    testId: test.id,
    kind: test.kind,
    grade: test.grade,
    createdAt: test.createdAt,
    finished: test.finishedAt !== null,
    asked: test.attempts.length,
    answered: test.attempts.filter((attempt) => attempt.answeredAt).length,
    right: test.finishedAt ? test.attempts.filter((attempt) => attempt.correct).length : null,
  }));
}
