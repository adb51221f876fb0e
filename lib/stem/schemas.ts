import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { seededIdSchema } from "@/lib/validations/record-id";

const practiceMessages = MESSAGES.stemPractice;

export const topicIdSchema = seededIdSchema(practiceMessages.unknownTopic, { trim: true });
export const attemptIdSchema = seededIdSchema(practiceMessages.unknownAttempt, { trim: true });

export const startPracticeSchema = z.strictObject({ topicId: topicIdSchema });

/** Marked in lib/stem/practice/attempts.ts. */
const answerSchema = z
  .string({ error: practiceMessages.noAnswer })
  .max(60, { error: practiceMessages.unreadable, abort: true })
  .refine((value) => value.trim() !== "", practiceMessages.noAnswer);

export const answerPracticeSchema = z.strictObject({ answer: answerSchema });

export const answerPracticeFormSchema = z.strictObject({ attemptId: attemptIdSchema, answer: answerSchema });
