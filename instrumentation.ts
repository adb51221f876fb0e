// Runs once when a server starts: a malformed or missing production variable, or a database that
// cannot be reached or lacks migrations, stops start-up with a message naming it, instead of failing
// later inside a request. Then requests reach Next a
// few per turn of the event loop (the rest of the work on a request waits for its turn), junk that
// Next would answer with a 500 is refused before Next sees it, every request gets a log line and
// every response the security headers, the database is closed cleanly when the process ends, the
// scheduler (plan reminders, queued mail) starts, and the benchmarks' event-loop report when
// BENCH_EVENT_LOOP asks for it; imported only here, on Node, so the edge bundle never sees it.
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
  // The request event's wrappers: the one installed last runs first. Junk is refused right before
  // Next; the log runs outside that, so it logs the refusals too; the headers go on every answer.
  const { keepIdleConnections } = await import("@/lib/http/keep-alive");
  keepIdleConnections();
  const { refuseJunkRequests } = await import("@/lib/http/junk-requests");
  refuseJunkRequests();
  const { logEveryRequest } = await import("@/lib/http/request-log");
  logEveryRequest();
  const { sendSecurityHeaders } = await import("@/lib/http/security-headers");
  sendSecurityHeaders();
  // Outermost: an arriving request only joins the queue, and all of the above runs in its turn.
  const { requestsTakeTurns } = await import("@/lib/http/event-loop-turns");
  requestsTakeTurns();
  const { closeOnExit } = await import("@/lib/db/shutdown");
  closeOnExit();
  const { startScheduler } = await import("@/lib/scheduler");
  startScheduler();
  const { reportEventLoopDelay } = await import("@/lib/http/event-loop-delay");
  reportEventLoopDelay();
}
