import path from "node:path";
import Database from "better-sqlite3";

/** Read-only queries against the end-to-end server's database, to check what was stored. */
export function queryE2eDb<T = unknown>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(__dirname, "..", "..", "data", "e2e.db"), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
