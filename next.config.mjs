/** @type {import('next').NextConfig} */
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
};

export default nextConfig;
