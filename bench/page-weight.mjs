#!/usr/bin/env node
/**
 * Page-weight benchmark: what a phone downloads for each public page and each entry page, next to a
 * bare Next.js page built in the same run with the same Next/React (the "floor"). Part of
 * `npm run bench` (bench/run.mjs); runs alone with `node bench/page-weight.mjs`.
 *
 * Pages held to the goals: every public route (lib/routes.ts PUBLIC_ROUTES, or --routes /a,/b; plus
 * --extra /x,/y) and the four entry pages (ENTRY_PAGES; --no-entry leaves them out): /login and
 * /signup signed out, /checkout and /payment?plan=gold signed in as a member just signed up (no
 * plan, confirmation e-mail not yet opened; payments are on in the bench app). An entry page that
 * did not open (not HTTP 200, or a redirect elsewhere, e.g. to /login or /checkout) is an error.
 * Per page:
 *   - JS: every response Chromium classifies as a script, its body gzipped here at level 6, so the
 *     figure does not depend on whether the server compressed. Inline <script> (the RSC payload)
 *     is part of the HTML: it counts in the transfer, not in JS.
 *   - transfer: CDP Network.loadingFinished encodedDataLength summed over every request (bytes on
 *     the wire, headers included), Next's link prefetches included.
 *   - both divided by the floor's (measured once, at /).
 * Goals, each PASS/FAIL in its own column: JS within 1.10x the floor's for every public page (issue
 * 19) and 1.15x for the entry pages (issue 5); and, for the pages a newcomer meets (the public pages, /login, /signup),
 * at most 200 KB (204,800 bytes) on the wire on first load, cold cache.
 * How: `next build` into .next-bench (NEXT_DIST_DIR: the developer's .next is untouched) and
 * bench/floor-template copied to bench/.floor and built there (bench/support.mjs); both served by
 * `next start` on 127.0.0.1; each page loaded by headless Chromium (playwright-core) in a fresh
 * context (cold cache) at 360x740 until the network is quiet (see measure()).
 * `next build` adds its distDir to tsconfig.json and next-env.d.ts; support.mjs takes back exactly
 * that, so the working tree is left as it was found.
 * Output: a table on stdout (progress on stderr), bench/results/page-weight.json, logs in
 * bench/results/. Exit code 0 whatever the weights; non-zero only when something failed to run,
 * or an entry or member page did not open (a redirect to /checkout or /login is an error, not a figure).
 * Member pages: each service's screens are measured the same way for a signed-in member of a plan
 * that opens them (a fresh account signed in through next-auth's credentials callback). The
 * individual plans (venting, entrepreneur, stem) redeem the sign-up voucher; the bundled plans
 * (gold, platinum) are bought: the bench app runs with payments on against the end-to-end tests'
 * loopback Paystack stand-in, and the member pays through it as in e2e/support/accounts.ts. The
 * Venting Room member has one image post in the feed. They are listed, not held to the floor: they
 * are dynamic, signed-in pages with their own features (the usage report carries recharts).
 * STEM practice (issue 31), with goals of its own: with a question page open, the bytes on the wire to
 * ask for a question and answer it (at most 10 KB), and that page's first load, cold (at most 200 KB).
 * Options: --no-build (reuse .next-bench and bench/.floor when they hold a current build), --routes,
 * --extra, --no-entry, --no-member.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import {
  argv,
  isMain,
  kb,
  log,
  machine,
  machineLine,
  option,
  prepareBuilds,
  root,
  runAlone,
  signedInMember,
  signedInNewcomer,
  sleep,
  startStack,
  stopServers,
  table,
  writeResults,
} from "./support.mjs";

/** A public page passes when its JS is within this many times the floor's (issue 19: pictures and icons stay light). */
const LIMIT = 1.1;
/** An entry page (sign-in, sign-up, checkout, payment) carries its forms: within 1.15x the floor's. */
const ENTRY_LIMIT = 1.15;
/** A page a newcomer meets passes when at most this many bytes cross the wire on first load (200 KB). */
const TRANSFER_LIMIT = 200 * 1024;
/** The plan /payment is opened for: a bundle, bought rather than had with the sign-up voucher (lib/plans). */
const PAYMENT_PLAN = "gold";
/**
 * The entry pages (lib/routes.ts LOGIN_PATH, SIGNUP_PATH, CHECKOUT_PATH; /payment): signed out, a
 * newcomer's first load, so also held to TRANSFER_LIMIT; signed in, as a member just signed up.
 */
const ENTRY_PAGES = [
  { path: "/login", signedIn: false },
  { path: "/signup", signedIn: false },
  { path: "/checkout", signedIn: true },
  { path: `/payment?plan=${PAYMENT_PLAN}`, signedIn: true },
];
/** STEM practice (issue 31): the topic whose question page is measured, and its two goals. */
const PRACTICE_TOPIC = "maths-11-functions";
const PRACTICE_FIRST_LOAD_LIMIT = 200 * 1024;
const ROUND_TRIP_LIMIT = 10 * 1024;
/** Every dashboard's screens, measured as a member of a plan that opens it. `routes` may ask the app for ids first. */
const MEMBER_PAGES = [
  {
    plan: "venting",
    routes: async () => [
      "/venting-room-dashboard",
      "/venting-room-dashboard/usage-report",
      "/venting-room-dashboard/trending-news",
      "/venting-room-dashboard/privacy-settings",
      "/venting-room-dashboard/notifications",
    ],
  },
  {
    plan: "entrepreneur",
    routes: async (call) => {
      const base = "/entrepreneurship-education-dashboard";
      const { modules } = await (await call("/api/dashboard/entrepreneurship/modules?scope=local")).json();
      return [
        base,
        `${base}?scope=local&tab=learning`,
        `${base}/module-content?module=${modules[0].id}`,
        `${base}?scope=local&tab=assessments`,
        `${base}?scope=local&tab=groups&section=transfer`,
        `${base}?scope=local&tab=groups&section=projects`,
        `${base}?scope=local&tab=certifications`,
      ];
    },
  },
  {
    plan: "stem",
    routes: async () => [
      "/stem-subjects-dashboard",
      "/stem-subjects-dashboard/grades/11",
      `/stem-subjects-dashboard/practice/${PRACTICE_TOPIC}`,
      "/stem-subjects-dashboard/tests/new",
    ],
  },
  // Paid plans: gold (STEM and Venting Room, Entrepreneurship offered as an upgrade) and platinum (all three).
  { plan: "gold", bundled: true, routes: async () => ["/bundled-dashboard"] },
  { plan: "platinum", bundled: true, routes: async () => ["/bundled-dashboard"] },
];
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const pathList = (value) =>
  (value ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);

function loadRoutes() {
  let routes = pathList(option("--routes"));
  if (!routes.length) {
    // tsx runs -e as CommonJS, so the module's exports may arrive under `default`.
    const code =
      "import('./lib/routes.ts').then(m=>console.log(JSON.stringify((m.PUBLIC_ROUTES??m.default.PUBLIC_ROUTES).map(r=>r.path))))";
    const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["-e", code], {
      cwd: root,
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`could not read PUBLIC_ROUTES from lib/routes.ts:\n${result.stderr}`);
    routes = JSON.parse(result.stdout.trim().split("\n").pop());
  }
  return [...new Set([...routes, ...pathList(option("--extra"))])];
}

// ---- One page load in a cold context, until no request starts or ends for QUIET_MS after `load`.
// Not Playwright's `networkidle` (nothing *in flight* for 500 ms): it never comes on pages that
// prefetch a missing route, as Chromium keeps open a 404 whose body Next's router never reads.
// Such requests are listed as `pending` (bytes so far counted).
const QUIET_MS = 500;
const MAX_WAIT_MS = 15_000;
async function measure(browser, url, cookies = []) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (cookies.length) await context.addCookies(cookies);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const requests = new Map(); // requestId -> { url, type, wire, done, head, partial }
    const scripts = [];
    let lastActivity = Date.now();
    cdp.on("Network.requestWillBeSent", (e) => {
      // a redirect reuses the id: keep the hop's bytes
      lastActivity = Date.now();
      const hop = (requests.get(e.requestId)?.wire ?? 0) + (e.redirectResponse?.encodedDataLength ?? 0);
      requests.set(e.requestId, { url: e.request.url, type: e.type, wire: hop, done: false, head: 0, partial: 0 });
    });
    cdp.on("Network.responseReceived", (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { type: e.type, head: e.response.encodedDataLength ?? 0 });
    });
    cdp.on("Network.dataReceived", (e) => {
      const r = requests.get(e.requestId);
      if (r) r.partial += e.encodedDataLength;
    });
    cdp.on("Network.loadingFailed", (e) => {
      lastActivity = Date.now();
      const r = requests.get(e.requestId);
      if (r) r.done = true;
    });
    cdp.on("Network.loadingFinished", (e) => {
      lastActivity = Date.now();
      const r = requests.get(e.requestId);
      if (!r) return;
      Object.assign(r, { done: true, wire: r.wire + e.encodedDataLength });
      if (r.type !== "Script") return;
      // A script that finishes as the context closes has no body to read: it is left out, never fatal.
      scripts.push(
        cdp
          .send("Network.getResponseBody", { requestId: e.requestId })
          .then(({ body, base64Encoded }) => {
            const bytes = Buffer.from(body, base64Encoded ? "base64" : "utf8");
            return {
              url: new URL(r.url).pathname,
              bytes: bytes.length,
              gzip: zlib.gzipSync(bytes, { level: 6 }).length,
              wire: e.encodedDataLength,
            };
          })
          .catch(() => null),
      );
    });
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    for (const start = Date.now(); Date.now() - lastActivity < QUIET_MS && Date.now() - start < MAX_WAIT_MS;)
      await sleep(50);
    const files = (await Promise.all(scripts)).filter(Boolean).sort((a, b) => b.gzip - a.gzip);
    const all = [...requests.values()];
    return {
      status: response?.status() ?? 0,
      finalUrl: page.url(),
      jsRequests: files.length,
      jsGzip: files.reduce((sum, f) => sum + f.gzip, 0),
      transfer: all.reduce((sum, r) => sum + (r.done ? r.wire : r.wire + r.head + r.partial), 0),
      requests: all.length,
      pending: all.filter((r) => !r.done).map((r) => r.url.replace(/^https?:\/\/[^/]+/, "")),
      files,
    };
  } finally {
    await context.close();
  }
}

/**
 * What a learner's phone downloads to practise, once the practice page is open (its scripts cached):
 * asking for a question ("Start practising": the action's post and the new page's payload), then
 * answering it ("Check my answer": the post and the marked page, or the hint and second try). Then
 * the page with a question open, loaded cold, as measure() does.
 */
async function practiceWeights(browser, appBase, cookies) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addCookies(cookies);
  let questionUrl;
  const steps = {};
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    // Per request: the total once it has finished, else its headers and the chunks so far (a streamed
    // answer may still be open when the page is quiet).
    let requests = new Map();
    let lastActivity = Date.now();
    const seen = (id) => requests.get(id) ?? requests.set(id, { head: 0, chunks: 0, total: null }).get(id);
    cdp.on("Network.requestWillBeSent", (e) => {
      lastActivity = Date.now();
      seen(e.requestId);
    });
    cdp.on("Network.responseReceived", (e) => (seen(e.requestId).head = e.response.encodedDataLength ?? 0));
    cdp.on("Network.dataReceived", (e) => {
      lastActivity = Date.now();
      seen(e.requestId).chunks += e.encodedDataLength;
    });
    cdp.on("Network.loadingFailed", () => (lastActivity = Date.now()));
    cdp.on("Network.loadingFinished", (e) => {
      lastActivity = Date.now();
      seen(e.requestId).total = e.encodedDataLength;
    });
    const bytesSoFar = () =>
      [...requests.values()].reduce((sum, r) => sum + Math.max(r.total ?? 0, r.head + r.chunks), 0);
    const quiet = async () => {
      for (const start = Date.now(); Date.now() - lastActivity < QUIET_MS && Date.now() - start < MAX_WAIT_MS;)
        await sleep(50);
    };
    const step = async (name, act) => {
      await quiet();
      requests = new Map();
      await act();
      await quiet();
      steps[name] = bytesSoFar();
      steps[`${name}Requests`] = requests.size;
    };
    await page.goto(`${appBase}/stem-subjects-dashboard/practice/${PRACTICE_TOPIC}`, { waitUntil: "load" });
    await step("ask", async () => {
      await page.getByRole("button", { name: "Start practising" }).click();
      await page.getByRole("button", { name: "Check my answer" }).waitFor();
    });
    questionUrl = page.url();
    await step("answer", async () => {
      const box = page.getByRole("textbox", { name: "Your answer" });
      if (await box.count()) await box.fill("1");
      else await page.locator("input[type=radio][name=answer]").first().check();
      await page.getByRole("button", { name: "Check my answer" }).click();
      await page
        .getByText(/A hint, then one more try:|Worked solution/)
        .first()
        .waitFor();
    });
  } finally {
    await context.close();
  }
  const firstLoad = await measure(browser, questionUrl, cookies);
  return {
    topic: PRACTICE_TOPIC,
    askBytes: steps.ask,
    askRequests: steps.askRequests,
    answerBytes: steps.answer,
    answerRequests: steps.answerRequests,
    roundTripBytes: steps.ask + steps.answer,
    roundTripPass: steps.ask + steps.answer <= ROUND_TRIP_LIMIT,
    firstLoad,
    firstLoadPass: firstLoad.status === 200 && firstLoad.transfer <= PRACTICE_FIRST_LOAD_LIMIT,
  };
}

/** Where a page load ended, as the path and query asked for (a guard's redirect shows here). */
const landedOn = (m) => {
  const u = new URL(m.finalUrl);
  return u.pathname + u.search;
};

/** A measured page next to the floor and its goals: `transferPass` is null where the transfer goal does not apply. */
function judged(m, floor, { newcomer, route, limit = LIMIT }) {
  const opened = m.status === 200 && landedOn(m) === route;
  return {
    ...m,
    opened,
    jsRatio: m.jsGzip / floor.jsGzip,
    transferRatio: m.transfer / floor.transfer,
    limit,
    jsPass: opened && m.jsGzip / floor.jsGzip <= limit,
    transferPass: newcomer ? opened && m.transfer <= TRANSFER_LIMIT : null,
  };
}

/**
 * Measures every public route, entry page and member page against the floor's `/` on running
 * servers, prints the tables and writes bench/results/page-weight.json. Throws when an entry or
 * member page did not open.
 */
export async function pageWeight({
  appBase,
  floorBase,
  paystackBase,
  routes = loadRoutes(),
  entry = !argv.includes("--no-entry"),
  member = !argv.includes("--no-member"),
}) {
  if (!routes.length) throw new Error("no routes to measure");
  const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const chromiumVersion = browser.version();
  let floor;
  const results = [];
  const entryResults = [];
  const memberResults = [];
  let practice = null;
  try {
    log("measuring the floor at /...");
    floor = await measure(browser, `${floorBase}/`);
    for (const route of routes) {
      log(`measuring ${route}...`);
      const m = await measure(browser, appBase + route);
      results.push({ path: route, ...judged(m, floor, { newcomer: true, route }) });
    }
    if (entry) {
      let newcomer;
      for (const { path: route, signedIn } of ENTRY_PAGES) {
        if (signedIn && !newcomer) {
          log("signing in a member just signed up (no plan)...");
          newcomer = await signedInNewcomer(appBase);
        }
        log(`measuring ${route}${signedIn ? " as a member without a plan" : ""}...`);
        const m = await measure(browser, appBase + route, signedIn ? newcomer.cookies : []);
        entryResults.push({
          path: route,
          signedIn,
          ...judged(m, floor, { newcomer: !signedIn, route, limit: ENTRY_LIMIT }),
        });
      }
    }
    if (member) {
      for (const { plan, bundled, routes: memberRoutes } of MEMBER_PAGES) {
        log(`signing in a member on the ${plan} plan${bundled ? " (paid through the Paystack stand-in)" : ""}...`);
        const { call, cookies } = await signedInMember(appBase, plan, { paystackBase, bundled });
        for (const route of await memberRoutes(call)) {
          log(`measuring ${route} as a ${plan} member...`);
          const m = await measure(browser, appBase + route, cookies);
          const { jsPass: _jsPass, transferPass: _transferPass, ...figures } = judged(m, floor, { route });
          memberResults.push({ plan, path: route, ...figures });
        }
        if (plan === "stem") {
          log("measuring a STEM practice question: asked, answered, and its page's first load...");
          practice = await practiceWeights(browser, appBase, cookies);
        }
      }
    }
  } finally {
    await browser.close();
  }

  const meta = { ...machine(), chromium: chromiumVersion };
  const limitKb = TRANSFER_LIMIT / 1024;
  const rows = [
    [
      "page",
      "HTTP",
      "JS req",
      "JS gzip KB",
      "JS x floor",
      "transfer KB",
      "xfer x floor",
      `JS <= ${LIMIT.toFixed(2)}x (entry ${ENTRY_LIMIT.toFixed(2)}x)`,
      `xfer <= ${limitKb} KB`,
    ],
  ];
  rows.push([
    "(floor) /",
    floor.status,
    floor.jsRequests,
    kb(floor.jsGzip),
    "1.00",
    kb(floor.transfer),
    "1.00",
    "",
    "",
  ]);
  const verdict = (r, pass) => (pass === null ? "-" : !r.opened ? "ERROR" : pass ? "PASS" : "FAIL");
  const held = [...results, ...entryResults];
  for (const r of held)
    rows.push([
      r.signedIn ? `${r.path} (member, no plan)` : r.path,
      r.status,
      r.jsRequests,
      kb(r.jsGzip),
      r.jsRatio.toFixed(2),
      kb(r.transfer),
      r.transferRatio.toFixed(2),
      verdict(r, r.jsPass),
      verdict(r, r.transferPass),
    ]);
  const worst = held.reduce((a, b) => (b.jsRatio > a.jsRatio ? b : a));
  const heaviest = held.filter((r) => r.transferPass !== null).reduce((a, b) => (b.transfer > a.transfer ? b : a));
  const failed = held.filter((r) => !r.opened);
  const jsOver = held.filter((r) => r.opened && !r.jsPass);
  const transferOver = held.filter((r) => r.opened && r.transferPass === false);
  const newcomerPages = held.filter((r) => r.transferPass !== null).length;
  console.log(`\n== Page weight, ${meta.date}: Node ${meta.node}, Next ${meta.next}, Chromium ${meta.chromium}`);
  console.log(machineLine(meta));
  console.log(
    `Each page cold (fresh context), 360x740, until no request starts or ends for ${QUIET_MS} ms after load.`,
  );
  console.log("JS: script responses, each gzipped here at level 6. Transfer: all bytes on the wire, headers included.");
  console.log(
    `Goals: JS <= ${LIMIT.toFixed(2)}x the floor's for the public pages, <= ${ENTRY_LIMIT.toFixed(2)}x for the entry pages; ` +
      `transfer <= ${limitKb} KB on first load, ` +
      "the pages a newcomer meets (public pages, /login, /signup; '-' where it does not apply).\n",
  );
  console.log(table(rows));
  const paths = (list) => list.map((r) => r.path).join(", ");
  console.log(
    `\nWorst JS ratio: ${worst.jsRatio.toFixed(2)}x the floor (${worst.path}). ` +
      (jsOver.length
        ? `FAIL: ${jsOver.length} of ${held.length} pages over their limit (${paths(jsOver)}).`
        : `PASS: every page that opened within its limit of the floor's JS.`),
  );
  console.log(
    `Heaviest first load for a newcomer: ${kb(heaviest.transfer)} KB (${heaviest.path}). ` +
      (transferOver.length
        ? `FAIL: ${transferOver.length} of ${newcomerPages} pages over ${limitKb} KB (${paths(transferOver)}).`
        : `PASS: every newcomer's page that opened within ${limitKb} KB.`),
  );
  if (failed.length)
    console.log(`ERROR, did not open: ${failed.map((r) => `${r.path} -> ${r.status} ${landedOn(r)}`).join(", ")}.`);
  const closed = memberResults.filter((r) => !r.opened);
  if (memberResults.length) {
    const memberRows = [["member page", "plan", "HTTP", "JS req", "JS gzip KB", "JS x floor", "transfer KB", "opened"]];
    for (const r of memberResults)
      memberRows.push([
        r.path,
        r.plan,
        r.status,
        r.jsRequests,
        kb(r.jsGzip),
        r.jsRatio.toFixed(2),
        kb(r.transfer),
        r.opened ? "yes" : `NO: ${landedOn(r)}`,
      ]);
    console.log(`\nSigned-in member pages, every dashboard (listed, not held to the floor):\n${table(memberRows)}`);
  }
  if (practice) {
    const pass = (ok) => (ok ? "PASS" : "FAIL");
    console.log(
      `\nSTEM practice (${practice.topic}), at 360x740:\n` +
        table([
          ["what", "KB on the wire", "goal", ""],
          [`ask for a question (page open; ${practice.askRequests} requests)`, kb(practice.askBytes), "", ""],
          [`answer it (page open; ${practice.answerRequests} requests)`, kb(practice.answerBytes), "", ""],
          [
            "ask and answer",
            kb(practice.roundTripBytes),
            `<= ${ROUND_TRIP_LIMIT / 1024} KB`,
            pass(practice.roundTripPass),
          ],
          [
            "question page, first load (cold)",
            kb(practice.firstLoad.transfer),
            `<= ${PRACTICE_FIRST_LOAD_LIMIT / 1024} KB`,
            pass(practice.firstLoadPass),
          ],
        ]),
    );
  }
  const open = [...new Set([floor, ...held, ...memberResults].flatMap((r) => r.pending))];
  if (open.length) console.log(`Requests still open when measured (bytes so far counted): ${open.join(", ")}`);
  const file = writeResults("page-weight.json", {
    ...meta,
    limit: LIMIT,
    entryLimit: ENTRY_LIMIT,
    transferLimitBytes: TRANSFER_LIMIT,
    quietMs: QUIET_MS,
    floor,
    routes: results,
    entryRoutes: entryResults,
    memberRoutes: memberResults,
    practice,
    worst: { path: worst.path, jsRatio: worst.jsRatio },
    heaviestNewcomerPage: { path: heaviest.path, transfer: heaviest.transfer },
  });
  console.log(`Details, every JS file of every page: ${file}`);
  const notOpened = [
    ...entryResults.filter((r) => !r.opened).map((r) => `${r.path} -> ${r.status} ${landedOn(r)}`),
    ...closed.map((r) => `${r.path} (${r.plan}) -> ${r.status} ${landedOn(r)}`),
  ];
  if (notOpened.length) throw new Error(`entry or member pages that did not open: ${notOpened.join(", ")}`);
  return { floor, routes: results, entryRoutes: entryResults, memberRoutes: memberResults, practice };
}

async function main() {
  const routes = loadRoutes();
  prepareBuilds();
  const stack = await startStack();
  try {
    await pageWeight({ ...stack, routes });
  } finally {
    await stopServers();
  }
}

if (isMain(import.meta.url)) runAlone("page-weight", main);
