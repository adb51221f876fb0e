/** Database URL rules, shared by env validation, the Prisma client and the CLI config (no driver imports here). */
export const DEFAULT_DATABASE_URL = "file:./data/app.db";

/** libSQL/Turso for remote URLs (several app hosts share one database); a local SQLite file otherwise. */
export function isLibsqlUrl(url: string): boolean {
  return /^(libsql|https?):\/\//i.test(url);
}

/** The file of a `file:` URL. Relative paths are taken from the working directory, as the CLI and the app both run from the project root. */
export function sqliteFilePath(url: string): string {
  return url.replace(/^file:/i, "");
}
