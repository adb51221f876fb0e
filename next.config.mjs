// @ts-check
import createMDX from "@next/mdx";
import { SERVER_ACTION_BODY_LIMIT_BYTES } from "./lib/http/action-limits.mjs";

/** @type {import("next").NextConfig} */
const nextConfig = {
  // The end-to-end tests build into their own folder so they never overwrite a local build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // npm test type-checks beside the end-to-end build (`npm run typecheck`, with the route types of
  // `next typegen`), so that build skips its own pass (scripts/e2e-build.ts).
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPECHECK === "1" },
  // `npm run build:standalone`: the server and only the files it needs, in <distDir>/standalone, to deploy
  // (deploy/, docs/operations.md). Left out of local builds: `next start` warns about a build that has it.
  output: process.env.STANDALONE_BUILD === "1" ? "standalone" : undefined,
  // Local state never travels with a build: the file tracer follows the mail folder's default into data/.
  outputFileTracingExcludes: { "*": ["./data/**/*", "./backups/**/*"] },
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // forbidden(): the staff console answers a signed-in member without the role 403 (app/forbidden.tsx).
    authInterrupts: true,
    // Stated here because refuseJunkRequests (lib/http/server-hooks) refuses a longer body first, with 413.
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT_BYTES },
    // A fresh clone in CI never builds again, so Turbopack's build cache would only cost its writing.
    turbopackFileSystemCacheForBuild: !process.env.CI,
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
  // The security headers are set by a server hook (lib/http/server-hooks), in development too.
  async redirects() {
    return [
      // The Venting Room's old address, subpaths and query included.
      {
        source: "/dev-venting-room-dashboard/:path*",
        destination: "/venting-room-dashboard/:path*",
        permanent: true,
      },
    ];
  },
};

// The long legal texts are MDX files under content/, compiled into the pages that import them.
const withMDX = createMDX();

export default withMDX(nextConfig);
