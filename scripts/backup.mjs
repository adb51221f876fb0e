#!/usr/bin/env node
/**
 * `npm run backup [-- --to <dir>]`: a consistent copy of the database, the uploads and the mail folder, in
 * a new folder named by the UTC time (docs/operations.md, "Backups and restore"):
 *
 *   backups/stepps-2026-11-28T10-30-00Z/
 *     database.sqlite | database.dump   SQLite's online backup, or pg_dump's custom format
 *     uploads/  mail/                   UPLOAD_DIR and MAIL_DIR, where they exist
 *     manifest.json                     time, engine, migrations, each table's rows, each file's sha256
 *
 * It reads the configuration as the app does (the environment, then the .env files), and runs while the
 * servers keep writing: the database is one snapshot, taken before the folders are copied. It is written
 * under a `.partial` name and renamed when complete. `npm run restore` (scripts/restore.mjs) puts it back.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import Database from "better-sqlite3";
import pg from "pg";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MANIFEST_FORMAT = 1;
export const DATABASE_FILE = { sqlite: "database.sqlite", postgresql: "database.dump" };
export const FOLDERS = ["uploads", "mail"];
// More pages than any database has: the whole file in one step, under one read lock, so a write by a
// server mid-way cannot restart it (SQLite restarts a backup that another connection writes under).
const ALL_PAGES = 0x7fffffff;
// URL parameters Prisma reads and libpq (pg_dump, pg_restore) refuses.
const PRISMA_ONLY_PARAMETERS = ["schema", "connection_limit", "pool_timeout", "pgbouncer", "statement_cache_size"];

/** A mistake in how the command was called: exit code 2, as for a usage error. */
export class UsageError extends Error {}

const blank = (value) => (typeof value === "string" && value.trim() !== "" ? value : undefined);

/**
 * DATABASE_URL, UPLOAD_DIR and MAIL_DIR as the app reads them (lib/env.ts): the environment first, then the
 * .env files. Relative paths are against the project root, the directory the app and the CLI run from.
 */
export function readConfig() {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const url = blank(process.env.DATABASE_URL) ?? "file:./data/app.db";
  const fromRoot = (value) => path.resolve(root, value);
  let database;
  if (/^file:/i.test(url)) {
    database = { engine: "sqlite", file: fromRoot(url.replace(/^file:/i, "")) };
  } else if (/^postgres(ql)?:\/\//i.test(url) && URL.canParse(url) && new URL(url).hostname !== "") {
    database = { engine: "postgresql", url };
  } else {
    throw new Error("DATABASE_URL must be a file: URL (SQLite) or a postgres:// or postgresql:// URL with a host");
  }
  return {
    database,
    folders: {
      uploads: fromRoot(blank(process.env.UPLOAD_DIR) ?? "./data/uploads"),
      mail: fromRoot(blank(process.env.MAIL_DIR) ?? "./data/mail"),
    },
    // Uploads kept in Vercel Blob are not on this machine.
    blobUploads: Boolean(blank(process.env.BLOB_READ_WRITE_TOKEN)),
  };
}

/** The database as a person reads it in a message: a path, or the server and database without the password. */
export function describeDatabase(database) {
  if (database.engine === "sqlite")
    return isWithin(database.file, process.cwd()) ? path.relative(process.cwd(), database.file) : database.file;
  const url = new URL(database.url);
  return `${url.pathname.slice(1) || "(default)"} on ${url.hostname}${url.port ? `:${url.port}` : ""}`;
}

/** A message with the URL's password (as written and decoded) replaced, for anything printed. */
export function withoutPassword(text, database) {
  if (database?.engine !== "postgresql" || !URL.canParse(database.url)) return text;
  const { password } = new URL(database.url);
  if (!password) return text;
  return [password, decodeURIComponent(password)].reduce((out, secret) => out.split(secret).join("***"), text);
}

/**
 * How to run pg_dump and pg_restore against the URL: the password goes in PGPASSWORD, not on the command
 * line, where any user of the machine could read it in the process list.
 */
export function libpqConnection(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  for (const name of PRISMA_ONLY_PARAMETERS) url.searchParams.delete(name);
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** A PostgreSQL program: the one on PATH, else the newest under /usr/lib/postgresql (Debian's layout). */
export function postgresProgram(name) {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  const installed = "/usr/lib/postgresql";
  const versions = fs.existsSync(installed)
    ? fs
        .readdirSync(installed)
        .filter((version) => fs.existsSync(path.join(installed, version, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error(`${name} was not found (apt-get install -y postgresql-client)`);
  return path.join(installed, versions[0], "bin", name);
}

/** Runs a program to its end; its error output becomes the error's message. */
/** A connected client, or an error that names the database (never the password). */
export async function connectPostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {}); // a dropped connection fails the next query instead of ending the process
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `cannot reach the PostgreSQL database ${describeDatabase({ engine: "postgresql", url })}: ${error.message}`,
    );
  }
  return client;
}

export function runProgram(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve();
      else {
        const said = errors.trim().split("\n").filter(Boolean).pop();
        reject(new Error(`${path.basename(command)} failed: ${said ?? `exit ${code ?? signal}`}`));
      }
    });
  });
}

const quoted = (name) => `"${name.replaceAll('"', '""')}"`;

/** Every table of a SQLite database (none left out) with its rows, and the migrations Prisma applied. */
export function sqliteContents(sqlite) {
  const names = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
  const tables = Object.fromEntries(
    names.map((name) => [
      name,
      Number(
        sqlite
          .prepare(`SELECT COUNT(*) FROM ${quoted(name)}`)
          .pluck()
          .get(),
      ),
    ]),
  );
  const migrations = names.includes("_prisma_migrations")
    ? sqlite
        .prepare(
          "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name",
        )
        .pluck()
        .all()
    : [];
  return { tables, migrations };
}

/** The same for PostgreSQL's public schema, read through `client` (in the transaction it is in). */
export async function postgresContents(client) {
  const { rows } = await client.query(
    `SELECT table_name AS "name" FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = {};
  for (const { name } of rows) {
    const counted = await client.query(`SELECT COUNT(*) AS "n" FROM ${quoted(name)}`);
    tables[name] = Number(counted.rows[0].n);
  }
  const migrations =
    "_prisma_migrations" in tables
      ? (
          await client.query(
            `SELECT migration_name AS "name" FROM _prisma_migrations
             WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
          )
        ).rows.map((row) => row.name)
      : [];
  return { tables, migrations };
}

/** A file's size and sha256, read whole. */
export async function fileDigest(file) {
  const hash = crypto.createHash("sha256");
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest("hex") };
}

/** Copies a file, hashing the bytes as they are written: the manifest describes what the copy holds. */
async function copyWithDigest(from, to) {
  const hash = crypto.createHash("sha256");
  let size = 0;
  await pipeline(
    fs.createReadStream(from),
    async function* (chunks) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    fs.createWriteStream(to, { flags: "wx" }),
  );
  return { size, sha256: hash.digest("hex") };
}

/** Every regular file under `dir`, as paths relative to it with forward slashes. */
export function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Whether `inner` is `outer` or lies inside it. */
export function isWithin(inner, outer) {
  const relative = path.relative(outer, inner);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

async function backupSqlite(file, target) {
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new Database(target);
  try {
    // A file that stands alone: the live database's WAL mode would leave -wal and -shm files beside it.
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`the copy failed SQLite's check: ${check}`);
    return sqliteContents(copy);
  } finally {
    copy.close();
  }
}

/**
 * pg_dump reads one snapshot however long it runs. It is this connection's, exported, so the row counts in
 * the manifest are the dump's to the row even while servers write.
 */
async function backupPostgres(url, target) {
  const client = await connectPostgres(url);
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const snapshot = (await client.query("SELECT pg_export_snapshot() AS id")).rows[0].id;
    const { dbname, env } = libpqConnection(url);
    const dumped = runProgram(
      postgresProgram("pg_dump"),
      ["--format=custom", "--no-owner", `--snapshot=${snapshot}`, `--file=${target}`, `--dbname=${dbname}`],
      env,
    );
    // Counted while pg_dump runs, in the same snapshot; the transaction stays open until both are done
    // (a failed count must not leave pg_dump writing into a folder that is being removed).
    const [counted, dump] = await Promise.allSettled([postgresContents(client), dumped]);
    if (dump.status === "rejected") throw dump.reason;
    if (counted.status === "rejected") throw counted.reason;
    await client.query("COMMIT");
    return counted.value;
  } finally {
    await client.end().catch(() => {});
  }
}

/** `2026-11-28T10-30-00Z`: the UTC time to the second, without the colons some file systems refuse. */
export function backupStamp(now = new Date()) {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
}

export async function backup({ to, config = readConfig(), now = new Date() }) {
  const parent = path.resolve(to);
  for (const [name, dir] of Object.entries(config.folders))
    if (isWithin(parent, dir)) throw new Error(`the backup folder ${parent} is inside the ${name} folder ${dir}`);
  const name = `stepps-${backupStamp(now)}`;
  const finished = path.join(parent, name);
  const partial = `${finished}.partial`;
  if (fs.existsSync(finished)) throw new Error(`${finished} already exists; wait a second and run it again`);
  if (config.database.engine === "sqlite" && !fs.existsSync(config.database.file))
    throw new Error(`there is no SQLite database at ${config.database.file}`);
  const madeParent = !fs.existsSync(parent);
  fs.mkdirSync(partial, { recursive: true });
  try {
    const { engine } = config.database;
    const databaseFile = path.join(partial, DATABASE_FILE[engine]);
    // The database before the folders: every file a backed-up row names was written before that row
    // (uploads are stored, then recorded), so it is in the copy; files newer than the snapshot are extras.
    const contents =
      engine === "sqlite"
        ? await backupSqlite(config.database.file, databaseFile)
        : await backupPostgres(config.database.url, databaseFile);
    const files = [{ path: DATABASE_FILE[engine], ...(await fileDigest(databaseFile)) }];
    const folders = {};
    for (const folder of FOLDERS) {
      const source = config.folders[folder];
      folders[folder] = fs.existsSync(source);
      for (const relative of filesUnder(source)) {
        // An upload still being written (lib/uploads/storage/local-disk.ts renames it when complete).
        if (folder === "uploads" && relative.endsWith(".partial")) continue;
        const target = path.join(partial, folder, ...relative.split("/"));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        try {
          files.push({ path: `${folder}/${relative}`, ...(await copyWithDigest(path.join(source, relative), target)) });
        } catch (error) {
          // Deleted since the folder was listed (a post removed meanwhile): nothing to keep.
          if (error.code !== "ENOENT") throw error;
          fs.rmSync(target, { force: true });
        }
      }
    }
    const manifest = {
      format: MANIFEST_FORMAT,
      createdAt: now.toISOString(),
      engine,
      migrations: contents.migrations,
      tables: contents.tables,
      folders,
      files,
    };
    fs.writeFileSync(path.join(partial, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, finished);
    return { path: finished, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (madeParent && !fs.readdirSync(parent).length) fs.rmdirSync(parent);
    throw error;
  }
}

const USAGE = "Usage: npm run backup [-- --to <folder>]   (default: BACKUP_DIR, else ./backups)";

function parseArguments(args) {
  let to;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === "--to" && args[i + 1] && !args[i + 1].startsWith("--")) to = args[++i];
    else if (arg.startsWith("--to=") && arg.length > "--to=".length) to = arg.slice("--to=".length);
    else if (arg === "--help" || arg === "-h") return { help: true };
    else if (arg === "--to") throw new UsageError("--to needs a folder");
    else throw new UsageError(`unknown argument ${arg}`);
  }
  return { to };
}

/**
 * The shell of both commands: usage errors exit 2 with the usage, other failures 1 with one line, never
 * a stack trace or the database password.
 */
export async function runCommand({ usage, parseArguments: parse, run, failure }) {
  let config;
  try {
    const options = parse(process.argv.slice(2));
    if (options.help) {
      console.log(usage);
      process.exit(0);
    }
    config = readConfig();
    await run(options, config);
  } catch (error) {
    const message = withoutPassword(error instanceof Error ? error.message : String(error), config?.database);
    if (error instanceof UsageError) {
      console.error(`${message}\n${usage}`);
      process.exit(2);
    }
    console.error(error?.refused ? message : `${failure}: ${message}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runCommand({
    usage: USAGE,
    parseArguments,
    failure: "Backup failed",
    run: async (options, config) => {
      // A relative --to is the caller's; BACKUP_DIR, like the app's folders, is against the project root.
      const to = options.to ?? path.resolve(root, blank(process.env.BACKUP_DIR) ?? "backups");
      if (config.blobUploads)
        console.warn(
          "Uploads are in Vercel Blob (BLOB_READ_WRITE_TOKEN): back them up there; only UPLOAD_DIR is copied.",
        );
      console.log((await backup({ to, config })).path);
    },
  });
}
