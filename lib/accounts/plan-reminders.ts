import "server-only";
import { db } from "@/lib/db/client";

/**
 * "E-mails about my plan": whether the scheduler reminds the member before a plan ends and tells
 * them when it has (lib/subscriptions/reminders.ts reads it). Receipts are not reminders: they go
 * whatever this says. Turning it off also drops the member's reminders still waiting in the outbox,
 * except one a server is sending at this moment.
 */
export async function setPlanReminders(userId: string, on: boolean): Promise<void> {
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { planReminders: on } }),
    ...(on
      ? []
      : [
          db.outboxMail.deleteMany({
            where: { userId, key: { startsWith: "reminder:" }, sentAt: null, claimedBy: null },
          }),
        ]),
  ]);
}
