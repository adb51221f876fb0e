"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/auth/staff-action";
import { giveFeedback } from "@/lib/entrepreneurship/assessment-feedback";
import { feedbackSchema } from "@/lib/entrepreneurship/schemas";
import { MESSAGES } from "@/lib/messages";
import { ASSESSMENTS_PATH } from "@/lib/staff/roles";

/** Writes or replaces the feedback on one answer; the page, filters kept, shows it saved. */
export const saveFeedback = staffAction("assessments", feedbackSchema, async (input, staff) => {
  await giveFeedback(staff.actor, input);
  revalidatePath(ASSESSMENTS_PATH);
  return { status: "success", message: MESSAGES.facilitator.feedbackSaved };
});
