// `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs), run as an operator would,
// on this file's database: SQLite, or PostgreSQL in the server-postgresql project. The backup is taken while
// the app keeps writing, so it must be one moment of the database: every table the writer leaves alone
// comes back row for row, and the two tables it writes in one transaction come back as the same first k
// writes, with no gap, k at least what was written before the backup started. Then the restore's refusals:
// a target that holds anything, and a backup whose files do not match their sha256.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { isPostgresUrl, sqliteFilePath } from "@/lib/database-url";
import { db } from "@/lib/db/client";
import { grantMonth } from "@/lib/subscriptions/grants";
import { getStorage } from "@/lib/uploads/storage";
import { setPostLike } from "@/lib/venting/likes";
import { createPost } from "@/lib/venting/posts";
import { reportPost } from "@/lib/venting/reports";
import { newMembers } from "../helpers/users";

const root = path.resolve(__dirname, "..", "..");
const sourceUrl = process.env.DATABASE_URL!;
const onPostgres = isPostgresUrl(sourceUrl);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "stepps-backup-"));
const sourceFolders = {
  UPLOAD_DIR: process.env.UPLOAD_DIR!,
  MAIL_DIR: path.join(process.env.STEPPS_TEST_DB_DIR!, "mail"),
};
// The restore's target: a new file, or a new database on the same cluster.
const targetDatabase = `restore_${process.pid}_${randomBytes(4).toString("hex")}`;
const targetUrl = onPostgres
  ? Object.assign(new URL(sourceUrl), { pathname: `/${targetDatabase}` }).toString()
  : `file:${path.join(work, "restored", "app.db")}`;
const targetFolders = {
  UPLOAD_DIR: path.join(work, "restored", "uploads"),
  MAIL_DIR: path.join(work, "restored", "mail"),
};

/** The cluster's own database, where databases are made and dropped. */
async function onCluster<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: Object.assign(new URL(sourceUrl), { pathname: "/postgres" }).toString(),
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let writer: ReturnType<typeof startWriter> | undefined;
let longRead: Database.Database | null = null;

afterAll(async () => {
  await writer?.stop().catch(() => {});
  longRead?.close();
  if (onPostgres) await onCluster((client) => client.query(`DROP DATABASE IF EXISTS ${targetDatabase} WITH (FORCE)`));
  fs.rmSync(work, { recursive: true, force: true });
}, 120_000);

function node(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
    let stdout = "";
    let out = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      out += chunk;
    });
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, out }));
  });
}

const restore = (args: string[]) =>
  node(["scripts/restore.mjs", ...args], { DATABASE_URL: targetUrl, ...targetFolders });

type Row = Record<string, unknown>;

/** Every table (none left out) with its rows, read with the engine's own driver. */
async function everyRow(url: string): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  if (isPostgresUrl(url)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `SELECT table_name AS "name" FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      for (const { name } of rows) tables[name] = (await client.query(`SELECT * FROM "${name}"`)).rows;
    } finally {
      await client.end();
    }
  } else {
    const sqlite = new Database(sqliteFilePath(url), { readonly: true, fileMustExist: true });
    sqlite.defaultSafeIntegers(true);
    try {
      const names = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
      for (const name of names) tables[name] = sqlite.prepare(`SELECT * FROM "${name}"`).all() as Row[];
    } finally {
      sqlite.close();
    }
  }
  return tables;
}

const serialised = (rows: Row[]) =>
  rows.map((row) => JSON.stringify(row, (_, v) => (typeof v === "bigint" ? `${v}n` : v))).sort();

function serialisedTables(tables: Record<string, Row[]>) {
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, serialised(rows)]));
}

/** The writer's tables, and which of its writes (1, 2, 3…) a row is. */
const WRITTEN: Record<string, (row: Row) => number> = {
  ContactMessage: (row) => Number(/^write (\d+)$/.exec(String(row.subject))![1]),
  ContactReply: (row) => Number(/^write-(\d+)$/.exec(String(row.token))![1]),
};

/**
 * Writes 1, 2, 3… one after another until stopped, each a message and its reply in one transaction, as
 * the app's contact form and inbox would, a few kilobytes each (several database pages per write).
 */
function startWriter() {
  const filler = randomBytes(3000).toString("hex");
  // Never past the test's own time: a failed test must not leave it writing.
  const deadline = Date.now() + 100_000;
  let written = 0;
  let stopped = false;
  let failure: unknown = null;
  const running = (async () => {
    while (!stopped && Date.now() < deadline) {
      const n = written + 1;
      await db.$transaction(async (tx) => {
        const message = await tx.contactMessage.create({
          data: { fullName: "Writer", email: "writer@example.co.za", subject: `write ${n}`, message: `${n} ${filler}` },
        });
        await tx.contactReply.create({ data: { messageId: message.id, body: `reply ${n}`, token: `write-${n}` } });
      });
      written = n;
      // SQLite's driver answers without waiting on I/O, so without this turn the loop would starve timers
      // and the child process's events for good. A server, too, takes its requests one event at a time.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })().catch((error: unknown) => {
    failure = error;
  });
  return {
    written: () => written,
    async until(count: number) {
      while (written < count) {
        if (failure) throw failure;
        if (stopped || Date.now() >= deadline) throw new Error(`the writer stopped after ${written} writes`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      stopped = true;
      await running;
      if (failure) throw failure;
    },
  };
}

/** Every file under a folder (relative path → bytes). */
function folderFiles(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file).split(path.sep).join("/"), fs.readFileSync(file).toString("base64")];
      }),
  );
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

interface Manifest {
  engine: string;
  migrations: string[];
  tables: Record<string, number>;
  files: { path: string; size: number; sha256: string }[];
}

it("backs up a database that is being written as one moment, with its files, and restores it only into an empty target", async () => {
  // On SQLite, a read that stays open from before the fill until the backup is done (a long report, say)
  // keeps the checkpointer from copying what is written meanwhile into the database file: it is all only
  // in the WAL, so a backup that copied the file alone would miss it, however fast this machine writes.
  longRead = onPostgres ? null : new Database(sqliteFilePath(sourceUrl), { readonly: true });
  longRead?.exec("BEGIN");
  longRead?.prepare(`SELECT COUNT(*) FROM "User"`).get();

  // A little of everything, through the app: members with months of access, a post with a like and a
  // report, an admin's grant with its audit entry, sessions, rate-limit counters.
  const [poster, reader, admin] = await newMembers(3, "venting");
  await newMembers(20, "gold", "Reader");
  const post = await createPost({ userId: poster.user.id, topicId: "emergency", text: "Long day." });
  await setPostLike(reader.user.id, post.id, true);
  await reportPost(reader.user.id, post.id, { reason: "spam", note: "Not a vent." }, "198.51.100.8");
  await grantMonth(
    { id: admin.user.id, label: "admin" },
    { userId: reader.user.id, planId: "gold", reason: "Paystack was down.", token: "backup-test-token" },
  );
  // Uploads through the app's storage, a half-written one (which a backup leaves out), and mail files.
  const storage = getStorage();
  await storage.put("venting/2026/a1b2c3.jpg", randomBytes(200_000), "image/jpeg");
  await storage.put("venting/2026/d4e5f6.mp4", randomBytes(50_000), "video/mp4");
  fs.writeFileSync(path.join(sourceFolders.UPLOAD_DIR, "venting", "2026", "0f0f.jpg.1234.partial"), "half");
  fs.mkdirSync(sourceFolders.MAIL_DIR, { recursive: true });
  fs.writeFileSync(path.join(sourceFolders.MAIL_DIR, "2026-11-28T10-30-00-000Z-abc123.eml"), "Subject: Welcome\n\nHi");
  fs.writeFileSync(path.join(sourceFolders.MAIL_DIR, "2026-11-28T10-31-00-000Z-def456.eml"), randomBytes(5000));
  const untouchedBefore = serialisedTables(await everyRow(sourceUrl));
  expect(untouchedBefore.User.length).toBe(23);
  expect(untouchedBefore.AuditEntry.length).toBeGreaterThan(0);
  expect(untouchedBefore.ContactMessage).toEqual([]);

  // On PostgreSQL the URL carries a password (the throw-away cluster trusts loopback and ignores it),
  // which nothing may print.
  const password = "s3cret-Pa55word";
  const backupUrl = onPostgres
    ? Object.assign(new URL(sourceUrl), { username: "postgres", password }).toString()
    : sourceUrl;
  const backupsDir = path.join(work, "backups");
  writer = startWriter();
  await writer.until(30);
  const writtenBefore = writer.written();
  const backup = await node(["scripts/backup.mjs", "--to", backupsDir], {
    DATABASE_URL: backupUrl,
    ...sourceFolders,
  });
  const writtenAfter = writer.written();
  longRead?.exec("COMMIT");
  await writer.until(writtenAfter + 10);
  await writer.stop();
  expect(backup).toMatchObject({ status: 0 });
  expect(backup.out).not.toContain(password);
  // The writes went on while the backup ran.
  expect(writtenAfter).toBeGreaterThan(writtenBefore);

  // One complete folder named by the UTC time, nothing half-written beside it.
  const folder = backup.stdout.trim();
  expect(path.dirname(folder)).toBe(backupsDir);
  expect(path.basename(folder)).toMatch(/^stepps-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
  expect(fs.readdirSync(backupsDir)).toEqual([path.basename(folder)]);

  const source = await everyRow(sourceUrl);
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, "manifest.json"), "utf8")) as Manifest;
  expect(manifest.engine).toBe(onPostgres ? "postgresql" : "sqlite");
  expect(Object.keys(manifest.tables).sort()).toEqual(Object.keys(source).sort());
  if (onPostgres) expect(manifest.migrations.length).toBeGreaterThan(0);
  const sourceFiles = {
    uploads: folderFiles(sourceFolders.UPLOAD_DIR),
    mail: folderFiles(sourceFolders.MAIL_DIR),
  };
  delete sourceFiles.uploads["venting/2026/0f0f.jpg.1234.partial"];
  const expectedEntries = Object.entries(sourceFiles).flatMap(([name, files]) =>
    Object.entries(files).map(([relative, bytes]) => {
      const buffer = Buffer.from(bytes, "base64");
      return { path: `${name}/${relative}`, size: buffer.length, sha256: sha256(buffer) };
    }),
  );
  expect(expectedEntries.length).toBe(4);
  expect(manifest.files.filter((entry) => !entry.path.startsWith("database."))).toEqual(
    expect.arrayContaining(expectedEntries),
  );
  expect(manifest.files.map((entry) => entry.path).sort()).toEqual(
    [onPostgres ? "database.dump" : "database.sqlite", ...expectedEntries.map((entry) => entry.path)].sort(),
  );

  // Into a fresh target.
  if (onPostgres) await onCluster((client) => client.query(`CREATE DATABASE ${targetDatabase}`));
  const restored = await restore([folder]);
  expect(restored).toMatchObject({ status: 0, out: expect.stringMatching(/every count matches the backup/) });
  const restoredRows = await everyRow(targetUrl);

  // Every table; those the writer left alone exactly as they were.
  expect(Object.keys(restoredRows).sort()).toEqual(Object.keys(source).sort());
  const untouched = Object.keys(source).filter((name) => !(name in WRITTEN));
  for (const name of untouched) {
    expect([name, serialised(restoredRows[name])]).toEqual([name, serialised(source[name])]);
    expect([name, serialised(source[name])]).toEqual([name, untouchedBefore[name]]);
  }
  // The written ones: writes 1…k in both tables, the same k, as the source holds them.
  const k = restoredRows.ContactMessage.length;
  expect(k).toBeGreaterThanOrEqual(writtenBefore);
  expect(k).toBeLessThanOrEqual(writtenAfter);
  expect(manifest.tables.ContactMessage).toBe(k);
  for (const [name, numberOf] of Object.entries(WRITTEN)) {
    const numbers = restoredRows[name].map(numberOf).sort((a, b) => a - b);
    expect([name, numbers]).toEqual([name, Array.from({ length: k }, (_, i) => i + 1)]);
    expect([name, serialised(restoredRows[name])]).toEqual([
      name,
      serialised(source[name].filter((row) => numberOf(row) <= k)),
    ]);
  }
  expect(source.ContactMessage.length).toBeGreaterThan(k);
  // The files, byte for byte; the half-written upload was left out.
  expect(folderFiles(targetFolders.UPLOAD_DIR)).toEqual(sourceFiles.uploads);
  expect(folderFiles(targetFolders.MAIL_DIR)).toEqual(sourceFiles.mail);

  // Now the target holds something: changed a little, it is refused as it is, and left alone.
  fs.writeFileSync(path.join(targetFolders.UPLOAD_DIR, "stray.jpg"), "not from the backup");
  const stray = restoredRows.ContactReply.find((row) => WRITTEN.ContactReply(row) === 1)!;
  if (onPostgres) {
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    await client.query(`DELETE FROM "ContactReply" WHERE "id" = $1`, [stray.id]);
    await client.end();
  } else {
    const sqlite = new Database(sqliteFilePath(targetUrl));
    sqlite.prepare(`DELETE FROM "ContactReply" WHERE "id" = ?`).run(stray.id);
    sqlite.close();
  }
  const changed = serialisedTables(await everyRow(targetUrl));
  const changedFiles = folderFiles(targetFolders.UPLOAD_DIR);
  const refused = await restore([folder]);
  expect(refused.status).toBe(1);
  expect(refused.out).toMatch(
    /Not restored: the database .+ holds tables, the uploads folder .+ holds 3 files, the mail folder .+ holds 2 files\. --force replaces them/,
  );
  expect(serialisedTables(await everyRow(targetUrl))).toEqual(changed);
  expect(folderFiles(targetFolders.UPLOAD_DIR)).toEqual(changedFiles);

  // A backup whose file no longer matches its sha256 is refused before anything is written, forced or not.
  const damaged = path.join(work, "damaged");
  fs.cpSync(folder, damaged, { recursive: true });
  const picture = path.join(damaged, "uploads", "venting", "2026", "a1b2c3.jpg");
  const bytes = fs.readFileSync(picture);
  bytes[1000] ^= 0xff;
  fs.writeFileSync(picture, bytes);
  const refusedDamaged = await restore([damaged, "--force"]);
  expect(refusedDamaged.status).toBe(1);
  expect(refusedDamaged.out).toMatch(
    /the backup is damaged, nothing was restored: uploads\/venting\/2026\/a1b2c3\.jpg does not match its sha256/,
  );
  expect(serialisedTables(await everyRow(targetUrl))).toEqual(changed);
  expect(folderFiles(targetFolders.UPLOAD_DIR)).toEqual(changedFiles);

  // --force replaces it all: the deleted row is back, the stray file gone.
  const forced = await restore([folder, "--force"]);
  expect(forced).toMatchObject({ status: 0, out: expect.stringMatching(/every count matches the backup/) });
  expect(serialisedTables(await everyRow(targetUrl))).toEqual(serialisedTables(restoredRows));
  expect(folderFiles(targetFolders.UPLOAD_DIR)).toEqual(sourceFiles.uploads);
  expect(folderFiles(targetFolders.MAIL_DIR)).toEqual(sourceFiles.mail);

  // A failure names the database but never its password.
  if (onPostgres) {
    const missing = Object.assign(new URL(sourceUrl), { username: "postgres", password, pathname: "/no_such_db" });
    const failed = await node(["scripts/restore.mjs", folder], { DATABASE_URL: missing.toString(), ...targetFolders });
    expect(failed.status).toBe(1);
    expect(failed.out).toMatch(/^Restore failed: .*no_such_db/m);
    expect(failed.out).not.toContain(password);
  }
}, 120_000);

it("refuses arguments it does not know, with the usage", async () => {
  const env = { DATABASE_URL: targetUrl, ...targetFolders };
  const backupTypo = await node(["scripts/backup.mjs", "--too", work], env);
  expect(backupTypo).toMatchObject({
    status: 2,
    out: expect.stringMatching(/unknown argument --too\nUsage: npm run backup/),
  });
  const noFolder = await node(["scripts/restore.mjs"], env);
  expect(noFolder).toMatchObject({
    status: 2,
    out: expect.stringMatching(/name the backup folder.*\nUsage: npm run restore/),
  });
  const restoreTypo = await node(["scripts/restore.mjs", work, "--forse"], env);
  expect(restoreTypo).toMatchObject({ status: 2, out: expect.stringMatching(/unknown option --forse/) });
  const notABackup = await node(["scripts/restore.mjs", work], env);
  expect(notABackup).toMatchObject({ status: 1, out: expect.stringMatching(/^Restore failed: .+ is not a backup/) });
}, 120_000);
