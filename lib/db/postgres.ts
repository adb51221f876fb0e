import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

/** `"char"` and `name`, read by Prisma's migration bookkeeping. */
const CATALOG_TYPES = new Set([18, 19]);
const TEXT = 25;

function catalogTypesAsText(result: pg.QueryResult | undefined) {
  for (const field of result?.fields ?? []) if (CATALOG_TYPES.has(field.dataTypeID)) field.dataTypeID = TEXT;
  return result;
}

/**
 * `@prisma/adapter-pg` 6.19 refuses these types, so `prisma migrate deploy` failed reading the
 * catalog ("Column type 'name' could not be deserialized"); pg already parses them as strings.
 */
function readCatalogTypesAsText(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    // pg.Pool's query() passes a callback; the adapter's transactions await a promise.
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
 * Migration scripts are sent whole: the adapter splits them at every `;`, cutting function bodies
 * (the audit log's trigger) in two. PostgreSQL runs a parameterless script in one transaction.
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

/** For the app and the Prisma CLI alike. */
export function postgresAdapter(connectionString: string, poolSize?: number): PrismaPg {
  // As long as SQLite's busy timeout, then fail rather than hang. Idle connections never hold a finished
  // command open (the CLI's `migrate deploy` waited out pg's 10 s idle timeout).
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 10_000, allowExitOnIdle: true });
  pool.on("connect", readCatalogTypesAsText);
  // An idle connection the server closed (restart, failover): unheard, the event would end the process.
  pool.on("error", (error) => {
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: "warn", event: "db.connection_lost", error: error.message })}\n`,
    );
  });
  // $disconnect() ends the pool.
  return new PostgresAdapter(pool, { disposeExternalPool: true });
}
