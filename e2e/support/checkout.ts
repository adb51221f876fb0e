import type { Page } from "@playwright/test";

/** A plan's card on the checkout, by its title: one of the row on a wide screen, the slide on a phone. */
export function planCard(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/** A plan's Select Plan button; on a phone the slideshow is stepped to the plan first. */
export async function selectPlanButton(page: Page, title: string) {
  const card = planCard(page, title);
  const next = page.getByRole("button", { name: "Next plan" });
  for (let step = 0; step < 3 && !(await card.isVisible()) && (await next.isVisible()); step += 1) {
    await next.click();
    // Slide changes are locked for 300 ms after each one.
    await page.waitForTimeout(350);
  }
  return card.getByRole("button", { name: "Select Plan" });
}
