// One end-to-end instance: its ports, build folder, database and results all follow E2E_PORT, so two
// runs (a developer's and CI's, or two at once) can share a machine without colliding.
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
const suffix = E2E_PORT === 3100 ? "" : `-${E2E_PORT}`;

/** A second server from the same build, with payments on against the loopback Paystack. */
export const PAYMENTS_PORT = E2E_PORT + 1;
export const PAYSTACK_PORT = E2E_PORT + 98;
/** The loopback mail server: SMTP for the app, HTTP for the tests to read what arrived. */
export const SMTP_PORT = E2E_PORT + 97;
export const MAILBOX_PORT = E2E_PORT + 96;
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`;
export const OIDC_PORT = E2E_PORT + 99;
export const E2E_DIST_DIR = `.next-e2e${suffix}`;
export const E2E_OUTPUT_DIR = `test-results${suffix}`;
/** The narrowest phone the site supports. */
export const PHONE_VIEWPORT = { width: 360, height: 740 };
export const E2E_DB_FILE = path.join(__dirname, "..", "..", "data", `e2e${suffix}.db`);

/** The app and the loopback stand-in for Microsoft share these; the app knows it only as configuration. */
export const MICROSOFT_ENV = {
  AZURE_AD_CLIENT_ID: "stepps-e2e",
  AZURE_AD_CLIENT_SECRET: "stepps-e2e-client-secret",
  AZURE_AD_TENANT_ID: "e2e-tenant",
  AZURE_AD_WELL_KNOWN: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
  APP_URL: `http://localhost:${E2E_PORT}`,
};
/**
 * What every app server of the run shares: mail to the loopback SMTP server; client addresses from
 * X-Forwarded-For as behind one proxy (each test sends from its own address, so limits never couple
 * tests); room for the hundreds of sign-ups a run makes from loopback, cheaply hashed; and a quick scheduler.
 */
const APP_ENV = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  TRUSTED_PROXY_HOPS: "1",
  SIGNUP_LIMIT_PER_HOUR: "100000",
  // The lowest bcrypt cost, as in Jest: a run signs in hundreds of times (production's default is 10).
  BCRYPT_COST: "4",
  // Scheduler rounds every 2 s (not 60), so e2e/plan-reminders.spec.ts sees its reminder quickly.
  SCHEDULER_INTERVAL_SECONDS: "2",
};
/** The first app server's environment: Playwright starts it, and scripts/e2e-build.ts builds with it. */
export const E2E_SERVER_ENV = {
  ...MICROSOFT_ENV,
  ...APP_ENV,
  E2E_PORT: String(E2E_PORT),
  E2E_DIST_DIR,
  E2E_DB_FILE,
};
