// Plan reminders (lib/subscriptions/reminders.ts) against a real SQLite database, delivered over SMTP
// to the loopback mail server: the stage due in each window, once per stage however many rounds run,
// nothing for members who turned them off or whose services carry on, and the way back in the words
// (pay at checkout, or ask the team while card payments are off). And the /account setting itself.
import { savePlanReminders } from "@/app/(dashboard)/account/actions";
import { accountProfile } from "@/lib/accounts/profile";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { formatDay, formatDayAndTime } from "@/lib/format";
import { planReminderMail } from "@/lib/mail/plans";
import { MESSAGES } from "@/lib/messages";
import { deliverDueMail } from "@/lib/outbox";
import { findPlan } from "@/lib/plans";
import { planReminders, reminderKey, reminderStageAt } from "@/lib/subscriptions/reminders";
import { runAction } from "../helpers/actions";
import { mailTo } from "../helpers/mailbox";
import { sessionCookie } from "../helpers/requests";

jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);

const DAY = 86_400_000;
const HOUR = 3_600_000;

let n = 0;
async function member({ planReminders = true, name = "Nandi", verified = true } = {}) {
  n += 1;
  return db.user.create({
    data: {
      email: `reminders${n}-${Date.now()}@example.co.za`,
      name,
      surname: "Zulu",
      planReminders,
      emailVerified: verified ? new Date() : null,
    },
  });
}

async function subscription(userId: string, planId: string, startsAt: Date, endsAt: Date) {
  n += 1;
  return db.subscription.create({
    data: { userId, planId, source: "payment", reference: `ref_test_${n}_${Date.now()}`, startsAt, endsAt },
  });
}

/** A member whose `planId` month ends at `endsAt`. */
async function endingAt(endsAt: Date, planId = "stem", options: Parameters<typeof member>[0] = {}) {
  const user = await member(options);
  await subscription(user.id, planId, new Date(endsAt.getTime() - 30 * DAY), endsAt);
  return user;
}

const keysOf = async (userId: string) =>
  (await db.outboxMail.findMany({ where: { userId }, orderBy: { createdAt: "asc" } })).map((row) => row.key);

describe("the windows", () => {
  it("7 days before: the 7-day reminder; 1 day before: the last one; at the end: the notice; 3 days on: nothing", () => {
    const end = new Date("2026-12-15T10:00:00Z");
    const at = (offset: number) => reminderStageAt(end, new Date(end.getTime() + offset));
    expect(at(-7 * DAY - 1)).toBeNull();
    expect(at(-7 * DAY)).toBe("7d");
    expect(at(-DAY - 1)).toBe("7d");
    expect(at(-DAY)).toBe("1d");
    expect(at(-1)).toBe("1d");
    expect(at(0)).toBe("ended");
    expect(at(3 * DAY - 1)).toBe("ended");
    expect(at(3 * DAY)).toBeNull();
  });

  it("queues each stage once as the clock moves past it, however many rounds run", async () => {
    const end = new Date(Date.now() + 10 * DAY);
    const user = await endingAt(end);
    const round = (offset: number) => planReminders(new Date(end.getTime() + offset));
    const mine = async () => keysOf(user.id);

    await round(-8 * DAY);
    expect(await mine()).toEqual([]);
    await round(-7 * DAY + HOUR);
    await round(-5 * DAY);
    await round(-2 * DAY);
    expect(await mine()).toEqual([reminderKey("7d", user.id, "stem", end)]);
    await round(-20 * HOUR);
    await round(-HOUR);
    await round(HOUR);
    await round(2 * DAY);
    await round(4 * DAY);
    expect(await mine()).toEqual([
      reminderKey("7d", user.id, "stem", end),
      reminderKey("1d", user.id, "stem", end),
      reminderKey("ended", user.id, "stem", end),
    ]);
    expect(reminderKey("7d", user.id, "stem", end)).toBe(`reminder:7d:${user.id}:stem:${end.toISOString()}`);
  });

  it("a round that finds everything queued queues nothing new, and says so", async () => {
    const end = new Date(Date.now() + 5 * DAY);
    const user = await endingAt(end);
    const now = new Date();
    const first = await planReminders(now);
    expect(first.queued).toBeGreaterThanOrEqual(1);
    const again = await Promise.all([planReminders(now), planReminders(now), planReminders(now)]);
    expect(again.map((r) => r.queued)).toEqual([0, 0, 0]);
    expect(await keysOf(user.id)).toEqual([reminderKey("7d", user.id, "stem", end)]);
  });
});

describe("who gets nothing", () => {
  it("a member who turned plan e-mails off", async () => {
    const end = new Date(Date.now() + 3 * DAY);
    const user = await endingAt(end, "stem", { planReminders: false });
    await planReminders();
    await planReminders(new Date(end.getTime() + HOUR));
    expect(await keysOf(user.id)).toEqual([]);
  });

  it("a member who renewed the plan: the new month starts as the old one ends", async () => {
    const end = new Date(Date.now() + 3 * DAY);
    const user = await endingAt(end);
    await subscription(user.id, "stem", end, new Date(end.getTime() + 30 * DAY));
    await planReminders();
    await planReminders(new Date(end.getTime() - HOUR));
    await planReminders(new Date(end.getTime() + HOUR));
    expect(await keysOf(user.id)).toEqual([]);
  });

  it("a member who moved to a bundle that carries the same services on; but not one that lacks a service", async () => {
    const end = new Date(Date.now() + 3 * DAY);
    const moved = await endingAt(end, "stem");
    await subscription(moved.id, "platinum", new Date(), new Date(Date.now() + 30 * DAY));
    // Gold is STEM and the Venting Room: the Venting Room alone does not carry it on.
    const partly = await endingAt(end, "gold");
    await subscription(partly.id, "venting", new Date(), new Date(Date.now() + 30 * DAY));
    const result = await planReminders();
    expect(result.covered).toBeGreaterThanOrEqual(1);
    expect(await keysOf(moved.id)).toEqual([]);
    expect(await keysOf(partly.id)).toEqual([reminderKey("7d", partly.id, "gold", end)]);
  });

  it("a member who bought the plan again after it ended gets no 'ended' notice", async () => {
    const end = new Date(Date.now() - DAY);
    const back = await endingAt(end);
    await subscription(back.id, "stem", new Date(Date.now() - HOUR), new Date(Date.now() + 30 * DAY));
    const gone = await endingAt(end);
    await planReminders();
    expect(await keysOf(back.id)).toEqual([]);
    expect(await keysOf(gone.id)).toEqual([reminderKey("ended", gone.id, "stem", end)]);
  });

  it("only the latest end of a plan counts", async () => {
    const user = await member();
    const earlier = new Date(Date.now() - 2 * DAY);
    const latest = new Date(Date.now() + 5 * DAY);
    await subscription(user.id, "venting", new Date(earlier.getTime() - 30 * DAY), earlier);
    await subscription(user.id, "venting", new Date(latest.getTime() - 30 * DAY), latest);
    await planReminders();
    expect(await keysOf(user.id)).toEqual([reminderKey("7d", user.id, "venting", latest)]);
  });
});

describe("the words, as delivered", () => {
  afterEach(() => jest.restoreAllMocks());

  async function deliveredTo(email: string) {
    await deliverDueMail();
    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    return mail[0];
  }

  it("7 days before, with payments on: the plan, its end, the checkout, and how to stop these", async () => {
    const end = new Date(Date.now() + 6 * DAY + 23 * HOUR);
    const user = await endingAt(end, "gold", { name: "Sizwe" });
    await planReminders();
    const mail = await deliveredTo(user.email);
    expect(mail.subject).toBe(`Your Gold User plan ends on ${formatDay(end)}`);
    expect(mail.text).toContain("Hi Sizwe,");
    expect(mail.text).toContain(`A reminder: your Gold User plan ends on ${formatDayAndTime(end)}.`);
    expect(mail.text).toContain("STEM Subjects and the Venting Room");
    expect(mail.text).toContain("choose a plan at checkout and pay through Paystack");
    expect(mail.text).toContain("Choose a plan: http://localhost:3000/checkout");
    expect(mail.text).toContain('"E-mails about my plan"');
    expect(mail.text).toContain("http://localhost:3000/account");
    expect(mail.text).not.toContain("/contact");
  });

  it("1 day before, with payments off: card payments are not open yet; write to the team to extend it", async () => {
    jest.replaceProperty(getEnv(), "PAYMENTS_ENABLED", false);
    const end = new Date(Date.now() + 10 * HOUR);
    const user = await endingAt(end, "venting");
    await planReminders();
    const mail = await deliveredTo(user.email);
    expect(mail.subject).toBe(`Last reminder: your Venting Room User plan ends on ${formatDayAndTime(end)}`);
    expect(mail.text).toContain("in less than a day");
    expect(mail.text).toContain("Card payments are not open on Stepps yet");
    expect(mail.text).toContain("ask for it to be extended");
    expect(mail.text).toContain("Write to the team: http://localhost:3000/contact");
    expect(mail.text).not.toContain("/checkout");
    expect(mail.text).toContain("http://localhost:3000/account");
  });

  it("after the end: the notice, with the way back", async () => {
    const end = new Date(Date.now() - 2 * HOUR);
    const user = await endingAt(end, "entrepreneur");
    await planReminders();
    const mail = await deliveredTo(user.email);
    expect(mail.subject).toBe("Your Entrepreneur Candidate plan has ended");
    expect(mail.text).toContain(`ended on ${formatDayAndTime(end)}, so Entrepreneurship is closed for now`);
    expect(mail.text).toContain("http://localhost:3000/checkout");
  });

  it("greets an account whose address is unconfirmed without its name", async () => {
    const user = await endingAt(new Date(Date.now() + 6 * DAY), "stem", { name: "Mandla", verified: false });
    await planReminders();
    const mail = await deliveredTo(user.email);
    expect(mail.text.startsWith("Hello,\n\n")).toBe(true);
    expect(mail.text).not.toContain("Mandla");
  });

  it("the same words in HTML, escaped", () => {
    const mail = planReminderMail("7d", {
      to: "a@example.co.za",
      name: "<Thabo>",
      plan: findPlan("platinum")!,
      endsAt: new Date("2026-12-15T10:00:00Z"),
    });
    expect(mail.html).toContain("Hi &lt;Thabo&gt;,");
    expect(mail.html).toContain('href="http://localhost:3000/checkout"');
    expect(mail.text).toContain("STEM Subjects, the Venting Room and Entrepreneurship");
    expect(mail.subject).toBe("Your Platinum User plan ends on 15 December 2026");
  });
});

describe("the setting in /account", () => {
  it("turns plan e-mails off (an unticked box sends nothing) and on again; off drops reminders waiting to go", async () => {
    const end = new Date(Date.now() + 3 * DAY);
    const user = await endingAt(end);
    await planReminders();
    expect(await keysOf(user.id)).toHaveLength(1);
    const cookie = await sessionCookie(user);

    const off = await runAction(savePlanReminders, {}, { cookie });
    expect(off.state).toEqual({ status: "success", message: MESSAGES.account.planRemindersOff });
    expect((await accountProfile(user.id))?.planReminders).toBe(false);
    expect(await keysOf(user.id)).toEqual([]);
    await planReminders();
    expect(await keysOf(user.id)).toEqual([]);

    const on = await runAction(savePlanReminders, { planReminders: "on" }, { cookie });
    expect(on.state).toEqual({ status: "success", message: MESSAGES.account.planRemindersOn });
    expect((await accountProfile(user.id))?.planReminders).toBe(true);
    await planReminders();
    expect(await keysOf(user.id)).toEqual([reminderKey("7d", user.id, "stem", end)]);
  });

  it("refuses anything but a checkbox's own value", async () => {
    const user = await member();
    const answer = await runAction(
      savePlanReminders,
      { planReminders: "yes please" },
      { cookie: await sessionCookie(user) },
    );
    expect(answer.state).toMatchObject({ status: "error", message: MESSAGES.account.invalidSettings });
    expect((await accountProfile(user.id))?.planReminders).toBe(true);
  });
});
