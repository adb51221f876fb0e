import type { Instrumentation } from "next";

// Runs once when a server starts (`next start` at start-up; `next dev` when it first serves a
// route): a malformed or missing production variable, or a database that cannot be reached or lacks
// migrations, stops start-up with a message naming it, instead of failing later inside a request.
// Then the server hooks go in (docs/architecture.md, "Request hooks"), the database is closed
// cleanly when the process ends, the scheduler (plan reminders, queued mail) starts, and the
// benchmarks' event-loop report when BENCH_EVENT_LOOP asks for it; imported only here, on Node, so
// the edge bundle never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // What Next prints about a failing request becomes one line of the JSON log.
  const { consoleIntoLog } = await import("@/lib/logger");
  consoleIntoLog();
  const { getEnv } = await import("@/lib/env");
  const { DATABASE_URL } = getEnv();
  // The database answers and has this version's migrations, or start-up stops with the reason.
  const { databaseProblem } = await import("@/lib/db/readiness");
  const { db } = await import("@/lib/db/client");
  const problem = await databaseProblem(db, DATABASE_URL);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  const { installServerHooks } = await import("@/lib/http/server-hooks");
  installServerHooks();
  const { closeOnExit } = await import("@/lib/db/shutdown");
  closeOnExit();
  const { startScheduler } = await import("@/lib/scheduler");
  startScheduler();
  const { reportEventLoopDelay } = await import("@/lib/http/event-loop-delay");
  reportEventLoopDelay();
}

/** A request that failed in a page, a route or an action: one JSON log line with its request id. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("@/lib/http/request-errors");
  logRequestError(error, request, context);
};
