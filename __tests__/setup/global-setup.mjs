// Jest's global setup (global-teardown.mjs stops what it starts): a folder for the run (the SQLite template
// every test file copies, __tests__/setup/test-database.ts) and one real SMTP server on loopback
// (e2e/support/mail-server.mjs): the app sends to it through SMTP_URL, as to any mail provider; tests read
// what arrived from MAILBOX_URL (__tests__/helpers/mailbox.ts). The server-postgresql project adds its own
// cluster (postgres-setup.mjs). Test workers start after this, so they inherit the variables.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startMailServer } from "../../e2e/support/mail-server.mjs";

export default async function setup() {
  process.env.STEPPS_TEST_RUN_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "stepps-run-"));
  const server = await startMailServer();
  globalThis.steppsMailServer = server;
  process.env.SMTP_URL = `smtp://127.0.0.1:${server.ports.smtp}`;
  process.env.MAILBOX_URL = `http://127.0.0.1:${server.ports.http}`;
}
