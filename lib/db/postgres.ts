import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

/** The catalog types `"char"` (OID 18) and `name` (OID 19), read by Prisma's migration bookkeeping. */
const CATALOG_TYPES = new Set([18, 19]);
const TEXT = 25;

function catalogTypesAsText(result: pg.QueryResult | undefined) {
  for (const field of result?.fields ?? []) if (CATALOG_TYPES.has(field.dataTypeID)) field.dataTypeID = TEXT;
  return result;
}

/**
 * Reports `name` and `"char"` columns as text on one connection. `@prisma/adapter-pg` 6.19 maps every
 * built-in type it knows to Prisma's column types and refuses the rest, and these two are missing, so
 * `prisma migrate deploy` failed on every run ("Column type 'name' could not be deserialized") when
 * its schema engine read PostgreSQL's catalog. Both arrive from the server as text already (pg parses
 * them as strings), so saying so is all the mapping needs. No table of the app has such a column.
 */
function readCatalogTypesAsText(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    // pg.Pool's own query() passes a callback; the adapter's transactions await a promise.
    if (typeof callback === "function")
      return query(...args.slice(0, -1), (error: Error | null, result?: pg.QueryResult) =>
        callback(error, catalogTypesAsText(result)),
      );
    const pending = query(...args);
    return pending instanceof Promise ? pending.then(catalogTypesAsText) : pending;
  };
}

type PgAdapter = Awaited<ReturnType<PrismaPg["connect"]>>;

/**
 * `@prisma/adapter-pg`, with migration scripts sent whole. The adapter splits a script at every `;`
 * and sends the pieces one by one, which cuts a function body in two (the audit log's append-only
 * trigger has one); PostgreSQL runs a script of several statements itself, in one implicit
 * transaction, when it comes without parameters.
 */
class PostgresAdapter extends PrismaPg {
  override async connect(): Promise<PgAdapter> {
    const adapter = await super.connect();
    const { client, onError } = adapter as unknown as { client: pg.Pool; onError: (error: unknown) => never };
    adapter.executeScript = async (script: string) => {
      try {
        await client.query(script);
      } catch (error) {
        onError.call(adapter, error);
      }
    };
    return adapter;
  }
}

/** The driver adapter for a PostgreSQL URL, for the app and the Prisma CLI alike: at most `poolSize` connections. */
export function postgresAdapter(connectionString: string, poolSize?: number): PrismaPg {
  // A request waits at most 10 s for a connection (a busy pool, or a server that does not answer),
  // as long as SQLite's busy timeout, then fails rather than hanging.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 10_000 });
  pool.on("connect", readCatalogTypesAsText);
  // An idle connection the server closed (a restart, a failover) is reported here; unheard, the
  // event would end the process. The pool drops that connection and opens another when needed.
  pool.on("error", (error) => {
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: "warn", event: "db.connection_lost", error: error.message })}\n`,
    );
  });
  // $disconnect() ends the pool: its connections close with the client (a test file, a CLI command).
  return new PostgresAdapter(pool, { disposeExternalPool: true });
}
