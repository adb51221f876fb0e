// Runs once when a server starts: a malformed or missing production variable stops start-up
// with a message naming it, instead of failing later inside a request. Then every request gets a
// log line, the database is closed cleanly when the process ends, and the scheduler (plan reminders,
// queued mail) starts; imported only here, on Node, so the edge bundle never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/lib/env");
  getEnv();
  const { logEveryRequest } = await import("@/lib/http/request-log");
  logEveryRequest();
  const { closeOnExit } = await import("@/lib/db/shutdown");
  closeOnExit();
  const { startScheduler } = await import("@/lib/scheduler");
  startScheduler();
}
