/**
 * What the benchmarks share (bench/page-weight.mjs, bench/load.mjs, bench/lighthouse.mjs, bench/race.mjs,
 * bench/run.mjs):
 * the app build in .next-bench and the bare Next.js floor in bench/.floor, their databases, the
 * `next start` servers on loopback (ports 3301-3310), the loopback Paystack stand-in, signed-in
 * members, tables and the machine's description.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { simpleParser } from "mailparser";
import sharp from "sharp";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The app's benchmark build. BENCH_DIST_DIR points at another (e.g. a copy of an earlier build, with --no-build) to compare two. */
export const DIST = process.env.BENCH_DIST_DIR || ".next-bench";
export const floorDir = path.join(root, "bench", ".floor");
const floorTemplate = path.join(root, "bench", "floor-template");
export const resultsDir = path.join(root, "bench", "results");
export const PORTS = { app: 3301, floor: 3302, paystack: 3303, race: 3304 };
/** The bench servers' own settings: nothing is read from, or written to, the developer's .env.local. */
export const PAYSTACK = { secret: "sk_test_bench_loopback", public: "pk_test_bench_loopback" };
/** Where the bench servers write their mail (no SMTP here, as in `npm run local`): one .eml per message. */
export const BENCH_MAIL_DIR = path.join(root, "data", "bench-mail");

export const BENCH_ENV = {
  NEXTAUTH_SECRET: "bench-secret-only-for-the-benchmarks-0123456789",
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_LEVEL: "warn",
  SMTP_URL: "",
  MAIL_DIR: BENCH_MAIL_DIR,
  // The benchmarks send each sign-up from its own address in X-Forwarded-For, as through one proxy,
  // and make far more accounts than a real client may in an hour.
  TRUSTED_PROXY_HOPS: "1",
  SIGNUP_LIMIT_PER_HOUR: "1000000",
};

export const log = (message) => process.stderr.write(`[bench] ${message}\n`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** True when `moduleUrl` is the script node was asked to run (so each benchmark also runs alone). */
export const isMain = (moduleUrl) =>
  Boolean(process.argv[1]) && moduleUrl === pathToFileURL(fs.realpathSync(process.argv[1])).href;
export const argv = process.argv.slice(2);

/**
 * A benchmark run on its own (`node bench/<name>.mjs`): exit 0, or 1 when `main` failed to run or
 * reported wrong counts (`{ ok: false }`), with its servers stopped either way.
 */
export function runAlone(name, main) {
  main().then(
    (result) => process.exit(result?.ok === false ? 1 : (process.exitCode ?? 0)),
    async (error) => {
      await stopServers();
      console.error(`\n${name} benchmark failed: ${error?.stack ?? error}`);
      process.exit(1);
    },
  );
}
export const option = (name) => (argv.includes(name) ? (argv[argv.indexOf(name) + 1] ?? "") : undefined);

// ---- Servers run in their own process group and are always killed on the way out.
const servers = [];
const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
};
function killServersNow() {
  for (const child of servers.splice(0)) signalGroup(child, "SIGKILL");
}
/** SIGTERM, SIGKILL after 5 s; resolves once each has exited. Only `which` when given, else all. */
export async function stopServers(which) {
  const chosen = which ? servers.filter((child) => which.includes(child)) : [...servers];
  for (const child of chosen) servers.splice(servers.indexOf(child), 1);
  await Promise.all(
    chosen.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 5000);
          child.once("exit", () => {
            clearTimeout(timer);
            signalGroup(child, "SIGKILL");
            resolve();
          }); // stragglers in its group
          signalGroup(child, "SIGTERM");
        }),
    ),
  );
}
process.on("exit", killServersNow);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    killServersNow();
    process.exit(130);
  });

export function run(label, command, args, { cwd = root, env = {} } = {}) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, `${label}.log`);
  const fd = fs.openSync(logFile, "w");
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...BENCH_ENV, ...env },
    stdio: ["ignore", fd, fd],
  });
  fs.closeSync(fd);
  if (result.status === 0) return;
  const tail = fs.readFileSync(logFile, "utf8").trim().split("\n").slice(-25).join("\n");
  throw new Error(
    `${label} failed (exit ${result.status ?? result.signal}); full log: ${path.relative(root, logFile)}\n${tail}`,
  );
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
        config.include = (config.include ?? []).filter(
          (entry) => original.include?.includes(entry) || !entry.startsWith(`${DIST}/`),
        );
        // Only Next's lines changed: the original bytes. Someone else edited it meanwhile: just drop ours.
        const same = JSON.stringify(config) === JSON.stringify(original);
        fs.writeFileSync(tsconfig, same ? tsconfigBefore : `${JSON.stringify(config, null, 2)}${os.EOL}`);
      } catch {
        log(`warning: next build changed tsconfig.json; remove its "${DIST}/..." include entries by hand`);
      }
    }
    const envDtsNow = read(envDts);
    if (envDtsBefore !== null && envDtsNow !== envDtsBefore && envDtsNow?.includes(`./${DIST}/`))
      fs.writeFileSync(envDts, envDtsBefore);
  }
  // .next-bench is not in .gitignore: keep it out of `git status` from inside.
  fs.writeFileSync(path.join(root, DIST, ".gitignore"), "# Benchmark build (bench/support.mjs)\n*\n");
}

/** Every file of the floor template, relative to it. */
function templateFiles(dir = floorTemplate) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(full) : [path.relative(floorTemplate, full)];
  });
}

/** The floor's build is current when it exists and every template file is the same in the copy. */
function floorIsCurrent() {
  if (!fs.existsSync(path.join(floorDir, ".next", "BUILD_ID"))) return false;
  return templateFiles().every((file) => {
    const copy = path.join(floorDir, file);
    return fs.existsSync(copy) && fs.readFileSync(copy).equals(fs.readFileSync(path.join(floorTemplate, file)));
  });
}

/**
 * Bench/.floor: the template copied and built with the project's Next and React. Its node_modules is
 * a hard-linked copy (cp -al: instant, no extra space), not a symlink: Turbopack refuses a
 * node_modules outside its root, and with the root widened to the project it would also bundle the
 * project's middleware.ts and instrumentation.ts.
 */
function buildFloor() {
  fs.rmSync(floorDir, { recursive: true, force: true }); // hard links: the originals stay
  fs.cpSync(floorTemplate, floorDir, { recursive: true });
  const modules = fs.realpathSync(path.join(root, "node_modules"));
  const copy = spawnSync("cp", ["-al", modules, path.join(floorDir, "node_modules")], { encoding: "utf8" });
  if (copy.status !== 0) throw new Error(`could not hard-link node_modules into bench/.floor: ${copy.stderr}`);
  // The floor's own CLI, so that Next and React all resolve from the floor's node_modules.
  run("build-floor", path.join(floorDir, "node_modules", ".bin", "next"), ["build"], { cwd: floorDir });
}

/** Builds the app and the floor, unless `reuse` and a current build exists. */
export function prepareBuilds({ reuse = argv.includes("--no-build"), floor = true } = {}) {
  if (reuse && fs.existsSync(path.join(root, DIST, "BUILD_ID"))) log(`--no-build: reusing ${DIST}`);
  else {
    log(`building the app into ${DIST} (next build)...`);
    buildApp();
  }
  if (!floor) return;
  if (reuse && floorIsCurrent()) log("--no-build: reusing bench/.floor");
  else {
    log("building the floor in bench/.floor...");
    buildFloor();
  }
}

/** A fresh SQLite database for a bench server: old file removed, migrated, WAL, seeded. */
export function freshDatabase(name) {
  fs.rmSync(BENCH_MAIL_DIR, { recursive: true, force: true });
  const file = path.join(root, "data", `${name}.db`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
  const url = `file:${file}`;
  log(`preparing a fresh database (${path.relative(root, file)})...`);
  run(`setup-${name}`, process.execPath, ["scripts/setup.mjs"], { env: { DATABASE_URL: url } });
  return { file, url };
}

export function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve, reject) => {
      const server = net.createServer().once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const { port: got } = server.address();
        server.close(() => resolve(got));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}

/** Until `url` answers at all, or with `status` when given (the app's /api/ready says 200 once it can serve). */
export async function waitFor(label, child, url, { status } = {}) {
  let last = "no answer";
  for (
    const deadline = Date.now() + 60_000;
    Date.now() < deadline && child.exitCode === null && child.signalCode === null;
  ) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (status === undefined || response.status === status) return;
      last = `${response.status} ${await response.text()}`;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`the ${label} server did not answer on ${url} (${last}); see bench/results/start-${label}.log`);
}

export function spawnLogged(label, command, args, { cwd = root, env = {} } = {}) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const out = fs.openSync(path.join(resultsDir, `start-${label}.log`), "w");
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ["ignore", out, out],
    env: { ...process.env, ...BENCH_ENV, ...env },
  });
  servers.push(child);
  return child;
}

/**
 * `next start` of the folder's build on 127.0.0.1; resolves with its origin and process once it answers.
 * `cpus` (e.g. "0") pins it to those cores with taskset, as if it were a machine of its own.
 */
export async function startNext(label, cwd, preferredPort, env = {}, { cpus } = {}) {
  const port = await freePort(preferredPort);
  const next = [path.join(cwd, "node_modules", ".bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"];
  const [command, ...args] = cpus ? ["taskset", "-c", cpus, ...next] : next;
  const base = `http://127.0.0.1:${port}`;
  // The app's own address, as in production: its same-origin checks compare the browser's Origin with it.
  const child = spawnLogged(label, command, args, {
    cwd,
    env: { NODE_ENV: "production", ...(cwd === root ? { APP_URL: base } : {}), ...env },
  });
  // The app says when it can take traffic; the bare floor app only answers.
  if (cwd === root) await waitFor(label, child, `${base}/api/ready`, { status: 200 });
  else await waitFor(label, child, base);
  return { base, child };
}

/** The end-to-end tests' loopback Paystack API (e2e/support/paystack-server.mjs), on its own port. */
export async function startPaystack() {
  const port = await freePort(PORTS.paystack);
  const child = spawnLogged("paystack", process.execPath, [path.join(root, "e2e", "support", "paystack-server.mjs")], {
    env: { PAYSTACK_PORT: String(port), PAYSTACK_SECRET_KEY: PAYSTACK.secret },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor("paystack", child, `${base}/health`);
  return { base, child };
}

/** The app server's environment: its build and database; payments on against `paystackBase` when given. */
export function appEnv(databaseUrl, { paystackBase, ...extra } = {}) {
  return {
    NEXT_DIST_DIR: DIST,
    DATABASE_URL: databaseUrl,
    ...(paystackBase
      ? {
          PAYMENTS_ENABLED: "true",
          PAYSTACK_SECRET_KEY: PAYSTACK.secret,
          PAYSTACK_PUBLIC_KEY: PAYSTACK.public,
          PAYSTACK_API_BASE: paystackBase,
        }
      : { PAYMENTS_ENABLED: "false" }),
    ...extra,
  };
}

/**
 * The servers the page-weight, load and Lighthouse benchmarks share: the Paystack stand-in, the app
 * (payments on, so a bundled plan can be bought the way a member buys it) on a fresh bench database,
 * and the floor unless `floor` is false (Lighthouse alone needs only the app).
 */
export async function startStack({ floor: withFloor = true } = {}) {
  const database = freshDatabase("bench");
  const paystack = await startPaystack();
  const [app, floor] = await Promise.all([
    startNext("app", root, PORTS.app, appEnv(database.url, { paystackBase: paystack.base })),
    withFloor ? startNext("floor", floorDir, PORTS.floor) : null,
  ]);
  return {
    appBase: app.base,
    floorBase: floor?.base,
    paystackBase: paystack.base,
    database,
    appPid: app.child.pid,
    floorPid: floor?.child.pid,
    children: [paystack.child, app.child, ...(floor ? [floor.child] : [])],
  };
}

/**
 * CPU time (user + system, ms) used so far by every process in `pid`'s process group (a server and
 * any workers it started; Linux /proc, 10 ms ticks), or null elsewhere. Less disturbed than req/s
 * when other work shares the machine: it counts only what the server itself spent.
 */
export function groupCpuMs(pid) {
  let ticks = 0;
  try {
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue;
      }
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields[0] is the 3rd field (state)
      if (Number(fields[2]) === pid) ticks += Number(fields[11]) + Number(fields[12]); // pgrp; utime, stime
    }
  } catch {
    return null;
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

// ---- A client of the app with a cookie jar, as a browser would be.
export function cookieClient(base, extraHeaders = {}) {
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
  const call = async (pathname, init = {}) =>
    keep(
      await fetch(base + pathname, {
        redirect: "manual",
        ...init,
        headers: { ...extraHeaders, cookie: cookie(), ...init.headers },
      }),
    );
  const json = (pathname, body, init = {}) =>
    call(pathname, {
      method: "POST",
      ...init,
      headers: { "content-type": "application/json", ...init.headers },
      body: JSON.stringify(body),
    });
  const host = new URL(base).hostname;
  return {
    call,
    json,
    cookie,
    cookies: () => [...jar].map(([name, value]) => ({ name, value, domain: host, path: "/" })),
  };
}

export const benchPerson = (email) => ({
  name: "Bench",
  surname: "Member",
  email,
  password: "bench-2026",
  city: "Durban",
  cellNumber: "0721234567",
  ageConsent: true,
});

/**
 * Confirms `email` as its owner would: the token from the confirmation e-mail the app wrote under
 * BENCH_MAIL_DIR (it is written just after the sign-up's answer, so this waits for it), posted to
 * POST /api/verify-email.
 */
export async function confirmAddress(client, email) {
  const linkPattern = /\/verify-email\?token=([\w.-]+)/;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
    const files = fs.existsSync(BENCH_MAIL_DIR) ? fs.readdirSync(BENCH_MAIL_DIR) : [];
    for (const name of files) {
      const raw = fs.readFileSync(path.join(BENCH_MAIL_DIR, name), "utf8");
      if (!raw.includes(email)) continue;
      // The body is quoted-printable ("=" written "=3D", long lines wrapped): read it as a mail program would.
      const message = await simpleParser(raw);
      const token = message.text?.match(linkPattern)?.[1];
      if (!token) continue;
      const confirmed = await client.json("/api/verify-email", { token });
      if (confirmed.status !== 200) throw new Error(`bench confirmation failed: ${confirmed.status}`);
      return;
    }
  }
  throw new Error(`no confirmation e-mail to ${email} in ${path.relative(root, BENCH_MAIL_DIR)}`);
}

/** Signs `person` in through next-auth's credentials callback, as the login form does. */
export async function signIn(client, person) {
  const { csrfToken } = await (await client.call("/api/auth/csrf")).json();
  const response = await client.call("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, email: person.email, password: person.password, json: "true" }),
  });
  if (!client.cookie().includes("session-token")) throw new Error(`bench sign-in failed: ${response.status}`);
}

/** A fresh account (sign-up through POST /api/signup), its address confirmed when `confirm`, signed in. */
async function signedUp(base, label, { confirm }) {
  const client = cookieClient(base);
  const person = benchPerson(`bench.${label}.${Date.now()}@example.co.za`);
  const signup = await client.json("/api/signup", person);
  if (signup.status !== 201) throw new Error(`bench sign-up failed: ${signup.status}`);
  const { voucherCode } = await signup.json();
  if (confirm) await confirmAddress(client, person.email);
  await signIn(client, person);
  return { client, person, voucherCode };
}

/**
 * A member just signed up and signed in, with no plan yet and the confirmation e-mail not yet
 * opened: what the checkout and payment screens first see. Its cookies and a way to call the app as it.
 */
export async function signedInNewcomer(base) {
  const { client } = await signedUp(base, "newcomer", { confirm: false });
  return { call: client.call, cookies: client.cookies() };
}

/** A Venting Room post of a 640×360 PNG, as the upload form sends it, by the member `client` signs in as. */
export async function postPicture(client, email) {
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#0b7a4b" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([png], "bench.png", { type: "image/png" }));
  form.set("topicId", "emergency");
  form.set("userEmail", email);
  form.set("fileType", "image");
  return client.call("/api/venting-room/upload-post", { method: "POST", body: form });
}

/**
 * A signed-in member of `planId`, as the browser would be: its cookies and a way to call the app as it.
 * An individual plan is the sign-up voucher redeemed. A bundled plan (gold, platinum) is bought: the
 * app creates the transaction with the Paystack stand-in, the card is "charged" there
 * (POST /__test/pay/:reference, as in the end-to-end tests) and the app verifies it with Paystack.
 * The Venting Room member gets one picture in the feed.
 */
export async function signedInMember(base, planId, { paystackBase, bundled = false } = {}) {
  const { client, person, voucherCode } = await signedUp(base, planId, { confirm: !bundled });
  if (bundled) {
    if (!paystackBase) throw new Error(`the ${planId} plan is paid for: the app needs the Paystack stand-in`);
    const started = await client.json("/api/payments/initialize", { planId });
    if (started.status !== 201)
      throw new Error(`bench payment initialize failed: ${started.status} ${await started.text()}`);
    const { reference } = await started.json();
    const paid = await fetch(`${paystackBase}/__test/pay/${reference}`, { method: "POST" });
    if (!paid.ok) throw new Error(`the Paystack stand-in refused the payment: ${paid.status}`);
    const verified = await client.json("/api/payments/verify", { reference });
    if (verified.status !== 200)
      throw new Error(`bench payment verification failed: ${verified.status} ${await verified.text()}`);
  } else {
    const redeem = await client.json("/api/vouchers/redeem", { voucherCode, planId });
    if (redeem.status !== 200) throw new Error(`bench voucher redemption failed: ${redeem.status}`);
  }
  await client.call("/api/auth/session"); // re-issues the session token with the plan
  if (planId === "venting") {
    const posted = await postPicture(client, person.email);
    if (posted.status !== 201) throw new Error(`bench upload failed: ${posted.status} ${await posted.text()}`);
  }
  return { call: client.call, cookies: client.cookies() };
}

// ---- Output.
/** The p-th percentile (0-100) of ascending `sorted`, nearest rank; NaN when empty. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN;

/**
 * How the rest of the site fares meanwhile: GET /api/vouchers/status every `everyMs`, one at a
 * time, until `over()`; latencies in ms (p50, p99, max), failures counted.
 */
export async function probeStatus(base, over, { everyMs, timeoutMs }) {
  const latencies = [];
  let failures = 0;
  while (!over()) {
    const t = performance.now();
    try {
      const response = await fetch(`${base}/api/vouchers/status`, { signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - t);
      else failures++;
    } catch {
      failures++;
    }
    await sleep(Math.max(0, everyMs - (performance.now() - t)));
  }
  latencies.sort((a, b) => a - b);
  const max = latencies.length ? latencies[latencies.length - 1] : NaN;
  return {
    probes: latencies.length + failures,
    failures,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max,
  };
}

/**
 * probeStatus on a worker thread: the bench's own work meanwhile (writing 100 MB of request bodies)
 * then cannot delay the probes' clock, so the latencies are the server's. Call the returned stop().
 */
export function probeStatusOffThread(base, options) {
  const worker = new Worker(new URL("./status-probe-worker.mjs", import.meta.url), {
    workerData: { base, ...options },
  });
  const result = new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    stop: async () => {
      worker.postMessage("stop");
      const summary = await result;
      await worker.terminate();
      return summary;
    },
  };
}

/** The lines `event` a server started as `label` wrote to its log (bench/results/start-<label>.log). */
function serverLines(label, event) {
  const file = path.join(resultsDir, `start-${label}.log`);
  return (fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n") : [])
    .filter((line) => line.includes(`"${event}"`))
    .map((line) => JSON.parse(line));
}

/**
 * The event loop's delay in a server started with BENCH_EVENT_LOOP=1 (lib/http/event-loop-delay.ts)
 * since the previous call: SIGUSR2 makes it write one line for exactly that window (samples, p50,
 * p99, max in ms; sampled every 10 ms, so an idle loop reads about 10). Null, and no signal sent,
 * when the server writes no such lines (a build from before them, which SIGUSR2 would stop).
 */
export async function eventLoopWindow(label, pid) {
  if (!serverLines(label, "bench.event_loop_delay").length) return null;
  const before = serverLines(label, "bench.event_loop_window").length;
  process.kill(pid, "SIGUSR2");
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await sleep(20)) {
    const lines = serverLines(label, "bench.event_loop_window");
    if (lines.length > before) return lines[lines.length - 1];
  }
  throw new Error(`the ${label} server wrote no event-loop line after SIGUSR2`);
}

/** The same server's line a second (time, samples, p50, p99, max) for the seconds that ended between `fromMs` and `toMs` + 1 s. */
export const eventLoopSeconds = (label, fromMs, toMs) =>
  serverLines(label, "bench.event_loop_delay").filter((second) => {
    const at = Date.parse(second.time);
    return at > fromMs && at <= toMs + 1000;
  });

export const kb = (bytes) => (bytes / 1024).toFixed(1);
/** Rows as a text table: the first column left-aligned, the others right-aligned, except the columns in `left`. */
export function table(rows, { left = [] } = {}) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const line = (row) =>
    row
      .map((cell, i) =>
        i === 0 || left.includes(i) ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]),
      )
      .join("  ")
      .trimEnd();
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

export function machine() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    next: JSON.parse(fs.readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8")).version,
    machine: {
      cpu: cpus[0]?.model ?? "unknown",
      cores: cpus.length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()} ${os.arch()}`,
    },
    /** 1-minute load average when the figures were printed: above the core count, other work shared the machine. */
    loadAverage: Number(os.loadavg()[0].toFixed(2)),
  };
}

/** The "Machine:" line every benchmark prints. */
export const machineLine = (meta) =>
  `Machine: ${meta.machine.cpu}, ${meta.machine.cores} cores, ${meta.machine.memoryGiB} GiB, ${meta.machine.os}; load average ${meta.loadAverage} (1 min)`;

export function writeResults(name, data) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, name);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(root, file);
}
