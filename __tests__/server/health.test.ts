// /api/health says the process answers; /api/ready says whether this server should take traffic: the
// database answers, its migrations are this version's, the scheduler's rounds are running. Both are
// cheap under a flood of probes and say nothing about anyone.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { databaseEngine } from "@/lib/database-url";
import { db } from "@/lib/db/client";
import { startScheduler, type Scheduler } from "@/lib/scheduler";
import { getRequest, noContext } from "../helpers/requests";

const onPostgres = databaseEngine(process.env.DATABASE_URL!) === "postgresql";
const migrationsFolder = path.join(__dirname, "..", "..", "prisma", ...(onPostgres ? ["postgres"] : []), "migrations");
const committed = fs
  .readdirSync(migrationsFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

let clock = Date.parse("2026-11-28T08:00:00Z");
/** Past the one second an answer is shared for, so each check below is asked afresh. */
const later = (ms = 1_001) => jest.setSystemTime((clock += ms));

const askReady = async () => {
  const response = await ready(getRequest("/api/ready"), noContext);
  return { status: response.status, cache: response.headers.get("cache-control"), body: await response.json() };
};

/** `_prisma_migrations` as `prisma migrate deploy` leaves it, holding `names`. */
async function recordMigrations(names: string[]) {
  await db.$executeRawUnsafe(
    `CREATE TABLE IF NOT EXISTS "_prisma_migrations" ("id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMP, "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMP, "started_at" TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`,
  );
  await db.$executeRawUnsafe(`DELETE FROM "_prisma_migrations"`);
  for (const name of names) {
    await db.$executeRaw`INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "finished_at") VALUES (${randomUUID()}, ${"checksum"}, ${name}, ${new Date()})`;
  }
}

let scheduler: Scheduler | null = null;
beforeAll(() => {
  // Only the clock: the database driver and the scheduler's timers keep real time.
  jest.useFakeTimers({
    now: clock,
    doNotFake: [
      "nextTick",
      "setImmediate",
      "clearImmediate",
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "queueMicrotask",
      "hrtime",
      "performance",
    ],
  });
});
afterAll(async () => {
  await scheduler?.stop();
  jest.useRealTimers();
});

it("/api/health answers 200 without touching anything, never cached", async () => {
  const response = await health(getRequest("/api/health"), noContext);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok" });
});

it("/api/ready is 503 until the migrations are recorded and the scheduler runs, then 200", async () => {
  // The SQLite test database is copied without Prisma's table: the database answers, it has no migrations.
  if (!onPostgres) {
    expect(await askReady()).toEqual({
      status: 503,
      cache: "no-store",
      body: { status: "not-ready", checks: { database: "ok", migrations: "behind", scheduler: "not-started" } },
    });
  }

  await recordMigrations(committed.slice(0, -1));
  later();
  expect(await askReady()).toEqual({
    status: 503,
    cache: "no-store",
    body: { status: "not-ready", checks: { database: "ok", migrations: "behind", scheduler: "not-started" } },
  });

  await recordMigrations(committed);
  later();
  expect((await askReady()).body.checks).toEqual({ database: "ok", migrations: "ok", scheduler: "not-started" });

  scheduler = startScheduler({ intervalMs: 20, round: async () => {} });
  later();
  expect(await askReady()).toEqual({
    status: 200,
    cache: "no-store",
    body: { status: "ready", checks: { database: "ok", migrations: "ok", scheduler: "ok" } },
  });
});

it("says the scheduler is late once no round has ended for three intervals and a minute, and ok when one does", async () => {
  let rounds = 0;
  let hold: Promise<void> = Promise.resolve();
  await scheduler?.stop();
  scheduler = startScheduler({
    intervalMs: 20,
    round: async () => {
      rounds += 1;
      await hold;
    },
  });
  await until(() => rounds > 0);

  let release!: () => void;
  hold = new Promise((resolve) => (release = resolve));
  const stuckAt = rounds;
  await until(() => rounds > stuckAt); // a round has begun and waits
  later(61_000);
  expect(await askReady()).toEqual({
    status: 503,
    cache: "no-store",
    body: { status: "not-ready", checks: { database: "ok", migrations: "ok", scheduler: "late" } },
  });

  release();
  await until(() => rounds > stuckAt + 1);
  later();
  expect((await askReady()).status).toBe(200);
});

it("answers a flood of probes with one database query a second, all of them, none refused", async () => {
  later();
  const queries = jest.spyOn(db, "$queryRawUnsafe");
  const answers = await Promise.all(Array.from({ length: 300 }, () => askReady()));
  expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
  expect(queries).toHaveBeenCalledTimes(1);
  later();
  await askReady();
  expect(queries).toHaveBeenCalledTimes(2);
  queries.mockRestore();
});

(onPostgres ? it : it.skip)(
  "says the database is unreachable while PostgreSQL refuses connections, and recovers",
  async () => {
    const name = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    const admin = new URL(process.env.DATABASE_URL!);
    admin.pathname = "/postgres";
    const { Client } = await import("pg");
    const outside = new Client({ connectionString: admin.toString() });
    await outside.connect();
    try {
      await outside.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await outside.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
      later();
      expect((await askReady()).body).toEqual({
        status: "not-ready",
        checks: { database: "unreachable", migrations: "unknown", scheduler: "ok" },
      });
    } finally {
      await outside.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await outside.end();
    }
    later();
    expect((await askReady()).status).toBe(200);
  },
);

async function until(condition: () => boolean) {
  for (const started = performance.now(); !condition();) {
    if (performance.now() - started > 5_000) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
