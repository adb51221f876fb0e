import { CONTACT_INBOX_PATH } from "@/lib/staff/roles";
import { CONTACT_INBOX_MESSAGES } from "./rules";

/** What an inbox action did, carried in the message page's address after it (so it works without JavaScript). */
const CONTACT_OUTCOMES = {
  replied: CONTACT_INBOX_MESSAGES.replied,
  "replied-answered": CONTACT_INBOX_MESSAGES.repliedAndAnswered,
  answered: CONTACT_INBOX_MESSAGES.answered,
  reopened: CONTACT_INBOX_MESSAGES.reopened,
} as const;

export type ContactOutcome = keyof typeof CONTACT_OUTCOMES;

/** The id of the element that shows the outcome, which the address scrolls to. */
export const CONTACT_STATUS_ANCHOR = "contact-status";

/** A message's page in the console. */
export const contactMessagePath = (messageId: string) => `${CONTACT_INBOX_PATH}/${encodeURIComponent(messageId)}`;

export function contactDonePath(messageId: string, outcome: ContactOutcome): string {
  return `${contactMessagePath(messageId)}?done=${outcome}#${CONTACT_STATUS_ANCHOR}`;
}

/** The message for a `done` query value; nothing for anything else. */
export function contactOutcomeMessage(value: unknown): string | null {
  return typeof value === "string" && Object.hasOwn(CONTACT_OUTCOMES, value)
    ? CONTACT_OUTCOMES[value as ContactOutcome]
    : null;
}
