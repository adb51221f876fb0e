// @ts-check
import createMDX from "@next/mdx";
import { SERVER_ACTION_BODY_LIMIT_BYTES } from "./lib/http/action-limits.mjs";
import { OWN_POLICY_PATHS, securityHeaders } from "./lib/security/headers.mjs";

/** @type {import("next").NextConfig} */
const nextConfig = {
  // The end-to-end tests build into their own folder so they never overwrite a local build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // forbidden(): the staff console answers a signed-in member without the role 403 (app/forbidden.tsx).
    authInterrupts: true,
    // Stated here because lib/http/junk-requests.ts refuses a longer body first, with 413.
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT_BYTES },
  },
  // Native and WebAssembly database drivers stay as runtime requires instead of being bundled.
  serverExternalPackages: [
    "@prisma/client",
    ".prisma/client",
    ".prisma/client-postgres",
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-pg",
    "better-sqlite3",
    "pg",
  ],
  // `next start` puts the security headers on every response itself (lib/http/security-headers.ts),
  // which costs a fraction of Next's per-request handling of headers() here; `next dev` serves
  // through a server that hook does not see, so in development they come from here.
  ...(process.env.NODE_ENV === "development"
    ? {
        async headers() {
          const headers = securityHeaders({ development: true, https: false });
          const policy = headers.filter((header) => header.key === "Content-Security-Policy");
          const others = headers.filter((header) => header.key !== "Content-Security-Policy");
          return [
            { source: "/:path*", headers: others },
            { source: `/:path((?!${OWN_POLICY_PATHS.join("|")}).*)`, headers: policy },
          ];
        },
      }
    : {}),
};

// The long legal texts are MDX files under content/, compiled into the pages that import them.
const withMDX = createMDX();

export default withMDX(nextConfig);
