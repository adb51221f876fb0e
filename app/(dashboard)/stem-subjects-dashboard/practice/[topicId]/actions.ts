"use server";

import { redirect } from "next/navigation";
import { memberAction } from "@/lib/auth/member-action";
import { MESSAGES } from "@/lib/messages";
import { practicePath } from "@/lib/stem/pages";
import { answerAttempt, startAttempt } from "@/lib/stem/practice/attempts";
import { answerPracticeFormSchema, startPracticeSchema } from "@/lib/stem/schemas";

const practiceMessages = MESSAGES.stemPractice;

/** "Start practising" / "Next question": a new question in the topic, on its own page. */
export const newPracticeQuestion = memberAction(
  "stem",
  startPracticeSchema,
  practiceMessages.unknownTopic,
  async ({ topicId }, member) => {
    const { attemptId } = await startAttempt(member.id, topicId);
    redirect(practicePath(topicId, attemptId));
  },
);

/** "Check my answer": marked on the server; the page then shows the result and the worked solution. */
export const answerPracticeQuestion = memberAction(
  "stem",
  answerPracticeFormSchema,
  practiceMessages.noAnswer,
  async ({ attemptId, answer }, member) => {
    const marked = await answerAttempt(member.id, attemptId, answer);
    redirect(practicePath(marked.topicId, attemptId));
  },
);
