// Jest's global setup (global-teardown.mjs stops what it starts). With TEST_DATABASE_ENGINE=postgresql,
// a throw-away PostgreSQL cluster with a migrated template database (./postgres.mjs). Always, one real
// SMTP server on loopback for the whole run (e2e/support/mail-server.mjs): the app sends to it through
// SMTP_URL, as to any mail provider; tests read what arrived from MAILBOX_URL
// (__tests__/helpers/mailbox.ts). Test workers are started after this runs, so they inherit the variables.
import { startMailServer } from "../../e2e/support/mail-server.mjs";
import { startTestPostgres } from "./postgres.mjs";

export default async function setup() {
  if (process.env.TEST_DATABASE_ENGINE === "postgresql") globalThis.steppsTestPostgres = await startTestPostgres();
  const server = await startMailServer();
  globalThis.steppsMailServer = server;
  process.env.SMTP_URL = `smtp://127.0.0.1:${server.ports.smtp}`;
  process.env.MAILBOX_URL = `http://127.0.0.1:${server.ports.http}`;
}
