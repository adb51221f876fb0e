import { expect, test } from "@playwright/test";
import { PROJECT_ROUTES } from "../lib/routes";
import { openAccountMenu, sendFromOwnAddress, voucherMember } from "./support/accounts";
import { scanScreen } from "./support/axe";

/*
 * axe-core on what only a phone shows, at 360px: the hamburger menu with its Projects list, the account
 * menu inside it, and the Venting Room's folded menu. Every other screen is scanned at both widths in
 * accessibility.spec.ts.
 */

test.use({ reducedMotion: "reduce" });
test.beforeEach(async ({ page }) => sendFromOwnAddress(page));

test("the hamburger menu and its Projects list, open", async ({ page }) => {
  await page.goto("/about");
  // The menus open once React has hydrated the page.
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Open menu" }).click();
  await scanScreen(page, "the hamburger menu, open");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Projects" }).click();
  await expect(page.getByRole("link", { name: PROJECT_ROUTES[0].title, exact: true })).toBeVisible();
  await scanScreen(page, "the hamburger's Projects list, open");
});

test("a member's account menu and the Venting Room menu, open", async ({ page }, testInfo) => {
  await voucherMember(page, testInfo, "venting", "Ayanda");
  await page.goto("/venting-room-dashboard/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications", exact: true })).toBeVisible();
  await openAccountMenu(page);
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
  await scanScreen(page, "the account menu in the hamburger, open");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");

  await page.getByText("Venting Room menu").click();
  await expect(page.getByRole("link", { name: "Trending News" })).toBeVisible();
  await scanScreen(page, "the Venting Room menu, open");
});
