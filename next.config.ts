import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const appUrl = process.env.APP_URL || "http://localhost:3000";

const nextConfig: NextConfig = {
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

export default nextConfig;
