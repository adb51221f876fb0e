"use server";

import { redirect } from "next/navigation";
import { memberAction } from "@/lib/auth/member-action";
import { MESSAGES } from "@/lib/messages";
import { testPath } from "@/lib/stem/pages";
import { startTest } from "@/lib/stem/practice/tests";
import { mixedTestFormSchema } from "@/lib/stem/schemas";

export const startMixedTestAction = memberAction(
  "stem",
  mixedTestFormSchema,
  MESSAGES.stemTests.chooseTopics,
  async ({ grade, topicIds, count, timed }, member) => {
    const { testId } = await startTest(member.id, { kind: "mixed", grade, topicIds, count, timed });
    redirect(testPath(testId, 1));
  },
);
