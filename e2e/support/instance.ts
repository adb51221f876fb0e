// One end-to-end instance: its ports, build folder, database and results all follow E2E_PORT, so two
// runs (a developer's and CI's, or two at once) can share a machine without colliding.
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
const suffix = E2E_PORT === 3100 ? "" : `-${E2E_PORT}`;

/** A second server from the same build, with payments on against the loopback Paystack. */
export const PAYMENTS_PORT = E2E_PORT + 1;
export const PAYSTACK_PORT = E2E_PORT + 98;
export const OIDC_PORT = E2E_PORT + 99;
export const E2E_DIST_DIR = `.next-e2e${suffix}`;
export const E2E_OUTPUT_DIR = `test-results${suffix}`;
export const E2E_DB_FILE = path.join(__dirname, "..", "..", "data", `e2e${suffix}.db`);
