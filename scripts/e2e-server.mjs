#!/usr/bin/env node
// The server the end-to-end tests drive: a production build (`next build` into .next-e2e (per E2E_PORT), so a
// developer's own build is untouched) served by `next start` on a fresh database.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The Playwright config (e2e/support/instance.ts) names the instance's port, build folder and database.
const port = process.env.E2E_PORT || "3100";
const dbFile = process.env.E2E_DB_FILE || path.join(root, "data", "e2e.db");

const env = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: `file:${dbFile}`,
  APP_URL: `http://localhost:${port}`,
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR || ".next-e2e",
  NEXTAUTH_SECRET: "e2e-secret-only-for-the-end-to-end-tests-0123456789",
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_LEVEL: process.env.LOG_LEVEL || "warn",
};

function run(args, extraEnv = {}) {
  const result = spawnSync(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A second server on the same build and database (E2E_SHARED_DB=1) keeps the first one's data; so does a
// server of `npm test`, whose build step made the database fresh a few minutes before (E2E_DB_FROM_BUILD=1).
if (process.env.E2E_SHARED_DB !== "1" && process.env.E2E_DB_FROM_BUILD !== "1") {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(dbFile + suffix, { force: true });
  run(["scripts/setup.mjs"]);
}
// Standalone too, so the deployable server is tested from the same build (e2e/standalone.spec.ts).
if (process.env.E2E_SKIP_BUILD !== "1") {
  run(["node_modules/next/dist/bin/next", "build"], { STANDALONE_BUILD: "1" });
  run(["scripts/standalone.mjs"]);
}
// `npm test` builds while lint and the type check run (scripts/e2e-build.ts), then starts Playwright with E2E_SKIP_BUILD.
if (process.env.E2E_BUILD_ONLY === "1") process.exit(0);

// The app keeps idle keep-alive connections open HTTP_KEEP_ALIVE_SECONDS (keepIdleConnections,
// lib/http/server-hooks), longer than any pause in a test.
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", port, "-H", "127.0.0.1"], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
