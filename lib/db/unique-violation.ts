import "server-only";
import { Prisma } from "@prisma/client";

/**
 * Whether a write failed on a unique constraint: the database's own verdict that the row exists
 * already, which is how racing requests are told apart exactly (a voucher slot, a subscription
 * reference, a pseudonym). Prisma reports it as P2002; a raw statement through the SQLite driver
 * adapter surfaces SQLite's own "UNIQUE constraint failed".
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}
