import { MESSAGES } from "@/lib/messages";
import { MODERATION_PATH } from "@/lib/staff/roles";

/** Carried in the address, so it works without JavaScript. */
const MODERATION_OUTCOMES = {
  hidden: MESSAGES.staff.hidden,
  restored: MESSAGES.staff.restored,
  deleted: MESSAGES.staff.deleted,
  suspended: "The poster's posting is paused, and they will see your message when they try to post.",
  lifted: MESSAGES.staff.lifted,
} as const;

export type ModerationOutcome = keyof typeof MODERATION_OUTCOMES;

export function moderationDonePath(outcome: ModerationOutcome): string {
  return `${MODERATION_PATH}?done=${outcome}#moderation-status`;
}

export function moderationOutcomeMessage(value: unknown): string | null {
  return typeof value === "string" && value in MODERATION_OUTCOMES
    ? MODERATION_OUTCOMES[value as ModerationOutcome]
    : null;
}
