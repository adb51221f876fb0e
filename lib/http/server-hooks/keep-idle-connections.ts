import "server-only";
import { getEnv } from "@/lib/env";
import type { ServerHook } from "./chain";

/**
 * Longer than the reverse proxy keeps its idle connections (nginx: 60 s). With Node's 5 s default,
 * nginx reused connections Node had just closed and answered 502.
 */
export function keepIdleConnections(): ServerHook {
  const idleMs = getEnv().HTTP_KEEP_ALIVE_SECONDS * 1000;
  return {
    name: "keepIdleConnections",
    configureServer(server) {
      server.keepAliveTimeout = idleMs;
      server.headersTimeout = Math.max(server.headersTimeout, idleMs + 1000);
    },
  };
}
