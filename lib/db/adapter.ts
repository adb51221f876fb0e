import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { Prisma as SqlitePrisma, PrismaClient } from "@prisma/client";
import { databaseEngine, sqliteFilePath } from "@/lib/database-url";
import { postgresAdapter } from "./postgres";

type SqlDriverAdapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;

/** Open local SQLite connections, on globalThis so every bundle of the server sees the same set. */
const globalForSqlite = globalThis as unknown as { steppsSqliteConnections?: Set<SqlDriverAdapter> };
export const openSqliteConnections = (globalForSqlite.steppsSqliteConnections ??= new Set());

/** A SQLite file connection in WAL mode, whatever mode the file was made in. */
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
 * Transactions start with BEGIN IMMEDIATE, taking the write lock at once (waiting up to the busy
 * timeout for it) instead of at their first write. A deferred transaction that read first and then
 * writes after another process committed cannot wait: SQLite fails it at once with "database is
 * locked", because its snapshot is stale. With several processes on one file (servers, the
 * scheduler, `npm run staff`), read-then-write transactions would fail at random. The adapter only
 * ever prepares "BEGIN" to start one, so that statement is the one swapped.
 */
function beginImmediately(adapter: SqlDriverAdapter): void {
  const { client } = adapter as unknown as { client: { prepare: (sql: string) => unknown } };
  const prepare = client.prepare.bind(client);
  client.prepare = (sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql);
}

function sqliteAdapter(url: string) {
  // The busy timeout makes a writer wait for the lock instead of failing under concurrent writes.
  return new LocalSqlite({ url: sqliteFilePath(url), timeout: 10_000 });
}

type PrismaModule = { PrismaClient: typeof PrismaClient; Prisma: typeof SqlitePrisma };

/** The generated client of the URL's engine (the PostgreSQL one loaded only when used). */
function clientModule(url: string): PrismaModule {
  if (databaseEngine(url) === "sqlite") return { PrismaClient, Prisma: SqlitePrisma };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only for a postgres:// URL
  return require(".prisma/client-postgres") as PrismaModule;
}

/**
 * A Prisma client for DATABASE_URL: a local SQLite file through better-sqlite3, or PostgreSQL through
 * node-postgres with at most `poolSize` connections. Each engine has its own generated client (the
 * PostgreSQL one from prisma/postgres/schema.prisma, generated from the same models); both have the
 * same API, so the app sees one type.
 */
export function connectDatabase(url: string, { poolSize }: { poolSize?: number } = {}): PrismaClient {
  const { PrismaClient: Client } = clientModule(url);
  return new Client({
    adapter: databaseEngine(url) === "sqlite" ? sqliteAdapter(url) : postgresAdapter(url, poolSize),
    // A transaction waits for a pooled connection (PostgreSQL) or the write lock (SQLite) as long as
    // SQLite's busy timeout, not Prisma's 2 s: under a burst, a wait is better than a failed request.
    transactionOptions: { maxWait: 10_000, timeout: 15_000 },
  });
}

/**
 * The SQL tag and its helpers of the URL's client. A fragment must come from the runtime of the client
 * that runs it: each generated client has its own, and one does not recognise the other's fragments
 * inside its queries (it would bind them as values).
 */
export function sqlHelpersFor(url: string) {
  const { sql, join, raw, empty } = clientModule(url).Prisma;
  return { sql, join, raw, empty };
}
