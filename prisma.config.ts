import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { createDriverAdapter } from "./lib/db/adapter";
import { DEFAULT_DATABASE_URL, isLibsqlUrl, sqliteFilePath } from "./lib/db/url";

// The CLI runs its schema engine as WebAssembly through the same driver adapter as the app,
// so migrations need no native engine download (see DECISIONS.md, "Prisma offline").
const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
if (!isLibsqlUrl(url)) fs.mkdirSync(path.dirname(sqliteFilePath(url)), { recursive: true });

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations"), seed: "tsx prisma/seed.ts" },
  adapter: async () => createDriverAdapter(url, process.env.DATABASE_AUTH_TOKEN),
});
