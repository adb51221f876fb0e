#!/usr/bin/env node
/**
 * Moves an existing SQLite database's data into a new PostgreSQL database, for a site that outgrows
 * one server (docs/operations.md, "Moving from SQLite to PostgreSQL"):
 *
 *   DATABASE_URL=postgresql://… npm run db:migrate            # the empty target, migrated
 *   npm run db:copy-to-postgres -- --from file:./data/app.db --to postgresql://…
 *
 * Every table is copied, parents before the rows that point at them, in one transaction: the target
 * gets everything or nothing. It refuses a target that is not migrated to the same tables, or that
 * holds any row (never seed it first: the catalogue is copied too). Values are converted by the target
 * column's type: SQLite's 0/1 to booleans, its date texts (ISO, or CURRENT_TIMESTAMP's UTC
 * "YYYY-MM-DD HH:MM:SS") and milliseconds to timestamps. Afterwards each table's row count is compared.
 * Run it with the app stopped, so nothing is written to the SQLite file meanwhile.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import pg from "pg";

const MAX_PARAMETERS = 60_000; // PostgreSQL takes at most 65,535 per statement

function option(args, name) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The target's tables (Prisma's bookkeeping left out) with their columns' types. */
async function targetTables(client) {
  const { rows } = await client.query(
    `SELECT c.table_name AS "table", c.column_name AS "column", c.data_type AS "type", c.udt_name AS "udt"
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> '_prisma_migrations'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map();
  for (const row of rows) {
    if (!tables.has(row.table)) tables.set(row.table, []);
    tables.get(row.table).push({ name: row.column, type: row.type, udt: row.udt });
  }
  return tables;
}

/** Tables ordered so that each comes after every table its foreign keys point at. */
async function parentsFirst(client, names) {
  const { rows } = await client.query(
    `SELECT child.relname AS "child", parent.relname AS "parent"
     FROM pg_constraint k
     JOIN pg_class child ON child.oid = k.conrelid
     JOIN pg_class parent ON parent.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const parents = new Map(names.map((name) => [name, new Set()]));
  for (const { child, parent } of rows) if (child !== parent) parents.get(child)?.add(parent);
  const ordered = [];
  const placed = new Set();
  while (ordered.length < names.length) {
    const ready = names.filter((name) => !placed.has(name) && [...parents.get(name)].every((p) => placed.has(p)));
    if (!ready.length) throw new Error("the tables' foreign keys form a cycle; copy them by hand");
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/** A date as SQLite holds it (ISO text, CURRENT_TIMESTAMP's UTC text, or milliseconds). */
function toDate(value) {
  if (typeof value === "bigint") return new Date(Number(value));
  if (typeof value === "number") return new Date(value);
  const text = String(value);
  const utc = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?$/.test(text) ? `${text.replace(" ", "T")}Z` : text;
  const date = new Date(utc);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${text}`);
  return date;
}

function converter(column) {
  if (column.type === "boolean") return (v) => (v === null ? null : Number(v) !== 0);
  // As UTC text: node-postgres would write a Date in the machine's own time zone, which a column
  // without one (Prisma's TIMESTAMP(3)) keeps as if it were UTC.
  if (column.type.startsWith("timestamp")) return (v) => (v === null ? null : toDate(v).toISOString());
  if (column.type === "bigint") return (v) => (v === null ? null : BigInt(v).toString());
  if (column.type === "integer" || column.type === "smallint") return (v) => (v === null ? null : Number(v));
  if (column.type === "double precision" || column.type === "real") return (v) => (v === null ? null : Number(v));
  return (v) => (v === null ? null : typeof v === "bigint" ? v.toString() : v);
}

export async function copySqliteToPostgres({ from, to, log = console.log }) {
  if (!/^file:/.test(from)) throw new Error("--from must be the SQLite database's file: URL");
  if (!/^postgres(ql)?:\/\//.test(to)) throw new Error("--to must be a postgres:// or postgresql:// URL");
  const file = from.slice("file:".length);
  const sqlite = new Database(path.resolve(file), { readonly: true, fileMustExist: true });
  sqlite.defaultSafeIntegers(true);
  const client = new pg.Client({ connectionString: to });
  await client.connect();
  try {
    const tables = await targetTables(client);
    if (!tables.size) throw new Error("the target has no tables: run `npm run db:migrate` on it first");
    const sourceTables = new Set(
      sqlite
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`,
        )
        .all()
        .map((row) => row.name),
    );
    const missing = [...sourceTables].filter((name) => !tables.has(name));
    const extra = [...tables.keys()].filter((name) => !sourceTables.has(name));
    if (missing.length || extra.length)
      throw new Error(
        `the two databases are not at the same migration (only in SQLite: ${missing.join(", ") || "none"}; only in PostgreSQL: ${extra.join(", ") || "none"}); migrate both first`,
      );
    for (const name of tables.keys()) {
      const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM "${name}") AS "taken"`);
      if (rows[0].taken)
        throw new Error(`the target is not empty ("${name}" has rows); copy into a new, migrated database`);
    }

    const order = await parentsFirst(client, [...tables.keys()]);
    const copied = {};
    await client.query("BEGIN");
    try {
      for (const name of order) {
        const columns = tables.get(name);
        const convert = columns.map(converter);
        const list = columns.map((c) => `"${c.name}"`).join(", ");
        const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
        let batch = [];
        let total = 0;
        const flush = async () => {
          if (!batch.length) return;
          const values = [];
          const tuples = batch.map((row) => {
            const start = values.length;
            values.push(...row);
            return `(${row.map((_, i) => `$${start + i + 1}`).join(", ")})`;
          });
          await client.query(`INSERT INTO "${name}" (${list}) VALUES ${tuples.join(", ")}`, values);
          total += batch.length;
          batch = [];
        };
        for (const row of sqlite.prepare(`SELECT ${list} FROM "${name}"`).iterate()) {
          batch.push(columns.map((c, i) => convert[i](row[c.name] ?? null)));
          if (batch.length >= perStatement) await flush();
        }
        await flush();
        copied[name] = total;
      }
      for (const name of order) {
        const expected = Number(sqlite.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get().n);
        const { rows } = await client.query(`SELECT COUNT(*) AS n FROM "${name}"`);
        if (Number(rows[0].n) !== expected || copied[name] !== expected)
          throw new Error(`"${name}": ${expected} rows in SQLite, ${rows[0].n} in PostgreSQL`);
      }
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
    const rows = Object.values(copied).reduce((a, b) => a + b, 0);
    log(`Copied ${rows} rows in ${order.length} tables; every table's count matches.`);
    return copied;
  } finally {
    sqlite.close();
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const from = option(args, "--from");
  const to = option(args, "--to");
  if (!from || !to) {
    console.error(
      "Usage: npm run db:copy-to-postgres -- --from file:./data/app.db --to postgresql://user:password@host/db",
    );
    process.exit(2);
  }
  copySqliteToPostgres({ from, to }).catch((error) => {
    console.error(`Nothing was copied: ${error.message}`);
    process.exit(1);
  });
}
