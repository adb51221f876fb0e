import "server-only";
import { db } from "@/lib/db/client";
import { iso, type PersonalDataSection } from "@/lib/personal-data-section";
import { practiceProgress } from "./practice/attempts";

/** Practice answers, tests and settings go with the account. */
export const stemPracticeSection = {
  models: { PracticeAttempt: "deleted", PracticeTest: "deleted", StemLearner: "deleted" },
  download: async (member) => {
    const [progress, attempts, tests, settings] = await Promise.all([
      practiceProgress(member.id),
      db.practiceAttempt.findMany({ where: { userId: member.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
      db.practiceTest.findMany({ where: { userId: member.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
      db.stemLearner.findUnique({ where: { userId: member.id } }),
    ]);
    return {
      settings: settings && {
        grade: settings.grade,
        dailyGoal: settings.dailyGoal,
        reminderHour: settings.reminderHour,
      },
      progress: progress
        .filter((topic) => topic.answered > 0)
        .map(({ topicId, title, grade, level, answered, right, mastered, reviewDueAt }) => ({
          topicId,
          title,
          grade,
          level,
          answered,
          right,
          mastered,
          reviewDueAt: iso(reviewDueAt),
        })),
      tests: tests.map((test) => ({
        id: test.id,
        kind: test.kind,
        grade: test.grade,
        startedAt: iso(test.createdAt),
        endsAt: iso(test.endsAt),
        finishedAt: iso(test.finishedAt),
      })),
      attempts: attempts.map((attempt) => ({
        topicId: attempt.topicId,
        question: attempt.questionId,
        level: attempt.level,
        test: attempt.testId,
        askedAt: iso(attempt.createdAt),
        firstAnswer: attempt.firstAnswer,
        answeredAt: iso(attempt.answeredAt),
        answer: attempt.answer,
        correct: attempt.correct,
      })),
    };
  },
  erase: async (tx, member) => {
    await tx.practiceAttempt.deleteMany({ where: { userId: member.id } });
    await tx.practiceTest.deleteMany({ where: { userId: member.id } });
    await tx.stemLearner.deleteMany({ where: { userId: member.id } });
  },
} satisfies PersonalDataSection;
