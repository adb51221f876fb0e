// Builds the end-to-end server (.next-e2e) with the environment Playwright starts it with, so `npm test`
// can build while other checks run and Playwright then starts it with E2E_SKIP_BUILD=1.
import { spawnSync } from "node:child_process";
import { E2E_SERVER_ENV } from "../e2e/support/instance";

const built = spawnSync(process.execPath, ["scripts/e2e-server.mjs"], {
  stdio: "inherit",
  // The type check runs beside it (scripts/test.mjs), with the same route types.
  env: { ...process.env, ...E2E_SERVER_ENV, E2E_BUILD_ONLY: "1", E2E_SKIP_BUILD: "", BUILD_SKIPS_TYPECHECK: "1" },
});
process.exit(built.status ?? 1);
