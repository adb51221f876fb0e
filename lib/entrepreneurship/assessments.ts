import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import {
  ASSESSMENT_STEP_IDS,
  ASSESSMENT_STEPS,
  assessmentStepCodec,
  type AssessmentStepId,
  type ScopeId,
} from "./arenas";
import { feedbackViewOf, type FeedbackView } from "./assessment-feedback";
import { findMembership } from "./memberships";
import type { AssessmentAnswerInput } from "./schemas";

const promptsSchema = z.object(
  Object.fromEntries(ASSESSMENT_STEP_IDS.map((id) => [id, z.string()])) as Record<AssessmentStepId, z.ZodString>,
);

export interface SubmittedAnswer {
  answer: string;
  updatedAt: string;
}

export interface AnswerWithFeedback extends SubmittedAnswer {
  feedback: FeedbackView | null;
}

export interface AssessmentCategoryView {
  id: string;
  title: string;
  description: string;
  steps: {
    id: AssessmentStepId;
    label: string;
    instruction: string;
    prompt: string;
    submission: AnswerWithFeedback | null;
  }[];
  answeredCount: number;
}

export async function listAssessments(userId: string, scope: ScopeId): Promise<AssessmentCategoryView[]> {
  const categories = await db.assessmentCategory.findMany({
    where: { scope },
    orderBy: { position: "asc" },
    include: {
      answers: {
        where: { userId },
        select: {
          step: true,
          answer: true,
          updatedAt: true,
          feedback: { select: { feedback: true, updatedAt: true } },
        },
      },
    },
  });
  return categories.map((category) => {
    const prompts = promptsSchema.parse(JSON.parse(category.prompts));
    const answers = new Map(category.answers.map((answer) => [assessmentStepCodec.fromDb(answer.step), answer]));
    const steps = ASSESSMENT_STEPS.map((step) => {
      const answer = answers.get(step.id);
      return {
        id: step.id,
        label: step.label,
        instruction: step.instruction,
        prompt: prompts[step.id],
        submission: answer
          ? {
              answer: answer.answer,
              updatedAt: answer.updatedAt.toISOString(),
              feedback: feedbackViewOf(answer.feedback, answer.updatedAt),
            }
          : null,
      };
    });
    return {
      id: category.id,
      title: category.title,
      description: category.description,
      steps,
      answeredCount: steps.filter((step) => step.submission).length,
    };
  });
}

/** Only a first answer, given while in a group of the arena, counts for that group's score. */
export async function saveAnswer(
  userId: string,
  input: AssessmentAnswerInput,
  now = new Date(),
): Promise<SubmittedAnswer> {
  const category = await db.assessmentCategory.findUnique({
    where: { id: input.categoryId },
    select: { id: true, scope: true },
  });
  if (!category) throw new DomainError("not-found", MESSAGES.entrepreneurship.unknownCategory);
  const membership = await findMembership(userId, category.scope);
  const step = assessmentStepCodec.toDb(input.step);
  const saved = await db.assessmentAnswer.upsert({
    where: { userId_categoryId_step: { userId, categoryId: input.categoryId, step } },
    create: {
      userId,
      categoryId: input.categoryId,
      step,
      groupId: membership?.groupId ?? null,
      answer: input.answer,
      createdAt: now,
      updatedAt: now,
    },
    update: { answer: input.answer, updatedAt: now },
  });
  return { answer: saved.answer, updatedAt: saved.updatedAt.toISOString() };
}
