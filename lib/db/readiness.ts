import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "@prisma/client";
import { databaseEngine, sqliteFilePath } from "@/lib/database-url";

/** By folder name, as `_prisma_migrations` records them. */
function committedMigrations(url: string, root: string): string[] | null {
  const folder = path.join(root, "prisma", ...(databaseEngine(url) === "postgresql" ? ["postgres"] : []), "migrations");
  if (!fs.existsSync(folder)) return null; // deployed without the migrations: nothing to compare with
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** One query: it also shows the database answers. */
export async function appliedMigrations(client: PrismaClient): Promise<Set<string>> {
  const rows = await client.$queryRawUnsafe<{ migration_name: string }[]>(
    `SELECT "migration_name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
  );
  return new Set(rows.map((row) => row.migration_name));
}

export function missingMigrations(url: string, applied: Set<string>, root = process.cwd()): string[] {
  return (committedMigrations(url, root) ?? []).filter((name) => !applied.has(name));
}

/** What the driver adapter says went wrong ("DatabaseNotReachable", "TableDoesNotExist", …). */
export function driverErrorKind(error: unknown): string | undefined {
  return (error as { meta?: { driverAdapterError?: { cause?: { kind?: string } } } }).meta?.driverAdapterError?.cause
    ?.kind;
}

/** Without the user name or password. */
function whereTo(url: string): string {
  if (databaseEngine(url) === "sqlite") return `the SQLite file ${sqliteFilePath(url)}`;
  const { hostname, port, pathname } = new URL(url);
  return `the PostgreSQL database ${pathname.slice(1) || "(default)"} on ${hostname}:${port || 5432}`;
}

const RUN_MIGRATIONS = "run `npm run db:migrate` (or `npm run setup`, which also seeds) with this DATABASE_URL";

/**
 * Checked once at start-up, so a wrong URL, a server down or missing migrations stop it with a
 * message instead of failing every request. Never shows the password.
 */
export async function databaseProblem(client: PrismaClient, url: string, root = process.cwd()): Promise<string | null> {
  let applied: Set<string>;
  try {
    applied = await appliedMigrations(client);
  } catch (error) {
    const where = whereTo(url);
    switch (driverErrorKind(error)) {
      case "DatabaseNotReachable":
        return `DATABASE_URL: cannot reach ${where}. Is the server running, and the host and port right?`;
      case "DatabaseDoesNotExist":
        return `DATABASE_URL: ${where} does not exist. Create it, then ${RUN_MIGRATIONS}.`;
      case "AuthenticationFailed":
      case "DatabaseAccessDenied":
        return `DATABASE_URL: ${where} refused the user name or password in the URL.`;
      case "TableDoesNotExist":
        return `DATABASE_URL: ${where} has no migrations applied; ${RUN_MIGRATIONS}.`;
      default:
        return `DATABASE_URL: ${where} cannot be used: ${error instanceof Error ? error.message.split("\n").filter(Boolean).at(-1) : String(error)}`;
    }
  }
  const missing = missingMigrations(url, applied, root);
  if (missing.length)
    return `DATABASE_URL: ${whereTo(url)} lacks ${missing.length} migration(s) of this version (${missing.join(", ")}); ${RUN_MIGRATIONS}.`;
  return null;
}
