// @ts-check
import createMDX from "@next/mdx";
import { SERVER_ACTION_BODY_LIMIT_BYTES } from "./lib/http/action-limits.mjs";

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
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-libsql",
    "better-sqlite3",
    "@libsql/client",
  ],
  // The security headers are set on every response by lib/http/security-headers.ts, not here.
};

// The long legal texts are MDX files under content/, compiled into the pages that import them.
const withMDX = createMDX();

export default withMDX(nextConfig);
