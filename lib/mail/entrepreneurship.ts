import "server-only";
import type { MailMessage } from "./send";
import { compose, oneLine } from "./templates";

export interface TransferDecisionLetter {
  to: string;
  /** Null while the account's address is unconfirmed (greetingName). */
  name: string | null;
  decision: "approved" | "refused";
  memberName: string;
  fromGroup: string;
  toGroup: string;
  transferDay: string;
  note: string | null;
  dashboardUrl: string;
}

export function transferDecisionMail(letter: TransferDecisionLetter): MailMessage {
  const move = `${oneLine(letter.memberName)} from ${letter.fromGroup} to ${letter.toGroup} (preferred date ${letter.transferDay})`;
  const approved = letter.decision === "approved";
  return compose({
    to: letter.to,
    subject: approved ? "Your group transfer is approved" : "Your group transfer request was not approved",
    greet: letter.name,
    paragraphs: [
      approved
        ? `A facilitator has approved your request to move ${move}.`
        : `A facilitator has looked at your request to move ${move}, and could not approve it.`,
      ...(letter.note ? [`Their note: ${letter.note}`] : []),
      approved
        ? `The move is done: ${oneLine(letter.memberName)} is now in ${letter.toGroup}. Your Entrepreneurship dashboard shows the request as approved.`
        : "Your Entrepreneurship dashboard shows the request and the note. You are welcome to send a new request with what the note asks for.",
    ],
    action: { label: "Open my Entrepreneurship dashboard", url: letter.dashboardUrl },
  });
}

export interface GroupRemovalLetter {
  to: string;
  /** Null while the account's address is unconfirmed (greetingName). */
  name: string | null;
  group: string;
  arena: string;
  groupsUrl: string;
}

export function groupRemovalMail(letter: GroupRemovalLetter): MailMessage {
  return compose({
    to: letter.to,
    subject: `You are no longer in ${letter.group}`,
    greet: letter.name,
    paragraphs: [
      `A facilitator has taken you out of ${letter.group} in the ${letter.arena} arena of Entrepreneurship education.`,
      `What you did in ${letter.group} still counts for its Group Score. You can join another group that has a free seat from your dashboard, and if you think this was a mistake, write to us through the contact page.`,
    ],
    action: { label: "See the groups", url: letter.groupsUrl },
  });
}
