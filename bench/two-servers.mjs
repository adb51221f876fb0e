#!/usr/bin/env node
/**
 * Two app servers on one PostgreSQL, behind a round-robin reverse proxy (nginx, loopback only), with
 * their uploads and mail in shared folders: what running Stepps on more than one machine looks like.
 * Each server is pinned to a core of its own (taskset), as if it were a machine of its own. Through
 * the proxy:
 *   1. SIGNUPS simultaneous sign-ups (after a warm-up) issue exactly LIMIT vouchers;
 *   2. REDEMPTIONS simultaneous redemptions of one code, split across both servers, redeem it once;
 *   3. a paid plan's Paystack webhook sent to one server and its callback check to the other, several
 *      times each at once, grant it once, with one receipt;
 *   4. a session made on one server is honoured on the other, and logout on one ends it on both;
 *   5. a rate limit counts across both (LOGIN_EMAIL_LIMIT wrong passwords for one e-mail at once);
 *   6. a post's picture uploaded through one server is served by the other (shared upload storage);
 *   7. both servers' schedulers run every second, and each due plan reminder goes out exactly once;
 *   8. JOINERS Entrepreneurship members join one group with SEATS seats at once, split across both
 *      servers: exactly SEATS are seated;
 *   9. requests after idling past the app's keep-alive time (nginx's upstream connections idle too)
 *      get no 502, and nginx logs no connection reset.
 * Then the figures: the same sign-up burst through the proxy with two servers, with one server (same
 * PostgreSQL, fresh database), and with one server on SQLite: sign-ups/s and p99.
 *
 *   node bench/two-servers.mjs [--no-build]   the full proof with its figures (bench/results/two-servers.json)
 *   node bench/two-servers.mjs --check        a small, fast proof (no figures) on an existing build;
 *                                             `npm run test:servers` (part of `npm test`, after the
 *                                             end-to-end tests) runs it on theirs (BENCH_DIST_DIR=.next-e2e)
 * Exit code 1 when a count is wrong. Needs Debian's postgresql and nginx (.ci/run installs them).
 */
import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { simpleParser } from "mailparser";
import pg from "pg";
import { startCluster, stopCluster } from "../scripts/postgres-cluster.mjs";
import { openConnections, signUpOn } from "./race.mjs";
import {
  appEnv,
  argv,
  BENCH_MAIL_DIR,
  benchPerson,
  confirmAddress,
  cookieClient,
  freePort,
  freshDatabase,
  isMain,
  log,
  machine,
  machineLine,
  PAYSTACK,
  percentile,
  postPicture,
  prepareBuilds,
  root,
  run,
  runAlone,
  signIn,
  sleep,
  spawnLogged,
  startNext,
  startPaystack,
  stopServers,
  waitFor,
  writeResults,
} from "./support.mjs";

const CHECK = argv.includes("--check");
/** The check is small and fast (the lowest bcrypt cost); the full run is the size of bench/race.mjs. */
const SIZE = CHECK
  ? { signups: 120, limit: 100, warmup: 10, redemptions: 60, joiners: 30, seats: 10, bcryptCost: "4" }
  : { signups: 1200, limit: 1000, warmup: 20, redemptions: 200, joiners: 100, seats: 10, bcryptCost: undefined };
/** The group the join race fills (lib/entrepreneurship/group-catalogue.ts). */
const RACE_GROUP = "group-vuka-ventures";
const PAYMENT_RACERS = 5; // webhooks to one server, and as many callback checks to the other, at once
const LOGIN_EMAIL_LIMIT = 10; // lib/accounts/credentials.ts
/**
 * Idle connections: the app keeps them longer than nginx keeps its own to it (as docs/operations.md
 * says, 65 s and 60 s), here scaled down so the proof can idle past both.
 */
const APP_IDLE_SECONDS = 3;
const PROXY_IDLE_SECONDS = 2;
const WRONG_PASSWORDS = 2 * LOGIN_EMAIL_LIMIT;
const REMINDED = 20;

const tally = (values) => values.reduce((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {});
/** 198.19.x.y: one client address per sign-up (RFC 2544's benchmarking range), as in bench/race.mjs. */
const clientAddress = (n) => `198.19.${(n >> 8) & 255}.${n & 255}`;

// ---- nginx, round robin over the servers, on loopback.
const nginxDirs = [];
async function startProxy(label, upstreams) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepps-nginx-"));
  fs.chmodSync(dir, 0o777); // nginx's workers run as nobody when it is started as root
  const port = await freePort(0);
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  log_format upstream '$request_method $uri $status $upstream_addr';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 12m;
  upstream stepps {
    ${upstreams.map((base) => `server ${new URL(base).host};`).join("\n    ")}
    keepalive 64;
    keepalive_timeout ${PROXY_IDLE_SECONDS}s;
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location / {
      proxy_pass http://stepps;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 600s;
      # A request is never sent to a second server: a sign-up or a payment must not run twice.
      proxy_next_upstream off;
    }
  }
}`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  nginxDirs.push(dir);
  const nginx = ["/usr/sbin/nginx", ...(process.env.PATH ?? "").split(":").map((dir) => path.join(dir, "nginx"))].find(
    (file) => fs.existsSync(file),
  );
  if (!nginx) throw new Error("nginx is not installed (apt-get install -y nginx); the two-server proof runs behind it");
  const child = spawnLogged(`nginx-${label}`, nginx, [
    "-p",
    dir,
    "-c",
    path.join(dir, "nginx.conf"),
    "-g",
    "daemon off;",
  ]);
  const base = `http://127.0.0.1:${port}`;
  // nginx's upstreams answer ready through it, as a load balancer's probe sees them.
  await waitFor(`nginx-${label}`, child, `${base}/api/ready`, { status: 200 });
  return {
    base,
    child,
    dir,
    /**
     * Which upstream answered each logged request to `pathname`: { "127.0.0.1:port": count }. nginx
     * writes a request's line just after its answer has gone, so this first waits a moment.
     */
    upstreamsOf: async (pathname) => {
      await sleep(200);
      return tally(
        fs
          .readFileSync(path.join(dir, "access.log"), "utf8")
          .split("\n")
          .filter((line) => line.split(" ")[1] === pathname)
          .map((line) => line.split(" ")[3]),
      );
    },
  };
}

// ---- Databases: PostgreSQL (a throw-away cluster, a migrated and seeded template, a copy per run) or SQLite.
const TEMPLATE = "stepps_bench_template";

async function pgQuery(url, sql, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const databaseUrl = (cluster, name) => Object.assign(new URL(cluster.url), { pathname: `/${name}` }).toString();

async function preparePostgres() {
  log("starting a throw-away PostgreSQL cluster...");
  const cluster = await startCluster();
  await pgQuery(cluster.url, `CREATE DATABASE ${TEMPLATE}`);
  run("setup-two-servers", process.execPath, ["scripts/setup.mjs"], {
    env: { DATABASE_URL: databaseUrl(cluster, TEMPLATE) },
  });
  let copies = 0;
  return {
    cluster,
    /** A fresh copy of the template: { url, count(sql) }. */
    async fresh() {
      const name = `stepps_bench_${++copies}`;
      fs.rmSync(BENCH_MAIL_DIR, { recursive: true, force: true });
      await pgQuery(cluster.url, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
      const url = databaseUrl(cluster, name);
      return { engine: "postgresql", url, rows: (sql, values) => pgQuery(url, sql, values) };
    },
  };
}

function freshSqlite() {
  const database = freshDatabase("bench-two-servers");
  return {
    engine: "sqlite",
    url: database.url,
    async rows(sql, values = []) {
      const db = new Database(database.file, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql.replace(/\$\d+/g, "?")).all(...values);
      } finally {
        db.close();
      }
    },
  };
}

const count = async (database, sql, values) => Number((await database.rows(sql, values))[0].n);

// ---- Servers.
/** The folder both servers store uploads in (made for each run of the proof). */
let uploads;

/** `servers` app servers on `database`, one core each, behind the proxy. */
async function startStackOn({ database, servers, paystackBase, label }) {
  const env = appEnv(database.url, {
    paystackBase,
    VOUCHER_LIMIT: String(SIZE.limit),
    UPLOAD_DIR: uploads,
    // The bench is the client's own edge (its X-Forwarded-For names the client), nginx the second hop.
    TRUSTED_PROXY_HOPS: "2",
    SCHEDULER_INTERVAL_SECONDS: "1",
    HTTP_KEEP_ALIVE_SECONDS: String(APP_IDLE_SECONDS),
    ...(SIZE.bcryptCost ? { BCRYPT_COST: SIZE.bcryptCost } : {}),
  });
  const cpuCount = os.availableParallelism();
  const apps = await Promise.all(
    Array.from({ length: servers }, (_, i) =>
      startNext(`${label}-${i + 1}`, root, 0, env, { cpus: String(i % cpuCount) }),
    ),
  );
  const proxy = await startProxy(
    label,
    apps.map((app) => app.base),
  );
  return { apps, proxy, children: [...apps.map((app) => app.child), proxy.child] };
}

// ---- 1. The sign-up burst through the proxy.
async function signupBurst(base, tag) {
  const post = (person, from) =>
    fetch(`${base}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify(person),
    }).then(async (response) => ({ status: response.status, body: await response.json().catch(() => null) }));
  for (let i = 0; i < SIZE.warmup; i += 10) {
    const warm = await Promise.all(
      Array.from({ length: Math.min(10, SIZE.warmup - i) }, (_, j) =>
        post(benchPerson(`warm.${tag}.${i + j}@example.co.za`), `198.18.254.${i + j + 1}`),
      ),
    );
    if (warm.some((answer) => answer.status !== 201))
      throw new Error(`a warm-up sign-up failed: ${JSON.stringify(warm)}`);
  }
  const people = Array.from({ length: SIZE.signups }, (_, i) => benchPerson(`race.${tag}.${i}@example.co.za`));
  const sockets = await openConnections(base, SIZE.signups);
  log(`${SIZE.signups} sign-ups at once through the proxy...`);
  const started = performance.now();
  const answers = await Promise.all(people.map((person, i) => signUpOn(sockets[i], person, clientAddress(i))));
  const ms = performance.now() - started;
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    answers,
    ms,
    perSecond: SIZE.signups / (ms / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses: tally(answers.map((a) => a.status)),
  };
}

async function signupCounts(database, tag) {
  return {
    accounts: await count(database, `SELECT COUNT(*) AS n FROM "User" WHERE "email" LIKE $1`, [`race.${tag}.%`]),
    vouchers: await count(database, `SELECT COUNT(*) AS n FROM "Voucher"`),
    distinctSlots: await count(database, `SELECT COUNT(DISTINCT "slot") AS n FROM "Voucher"`),
    maxSlot: await count(database, `SELECT MAX("slot") AS n FROM "Voucher"`),
    distinctCodes: await count(database, `SELECT COUNT(DISTINCT "code") AS n FROM "Voucher"`),
  };
}

function signupChecks(burst, counts, servedBy) {
  const checks = [
    [`every sign-up answered 201`, burst.statuses["201"] === SIZE.signups, JSON.stringify(burst.statuses)],
    [`${SIZE.signups} accounts (database)`, counts.accounts === SIZE.signups, counts.accounts],
    [
      `exactly ${SIZE.limit} vouchers, slots 1..${SIZE.limit} once each, codes all different (database)`,
      counts.vouchers === SIZE.limit &&
        counts.distinctSlots === SIZE.limit &&
        counts.maxSlot === SIZE.limit &&
        counts.distinctCodes === SIZE.limit,
      JSON.stringify(counts),
    ],
    [
      `${SIZE.limit - SIZE.warmup} of the burst answered with a code`,
      burst.answers.filter((a) => a.voucherCode).length === SIZE.limit - SIZE.warmup,
      burst.answers.filter((a) => a.voucherCode).length,
    ],
  ];
  if (servedBy)
    checks.push([
      `the sign-ups were shared by both servers`,
      Object.keys(servedBy).length === 2,
      JSON.stringify(servedBy),
    ]);
  return checks;
}

// ---- 2-7. The rest of the proof, on the two-server stack.
async function redemptionRace({ proxy, database, burst }) {
  const [owner] = burst.answers.filter((a) => a.voucherCode);
  const client = cookieClient(proxy.base, { "x-forwarded-for": "198.18.255.1" });
  await confirmAddress(client, owner.person.email);
  await signIn(client, owner.person);
  const statuses = await Promise.all(
    Array.from({ length: SIZE.redemptions }, () =>
      client.json("/api/vouchers/redeem", { voucherCode: owner.voucherCode, planId: "venting" }).then(
        (r) => r.status,
        (e) => `error: ${e.cause?.code ?? e.message}`,
      ),
    ),
  );
  const codes = tally(statuses);
  const subscriptions = await count(database, `SELECT COUNT(*) AS n FROM "Subscription" WHERE "reference" = $1`, [
    owner.voucherCode,
  ]);
  const servedBy = await proxy.upstreamsOf("/api/vouchers/redeem");
  return {
    owner: { ...owner, client },
    checks: [
      [
        `${SIZE.redemptions} redemptions of one code at once: one 200, the rest 409`,
        codes["200"] === 1 && codes["409"] === SIZE.redemptions - 1,
        JSON.stringify(codes),
      ],
      [`exactly one subscription for the code (database)`, subscriptions === 1, subscriptions],
      [`the redemptions were split across both servers`, Object.keys(servedBy).length === 2, JSON.stringify(servedBy)],
    ],
  };
}

async function paymentRace({ apps, proxy, database, paystackBase, burst }) {
  const [, payer] = burst.answers.filter((a) => a.status === 201);
  const viaProxy = cookieClient(proxy.base, { "x-forwarded-for": "198.18.255.2" });
  await signIn(viaProxy, payer.person);
  const started = await viaProxy.json("/api/payments/initialize", { planId: "gold" });
  if (started.status !== 201) throw new Error(`payment initialize answered ${started.status}: ${await started.text()}`);
  const { reference } = await started.json();
  if (!(await fetch(`${paystackBase}/__test/pay/${reference}`, { method: "POST" })).ok)
    throw new Error("the Paystack stand-in refused the payment");
  // The event Paystack would send: the transaction as its API reports it, signed with the secret key.
  const verified = await fetch(`${paystackBase}/transaction/verify/${reference}`, {
    headers: { authorization: `Bearer ${PAYSTACK.secret}` },
  });
  const body = JSON.stringify({ event: "charge.success", data: (await verified.json()).data });
  const signature = createHmac("sha512", PAYSTACK.secret).update(body).digest("hex");
  const cookie = viaProxy.cookie();
  const [first, second] = apps;
  const answers = await Promise.all([
    ...Array.from({ length: PAYMENT_RACERS }, () =>
      fetch(`${first.base}/api/paystack/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-paystack-signature": signature },
        body,
      }).then((r) => `webhook ${r.status}`),
    ),
    ...Array.from({ length: PAYMENT_RACERS }, () =>
      fetch(`${second.base}/api/payments/verify`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ reference }),
      }).then((r) => `callback ${r.status}`),
    ),
  ]);
  const codes = tally(answers);
  const grants = await count(database, `SELECT COUNT(*) AS n FROM "Subscription" WHERE "reference" = $1`, [reference]);
  const receipts = await count(database, `SELECT COUNT(*) AS n FROM "OutboxMail" WHERE "key" = $1`, [
    `receipt:${reference}`,
  ]);
  return [
    [
      `${PAYMENT_RACERS} webhooks to one server and ${PAYMENT_RACERS} callback checks to the other, at once: all answered 200`,
      codes["webhook 200"] === PAYMENT_RACERS && codes["callback 200"] === PAYMENT_RACERS,
      JSON.stringify(codes),
    ],
    [
      `the payment granted once, with one receipt (database)`,
      grants === 1 && receipts === 1,
      `${grants} grant(s), ${receipts} receipt(s)`,
    ],
  ];
}

async function sessionsAcross({ apps, owner }) {
  const [first, second] = apps;
  const onFirst = cookieClient(first.base);
  await signIn(onFirst, owner.person);
  const statusOn = async (base) =>
    (await fetch(`${base}/api/user/status`, { headers: { cookie: onFirst.cookie() } })).status;
  const before = [await statusOn(first.base), await statusOn(second.base)];
  const cookie = onFirst.cookie();
  const out = await fetch(`${first.base}/api/logout`, { method: "POST", headers: { cookie } });
  const after = await Promise.all(
    [first.base, second.base].map(
      async (base) => (await fetch(`${base}/api/user/status`, { headers: { cookie } })).status,
    ),
  );
  return [
    [`a session made on one server is honoured on both`, before.every((s) => s === 200), JSON.stringify(before)],
    [
      `logout on one server ends it on both (the old cookie is refused)`,
      out.status === 200 && after.every((s) => s === 401),
      `logout ${out.status}; then ${JSON.stringify(after)}`,
    ],
  ];
}

async function rateLimitAcross({ proxy, burst }) {
  const [, , member] = burst.answers.filter((a) => a.status === 201);
  const statuses = await Promise.all(
    Array.from({ length: WRONG_PASSWORDS }, () =>
      fetch(`${proxy.base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.18.253.1" },
        body: JSON.stringify({ email: member.person.email, password: "not-the-password-1" }),
      }).then((r) => r.status),
    ),
  );
  const codes = tally(statuses);
  const servedBy = await proxy.upstreamsOf("/api/login");
  return [
    [
      `${WRONG_PASSWORDS} wrong passwords for one e-mail at once, across both servers: exactly ${LOGIN_EMAIL_LIMIT} checked, the rest 429`,
      codes["401"] === LOGIN_EMAIL_LIMIT && codes["429"] === WRONG_PASSWORDS - LOGIN_EMAIL_LIMIT,
      JSON.stringify(codes),
    ],
    [`the sign-ins were split across both servers`, Object.keys(servedBy).length === 2, JSON.stringify(servedBy)],
  ];
}

async function uploadAcross({ apps, owner }) {
  const [first, second] = apps;
  const client = cookieClient(first.base);
  await signIn(client, owner.person);
  await client.call("/api/auth/session"); // the session token with the plan the redemption gave
  const posted = await postPicture(client, owner.person.email);
  const { post } = posted.status === 201 ? await posted.json() : { post: null };
  const served = post
    ? await fetch(`${second.base}${post.file.mediaUrl}`, { headers: { cookie: client.cookie() } })
    : null;
  const bytes = served?.ok ? (await served.arrayBuffer()).byteLength : 0;
  return [
    [
      `a picture uploaded through one server is served by the other`,
      posted.status === 201 && served?.status === 200 && bytes > 0,
      `upload ${posted.status}, other server ${served?.status ?? "-"} (${bytes} bytes)`,
    ],
  ];
}

async function remindersOnce({ database, burst }) {
  const members = burst.answers.filter((a) => a.status === 201).slice(-REMINDED);
  const ids = await database.rows(`SELECT "id", "email" FROM "User" WHERE "email" = ANY($1)`, [
    members.map((m) => m.person.email),
  ]);
  const endsAt = new Date(Date.now() + 3 * 86_400_000);
  for (const { id } of ids)
    await database.rows(
      `INSERT INTO "Subscription" ("id", "userId", "planId", "source", "reference", "startsAt", "endsAt")
       VALUES ($1, $2, 'venting', 'grant', $3, $4, $5)`,
      // Dates as UTC text: node-postgres writes a Date in the machine's time zone.
      [
        `two-servers-${id}`,
        id,
        `grant:two-servers-${id}`,
        new Date(endsAt.getTime() - 30 * 86_400_000).toISOString(),
        endsAt.toISOString(),
      ],
    );
  log(`${ids.length} plans end in 3 days; waiting for both servers' schedulers to send their reminders...`);
  const sent = () =>
    count(database, `SELECT COUNT(*) AS n FROM "OutboxMail" WHERE "key" LIKE 'reminder:%' AND "sentAt" IS NOT NULL`);
  for (const deadline = Date.now() + 60_000; Date.now() < deadline && (await sent()) < ids.length;) await sleep(500);
  await sleep(3000); // more rounds on both servers, which must send nothing more
  const addresses = new Set(ids.map((row) => row.email));
  const received = {};
  for (const name of fs.readdirSync(BENCH_MAIL_DIR)) {
    const message = await simpleParser(fs.readFileSync(path.join(BENCH_MAIL_DIR, name)));
    const to = message.to?.value?.[0]?.address;
    if (addresses.has(to) && /plan ends on/.test(message.subject ?? "")) received[to] = (received[to] ?? 0) + 1;
  }
  const perMember = tally(Object.values(received));
  const queued = await count(database, `SELECT COUNT(*) AS n FROM "OutboxMail" WHERE "key" LIKE 'reminder:%'`);
  return [
    [
      `each of ${ids.length} due reminders queued once and e-mailed exactly once, with both schedulers running`,
      queued === ids.length && Object.keys(received).length === ids.length && perMember["1"] === ids.length,
      `${queued} queued; e-mails per member ${JSON.stringify(perMember)}`,
    ],
  ];
}

async function joinRace({ proxy, database, burst }) {
  // Voucher holders the other checks leave alone: the redemption's, the payment's and the rate limit's
  // members come first, the reminders' last.
  const created = burst.answers.filter((a) => a.status === 201);
  const taken = new Set(
    [burst.answers.find((a) => a.voucherCode), ...created.slice(0, 3), ...created.slice(-REMINDED)].map(
      (a) => a.person.email,
    ),
  );
  const joiners = burst.answers.filter((a) => a.voucherCode && !taken.has(a.person.email)).slice(0, SIZE.joiners);
  if (joiners.length < SIZE.joiners) throw new Error(`join race: only ${joiners.length} voucher holders free`);
  // Their addresses confirmed in the database (a voucher needs one; confirming by link is check 1's ground).
  await database.rows(`UPDATE "User" SET "emailVerified" = $1 WHERE "email" = ANY($2)`, [
    new Date().toISOString(),
    joiners.map((a) => a.person.email),
  ]);
  const clients = await Promise.all(
    joiners.map(async (answer, n) => {
      const client = cookieClient(proxy.base, { "x-forwarded-for": `198.18.252.${n + 1}` });
      await signIn(client, answer.person);
      const redeemed = await client.json("/api/vouchers/redeem", {
        voucherCode: answer.voucherCode,
        planId: "entrepreneur",
      });
      if (redeemed.status !== 200) throw new Error(`join race: redemption answered ${redeemed.status}`);
      await client.call("/api/auth/session"); // the session token with the plan
      return client;
    }),
  );
  await database.rows(`UPDATE "LearnerGroup" SET "capacity" = $1 WHERE "id" = $2`, [SIZE.seats, RACE_GROUP]);
  const statuses = await Promise.all(
    clients.map((client) =>
      client.json("/api/dashboard/entrepreneurship/groups/join", { scope: "local", groupId: RACE_GROUP }).then(
        (r) => r.status,
        (e) => `error: ${e.cause?.code ?? e.message}`,
      ),
    ),
  );
  const codes = tally(statuses);
  const seated = await count(
    database,
    `SELECT COUNT(*) AS n FROM "GroupMembership" WHERE "groupId" = $1 AND "scope" = 'local'`,
    [RACE_GROUP],
  );
  const servedBy = await proxy.upstreamsOf("/api/dashboard/entrepreneurship/groups/join");
  return [
    [
      `${SIZE.joiners} joins of a ${SIZE.seats}-seat group at once: ${SIZE.seats} answered 201, the rest 409`,
      codes["201"] === SIZE.seats && codes["409"] === SIZE.joiners - SIZE.seats,
      JSON.stringify(codes),
    ],
    [`exactly ${SIZE.seats} members in the group (database)`, seated === SIZE.seats, seated],
    [`the joins were split across both servers`, Object.keys(servedBy).length === 2, JSON.stringify(servedBy)],
  ];
}

// ---- 9. Idle connections: bursts with pauses between them, the last past the app's idle time.
async function idleConnections({ proxy }) {
  const burst = () =>
    Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${proxy.base}/api/auth/csrf`).then(
          async (response) => (await response.arrayBuffer(), response.status),
          (error) => `error: ${error.cause?.code ?? error.name}`,
        ),
      ),
    );
  const statuses = [...(await burst())];
  // Between nginx's idle time and the app's, then past the app's: the pauses that once ended in 502.
  for (const pause of [(PROXY_IDLE_SECONDS + APP_IDLE_SECONDS) / 2, APP_IDLE_SECONDS + 1]) {
    await sleep(pause * 1000);
    statuses.push(...(await burst()));
  }
  const errorLog = fs.readFileSync(path.join(proxy.dir, "error.log"), "utf8");
  const resets = (errorLog.match(/Connection reset by peer|prematurely closed connection/g) ?? []).length;
  const counts = tally(statuses);
  return [
    [
      `${statuses.length} requests in bursts around idle pauses past the app's ${APP_IDLE_SECONDS} s: no 502`,
      statuses.every((status) => status === 200) && resets === 0,
      `${JSON.stringify(counts)}; nginx resets logged: ${resets}`,
    ],
  ];
}

// ---- The runs.
async function burstOn({ database, servers, paystackBase, label }) {
  const stack = await startStackOn({ database, servers, paystackBase, label });
  const tag = `${label}.${Date.now().toString(36)}`;
  const burst = await signupBurst(stack.proxy.base, tag);
  const counts = await signupCounts(database, tag);
  return { stack, burst, counts, tag };
}

const summary = (label, { burst, counts }) => ({
  label,
  perSecond: burst.perSecond,
  seconds: burst.ms / 1000,
  p50: burst.p50,
  p99: burst.p99,
  statuses: burst.statuses,
  vouchers: counts.vouchers,
});

/** The proof and its figures on the current build (bench/run.mjs's "two-servers" stage); `{ ok }`. */
export async function twoServers() {
  const began = Date.now();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), "stepps-shared-uploads-"));
  const postgres = await preparePostgres();
  const paystack = await startPaystack();
  const checks = [];
  const figures = [];
  try {
    // Two servers: the burst, then the rest of the proof on the same stack.
    const database = await postgres.fresh();
    const two = await burstOn({ database, servers: 2, paystackBase: paystack.base, label: "two" });
    try {
      checks.push(...signupChecks(two.burst, two.counts, await two.stack.proxy.upstreamsOf("/api/signup")));
      figures.push(summary("2 servers, PostgreSQL", two));
      const context = { ...two.stack, database, burst: two.burst, paystackBase: paystack.base };
      const redemption = await redemptionRace(context);
      checks.push(...redemption.checks);
      checks.push(...(await paymentRace(context)));
      checks.push(...(await sessionsAcross({ ...context, owner: redemption.owner })));
      checks.push(...(await rateLimitAcross(context)));
      checks.push(...(await uploadAcross({ ...context, owner: redemption.owner })));
      checks.push(...(await remindersOnce(context)));
      checks.push(...(await joinRace(context)));
      checks.push(...(await idleConnections(context)));
    } finally {
      await stopServers(two.stack.children);
    }
    if (!CHECK) {
      for (const [label, database] of [
        ["1 server, PostgreSQL", await postgres.fresh()],
        ["1 server, SQLite", freshSqlite()],
      ]) {
        const one = await burstOn({
          database,
          servers: 1,
          label: label.startsWith("1 server, P") ? "one-pg" : "one-sqlite",
        });
        try {
          checks.push(
            ...signupChecks(one.burst, one.counts).map(([check, ok, got]) => [`${label}: ${check}`, ok, got]),
          );
          figures.push(summary(label, one));
        } finally {
          await stopServers(one.stack.children);
        }
      }
    }
  } finally {
    await stopServers();
    stopCluster(postgres.cluster.dir);
  }

  const results = checks.map(([check, ok, got]) => ({ check, ok, got }));
  const failed = results.filter((c) => !c.ok);
  const meta = machine();
  console.log(
    `\n== Two app servers on one PostgreSQL behind nginx (round robin), ${meta.date}: Node ${meta.node}, Next ${meta.next}; each server pinned to one core`,
  );
  console.log(machineLine(meta));
  if (figures.length) {
    console.log(
      `${SIZE.signups} simultaneous sign-ups through the proxy (after ${SIZE.warmup}), VOUCHER_LIMIT ${SIZE.limit}:`,
    );
    for (const f of figures)
      console.log(
        `  ${f.label.padEnd(22)} ${f.perSecond.toFixed(1).padStart(6)} sign-ups/s  (${f.seconds.toFixed(1)} s)  p50 ${f.p50.toFixed(0)} ms  p99 ${f.p99.toFixed(0)} ms  vouchers ${f.vouchers}`,
      );
    const [two, one] = figures;
    if (one) console.log(`  two servers / one server: ${(two.perSecond / one.perSecond).toFixed(2)}x (goal >= 1.6x)`);
  }
  for (const c of results) console.log(`  ${c.ok ? "ok  " : "FAIL"} ${c.check}: ${c.got}`);
  console.log(
    failed.length ? `TWO-SERVER PROOF FAILED: ${failed.length} check(s) wrong.` : "Two servers: every count exact.",
  );
  if (!CHECK) {
    const file = writeResults("two-servers.json", {
      ...meta,
      size: SIZE,
      figures,
      checks: results,
      ok: !failed.length,
    });
    console.log(`Details: ${file}`);
  }
  for (const dir of [uploads, ...nginxDirs.splice(0)]) fs.rmSync(dir, { recursive: true, force: true });
  log(`the two-server proof took ${((Date.now() - began) / 1000).toFixed(0)} s`);
  return { ok: failed.length === 0 };
}

if (isMain(import.meta.url))
  runAlone("two-servers", async () => {
    prepareBuilds({ floor: false });
    return twoServers();
  });
