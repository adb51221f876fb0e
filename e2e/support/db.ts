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
 * The one write an end-to-end test makes behind the app's back: it ends a member's access now, as
 * time passing would, by moving every subscription of theirs into the past. It opens the database
 * read-write for this single UPDATE and closes it again (the server keeps its own connection; SQLite
 * in WAL mode lets both in). The server reads subscriptions from the database on every request, so
 * the change applies at once, while the member's session token still claims the plan (middleware
 * reads only the token): exactly the case the pages' and routes' own database checks are for.
 * Dates are written in the text form Prisma itself stores. Returns how many subscriptions it ended.
 */
export function endSubscriptionsOf(email: string): number {
  const db = new Database(E2E_DB_FILE);
  try {
    db.pragma("busy_timeout = 10000");
    const at = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");
    const now = Date.now();
    return db
      .prepare(
        `UPDATE "Subscription" SET "startsAt" = ?, "endsAt" = ? WHERE "userId" = (SELECT "id" FROM "User" WHERE "email" = ?)`,
      )
      .run(at(now - 31 * 86_400_000), at(now - 60_000), email.toLowerCase()).changes;
  } finally {
    db.close();
  }
}

/**
 * Moves the end of a member's plan, as the clock moving on would: `plan-reminders.spec.ts` sets it
 * just under seven days away, so the server's scheduler finds the 7-day reminder due on its next
 * round. Same single-UPDATE rules as endSubscriptionsOf. Returns how many subscriptions it moved.
 */
export function moveSubscriptionEndOf(email: string, endsAt: Date): number {
  const db = new Database(E2E_DB_FILE);
  try {
    db.pragma("busy_timeout = 10000");
    return db
      .prepare(`UPDATE "Subscription" SET "endsAt" = ? WHERE "userId" = (SELECT "id" FROM "User" WHERE "email" = ?)`)
      .run(endsAt.toISOString().replace("Z", "+00:00"), email.toLowerCase()).changes;
  } finally {
    db.close();
  }
}
