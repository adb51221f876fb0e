import "server-only";
import { logger } from "@/lib/logger";
import { openSqliteConnections } from "./adapter";

const REGISTERED = Symbol.for("stepps.closeOnExit");

/** Closing SQLite on exit folds the WAL back into the file, leaving nothing for the next start to recover. */
export function closeOnExit(): void {
  const registry = process as NodeJS.Process & { [REGISTERED]?: true };
  if (registry[REGISTERED]) return;
  registry[REGISTERED] = true;
  process.once("SIGTERM", () => {
    logger.info("server.shutdown", { signal: "SIGTERM" });
    // Listening cancels Node's default exit; where nothing else handles it, exit as Node would.
    if (process.listenerCount("SIGTERM") === 0) process.exit(143);
  });
  process.once("exit", (code) => {
    for (const connection of openSqliteConnections) {
      // dispose() closes the better-sqlite3 handle before it returns its promise.
      void connection.dispose().catch(() => {});
    }
    openSqliteConnections.clear();
    logger.info("server.exit", { status: code });
  });
}
