// Jest's global teardown: stops the PostgreSQL cluster and the SMTP server global-setup.mjs started
// (globals set in the global setup are visible here, and only here).
import { stopTestPostgres } from "./postgres.mjs";

export default async function teardown() {
  stopTestPostgres(globalThis.steppsTestPostgres);
  await globalThis.steppsMailServer?.stop();
}
