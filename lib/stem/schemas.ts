import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { seededIdSchema } from "@/lib/validations/record-id";
import { GRADES, type Grade } from "./practice/types";

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

/** "10", "11" or "12", from a form or JSON. */
export const gradeSchema = z
  .union([z.string().trim(), z.number()], { error: practiceMessages.chooseGrade })
  .transform(Number)
  .refine((value): value is Grade => (GRADES as readonly number[]).includes(value), practiceMessages.chooseGrade)
  .transform((value) => value as Grade);

export const chooseGradeSchema = z.strictObject({ grade: gradeSchema });

export const MAX_DAILY_GOAL = 100;

export const practiceSettingsSchema = z.strictObject({
  grade: gradeSchema,
  dailyGoal: z
    .union([z.string().trim(), z.number()], { error: practiceMessages.dailyGoal })
    .transform(Number)
    .refine((value) => Number.isInteger(value) && value >= 1 && value <= MAX_DAILY_GOAL, practiceMessages.dailyGoal),
  /** "" or "none": no reminder. */
  reminderHour: z
    .union([z.string().trim(), z.number(), z.null()], { error: practiceMessages.reminderHour })
    .transform((value) => (value === null || value === "" || value === "none" ? null : Number(value)))
    .refine(
      (value) => value === null || (Number.isInteger(value) && value >= 0 && value <= 23),
      practiceMessages.reminderHour,
    ),
});

const TOPIC_FIELD = "topic:";

/** The mixed test form: a checkbox "topic:<id>" per chosen topic. */
export const mixedTestFormSchema = z
  .object({
    grade: gradeSchema,
    count: z
      .string({ error: MESSAGES.stemTests.count })
      .trim()
      .transform(Number)
      .refine((value) => Number.isInteger(value) && value >= 10 && value <= 20, MESSAGES.stemTests.count),
    timed: z.literal("on").optional(),
  })
  .catchall(z.literal("on"))
  .superRefine((form, context) => {
    const topics = Object.keys(form).filter((key) => !["grade", "count", "timed"].includes(key));
    if (topics.length === 0 || topics.some((key) => !key.startsWith(TOPIC_FIELD) || key.length > 120))
      context.addIssue({ code: "custom", message: MESSAGES.stemTests.chooseTopics, path: ["topics"] });
  })
  .transform((form) => ({
    grade: form.grade,
    count: form.count,
    timed: form.timed === "on",
    topicIds: Object.keys(form)
      .filter((key) => key.startsWith(TOPIC_FIELD))
      .map((key) => key.slice(TOPIC_FIELD.length)),
  }));

export const topicField = (topicId: string) => `${TOPIC_FIELD}${topicId}`;

export const testIdSchema = seededIdSchema(MESSAGES.stemTests.unknownTest, { trim: true });

export const answerTestFormSchema = z.strictObject({
  testId: testIdSchema,
  position: z
    .string({ error: MESSAGES.stemTests.unknownQuestion })
    .trim()
    .regex(/^\d{1,2}$/, MESSAGES.stemTests.unknownQuestion)
    .transform(Number),
  answer: answerSchema,
});

export const finishTestFormSchema = z.strictObject({ testId: testIdSchema });
