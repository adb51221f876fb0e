import "server-only";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { PLANS, type PlanId } from "@/lib/plans";
import { SAST_OFFSET_MS } from "@/lib/south-african-time";
import { holdsRole } from "./roles";

export function startOfSouthAfricanMonth(now: Date): Date {
  const local = new Date(now.getTime() + SAST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SAST_OFFSET_MS);
}

export interface Overview {
  members: number;
  /** Two subscriptions to one plan count once. */
  activeByPlan: { planId: PlanId; title: string; members: number }[];
  vouchers: { issued: number; redeemed: number; remaining: number };
  /** Admins only. */
  paymentsThisMonth?: { count: number; amountCents: number; since: Date };
  openReports?: number;
  waitingContact?: number;
  pendingTransfers?: number;
}

/** Counts, never people; each queue only for the role that handles it. */
export async function staffOverview(roles: readonly string[], now = new Date()): Promise<Overview> {
  const admin = holdsRole(roles, "admin");
  const since = startOfSouthAfricanMonth(now);
  const [members, active, issued, redeemed, payments, openReports, waitingContact, pendingTransfers] =
    await Promise.all([
      db.user.count(),
      db.subscription.findMany({
        where: { startsAt: { lte: now }, endsAt: { gt: now }, planId: { in: PLANS.map((plan) => plan.id) } },
        distinct: ["userId", "planId"],
        select: { userId: true, planId: true },
      }),
      db.voucher.count(),
      db.voucher.count({ where: { redeemedAt: { not: null } } }),
      admin
        ? db.payment.aggregate({
            where: { status: "success", verifiedAt: { gte: since, lte: now } },
            _count: { _all: true },
            _sum: { amountCents: true },
          })
        : null,
      holdsRole(roles, "moderator")
        ? db.postReport.findMany({ where: { settledAt: null }, distinct: ["postId"], select: { postId: true } })
        : null,
      admin ? db.contactMessage.count({ where: { answeredAt: null } }) : null,
      holdsRole(roles, "facilitator") ? db.memberTransfer.count({ where: { status: "pending" } }) : null,
    ]);
  const membersOf = (planId: string) => active.filter((row) => row.planId === planId).length;
  return {
    members,
    activeByPlan: PLANS.map((plan) => ({ planId: plan.id, title: plan.title, members: membersOf(plan.id) })),
    vouchers: { issued, redeemed, remaining: Math.max(getEnv().VOUCHER_LIMIT - issued, 0) },
    ...(payments && {
      paymentsThisMonth: { count: payments._count._all, amountCents: payments._sum.amountCents ?? 0, since },
    }),
    ...(openReports && { openReports: openReports.length }),
    ...(waitingContact !== null && { waitingContact }),
    ...(pendingTransfers !== null && { pendingTransfers }),
  };
}
