// What a project file imports, read from its text: the architecture test checks the app's imports with it,
// and jest.config.mjs finds the server tests that reach the database (only those run again on PostgreSQL).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];

const IMPORT_PATTERNS = [
  // import x from "y"; import { a } from "y"; import type { T } from "y"; export { a } from "y"
  /^\s*(?:import|export)\s+(?:type\s+)?[^;"'`]*?\sfrom\s+["']([^"']+)["']/gm,
  // import "y" (side effects only, "server-only" among them)
  /^\s*import\s+["']([^"']+)["']/gm,
  // import("y"), including next/dynamic's loaders
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

/** Every module specifier a file imports, statically, dynamically or by re-export. */
export function specifiersOf(text) {
  const found = new Set();
  for (const pattern of IMPORT_PATTERNS) for (const match of text.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** The project file a specifier names, from the root with forward slashes; null for packages and built-ins. */
export function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(path.join(ROOT, fromFile)), specifier);
  else return null;
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  const hit = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return hit ? path.relative(ROOT, hit).split(path.sep).join("/") : null;
}

/** Whether `file` (from the root) imports, directly or through others, a file that `touches`. */
export function reaches(file, touches, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  if (touches(file, text)) return true;
  return specifiersOf(text).some((specifier) => {
    const target = resolveImport(file, specifier);
    return target !== null && reaches(target, touches, seen);
  });
}

/**
 * A test opens a database when it reaches the app's Prisma client, or reads the database itself
 * (a test helper with its own connection, or one handing DATABASE_URL to a child process).
 */
const opensDatabase = (file, text) =>
  file === "lib/db/client.ts" ||
  (file.startsWith("__tests__/") && /process\.env\.DATABASE_URL|["']better-sqlite3["']|["']pg["']/.test(text));

/** The server test files that open a database, from the root. */
export function databaseTestFiles(dir = "__tests__/server") {
  return fs
    .readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => `${dir}/${name}`)
    .filter((file) => reaches(file, opensDatabase))
    .sort();
}
