#!/usr/bin/env node
// Writes the migration that takes a database with every committed migration applied to the schema,
// for both engines, under one name and time stamp:
//   prisma/migrations/<stamp>_<name>/migration.sql            (SQLite)
//   prisma/postgres/migrations/<stamp>_<name>/migration.sql   (PostgreSQL)
// First it regenerates prisma/postgres/schema.prisma from prisma/schema.prisma. Each engine's
// migrations are applied to a scratch database (a temporary SQLite file; a throw-away PostgreSQL
// cluster, scripts/postgres-cluster.mjs), introspected, and diffed against its schema.
// (`prisma migrate dev` and shadow-database diffs do not work with the WebAssembly engine.)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { startCluster, stopCluster } from "./postgres-cluster.mjs";
import { POSTGRES_SCHEMA, SQLITE_SCHEMA, postgresSchema } from "./postgres-schema.mjs";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:new-migration -- <name_in_snake_case>");
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "stepps-migration-"));
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);

function prisma(args, extraEnv = {}) {
  const result = spawnSync(process.execPath, ["scripts/prisma.mjs", ...args], {
    cwd: root,
    env: { ...process.env, ...extraEnv },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`prisma ${args.slice(0, 2).join(" ")} failed`);
  }
  return result.stdout;
}

const migrationFolders = (folder) =>
  fs
    .readdirSync(folder)
    .filter((entry) => fs.statSync(path.join(folder, entry)).isDirectory())
    .sort();

/**
 * The migration from the database at `url` (every committed migration applied) to `schema`, written
 * into `folder`, or nothing when they match. Introspected from scratch: given the project's schema,
 * `db pull` would merge what it finds into it.
 */
function writeMigration({ engine, url, schema, folder }) {
  const bare = path.join(tmp, `bare-${engine}.prisma`);
  fs.writeFileSync(bare, `datasource db {\n  provider = "${engine}"\n  url      = env("DATABASE_URL")\n}\n`);
  const pulled = prisma(["db", "pull", "--print", "--schema", bare], { DATABASE_URL: url });
  const current = path.join(tmp, `current-${engine}.prisma`);
  // The CLI prints a notice before the schema; the schema starts at its first block.
  fs.writeFileSync(current, pulled.slice(pulled.search(/^(generator|datasource) /m)));
  const sql = prisma(
    ["migrate", "diff", "--from-schema-datamodel", current, "--to-schema-datamodel", schema, "--script"],
    {
      DATABASE_URL: url,
    },
  );
  if (!/\b(CREATE|ALTER|DROP|INSERT)\b/.test(sql)) {
    console.log(`${engine}: the schema matches the migrations, nothing to write.`);
    return;
  }
  const outDir = path.join(folder, `${stamp}_${name}`);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "migration.sql"), sql.slice(sql.indexOf("--")));
  console.log(`${engine}: wrote ${path.relative(root, outDir)}/migration.sql`);
}

try {
  fs.writeFileSync(POSTGRES_SCHEMA, postgresSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8")));

  const sqliteMigrations = path.join(root, "prisma", "migrations");
  const dbFile = path.join(tmp, "current.db");
  const sqlite = new Database(dbFile);
  for (const dir of migrationFolders(sqliteMigrations))
    sqlite.exec(fs.readFileSync(path.join(sqliteMigrations, dir, "migration.sql"), "utf8"));
  sqlite.close();
  writeMigration({ engine: "sqlite", url: `file:${dbFile}`, schema: SQLITE_SCHEMA, folder: sqliteMigrations });

  const cluster = await startCluster();
  try {
    prisma(["migrate", "deploy"], { DATABASE_URL: cluster.url });
    writeMigration({
      engine: "postgresql",
      url: cluster.url,
      schema: POSTGRES_SCHEMA,
      folder: path.join(root, "prisma", "postgres", "migrations"),
    });
  } finally {
    stopCluster(cluster.dir);
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
