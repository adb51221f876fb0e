import "server-only";
import type { Prisma, PrismaClient } from "@prisma/client";
import { databaseEngine } from "@/lib/database-url";
import { getEnv } from "@/lib/env";
import { db, SQL } from "./client";

/**
 * Why the app locks at all: SQLite's transactions take its one write lock when they begin (BEGIN
 * IMMEDIATE, lib/db/adapter.ts), so a transaction that reads, decides and then writes runs alone.
 * PostgreSQL runs them side by side (READ COMMITTED): two transactions counting at once each miss the
 * other's row. Where a decision rests on rows read first, the transaction takes a lock before reading;
 * on SQLite the locks cost nothing.
 */
const onPostgres = () => databaseEngine(getEnv().DATABASE_URL) === "postgresql";

type Client = PrismaClient | Prisma.TransactionClient;

/** The app's transaction-wide locks, each a fixed key of PostgreSQL's advisory locks. */
const LOCK_KEYS = { voucherIssue: 17_001, staffRoles: 17_002 } as const;
type LockName = keyof typeof LOCK_KEYS;

const advisoryLock = (client: Client, lock: LockName) =>
  client.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEYS[lock]})`;

/**
 * The first statements of a batch transaction whose limit is decided by reading rows (the next voucher
 * slot), so that such transactions run one at a time on every server: on PostgreSQL an advisory lock
 * held until the transaction ends (without it, 300 sign-ups at once failed 230 of them on the unique
 * slot); on SQLite none.
 */
export function oneAtATime(lock: LockName): Prisma.PrismaPromise<unknown>[] {
  return onPostgres() ? [advisoryLock(db, lock)] : [];
}

/** oneAtATime() for an interactive transaction: waits for the lock, held until `tx` ends. */
export async function waitForLock(tx: Prisma.TransactionClient, lock: LockName): Promise<void> {
  if (onPostgres()) await advisoryLock(tx, lock);
}

/** Tables whose rows a transaction may lock (each has an "id" primary key). */
type LockableTable = "User" | "VentingPost" | "ContactMessage" | "LearnerGroup";

/**
 * Locks one row until the transaction ends (PostgreSQL's SELECT … FOR UPDATE), so that transactions
 * deciding something about it from other rows (the reports on a post, a member's months of access,
 * the sessions and files of an account) run one after the other, and rows that point at it wait too.
 * Resolves with the row's id when it exists. Awaited inside an interactive transaction, or passed
 * unawaited as a step of a batch transaction (`db.$transaction([lockRow(db, …), …])`).
 */
export function lockRow(client: Client, table: LockableTable, id: string): Prisma.PrismaPromise<{ id: string }[]> {
  return client.$queryRaw<{ id: string }[]>(
    SQL.sql`SELECT "id" FROM ${SQL.raw(`"${table}"`)} WHERE "id" = ${id}${onPostgres() ? SQL.raw(" FOR UPDATE") : SQL.empty}`,
  );
}

/** lockRow() for many rows at once (none on SQLite, whose transactions write alone). */
export async function lockRows(tx: Prisma.TransactionClient, table: LockableTable, ids: string[]): Promise<void> {
  if (!onPostgres() || !ids.length) return;
  await tx.$queryRaw(SQL.sql`SELECT "id" FROM ${SQL.raw(`"${table}"`)} WHERE "id" IN (${SQL.join(ids)}) FOR UPDATE`);
}

/**
 * Keeps a row from being deleted or locked by lockRow() until the transaction ends, without making
 * other holders wait (PostgreSQL's FOR KEY SHARE, which inserting a row that points at it takes
 * anyway). Taken first, before lockRow() on another table, it keeps the order of locks the same as
 * account deletion's (the member's row, then their posts), so the two never wait on each other.
 */
export async function holdRow(tx: Prisma.TransactionClient, table: LockableTable, id: string): Promise<void> {
  if (!onPostgres()) return;
  await tx.$queryRaw(SQL.sql`SELECT "id" FROM ${SQL.raw(`"${table}"`)} WHERE "id" = ${id} FOR KEY SHARE`);
}
