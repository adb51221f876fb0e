import "server-only";
import type { Prisma } from "@prisma/client";
import { addOneMonth } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import {
  dashboardPathOf,
  findPlan,
  planStatusValue,
  type Plan,
  type PlanStatusValue,
  type ServiceId,
} from "@/lib/plans";
import { CHECKOUT_PATH } from "@/lib/routes";

export type SubscriptionSource = "voucher" | "payment" | "grant";

export interface Access {
  /** Of the subscriptions whose period contains now, the one that started last. */
  plan: Plan | null;
  services: ServiceId[];
  bundled: boolean;
  endsAt: Date | null;
  dashboardPath: string;
  /** docs/product.md, Plans. */
  statusValue: PlanStatusValue | null;
}

const NO_ACCESS: Access = {
  plan: null,
  services: [],
  bundled: false,
  endsAt: null,
  dashboardPath: CHECKOUT_PATH,
  statusValue: null,
};

export async function accessOf(userId: string, now = new Date()): Promise<Access> {
  const active = await db.subscription.findMany({
    where: { userId, startsAt: { lte: now }, endsAt: { gt: now } },
    orderBy: { startsAt: "desc" },
    select: { planId: true, endsAt: true },
  });
  const plans = active.map((s) => findPlan(s.planId)).filter((p): p is Plan => Boolean(p));
  if (plans.length === 0) return NO_ACCESS;
  const plan = plans[0];
  return {
    plan,
    services: [...new Set(plans.flatMap((p) => p.services))],
    bundled: plans.some((p) => p.kind === "bundled"),
    endsAt: new Date(Math.max(...active.map((s) => s.endsAt.getTime()))),
    dashboardPath: dashboardPathOf(plan),
    statusValue: planStatusValue(plan),
  };
}

/**
 * The member's row is locked first, so grants for one member take turns and a new month follows the
 * current one. `reference` is unique, so the same voucher or payment can never grant twice.
 */
export async function subscriptionData(
  tx: Prisma.TransactionClient,
  grant: { userId: string; planId: string; source: SubscriptionSource; reference: string },
  now = new Date(),
): Promise<Prisma.SubscriptionUncheckedCreateInput> {
  await lockRow(tx, "User", grant.userId);
  const running = await tx.subscription.findFirst({
    where: { userId: grant.userId, planId: grant.planId, endsAt: { gt: now } },
    orderBy: { endsAt: "desc" },
    select: { endsAt: true },
  });
  const startsAt = running ? running.endsAt : now;
  return { ...grant, startsAt, endsAt: addOneMonth(startsAt) };
}
