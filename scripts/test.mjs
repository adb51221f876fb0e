#!/usr/bin/env node
// `npm test`: every check, each job starting as soon as what it needs has finished, so the two cores stay
// busy: the single-threaded ESLint, Prettier and type check beside the end-to-end build; Jest once those
// three are done, beside the build's last, lighter steps; the end-to-end tests and the two-server proof
// (mostly waiting on its servers) once the build and Jest are done. Each job's time is printed at the end.
//   node scripts/test.mjs            everything, as CI runs it
//   node scripts/test.mjs --check    lint, types and Jest on SQLite: the loop while working (npm run check)
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { warnIfOlderNode } from "./node-version.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
warnIfOlderNode();
const check = process.argv.includes("--check");

/**
 * @typedef {{ name: string; command: string; env?: Record<string, string>; after?: string[]; live?: boolean }} Job
 * live: the job runs alone, so its output is shown as it comes.
 */
/** @type {Job[]} */
const JOBS = check
  ? [
      { name: "lint", command: "npm run lint" },
      { name: "types", command: "npm run typecheck" },
      { name: "jest (SQLite)", command: "npm run test:sqlite", after: ["lint", "types"], live: true },
    ]
  : [
      { name: "eslint", command: "npx eslint ." },
      { name: "prettier", command: "npx prettier --check ." },
      { name: "types", command: "npm run typecheck" },
      { name: "e2e build", command: "node node_modules/tsx/dist/cli.mjs scripts/e2e-build.ts" },
      { name: "jest (SQLite and PostgreSQL)", command: "npm run test:unit", after: ["eslint", "prettier", "types"] },
      {
        name: "e2e",
        command: "npm run test:e2e",
        // The build made the instance's fresh database for its static pages: the server keeps it.
        env: { E2E_SKIP_BUILD: "1", E2E_DB_FROM_BUILD: "1" },
        after: ["e2e build", "jest (SQLite and PostgreSQL)"],
      },
      { name: "two servers", command: "npm run test:servers", after: ["e2e build", "jest (SQLite and PostgreSQL)"] },
    ];

const runStarted = Date.now();
const sinceStart = () => `${((Date.now() - runStarted) / 1000).toFixed(0)} s`;

/** Runs one job; its output is held and printed whole when it ends, so the logs of jobs side by side stay readable. */
function run({ name, command, env = {}, live = false }) {
  const started = Date.now();
  const from = sinceStart();
  console.log(`== ${name}: started at ${from}`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      env: { ...process.env, ...env },
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      process.stdout.write(`\n== ${name}: ended at ${sinceStart()}\n${Buffer.concat(output).toString()}`);
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, from });
    });
  });
}

// A build folder's old route types would change under the type check as the build rewrites them.
if (!check) fs.rmSync(path.join(root, ".next-e2e", "types"), { recursive: true, force: true });

/** @type {{ name: string; ok: boolean; seconds: number; from: string }[]} */
const results = [];
/** @type {Map<string, Promise<void>>} */
const running = new Map();
const waiting = [...JOBS];
const passed = (name) => results.some((result) => result.name === name && result.ok);
const failed = () => results.some((result) => !result.ok);

// Start every job whose prerequisites have passed; after a failure start nothing new, let the rest end.
while (waiting.length > 0 || running.size > 0) {
  for (const job of failed() ? [] : [...waiting]) {
    if (!(job.after ?? []).every(passed)) continue;
    waiting.splice(waiting.indexOf(job), 1);
    running.set(
      job.name,
      run(job).then((result) => {
        results.push(result);
        running.delete(job.name);
      }),
    );
  }
  if (running.size === 0) break;
  await Promise.race(running.values());
}

const seconds = (value) => `${value.toFixed(0).padStart(5)} s`;
console.log("\n== Job times");
for (const { name, ok, seconds: took, from } of results)
  console.log(`${ok ? "ok  " : "FAIL"} ${seconds(took)}  ${name} (from ${from})`);
for (const { name } of waiting) console.log(`not run   ${name}`);
console.log(`     ${seconds((Date.now() - runStarted) / 1000)}  in all`);
process.exit(results.length === JOBS.length && !failed() ? 0 : 1);
