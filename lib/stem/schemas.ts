import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { seededIdSchema } from "@/lib/validations/record-id";

const practiceMessages = MESSAGES.stemPractice;

/** A topic's id is seeded, an attempt's made by the database. */
export const topicIdSchema = seededIdSchema(practiceMessages.unknownTopic, { trim: true });
export const attemptIdSchema = seededIdSchema(practiceMessages.unknownAttempt, { trim: true });

/** POST /api/dashboard/stem/practice, and the "New question" form. */
export const startPracticeSchema = z.strictObject({ topicId: topicIdSchema });

/**
 * An answer as typed (a number, with its unit if the learner likes) or a choice's index. Marked on the
 * server (lib/stem/practice/attempts.ts), which refuses what it cannot read with a hint.
 */
const answerSchema = z
  .string({ error: practiceMessages.noAnswer })
  .max(60, { error: practiceMessages.unreadable, abort: true })
  .refine((value) => value.trim() !== "", practiceMessages.noAnswer);

/** POST /api/dashboard/stem/practice/[attemptId]. */
export const answerPracticeSchema = z.strictObject({ answer: answerSchema });

/** The answer form: which attempt, and the answer. */
export const answerPracticeFormSchema = z.strictObject({ attemptId: attemptIdSchema, answer: answerSchema });
