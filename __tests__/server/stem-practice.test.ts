// STEM practice attempts (lib/stem/practice/attempts.ts): asked without the answer, marked on the
// server from the attempt's own seed, recorded once, and counted in the learner's progress.
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { answerAttempt, practiceProgress, startAttempt } from "@/lib/stem/practice/attempts";
import { buildQuestion, findTemplate } from "@/lib/stem/practice/bank";
import { fmt } from "@/lib/stem/practice/format";
import type { BuiltQuestion } from "@/lib/stem/practice/types";
import { outcome } from "../helpers/outcome";
import { newMember } from "../helpers/users";

const M = MESSAGES.stemPractice;

/** The question behind an attempt, with its answer, as only the server can rebuild it. */
async function behind(attemptId: string): Promise<BuiltQuestion> {
  const attempt = await db.practiceAttempt.findUniqueOrThrow({ where: { id: attemptId } });
  return buildQuestion(findTemplate(attempt.topicId, attempt.questionId)!, attempt.seed);
}

const rightAnswer = (question: BuiltQuestion) =>
  question.kind === "numeric"
    ? fmt(question.answer, question.decimals ?? 2).replace("−", "-")
    : String(question.answer);
const wrongAnswer = (question: BuiltQuestion) =>
  question.kind === "numeric"
    ? String(question.answer * 3 + 1000)
    : String((question.answer + 1) % question.choices.length);

it("asks without the answer, marks a wrong then a right answer with the worked solution, and moves the progress", async () => {
  const { user } = await newMember("stem", "Sipho");
  const first = await startAttempt(user.id, "algebra-and-equations");
  expect(first.topicTitle).toBe("Algebra and equations");
  expect(JSON.stringify(first.question)).not.toMatch(/answer|solution/);
  const question = await behind(first.attemptId);
  expect(first.question.prompt).toBe(question.prompt);

  const wrong = await answerAttempt(user.id, first.attemptId, wrongAnswer(question));
  expect(wrong).toMatchObject({ correct: false, solution: question.solution });
  // Answered once: the same attempt again is refused, whatever the answer.
  expect(await outcome(answerAttempt(user.id, first.attemptId, rightAnswer(question)))).toMatchObject({
    ok: false,
    kind: "conflict",
    message: M.answered,
  });

  const second = await startAttempt(user.id, "algebra-and-equations");
  // Practice goes round the topic's questions: the second is another kind.
  const [a, b] = await db.practiceAttempt.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
  expect(a.questionId).not.toBe(b.questionId);
  const right = await answerAttempt(user.id, second.attemptId, rightAnswer(await behind(second.attemptId)));
  expect(right.correct).toBe(true);

  const progress = await practiceProgress(user.id);
  expect(progress.find((topic) => topic.topicId === "algebra-and-equations")).toMatchObject({
    attempts: 2,
    correct: 1,
    mastery: 50,
    mastered: false,
  });
  expect(progress.find((topic) => topic.topicId === "trigonometry")).toMatchObject({ attempts: 0, mastery: null });
});

it("reads answers as learners write them: a decimal comma, the unit or none; a wrong unit or junk is refused and writes nothing", async () => {
  const { user } = await newMember("stem", "Naledi");
  // Newton's laws starts with the acceleration question: a unit (m/s²) that matters.
  const started = await startAttempt(user.id, "newtons-laws");
  const question = await behind(started.attemptId);
  expect(question).toMatchObject({ kind: "numeric", unit: "m/s²" });
  for (const [given, message] of [
    ["", M.unreadable],
    ["fast", M.unreadable],
    [`${rightAnswer(question)} km/h`, M.wrongUnit("m/s²")],
  ] as const) {
    expect(await outcome(answerAttempt(user.id, started.attemptId, given))).toMatchObject({
      ok: false,
      kind: "invalid",
      message,
    });
  }
  expect((await db.practiceAttempt.findUniqueOrThrow({ where: { id: started.attemptId } })).answeredAt).toBeNull();
  const marked = await answerAttempt(user.id, started.attemptId, `${rightAnswer(question).replace(".", ",")} m·s⁻²`);
  expect(marked.correct).toBe(true);
});

it("keeps each learner's attempts their own, and refuses an unknown topic or a choice that is not offered", async () => {
  const [{ user: owner }, { user: other }] = [await newMember("stem", "Owner"), await newMember("stem", "Other")];
  const started = await startAttempt(owner.id, "probability");
  expect(await outcome(answerAttempt(other.id, started.attemptId, "1"))).toMatchObject({
    ok: false,
    kind: "not-found",
  });
  expect(await outcome(startAttempt(owner.id, "astrology"))).toMatchObject({
    ok: false,
    kind: "not-found",
    message: M.unknownTopic,
  });
  // The third probability question is multiple choice.
  await answerAttempt(owner.id, started.attemptId, wrongAnswer(await behind(started.attemptId)));
  await answerAttempt(owner.id, (await startAttempt(owner.id, "probability")).attemptId, "0.5");
  const choice = await startAttempt(owner.id, "probability");
  expect(choice.question.kind).toBe("choice");
  for (const junk of ["7", "-1", "a", "0.5"])
    expect(await outcome(answerAttempt(owner.id, choice.attemptId, junk))).toMatchObject({
      ok: false,
      message: M.choose,
    });
  expect((await answerAttempt(owner.id, choice.attemptId, rightAnswer(await behind(choice.attemptId)))).correct).toBe(
    true,
  );
});

it("records one answer when 60 submissions of one attempt arrive at once", async () => {
  const { user } = await newMember("stem", "Racer");
  const started = await startAttempt(user.id, "vectors-and-motion");
  const question = await behind(started.attemptId);
  const results = await Promise.allSettled(
    Array.from({ length: 60 }, (_, i) =>
      answerAttempt(user.id, started.attemptId, i % 2 ? rightAnswer(question) : wrongAnswer(question)),
    ),
  );
  const kinds = results.map((result) =>
    result.status === "fulfilled" ? "recorded" : result.reason instanceof DomainError ? result.reason.kind : "error",
  );
  expect(kinds.filter((kind) => kind === "recorded")).toHaveLength(1);
  expect(kinds.filter((kind) => kind === "conflict")).toHaveLength(59);
  const progress = (await practiceProgress(user.id)).find((topic) => topic.topicId === "vectors-and-motion");
  expect(progress?.attempts).toBe(1);
});

it("forgets questions left unanswered for a week, and keeps answered ones", async () => {
  const { user } = await newMember("stem", "Forgetful");
  const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  const left = await startAttempt(user.id, "probability", weekAgo);
  const answered = await startAttempt(user.id, "probability", weekAgo);
  await answerAttempt(user.id, answered.attemptId, "0.5");
  await startAttempt(user.id, "probability");
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
  expect(await outcome(startAttempt(user.id, "probability"))).toMatchObject({
    ok: false,
    kind: "rate-limited",
    message: M.tooMany,
  });
});
