import { expect, type Page } from "@playwright/test";
import { axeViolations, isSerious } from "./axe";
import { PHONE_VIEWPORT } from "./instance";

/** axe on the current screen: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const violations = await axeViolations(page);
  expect(
    violations.filter(isSerious).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/**
 * Nothing wider than the screen, at this width and at 360px: a phone would scroll sideways (wide tables
 * scroll in their own box). The flows run once, at desktop width, so every screen they reach is measured
 * at the narrowest phone's width too.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const viewport = page.viewportSize();
  if (!viewport || viewport.width <= PHONE_VIEWPORT.width) return;
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    expect(await overflow(), "sideways scroll at 360px").toBeLessThanOrEqual(0);
  } finally {
    await page.setViewportSize(viewport);
  }
}
