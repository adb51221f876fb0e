#!/usr/bin/env node
// `npm test`: every check, with what needs different resources side by side (the single-threaded ESLint,
// Prettier and type check beside the end-to-end build; the two-server proof, mostly waiting on its servers,
// beside the end-to-end tests), and each stage's time printed at the end.
//   node scripts/test.mjs            everything, as CI runs it
//   node scripts/test.mjs --check    lint, types and Jest on SQLite: the loop while working (npm run check)
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");

/** Stages run one after another; the jobs of a stage run at once. */
const STAGES = check
  ? [
      [
        ["lint", "npm run lint"],
        ["types", "npm run typecheck"],
      ],
      [["jest (SQLite)", "npm run test:sqlite"]],
    ]
  : [
      [
        ["eslint", "npx eslint ."],
        ["prettier", "npx prettier --check ."],
        ["types", "npm run typecheck"],
        ["e2e build", "node node_modules/tsx/dist/cli.mjs scripts/e2e-build.ts"],
      ],
      [["jest (SQLite and PostgreSQL)", "npm run test:unit"]],
      [
        ["e2e", "npm run test:e2e", { E2E_SKIP_BUILD: "1" }],
        ["two servers", "npm run test:servers"],
      ],
    ];

/** Runs one job; beside others its output is held and printed whole when it ends, so logs stay readable. */
function run([name, command, env = {}], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      env: { ...process.env, ...env },
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (!alone) process.stdout.write(`\n== ${name}\n${Buffer.concat(output).toString()}`);
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

// A build folder's old route types would change under the type check as the build rewrites them.
if (!check) fs.rmSync(path.join(root, ".next-e2e", "types"), { recursive: true, force: true });

const results = [];
const runStarted = Date.now();
for (const stage of STAGES) {
  const started = Date.now();
  if (stage.length > 1) console.log(`\n== ${stage.map(([name]) => name).join(", ")}, side by side`);
  const ended = await Promise.all(stage.map((job) => run(job, stage.length === 1)));
  results.push(...ended.map((result) => ({ ...result, stage: (Date.now() - started) / 1000 })));
  if (ended.some((result) => !result.ok)) break;
}

const seconds = (value) => `${value.toFixed(0).padStart(5)} s`;
console.log("\n== Stage times");
for (const { name, ok, seconds: took } of results) console.log(`${ok ? "ok  " : "FAIL"} ${seconds(took)}  ${name}`);
console.log(`     ${seconds((Date.now() - runStarted) / 1000)}  in all`);
process.exit(results.every((result) => result.ok) && results.length === STAGES.flat().length ? 0 : 1);
