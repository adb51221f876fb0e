// STEM practice (lib/stem/practice/attempts.ts and tests.ts): asked without the answer at the
// learner's level, marked on the server from the attempt's own seed; a wrong first answer earns a
// hint and one more try; each question counts once, even when answers arrive together; tests are
// marked at the end with a report per topic.
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import {
  answerAndShow,
  answerAttempt,
  practiceProgress,
  practiseToday,
  startAttempt,
  viewAttempt,
} from "@/lib/stem/practice/attempts";
import { buildQuestion, findTemplate, TOPICS } from "@/lib/stem/practice/bank";
import { chooseGrade, savePracticeSettings } from "@/lib/stem/practice/learner";
import { rightAnswerText } from "@/lib/stem/practice/marking";
import { plainMath } from "@/lib/stem/practice/math-text";
import { RISE_AFTER } from "@/lib/stem/practice/standing";
import { answerTestQuestion, DIAGNOSTIC_SIZE, finishTest, startTest, viewTest } from "@/lib/stem/practice/tests";
import type { BuiltQuestion } from "@/lib/stem/practice/types";
import { outcome } from "../helpers/outcome";
import { newMember } from "../helpers/users";

const M = MESSAGES.stemPractice;
const T = MESSAGES.stemTests;
const TOPIC = "maths-10-equations-and-inequalities";

/** The question behind an attempt, with its answer, as only the server can rebuild it. */
async function behind(attemptId: string): Promise<BuiltQuestion> {
  const attempt = await db.practiceAttempt.findUniqueOrThrow({ where: { id: attemptId } });
  return buildQuestion(findTemplate(attempt.topicId, attempt.questionId)!, attempt.seed);
}

const rightAnswer = (question: BuiltQuestion) =>
  question.kind === "numeric" ? plainMath(rightAnswerText(question)) : String(question.answer);
const wrongAnswer = (question: BuiltQuestion) =>
  question.kind === "numeric"
    ? String(Math.round(question.answer * 3 + 1000))
    : String((question.answer + 1) % question.choices.length);

async function answerRight(userId: string, topicId: string) {
  const started = await startAttempt(userId, topicId);
  return answerAttempt(userId, started.attemptId, rightAnswer(await behind(started.attemptId)));
}

it("asks without the answer; a wrong first answer brings the hint and one more try, then the solution", async () => {
  const { user } = await newMember("stem", "Sipho");
  const first = await startAttempt(user.id, TOPIC);
  expect(first).toMatchObject({ topicTitle: TOPICS.find((t) => t.id === TOPIC)!.title, level: 1 });
  expect(JSON.stringify(first.question)).not.toMatch(/answer"|solution|hint/);
  const question = await behind(first.attemptId);
  expect(first.question.prompt).toBe(question.prompt);

  const tryAgain = await answerAttempt(user.id, first.attemptId, wrongAnswer(question));
  expect(tryAgain).toEqual({
    status: "try-again",
    attemptId: first.attemptId,
    topicId: TOPIC,
    hint: question.hint,
    firstAnswer: question.kind === "choice" ? question.choices[Number(wrongAnswer(question))] : wrongAnswer(question),
  });
  expect(await viewAttempt(user.id, first.attemptId)).toMatchObject({ hint: question.hint, result: null });
  expect((await practiceProgress(user.id)).find((t) => t.topicId === TOPIC)!.answered).toBe(0);

  const marked = await answerAttempt(user.id, first.attemptId, wrongAnswer(question));
  expect(marked).toMatchObject({ status: "marked", correct: false, afterHint: false, solution: question.solution });
  // Answered: the same attempt again is refused, whatever the answer.
  expect(await outcome(answerAttempt(user.id, first.attemptId, rightAnswer(question)))).toMatchObject({
    ok: false,
    kind: "conflict",
    message: M.answered,
  });

  // Right after the hint counts as right, with help.
  const second = await startAttempt(user.id, TOPIC);
  const secondQuestion = await behind(second.attemptId);
  await answerAttempt(user.id, second.attemptId, wrongAnswer(secondQuestion));
  expect(await answerAttempt(user.id, second.attemptId, rightAnswer(secondQuestion))).toMatchObject({
    status: "marked",
    correct: true,
    afterHint: true,
  });
  expect((await practiceProgress(user.id)).find((t) => t.topicId === TOPIC)).toMatchObject({
    answered: 2,
    right: 1,
    level: 1,
  });
});

it("asks harder questions after three right first time, and easier ones again after two wrong", async () => {
  const { user } = await newMember("stem", "Lerato");
  for (let i = 0; i < RISE_AFTER; i += 1) expect(await answerRight(user.id, TOPIC)).toMatchObject({ correct: true });
  const harder = await startAttempt(user.id, TOPIC);
  expect(harder.level).toBe(2);
  expect(
    findTemplate(TOPIC, (await db.practiceAttempt.findUniqueOrThrow({ where: { id: harder.attemptId } })).questionId)!
      .level,
  ).toBe(2);
  for (const attemptId of [harder.attemptId, (await startAttempt(user.id, TOPIC)).attemptId]) {
    const question = await behind(attemptId);
    await answerAttempt(user.id, attemptId, wrongAnswer(question));
    await answerAttempt(user.id, attemptId, wrongAnswer(question));
  }
  expect((await startAttempt(user.id, TOPIC)).level).toBe(1);
});

it("reads answers as learners write them and refuses what it cannot read, writing nothing", async () => {
  const { user } = await newMember("stem", "Naledi");
  const started = await startAttempt(user.id, "science-10-motion-in-one-dimension");
  const question = await behind(started.attemptId);
  if (question.kind === "numeric") {
    for (const [given, message] of [
      ["fast", M.notANumber],
      ["12 apples", M.unreadableAfter("apples")],
      ["3..5", M.decimalMarks],
    ] as const)
      expect(await outcome(answerAttempt(user.id, started.attemptId, given))).toMatchObject({
        ok: false,
        kind: "invalid",
        message,
      });
  } else {
    for (const junk of ["7", "-1", "a", "0.5"])
      expect(await outcome(answerAttempt(user.id, started.attemptId, junk))).toMatchObject({
        ok: false,
        message: M.choose,
      });
  }
  expect(await db.practiceAttempt.findUniqueOrThrow({ where: { id: started.attemptId } })).toMatchObject({
    tries: 0,
    answeredAt: null,
    firstAnswer: null,
  });
  expect(await answerAttempt(user.id, started.attemptId, rightAnswer(question))).toMatchObject({ correct: true });
});

it("keeps each learner's attempts their own, and refuses an unknown topic", async () => {
  const [{ user: owner }, { user: other }] = [await newMember("stem", "Owner"), await newMember("stem", "Other")];
  const started = await startAttempt(owner.id, TOPIC);
  expect(await outcome(answerAttempt(other.id, started.attemptId, "1"))).toMatchObject({
    ok: false,
    kind: "not-found",
  });
  expect(await viewAttempt(other.id, started.attemptId)).toBeNull();
  expect(await outcome(startAttempt(owner.id, "astrology"))).toMatchObject({
    ok: false,
    kind: "not-found",
    message: M.unknownTopic,
  });
});

it.each([
  ["right", rightAnswer],
  ["wrong", wrongAnswer],
] as const)("records one answer when 60 %s submissions of one attempt arrive at once", async (_kind, answer) => {
  const { user } = await newMember("stem", "Racer");
  const started = await startAttempt(user.id, TOPIC);
  const question = await behind(started.attemptId);
  const results = await Promise.allSettled(
    Array.from({ length: 60 }, () => answerAttempt(user.id, started.attemptId, answer(question))),
  );
  const kinds = results.map((result) =>
    result.status === "fulfilled"
      ? result.value.status
      : result.reason instanceof DomainError
        ? result.reason.kind
        : String(result.reason),
  );
  // A right answer is marked once; a wrong one earns its hint once (and may be marked once after it).
  const recorded = kinds.filter((kind) => kind !== "conflict");
  expect(recorded.length === 1 || (recorded.length === 2 && recorded.includes("try-again"))).toBe(true);
  expect(kinds.filter((kind) => kind === "conflict")).toHaveLength(60 - recorded.length);
  const row = await db.practiceAttempt.findUniqueOrThrow({ where: { id: started.attemptId } });
  expect(row.tries).toBe(recorded.length);
  expect((await practiceProgress(user.id)).find((t) => t.topicId === TOPIC)!.answered).toBe(row.answeredAt ? 1 : 0);
});

it("forgets questions left unanswered for a week, and keeps answered ones", async () => {
  const { user } = await newMember("stem", "Forgetful");
  const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  const left = await startAttempt(user.id, TOPIC, weekAgo);
  const answered = await startAttempt(user.id, TOPIC, weekAgo);
  await answerAttempt(user.id, answered.attemptId, rightAnswer(await behind(answered.attemptId)));
  await startAttempt(user.id, TOPIC);
  const kept = await db.practiceAttempt.findMany({ where: { userId: user.id }, select: { id: true } });
  expect(kept.map((row) => row.id)).not.toContain(left.attemptId);
  expect(kept.map((row) => row.id)).toContain(answered.attemptId);
  expect(kept).toHaveLength(2);
});

it("limits new questions to 300 an hour per learner", async () => {
  const { user } = await newMember("stem", "Hasty");
  const now = BigInt(Date.now());
  await db.rateLimit.create({
    data: { key: `user:${user.id}:stem-practice`, count: 300, windowStartMs: now, expiresAtMs: now + 3_600_000n },
  });
  expect(await outcome(startAttempt(user.id, TOPIC))).toMatchObject({
    ok: false,
    kind: "rate-limited",
    message: M.tooMany,
  });
});

it("celebrates the answer that meets the day's goal, and shows what to practise today", async () => {
  const { user } = await newMember("stem", "Keen");
  await savePracticeSettings(user.id, { grade: 10, dailyGoal: 2, reminderHour: null });
  const first = await answerRight(user.id, TOPIC);
  expect((await viewAttempt(user.id, first.attemptId))!.celebration).toBeNull();
  // What the practice page draws after an answer in the background: the celebration and the progress.
  const started = await startAttempt(user.id, TOPIC);
  const second = await answerAndShow(user.id, started.attemptId, rightAnswer(await behind(started.attemptId)));
  expect(second).toMatchObject({
    status: "marked",
    correct: true,
    celebration: { goalReached: { goal: 2, today: 2, streak: 1, goalMetToday: true } },
    progress: { topicId: TOPIC, answered: 2, right: 2, level: 1, run: 2 },
  });
  expect((await viewAttempt(user.id, second.attemptId))!.celebration).toEqual(second.celebration);
  const today = practiseToday(await practiceProgress(user.id), 10);
  expect(today[0]).toMatchObject({ topicId: TOPIC, answered: 2 });
  expect(today.every((topic) => topic.grade === 10)).toBe(true);
  expect(today.length).toBe(3);
});

describe("tests", () => {
  it("asks a diagnostic across the grade, keeps answers unmarked until handed in, then reports per topic", async () => {
    const { user } = await newMember("stem", "Diagnosed");
    await chooseGrade(user.id, 11);
    const { testId } = await startTest(user.id, { kind: "diagnostic", grade: 11 });
    const open = (await viewTest(user.id, testId))!;
    expect(open).toMatchObject({ kind: "diagnostic", grade: 11, finished: false, report: null });
    expect(open.questions).toHaveLength(DIAGNOSTIC_SIZE);
    expect(open.questions.every((q) => TOPICS.find((t) => t.id === q.topicId)!.grade === 11)).toBe(true);
    expect(new Set(open.questions.map((q) => TOPICS.find((t) => t.id === q.topicId)!.subject)).size).toBe(2);

    const attempts = await db.practiceAttempt.findMany({ where: { testId }, orderBy: { position: "asc" } });
    const questions = attempts.map((a) => buildQuestion(findTemplate(a.topicId, a.questionId)!, a.seed));
    await answerTestQuestion(user.id, testId, 1, rightAnswer(questions[0]));
    await answerTestQuestion(user.id, testId, 2, wrongAnswer(questions[1]));
    expect(await outcome(answerTestQuestion(user.id, testId, 1, rightAnswer(questions[0])))).toMatchObject({
      ok: false,
      kind: "conflict",
      message: T.answered,
    });
    const unmarked = (await viewTest(user.id, testId))!;
    expect(unmarked.questions[0]).toMatchObject({ correct: null, rightAnswer: null, solution: null });

    await finishTest(user.id, testId);
    const marked = (await viewTest(user.id, testId))!;
    expect(marked.finished).toBe(true);
    expect(marked.questions[0]).toMatchObject({ correct: true, solution: questions[0].solution });
    expect(marked.questions[1]).toMatchObject({ correct: false });
    expect(marked.questions[2]).toMatchObject({ given: null, correct: false });
    expect(marked.report).toMatchObject({ right: 1, asked: DIAGNOSTIC_SIZE });
    expect(marked.report!.topics.reduce((sum, topic) => sum + topic.asked, 0)).toBe(DIAGNOSTIC_SIZE);
    expect(marked.report!.suggested).toContain(marked.questions[1].topicId);
    expect(await outcome(answerTestQuestion(user.id, testId, 3, "1"))).toMatchObject({
      ok: false,
      message: T.finished,
    });
    // Each answer counts once in the topics' practice.
    expect((await practiceProgress(user.id)).reduce((sum, topic) => sum + topic.answered, 0)).toBe(2);
  });

  it("builds a mixed test from the chosen topics and size, and hands a timed one in when its time is up", async () => {
    const { user } = await newMember("stem", "Examined");
    const topicIds = ["maths-10-equations-and-inequalities", "science-10-motion-in-one-dimension"];
    const start = new Date();
    const { testId } = await startTest(user.id, { kind: "mixed", grade: 10, topicIds, count: 10, timed: true }, start);
    const test = (await viewTest(user.id, testId, start))!;
    expect(test.questions).toHaveLength(10);
    expect(new Set(test.questions.map((q) => q.topicId))).toEqual(new Set(topicIds));
    expect(test.endsAt!.getTime()).toBe(start.getTime() + 20 * 60_000);
    const late = new Date(start.getTime() + 21 * 60_000);
    expect(await outcome(answerTestQuestion(user.id, testId, 1, "1", late))).toMatchObject({
      ok: false,
      message: T.finished,
    });
    expect((await viewTest(user.id, testId, late))!.finished).toBe(true);

    for (const [request, message] of [
      [{ topicIds: [] }, T.chooseTopics],
      [{ topicIds: ["astrology"] }, T.chooseTopics],
      [{ topicIds, count: 9 }, T.count],
      [{ topicIds, count: 21 }, T.count],
    ] as const)
      expect(await outcome(startTest(user.id, { kind: "mixed", grade: 10, ...request }))).toMatchObject({
        ok: false,
        kind: "invalid",
        message,
      });
  });

  it("records one answer when 60 answers to one test question arrive at once, and keeps tests to their owner", async () => {
    const [{ user }, { user: other }] = [await newMember("stem", "Burst"), await newMember("stem", "Nosy")];
    const { testId } = await startTest(user.id, { kind: "diagnostic", grade: 12 });
    const attempt = await db.practiceAttempt.findFirstOrThrow({ where: { testId, position: 1 } });
    const answer = rightAnswer(buildQuestion(findTemplate(attempt.topicId, attempt.questionId)!, attempt.seed));
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, () => answerTestQuestion(user.id, testId, 1, answer)),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await db.practiceAttempt.count({ where: { testId, answeredAt: { not: null } } })).toBe(1);
    expect(await viewTest(other.id, testId)).toBeNull();
    expect(await outcome(answerTestQuestion(other.id, testId, 2, "1"))).toMatchObject({ ok: false, kind: "not-found" });
    expect(await outcome(finishTest(other.id, testId))).toMatchObject({ ok: false, kind: "not-found" });
  });
});
