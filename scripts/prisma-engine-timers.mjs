// Loaded into the Prisma CLI (scripts/prisma.mjs). Its WebAssembly schema engine arms a 10 s timeout for
// PostgreSQL's migration lock and never clears it, so a finished `migrate deploy` idled 10 s before exiting.
// The engine's timers no longer hold the process open: while it works, its database connection does, and a
// timeout that is due still fires.
const arm = globalThis.setTimeout;
globalThis.setTimeout = function setTimeout(callback, ms, ...args) {
  const timer = arm(callback, ms, ...args);
  if (new Error().stack?.includes("wasm-function")) timer.unref();
  return timer;
};
