import fs from "node:fs/promises";
import { expect, test } from "@playwright/test";
import {
  expectNavigationFor,
  logInViaForm,
  openAccountMenu,
  sendFromOwnAddress,
  voucherMember,
} from "./support/accounts";
import { expectAccessible } from "./support/checks";

// POPIA rights end to end: a member downloads their data from the account menu, then deletes
// their account through the confirmation dialog with the keyboard alone.
test("a member downloads their data, deletes their account with the keyboard, and cannot log in again", async ({
  page,
}, testInfo) => {
  await sendFromOwnAddress(page);
  const person = await voucherMember(page, testInfo, "venting", "Nomvula");
  await page.goto("/venting-room-dashboard");

  // Download my data: a plain link in the account menu; the browser saves a JSON file.
  await openAccountMenu(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^stepps-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await download.path())!, "utf8"));
  expect(data.account).toMatchObject({
    name: person.name,
    surname: person.surname,
    email: person.email,
    city: person.city,
  });
  expect(data.voucher).toMatchObject({ redeemed: true });
  expect(data.subscriptions).toEqual([expect.objectContaining({ planId: "venting", source: "voucher" })]);
  expect(JSON.stringify(data)).not.toMatch(/passwordHash|\$2[aby]\$/);

  // Delete my account: the menu leads to the account page, where the dialog confirms it.
  await openAccountMenu(page);
  await page.getByRole("link", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account#delete-account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account and data" })).toBeVisible();

  const open = page.getByRole("button", { name: "Delete my account", exact: true });
  await expect(open).toBeEnabled();
  await expectAccessible(page);
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your voucher is not given back");
  const confirm = dialog.getByLabel("Type DELETE or your e-mail address to confirm");
  await expect(confirm).toBeFocused();
  await expectAccessible(page);

  // A wrong word is refused in place; Escape closes the dialog and focus returns to its button.
  await page.keyboard.type("remove");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText(
    "To delete your account, type DELETE (or your e-mail address) in the box.",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveValue("");
  await page.keyboard.type("DELETE");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Delete my account for good" })).toBeFocused();
  await page.keyboard.press("Enter");

  // Signed out, on the confirmation page.
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account is deleted" })).toBeVisible();
  await expectNavigationFor(page, "signed out");
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("next-auth.session-token");
  expect((await page.request.get("/api/user/status")).status()).toBe(401);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Faccount$/);

  // The account is gone: its password no longer signs in.
  await logInViaForm(page, person);
  await expect(page.locator("form, section").getByRole("alert")).toHaveText("Invalid credentials");
  await expect(page).toHaveURL(/\/login/);
});
