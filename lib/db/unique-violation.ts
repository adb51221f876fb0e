import "server-only";
import type { Prisma } from "@prisma/client";

/**
 * How racing requests are told apart exactly. A model write reports P2002; a raw statement P2010,
 * with the adapter's kind UniqueConstraintViolation on either engine.
 */
export function isUniqueViolation(error: unknown): boolean {
  // By name, not instanceof: each engine's generated client has its own error classes.
  if (!(error instanceof Error) || error.name !== "PrismaClientKnownRequestError") return false;
  const { code, meta } = error as Prisma.PrismaClientKnownRequestError;
  if (code === "P2002") return true;
  const adapterError = meta?.driverAdapterError as { cause?: { kind?: string } } | undefined;
  return code === "P2010" && adapterError?.cause?.kind === "UniqueConstraintViolation";
}
