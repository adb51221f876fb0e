#!/usr/bin/env node
/**
 * Lighthouse benchmark (issue item 7): Lighthouse's four category scores and its lab metrics for the
 * pages a newcomer meets first, next to the goals. Part of `npm run bench` (bench/run.mjs, after page
 * weight and load, on the same app server); runs alone with `node bench/lighthouse.mjs`.
 *
 * Pages: /, /about, /contact, /login, /signup (signed out), or --pages /a,/b.
 * How: Lighthouse 12 through its Node API with its default config: mobile (Moto G Power-sized
 * screen, 4x CPU slowdown, slow 4G) with simulated throttling, so the figures come from one
 * unthrottled load replayed through Lighthouse's model. Debian Chromium (/usr/bin/chromium), launched
 * by chrome-launcher headless, afresh for every run (a new profile: cold HTTP and code caches), with
 * chrome-launcher's flags that switch off Chromium's own background traffic (updates, sync, safe
 * browsing...) and a host-resolver rule that resolves no name but 127.0.0.1 (CHROME_FLAGS). Nothing
 * leaves loopback: Lighthouse's Node API checks for no updates and reports no errors anywhere, and
 * every audit of the default config works from the page's own requests (robots.txt included,
 * fetched from the app). Before a page's first run, its HTML and every /_next/ file it names
 * are fetched once so that the server's caches are warm. Each page runs RUNS (3; --runs N) times and
 * the run with the median performance score is kept, figures and report (the lower middle one for an
 * even N): one run's score swings by up to 20 points on a busy 2-core machine.
 * Per page: performance, accessibility, best practices and SEO (0-100), total blocking time, largest
 * contentful paint, cumulative layout shift and total bytes (Lighthouse's total-byte-weight: the
 * transfer sizes of every request). Goals: performance >= 95, the other three 100; each PASS/FAIL.
 * Where a category is below 100, the audits that cost it points (weight > 0, score < 1; for
 * performance, the metrics with their scores) are listed next to the page.
 * Output: a table on stdout (progress on stderr), bench/results/lighthouse.json (the figures and the
 * machine), and each page's full Lighthouse report as bench/results/lighthouse/<slug>.json (open it
 * in https://googlechrome.github.io/lighthouse/viewer/). Exit code 0 whatever the scores; non-zero
 * only when Lighthouse failed to run on a page: an exception or a runtimeError in its report, three
 * times in a row (ATTEMPTS; a run that fails once, e.g. NO_NAVSTART, is run again and listed).
 * Options: --no-build (reuse .next-bench), --pages, --runs.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  isMain,
  kb,
  log,
  machine,
  machineLine,
  option,
  prepareBuilds,
  resultsDir,
  root,
  runAlone,
  startStack,
  stopServers,
  table,
  writeResults,
} from "./support.mjs";

const PAGES = ["/", "/about", "/contact", "/login", "/signup"];
/** The category ids of Lighthouse's default config, with the goal of each (issue item 7) and a short name. */
const CATEGORIES = [
  { id: "performance", goal: 95, label: "performance" },
  { id: "accessibility", goal: 100, label: "accessibility" },
  { id: "best-practices", goal: 100, label: "best practices" },
  { id: "seo", goal: 100, label: "SEO" },
];
/**
 * Added to chrome-launcher's own flags (which turn off Chromium's background networking, component
 * updates and sync). Even so Chromium still looks up accounts.google.com and clients2.google.com at
 * start: the resolver rule answers every name but the app's 127.0.0.1 "not found", so not one DNS
 * query leaves the machine.
 */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
];
const reportsDir = path.join(resultsDir, "lighthouse");
/**
 * Runs per page (--runs). Simulated throttling scales the CPU time the page really took, so on a
 * shared 2-core machine one run's performance score swings by 20 points or more (TBT); the median
 * of three is a real median (of two it would only be the lower one) for about 15 s more per page.
 */
const RUNS = 3;
/** Attempts per run before Lighthouse counts as failed on a page. */
const ATTEMPTS = 3;

const pageList = () =>
  (option("--pages") ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);

function chromePath() {
  const found = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) => fs.existsSync(file));
  if (found) return found;
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  throw new Error("no Chromium found at /usr/bin/chromium (or set CHROME_PATH)");
}

/** The file name for a page's report: "/" is "home", "/terms-of-use" is "terms-of-use". */
const slug = (page) =>
  page
    .replace(/[?#].*$/, "")
    .replace(/^\/+|\/+$/g, "")
    .replace(/\//g, "_") || "home";

/** Warms the server for `url`: its HTML once, then every /_next/ file the HTML names. */
async function warmUp(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  if (!response.ok) throw new Error(`warm-up: ${url} answered ${response.status}`);
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/[^"]+)"/g)].map((m) => m[1]))];
  await Promise.all(
    assets.map((asset) =>
      fetch(new URL(asset.replace(/&amp;/g, "&"), url), { signal: AbortSignal.timeout(30_000) }).then((r) =>
        r.arrayBuffer(),
      ),
    ),
  );
}

/** One Lighthouse run of `url` in a Chromium of its own; the runner's result (lhr, report) and Chromium's version. */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    // No config: Lighthouse's default (mobile, simulated throttling). Flags override only the output.
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    // The user agent says 156.0.0.0 (reduced); the DevTools endpoint gives the full version.
    const { Browser } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    return { ...result, chromium: Browser?.split("/")[1] ?? Browser };
  } finally {
    await chrome.kill();
  }
}

/** The audits that cost `category` points: weight > 0 and score < 1 (or errored), with their scores for performance. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.scoreDisplayMode === "error" || (audit.score !== null && audit.score < 1))
    .map((audit) =>
      audit.scoreDisplayMode === "error"
        ? `${audit.id} (error)`
        : category === "performance"
          ? `${audit.id} ${audit.score.toFixed(2)}`
          : audit.id,
    );
}

/**
 * Audits of the four categories that fail but cost no points (weight 0: Lighthouse's opportunities,
 * diagnostics and insights, e.g. unused-javascript, bf-cache): lighthouse.json only, as hints.
 */
const unweightedFailures = (lhr) => [
  ...new Set(
    CATEGORIES.flatMap(({ id }) => lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight === 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.scoreDisplayMode !== "informative" && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id),
  ),
];

/** What the table and lighthouse.json keep of one run. */
function figures(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map(({ id }) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  );
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores,
    pass: Object.fromEntries(CATEGORIES.map(({ id, goal }) => [id, scores[id] !== null && scores[id] >= goal])),
    totalBlockingTimeMs: numeric("total-blocking-time"),
    largestContentfulPaintMs: numeric("largest-contentful-paint"),
    firstContentfulPaintMs: numeric("first-contentful-paint"),
    speedIndexMs: numeric("speed-index"),
    cumulativeLayoutShift: numeric("cumulative-layout-shift"),
    totalBytes: numeric("total-byte-weight"),
    failingAudits: Object.fromEntries(
      CATEGORIES.filter(({ id }) => scores[id] !== null && scores[id] < 100).map(({ id }) => [
        id,
        failingAudits(lhr, id),
      ]),
    ),
    unweightedFailingAudits: unweightedFailures(lhr),
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
    runWarnings: lhr.runWarnings,
  };
}

/**
 * Runs Lighthouse on each page of the running app at `appBase`, prints the table, writes
 * bench/results/lighthouse.json and each page's report. Throws when Lighthouse failed on a page.
 */
export async function lighthouseScores({ appBase, pages = pageList(), runs = Number(option("--runs") ?? RUNS) }) {
  if (!pages.length) pages = PAGES;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1, not ${runs}`);
  fs.mkdirSync(reportsDir, { recursive: true });
  const results = [];
  const errors = [];
  let lighthouseVersion;
  let chromiumVersion;
  for (const page of pages) {
    const url = appBase + page;
    try {
      log(`lighthouse: warming up ${page}...`);
      await warmUp(url);
      const done = [];
      const retried = [];
      for (let i = 1; i <= runs; i++) {
        log(`lighthouse: ${page}${runs > 1 ? `, run ${i} of ${runs}` : ""}...`);
        // A run that fails is run again, up to ATTEMPTS in all (Lighthouse 12 with Chromium 156 now
        // and then loses the trace's navigation start: NO_NAVSTART, "Please run Lighthouse again").
        for (let attempt = 1; ; attempt++) {
          try {
            done.push(await runLighthouse(url));
            break;
          } catch (error) {
            if (attempt >= ATTEMPTS) throw error;
            const reason = String(error?.message ?? error).split(":")[0];
            retried.push(reason);
            log(`lighthouse: ${page} failed (${error?.message ?? error}); running it again...`);
          }
        }
      }
      // The run with the median performance score (the lower middle one for an even count).
      const sorted = [...done].sort(
        (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
      );
      const { lhr, report, chromium } = sorted[Math.floor((sorted.length - 1) / 2)];
      lighthouseVersion = lhr.lighthouseVersion;
      chromiumVersion = chromium;
      const reportFile = path.join(reportsDir, `${slug(page)}.json`);
      fs.writeFileSync(reportFile, report);
      const finalUrl = new URL(lhr.finalDisplayedUrl);
      results.push({
        path: page,
        finalPath: finalUrl.pathname + finalUrl.search,
        ...figures(lhr),
        performanceRuns: done.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100)),
        loadAverage: Number(os.loadavg()[0].toFixed(2)),
        retried,
        report: path.relative(root, reportFile),
      });
    } catch (error) {
      errors.push(`${page}: ${error?.message ?? error}`);
      console.error(`\nLighthouse failed on ${page}: ${error?.stack ?? error}`);
    }
  }

  const meta = { ...machine(), lighthouse: lighthouseVersion, chromium: chromiumVersion };
  const cell = (r, { id, goal }) =>
    r.scores[id] === null ? "n/a FAIL" : `${r.scores[id]} ${r.scores[id] >= goal ? "PASS" : "FAIL"}`;
  const rows = [
    [
      "page",
      ...CATEGORIES.map(({ id, label, goal }) => `${label} (${id === "performance" ? ">= " : ""}${goal})`),
      "TBT ms",
      "LCP s",
      "CLS",
      "total KB",
      ...(runs > 1 ? ["perf runs"] : []),
      "failing audits (categories below 100)",
    ],
  ];
  for (const r of results) {
    const failing = Object.entries(r.failingAudits)
      .filter(([, ids]) => ids.length)
      .map(([category, ids]) => `${category}: ${ids.join(", ")}`)
      .join("; ");
    rows.push([
      r.finalPath === r.path ? r.path : `${r.path} -> ${r.finalPath}`,
      ...CATEGORIES.map((category) => cell(r, category)),
      r.totalBlockingTimeMs === null ? "n/a" : Math.round(r.totalBlockingTimeMs),
      r.largestContentfulPaintMs === null ? "n/a" : (r.largestContentfulPaintMs / 1000).toFixed(2),
      r.cumulativeLayoutShift === null ? "n/a" : r.cumulativeLayoutShift.toFixed(3),
      r.totalBytes === null ? "n/a" : kb(r.totalBytes),
      ...(runs > 1 ? [r.performanceRuns.join(" ")] : []),
      failing,
    ]);
  }
  console.log(
    `\n== Lighthouse ${meta.lighthouse ?? "(no run)"}, ${meta.date}: Node ${meta.node}, Next ${meta.next}, Chromium ${meta.chromium ?? "?"}`,
  );
  console.log(machineLine(meta));
  console.log(
    "Default config: mobile, simulated throttling (slow 4G, 4x CPU slowdown), a fresh Chromium per run; " +
      (runs > 1
        ? `${runs} runs per page after a warm-up fetch, the one with the median performance shown.`
        : "one run per page after a warm-up fetch."),
  );
  console.log("Goals: performance >= 95; accessibility, best practices and SEO 100.\n");
  if (results.length) console.log(table(rows, { left: [rows[0].length - 1] }));
  const misses = results.flatMap((r) =>
    CATEGORIES.filter(({ id }) => !r.pass[id]).map(({ id, label }) => `${r.path} ${label} ${r.scores[id] ?? "n/a"}`),
  );
  if (results.length)
    console.log(
      misses.length ? `\nBelow goal: ${misses.join(", ")}.` : "\nEvery page measured meets every goal: PASS.",
    );
  const retries = results.filter((r) => r.retried.length);
  if (retries.length)
    console.log(
      `Runs that failed and were run again: ${retries.map((r) => `${r.path} (${r.retried.join(", ")})`).join("; ")}.`,
    );
  const warnings = [...new Set(results.flatMap((r) => r.runWarnings))];
  if (warnings.length) console.log(`Lighthouse warnings: ${warnings.join(" | ")}`);
  const file = writeResults("lighthouse.json", {
    ...meta,
    config: "lighthouse default (mobile, simulated throttling)",
    runsPerPage: runs,
    goals: Object.fromEntries(CATEGORIES.map(({ id, goal }) => [id, goal])),
    pages: results,
    errors,
  });
  console.log(`Details: ${file}; full reports: ${path.relative(root, reportsDir)}/<page>.json`);
  if (errors.length) throw new Error(`Lighthouse failed to run on: ${errors.join("; ")}`);
  return { pages: results };
}

async function main() {
  prepareBuilds({ floor: false });
  const stack = await startStack({ floor: false });
  try {
    await lighthouseScores(stack);
  } finally {
    await stopServers();
  }
}

if (isMain(import.meta.url)) runAlone("lighthouse", main);
