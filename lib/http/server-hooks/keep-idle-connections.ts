import "server-only";
import { getEnv } from "@/lib/env";
import type { ServerHook } from "./chain";

/**
 * Keeps idle keep-alive connections open HTTP_KEEP_ALIVE_SECONDS (65 by default), longer than the
 * reverse proxy in front keeps its own idle connections to the app (nginx: 60 s). Node closes one
 * after 5 s by default: nginx then sent the next request on a connection Node had just closed and
 * answered 502 ("Connection reset by peer"), after every pause longer than that. The headers of a
 * request on a kept connection may take a moment longer than the idle time itself.
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
