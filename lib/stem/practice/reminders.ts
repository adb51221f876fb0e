import "server-only";
import { MS_PER_HOUR } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { greetingName } from "@/lib/mail/templates";
import { queueMailOnce } from "@/lib/outbox";
import { plansIncluding } from "@/lib/plans";
import { SAST_OFFSET_MS, sastDate } from "@/lib/south-african-time";
import { dailyPractice } from "./attempts";
import { practiceReminderMail } from "./reminder-mail";
import { startOfSastDay } from "./standing";

export interface PlannedPracticeReminders {
  queued: number;
  existing: number;
}

/** However many servers plan it, one a day. */
export const practiceReminderKey = (userId: string, now: Date) => `stem-practice:${userId}:${sastDate(now)}`;

/**
 * On a day without practice, from the learner's chosen hour (South African time) on: one e-mail, to a
 * confirmed address, while their plan includes STEM.
 */
export async function planPracticeReminders(now = new Date()): Promise<PlannedPracticeReminders> {
  const hour = new Date(now.getTime() + SAST_OFFSET_MS).getUTCHours();
  const dayStart = startOfSastDay(now);
  const learners = await db.stemLearner.findMany({
    where: {
      reminderHour: { not: null, lte: hour },
      user: {
        emailVerified: { not: null },
        practiceAttempts: { none: { answeredAt: { gte: dayStart } } },
        subscriptions: {
          some: {
            planId: { in: plansIncluding("stem").map((plan) => plan.id) },
            startsAt: { lte: now },
            endsAt: { gt: now },
          },
        },
      },
    },
    select: { userId: true, dailyGoal: true, user: { select: { email: true, name: true, emailVerified: true } } },
  });
  const result: PlannedPracticeReminders = { queued: 0, existing: 0 };
  if (learners.length === 0) return result;

  const keys = learners.map((learner) => practiceReminderKey(learner.userId, now));
  const queued = new Set(
    (await db.outboxMail.findMany({ where: { key: { in: keys } }, select: { key: true } })).map((row) => row.key),
  );
  for (const learner of learners) {
    const key = practiceReminderKey(learner.userId, now);
    if (queued.has(key)) {
      result.existing += 1;
      continue;
    }
    // The streak up to yesterday: today has no practice yet.
    const { streak } = await dailyPractice(
      learner.userId,
      learner.dailyGoal,
      new Date(dayStart.getTime() - MS_PER_HOUR),
    );
    const message = practiceReminderMail({
      to: learner.user.email,
      name: greetingName(learner.user),
      dailyGoal: learner.dailyGoal,
      streak,
    });
    if (await queueMailOnce({ key, userId: learner.userId, message })) result.queued += 1;
    else result.existing += 1;
  }
  return result;
}
