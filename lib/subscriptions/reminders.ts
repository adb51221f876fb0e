import "server-only";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { planReminderMail, type ReminderStage } from "@/lib/mail/plans";
import { greetingName } from "@/lib/mail/templates";
import { queueMailOnce } from "@/lib/outbox";
import { findPlan, type Plan, type ServiceId } from "@/lib/plans";

/**
 * Each stage's window, relative to the plan's end: the 7-day reminder within [end-7d, end-1d), the
 * 1-day one within [end-1d, end), the notice within [end, end+3d). Windows, not moments, so a round
 * that runs late (a server down for a while) still sends the stage that is due, and only that one.
 */
const STAGES: readonly { stage: ReminderStage; from: number; until: number }[] = [
  { stage: "7d", from: -7 * MS_PER_DAY, until: -MS_PER_DAY },
  { stage: "1d", from: -MS_PER_DAY, until: 0 },
  { stage: "ended", from: 0, until: 3 * MS_PER_DAY },
];

/** Which stage is due at `now` for a plan ending at `endsAt`, if any. */
export function reminderStageAt(endsAt: Date, now: Date): ReminderStage | null {
  const offset = now.getTime() - endsAt.getTime();
  return STAGES.find(({ from, until }) => offset >= from && offset < until)?.stage ?? null;
}

/** The outbox key: one reminder per stage, member, plan and end, however many servers plan it. */
export const reminderKey = (stage: ReminderStage, userId: string, planId: string, endsAt: Date) =>
  `reminder:${stage}:${userId}:${planId}:${endsAt.toISOString()}`;

export interface PlannedReminders {
  /** Queued by this round. */
  queued: number;
  /** Due, but queued already (by an earlier round or another server). */
  existing: number;
  /** Not sent: the member renewed or holds a plan that carries on with the same services. */
  covered: number;
}

/**
 * One planning round: for each member and plan whose latest end falls near now, queues the stage that
 * is due. Members who turned plan e-mails off are left out, and so is a plan whose services another
 * subscription of the member carries on past its end (renewed, or moved to a bundle). Only
 * subscriptions ending within [now-3d, now+7d] are read; the outbox key makes each reminder unique, so
 * rounds on several servers at once queue it once.
 */
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

  // The latest end per member and plan: an earlier one in the window was followed by this one.
  const latest = new Map<string, (typeof ending)[number]>();
  for (const subscription of ending) {
    const id = `${subscription.userId}:${subscription.planId}`;
    const seen = latest.get(id);
    if (!seen || seen.endsAt < subscription.endsAt) latest.set(id, subscription);
  }

  // What carries on past each end: every subscription of these members still running after the window opens.
  const userIds = [...new Set(ending.map((s) => s.userId))];
  const running = await db.subscription.findMany({
    where: { userId: { in: userIds }, endsAt: { gt: new Date(now.getTime() - 3 * MS_PER_DAY) } },
    select: { userId: true, planId: true, startsAt: true, endsAt: true },
  });
  const carriedOn = (userId: string, plan: Plan, endsAt: Date) => {
    // Held at the end (a renewal starts exactly then) or, once it has passed, now (bought again since).
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

  // Most rounds find everything queued already: one read answers that, instead of a refused insert each.
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
    // The unique key decides when another server queued it in the meantime.
    if (await queueMailOnce({ key: reminder.key, userId: reminder.userId, message })) result.queued += 1;
    else result.existing += 1;
  }
  return result;
}
