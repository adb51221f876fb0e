import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { Prisma as SqlitePrisma, PrismaClient } from "@prisma/client";
import { databaseEngine, sqliteFilePath } from "@/lib/database-url";
import { postgresAdapter } from "./postgres";

type SqlDriverAdapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;

/** On globalThis so every bundle of the server sees the same set. */
const globalForSqlite = globalThis as unknown as { steppsSqliteConnections?: Set<SqlDriverAdapter> };
export const openSqliteConnections = (globalForSqlite.steppsSqliteConnections ??= new Set());

class LocalSqlite extends PrismaBetterSQLite3 {
  override async connect(): Promise<SqlDriverAdapter> {
    const adapter = await super.connect();
    // WAL: readers never wait for the writer, and a commit is one append, safe if the process dies.
    await adapter.executeScript("PRAGMA journal_mode = WAL");
    beginImmediately(adapter);
    openSqliteConnections.add(adapter);
    return adapter;
  }
}

/**
 * BEGIN IMMEDIATE takes the write lock at once: a deferred transaction that read and then writes
 * after another process committed fails at once with "database is locked" (its snapshot is stale),
 * so with several processes on one file read-then-write transactions would fail at random.
 */
function beginImmediately(adapter: SqlDriverAdapter): void {
  const { client } = adapter as unknown as { client: { prepare: (sql: string) => unknown } };
  const prepare = client.prepare.bind(client);
  client.prepare = (sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql);
}

function sqliteAdapter(url: string) {
  // A writer waits for the lock instead of failing under concurrent writes.
  return new LocalSqlite({ url: sqliteFilePath(url), timeout: 10_000 });
}

type PrismaModule = { PrismaClient: typeof PrismaClient; Prisma: typeof SqlitePrisma };

function clientModule(url: string): PrismaModule {
  if (databaseEngine(url) === "sqlite") return { PrismaClient, Prisma: SqlitePrisma };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only for a postgres:// URL
  return require(".prisma/client-postgres") as PrismaModule;
}

/** Each engine has its own generated client from the same models, so the app sees one type. */
export function connectDatabase(url: string, { poolSize }: { poolSize?: number } = {}): PrismaClient {
  const { PrismaClient: Client } = clientModule(url);
  return new Client({
    adapter: databaseEngine(url) === "sqlite" ? sqliteAdapter(url) : postgresAdapter(url, poolSize),
    // As long as SQLite's busy timeout: under a burst, a wait is better than a failed request.
    transactionOptions: { maxWait: 10_000, timeout: 15_000 },
  });
}

/** A client binds another client's SQL fragments as values, so they must come from its own runtime. */
export function sqlHelpersFor(url: string) {
  const { sql, join, raw, empty } = clientModule(url).Prisma;
  return { sql, join, raw, empty };
}
