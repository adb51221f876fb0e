"use server";

import { redirect } from "next/navigation";
import { memberAction } from "@/lib/auth/member-action";
import { MESSAGES } from "@/lib/messages";
import { SERVICES } from "@/lib/plans";
import { testPath } from "@/lib/stem/pages";
import { chooseGrade, savePracticeSettings } from "@/lib/stem/practice/learner";
import { startTest } from "@/lib/stem/practice/tests";
import { chooseGradeSchema, practiceSettingsSchema } from "@/lib/stem/schemas";

const practiceMessages = MESSAGES.stemPractice;

/** The first question the dashboard asks: which grade. */
export const chooseGradeAction = memberAction(
  "stem",
  chooseGradeSchema,
  practiceMessages.chooseGrade,
  async ({ grade }, member) => {
    await chooseGrade(member.id, grade);
    redirect(SERVICES.stem.dashboardPath);
  },
);

export const savePracticeSettingsAction = memberAction(
  "stem",
  practiceSettingsSchema,
  practiceMessages.settingsInvalid,
  async (settings, member) => {
    await savePracticeSettings(member.id, settings);
    return { status: "success", message: practiceMessages.settingsSaved };
  },
);

/** "Where do I start?": a short mixed test of the learner's grade. */
export const startDiagnosticAction = memberAction(
  "stem",
  chooseGradeSchema,
  practiceMessages.chooseGrade,
  async ({ grade }, member) => {
    const { testId } = await startTest(member.id, { kind: "diagnostic", grade });
    redirect(testPath(testId, 1));
  },
);
