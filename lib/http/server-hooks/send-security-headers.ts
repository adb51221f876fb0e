import "server-only";
import { getEnv } from "@/lib/env";
import { OWN_POLICY_PATHS, securityHeaders } from "@/lib/security/headers.mjs";
import type { ServerHook } from "./chain";

export function siteSecurityHeaders(): { key: string; value: string }[] {
  return securityHeaders({
    development: process.env.NODE_ENV === "development",
    https: getEnv().APP_URL.startsWith("https://"),
  });
}

/**
 * On every response, Next's own errors and static files included. Not next.config.mjs's headers():
 * Next recompiles every value holding a ':' on every request (docs/benchmarks.md).
 */
export function sendSecurityHeaders(): ServerHook {
  const headers = siteSecurityHeaders();
  const withoutPolicy = headers.filter(({ key }) => key !== "Content-Security-Policy");
  const ownPolicy = new RegExp(`^/(?:${OWN_POLICY_PATHS.join("|")})`);
  return {
    name: "sendSecurityHeaders",
    handleRequest(request, response, next) {
      const path = (request.url ?? "/").split("?", 1)[0];
      for (const { key, value } of ownPolicy.test(path) ? withoutPolicy : headers) response.setHeader(key, value);
      next();
    },
  };
}
