"use server";

import { redirect } from "next/navigation";
import { memberAction } from "@/lib/auth/member-action";
import { MESSAGES } from "@/lib/messages";
import { testPath } from "@/lib/stem/pages";
import { answerTestQuestion, finishTest } from "@/lib/stem/practice/tests";
import { answerTestFormSchema, finishTestFormSchema } from "@/lib/stem/schemas";

/** Kept unmarked; on to the next question. */
export const answerTestQuestionAction = memberAction(
  "stem",
  answerTestFormSchema,
  MESSAGES.stemPractice.noAnswer,
  async ({ testId, position, answer }, member) => {
    await answerTestQuestion(member.id, testId, position, answer);
    redirect(testPath(testId, position + 1));
  },
);

export const finishTestAction = memberAction(
  "stem",
  finishTestFormSchema,
  MESSAGES.stemTests.unknownTest,
  async ({ testId }, member) => {
    await finishTest(member.id, testId);
    redirect(`${testPath(testId)}#report-heading`);
  },
);
