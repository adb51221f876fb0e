import "server-only";
import { db } from "@/lib/db/client";
import { deletedWithMember, iso } from "@/lib/personal-data-section";

/** Deletion takes waiting mail too, so no reminder reaches a deleted account. */
export const emailsSection = deletedWithMember("OutboxMail", async (member) => {
  const emails = await db.outboxMail.findMany({
    where: { userId: member.id },
    orderBy: { createdAt: "asc" },
    select: { to: true, subject: true, text: true, createdAt: true, sentAt: true },
  });
  return emails.map((mail) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    queuedAt: iso(mail.createdAt),
    sentAt: iso(mail.sentAt),
  }));
});
