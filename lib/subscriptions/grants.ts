import "server-only";
import type { Prisma } from "@prisma/client";
import { recordAudit, type Actor } from "@/lib/audit/log";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { findPlan, type Plan } from "@/lib/plans";
import { subscriptionData } from ".";

type Tx = Prisma.TransactionClient;
const adminMessages = MESSAGES.staffAdmin;

async function accessEnds(tx: Tx, userId: string, planId: string, now: Date) {
  const open = await tx.subscription.findMany({
    where: { userId, endsAt: { gt: now } },
    select: { planId: true, endsAt: true },
  });
  const latest = (ends: Date[]) => (ends.length ? new Date(Math.max(...ends.map(Number))).toISOString() : null);
  return {
    planId,
    // Months of one plan follow each other (subscriptionData), so the latest end is when it runs out.
    planEndsAt: latest(open.filter((s) => s.planId === planId).map((s) => s.endsAt)),
    accessEndsAt: latest(open.map((s) => s.endsAt)),
  };
}

/** Locked until the transaction ends, so grants and ends for one member take turns. */
async function requireMember(tx: Tx, userId: string): Promise<{ consented: boolean }> {
  await lockRow(tx, "User", userId);
  const user = await tx.user.findUnique({ where: { id: userId }, select: { ageConsentAt: true } });
  if (!user) throw new DomainError("not-found", adminMessages.memberGone);
  return { consented: user.ageConsentAt !== null };
}

function catalogued(planId: string): Plan {
  const plan = findPlan(planId);
  if (!plan) throw new DomainError("invalid", adminMessages.unknownPlan);
  return plan;
}

export interface GrantedMonth {
  granted: boolean;
  plan: Plan;
  startsAt: Date;
  endsAt: Date;
}

/** The reference is "grant:<form token>" and unique, so a form sent many times at once grants once. */
export async function grantMonth(
  actor: Actor,
  input: { userId: string; planId: string; reason: string; token: string },
  now = new Date(),
): Promise<GrantedMonth> {
  const plan = catalogued(input.planId);
  const reference = `grant:${input.token}`;
  try {
    return await db.$transaction(async (tx) => {
      if (!(await requireMember(tx, input.userId)).consented)
        throw new DomainError("forbidden", adminMessages.consentMissing);
      const before = await accessEnds(tx, input.userId, plan.id, now);
      const data = await subscriptionData(
        tx,
        { userId: input.userId, planId: plan.id, source: "grant", reference },
        now,
      );
      const subscription = await tx.subscription.create({ data, select: { id: true, startsAt: true, endsAt: true } });
      await recordAudit(tx, actor, {
        action: "subscription.grant",
        subjectType: "user",
        subjectId: input.userId,
        reason: input.reason,
        before,
        after: {
          ...(await accessEnds(tx, input.userId, plan.id, now)),
          subscription: {
            id: subscription.id,
            startsAt: subscription.startsAt.toISOString(),
            endsAt: subscription.endsAt.toISOString(),
          },
        },
      });
      return { granted: true, plan, startsAt: subscription.startsAt, endsAt: subscription.endsAt };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const earlier = await db.subscription.findUnique({ where: { reference } });
    // A token reused for another member or plan is a stale or forged form, not a repeat.
    if (!earlier || earlier.userId !== input.userId || earlier.planId !== plan.id)
      throw new DomainError("conflict", adminMessages.formExpired);
    return { granted: false, plan, startsAt: earlier.startsAt, endsAt: earlier.endsAt };
  }
}

/** A queued month ends too (as an empty period, so it never opens). */
export async function endSubscriptions(
  actor: Actor,
  input: { userId: string; planId: string; reason: string },
  now = new Date(),
): Promise<{ plan: Plan; ended: number }> {
  const plan = catalogued(input.planId);
  return db.$transaction(async (tx) => {
    await requireMember(tx, input.userId);
    const open = await tx.subscription.findMany({
      where: { userId: input.userId, planId: plan.id, endsAt: { gt: now } },
      orderBy: { startsAt: "asc" },
      select: { id: true, source: true, startsAt: true, endsAt: true },
    });
    if (open.length === 0) throw new DomainError("conflict", adminMessages.nothingToEnd(plan.title));
    const before = await accessEnds(tx, input.userId, plan.id, now);
    const ids = open.map((s) => s.id);
    await tx.subscription.updateMany({ where: { id: { in: ids }, startsAt: { lte: now } }, data: { endsAt: now } });
    await tx.subscription.updateMany({
      where: { id: { in: ids }, startsAt: { gt: now } },
      data: { startsAt: now, endsAt: now },
    });
    await recordAudit(tx, actor, {
      action: "subscription.end",
      subjectType: "user",
      subjectId: input.userId,
      reason: input.reason,
      before: {
        ...before,
        subscriptions: open.map((s) => ({
          id: s.id,
          source: s.source,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt.toISOString(),
        })),
      },
      after: { ...(await accessEnds(tx, input.userId, plan.id, now)), endedAt: now.toISOString() },
    });
    return { plan, ended: open.length };
  });
}
