import { expect, test, type Browser, type TestInfo } from "@playwright/test";
import { fixtures } from "../__tests__/fixtures/media";
import { mailTo as allMailTo } from "../__tests__/helpers/mailbox";
import { MESSAGES } from "../lib/messages";
import { sendFromOwnAddress, voucherMember } from "./support/accounts";
import { expectAccessible, expectNoSidewaysScroll } from "./support/checks";
import { MAILBOX_URL } from "./support/instance";
import { signedInBrowser } from "./support/staff";

/*
 * The facilitators' side of Entrepreneurship, end to end: a learner joins a group, files a request
 * to move to another and answers an assessment step; a facilitator (granted at the command line)
 * approves the transfer with a note and writes feedback on the answer; the learner has moved, sees
 * both on their dashboard, and the approval arrives by e-mail over SMTP.
 */
test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

const DASHBOARD = "/entrepreneurship-education-dashboard";
const F = MESSAGES.facilitator;

/** Letters only (member names allow no digits), unique to this run: both projects share one database. */
const tag = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join("")
    .replace(/^./, (c) => c.toUpperCase());

const facilitator = (browser: Browser, testInfo: TestInfo) =>
  signedInBrowser(browser, testInfo, "Thuli", "facilitator");

test("a transfer is approved and the learner sees it; feedback on an answer reaches the learner", async ({
  page,
  browser,
}, testInfo) => {
  // A first name of its own: the console lists every project's requests by the member's name.
  const learner = await voucherMember(page, testInfo, "entrepreneur", tag());
  // Facilitators see the member's full name; the group, and the request, first name and initial.
  const memberName = `${learner.name} ${learner.surname}`;
  const shownName = `${learner.name} ${learner.surname.charAt(0)}.`;
  const answer = `Spaza owners near ${tag()} lose stock when the fridges go off.`;

  // The learner joins a group, then asks to move to another, with the signed agreement...
  await page.goto(`${DASHBOARD}?scope=local&tab=groups&section=list`);
  await page.getByRole("button", { name: "Join Mzansi Makers" }).click();
  await expect(page.getByRole("region", { name: "Mzansi Makers" })).toContainText("Your group in the Local arena");
  await page.goto(`${DASHBOARD}?scope=local&tab=groups&section=transfer`);
  const form = page.getByRole("region", { name: "Transfer request" });
  await expect(form.getByLabel("From group")).toHaveValue("Mzansi Makers");
  await form.getByLabel("To group").selectOption({ label: "Vuka Ventures" });
  await expect(form.getByLabel("Member to move")).toContainText(`${learner.name} ${learner.surname.charAt(0)}. (you)`);
  await form.getByLabel("Transfer date").fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await form
    .getByLabel("Signed transfer agreement")
    .setInputFiles({ name: "agreement.pdf", mimeType: "application/pdf", buffer: fixtures.pdf() });
  await form.getByRole("button", { name: "Submit transfer request" }).click();
  await expect(form.getByText("Your transfer request is submitted.")).toBeVisible();
  const membership = page.getByRole("region", { name: "Membership dashboard" });
  const request = membership.getByRole("listitem").filter({ hasText: shownName });
  await expect(request).toContainText("Pending");

  // ...and answers an assessment step.
  await page.goto(`${DASHBOARD}?scope=local&tab=assessments`);
  const step = page
    .getByRole("region", { name: /./ })
    .filter({ has: page.getByText("Step 1") })
    .getByRole("listitem")
    .nth(1);
  await step.getByLabel("Your answer: Problem identification").fill(answer);
  await step.getByRole("button", { name: "Submit answer" }).click();
  await expect(step.getByText("Your answer is saved.")).toBeVisible();

  // A facilitator opens the queue, the agreement, and approves with a note (a refusal needs one).
  const staff = await facilitator(browser, testInfo);
  await staff.page.goto("/staff/transfers");
  await expect(staff.page.getByRole("heading", { level: 1, name: "Transfer requests" })).toBeVisible();
  const item = staff.page.getByRole("article").filter({ hasText: memberName });
  await expect(item).toContainText(`${learner.name} ${learner.surname}`);
  const download = staff.page.waitForEvent("download");
  await item.getByRole("link", { name: /^Download the signed agreement/ }).click();
  expect((await download).suggestedFilename()).toBe("transfer-agreement.pdf");
  await expectAccessible(staff.page);
  await expectNoSidewaysScroll(staff.page);

  await item.getByRole("button", { name: /^Refuse/ }).click();
  await expect(item.getByText(F.noteRequired)).toBeVisible();
  const note = `Welcome, ${memberName}: your new group meets on Tuesdays.`;
  await item.getByLabel("Note to the learner (required to refuse)").fill(note);
  await item.getByRole("button", { name: /^Approve/ }).click();
  await expect(staff.page.getByRole("status")).toHaveText(F.approved);
  await expect(staff.page.getByRole("article").filter({ hasText: memberName })).toHaveCount(0);
  await expect(
    staff.page.getByRole("region", { name: "Recently decided" }).getByRole("listitem").filter({ hasText: memberName }),
  ).toContainText("Approved");

  // The facilitator reads the answer in its arena and writes feedback.
  await staff.page.goto("/staff/assessments?scope=local");
  await expect(staff.page.getByRole("link", { name: "Local", exact: true })).toHaveAttribute("aria-current", "page");
  const answerItem = staff.page.getByRole("article").filter({ hasText: answer });
  await expect(answerItem).toContainText("No feedback yet.");
  await expectAccessible(staff.page);
  await expectNoSidewaysScroll(staff.page);
  const feedback = "Good start: now say how often the fridges go off and what that costs a shop.";
  await answerItem.getByLabel(/^Your feedback/).fill(feedback);
  await answerItem.getByRole("button", { name: /^Save feedback/ }).click();
  await expect(answerItem.getByText(F.feedbackSaved)).toBeVisible();
  await staff.page.reload();
  await expect(staff.page.getByRole("article").filter({ hasText: answer })).toContainText("Feedback given");
  await staff.close();

  // The learner sees the outcome and the note on their membership dashboard, and has moved...
  await page.goto(`${DASHBOARD}?scope=local&tab=groups&section=transfer`);
  await expect(request).toContainText("Approved");
  await expect(request).toContainText("Note from your facilitator");
  await expect(request).toContainText(note);
  await page.goto(`${DASHBOARD}?scope=local&tab=groups&section=list`);
  await expect(page.getByRole("region", { name: "Vuka Ventures" })).toContainText("Your group in the Local arena");
  await expect(page.getByRole("region", { name: "Mzansi Makers" })).toHaveCount(0);

  // ...the feedback beside their answer...
  await page.goto(`${DASHBOARD}?scope=local&tab=assessments`);
  await expect(step).toContainText("Feedback from your facilitator");
  await expect(step).toContainText(feedback);
  await expectAccessible(page);

  // ...and the approval by e-mail, with the note and a link to the dashboard.
  await expect
    .poll(async () => (await allMailTo(learner.email, MAILBOX_URL)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain("Your group transfer is approved");
  const mail = (await allMailTo(learner.email, MAILBOX_URL)).find(
    (message) => message.subject === "Your group transfer is approved",
  )!;
  expect(mail.text).toContain(`Their note: ${note}`);
  expect(mail.text).toContain(`${DASHBOARD}?scope=local&tab=groups&section=transfer`);
});
