import "server-only";
import type { Prisma } from "@prisma/client";
import { recordAudit, type Actor } from "@/lib/audit/log";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { assessmentStepCodec, assessmentStepLabel, findScope, type AssessmentStepId, type ScopeId } from "./arenas";
import type { FeedbackInput } from "./schemas";

const facilitatorMessages = MESSAGES.facilitator;

export interface FeedbackView {
  text: string;
  at: string;
  /** The answer changed after the feedback was written. */
  answerChangedSince: boolean;
}

export function feedbackViewOf(
  feedback: { feedback: string; updatedAt: Date } | null,
  answerUpdatedAt: Date,
): FeedbackView | null {
  if (!feedback) return null;
  return {
    text: feedback.feedback,
    at: feedback.updatedAt.toISOString(),
    answerChangedSince: answerUpdatedAt > feedback.updatedAt,
  };
}

export interface ConsoleAnswerView {
  userId: string;
  learner: string;
  scope: ScopeId;
  arena: string;
  categoryId: string;
  category: string;
  step: AssessmentStepId;
  stepLabel: string;
  answer: string;
  answeredAt: string;
  feedback: (FeedbackView & { by: string | null }) | null;
}

export interface ConsoleCategory {
  id: string;
  title: string;
  scope: ScopeId;
}

const ANSWERS_SHOWN = 100;

export async function consoleCategories(scope?: ScopeId): Promise<ConsoleCategory[]> {
  return db.assessmentCategory.findMany({
    where: { scope },
    orderBy: [{ scope: "asc" }, { position: "asc" }],
    select: { id: true, title: true, scope: true },
  });
}

export async function answersForFacilitators(
  filter: { scope?: ScopeId; categoryId?: string } = {},
): Promise<{ answers: ConsoleAnswerView[]; total: number }> {
  const where: Prisma.AssessmentAnswerWhereInput = {
    categoryId: filter.categoryId,
    category: filter.scope ? { scope: filter.scope } : undefined,
  };
  const [rows, total] = await Promise.all([
    db.assessmentAnswer.findMany({
      where,
      orderBy: [{ updatedAt: "desc" }, { userId: "asc" }, { categoryId: "asc" }, { step: "asc" }],
      take: ANSWERS_SHOWN,
      include: {
        user: { select: { name: true, surname: true } },
        category: { select: { title: true, scope: true } },
        feedback: { select: { feedback: true, updatedAt: true, authorId: true } },
      },
    }),
    db.assessmentAnswer.count({ where }),
  ]);
  const authorIds = [...new Set(rows.flatMap((row) => (row.feedback?.authorId ? [row.feedback.authorId] : [])))];
  const authors = await db.user.findMany({ where: { id: { in: authorIds } }, select: { id: true, email: true } });
  const emailOf = new Map(authors.map((author) => [author.id, author.email]));
  const answers = rows.map((row): ConsoleAnswerView => {
    const step = assessmentStepCodec.fromDb(row.step);
    const feedback = feedbackViewOf(row.feedback, row.updatedAt);
    const authorId = row.feedback?.authorId;
    return {
      userId: row.userId,
      learner: `${row.user.name} ${row.user.surname}`.trim(),
      scope: row.category.scope,
      arena: findScope(row.category.scope)?.label ?? row.category.scope,
      categoryId: row.categoryId,
      category: row.category.title,
      step,
      stepLabel: assessmentStepLabel(step),
      answer: row.answer,
      answeredAt: row.updatedAt.toISOString(),
      feedback: feedback && { ...feedback, by: authorId ? (emailOf.get(authorId) ?? "a deleted account") : null },
    };
  });
  return { answers, total };
}

export async function giveFeedback(actor: Actor, input: FeedbackInput, now = new Date()): Promise<FeedbackView> {
  const key = { userId: input.userId, categoryId: input.categoryId, step: assessmentStepCodec.toDb(input.step) };
  return db.$transaction(async (tx) => {
    const answer = await tx.assessmentAnswer.findUnique({
      where: { userId_categoryId_step: key },
      select: { updatedAt: true, feedback: { select: { feedback: true, updatedAt: true } } },
    });
    if (!answer) throw new DomainError("not-found", facilitatorMessages.answerGone);
    const saved = await tx.assessmentFeedback.upsert({
      where: { userId_categoryId_step: key },
      create: { ...key, feedback: input.feedback, authorId: actor.id, createdAt: now, updatedAt: now },
      update: { feedback: input.feedback, authorId: actor.id, updatedAt: now },
    });
    await recordAudit(tx, actor, {
      action: "assessment.feedback",
      subjectType: "assessment-answer",
      subjectId: `${input.userId}:${input.categoryId}:${input.step}`,
      // Never the learner's answer.
      before: answer.feedback
        ? { feedback: answer.feedback.feedback, at: answer.feedback.updatedAt.toISOString() }
        : null,
      after: { feedback: saved.feedback, at: now.toISOString(), answerSavedAt: answer.updatedAt.toISOString() },
    });
    return feedbackViewOf(saved, answer.updatedAt)!;
  });
}
