/** Shared by env validation, the Prisma client and the CLI config: no driver imports here. */
export const DEFAULT_DATABASE_URL = "file:./data/app.db";

export type DatabaseEngine = "sqlite" | "postgresql";

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function databaseEngine(url: string): DatabaseEngine {
  return isPostgresUrl(url) ? "postgresql" : "sqlite";
}

/** Relative to the working directory: the CLI and the app both run from the project root. */
export function sqliteFilePath(url: string): string {
  return url.replace(/^file:/i, "");
}
