#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark in one run, sharing one build and one set of servers.
 *   1. builds the app into .next-bench and the floor app in bench/.floor (bench/support.mjs), once;
 *   2. starts the Paystack stand-in, the app (fresh bench database, payments on) and the floor;
 *   3. page weight (bench/page-weight.mjs): every public route, the entry pages (/login, /signup,
 *      /checkout, /payment) and every dashboard in Chromium;
 *   4. load (bench/load.mjs): req/s and p50/p99 of a static page, /api/vouchers/status, sign-up and
 *      sign-in, each next to its floor;
 *   5. Lighthouse (bench/lighthouse.mjs): mobile scores and lab metrics of /, /about, /contact, /login
 *      and /signup on the same app server;
 *   6. stops those servers, then the race (bench/race.mjs) on its own server and fresh database:
 *      1,200 simultaneous sign-ups for 1,000 vouchers, 200 simultaneous redemptions of one code;
 *   7. upload bombs (bench/upload-bombs.mjs) on their own server and fresh database: the server's
 *      memory and the status route's latency while 4 GIF bombs, then 4 bodies of 514,000 empty
 *      multipart parts, arrive at once, next to the same probes with nothing else sent;
 *   8. two servers (bench/two-servers.mjs): two servers on one PostgreSQL behind nginx, every count
 *      exact, and the sign-up race through them against one server (PostgreSQL, SQLite).
 * Each prints its table to stdout and writes bench/results/<name>.json; progress goes to stderr.
 * Exit code 1 when a benchmark failed to run or the race's counts are wrong.
 * Options: --no-build (reuse current builds), --only page-weight,load,lighthouse,race,upload-bombs,
 * two-servers (a subset, in that order).
 */
import { lighthouseScores } from "./lighthouse.mjs";
import { load } from "./load.mjs";
import { pageWeight } from "./page-weight.mjs";
import { raceOnFreshServer } from "./race.mjs";
import { argv, log, option, prepareBuilds, startStack, stopServers } from "./support.mjs";
import { twoServers } from "./two-servers.mjs";
import { uploadBombsOnFreshServer } from "./upload-bombs.mjs";

const STAGES = ["page-weight", "load", "lighthouse", "race", "upload-bombs", "two-servers"];
/** The stages that share the servers startStack() starts; the floor is served for page weight and load only. */
const STACK_STAGES = ["page-weight", "load", "lighthouse"];
const only = (option("--only") ?? STAGES.join(","))
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only.filter((s) => !STAGES.includes(s));
if (unknown.length) throw new Error(`unknown stage(s): ${unknown.join(", ")}; choose from ${STAGES.join(", ")}`);

async function main() {
  const started = Date.now();
  const failures = [];
  const stage = async (name, fn) => {
    if (!only.includes(name)) return;
    const t = Date.now();
    try {
      const result = await fn();
      if (result?.ok === false) failures.push(`${name}: counts wrong`);
    } catch (error) {
      failures.push(`${name}: ${error?.message ?? error}`);
      console.error(`\n${name} benchmark failed: ${error?.stack ?? error}`);
    }
    log(`${name} took ${((Date.now() - t) / 1000).toFixed(0)} s`);
  };

  const floor = only.some((s) => s === "page-weight" || s === "load");
  prepareBuilds({ reuse: argv.includes("--no-build"), floor });
  log(`builds ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (only.some((s) => STACK_STAGES.includes(s))) {
    const stack = await startStack({ floor });
    try {
      await stage("page-weight", () => pageWeight(stack));
      await stage("load", () => load(stack));
      await stage("lighthouse", () => lighthouseScores(stack));
    } finally {
      await stopServers(stack.children);
    }
  }
  await stage("race", () => raceOnFreshServer());
  await stage("upload-bombs", () => uploadBombsOnFreshServer());
  await stage("two-servers", () => twoServers());
  log(`all benchmarks took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failures.length) {
    console.error(`\nBenchmarks with problems:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    process.exitCode = 1;
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  async (error) => {
    await stopServers();
    console.error(`\nbenchmarks failed: ${error?.stack ?? error}`);
    process.exit(1);
  },
);
