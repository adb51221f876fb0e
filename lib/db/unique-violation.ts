import "server-only";
import type { Prisma } from "@prisma/client";

/**
 * Whether a write failed on a unique constraint: the database's own verdict that the row exists
 * already, which is how racing requests are told apart exactly (a voucher slot, a subscription
 * reference, a pseudonym). Prisma reports a model write's as P2002. A raw statement's fails as P2010,
 * with the driver adapter's verdict beside it: SQLite's "UNIQUE constraint failed" and PostgreSQL's
 * SQLSTATE 23505 both arrive as the kind UniqueConstraintViolation.
 */
export function isUniqueViolation(error: unknown): boolean {
  // By name, not instanceof: each engine's generated client has its own error classes.
  if (!(error instanceof Error) || error.name !== "PrismaClientKnownRequestError") return false;
  const { code, meta } = error as Prisma.PrismaClientKnownRequestError;
  if (code === "P2002") return true;
  const adapterError = meta?.driverAdapterError as { cause?: { kind?: string } } | undefined;
  return code === "P2010" && adapterError?.cause?.kind === "UniqueConstraintViolation";
}
