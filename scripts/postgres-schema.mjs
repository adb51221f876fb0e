#!/usr/bin/env node
// Writes prisma/postgres/schema.prisma from prisma/schema.prisma, the one schema written by hand:
// the same models with PostgreSQL as the provider and a client of its own. `npm run db:schemas`
// runs it after an edit; __tests__/server/database-engines.test.ts fails while the two differ.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SQLITE_SCHEMA = path.join(root, "prisma", "schema.prisma");
export const POSTGRES_SCHEMA = path.join(root, "prisma", "postgres", "schema.prisma");

const HEADER = `// Generated from prisma/schema.prisma by scripts/postgres-schema.mjs (npm run db:schemas): edit that
// file, not this one. The same models on PostgreSQL, with a client of their own.
`;

/** The PostgreSQL schema for the text of prisma/schema.prisma. */
export function postgresSchema(sqlite) {
  const generator = /generator client \{\n([^}]*)\}/;
  const datasource = /datasource db \{\n([^}]*)\}/;
  if (!generator.test(sqlite) || !datasource.test(sqlite))
    throw new Error("prisma/schema.prisma has no `generator client` or `datasource db` block");
  // Its own opening comment (which says how to edit it) gives way to this file's.
  const body = sqlite.replace(/^(\/\/.*\n)+/, "");
  return (
    HEADER +
    body
      .replace(
        generator,
        (block, inner) =>
          `generator client {\n${inner}  // Beside the SQLite client; lib/db/client.ts loads this one for a postgres:// URL.\n  output     = "../../node_modules/.prisma/client-postgres"\n}`,
      )
      .replace(
        datasource,
        `datasource db {\n  provider = "postgresql"\n  // Read by nothing: the app and the CLI connect through the driver adapter (lib/db/postgres.ts).\n  url      = env("DATABASE_URL")\n}`,
      )
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(path.dirname(POSTGRES_SCHEMA), { recursive: true });
  fs.writeFileSync(POSTGRES_SCHEMA, postgresSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8")));
  console.log(`Wrote ${path.relative(root, POSTGRES_SCHEMA)}`);
}
