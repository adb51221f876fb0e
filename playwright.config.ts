import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import {
  E2E_OUTPUT_DIR,
  E2E_SERVER_ENV,
  E2E_PORT as port,
  MAILBOX_PORT,
  MAILBOX_URL,
  OIDC_PORT as oidcPort,
  PAYMENTS_PORT,
  PAYSTACK_PORT as paystackPort,
  MICROSOFT_ENV,
  PHONE_VIEWPORT,
  SMTP_PORT,
} from "./e2e/support/instance";

export { PAYMENTS_PORT, PAYSTACK_PORT } from "./e2e/support/instance";
const paystack = {
  PAYMENTS_ENABLED: "true",
  PAYSTACK_SECRET_KEY: "sk_test_e2e_loopback",
  PAYSTACK_PUBLIC_KEY: "pk_test_e2e_loopback",
  PAYSTACK_API_BASE: `http://127.0.0.1:${paystackPort}`,
};
/** Specs whose every test depends on the screen's width, run again at 360px. */
const WIDTH_SPECS = ["accessibility-mobile", "first-paint", "keyboard", "navigation-mobile"];
// Debian's headless shell where installed (CI and this environment): without the full browser's UI layer
// a page costs about a third less CPU (docs/benchmarks.md). Then Debian's Chromium, else Playwright's own.
const systemChromium = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (file) => fs.existsSync(file),
);

export default defineConfig({
  testDir: "./e2e",
  outputDir: E2E_OUTPUT_DIR,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: a test waits on its servers part of its time, which a third worker fills; a fourth
  // finds both cores already busy (docs/benchmarks.md).
  workers: 3,
  // A flow of sixty-odd steps across two or three browsers takes 25 to 35 s on two busy cores; a
  // step that hangs is still caught by its own 5 s expect timeout.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs a flow a third of its time, so only a failure's retry records one
    // (CI retries once); to trace a local run, pass --trace on.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: systemChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        // Debian's wrapper turns GPU rasterisation on; without a GPU that is emulated GL, dearer than Skia's own.
        "--disable-gpu-rasterization",
        "--disable-gpu-compositing",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Every flow, at desktop width; files named *-mobile.spec.ts test the phone's layout only.
    {
      name: "desktop",
      testIgnore: /-mobile\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The narrowest phone, for what depends on the width: the first paint's layout, navigation, keyboard
    // and what only a phone shows (WIDTH_SPECS), and any test tagged @width. Every other screen a flow
    // reaches is measured (expectNoSidewaysScroll) or scanned (scanScreen) at 360px as well.
    {
      name: "mobile-360",
      testIgnore: /-desktop\.spec\.ts$/,
      grep: [new RegExp(`(^| )(${WIDTH_SPECS.join("|")})\\.spec\\.ts( |$)`), /@width\b/],
      use: { ...devices["Desktop Chrome"], viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true },
    },
  ],
  webServer: [
    {
      command: "node e2e/support/mail-server.mjs",
      url: `${MAILBOX_URL}/health`,
      env: { SMTP_PORT: String(SMTP_PORT), MAILBOX_PORT: String(MAILBOX_PORT) },
      reuseExistingServer: !process.env.CI,
    },
    {
      command: "node e2e/support/oidc-server.mjs",
      url: MICROSOFT_ENV.AZURE_AD_WELL_KNOWN,
      env: { ...MICROSOFT_ENV, OIDC_PORT: String(oidcPort) },
      reuseExistingServer: !process.env.CI,
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${port}/robots.txt`,
      env: E2E_SERVER_ENV,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: "pipe",
    },
    {
      command: "node e2e/support/paystack-server.mjs",
      url: `http://127.0.0.1:${paystackPort}/health`,
      env: { PAYSTACK_PORT: String(paystackPort), PAYSTACK_SECRET_KEY: paystack.PAYSTACK_SECRET_KEY },
      reuseExistingServer: !process.env.CI,
    },
    {
      // Started after the first server, so the build and the database already exist.
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${PAYMENTS_PORT}/robots.txt`,
      env: {
        ...E2E_SERVER_ENV,
        ...paystack,
        APP_URL: `http://localhost:${PAYMENTS_PORT}`,
        E2E_PORT: String(PAYMENTS_PORT),
        E2E_SKIP_BUILD: "1",
        E2E_SHARED_DB: "1",
      },
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
