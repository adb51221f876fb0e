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
      // close() (Next's, on SIGTERM) ends the connections idle at that moment; one answering a request
      // would then idle for the whole keep-alive time and hold the shutdown, so it goes once answered.
      const close = server.close.bind(server);
      server.close = (callback) => {
        close(callback);
        const sweep = setInterval(() => server.closeIdleConnections(), 100).unref();
        server.once("close", () => clearInterval(sweep));
        return server;
      };
    },
  };
}
