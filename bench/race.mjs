#!/usr/bin/env node
/**
 * Race at scale, against the real server (`next start` of the .next-bench build) on a fresh
 * database with the default voucher limit (VOUCHER_LIMIT=1000) and the app's bcrypt cost:
 *   1. WARMUP sign-ups to warm the server up (they take WARMUP vouchers), then SIGNUPS sign-ups written at the same moment, one per connection (the connections opened
 *      beforehand, see CONNECT_BATCH), unique e-mails, each from its own client address, while
 *      GET /api/vouchers/status is probed every 500 ms -> exactly 1000 vouchers, slots 1..1000, codes all different, one per
 *      account, each tied to its account's e-mail.
 *      The server runs with BENCH_EVENT_LOOP=1 (lib/http/event-loop-delay.ts): the bench reads its
 *      event loop's delay over exactly the burst (p99, max) from its log, and the CPU time it spent.
 *   2. REDEMPTIONS simultaneous redemptions of one voucher code by its owner (their session cookie),
 *      and at the same moment OTHERS attempts at the same code by other signed-in voucher holders ->
 *      exactly one subscription with that code as its reference, the voucher marked redeemed once;
 *      the owner's other attempts are 409 (used), the others' 403 (not theirs).
 *   3. Under abuse: one client address sends ABUSE sign-ups (or ABUSE failed sign-ins) at once, and
 *      ABUSE_HEAD_START_MS later a member signs in from another address; ABUSE_ROUNDS rounds of each,
 *      a new sending address each round (so its limits never cut in: the worst case). The sign-in's
 *      time, p50/p99/max. Timings are printed, never judged.
 * Counts are read from the database (better-sqlite3, read-only), not from the responses. Exit code 1
 * when a count is wrong. Part of `npm run bench` (bench/run.mjs); runs alone with
 * `node bench/race.mjs [--no-build]`. Output: stdout, bench/results/race.json.
 */
import fs from "node:fs";
import net from "node:net";
import Database from "better-sqlite3";
import {
  appEnv,
  benchPerson,
  confirmAddress,
  cookieClient,
  eventLoopSeconds,
  eventLoopWindow,
  freshDatabase,
  groupCpuMs,
  isMain,
  log,
  machine,
  machineLine,
  percentile,
  PORTS,
  prepareBuilds,
  probeStatus,
  root,
  runAlone,
  signIn,
  sleep,
  startNext,
  stopServers,
  writeResults,
} from "./support.mjs";

const SIGNUPS = 1200;
const LIMIT = 1000;
/**
 * Sign-ups sent before the burst, CONNECTIONS_AT_WARMUP at a time: a server's first sign-ups load the
 * route's code and compile its queries (about 50 ms of the event loop, once), which the burst would
 * otherwise measure along with itself. They take WARMUP of the LIMIT vouchers; the burst races for the rest.
 */
const WARMUP = 20;
const CONNECTIONS_AT_WARMUP = 10;
const REDEMPTIONS = 200;
const OTHERS = 5; // other voucher holders, each trying the owner's code OTHER_TRIES times
const OTHER_TRIES = 10;
/** Requests one client sends at once in the abuse rounds, how many rounds of each kind, and the sign-in's delay after them. */
const ABUSE = 60;
const ABUSE_ROUNDS = 10;
const ABUSE_HEAD_START_MS = 100;
/**
 * The sign-ups' connections are opened first, CONNECT_BATCH at a time, and each request is written
 * once all SIGNUPS are open, in the same tick: the race is 1,200 requests arriving together, not
 * 1,200 TCP handshakes. (`next start` listens with Node's default backlog of 511; 1,200 connection
 * attempts in one moment overflow the kernel's accept queue and are reset or time out before the app
 * sees them, which measures the kernel, not the app. A reverse proxy holds such bursts in production.)
 */
const CONNECT_BATCH = 100;

/** The kernel's count of connections dropped because an accept queue was full (Linux), or null. */
function listenOverflows() {
  try {
    const lines = fs
      .readFileSync("/proc/net/netstat", "utf8")
      .split("\n")
      .filter((line) => line.startsWith("TcpExt:"));
    const [names, values] = lines.map((line) => line.split(/\s+/).slice(1));
    const at = names.indexOf("ListenOverflows");
    return at < 0 ? null : Number(values[at]);
  } catch {
    return null;
  }
}

/** 198.19.x.y: one client address per sign-up, in the range set aside for benchmarks (RFC 2544). */
const raceAddress = (n) => `198.19.${(n >> 8) & 255}.${n & 255}`;
const tally = (statuses) => statuses.reduce((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});
const seconds = (ms) => (ms / 1000).toFixed(2);

/** `count` keep-alive-free TCP connections to `base`, opened CONNECT_BATCH at a time. */
export async function openConnections(base, count) {
  const { hostname, port } = new URL(base);
  const sockets = [];
  for (let i = 0; i < count; i += CONNECT_BATCH) {
    sockets.push(
      ...(await Promise.all(
        Array.from(
          { length: Math.min(CONNECT_BATCH, count - i) },
          () =>
            new Promise((resolve, reject) => {
              const socket = net.connect({ host: hostname, port: Number(port) });
              socket
                .once("connect", () => {
                  socket.setNoDelay(true);
                  resolve(socket);
                })
                .once("error", reject);
            }),
        ),
      )),
    );
  }
  return sockets;
}

/** One HTTP/1.1 request on an open socket (Connection: close); the status and the body (chunked or not). */
export function requestOn(socket, { method, path, headers, body }) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    socket.setTimeout(600_000, () => socket.destroy(new Error("timeout")));
    socket
      .on("data", (chunk) => chunks.push(chunk))
      .once("error", reject)
      .once("close", () => {
        const raw = Buffer.concat(chunks);
        const split = raw.indexOf("\r\n\r\n");
        if (split < 0) return reject(new Error(raw.length ? "incomplete response" : "closed without a response"));
        const head = raw.subarray(0, split).toString("latin1").split("\r\n");
        const status = Number(head[0].split(" ")[1]);
        let payload = raw.subarray(split + 4);
        if (head.some((line) => /^transfer-encoding:\s*chunked/i.test(line))) {
          const parts = [];
          for (let at = 0; ;) {
            const eol = payload.indexOf("\r\n", at);
            const size = parseInt(payload.subarray(at, eol).toString("latin1"), 16);
            if (!size) break;
            parts.push(payload.subarray(eol + 2, eol + 2 + size));
            at = eol + 2 + size + 2;
          }
          payload = Buffer.concat(parts);
        }
        resolve({ status, body: payload.toString("utf8") });
      });
    const bytes = Buffer.from(body);
    const lines = [
      `${method} ${path} HTTP/1.1`,
      `Host: ${socket.remoteAddress}:${socket.remotePort}`,
      "Connection: close",
      `Content-Length: ${bytes.length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), bytes]));
  });
}

/**
 * One sign-up on an open socket, from client address `from`: the person, the status (or
 * "error: …"), the voucher code when the answer has one, and the milliseconds to the answer.
 */
export async function signUpOn(socket, person, from) {
  const sent = performance.now();
  try {
    const response = await requestOn(socket, {
      method: "POST",
      path: "/api/signup",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify(person),
    });
    let voucherCode;
    try {
      ({ voucherCode } = JSON.parse(response.body));
    } catch {
      /* not JSON: counted by status */
    }
    return { person, status: response.status, voucherCode, ms: performance.now() - sent };
  } catch (error) {
    return { person, status: `error: ${error.code ?? error.message}`, ms: performance.now() - sent };
  }
}

function readDb(file, fn) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/**
 * How the rest of the site fares during the burst: GET /api/vouchers/status every PROBE_EVERY_MS
 * (one at a time) until `over()`; latencies in ms, failures counted.
 */
const PROBE_EVERY_MS = 500;
const probe = (base, over) => probeStatus(base, over, { everyMs: PROBE_EVERY_MS, timeoutMs: 120_000 });

/** A JSON POST from client address `from` (X-Forwarded-For; the bench servers trust one hop); its status. */
async function postFrom(base, pathname, body, from) {
  try {
    const response = await fetch(base + pathname, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return `error: ${error.cause?.code ?? error.name}`;
  }
}

/**
 * Part 3: a member's sign-in (POST /api/login, the right password) while one other client's ABUSE
 * requests of `kind` are in flight: "signups" (each a new account: the bench servers raise
 * SIGNUP_LIMIT_PER_HOUR, so every one costs a hash) or "failed-logins" (unknown e-mails; the failures
 * limit per address lets 50 of each 60 reach the hash). One round per member in `members`.
 */
async function signInUnderAbuse(base, kind, members, tag) {
  const latencies = [];
  const junkStatuses = [];
  for (const [round, member] of members.entries()) {
    const sender = `198.18.${kind === "signups" ? 100 : 101}.${round + 1}`;
    const junk = Array.from({ length: ABUSE }, (_, i) =>
      kind === "signups"
        ? postFrom(base, "/api/signup", benchPerson(`junk.${tag}.${round}.${i}@example.co.za`), sender)
        : postFrom(
            base,
            "/api/login",
            { email: `nobody.${tag}.${round}.${i}@example.co.za`, password: "wrong-1" },
            sender,
          ),
    );
    await sleep(ABUSE_HEAD_START_MS);
    const started = performance.now();
    const status = await postFrom(
      base,
      "/api/login",
      { email: member.email, password: member.password },
      `198.18.${kind === "signups" ? 102 : 103}.${round + 1}`,
    );
    latencies.push(performance.now() - started);
    if (status !== 200) throw new Error(`the member's sign-in under abuse answered ${status}`);
    junkStatuses.push(...(await Promise.all(junk)));
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rounds: latencies.length,
    latencies,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    junkStatuses: tally(junkStatuses),
  };
}

/** Runs both races against a server at `base` whose database is `database.file`, then the abuse rounds; returns the checks. */
export async function race({ base, database, label = "race", pid }) {
  const tag = Date.now().toString(36);
  const remaining = await (await fetch(`${base}/api/vouchers/status`)).json();
  if (remaining.remaining !== LIMIT)
    throw new Error(`the race needs a fresh database with ${LIMIT} vouchers to give; it has ${remaining.remaining}`);

  // ---- 1. Sign-ups, after the warm-up.
  log(`race: warming the server up with ${WARMUP} sign-ups...`);
  for (let i = 0; i < WARMUP; i += CONNECTIONS_AT_WARMUP) {
    const statuses = await Promise.all(
      Array.from({ length: Math.min(CONNECTIONS_AT_WARMUP, WARMUP - i) }, (_, j) =>
        postFrom(base, "/api/signup", benchPerson(`warm.${tag}.${i + j}@example.co.za`), `198.18.254.${i + j + 1}`),
      ),
    );
    if (statuses.some((status) => status !== 201)) throw new Error(`a warm-up sign-up failed: ${statuses}`);
  }
  const toRace = LIMIT - WARMUP;
  log(`race: ${SIGNUPS} simultaneous sign-ups, ${toRace} vouchers left to give...`);
  const people = Array.from({ length: SIGNUPS }, (_, i) => benchPerson(`race.${tag}.${i}@example.co.za`));
  const overflowsBefore = listenOverflows();
  const sockets = await openConnections(base, SIGNUPS);
  log(`race: ${SIGNUPS} connections open; sending every sign-up at once...`);
  const idleLoop = pid ? await eventLoopWindow(label, pid) : null; // also starts the burst's window
  const cpuBefore = pid ? groupCpuMs(pid) : null;
  const benchCpuBefore = process.cpuUsage();
  const burstFrom = Date.now();
  const signupStart = performance.now();
  let burstOver = false;
  const probing = probe(base, () => burstOver);
  const signups = await Promise.all(people.map((person, i) => signUpOn(sockets[i], person, raceAddress(i))));
  const signupMs = performance.now() - signupStart;
  const burstTo = Date.now();
  burstOver = true;
  const burstLoop = pid ? await eventLoopWindow(label, pid) : null;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const cpu = {
    serverMs: cpuBefore === null ? null : groupCpuMs(pid) - cpuBefore,
    benchMs: (benchCpu.user + benchCpu.system) / 1000,
  };
  const overflows = overflowsBefore === null ? null : listenOverflows() - overflowsBefore;
  const responsiveness = await probing;
  const signupCodes = tally(signups.map((s) => s.status));
  const db1 = readDb(database.file, (db) => ({
    accounts: db.prepare(`SELECT COUNT(*) AS n FROM "User" WHERE "email" LIKE ?`).get(`race.${tag}.%`).n,
    vouchers: db.prepare(`SELECT COUNT(*) AS n FROM "Voucher"`).get().n,
    distinctSlots: db.prepare(`SELECT COUNT(DISTINCT "slot") AS n FROM "Voucher"`).get().n,
    minSlot: db.prepare(`SELECT MIN("slot") AS n FROM "Voucher"`).get().n,
    maxSlot: db.prepare(`SELECT MAX("slot") AS n FROM "Voucher"`).get().n,
    distinctCodes: db.prepare(`SELECT COUNT(DISTINCT "code") AS n FROM "Voucher"`).get().n,
    distinctOwners: db.prepare(`SELECT COUNT(DISTINCT "userId") AS n FROM "Voucher"`).get().n,
    ownEmail: db
      .prepare(`SELECT COUNT(*) AS n FROM "Voucher" v JOIN "User" u ON u."id" = v."userId" WHERE u."email" = v."email"`)
      .get().n,
  }));
  const codesAnswered = signups.filter((s) => s.voucherCode).length;

  // ---- 2. Redemptions of one code.
  const holders = signups.filter((s) => s.voucherCode);
  if (holders.length < OTHERS + 1)
    throw new Error(
      `only ${holders.length} sign-ups answered with a voucher code; the redemption race needs ${OTHERS + 1}`,
    );
  const [owner, ...rest] = holders;
  log(`race: signing in the voucher's owner and ${OTHERS} other voucher holders...`);
  const sessions = await Promise.all(
    [owner, ...rest.slice(0, OTHERS)].map(async ({ person }, i) => {
      const client = cookieClient(base, { "x-forwarded-for": `198.18.255.${i + 1}` });
      // A voucher is redeemed only from a confirmed address.
      await confirmAddress(client, person.email);
      await signIn(client, person);
      return client;
    }),
  );
  const code = owner.voucherCode;
  const redeem = (client) =>
    client.json("/api/vouchers/redeem", { voucherCode: code, planId: "venting" }).then(
      (r) => r.status,
      (e) => `error: ${e.cause?.code ?? e.message}`,
    );
  log(
    `race: ${REDEMPTIONS} simultaneous redemptions of ${code} by its owner, and ${OTHERS * OTHER_TRIES} by ${OTHERS} others...`,
  );
  const redeemStart = performance.now();
  const [ownerStatuses, otherStatuses] = await Promise.all([
    Promise.all(Array.from({ length: REDEMPTIONS }, () => redeem(sessions[0]))),
    Promise.all(sessions.slice(1).flatMap((client) => Array.from({ length: OTHER_TRIES }, () => redeem(client)))),
  ]);
  const redeemMs = performance.now() - redeemStart;
  const db2 = readDb(database.file, (db) => ({
    subscriptionsForCode: db.prepare(`SELECT COUNT(*) AS n FROM "Subscription" WHERE "reference" = ?`).get(code).n,
    subscriptionsInAll: db.prepare(`SELECT COUNT(*) AS n FROM "Subscription"`).get().n,
    voucherRedeemed: db
      .prepare(`SELECT COUNT(*) AS n FROM "Voucher" WHERE "code" = ? AND "redeemedAt" IS NOT NULL`)
      .get(code).n,
  }));
  const ownerCodes = tally(ownerStatuses);
  const otherCodes = tally(otherStatuses);

  // ---- 3. A member's sign-in while one client sends ABUSE requests at once.
  const members = signups.filter((s) => s.status === 201).map((s) => s.person);
  log(
    `race: ${ABUSE_ROUNDS} sign-ins while one client sends ${ABUSE} sign-ups at once, then ${ABUSE} failed sign-ins...`,
  );
  const abuse = {
    signups: await signInUnderAbuse(base, "signups", members.slice(-ABUSE_ROUNDS), tag),
    failedLogins: await signInUnderAbuse(base, "failed-logins", members.slice(-2 * ABUSE_ROUNDS, -ABUSE_ROUNDS), tag),
  };
  const allAbuse = [...abuse.signups.latencies, ...abuse.failedLogins.latencies].sort((a, b) => a - b);
  abuse.all = {
    rounds: allAbuse.length,
    p50: percentile(allAbuse, 50),
    p99: percentile(allAbuse, 99),
    max: allAbuse.at(-1),
  };

  const eventLoop = {
    duringBurst: burstLoop,
    // Since the server started (its first requests load the app's code), the warm-up included, until the burst.
    beforeBurst: idleLoop,
    seconds: eventLoopSeconds(label, burstFrom, burstTo),
  };

  const checks = [
    [`every sign-up answered 201`, signupCodes["201"] === SIGNUPS, JSON.stringify(signupCodes)],
    [`${SIGNUPS} accounts in the database`, db1.accounts === SIGNUPS, db1.accounts],
    [`exactly ${LIMIT} vouchers issued (database)`, db1.vouchers === LIMIT, db1.vouchers],
    [
      `slots 1..${LIMIT}, none twice`,
      db1.distinctSlots === LIMIT && db1.minSlot === 1 && db1.maxSlot === LIMIT,
      `${db1.distinctSlots} distinct, ${db1.minSlot}..${db1.maxSlot}`,
    ],
    [
      `${LIMIT} different codes, ${LIMIT} different accounts`,
      db1.distinctCodes === LIMIT && db1.distinctOwners === LIMIT,
      `${db1.distinctCodes} codes, ${db1.distinctOwners} accounts`,
    ],
    [`each voucher tied to its account's e-mail`, db1.ownEmail === LIMIT, db1.ownEmail],
    [`${toRace} of the burst's sign-ups were answered with a code`, codesAnswered === toRace, codesAnswered],
    [
      `exactly 1 subscription for the code (database)`,
      db2.subscriptionsForCode === 1 && db2.subscriptionsInAll === 1,
      `${db2.subscriptionsForCode} for the code, ${db2.subscriptionsInAll} in all`,
    ],
    [`the voucher marked redeemed (database)`, db2.voucherRedeemed === 1, db2.voucherRedeemed],
    [
      `owner: one 200, the rest 409`,
      ownerCodes["200"] === 1 && ownerCodes["409"] === REDEMPTIONS - 1,
      JSON.stringify(ownerCodes),
    ],
    [`others: every attempt 403`, otherCodes["403"] === OTHERS * OTHER_TRIES, JSON.stringify(otherCodes)],
  ].map(([check, ok, got]) => ({ check, ok, got }));
  const failed = checks.filter((c) => !c.ok);

  const meta = machine();
  console.log(
    `\n== Race at scale, ${meta.date}: Node ${meta.node}, Next ${meta.next}; next start on 127.0.0.1, fresh database, VOUCHER_LIMIT ${LIMIT}`,
  );
  console.log(machineLine(meta));
  console.log(
    `${SIGNUPS} simultaneous sign-ups (connections opened first, requests written together) after ${WARMUP} to warm the server up: ${db1.vouchers} vouchers issued in all (database), ${codesAnswered} of them to the burst, in ${seconds(signupMs)} s (${(SIGNUPS / (signupMs / 1000)).toFixed(1)} sign-ups/s; each hashes a password); statuses ${JSON.stringify(signupCodes)}; kernel accept-queue overflows meanwhile: ${overflows ?? "n/a"}.`,
  );
  console.log(
    `Meanwhile GET /api/vouchers/status, one every ${PROBE_EVERY_MS} ms: ${responsiveness.probes} probes, p50 ${responsiveness.p50.toFixed(0)} ms, p99 ${responsiveness.p99.toFixed(0)} ms, max ${responsiveness.max.toFixed(0)} ms, ${responsiveness.failures} failed.`,
  );
  const loop = eventLoop.duringBurst;
  console.log(
    loop
      ? `The server's event-loop delay over the burst (monitorEventLoopDelay, sampled every 10 ms, so an idle loop reads ~10 ms): ${loop.samples} samples, p50 ${loop.p50.toFixed(1)} ms, p99 ${loop.p99.toFixed(1)} ms, max ${loop.max.toFixed(1)} ms.`
      : `The server's event-loop delay: not reported (a build from before BENCH_EVENT_LOOP existed).`,
  );
  if (cpu.serverMs !== null)
    console.log(
      `CPU over the burst: the server ${(cpu.serverMs / 1000).toFixed(1)} s (${(cpu.serverMs / signupMs).toFixed(2)} cores on average, ${(cpu.serverMs / SIGNUPS).toFixed(1)} ms per sign-up), the bench itself ${(cpu.benchMs / 1000).toFixed(1)} s.`,
    );
  console.log(
    `${REDEMPTIONS} simultaneous redemptions of one code by its owner (+${OTHERS * OTHER_TRIES} by others): ${db2.subscriptionsForCode} redeemed (database) in ${seconds(redeemMs)} s; owner ${JSON.stringify(ownerCodes)}, others ${JSON.stringify(otherCodes)}.`,
  );
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `A member's sign-in (POST /api/login) sent ${ABUSE_HEAD_START_MS} ms after one other client's ${ABUSE} requests at once, ${ABUSE_ROUNDS} rounds each, a new sending address each round:`,
  );
  for (const [what, result] of [
    [`${ABUSE} sign-ups`, abuse.signups],
    [`${ABUSE} failed sign-ins`, abuse.failedLogins],
  ])
    console.log(
      `  during ${what}: p50 ${ms(result.p50)}, max ${ms(result.max)}; their answers ${JSON.stringify(result.junkStatuses)}`,
    );
  console.log(
    `  all ${abuse.all.rounds} sign-ins: p50 ${ms(abuse.all.p50)}, p99 ${ms(abuse.all.p99)} (of ${abuse.all.rounds}: the slowest).`,
  );
  for (const c of checks) console.log(`  ${c.ok ? "ok  " : "FAIL"} ${c.check}: ${c.got}`);
  console.log(failed.length ? `RACE FAILED: ${failed.length} check(s) wrong.` : "Race: every count exact.");
  const file = writeResults("race.json", {
    ...meta,
    voucherLimit: LIMIT,
    signups: {
      warmup: WARMUP,
      count: SIGNUPS,
      listenOverflows: overflows,
      ms: signupMs,
      statuses: signupCodes,
      database: db1,
      codesAnswered,
      statusProbeDuringBurst: responsiveness,
      eventLoop,
      cpu,
    },
    redemptions: {
      code,
      owner: REDEMPTIONS,
      others: OTHERS * OTHER_TRIES,
      ms: redeemMs,
      ownerStatuses: ownerCodes,
      otherStatuses: otherCodes,
      database: db2,
    },
    signInUnderAbuse: { requestsAtOnce: ABUSE, headStartMs: ABUSE_HEAD_START_MS, ...abuse },
    checks,
    ok: failed.length === 0,
  });
  console.log(`Details: ${file}`);
  return { ok: failed.length === 0, checks };
}

/** The race's own server: a fresh database, the default voucher limit, payments off; stopped afterwards. */
export async function raceOnFreshServer() {
  const database = freshDatabase("bench-race");
  const { base, child } = await startNext(
    "race",
    root,
    PORTS.race,
    appEnv(database.url, { VOUCHER_LIMIT: String(LIMIT), BENCH_EVENT_LOOP: "1" }),
  );
  try {
    return await race({ base, database, label: "race", pid: child.pid });
  } finally {
    await stopServers([child]);
  }
}

if (isMain(import.meta.url))
  runAlone("race", async () => {
    prepareBuilds({ floor: false });
    return raceOnFreshServer();
  });
