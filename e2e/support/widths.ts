import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT } from "./instance";

/**
 * Runs `check` on the screen as it is and, from a wider screen, again at the narrowest phone's width
 * (restored after): a flow run once at desktop width checks both layouts of every screen it reaches.
 */
export async function atBothWidths(page: Page, check: (atWidth: string) => Promise<void>) {
  await check("");
  const viewport = page.viewportSize();
  if (!viewport || viewport.width <= PHONE_VIEWPORT.width) return;
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    // Two frames: the resize's media-query listeners have re-rendered and the layout has settled.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await check(` at ${PHONE_VIEWPORT.width}px`);
  } finally {
    await page.setViewportSize(viewport);
  }
}
