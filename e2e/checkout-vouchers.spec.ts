import { expect, test } from "@playwright/test";
import {
  confirmEmailOf,
  logInViaForm,
  newPerson,
  openAccountMenu,
  sendFromOwnAddress,
  signUpViaApi,
} from "./support/accounts";
import { planCard, selectPlanButton } from "./support/checkout";
import { queryE2eDb } from "./support/db";

test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

test("sign up, redeem the voucher for the Venting plan, land on the venting dashboard", async ({
  page,
  request,
}, testInfo) => {
  const person = newPerson(testInfo, "Kagiso");
  const { voucherCode } = await signUpViaApi(request, person);
  await confirmEmailOf(page, person.email);
  await logInViaForm(page, person);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your plan");

  // Bundled plans first; the promotion shows only in the individual view.
  await expect(page.getByRole("heading", { name: "Gold User" })).toBeVisible();
  await expect(page.getByText(/^Hurry! The first \d+ users get a free month\./)).toHaveCount(0);
  await page.getByRole("button", { name: "Individual Plans" }).click();
  await expect(page.getByText(/^Hurry! The first \d+ users get a free month\. Vouchers remaining: \d+$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Venting Room User" })).toBeVisible();
  await expect(page.getByText("R50 pm")).toBeVisible();

  await (await selectPlanButton(page, "Venting Room User")).click();
  const dialog = page.getByRole("dialog", { name: "Apply Your Voucher" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Vouchers remaining: \d+/)).toBeVisible();
  await dialog.getByRole("button", { name: "Apply Voucher" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a voucher code.");
  await dialog.getByLabel("Voucher code").fill("STEPPS-AAAA-BBBB-CCCC");
  await dialog.getByRole("button", { name: "Apply Voucher" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This voucher code is not valid for your account.");
  await dialog.getByLabel("Voucher code").fill(`  ${voucherCode}  `);
  await dialog.getByRole("button", { name: "Apply Voucher" }).click();

  await expect(page).toHaveURL(/\/venting-room-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Venting Room" })).toBeVisible();
  // The dashboard confirms the voucher and says until when the plan runs.
  await expect(page.getByRole("status").filter({ hasText: "Voucher applied." })).toHaveText(
    "Voucher applied. Enjoy one month of Venting Room User.",
  );
  await expect(page.getByText(/^Your plan: Venting Room User, until \d{1,2} \w+ \d{4}\. Your account$/)).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("definition").filter({ hasText: /^Venting Room User, until / })).toBeVisible();
  await page.goto("/venting-room-dashboard");
  await openAccountMenu(page);
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/venting-room-dashboard");
  expect(queryE2eDb("SELECT planId, source FROM Subscription WHERE reference = ?", voucherCode)).toEqual([
    { planId: "venting", source: "voucher" },
  ]);

  // A dashboard the plan does not unlock sends the user to checkout, and /dashboard to their own.
  await page.goto("/entrepreneurship-education-dashboard");
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto("/bundled-dashboard");
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/venting-room-dashboard$/);
  await page.goto("/dev-venting-room-dashboard");
  await expect(page).toHaveURL(/\/venting-room-dashboard$/);
});

test("on a phone, slides move with previous and next, and the toggle resets to the first card", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "desktop", "A wide screen shows the plans side by side (next test).");
  const person = newPerson(testInfo);
  await signUpViaApi(request, person);
  await logInViaForm(page, person);
  await page.getByRole("button", { name: "Individual Plans" }).click();
  await page.getByRole("button", { name: "Next plan" }).click();
  await expect(page.getByRole("heading", { name: "STEM Subject Student" })).toBeVisible();
  await page.waitForTimeout(350);
  await page.getByRole("button", { name: "Next plan" }).click();
  await expect(page.getByRole("heading", { name: "Entrepreneur Candidate" })).toBeVisible();
  await page.getByRole("button", { name: "Bundled Plans" }).click();
  await expect(page.getByRole("heading", { name: "Gold User" })).toBeVisible();
  await page.getByRole("button", { name: "Individual Plans" }).click();
  await expect(page.getByRole("heading", { name: "Venting Room User" })).toBeVisible();
});

test("on a wide screen, every plan of the kind shows side by side, with no slideshow buttons", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "A phone shows one plan at a time (previous test).");
  const person = newPerson(testInfo);
  await signUpViaApi(request, person);
  await logInViaForm(page, person);
  const row = page.getByRole("region", { name: "Bundled plans" });
  await expect(row.getByRole("heading", { level: 2 })).toHaveText(["Gold User", "Platinum User"]);
  await expect(planCard(page, "Gold User")).toBeInViewport();
  await expect(planCard(page, "Platinum User")).toBeInViewport();
  const [gold, platinum] = [
    await planCard(page, "Gold User").boundingBox(),
    await planCard(page, "Platinum User").boundingBox(),
  ];
  expect(Math.abs(gold!.y - platinum!.y)).toBeLessThan(2);
  await expect(page.getByRole("button", { name: "Next plan" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Previous plan" })).toBeHidden();
  // A row of plans, not a slideshow; each button says which plan it selects.
  await expect(row).not.toHaveAttribute("aria-roledescription", "carousel");
  await expect(planCard(page, "Gold User").getByRole("button")).toHaveAccessibleName("Select Plan Gold User");
  // The slideshow takes over below 768 px, and the row comes back at 768.
  await page.setViewportSize({ width: 767, height: 900 });
  await expect(page.getByRole("button", { name: "Next plan" })).toBeVisible();
  await expect(planCard(page, "Platinum User")).toBeHidden();
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(1);
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(planCard(page, "Platinum User")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next plan" })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Individual Plans" }).click();
  await expect(page.getByRole("region", { name: "Individual plans" }).getByRole("heading", { level: 2 })).toHaveText([
    "Venting Room User",
    "STEM Subject Student",
    "Entrepreneur Candidate",
  ]);
  await (await selectPlanButton(page, "STEM Subject Student")).click();
  await expect(page.getByRole("dialog", { name: "Apply Your Voucher" })).toContainText("STEM Subject Student");
});

test("a bundle opens Confirm Plan Selection; with payments off, Pay Now says the payment system is pending", async ({
  page,
  request,
}, testInfo) => {
  const person = newPerson(testInfo);
  await signUpViaApi(request, person);
  await logInViaForm(page, person);
  const select = await selectPlanButton(page, "Gold User");
  await select.click();
  const confirm = page.getByRole("dialog", { name: "Confirm Plan Selection" });
  await expect(confirm.getByText("R230 pm")).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Use Voucher" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(select).toBeFocused();

  await select.click();
  await confirm.getByRole("button", { name: "Pay Now" }).click();
  const pending = page.getByRole("dialog", { name: "Payment System Pending" });
  await expect(pending).toContainText("100% free access vouchers");
  await pending.getByRole("button", { name: "OK" }).click();
  const next = page.getByRole("dialog", { name: "What you can do now" });
  await expect(next).toBeVisible();
  // The voucher is for an individual plan: the dialog shows them, and the focus lands on the first one.
  await next.getByRole("button", { name: "See Individual Plans" }).click();
  await expect(next).toBeHidden();
  await expect(page.getByRole("button", { name: "Individual Plans" })).toHaveAttribute("aria-pressed", "true");
  await expect(await selectPlanButton(page, "Venting Room User")).toBeFocused();
});

test("signed out, checkout and dashboards send the visitor to /login and back", async ({ page, request }, testInfo) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcheckout$/);
  await page.goto("/stem-subjects-dashboard");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fstem-subjects-dashboard$/);

  // The server checks again: a forged middleware header gets no dashboard.
  const forged = await request.get("/venting-room-dashboard", {
    headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    maxRedirects: 0,
  });
  expect([307, 308]).toContain(forged.status());
  expect(forged.headers()["location"]).toMatch(/\/login/);

  const person = newPerson(testInfo);
  await signUpViaApi(request, person);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // No plan yet: the dashboard it asked for sends it on to checkout.
  await expect(page).toHaveURL(/\/checkout$/);
});
