import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3100);
// Debian's Chromium where installed (CI and this environment); otherwise Playwright's own browser.
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) => fs.existsSync(file));

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: systemChromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    // Files named *-desktop.spec.ts or *-mobile.spec.ts test one layout; the rest run in both.
    { name: "desktop", testIgnore: /-mobile\.spec\.ts$/, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    // The narrowest phone the site supports.
    { name: "mobile-360", testIgnore: /-desktop\.spec\.ts$/, use: { ...devices["Desktop Chrome"], viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/robots.txt`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
  },
});
