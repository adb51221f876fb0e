#!/usr/bin/env node
// Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL that takes a database with every
// committed migration applied to prisma/schema.prisma. (`prisma migrate dev` and shadow-database diffs
// do not work with the WebAssembly engine; this applies the migrations to a temporary file instead.)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:new-migration -- <name_in_snake_case>");
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const migrations = path.join(root, "prisma", "migrations");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "stepps-migration-"));
const dbFile = path.join(tmp, "current.db");

const sqlite = new Database(dbFile);
for (const dir of fs
  .readdirSync(migrations)
  .filter((d) => fs.statSync(path.join(migrations, d)).isDirectory())
  .sort()) {
  sqlite.exec(fs.readFileSync(path.join(migrations, dir, "migration.sql"), "utf8"));
}
sqlite.close();

function prisma(args, extraEnv = {}) {
  const result = spawnSync(process.execPath, ["scripts/prisma.mjs", ...args], {
    cwd: root,
    env: { ...process.env, ...extraEnv },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
  return result.stdout;
}

const current = path.join(tmp, "current.prisma");
// Introspected from scratch: given the project's schema, `db pull` would merge what it finds into it.
const bare = path.join(tmp, "bare.prisma");
fs.writeFileSync(bare, 'datasource db {\n  provider = "sqlite"\n  url      = "file:./unused.db"\n}\n');
const pulled = prisma(["db", "pull", "--print", "--schema", bare], { DATABASE_URL: `file:${dbFile}` });
// The CLI prints a notice before the schema; the schema starts at its first block.
fs.writeFileSync(current, pulled.slice(pulled.search(/^(generator|datasource) /m)));
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const outDir = path.join(migrations, `${stamp}_${name}`);
const sql = prisma([
  "migrate",
  "diff",
  "--from-schema-datamodel",
  current,
  "--to-schema-datamodel",
  "prisma/schema.prisma",
  "--script",
]);
if (!/\b(CREATE|ALTER|DROP|INSERT)\b/.test(sql)) {
  console.log("The schema matches the migrations: nothing to write.");
} else {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "migration.sql"), sql.slice(sql.indexOf("--")));
  console.log(`Wrote ${path.relative(root, outDir)}/migration.sql`);
}
fs.rmSync(tmp, { recursive: true, force: true });
