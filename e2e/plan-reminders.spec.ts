import { expect, test } from "@playwright/test";
import { mailTo as allMailTo } from "../__tests__/helpers/mailbox";
import { formatDay } from "../lib/format";
import { MESSAGES } from "../lib/messages";
import { sendFromOwnAddress, voucherMember } from "./support/accounts";
import { moveSubscriptionEndOf, queryE2eDb } from "./support/db";
import { MAILBOX_URL } from "./support/instance";

/*
 * The end of a plan, end to end: the member sees the day it ends, on the dashboard and in /account;
 * then the clock is moved to a week before it (the end is moved, in the database, to just under seven
 * days away) and the scheduler inside the app servers sends one 7-day reminder over SMTP. Both
 * servers of the run share the database and each runs the scheduler every SCHEDULER_INTERVAL_SECONDS
 * (2 s, playwright.config.ts): the reminder still comes once, and once only, however many rounds pass.
 */
test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** SCHEDULER_INTERVAL_SECONDS of the e2e servers (playwright.config.ts). */
const ROUND_MS = 2_000;

test("a member sees their end date, and a reminder is sent once when the clock is moved to 7 days before it", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const person = await voucherMember(page, testInfo, "venting", "Palesa");
  const [{ userId, endsAt: stored }] = queryE2eDb<{ userId: string; endsAt: string }>(
    `SELECT s."userId", s."endsAt" FROM "Subscription" s JOIN "User" u ON u."id" = s."userId" WHERE u."email" = ?`,
    person.email.toLowerCase(),
  );
  const endsAt = new Date(stored);

  // The end date, where the member looks for it.
  await page.goto("/venting-room-dashboard");
  const status = page.locator("p").filter({ hasText: "Your plan:" });
  await expect(status).toContainText("Venting Room User");
  await expect(status).toContainText(formatDay(endsAt));
  await page.goto("/account");
  await expect(page.getByText(`Venting Room User, until ${formatDay(endsAt)}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Notification settings" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "E-mails about my plan" })).toBeChecked();

  // Nothing yet: the end is a month away.
  const reminders = async () =>
    (await allMailTo(person.email, MAILBOX_URL)).filter((mail) => mail.subject.includes("plan ends on"));
  await page.waitForTimeout(ROUND_MS + 500);
  expect(await reminders()).toEqual([]);

  // The clock moves on: the plan now ends in 6 days and 23 hours.
  const newEnd = new Date(Date.now() + 6 * DAY + 23 * HOUR);
  expect(moveSubscriptionEndOf(person.email, newEnd)).toBe(1);
  await page.goto("/venting-room-dashboard");
  await expect(page.locator("p").filter({ hasText: "Your plan:" })).toContainText(formatDay(newEnd));

  await expect.poll(async () => (await reminders()).length, { timeout: 10 * ROUND_MS + 10_000 }).toBe(1);
  const [reminder] = await reminders();
  expect(reminder.subject).toBe(`Your Venting Room User plan ends on ${formatDay(newEnd)}`);
  expect(reminder.text).toContain(`Hi ${person.name},`);
  expect(reminder.text).toContain("A reminder: your Venting Room User plan ends on");
  // The way back: checkout on a server with payments on, the contact page on one without.
  expect(reminder.text).toMatch(
    /Choose a plan: http:\/\/localhost:\d+\/checkout|Write to the team: http:\/\/localhost:\d+\/contact/,
  );
  expect(reminder.text).toContain('"E-mails about my plan"');
  expect(reminder.text).toMatch(/http:\/\/localhost:\d+\/account/);

  // Further rounds, on both servers, send nothing more.
  await page.waitForTimeout(3 * ROUND_MS + 1_000);
  expect(await reminders()).toHaveLength(1);
  const rows = queryE2eDb<{ key: string; sentAt: string | null; attempts: number }>(
    `SELECT "key", "sentAt", "attempts" FROM "OutboxMail" WHERE "userId" = ? AND "key" LIKE 'reminder:%'`,
    userId,
  );
  expect(rows).toEqual([
    { key: `reminder:7d:${userId}:venting:${newEnd.toISOString()}`, sentAt: expect.any(String), attempts: 1 },
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the setting in /account turns plan e-mails off and on again", async ({ page }, testInfo) => {
    const person = await voucherMember(page, testInfo, "stem", "Themba");
    const stored = () =>
      queryE2eDb<{ planReminders: number }>(
        `SELECT "planReminders" FROM "User" WHERE "email" = ?`,
        person.email.toLowerCase(),
      )[0].planReminders;
    await page.goto("/account");
    const box = page.getByRole("checkbox", { name: "E-mails about my plan" });
    await box.uncheck();
    await page.getByRole("button", { name: "Save notification settings" }).click();
    await expect(page.getByText(MESSAGES.account.planRemindersOff)).toBeVisible();
    expect(stored()).toBe(0);
    await page.goto("/account");
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole("button", { name: "Save notification settings" }).click();
    await expect(page.getByText(MESSAGES.account.planRemindersOn)).toBeVisible();
    expect(stored()).toBe(1);
  });
});
