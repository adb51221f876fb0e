import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { defineConfig } from "prisma/config";
import { DEFAULT_DATABASE_URL, databaseEngine, sqliteFilePath } from "./lib/database-url";
import { postgresAdapter } from "./lib/db/postgres";

// The CLI runs its schema engine as WebAssembly through a driver adapter, so migrations need no
// native engine download (see DECISIONS.md, "Prisma offline"). It is the same driver the app uses
// (lib/db/adapter.ts), made here without the app's run-time settings: the CLI's config loader cannot
// load the app's server-only modules. Each engine has its own schema (prisma/postgres/ is generated
// from prisma/schema.prisma) and its own migrations.
const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const engine = databaseEngine(url);
const folder = engine === "postgresql" ? path.join("prisma", "postgres") : "prisma";
if (engine === "sqlite") fs.mkdirSync(path.dirname(sqliteFilePath(url)), { recursive: true });

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(folder, "schema.prisma"),
  migrations: { path: path.join(folder, "migrations"), seed: "tsx --conditions=react-server prisma/seed/run.ts" },
  adapter: async () =>
    engine === "postgresql" ? postgresAdapter(url) : new PrismaBetterSQLite3({ url: sqliteFilePath(url) }),
});
