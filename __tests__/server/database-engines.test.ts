// One schema, two engines: prisma/schema.prisma is written by hand, and the PostgreSQL schema is
// generated from it (npm run db:schemas). A change to one without the other fails here.
import fs from "node:fs";
import path from "node:path";
import { databaseEngine, isPostgresUrl } from "@/lib/database-url";

const root = process.cwd();
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

it("the PostgreSQL schema is the one generated from prisma/schema.prisma", async () => {
  const { postgresSchema } = await import("../../scripts/postgres-schema.mjs");
  expect(read("prisma/postgres/schema.prisma")).toBe(postgresSchema(read("prisma/schema.prisma")));
});

it("every model has a table in the PostgreSQL migrations", () => {
  const migrations = path.join(root, "prisma", "postgres", "migrations");
  const sql = fs
    .readdirSync(migrations)
    .filter((entry) => fs.statSync(path.join(migrations, entry)).isDirectory())
    .map((entry) => read(path.join("prisma", "postgres", "migrations", entry, "migration.sql")))
    .join("\n");
  const models = [...read("prisma/schema.prisma").matchAll(/^model (\w+) \{/gm)].map(([, name]) => name);
  expect(models.length).toBeGreaterThan(10);
  expect(models.filter((model) => !sql.includes(`CREATE TABLE "${model}"`))).toEqual([]);
});

it("a postgres:// or postgresql:// URL means PostgreSQL, anything else a SQLite file", () => {
  expect(["postgres://h/db", "postgresql://h/db", "POSTGRES://h/db"].map(databaseEngine)).toEqual([
    "postgresql",
    "postgresql",
    "postgresql",
  ]);
  expect(databaseEngine("file:./data/app.db")).toBe("sqlite");
  expect(isPostgresUrl("postgresx://h/db")).toBe(false);
});
