import { expect, type Page } from "@playwright/test";
import { axeViolations, isSerious } from "./axe";
import { atBothWidths } from "./widths";

/** axe on the current screen: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const violations = await axeViolations(page);
  expect(
    violations.filter(isSerious).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/**
 * Nothing wider than the screen, at this width and at 360px: a phone would scroll sideways (wide tables
 * scroll in their own box).
 */
export async function expectNoSidewaysScroll(page: Page) {
  await atBothWidths(page, async (atWidth) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scroll${atWidth}`).toBeLessThanOrEqual(0);
  });
}
