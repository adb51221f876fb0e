// The start-up check (instrumentation.ts): a database the app cannot use stops a server with a
// message naming DATABASE_URL, never showing its password.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PrismaClient } from "@prisma/client";
import { connectDatabase } from "@/lib/db/adapter";
import { databaseProblem } from "@/lib/db/readiness";

const root = path.resolve(__dirname, "..", "..");
const opened: PrismaClient[] = [];
const open = (url: string) => {
  const client = connectDatabase(url);
  opened.push(client);
  return client;
};
const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
afterAll(async () => {
  await Promise.all(opened.map((client) => client.$disconnect().catch(() => {})));
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A SQLite file migrated as `npm run db:migrate` leaves it (the test databases skip Prisma's bookkeeping). */
function migratedSqlite(): string {
  const url = `file:${path.join(tempFolder("stepps-ready-"), "app.db")}`;
  const migrated = spawnSync(process.execPath, ["scripts/prisma.mjs", "migrate", "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });
  if (migrated.status !== 0) throw new Error(migrated.stderr);
  return url;
}

it("is content with a migrated database", async () => {
  const url = migratedSqlite();
  expect(await databaseProblem(open(url), url, root)).toBeNull();
}, 60_000);

it("names a database that lacks a migration of this version, and which", async () => {
  const url = migratedSqlite();
  // A checkout one migration ahead of the database: a copy of the migrations with one more.
  const ahead = tempFolder("stepps-ahead-");
  fs.cpSync(path.join(root, "prisma", "migrations"), path.join(ahead, "prisma", "migrations"), { recursive: true });
  fs.mkdirSync(path.join(ahead, "prisma", "migrations", "29990101000000_from_the_future"));
  expect(await databaseProblem(open(url), url, ahead)).toBe(
    `DATABASE_URL: the SQLite file ${url.slice(5)} lacks 1 migration(s) of this version (29990101000000_from_the_future); run \`npm run db:migrate\` (or \`npm run setup\`, which also seeds) with this DATABASE_URL.`,
  );
}, 60_000);

it("names a database with no migrations applied", async () => {
  const url = `file:${path.join(tempFolder("stepps-empty-"), "app.db")}`;
  expect(await databaseProblem(open(url), url, root)).toMatch(
    /^DATABASE_URL: the SQLite file .* has no migrations applied; run `npm run db:migrate`/,
  );
});

it("names a PostgreSQL server it cannot reach, without the password", async () => {
  // Port 1 on loopback: nothing listens there.
  const url = "postgresql://stepps:the-secret-password@127.0.0.1:1/stepps";
  const problem = await databaseProblem(open(url), url, root);
  expect(problem).toBe(
    "DATABASE_URL: cannot reach the PostgreSQL database stepps on 127.0.0.1:1. Is the server running, and the host and port right?",
  );
  expect(problem).not.toContain("the-secret-password");
});

// In the PostgreSQL pass, this file's database is a copy of a template `npm run db:migrate` made.
(process.env.STEPPS_TEST_ENGINE === "postgresql" ? it : it.skip)(
  "is content with a migrated PostgreSQL database",
  async () => {
    const url = process.env.DATABASE_URL!;
    expect(await databaseProblem(open(url), url, root)).toBeNull();
  },
);
