import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { defineConfig } from "prisma/config";
import { DEFAULT_DATABASE_URL, isLibsqlUrl, sqliteFilePath } from "./lib/database-url";

// The CLI runs its schema engine as WebAssembly through a driver adapter, so migrations need no
// native engine download (see DECISIONS.md, "Prisma offline"). It is the same driver the app uses
// (lib/db/adapter.ts), made here without the app's run-time settings: the CLI's config loader cannot
// load the app's server-only modules.
const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
if (!isLibsqlUrl(url)) fs.mkdirSync(path.dirname(sqliteFilePath(url)), { recursive: true });

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations"), seed: "tsx --conditions=react-server prisma/seed/run.ts" },
  adapter: async () =>
    isLibsqlUrl(url)
      ? new PrismaLibSQL({ url, authToken: process.env.DATABASE_AUTH_TOKEN })
      : new PrismaBetterSQLite3({ url: sqliteFilePath(url) }),
});
