import "server-only";
import { db } from "@/lib/db/client";

const JUST_APPLIED_MS = 10 * 60 * 1000;

/** Read from the subscription itself, so a crafted link can make no page say it. */
export async function voucherJustApplied(userId: string, now = new Date()): Promise<boolean> {
  const recent = await db.subscription.findFirst({
    where: { userId, source: "voucher", createdAt: { gte: new Date(now.getTime() - JUST_APPLIED_MS), lte: now } },
    select: { id: true },
  });
  return recent !== null;
}
