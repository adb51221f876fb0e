import { expect, test } from "@playwright/test";
import { CONTACT_INBOX_MESSAGES } from "../lib/contact/rules";
import { mailTo, sendFromOwnAddress } from "./support/accounts";
import { expectAccessible, expectNoSidewaysScroll } from "./support/checks";
import { signedInBrowser } from "./support/staff";

/*
 * The contact inbox end to end: a visitor writes through the contact form, an admin reads the
 * message in the console and replies, the reply arrives over SMTP at the loopback mail server, and
 * the message shows as answered with the reply in its thread. Run at desktop width and at 360px.
 */
test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

test("a contact message is answered from the console and the reply arrives over SMTP", async ({
  page,
  browser,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}`;
  const visitor = { name: "Thandi Nkosi", email: `thandi.${tag}@example.co.za` };
  const subject = `School plans ${tag}`;
  const words = "Do you offer plans for a whole Grade 11 class?\nWe are 34 learners.";

  // A visitor writes.
  await page.goto("/contact");
  await page.getByLabel("Full Name", { exact: true }).fill(visitor.name);
  await page.getByLabel("Email", { exact: true }).fill(visitor.email);
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill(words);
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByText(`Thank you, ${visitor.name}.`, { exact: false })).toBeFocused();

  // Members and other staff roles cannot open the inbox.
  const moderator = await signedInBrowser(browser, testInfo, "Mpho", "moderator");
  const refused = await moderator.page.goto("/staff/contact");
  expect(refused?.status()).toBe(403);
  await expect(
    moderator.page.getByRole("heading", { level: 1, name: "This page is not open to your account" }),
  ).toBeVisible();
  await moderator.close();

  // An admin finds it waiting in the inbox.
  const admin = await signedInBrowser(browser, testInfo, "Nomvula", "admin");
  await admin.page.goto("/staff/contact");
  await expect(admin.page.getByRole("heading", { level: 1, name: "Contact inbox" })).toBeVisible();
  const item = admin.page.getByRole("listitem").filter({ hasText: subject });
  await expect(item).toContainText("Waiting");
  await expect(item).toContainText(visitor.email);
  await expectNoSidewaysScroll(admin.page);
  await expectAccessible(admin.page);
  await item.getByRole("link", { name: subject }).click();

  // The message, who sent it, and the reply form.
  await expect(admin.page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(admin.page.getByText("Waiting for an answer", { exact: true })).toBeVisible();
  await expect(admin.page.getByText(visitor.name, { exact: true })).toBeVisible();
  await expect(admin.page.getByText(visitor.email, { exact: true })).toBeVisible();
  await expect(admin.page.getByRole("heading", { name: "Replies (0)" })).toBeVisible();
  await expectNoSidewaysScroll(admin.page);
  await expectAccessible(admin.page);
  const reply = "Yes: a class of 34 can share one group plan.\nWe will send you a quote today.";
  await admin.page.getByLabel(`Your reply (e-mailed to ${visitor.email})`).fill(reply);
  await expect(admin.page.getByLabel("Mark as answered")).toBeChecked();
  await admin.page.getByRole("button", { name: "Send the reply" }).click();

  // The console confirms it, marks it answered and keeps the reply in the thread.
  await expect(admin.page.getByRole("status")).toHaveText(CONTACT_INBOX_MESSAGES.repliedAndAnswered);
  await expect(admin.page.getByRole("status")).toBeInViewport();
  await expect(admin.page.getByText(/^Answered /)).toBeVisible();
  await expect(admin.page.getByRole("heading", { name: "Replies (1)" })).toBeVisible();
  const thread = admin.page.getByRole("region", { name: "Replies (1)" });
  await expect(thread).toContainText(`${admin.person.name} ${admin.person.surname} replied`);
  await expect(thread).toContainText("Yes: a class of 34 can share one group plan.");

  // The visitor receives it over SMTP: the reply, their own words quoted, and how to answer.
  const mail = await mailTo(visitor.email);
  expect(mail.subject).toBe(`Re: ${subject}`);
  expect(mail.text.startsWith(reply)).toBe(true);
  expect(mail.text).toContain("> Do you offer plans for a whole Grade 11 class?\n> We are 34 learners.");
  expect(mail.text).toMatch(/write to us again through our contact page/);
  expect(mail.text).toMatch(/http:\/\/[^\s]+\/contact\b/);

  // In the inbox it is answered now.
  await admin.page.goto("/staff/contact?show=answered");
  await expect(admin.page.getByRole("listitem").filter({ hasText: subject })).toContainText("Answered");
  await expect(admin.page.getByRole("listitem").filter({ hasText: subject })).toContainText("1 reply");
  await admin.page.goto("/staff/contact?show=waiting");
  await expect(admin.page.getByRole("listitem").filter({ hasText: subject })).toHaveCount(0);

  // Reopened, and marked answered again, each said on the page.
  await admin.page.goto("/staff/contact?show=answered");
  await admin.page.getByRole("link", { name: subject }).click();
  await admin.page.getByRole("button", { name: "Reopen" }).click();
  await expect(admin.page.getByRole("status")).toHaveText(CONTACT_INBOX_MESSAGES.reopened);
  await expect(admin.page.getByText("Waiting for an answer", { exact: true })).toBeVisible();
  await admin.page.getByRole("button", { name: "Mark answered" }).click();
  await expect(admin.page.getByRole("status")).toHaveText(CONTACT_INBOX_MESSAGES.answered);

  // A message that does not exist is a 404.
  const missing = await admin.page.goto("/staff/contact/cnosuchmessage000000000000");
  expect(missing?.status()).toBe(404);
  await admin.close();
});
