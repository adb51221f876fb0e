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
export const E2E_DB_FILE = path.join(__dirname, "..", "..", "data", `e2e${suffix}.db`);
