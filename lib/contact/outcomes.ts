import { CONTACT_INBOX_PATH } from "@/lib/staff/roles";
import { CONTACT_INBOX_MESSAGES } from "./rules";

/** Carried in the address, so it works without JavaScript. */
const CONTACT_OUTCOMES = {
  replied: CONTACT_INBOX_MESSAGES.replied,
  "replied-answered": CONTACT_INBOX_MESSAGES.repliedAndAnswered,
  answered: CONTACT_INBOX_MESSAGES.answered,
  reopened: CONTACT_INBOX_MESSAGES.reopened,
} as const;

export type ContactOutcome = keyof typeof CONTACT_OUTCOMES;

export const CONTACT_STATUS_ANCHOR = "contact-status";

export const contactMessagePath = (messageId: string) => `${CONTACT_INBOX_PATH}/${encodeURIComponent(messageId)}`;

export function contactDonePath(messageId: string, outcome: ContactOutcome): string {
  return `${contactMessagePath(messageId)}?done=${outcome}#${CONTACT_STATUS_ANCHOR}`;
}

export function contactOutcomeMessage(value: unknown): string | null {
  return typeof value === "string" && Object.hasOwn(CONTACT_OUTCOMES, value)
    ? CONTACT_OUTCOMES[value as ContactOutcome]
    : null;
}
