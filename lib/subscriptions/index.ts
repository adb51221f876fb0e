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

/** What granted a month: a voucher, a verified payment, or an admin in the staff console. */
export type SubscriptionSource = "voucher" | "payment" | "grant";

/** What a user may open right now. */
export interface Access {
  /** The active plan: of the subscriptions whose period contains now, the one that started last. */
  plan: Plan | null;
  /** Every service any active subscription unlocks. */
  services: ServiceId[];
  /** Whether an active subscription is a bundle (the bundled dashboard). */
  bundled: boolean;
  /** When the access that ends last runs out. */
  endsAt: Date | null;
  dashboardPath: string;
  /** The user-status `plan` value (docs/product.md, Plans). */
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
 * One month of a plan, to be created in the same transaction. Bought again while still running, the
 * new month follows the current one: the member's row is locked first, so grants for one member take
 * turns and each reads the month before it (two at once would otherwise both start now).
 * `reference` is unique, so the same voucher or payment can never grant twice: a second attempt
 * fails on the constraint, whatever order or how many times the attempts arrive.
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
