import "server-only";
import { getEnv } from "@/lib/env";
import { OWN_POLICY_PATHS, securityHeaders } from "@/lib/security/headers.mjs";
import type { ServerHook } from "./chain";

/** The site's headers for this process: they depend only on how it was started. */
export function siteSecurityHeaders(): { key: string; value: string }[] {
  return securityHeaders({
    development: process.env.NODE_ENV === "development",
    https: getEnv().APP_URL.startsWith("https://"),
  });
}

/**
 * Puts the security headers on every response this process sends, in production and in
 * development alike: pages, route handlers, static files, redirects, Next's own errors and the junk
 * refusals, set before Next handles the request. Next keeps a header already on the response over a
 * route handler's, so the routes that send their own Content-Security-Policy (OWN_POLICY_PATHS) get
 * every header but the site's policy. Not next.config.mjs's headers(): Next compiles every value
 * holding a ':' (the policy's https: and data: sources) on every request (docs/benchmarks.md).
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
