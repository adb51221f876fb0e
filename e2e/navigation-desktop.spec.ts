import { expect, test } from "@playwright/test";
import { PROJECT_ROUTES } from "../lib/routes";

test.describe("navigation on a desktop", () => {
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
