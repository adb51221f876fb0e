import Database from "better-sqlite3";
import { E2E_DB_FILE } from "./instance";

/** Read-only queries against the end-to-end server's database, to check what was stored. */
export function queryE2eDb<T = unknown>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_DB_FILE, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * The writes an end-to-end test makes behind the app's back, each as time passing would: one UPDATE,
 * the database opened read-write for it and closed again (the server keeps its own connection; SQLite
 * in WAL mode lets both in). The server reads these rows from the database on every request, so the
 * change applies at once, whatever the member's session token still claims (middleware reads only the
 * token): exactly the case the pages' and routes' own database checks are for. Dates are written in
 * the text form Prisma itself stores. Returns how many rows changed.
 */
function writeE2eDb(sql: string, ...params: unknown[]): number {
  const db = new Database(E2E_DB_FILE);
  try {
    db.pragma("busy_timeout = 10000");
    return db.prepare(sql).run(...params).changes;
  } finally {
    db.close();
  }
}

const storedDate = (at: Date) => at.toISOString().replace("Z", "+00:00");
const DAY_MS = 86_400_000;
const userOf = `(SELECT "id" FROM "User" WHERE "email" = ?)`;

/** Ends a member's access now, by moving every subscription of theirs into the past. */
export function endSubscriptionsOf(email: string): number {
  const now = Date.now();
  return writeE2eDb(
    `UPDATE "Subscription" SET "startsAt" = ?, "endsAt" = ? WHERE "userId" = ${userOf}`,
    storedDate(new Date(now - 31 * DAY_MS)),
    storedDate(new Date(now - 60_000)),
    email.toLowerCase(),
  );
}

/**
 * Moves the end of a member's plan: `plan-reminders.spec.ts` sets it just under seven days away, so
 * the server's scheduler finds the 7-day reminder due on its next round.
 */
export function moveSubscriptionEndOf(email: string, endsAt: Date): number {
  return writeE2eDb(
    `UPDATE "Subscription" SET "endsAt" = ? WHERE "userId" = ${userOf}`,
    storedDate(endsAt),
    email.toLowerCase(),
  );
}

/** Makes an account as if it was opened `days` ago (its reports count once it is established). */
export function ageAccountOf(email: string, days: number): number {
  return writeE2eDb(
    `UPDATE "User" SET "createdAt" = ? WHERE "email" = ?`,
    storedDate(new Date(Date.now() - days * DAY_MS)),
    email.toLowerCase(),
  );
}

/** Puts a chosen question behind a practice attempt, as if the draw had picked it. */
export function setPracticeQuestion(attemptId: string, questionId: string, seed: number): number {
  return writeE2eDb(
    `UPDATE "PracticeAttempt" SET "questionId" = ?, "seed" = ? WHERE "id" = ?`,
    questionId,
    seed,
    attemptId,
  );
}
