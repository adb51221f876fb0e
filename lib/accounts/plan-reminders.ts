import "server-only";
import { db } from "@/lib/db/client";

/** Receipts go regardless. Turning it off also drops reminders waiting in the outbox. */
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
