import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { isLibsqlUrl, sqliteFilePath } from "./url";

export function createDriverAdapter(url: string, authToken?: string) {
  if (isLibsqlUrl(url)) return new PrismaLibSQL({ url, authToken });
  // The busy timeout makes a writer wait for the lock instead of failing under concurrent writes.
  return new PrismaBetterSQLite3({ url: sqliteFilePath(url), timeout: 10_000 });
}
