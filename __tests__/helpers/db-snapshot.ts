// What the test database holds, table by table, so a test can show that a request wrote nothing.
// Reads the database directly (a second connection), on SQLite and PostgreSQL alike.
import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { isPostgresUrl } from "@/lib/database-url";
import { storedFiles } from "./uploads";

export interface TableState {
  rows: number;
  /** sha256 of the table's rows, sorted, so any changed value shows. */
  hash: string;
}

export interface DatabaseState {
  tables: Record<string, TableState>;
  /** The RateLimit rows themselves (key → "count@windowStart"): see attemptCountersOnly(). */
  rateLimits: Record<string, string>;
  /** Files in the upload storage. */
  files: string[];
}

/**
 * Rate-limit counters count attempts, refused ones included: uploads and transfer requests are
 * counted before their body is read (so a flood of junk is turned away before it costs memory), and
 * sign-ins and password changes before the password is checked. A bad request may therefore move these counters and
 * nothing else; every other table must be byte-for-byte the same.
 */
export const ATTEMPT_COUNTERS = [
  /^user:[^:]+:(venting-post|transfer-request|password-change)$/,
  /^email:[^:]+:sign-in-from:.+$/,
  /^email:[^:]+:sign-in-failures$/,
  /^address:.+:sign-in-failures$/,
] as const;

/**
 * Columns the outbox's background delivery changes (lib/outbox): mail an earlier, accepted request
 * queued may be sent while a later request is checked. Which rows exist, and what they say, still count.
 */
const BACKGROUND_COLUMNS: Record<string, readonly string[]> = {
  OutboxMail: ["claimedBy", "claimedUntil", "attempts", "sentAt", "lastError"],
};

let sqlite: Database.Database | null = null;
let postgres: pg.Client | null = null;
/** The last snapshot's tables and each table's count of rows written, reused while SQLite says no other connection has committed since. */
let lastSqlite: {
  dataVersion: unknown;
  writes: Record<string, string>;
  tables: DatabaseState["tables"];
  rateLimits: DatabaseState["rateLimits"];
} | null = null;

const rateLimitsOf = (
  rows: { key: string; count: bigint | string | number; windowStartMs: bigint | string | number }[],
) => Object.fromEntries(rows.map((row) => [row.key, `${row.count}@${row.windowStartMs}`]));

export async function closeSnapshots(): Promise<void> {
  sqlite?.close();
  sqlite = null;
  lastSqlite = null;
  lastPostgres = null;
  await postgres?.end();
  postgres = null;
}

const serialise = (row: unknown) =>
  JSON.stringify(row, (_, value) =>
    typeof value === "bigint" ? `${value}n` : Buffer.isBuffer(value) ? value.toString("base64") : value,
  );

const SQLITE_TABLES = `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
  AND name NOT IN ('_prisma_migrations', 'stepps_test_writes') ORDER BY name`;

/** A trigger on every table counts the rows written to it, so a snapshot rehashes only the tables that moved. */
function watchSqliteWrites(file: string): void {
  const writer = new Database(file, { fileMustExist: true });
  try {
    writer.exec(
      `CREATE TABLE IF NOT EXISTS stepps_test_writes (name TEXT PRIMARY KEY, writes INTEGER NOT NULL DEFAULT 0)`,
    );
    for (const { name } of writer.prepare(SQLITE_TABLES).all() as { name: string }[]) {
      writer.prepare(`INSERT OR IGNORE INTO stepps_test_writes (name) VALUES (?)`).run(name);
      for (const event of ["INSERT", "UPDATE", "DELETE"])
        writer.exec(`CREATE TRIGGER IF NOT EXISTS "stepps_test_${event}_${name}" AFTER ${event} ON "${name}"
          BEGIN UPDATE stepps_test_writes SET writes = writes + 1 WHERE name = '${name}'; END`);
    }
  } finally {
    writer.close();
  }
}

/** Every table's rows, hashed in JavaScript: SQLite is in the same process, so reading rows is cheap. */
function sqliteTables(url: string): Pick<DatabaseState, "tables" | "rateLimits"> {
  const file = url.replace(/^file:/, "");
  if (!sqlite) {
    watchSqliteWrites(file);
    sqlite = new Database(file, { readonly: true, fileMustExist: true });
    sqlite.defaultSafeIntegers(true);
  }
  const db = sqlite;
  // Changes exactly when another connection commits a change: until then the last snapshot still holds.
  const dataVersion = db.pragma("data_version", { simple: true });
  if (lastSqlite && lastSqlite.dataVersion === dataVersion) return lastSqlite;
  // One read transaction, so the counts and the rows are of the same moment.
  lastSqlite = db.transaction(() => {
    const writes = Object.fromEntries(
      (db.prepare(`SELECT name, writes FROM stepps_test_writes`).all() as { name: string; writes: bigint }[]).map(
        (row) => [row.name, String(row.writes)],
      ),
    );
    const tables: DatabaseState["tables"] = {};
    let rateLimits: DatabaseState["rateLimits"] = {};
    for (const { name } of db.prepare(SQLITE_TABLES).all() as { name: string }[]) {
      if (name === "RateLimit") {
        rateLimits = rateLimitsOf(db.prepare(`SELECT * FROM "RateLimit"`).all() as Parameters<typeof rateLimitsOf>[0]);
        continue;
      }
      const unchanged = lastSqlite?.tables[name];
      if (unchanged && lastSqlite?.writes[name] === writes[name]) {
        tables[name] = unchanged;
        continue;
      }
      const rows = db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[];
      const background = BACKGROUND_COLUMNS[name] ?? [];
      const lines = rows
        .map((row) =>
          serialise(Object.fromEntries(Object.entries(row).filter(([column]) => !background.includes(column)))),
        )
        .sort();
      tables[name] = { rows: rows.length, hash: createHash("sha256").update(lines.join("\n")).digest("hex") };
    }
    return { dataVersion, writes, tables, rateLimits };
  })();
  return lastSqlite;
}

/**
 * A trigger on every table bumps a sequence for each row written. A snapshot is reused while the counter
 * stands still, unless a writing transaction was open when it was taken (its rows could commit unseen).
 */
async function watchWrites(client: pg.Client, tables: string[]): Promise<void> {
  await client.query(`CREATE SEQUENCE IF NOT EXISTS stepps_test_writes;
    CREATE OR REPLACE FUNCTION stepps_test_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM nextval('stepps_test_writes'); RETURN NULL; END $$`);
  for (const table of tables)
    await client.query(`CREATE OR REPLACE TRIGGER stepps_test_write AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION stepps_test_write();
      CREATE OR REPLACE TRIGGER stepps_test_truncate AFTER TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION stepps_test_write()`);
}

let lastPostgres: { writes: string; state: Pick<DatabaseState, "tables" | "rateLimits"> } | null = null;

/** Every table's rows, hashed by PostgreSQL itself in one query, so only the hashes cross the socket. */
async function postgresTables(url: string): Promise<Pick<DatabaseState, "tables" | "rateLimits">> {
  if (!postgres) {
    postgres = new pg.Client({ connectionString: url });
    await postgres.connect();
    lastPostgres = null;
    const all = await postgres.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY 1`,
    );
    await watchWrites(
      postgres,
      all.rows.map((row) => row.name),
    );
  }
  // One query at a time: a pg connection runs one (queued ones are deprecated in node-postgres).
  const client = postgres;
  const { writes } = (
    await client.query<{ writes: string }>(`SELECT last_value || ':' || is_called AS writes FROM stepps_test_writes`)
  ).rows[0];
  if (lastPostgres?.writes === writes) return lastPostgres.state;
  const { writers } = (
    await client.query<{ writers: number }>(
      `SELECT count(*)::int AS writers FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_xid IS NOT NULL`,
    )
  ).rows[0];
  const names = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('_prisma_migrations', 'RateLimit') ORDER BY 1`,
  );
  const hashes = names.rows.map(({ name }) => {
    const row = ["to_jsonb(t)", ...(BACKGROUND_COLUMNS[name] ?? []).map((column) => `'${column}'`)].join(" - ");
    return `SELECT '${name}' AS name, count(*)::int AS rows, md5(coalesce(string_agg(line, E'\\n' ORDER BY line), '')) AS hash
      FROM (SELECT (${row})::text AS line FROM "${name}" t) lines`;
  });
  const tables: DatabaseState["tables"] = {};
  for (const { name, rows, hash } of (await client.query(hashes.join(" UNION ALL "))).rows)
    tables[name] = { rows, hash };
  const limits = await client.query(`SELECT key, count, "windowStartMs" FROM "RateLimit"`);
  const state = { tables, rateLimits: rateLimitsOf(limits.rows) };
  lastPostgres = writers === 0 ? { writes, state } : null;
  return state;
}

/**
 * Every table's rows, from a second connection of its own (a read-only file on SQLite), so it sees
 * exactly what is committed, whatever the app's own client does.
 */
export async function snapshotDatabase(): Promise<DatabaseState> {
  const url = process.env.DATABASE_URL ?? "";
  const { tables, rateLimits } = isPostgresUrl(url) ? await postgresTables(url) : sqliteTables(url);
  return { tables, rateLimits, files: storedFiles().sort() };
}

/** The tables (and files) that differ between two snapshots; empty when nothing was written. */
export function changesBetween(before: DatabaseState, after: DatabaseState): string[] {
  const changes: string[] = [];
  for (const name of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])) {
    const [a, b] = [before.tables[name], after.tables[name]];
    if (!a || !b || a.hash !== b.hash) changes.push(`${name} (${a?.rows ?? "none"} → ${b?.rows ?? "none"} rows)`);
  }
  for (const [key, value] of Object.entries(after.rateLimits)) {
    const counted = ATTEMPT_COUNTERS.some((pattern) => pattern.test(key));
    if (before.rateLimits[key] !== value && !counted) changes.push(`RateLimit "${key}" (not an attempt counter)`);
  }
  for (const key of Object.keys(before.rateLimits))
    if (!(key in after.rateLimits)) changes.push(`RateLimit "${key}" removed`);
  const [filesBefore, filesAfter] = [before.files.join("\n"), after.files.join("\n")];
  if (filesBefore !== filesAfter) changes.push(`upload storage (${before.files.length} → ${after.files.length} files)`);
  return changes;
}
