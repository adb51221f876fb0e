import fs from "node:fs";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { addOneMonth } from "../lib/dates";
import { formatDay } from "../lib/format";
import { logInViaForm, newPerson, sendFromOwnAddress, signUpViaApi, voucherMember } from "./support/accounts";
import { expectAccessible, expectNoSidewaysScroll } from "./support/checks";
import { signedInBrowser } from "./support/staff";

/*
 * The admins' screens, end to end: an admin (granted at the command line) finds a member by e-mail
 * address, grants them a month with a reason, sees their end date move by a month, finds the grant
 * with its reason in the audit log, and downloads the payments CSV; a member gets 403.
 */
test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

const CSV_HEADER = '"Date (SAST)","Reference","Member e-mail","Plan","Amount (ZAR)","Status","Verified at (SAST)"';

/** An admin: an account granted the role at the command line (`npm run staff`), then signed in. */
const admin = (browser: Browser, testInfo: TestInfo) => signedInBrowser(browser, testInfo, "Refilwe", "admin");

/** When the member's Venting Room plan ends, as the member's page shows it. */
async function ventingEnd(page: Page): Promise<Date> {
  const time = page
    .getByRole("list", { name: "Plans held" })
    .getByRole("listitem")
    .filter({ hasText: "Venting Room User" })
    .locator("time");
  return new Date((await time.getAttribute("datetime"))!);
}

test("an admin grants a month with a reason, the end date moves by a month, and the audit log shows it", async ({
  page,
  browser,
}, testInfo) => {
  const member = await voucherMember(page, testInfo, "venting", "Zanele");
  // A member is refused the screen outright.
  const refused = await page.goto("/staff/members");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "This page is not open to your account" })).toBeVisible();

  const staff = await admin(browser, testInfo);
  const a = staff.page;
  try {
    // Found by their address, typed in capitals.
    await a.goto("/staff/members");
    await expect(a.getByRole("heading", { level: 1, name: "Payments and subscriptions" })).toBeVisible();
    await a.getByLabel("E-mail address (or part of one) or Paystack reference").fill(member.email.toUpperCase());
    await a.getByRole("button", { name: "Search" }).click();
    await expect(a.getByRole("heading", { name: "Members (1)" })).toBeVisible();
    await expectAccessible(a);
    await expectNoSidewaysScroll(a);
    await a.getByRole("link", { name: member.email }).click();
    await expect(a.getByRole("heading", { level: 1, name: `${member.name} ${member.surname}` })).toBeVisible();
    const before = await ventingEnd(a);
    await expectAccessible(a);
    await expectNoSidewaysScroll(a);

    // A month of the Venting Room, with a reason.
    const reason = `Paystack was down when they paid (${testInfo.project.name}, ${Date.now()}).`;
    const grant = a.getByRole("region", { name: "Grant a month" });
    await grant.getByLabel("Plan").selectOption({ label: "Venting Room User" });
    await grant.getByLabel("Why? (kept in the audit log)").fill(reason);
    await grant.getByRole("button", { name: "Grant a month" }).click();
    await expect(a.getByText("The month is granted, and your reason is in the audit log.")).toBeVisible();

    // The end date moved by exactly one month, on the page.
    const after = addOneMonth(before);
    await expect(
      a.getByRole("list", { name: "Plans held" }).getByRole("listitem").filter({ hasText: "Venting Room User" }),
    ).toContainText(`until ${formatDay(after)}`);
    expect((await ventingEnd(a)).toISOString()).toBe(after.toISOString());
    await expect(
      a.getByRole("listitem").filter({ hasText: "A month granted by staff" }).filter({ hasText: reason }),
    ).toBeVisible();

    // The audit log shows who granted it, and why.
    await a.getByRole("link", { name: "Audit log entries about this member" }).click();
    await expect(a.getByRole("heading", { level: 1, name: "Staff and audit log" })).toBeVisible();
    const entry = a.getByRole("region", { name: "Audit log, scrolls sideways" }).getByRole("row").filter({
      hasText: reason,
    });
    await expect(entry).toContainText("subscription.grant");
    await expect(entry).toContainText(staff.person.email);
    await expectAccessible(a);
    await expectNoSidewaysScroll(a);

    // The payments CSV downloads with its header row.
    await a.goto("/staff/members");
    const [download] = await Promise.all([
      a.waitForEvent("download"),
      a.getByRole("link", { name: /^Download CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("stepps-payments-all.csv");
    const csv = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    expect(csv.split("\r\n")[0]).toBe(CSV_HEADER);
  } finally {
    await staff.close();
  }
});

test("the CSV export and the admins' screens refuse a member", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Sipho");
  await signUpViaApi(page.request, person);
  await logInViaForm(page, person);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  for (const path of ["/staff/members", "/staff/audit"]) expect((await page.goto(path))?.status()).toBe(403);
  const csv = await page.request.get("/api/staff/payments/export?month=all");
  expect(csv.status()).toBe(403);
  expect(await csv.text()).not.toContain(person.email);
});
