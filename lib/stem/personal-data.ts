import "server-only";
import { db } from "@/lib/db/client";
import { deletedWithMember, iso } from "@/lib/personal-data-section";
import { practiceProgress } from "./practice/attempts";

export const stemPracticeSection = deletedWithMember("PracticeAttempt", async (member) => {
  const [progress, attempts] = await Promise.all([
    practiceProgress(member.id),
    db.practiceAttempt.findMany({ where: { userId: member.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
  ]);
  return {
    progress: progress
      .filter((topic) => topic.attempts > 0)
      .map(({ topicId, title, attempts, correct, mastery, mastered }) => ({
        topicId,
        title,
        answered: attempts,
        correct,
        masteryPercent: mastery,
        mastered,
      })),
    attempts: attempts.map((attempt) => ({
      topicId: attempt.topicId,
      question: attempt.questionId,
      askedAt: iso(attempt.createdAt),
      answeredAt: iso(attempt.answeredAt),
      answer: attempt.answer,
      correct: attempt.correct,
    })),
  };
});
