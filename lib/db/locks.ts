import "server-only";
import type { Prisma, PrismaClient } from "@prisma/client";
import { databaseEngine } from "@/lib/database-url";
import { getEnv } from "@/lib/env";
import { db, SQL } from "./client";

/**
 * SQLite transactions take the one write lock as they begin (adapter.ts), so they run alone;
 * PostgreSQL's READ COMMITTED runs them side by side, and two counting at once each miss the other's
 * row. A decision resting on rows read first locks before reading.
 */
const onPostgres = () => databaseEngine(getEnv().DATABASE_URL) === "postgresql";

type Client = PrismaClient | Prisma.TransactionClient;

/** Fixed keys of PostgreSQL's advisory locks. */
const LOCK_KEYS = { voucherIssue: 17_001, staffRoles: 17_002 } as const;
type LockName = keyof typeof LOCK_KEYS;

const advisoryLock = (client: Client, lock: LockName) =>
  client.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEYS[lock]})`;

/** Leads a batch transaction whose limit is decided by reading rows, so such run one at a time. */
export function oneAtATime(lock: LockName): Prisma.PrismaPromise<unknown>[] {
  return onPostgres() ? [advisoryLock(db, lock)] : [];
}

/** oneAtATime() for an interactive transaction. */
export async function waitForLock(tx: Prisma.TransactionClient, lock: LockName): Promise<void> {
  if (onPostgres()) await advisoryLock(tx, lock);
}

type LockableTable = "User" | "VentingPost" | "ContactMessage" | "LearnerGroup";

/**
 * FOR UPDATE, so transactions deciding about a row from other rows (a post's reports, a member's
 * access) run one after the other. Awaited, or passed unawaited as a step of a batch transaction.
 */
export function lockRow(client: Client, table: LockableTable, id: string): Prisma.PrismaPromise<{ id: string }[]> {
  return client.$queryRaw<{ id: string }[]>(
    SQL.sql`SELECT "id" FROM ${SQL.raw(`"${table}"`)} WHERE "id" = ${id}${onPostgres() ? SQL.raw(" FOR UPDATE") : SQL.empty}`,
  );
}

export async function lockRows(tx: Prisma.TransactionClient, table: LockableTable, ids: string[]): Promise<void> {
  if (!onPostgres() || !ids.length) return;
  await tx.$queryRaw(SQL.sql`SELECT "id" FROM ${SQL.raw(`"${table}"`)} WHERE "id" IN (${SQL.join(ids)}) FOR UPDATE`);
}

/**
 * FOR KEY SHARE: keeps the row from deletion without making other holders wait. Taken before
 * lockRow() on another table, it keeps account deletion's lock order, so the two never deadlock.
 * Says whether the row is there; on SQLite the transaction runs alone, so what it read still is.
 */
export async function holdRow(tx: Prisma.TransactionClient, table: LockableTable, id: string): Promise<boolean> {
  if (!onPostgres()) return true;
  const rows = await tx.$queryRaw<{ id: string }[]>(
    SQL.sql`SELECT "id" FROM ${SQL.raw(`"${table}"`)} WHERE "id" = ${id} FOR KEY SHARE`,
  );
  return rows.length > 0;
}
