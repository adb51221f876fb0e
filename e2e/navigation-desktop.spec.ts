import { expect, test, type Page } from "@playwright/test";
import { PROJECT_ROUTES } from "../lib/routes";
import { logInViaForm, newPerson, sendFromOwnAddress, signUpViaApi } from "./support/accounts";
import { expectNoSidewaysScroll } from "./support/checks";

/** Every visible link and button of the header, each on one line and all inside the header's one row. */
async function expectHeaderOnOneRow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const header = await page.locator("header").first().boundingBox();
  const items = await page
    .locator("header")
    .first()
    .evaluate((element) =>
      [...element.querySelectorAll("a, button")]
        .filter((item) => item.getClientRects().length > 0)
        .map((item) => {
          const box = item.getBoundingClientRect();
          return {
            text: item.textContent?.trim() ?? "",
            top: box.top,
            bottom: box.bottom,
            left: box.left,
            right: box.right,
            height: box.height,
          };
        })
        .filter((item) => item.height > 0),
    );
  // From 769 px the menu is the row itself (no "Open menu"); at 768 the phone's menu button.
  if (width > 768) {
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  } else await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  expect(items.length, `items at ${width} px`).toBeGreaterThan(1);
  for (const item of items) {
    expect(item.height, `"${item.text}" at ${width} px is one line`).toBeLessThanOrEqual(48);
    expect(item.top, `"${item.text}" at ${width} px`).toBeGreaterThanOrEqual(header!.y);
    expect(item.bottom, `"${item.text}" at ${width} px`).toBeLessThanOrEqual(header!.y + header!.height);
  }
  // Side by side, none over another (a link inside another item, as the menu's own items, aside).
  const row = [...items].sort((a, b) => a.left - b.left);
  for (const [index, item] of row.entries()) {
    const next = row[index + 1];
    if (next && next.left >= item.left && next.right > item.right)
      expect(next.left, `"${next.text}" starts after "${item.text}" at ${width} px`).toBeGreaterThanOrEqual(
        item.right - 1,
      );
  }
  await expectNoSidewaysScroll(page);
}

const TABLET_WIDTHS = [768, 769, 800, 860, 900, 960, 1024];

test.describe("navigation on a desktop", () => {
  test("stays on one row from 768 px to 1024 px wide, signed out and signed in", async ({ page }, testInfo) => {
    await page.goto("/about");
    for (const width of TABLET_WIDTHS) await expectHeaderOnOneRow(page, width);
    await page.setViewportSize({ width: 1280, height: 800 });
    await sendFromOwnAddress(page);
    const person = newPerson(testInfo, "Nomvuyiseko");
    await signUpViaApi(page.request, person);
    await logInViaForm(page, person);
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goto("/about");
    await expect(page.getByRole("banner").getByText("Main Dashboard")).toBeVisible();
    for (const width of TABLET_WIDTHS) await expectHeaderOnOneRow(page, width);
  });

  test("shows the spec's items, Log in and Join Us, and its links navigate", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    for (const name of ["Home", "About Us", "Research", "Contact Us", "Log in", "Join Us"])
      await expect(nav.getByRole("link", { name })).toBeVisible();
    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Join Us" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await nav.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the Projects dropdown works with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const projects = page.getByRole("button", { name: "Projects" });
    await projects.focus();
    await page.keyboard.press("Enter");
    await expect(projects).toHaveAttribute("aria-expanded", "true");
    for (const route of PROJECT_ROUTES)
      await expect(page.getByRole("link", { name: route.title, exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(projects).toHaveAttribute("aria-expanded", "false");
    await expect(projects).toBeFocused();

    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Giant Teacher", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/giant-teacher$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Giant Teacher");
    await expect(projects).toHaveAttribute("aria-expanded", "false");
  });

  test("a skip link jumps past the navigation", async ({ page }) => {
    await page.goto("/research");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});
