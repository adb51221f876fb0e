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
