// Jest's global teardown: stops the SMTP server global-setup.mjs started (globals set in the global setup
// are visible here, and only here) and removes the run's folder.
import fs from "node:fs";

export default async function teardown() {
  await globalThis.steppsMailServer?.stop();
  const dir = process.env.STEPPS_TEST_RUN_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
