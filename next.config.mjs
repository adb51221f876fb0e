// @ts-check
import createMDX from "@next/mdx";
import { securityHeaders } from "./lib/security/headers.mjs";

const appUrl = process.env.APP_URL || "http://localhost:3000";

/** @type {import("next").NextConfig} */
const nextConfig = {
  // The end-to-end tests build into their own folder so they never overwrite a local build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WebAssembly database drivers stay as runtime requires instead of being bundled.
  serverExternalPackages: [
    "@prisma/client",
    ".prisma/client",
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-libsql",
    "better-sqlite3",
    "@libsql/client",
  ],
  // Every response, pages, route handlers and static files alike. Read at build time, like APP_URL.
  async headers() {
    const headers = securityHeaders({
      development: process.env.NODE_ENV === "development",
      https: appUrl.startsWith("https://"),
    });
    return [{ source: "/:path*", headers }];
  },
};

// The long legal texts are MDX files under content/, compiled into the pages that import them.
const withMDX = createMDX();

export default withMDX(nextConfig);
