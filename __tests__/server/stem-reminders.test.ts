// Practice reminders (lib/stem/practice/reminders.ts) against a real database and the loopback mail
// server: one e-mail on a day without practice, from the learner's hour (South African time) on, to
// a confirmed address while the plan includes STEM; once a day however many rounds run at once.
import { db } from "@/lib/db/client";
import { deliverDueMail } from "@/lib/outbox";
import { savePracticeSettings } from "@/lib/stem/practice/learner";
import { planPracticeReminders, practiceReminderKey } from "@/lib/stem/practice/reminders";
import { startOfSastDay } from "@/lib/stem/practice/standing";
import { mailTo } from "../helpers/mailbox";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const today = startOfSastDay(new Date());
const at = (hours: number, days = 0) => new Date(today.getTime() + days * DAY + hours * HOUR);

let n = 0;
async function learner({ plan = "stem", verified = true, reminderHour = 18 as number | null } = {}) {
  n += 1;
  const user = await db.user.create({
    data: {
      email: `practice${n}-${Date.now()}@example.co.za`,
      name: "Ayanda",
      surname: "Dlamini",
      emailVerified: verified ? new Date() : null,
    },
  });
  if (plan)
    await db.subscription.create({
      data: {
        userId: user.id,
        planId: plan,
        source: "payment",
        reference: `ref_practice_${n}_${Date.now()}`,
        startsAt: new Date(today.getTime() - 10 * DAY),
        endsAt: new Date(today.getTime() + 10 * DAY),
      },
    });
  await savePracticeSettings(user.id, { grade: 11, dailyGoal: 5, reminderHour });
  return user;
}

const keysOf = async (userId: string) =>
  (await db.outboxMail.findMany({ where: { userId }, select: { key: true } })).map((row) => row.key);

it("reminds once, from the chosen hour on, however many rounds run at once, and again the next day", async () => {
  const user = await learner();
  await planPracticeReminders(at(17.9));
  expect(await keysOf(user.id)).toEqual([]);
  const rounds = await Promise.all(Array.from({ length: 20 }, () => planPracticeReminders(at(18.1))));
  expect(rounds.reduce((sum, round) => sum + round.queued, 0)).toBeGreaterThanOrEqual(1);
  expect(await keysOf(user.id)).toEqual([practiceReminderKey(user.id, at(18.1))]);
  await planPracticeReminders(at(23.5));
  expect(await keysOf(user.id)).toHaveLength(1);
  await planPracticeReminders(at(18.5, 1));
  expect(await keysOf(user.id)).toHaveLength(2);
});

it("says nothing on a day with practice, without the STEM plan, to an unconfirmed address or with no reminder", async () => {
  const practised = await learner();
  await db.practiceAttempt.create({
    data: {
      userId: practised.id,
      topicId: "maths-11-functions",
      questionId: "parabola-turning-point",
      seed: 1,
      tries: 1,
      answeredAt: at(7),
      answer: "3",
      correct: true,
    },
  });
  const others = [
    await learner({ plan: "venting" }),
    await learner({ plan: "" }),
    await learner({ verified: false }),
    await learner({ reminderHour: null }),
  ];
  await planPracticeReminders(at(20));
  for (const user of [practised, ...others]) expect(await keysOf(user.id)).toEqual([]);
});

it("delivers a short e-mail with the goal, the streak and how to change or stop it", async () => {
  const user = await learner({ reminderHour: 6 });
  for (const day of [1, 2])
    await db.practiceAttempt.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({
        userId: user.id,
        topicId: "maths-11-functions",
        questionId: "parabola-turning-point",
        seed: i,
        tries: 1,
        answeredAt: new Date(today.getTime() - day * DAY + 10 * HOUR + i * 60_000),
        answer: "3",
        correct: true,
      })),
    });
  await planPracticeReminders(at(6.5));
  await deliverDueMail();
  const [mail] = await mailTo(user.email);
  expect(mail.subject).toBe("Keep your 2-day practice streak going");
  expect(mail.text).toContain("Your goal is 5 questions a day.");
  expect(mail.text).toContain("/stem-subjects-dashboard/settings");
});
