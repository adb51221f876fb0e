// Runs once when a server starts: a malformed or missing production variable stops start-up
// with a message naming it, instead of failing later inside a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/lib/env");
  getEnv();
}
