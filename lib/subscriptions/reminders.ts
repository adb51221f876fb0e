import "server-only";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { planReminderMail, type ReminderStage } from "@/lib/mail/plans";
import { greetingName } from "@/lib/mail/templates";
import { queueMailOnce } from "@/lib/outbox";
import { findPlan, type Plan, type ServiceId } from "@/lib/plans";

/** Windows, not moments, so a round that runs late still sends the stage that is due, and only that one. */
const STAGES: readonly { stage: ReminderStage; from: number; until: number }[] = [
  { stage: "7d", from: -7 * MS_PER_DAY, until: -MS_PER_DAY },
  { stage: "1d", from: -MS_PER_DAY, until: 0 },
  { stage: "ended", from: 0, until: 3 * MS_PER_DAY },
];

export function reminderStageAt(endsAt: Date, now: Date): ReminderStage | null {
  const offset = now.getTime() - endsAt.getTime();
  return STAGES.find(({ from, until }) => offset >= from && offset < until)?.stage ?? null;
}

/** However many servers plan it. */
export const reminderKey = (stage: ReminderStage, userId: string, planId: string, endsAt: Date) =>
  `reminder:${stage}:${userId}:${planId}:${endsAt.toISOString()}`;

export interface PlannedReminders {
  queued: number;
  existing: number;
  /** The member renewed or holds a plan that carries on with the same services. */
  covered: number;
}

/** The outbox key makes each reminder unique, so rounds on several servers at once queue it once. */
export async function planReminders(now = new Date()): Promise<PlannedReminders> {
  const ending = await db.subscription.findMany({
    where: {
      endsAt: { gt: new Date(now.getTime() - 3 * MS_PER_DAY), lte: new Date(now.getTime() + 7 * MS_PER_DAY) },
      user: { planReminders: true },
    },
    select: {
      userId: true,
      planId: true,
      endsAt: true,
      user: { select: { email: true, name: true, emailVerified: true } },
    },
  });
  const result: PlannedReminders = { queued: 0, existing: 0, covered: 0 };
  if (ending.length === 0) return result;

  const latest = new Map<string, (typeof ending)[number]>();
  for (const subscription of ending) {
    const id = `${subscription.userId}:${subscription.planId}`;
    const seen = latest.get(id);
    if (!seen || seen.endsAt < subscription.endsAt) latest.set(id, subscription);
  }

  const userIds = [...new Set(ending.map((s) => s.userId))];
  const running = await db.subscription.findMany({
    where: { userId: { in: userIds }, endsAt: { gt: new Date(now.getTime() - 3 * MS_PER_DAY) } },
    select: { userId: true, planId: true, startsAt: true, endsAt: true },
  });
  const carriedOn = (userId: string, plan: Plan, endsAt: Date) => {
    // A renewal starts exactly at the end; once it has passed, count what was bought since.
    const moment = endsAt > now ? endsAt : now;
    const services = new Set<ServiceId>();
    for (const other of running) {
      if (other.userId !== userId || other.startsAt > moment || other.endsAt <= moment) continue;
      for (const service of findPlan(other.planId)?.services ?? []) services.add(service);
    }
    return plan.services.every((service) => services.has(service));
  };

  const due = [];
  for (const subscription of latest.values()) {
    const plan = findPlan(subscription.planId);
    const stage = reminderStageAt(subscription.endsAt, now);
    if (!plan || !stage) continue;
    if (carriedOn(subscription.userId, plan, subscription.endsAt)) {
      result.covered += 1;
      continue;
    }
    due.push({
      ...subscription,
      plan,
      stage,
      key: reminderKey(stage, subscription.userId, plan.id, subscription.endsAt),
    });
  }

  // Most rounds find everything queued already: one read, instead of a refused insert each.
  const queued = new Set(
    (await db.outboxMail.findMany({ where: { key: { in: due.map((d) => d.key) } }, select: { key: true } })).map(
      (row) => row.key,
    ),
  );
  for (const reminder of due) {
    if (queued.has(reminder.key)) {
      result.existing += 1;
      continue;
    }
    const message = planReminderMail(reminder.stage, {
      to: reminder.user.email,
      name: greetingName(reminder.user),
      plan: reminder.plan,
      endsAt: reminder.endsAt,
    });
    if (await queueMailOnce({ key: reminder.key, userId: reminder.userId, message })) result.queued += 1;
    else result.existing += 1;
  }
  return result;
}
