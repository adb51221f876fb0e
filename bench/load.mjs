#!/usr/bin/env node
/**
 * Load benchmark: requests per second and p50/p99 latency of the app's busiest kinds of request,
 * each next to a floor measured in the same run, so every figure reads as a ratio. Part of
 * `npm run bench` (bench/run.mjs); runs alone with `node bench/load.mjs [--no-build]`.
 *
 * Servers: `next start` of the .next-bench build on loopback (fresh bench database, payments on
 * against the Paystack stand-in, as for the page-weight benchmark) and the bare Next.js floor app
 * (bench/floor-template, built in the same run). Load: autocannon in this process, CONNECTIONS
 * connections (--connections, default 10), no pipelining, a warm-up that is not counted, then
 * DURATION_S seconds (--duration, default 8), or HASHING_REQUESTS requests (--hashing-requests,
 * default 160) for sign-up, sign-in and their bcrypt floors, which end when the last answer is in.
 *
 *   target                          floor(s)
 *   GET  /about (static page)       GET / of the floor (static page)
 *   GET  /api/vouchers/status       GET /api/ping of the floor (route handler answering JSON)
 *   POST /api/signup                POST /api/ping of the floor (route handler parsing the same JSON);
 *                                   bcrypt.hash at the app's cost, in this process, same concurrency
 *   POST /api/login                 POST /api/ping of the floor; bcrypt.compare at the app's cost, ditto
 *
 * Sign-up and sign-in do real work, not 429s: every sign-up has its own e-mail, and every request
 * comes from its own client address (X-Forwarded-For, from 198.18.0.0/15, the range set aside for
 * benchmarks; the app counts the last entry, which `next start` keeps when the client sets it).
 * Sign-up has no rate limit; sign-in counts attempts per e-mail (10 per 15 minutes, a success
 * clears them) and failures per address, so the sign-ins rotate over the accounts the sign-up run
 * created, with their right passwords. The first 1000 sign-ups of the fresh database get a voucher,
 * so the sign-up figure includes issuing one. 429s and every other non-2xx are counted and printed.
 * The bcrypt cost is read from a password hash the server wrote (so it is the app's own choice:
 * BCRYPT_COST, default 10 in lib/env.ts).
 * Output: a table on stdout, bench/results/load.json.
 */
import { createRequire } from "node:module";
import autocannon from "autocannon";
import bcrypt from "bcryptjs";
import Database from "better-sqlite3";
import {
  argv,
  benchPerson,
  groupCpuMs,
  isMain,
  log,
  machine,
  machineLine,
  option,
  prepareBuilds,
  runAlone,
  sleep,
  startStack,
  stopServers,
  table,
  writeResults,
} from "./support.mjs";

const CONNECTIONS = Number(option("--connections") ?? 10);
const DURATION_S = Number(option("--duration") ?? 8);
/** Requests (and in-process operations) per password-hashing line: about 10 s at cost 10 on a quiet core. */
const HASHING_REQUESTS = Number(option("--hashing-requests") ?? 160);
/**
 * Uncounted requests per connection before a hashing line: enough for V8 to have optimised the
 * request's path (Prisma's query compiler is WebAssembly, tiered up as it gets hot), so the line
 * measures the server as it runs all day, not its first seconds.
 */
const HASHING_WARMUP_PER_CONNECTION = 4;
const PASSWORD = benchPerson("").password;
const AUTOCANNON_VERSION = createRequire(import.meta.url)("autocannon/package.json").version;

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
/** 198.18.x.y: one client address per request, in the range set aside for benchmarks (RFC 2544). */
const benchAddress = (n) => `198.18.${(n >> 8) & 255}.${n & 255}`;

/**
 * One autocannon run of `requests` (as autocannon takes them), after a warm-up that is not counted.
 * Fast requests run for DURATION_S seconds. Requests that hash a password (`amount`) run a fixed
 * count instead and end when the last answer is in: a timed run would leave up to CONNECTIONS
 * requests of a second each still being worked on by the server when the next measurement starts.
 * The warm-up is a fixed count too, for the same reason (HASHING_WARMUP_PER_CONNECTION per connection).
 */
async function cannon(label, base, { requests, headers = {}, amount, pid }) {
  const once = (limit, onAnswer) => {
    const run = autocannon({
      url: base,
      connections: CONNECTIONS,
      pipelining: 1,
      timeout: 60,
      headers,
      requests: requests(),
      ...limit,
    });
    if (onAnswer) run.on("response", onAnswer);
    return run;
  };
  await once({ amount: CONNECTIONS * (amount ? HASHING_WARMUP_PER_CONNECTION : 50) });
  log(`load: ${label}, ${CONNECTIONS} connections, ${amount ? `${amount} requests` : `${DURATION_S} s`}...`);
  const cpuBefore = groupCpuMs(pid);
  // autocannon reports a run's end at its next whole-second tick, which for a counted run of ~3 s
  // would add up to a third; a counted run ends here at its last answer instead.
  const started = performance.now();
  let lastAnswer = started;
  const r = await once(amount ? { amount } : { duration: DURATION_S }, () => {
    lastAnswer = performance.now();
  });
  const durationS = amount ? (lastAnswer - started) / 1000 : r.duration;
  await sleep(250); // the answers to requests still open when a timed run ended
  const cpuMs = cpuBefore === null ? null : groupCpuMs(pid) - cpuBefore;
  const codes = Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  const total = Object.values(codes).reduce((a, b) => a + b, 0);
  return {
    label,
    kind: "http",
    url: base + requests()[0].path,
    method: requests()[0].method ?? "GET",
    connections: CONNECTIONS,
    durationS,
    rps: total / durationS,
    p50: r.latency.p50,
    p99: r.latency.p99,
    mean: r.latency.average,
    cpuMsPerRequest: cpuMs === null ? null : cpuMs / total,
    requests: total,
    codes,
    ok2xx: r["2xx"],
    non2xx: r.non2xx,
    tooMany: codes["429"] ?? 0,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** `work` done `amount` times by CONNECTIONS concurrent loops in this process, after the hashing lines' warm-up. */
async function inProcess(label, work, amount) {
  const loop = async (count, latencies) => {
    let started = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (started < count) {
          started += 1;
          const t = performance.now();
          await work();
          latencies.push(performance.now() - t);
        }
      }),
    );
  };
  await loop(CONNECTIONS * HASHING_WARMUP_PER_CONNECTION, []);
  log(`load: ${label}, ${CONNECTIONS} concurrent in this process, ${amount} times...`);
  const latencies = [];
  const start = performance.now();
  const cpu = process.cpuUsage();
  await loop(amount, latencies);
  const seconds = (performance.now() - start) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  return {
    label,
    kind: "in-process",
    connections: CONNECTIONS,
    durationS: seconds,
    rps: latencies.length / seconds,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    mean: latencies.reduce((a, b) => a + b, 0) / latencies.length,
    cpuMsPerRequest: (user + system) / 1000 / latencies.length,
    requests: latencies.length,
  };
}

/** The bcrypt cost of a password hash the server wrote ($2b$<cost>$...). */
function serverBcryptCost(databaseFile) {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(`SELECT "passwordHash" AS hash FROM "User" WHERE "passwordHash" IS NOT NULL LIMIT 1`).get();
    const cost = Number(row?.hash?.split("$")[2]);
    if (!Number.isInteger(cost)) throw new Error("no password hash in the bench database to read the bcrypt cost from");
    return cost;
  } finally {
    db.close();
  }
}

const countVouchers = (databaseFile) => {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT COUNT(*) AS n FROM "Voucher"`).get().n;
  } finally {
    db.close();
  }
};

/**
 * Runs every comparison against running servers, prints the table and writes bench/results/load.json.
 * `database.file` is the app server's SQLite file (for the bcrypt cost and the voucher count).
 */
export async function load({ appBase, floorBase, database, appPid, floorPid }) {
  const runId = Date.now().toString(36);
  let sequence = 0;
  const json = { "content-type": "application/json" };
  const get = (path) => () => [{ method: "GET", path }];
  const pingBody = JSON.stringify(benchPerson("floor@example.co.za"));
  const postPing = () => [{ method: "POST", path: "/api/ping", headers: json, body: pingBody }];

  const created = []; // e-mails of accounts the sign-up run created, for the sign-in run
  const signupRequests = () => [
    {
      method: "POST",
      path: "/api/signup",
      headers: json,
      setupRequest: (request, context) => {
        const n = sequence++;
        context.email = `load.${runId}.${n}@example.co.za`;
        return {
          ...request,
          headers: { ...request.headers, "x-forwarded-for": benchAddress(n) },
          body: JSON.stringify(benchPerson(context.email)),
        };
      },
      onResponse: (status, _body, context) => {
        if (status === 201) created.push(context.email);
      },
    },
  ];
  const loginRequests = () => [
    {
      method: "POST",
      path: "/api/login",
      headers: json,
      setupRequest: (request) => {
        const n = sequence++;
        const email = created[n % created.length];
        return {
          ...request,
          headers: { ...request.headers, "x-forwarded-for": benchAddress(n) },
          body: JSON.stringify({ email, password: PASSWORD }),
        };
      },
    },
  ];

  const staticFloor = await cannon("floor GET / (static page)", floorBase, { requests: get("/"), pid: floorPid });
  const staticApp = await cannon("GET /about (static page)", appBase, { requests: get("/about"), pid: appPid });
  const getFloor = await cannon("floor GET /api/ping (route handler)", floorBase, {
    requests: get("/api/ping"),
    pid: floorPid,
  });
  const status = await cannon("GET /api/vouchers/status", appBase, {
    requests: get("/api/vouchers/status"),
    pid: appPid,
  });
  const postFloor = await cannon("floor POST /api/ping (route handler, JSON body)", floorBase, {
    requests: postPing,
    pid: floorPid,
  });

  const vouchersBefore = countVouchers(database.file);
  const signup = await cannon("POST /api/signup", appBase, {
    requests: signupRequests,
    amount: HASHING_REQUESTS,
    pid: appPid,
  });
  const vouchersIssued = countVouchers(database.file) - vouchersBefore;
  const cost = serverBcryptCost(database.file);
  const hashFloor = await inProcess(`bcrypt.hash, cost ${cost}`, () => bcrypt.hash(PASSWORD, cost), HASHING_REQUESTS);
  if (created.length < CONNECTIONS)
    throw new Error(`the sign-up run created only ${created.length} accounts; the sign-in run needs ${CONNECTIONS}`);
  const login = await cannon("POST /api/login", appBase, {
    requests: loginRequests,
    amount: HASHING_REQUESTS,
    pid: appPid,
  });
  const stored = await bcrypt.hash(PASSWORD, cost);
  const compareFloor = await inProcess(
    `bcrypt.compare, cost ${cost}`,
    () => bcrypt.compare(PASSWORD, stored),
    HASHING_REQUESTS,
  );

  const comparisons = [
    { target: staticApp, floors: [staticFloor] },
    { target: status, floors: [getFloor] },
    {
      target: signup,
      floors: [postFloor, hashFloor],
      note: `${vouchersIssued} vouchers issued during the run and its warm-up`,
    },
    {
      target: login,
      floors: [postFloor, compareFloor],
      note: `over ${created.length} accounts created by the sign-up run`,
    },
  ];

  const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : "-");
  const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : "-");
  const rows = [
    [
      "request",
      "req/s",
      "p50 ms",
      "p99 ms",
      "CPU ms/req",
      "requests",
      "non-2xx",
      "429",
      "errors",
      "req/s x floor",
      "p50 x floor",
      "CPU x floor",
    ],
  ];
  for (const { target, floors } of comparisons) {
    rows.push([
      target.label,
      f1(target.rps),
      f1(target.p50),
      f1(target.p99),
      f2(target.cpuMsPerRequest),
      target.requests,
      target.non2xx,
      target.tooMany,
      target.errors + target.timeouts,
      "",
      "",
      "",
    ]);
    for (const floor of floors) {
      rows.push([
        `  floor: ${floor.label}`,
        f1(floor.rps),
        f1(floor.p50),
        f1(floor.p99),
        f2(floor.cpuMsPerRequest),
        floor.requests,
        floor.kind === "http" ? floor.non2xx : "",
        floor.kind === "http" ? floor.tooMany : "",
        floor.kind === "http" ? floor.errors + floor.timeouts : "",
        f2(target.rps / floor.rps),
        f2(target.p50 / floor.p50),
        f2(target.cpuMsPerRequest / floor.cpuMsPerRequest),
      ]);
    }
  }
  const meta = machine();
  console.log(`\n== Load, ${meta.date}: Node ${meta.node}, Next ${meta.next}, autocannon ${AUTOCANNON_VERSION}`);
  console.log(machineLine(meta));
  console.log(
    `${CONNECTIONS} connections, no pipelining, after a warm-up: ${DURATION_S} s per line, or ${HASHING_REQUESTS} requests for the lines that hash a password; next start on 127.0.0.1, load generated on the same machine.`,
  );
  console.log(
    "CPU ms/req: CPU time the server's processes spent per request (Linux /proc), steadier than req/s when other work shares the machine.",
  );
  console.log(
    "x floor: the request's figure divided by the floor's, measured in the same run. bcrypt lines run in this process with the same concurrency.\n",
  );
  console.log(table(rows));
  for (const { target, note } of comparisons) {
    const codes = Object.entries(target.codes)
      .map(([code, n]) => `${code}: ${n}`)
      .join(", ");
    console.log(`${target.label}: status codes ${codes || "none"}${note ? `; ${note}` : ""}.`);
  }
  const problems = comparisons
    .filter(({ target }) => target.non2xx || target.errors || target.timeouts)
    .map(({ target }) => target.label);
  if (problems.length) console.log(`Not every response was a 2xx for: ${problems.join(", ")}.`);
  const file = writeResults("load.json", {
    ...meta,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    hashingRequests: HASHING_REQUESTS,
    bcryptCost: cost,
    comparisons,
  });
  console.log(`Details: ${file}`);
  return { comparisons, bcryptCost: cost, problems };
}

async function main() {
  prepareBuilds();
  const stack = await startStack();
  try {
    const { problems } = await load(stack);
    if (problems.length && argv.includes("--strict")) process.exitCode = 1;
  } finally {
    await stopServers();
  }
}

if (isMain(import.meta.url)) runAlone("load", main);
