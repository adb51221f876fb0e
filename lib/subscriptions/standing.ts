import "server-only";
import { db } from "@/lib/db/client";

/** How long after a voucher is applied its dashboard still says so. */
const JUST_APPLIED_MS = 10 * 60 * 1000;

/**
 * Whether the member applied a voucher in the last few minutes: the checkout sends them straight to
 * the plan's dashboard, which then confirms it. Read from the subscription itself, so a crafted link
 * can make no page say it.
 */
export async function voucherJustApplied(userId: string, now = new Date()): Promise<boolean> {
  const recent = await db.subscription.findFirst({
    where: { userId, source: "voucher", createdAt: { gte: new Date(now.getTime() - JUST_APPLIED_MS), lte: now } },
    select: { id: true },
  });
  return recent !== null;
}
