import "server-only";
import { db } from "@/lib/db/client";
import { iso, type PersonalDataSection } from "@/lib/personal-data-section";

/** Deletion takes waiting mail too, so no reminder reaches a deleted account. */
export const emailsSection = {
  models: { OutboxMail: "deleted" },
  download: async (member) => {
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
  },
  erase: async (tx, member) => {
    await tx.outboxMail.deleteMany({ where: { userId: member.id } });
  },
} satisfies PersonalDataSection;
