// Runs before each server test file: a fresh database with every migration applied and the catalogue
// seeded (a copy of the run's SQLite template, or in the server-postgresql project a copy of its cluster's
// template database), and the minimum environment the app needs.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { catalogueStatements } from "../../prisma/seed/catalogue";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepps-test-"));
const file = path.join(dir, "test.db");
const migrations = path.join(__dirname, "..", "..", "prisma", "migrations");

/** The migrated, seeded SQLite file every test file of the run copies: made once, by whichever file comes first. */
function sqliteTemplate(): string {
  const template = path.join(process.env.STEPPS_TEST_RUN_DIR ?? dir, "template.db");
  if (fs.existsSync(template)) return template;
  const draft = `${template}.${process.pid}.${path.basename(dir)}`;
  const sqlite = new Database(draft);
  for (const name of fs
    .readdirSync(migrations)
    .filter((n) => fs.statSync(path.join(migrations, n)).isDirectory())
    .sort()) {
    sqlite.exec(fs.readFileSync(path.join(migrations, name, "migration.sql"), "utf8"));
  }
  // The catalogue exactly as the seed writes it.
  for (const { sql, values } of catalogueStatements()) sqlite.prepare(sql).run(...values);
  sqlite.close();
  // Whole or not at all: two files that build it at once each rename a complete copy.
  fs.renameSync(draft, template);
  return template;
}

if (process.env.STEPPS_TEST_ENGINE === "postgresql") {
  // A copy of the migrated, seeded template the project's global setup made (__tests__/setup/postgres.mjs).
  const postgres = process.env.STEPPS_TEST_POSTGRES_URL;
  if (!postgres) throw new Error("the PostgreSQL project runs only with its global setup's cluster");
  const name = `test_${process.pid}_${path.basename(dir).replace(/\W/g, "").toLowerCase()}`;
  const made = spawnSync("psql", [postgres, "-qc", `CREATE DATABASE ${name} TEMPLATE stepps_template`], {
    encoding: "utf8",
  });
  if (made.status !== 0) throw new Error(`could not make the test database: ${made.stderr}`);
  process.env.DATABASE_URL = Object.assign(new URL(postgres), { pathname: `/${name}` }).toString();
} else {
  fs.copyFileSync(sqliteTemplate(), file);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.close();
  process.env.DATABASE_URL = `file:${file}`;
}
process.env.NEXTAUTH_SECRET = "test-secret-that-is-at-least-32-characters-long";
process.env.LOG_LEVEL = "silent";
// The lowest bcrypt cost keeps hundreds of test sign-ups fast; production uses BCRYPT_COST (default 10).
process.env.BCRYPT_COST = "4";
// Two hashing threads, whatever the machine: enough to show work running side by side (lib/accounts/hash-pool.ts).
process.env.HASH_WORKERS = "2";
// As behind one reverse proxy: a test's X-Forwarded-For is the client address (see clientAddressOf).
process.env.TRUSTED_PROXY_HOPS = "1";
// Sign-up races create hundreds of accounts from one address; the limit itself has its own test.
process.env.SIGNUP_LIMIT_PER_HOUR = "100000";
// Mail goes to the loopback SMTP server Jest's global setup started (__tests__/setup/global-setup.mjs), into
// this file's own box: the SMTP user names it, and the mailbox helper reads only that box.
if (process.env.SMTP_URL) {
  process.env.STEPPS_TEST_MAILBOX = path.basename(dir);
  process.env.SMTP_URL = Object.assign(new URL(process.env.SMTP_URL), {
    username: process.env.STEPPS_TEST_MAILBOX,
    password: "test",
  }).toString();
}
// Payments on, against Paystack's real base URL: msw answers for it at the network edge.
process.env.PAYMENTS_ENABLED = "true";
process.env.PAYSTACK_SECRET_KEY = "sk_test_jest_secret";
process.env.PAYSTACK_PUBLIC_KEY = "pk_test_jest_public";
process.env.UPLOAD_DIR = path.join(dir, "uploads");
process.env.STEPPS_TEST_DB_DIR = dir;
