#!/usr/bin/env node
// Completes `next build`'s standalone output (<distDir>/standalone, with STANDALONE_BUILD=1) into a folder
// that runs on its own with `node server.js`: Next leaves out the public files and the built static
// assets (a CDN may serve them instead), and the migrations the start-up and /api/ready compare with.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const standalone = path.join(root, distDir, "standalone");

if (!fs.existsSync(path.join(standalone, "server.js"))) {
  console.error(
    `No ${path.relative(root, standalone)}/server.js: build with STANDALONE_BUILD=1 first (npm run build:standalone).`,
  );
  process.exit(1);
}
// Local state never travels with a build. The tracer follows the mail folder's default into data/ from
// instrumentation.ts, which next.config.mjs's outputFileTracingExcludes (per route) does not reach.
for (const local of ["data", "backups"]) fs.rmSync(path.join(standalone, local), { recursive: true, force: true });

const copies = [
  ["public", "public"],
  [path.join(distDir, "static"), path.join(distDir, "static")],
  [path.join("prisma", "migrations"), path.join("prisma", "migrations")],
  [path.join("prisma", "postgres", "migrations"), path.join("prisma", "postgres", "migrations")],
];
for (const [from, to] of copies) {
  fs.rmSync(path.join(standalone, to), { recursive: true, force: true });
  fs.cpSync(path.join(root, from), path.join(standalone, to), { recursive: true });
}
console.log(
  `${path.relative(root, standalone)}: node server.js (PORT, HOSTNAME and the production variables from the environment)`,
);
