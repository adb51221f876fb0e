import "server-only";
import type { Prisma } from "@prisma/client";
import { databaseEngine } from "@/lib/database-url";
import { getEnv } from "@/lib/env";
import { db } from "./client";

/** The app's transaction-wide locks, each a fixed key of PostgreSQL's advisory locks. */
const LOCK_KEYS = { voucherIssue: 17_001 } as const;

/**
 * The statements that start a transaction whose limit is decided by reading rows (the next voucher
 * slot), so that such transactions run one at a time on every server. On PostgreSQL, an advisory lock
 * held until the transaction ends: two transactions reading at once would each miss the other's row,
 * and all but one would fail on the unique slot (300 sign-ups at once failed 230 of them). On SQLite
 * none are needed: every transaction takes the one write lock first (BEGIN IMMEDIATE, lib/db/adapter.ts).
 */
export function oneAtATime(lock: keyof typeof LOCK_KEYS): Prisma.PrismaPromise<unknown>[] {
  if (databaseEngine(getEnv().DATABASE_URL) === "sqlite") return [];
  return [db.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEYS[lock]})`];
}
