#!/usr/bin/env node
/**
 * `npm run restore -- <backup-folder> [--force]`: puts a backup made by `npm run backup` (scripts/backup.mjs)
 * into the database DATABASE_URL names and into UPLOAD_DIR and MAIL_DIR, read as the app reads them. Stop
 * the app first, and run it as the user the app runs as, so that the files it writes are the app's.
 *
 * Nothing is written until every file's sha256 matches the manifest. A target that holds anything (a
 * SQLite file with a table, a PostgreSQL database with a table in `public`, a file in either folder) is
 * refused unless `--force`, which replaces it. Afterwards each table's row count is compared with the
 * manifest; any difference exits non-zero.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import {
  DATABASE_FILE,
  FOLDERS,
  MANIFEST_FORMAT,
  UsageError,
  connectPostgres,
  describeDatabase,
  fileDigest,
  filesUnder,
  isWithin,
  libpqConnection,
  postgresContents,
  postgresProgram,
  readConfig,
  root,
  runCommand,
  runProgram,
  sqliteContents,
} from "./backup.mjs";

const USAGE = "Usage: npm run restore -- <backup-folder> [--force]";

function parseArguments(args) {
  let folder;
  let force = false;
  for (const arg of args) {
    if (arg === "--force") force = true;
    else if (arg === "--help" || arg === "-h") return { help: true };
    else if (arg.startsWith("-")) throw new UsageError(`unknown option ${arg}`);
    else if (folder !== undefined) throw new UsageError(`one backup folder at a time (got ${folder} and ${arg})`);
    else folder = arg;
  }
  if (folder === undefined) throw new UsageError("name the backup folder to restore");
  return { folder: path.resolve(folder), force };
}

/** A path the manifest names, kept inside the backup: a doctored manifest must not reach elsewhere. */
function safeEntry(entry, engine) {
  if (typeof entry?.path !== "string" || !/^[0-9a-f]{64}$/.test(entry.sha256 ?? "") || !Number.isInteger(entry.size))
    return false;
  if (entry.path === DATABASE_FILE[engine]) return true;
  const [folder, ...rest] = entry.path.split("/");
  return FOLDERS.includes(folder) && rest.length > 0 && rest.every((part) => part && part !== "." && part !== "..");
}

function readManifest(folder) {
  if (folder.endsWith(".partial")) throw new Error(`${folder} is a backup that never finished; use a complete one`);
  const file = path.join(folder, "manifest.json");
  if (!fs.existsSync(file)) throw new Error(`${folder} is not a backup: it has no manifest.json`);
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    throw new Error(`${file} is not valid JSON`);
  }
  if (manifest?.format !== MANIFEST_FORMAT) throw new Error(`${file} is not a format this version reads`);
  if (!(manifest.engine in DATABASE_FILE)) throw new Error(`${file} names no database engine`);
  if (!Array.isArray(manifest.files) || !manifest.files.every((entry) => safeEntry(entry, manifest.engine)))
    throw new Error(`${file} lists a file outside the backup or without its size and sha256`);
  if (!manifest.files.some((entry) => entry.path === DATABASE_FILE[manifest.engine]))
    throw new Error(`${file} lists no ${DATABASE_FILE[manifest.engine]}`);
  if (typeof manifest.tables !== "object" || manifest.tables === null) throw new Error(`${file} has no row counts`);
  return manifest;
}

/** Every file against its size and sha256, before anything is written. */
async function verify(folder, manifest) {
  const bad = [];
  for (const entry of manifest.files) {
    const file = path.join(folder, ...entry.path.split("/"));
    if (!fs.existsSync(file)) bad.push(`${entry.path} is missing`);
    else {
      const { size, sha256 } = await fileDigest(file);
      if (size !== entry.size || sha256 !== entry.sha256) bad.push(`${entry.path} does not match its sha256`);
    }
  }
  if (bad.length) throw new Error(`the backup is damaged, nothing was restored: ${bad.join("; ")}`);
}

async function withPostgres(url, work) {
  const client = await connectPostgres(url);
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

function sqliteHoldsTables(file) {
  if (!fs.existsSync(file)) return false;
  try {
    const sqlite = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return sqlite.prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'").pluck().get() > 0;
    } finally {
      sqlite.close();
    }
  } catch {
    return true; // not a database this can read: never overwritten without --force
  }
}

/** What in the target already holds something, in words. */
async function occupied(config) {
  const found = [];
  const { database } = config;
  const holdsTables =
    database.engine === "sqlite"
      ? sqliteHoldsTables(database.file)
      : await withPostgres(database.url, async (client) => {
          const { rows } = await client.query(
            "SELECT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_schema = 'public') AS taken",
          );
          return rows[0].taken;
        });
  if (holdsTables) found.push(`the database ${describeDatabase(database)} holds tables`);
  for (const folder of FOLDERS) {
    const count = filesUnder(config.folders[folder]).length;
    if (count)
      found.push(`the ${folder} folder ${config.folders[folder]} holds ${count} file${count === 1 ? "" : "s"}`);
  }
  return found;
}

/** --force empties the folders: none of them may hold the database or the other folder. */
function refuseOverlaps(config) {
  const places = [
    ["UPLOAD_DIR", config.folders.uploads],
    ["MAIL_DIR", config.folders.mail],
  ];
  if (config.database.engine === "sqlite") places.push(["the database file", config.database.file]);
  for (const [name, place] of places)
    for (const [folderName, folder] of places.slice(0, 2))
      if (name !== folderName && isWithin(place, folder))
        throw new Error(`${name} (${place}) lies inside ${folderName} (${folder}); give each its own place`);
}

function restoreSqlite(from, file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const incoming = `${file}.restoring-${process.pid}`;
  fs.copyFileSync(from, incoming);
  // A WAL left by the database being replaced would be replayed into the restored one.
  for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.renameSync(incoming, file);
  const sqlite = new Database(file, { fileMustExist: true });
  try {
    sqlite.pragma("journal_mode = WAL"); // as npm run setup leaves it
    return sqliteContents(sqlite).tables;
  } finally {
    sqlite.close();
  }
}

async function restorePostgres(from, url, force) {
  const { dbname, env } = libpqConnection(url);
  // One transaction: a restore that fails half-way leaves the target as it was.
  const args = ["--no-owner", "--exit-on-error", "--single-transaction"];
  if (force) args.push("--clean", "--if-exists");
  await runProgram(postgresProgram("pg_restore"), [...args, `--dbname=${dbname}`, from], env);
  return withPostgres(url, async (client) => (await postgresContents(client)).tables);
}

function restoreFolder(folder, target, manifest, from, force) {
  if (force && fs.existsSync(target))
    for (const entry of fs.readdirSync(target)) fs.rmSync(path.join(target, entry), { recursive: true, force: true });
  if (manifest.folders?.[folder]) fs.mkdirSync(target, { recursive: true });
  const entries = manifest.files.filter((entry) => entry.path.startsWith(`${folder}/`));
  for (const entry of entries) {
    const relative = entry.path.slice(folder.length + 1).split("/");
    const destination = path.join(target, ...relative);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    fs.copyFileSync(path.join(from, folder, ...relative), destination);
  }
  return entries.length;
}

/** Each table whose rows differ from the manifest's count, in words. */
function countDifferences(expected, restored) {
  const differences = [];
  for (const [table, rows] of Object.entries(expected))
    if (!(table in restored)) differences.push(`${table}: ${rows} rows in the backup, missing after the restore`);
    else if (restored[table] !== rows)
      differences.push(`${table}: ${rows} rows in the backup, ${restored[table]} restored`);
  for (const table of Object.keys(restored))
    if (!(table in expected)) differences.push(`${table}: not in the backup, ${restored[table]} rows in the target`);
  return differences;
}

/** A word on migrations: a backup from an older version needs `npm run db:migrate` before the app starts. */
function migrationNote(manifest) {
  if (!manifest.migrations?.length) return null;
  const dir = path.join(
    root,
    ...(manifest.engine === "postgresql" ? ["prisma", "postgres"] : ["prisma"]),
    "migrations",
  );
  const known = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory())
    : [];
  const lacking = known.filter((name) => !manifest.migrations.includes(name));
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length)
    return `The backup has migrations this version lacks (${unknown.join(", ")}): run the version that made it.`;
  if (lacking.length)
    return `This version has ${lacking.length} migration(s) the backup lacks: run npm run db:migrate before starting the app.`;
  return null;
}

export async function restore({ folder, force = false, config = readConfig(), log = console.log }) {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory())
    throw new Error(`there is no backup folder ${folder}`);
  const manifest = readManifest(folder);
  const { database } = config;
  if (manifest.engine !== database.engine)
    throw new Error(
      manifest.engine === "sqlite"
        ? "the backup is of a SQLite database and DATABASE_URL names PostgreSQL: restore it into SQLite, then move it with npm run db:copy-to-postgres"
        : "the backup is of a PostgreSQL database and DATABASE_URL names a SQLite file: point DATABASE_URL at an empty PostgreSQL database",
    );
  refuseOverlaps(config);
  await verify(folder, manifest);
  const taken = await occupied(config);
  if (taken.length && !force) {
    const error = new Error(`Not restored: ${taken.join(", ")}. --force replaces them with the backup.`);
    error.refused = true;
    throw error;
  }

  const databaseFile = path.join(folder, DATABASE_FILE[manifest.engine]);
  const restored =
    database.engine === "sqlite"
      ? await restoreSqlite(databaseFile, database.file)
      : await restorePostgres(databaseFile, database.url, force);
  const copied = Object.fromEntries(
    FOLDERS.map((name) => [name, restoreFolder(name, config.folders[name], manifest, folder, force)]),
  );

  const differences = countDifferences(manifest.tables, restored);
  const rows = Object.values(restored).reduce((sum, n) => sum + n, 0);
  log(`Restored ${folder} (taken ${manifest.createdAt}) into ${describeDatabase(database)}:`);
  log(
    `  database: ${Object.keys(restored).length} tables, ${rows} rows${differences.length ? "" : ", every count matches the backup"}`,
  );
  for (const name of FOLDERS) log(`  ${name}: ${copied[name]} file(s) into ${config.folders[name]}`);
  const note = migrationNote(manifest);
  if (note) log(note);
  if (differences.length)
    throw new Error(`the restored row counts differ from the backup's: ${differences.join("; ")}`);
  return { restored, copied };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runCommand({
    usage: USAGE,
    parseArguments,
    failure: "Restore failed",
    run: (options, config) => restore({ folder: options.folder, force: options.force, config }),
  });
}
