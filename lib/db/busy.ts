import "server-only";
import type { Prisma } from "@prisma/client";

/**
 * A burst the database could not take in time: no free pool connection, a transaction that could not
 * start or outran its time, SQLite's busy timeout. Not a fault in the request or the code, so the
 * caller is asked to try again (503) rather than shown a server error.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // pg-pool's own words once connectionTimeoutMillis passes (lib/db/postgres.ts).
  if (error.message === "timeout exceeded when trying to connect") return true;
  if (error.name !== "PrismaClientKnownRequestError") return false;
  const { code, meta } = error as Prisma.PrismaClientKnownRequestError;
  if (code === "P2028") return /given time|timeout/i.test(error.message);
  const adapterError = meta?.driverAdapterError as { cause?: { kind?: string } } | undefined;
  return adapterError?.cause?.kind === "SocketTimeout";
}
