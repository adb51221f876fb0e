import "server-only";
import { formatDay } from "@/lib/format";
import type { MailMessage } from "./send";
import { compose, oneLine } from "./templates";

export interface ContactReplyLetter {
  to: string;
  subject: string;
  original: string;
  sentAt: Date;
  reply: string;
  /** The way to answer, since nobody reads mail sent to us. */
  contactUrl: string;
}

export const replySubject = (subject: string) =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;

const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Sent from an address nobody reads, so answers go through the contact page. */
export function contactReplyMail(letter: ContactReplyLetter): MailMessage {
  const quoted = letter.original
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");
  const mail = compose({
    to: letter.to,
    subject: replySubject(oneLine(letter.subject, 150)),
    // Staff greet the sender themselves.
    greet: false,
    paragraphs: [
      ...paragraphsOf(letter.reply),
      `On ${formatDay(letter.sentAt)} you wrote to us, under "${oneLine(letter.subject, 150)}":`,
      quoted,
      `Please do not reply to this e-mail: nobody reads that mailbox. To answer, write to us again through our contact page, and mention "${oneLine(letter.subject, 150)}" so that we can find this conversation.`,
    ],
    action: { label: "Write to us again", url: letter.contactUrl },
  });
  const html = mail.html.replace(/<p>([^<]*)<\/p>/g, (_, inner: string) => `<p>${inner.replace(/\n/g, "<br>\n")}</p>`);
  return { ...mail, html };
}
