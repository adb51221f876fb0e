import { expect, test } from "@playwright/test";

test.describe("navigation at 360px", () => {
  test("collapses to a hamburger that opens, navigates and closes on route change", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Research" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Research" }).click();
    await expect(page).toHaveURL(/\/research$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Research");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Research" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("button", { name: "Projects" }).click();
    await nav.getByRole("link", { name: "STEM Subjects", exact: true }).click();
    await expect(page).toHaveURL(/\/stem-subjects$/);
    await expect(nav.getByRole("link", { name: "STEM Subjects", exact: true })).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the hamburger", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toBeHidden();
  });
});
