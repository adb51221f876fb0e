#!/usr/bin/env node
/**
 * Page-weight benchmark (`npm run bench`): what a phone downloads for each public page, next to
 * a bare Next.js page built in the same run with the same Next/React (the "floor").
 *
 * Per route (lib/routes.ts PUBLIC_ROUTES, or --routes /a,/b; plus --extra /x,/y):
 *   - JS: every response Chromium classifies as a script, its body gzipped here at level 6, so the
 *     figure does not depend on whether the server compressed. Inline <script> (the RSC payload)
 *     is part of the HTML: it counts in the transfer, not in JS.
 *   - transfer: CDP Network.loadingFinished encodedDataLength summed over every request (bytes on
 *     the wire, headers included), Next's link prefetches included.
 *   - both divided by the floor's (measured once, at /); PASS when JS is within 1.10x the floor's.
 * How: `next build` into .next-bench (NEXT_DIST_DIR: the developer's .next is untouched) and
 * bench/floor-template copied to bench/.floor and built there; both served by `next start` on
 * 127.0.0.1; each page loaded by headless Chromium (playwright-core) in a fresh context (cold
 * cache) at 360x740 until the network is quiet (see measure()).
 * Notes:
 *   - bench/.floor/node_modules is a hard-linked copy (cp -al: instant, no extra space) of the
 *     project's, not a symlink: Turbopack refuses a node_modules outside its root, and with the root
 *     widened to the project it also bundles the project's middleware.ts and instrumentation.ts.
 *   - `next build` adds its distDir to tsconfig.json and next-env.d.ts; this script takes back
 *     exactly that, so the working tree is left as it was found.
 * Output: a table on stdout (progress on stderr), bench/results/page-weight.json, logs in
 * bench/results/. Exit code 0 whatever the weights; non-zero only when something failed to run.
 * Member pages: each service's screens are measured the same way for a signed-in member on that
 * service's individual plan (a fresh account; signed in through next-auth's credentials callback,
 * the sign-up voucher redeemed); the Venting Room member has one image post in the feed. They are
 * listed, not held to the floor: they are dynamic, signed-in pages with their own features (the
 * usage report carries recharts). The bundled dashboard needs a paid plan, so it is not measured here.
 * Options: --no-build (reuse .next-bench when it holds a build), --routes, --extra, --no-member.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = ".next-bench";
const floorDir = path.join(root, "bench", ".floor");
const resultsDir = path.join(root, "bench", "results");
const LIMIT = 1.1; // a route passes when its JS is within 1.10x the floor's
const DATABASE_URL = "file:./data/bench.db";
/** Each service's screens, measured as a member of its individual plan. `routes` may ask the app for ids first. */
const MEMBER_PAGES = [
  {
    plan: "venting",
    routes: async () => ["/venting-room-dashboard", "/venting-room-dashboard/usage-report", "/venting-room-dashboard/trending-news", "/venting-room-dashboard/privacy-settings", "/venting-room-dashboard/notifications"],
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
  { plan: "stem", routes: async () => ["/stem-subjects-dashboard"] },
];
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

const argv = process.argv.slice(2);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] ?? "" : undefined);
const pathList = (value) => (value ?? "").split(",").map((p) => p.trim()).filter(Boolean);
const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- Servers run in their own process group and are always killed on the way out.
const servers = [];
const signalGroup = (child, signal) => { try { process.kill(-child.pid, signal); } catch { /* already gone */ } };
function killServersNow() { for (const child of servers.splice(0)) signalGroup(child, "SIGKILL"); }
async function stopServers() { // SIGTERM, SIGKILL after 5 s; resolves once each has exited
  await Promise.all(servers.splice(0).map((child) => new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 5000);
    child.once("exit", () => { clearTimeout(timer); signalGroup(child, "SIGKILL"); resolve(); }); // stragglers in its group
    signalGroup(child, "SIGTERM");
  })));
}
process.on("exit", killServersNow);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => { killServersNow(); process.exit(130); });

function run(label, command, args, { cwd = root, env = {} } = {}) {
  const logFile = path.join(resultsDir, `${label}.log`);
  const fd = fs.openSync(logFile, "w");
  const result = spawnSync(command, args, { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env }, stdio: ["ignore", fd, fd] });
  fs.closeSync(fd);
  if (result.status === 0) return;
  const tail = fs.readFileSync(logFile, "utf8").trim().split("\n").slice(-25).join("\n");
  throw new Error(`${label} failed (exit ${result.status ?? result.signal}); full log: ${path.relative(root, logFile)}\n${tail}`);
}

function loadRoutes() {
  let routes = pathList(option("--routes"));
  if (!routes.length) {
    // tsx runs -e as CommonJS, so the module's exports may arrive under `default`.
    const code = "import('./lib/routes.ts').then(m=>console.log(JSON.stringify((m.PUBLIC_ROUTES??m.default.PUBLIC_ROUTES).map(r=>r.path))))";
    const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["-e", code], { cwd: root, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`could not read PUBLIC_ROUTES from lib/routes.ts:\n${result.stderr}`);
    routes = JSON.parse(result.stdout.trim().split("\n").pop());
  }
  return [...new Set([...routes, ...pathList(option("--extra"))])];
}

// ---- The app build; afterwards, take back what it wrote for its distDir into shared files.
function buildApp() {
  const [tsconfig, envDts] = ["tsconfig.json", "next-env.d.ts"].map((name) => path.join(root, name));
  const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null);
  const [tsconfigBefore, envDtsBefore] = [read(tsconfig), read(envDts)];
  try {
    run("build-app", path.join(root, "node_modules", ".bin", "next"), ["build"], { env: { NEXT_DIST_DIR: DIST } });
  } finally {
    const tsconfigNow = read(tsconfig);
    if (tsconfigBefore !== null && tsconfigNow !== null && tsconfigNow !== tsconfigBefore) {
      try {
        const config = JSON.parse(tsconfigNow); // Next writes plain JSON
        const original = JSON.parse(tsconfigBefore); // throws when it has comments: then leave it
        config.include = (config.include ?? []).filter((entry) => original.include?.includes(entry) || !entry.startsWith(`${DIST}/`));
        // Only Next's lines changed: the original bytes. Someone else edited it meanwhile: just drop ours.
        const same = JSON.stringify(config) === JSON.stringify(original);
        fs.writeFileSync(tsconfig, same ? tsconfigBefore : `${JSON.stringify(config, null, 2)}${os.EOL}`);
      } catch {
        log(`warning: next build changed tsconfig.json; remove its "${DIST}/..." include entries by hand`);
      }
    }
    const envDtsNow = read(envDts);
    if (envDtsBefore !== null && envDtsNow !== envDtsBefore && envDtsNow?.includes(`./${DIST}/`)) fs.writeFileSync(envDts, envDtsBefore);
  }
  // .next-bench is not in .gitignore: keep it out of `git status` from inside.
  fs.writeFileSync(path.join(root, DIST, ".gitignore"), "# Page-weight benchmark build (bench/page-weight.mjs)\n*\n");
}

function buildFloor() {
  fs.rmSync(floorDir, { recursive: true, force: true }); // hard links: the originals stay
  fs.cpSync(path.join(root, "bench", "floor-template"), floorDir, { recursive: true });
  const modules = fs.realpathSync(path.join(root, "node_modules"));
  const copy = spawnSync("cp", ["-al", modules, path.join(floorDir, "node_modules")], { encoding: "utf8" });
  if (copy.status !== 0) throw new Error(`could not hard-link node_modules into bench/.floor: ${copy.stderr}`);
  // The floor's own CLI, so that Next and React all resolve from the floor's node_modules.
  run("build-floor", path.join(floorDir, "node_modules", ".bin", "next"), ["build"], { cwd: floorDir });
}

function freePort(preferred) {
  const tryPort = (port) => new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(port, "127.0.0.1", () => { const { port: got } = server.address(); server.close(() => resolve(got)); });
  });
  return tryPort(preferred).catch(() => tryPort(0));
}

async function startServer(label, cwd, preferredPort, env = {}) {
  const port = await freePort(preferredPort);
  const out = fs.openSync(path.join(resultsDir, `start-${label}.log`), "w");
  const child = spawn(path.join(cwd, "node_modules", ".bin", "next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd, detached: true, stdio: ["ignore", out, out],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  servers.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline && child.exitCode === null && child.signalCode === null;) {
    try { await fetch(base, { signal: AbortSignal.timeout(5000) }); return base; } catch { await sleep(300); }
  }
  throw new Error(`the ${label} server did not answer on ${base}; see bench/results/start-${label}.log`);
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
    cdp.on("Network.requestWillBeSent", (e) => { // a redirect reuses the id: keep the hop's bytes
      lastActivity = Date.now();
      const hop = (requests.get(e.requestId)?.wire ?? 0) + (e.redirectResponse?.encodedDataLength ?? 0);
      requests.set(e.requestId, { url: e.request.url, type: e.type, wire: hop, done: false, head: 0, partial: 0 });
    });
    cdp.on("Network.responseReceived", (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { type: e.type, head: e.response.encodedDataLength ?? 0 });
    });
    cdp.on("Network.dataReceived", (e) => { const r = requests.get(e.requestId); if (r) r.partial += e.encodedDataLength; });
    cdp.on("Network.loadingFailed", (e) => { lastActivity = Date.now(); const r = requests.get(e.requestId); if (r) r.done = true; });
    cdp.on("Network.loadingFinished", (e) => {
      lastActivity = Date.now();
      const r = requests.get(e.requestId);
      if (!r) return;
      Object.assign(r, { done: true, wire: r.wire + e.encodedDataLength });
      if (r.type !== "Script") return;
      scripts.push(cdp.send("Network.getResponseBody", { requestId: e.requestId }).then(({ body, base64Encoded }) => {
        const bytes = Buffer.from(body, base64Encoded ? "base64" : "utf8");
        return { url: new URL(r.url).pathname, bytes: bytes.length, gzip: zlib.gzipSync(bytes, { level: 6 }).length, wire: e.encodedDataLength };
      }));
    });
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    for (const start = Date.now(); Date.now() - lastActivity < QUIET_MS && Date.now() - start < MAX_WAIT_MS;) await sleep(50);
    const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
    const all = [...requests.values()];
    return {
      status: response?.status() ?? 0,
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

// ---- A signed-in member on an individual plan, as the browser would be: its cookies and a way to call the app as it.
async function signedInMember(base, planId) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const call = async (pathname, init = {}) => keep(await fetch(base + pathname, { redirect: "manual", ...init, headers: { cookie: cookie(), ...init.headers } }));
  const email = `bench.${planId}.${Date.now()}@example.co.za`;
  const person = { name: "Bench", surname: "Member", email, password: "bench-2026", city: "Durban", cellNumber: "0721234567" };
  const signup = await call("/api/signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(person) });
  if (signup.status !== 201) throw new Error(`bench sign-up failed: ${signup.status}`);
  const { voucherCode } = await signup.json();
  const { csrfToken } = await (await call("/api/auth/csrf")).json();
  await call("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, email, password: person.password, json: "true" }),
  });
  const redeem = await call("/api/vouchers/redeem", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ voucherCode, planId }) });
  if (redeem.status !== 200) throw new Error(`bench voucher redemption failed: ${redeem.status}`);
  await call("/api/auth/session"); // re-issues the session token with the plan
  if (planId === "venting") {
    // One post, so the feed has a picture in it.
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#0b7a4b" } }).png().toBuffer();
    const form = new FormData();
    form.set("file", new File([png], "bench.png", { type: "image/png" }));
    form.set("topicId", "emergency");
    form.set("userEmail", email);
    form.set("fileType", "image");
    const posted = await call("/api/venting-room/upload-post", { method: "POST", body: form });
    if (posted.status !== 201) throw new Error(`bench upload failed: ${posted.status} ${await posted.text()}`);
  }
  const host = new URL(base).hostname;
  return { call, cookies: [...jar].map(([name, value]) => ({ name, value, domain: host, path: "/" })) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  ").trimEnd();
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

async function main() {
  const routes = loadRoutes();
  if (!routes.length) throw new Error("no routes to measure");
  fs.mkdirSync(resultsDir, { recursive: true });
  if (argv.includes("--no-build") && fs.existsSync(path.join(root, DIST, "BUILD_ID"))) log(`--no-build: reusing ${DIST}`);
  else { log(`building the app into ${DIST} (next build)...`); buildApp(); }
  log("building the floor in bench/.floor...");
  buildFloor();
  log(`preparing the database (${DATABASE_URL})...`);
  run("setup", process.execPath, ["scripts/setup.mjs"], { env: { DATABASE_URL } });
  const [appBase, floorBase] = await Promise.all([
    startServer("app", root, 3301, { NEXT_DIST_DIR: DIST, DATABASE_URL, LOG_LEVEL: "warn" }),
    startServer("floor", floorDir, 3302),
  ]);
  const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const chromiumVersion = browser.version();
  let floor;
  const results = [];
  const memberResults = [];
  try {
    log("measuring the floor at /...");
    floor = await measure(browser, `${floorBase}/`);
    for (const route of routes) {
      log(`measuring ${route}...`);
      const m = await measure(browser, appBase + route);
      results.push({ path: route, ...m, jsRatio: m.jsGzip / floor.jsGzip, transferRatio: m.transfer / floor.transfer });
    }
    if (!argv.includes("--no-member")) {
      for (const { plan, routes: memberRoutes } of MEMBER_PAGES) {
        log(`signing in a member on the ${plan} plan...`);
        const { call, cookies } = await signedInMember(appBase, plan);
        for (const route of await memberRoutes(call)) {
          log(`measuring ${route} as a member...`);
          const m = await measure(browser, appBase + route, cookies);
          memberResults.push({ plan, path: route, ...m, jsRatio: m.jsGzip / floor.jsGzip, transferRatio: m.transfer / floor.transfer });
        }
      }
    }
  } finally {
    await browser.close();
    await stopServers();
  }

  const cpus = os.cpus();
  const meta = {
    date: new Date().toISOString(), node: process.version, chromium: chromiumVersion,
    next: JSON.parse(fs.readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8")).version,
    machine: { cpu: cpus[0]?.model ?? "unknown", cores: cpus.length, os: `${os.type()} ${os.release()} ${os.arch()}` },
  };
  const rows = [["route", "HTTP", "JS req", "JS gzip KB", "JS x floor", "transfer KB", "xfer x floor", `JS <= ${LIMIT.toFixed(2)}x`]];
  rows.push(["(floor) /", floor.status, floor.jsRequests, kb(floor.jsGzip), "1.00", kb(floor.transfer), "1.00", ""]);
  for (const r of results) {
    const verdict = r.status !== 200 ? "ERROR" : r.jsRatio <= LIMIT ? "PASS" : "OVER";
    rows.push([r.path, r.status, r.jsRequests, kb(r.jsGzip), r.jsRatio.toFixed(2), kb(r.transfer), r.transferRatio.toFixed(2), verdict]);
  }
  const worst = results.reduce((a, b) => (b.jsRatio > a.jsRatio ? b : a));
  const failed = results.filter((r) => r.status !== 200).length;
  const over = results.filter((r) => r.status === 200 && !(r.jsRatio <= LIMIT)).length;
  console.log(`Page weight, ${meta.date}: Node ${meta.node}, Next ${meta.next}, Chromium ${meta.chromium}`);
  console.log(`Machine: ${meta.machine.cpu}, ${meta.machine.cores} cores, ${meta.machine.os}`);
  console.log(`Each page cold (fresh context), 360x740, until no request starts or ends for ${QUIET_MS} ms after load.`);
  console.log("JS: script responses, each gzipped here at level 6. Transfer: all bytes on the wire, headers included.\n");
  console.log(table(rows));
  console.log(`\nWorst JS ratio: ${worst.jsRatio.toFixed(2)}x the floor (${worst.path}). `
    + (over || failed ? `OVER ${LIMIT.toFixed(2)}x: ${over} of ${results.length} routes; not HTTP 200: ${failed}.` : `All ${results.length} routes within ${LIMIT.toFixed(2)}x the floor's JS: PASS.`));
  if (memberResults.length) {
    const memberRows = [["member page", "plan", "HTTP", "JS req", "JS gzip KB", "JS x floor", "transfer KB"]];
    for (const r of memberResults) memberRows.push([r.path, r.plan, r.status, r.jsRequests, kb(r.jsGzip), r.jsRatio.toFixed(2), kb(r.transfer)]);
    console.log(`\nSigned-in member pages (listed, not held to the floor):\n${table(memberRows)}`);
  }
  const open = [...new Set([floor, ...results, ...memberResults].flatMap((r) => r.pending))];
  if (open.length) console.log(`Requests still open when measured (bytes so far counted): ${open.join(", ")}`);
  const file = path.join(resultsDir, "page-weight.json");
  fs.writeFileSync(file, `${JSON.stringify({ ...meta, limit: LIMIT, quietMs: QUIET_MS, floor, routes: results, memberRoutes: memberResults, worst: { path: worst.path, jsRatio: worst.jsRatio } }, null, 2)}\n`);
  console.log(`Details, every JS file of every page: ${path.relative(root, file)}`);
}

main().then(() => process.exit(0), async (error) => {
  await stopServers();
  console.error(`\npage-weight benchmark failed: ${error?.message ?? error}`);
  process.exit(1);
});
