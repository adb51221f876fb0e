// Jest's global teardown: closes the SMTP server mail-server.mjs started (globals set in the global
// setup are visible here, and only here).
import { stopTestPostgres } from "./postgres.mjs";

export default async function teardown() {
  stopTestPostgres(globalThis.steppsTestPostgres);
  await globalThis.steppsMailServer?.stop();
}
