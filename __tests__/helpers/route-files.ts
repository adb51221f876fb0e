// The app's routes as its own files say, read from disk at test time: the sweeps (Jest and
// Playwright) build their case lists from these, so a route added to app/ cannot be missed.
// Node built-ins only, so both test runners can load it.
import fs from "node:fs";
import path from "node:path";

export const APP_DIR = path.join(__dirname, "..", "..", "app");

/** The methods a route file may export for Next.js to route to it (HEAD and OPTIONS Next answers itself). */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface RouteFile {
  /** Absolute path of the file. */
  file: string;
  /** The URL pattern, with Next's dynamic segments as they are named on disk: /api/venting-room/media/[postId]. */
  pattern: string;
}

function walk(dir: string, fileName: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...walk(full, fileName));
    else if (entry.name === fileName) found.push(full);
  }
  return found.sort();
}

/** The URL of a folder under app/: route groups such as (dashboard) are not part of it. */
function patternOf(folder: string): string {
  const segments = path
    .relative(APP_DIR, folder)
    .split(path.sep)
    .filter((segment) => segment !== "" && !/^\(.*\)$/.test(segment));
  return `/${segments.join("/")}`;
}

/** Every app/api/**\/route.ts. */
export function apiRouteFiles(): RouteFile[] {
  return walk(path.join(APP_DIR, "api"), "route.ts").map((file) => ({ file, pattern: patternOf(path.dirname(file)) }));
}

/** Every app/**\/actions.ts: the server actions forms post to. `pattern` is the folder as on disk, groups kept: (auth)/login. */
export function actionFiles(): RouteFile[] {
  return walk(APP_DIR, "actions.ts").map((file) => ({
    file,
    pattern: path.relative(APP_DIR, path.dirname(file)).split(path.sep).join("/"),
  }));
}

/** Every page under a route group folder, e.g. pageFiles("(dashboard)"). */
export function pageFiles(group: string): RouteFile[] {
  return walk(path.join(APP_DIR, group), "page.tsx").map((file) => ({ file, pattern: patternOf(path.dirname(file)) }));
}

/**
 * The HTTP methods a route file exports, read from its source text (for the end-to-end runner, which
 * does not load app code). Understands `export const GET =`, `export async function GET(` and
 * `export { handler as GET, POST }`. The Jest sweep checks this against the real module's exports.
 */
export function exportedMethodsInSource(file: string): HttpMethod[] {
  const source = fs.readFileSync(file, "utf8");
  const found = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:const|let|var|(?:async\s+)?function)\s+([A-Z]+)\b/g))
    found.add(match[1]);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) found.add(name);
    }
  }
  return HTTP_METHODS.filter((method) => found.has(method));
}

/** The HTTP methods a loaded route module exports. */
export function exportedMethods(module: Record<string, unknown>): HttpMethod[] {
  return HTTP_METHODS.filter((method) => typeof module[method] === "function");
}

/** A pattern with its dynamic segments filled in: [name] from `params`, [...name] from `params` joined by "/". */
export function fillPattern(pattern: string, params: Record<string, string | string[]>): string {
  return pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for [${name}] in ${pattern}`);
    return (Array.isArray(value) ? value : [value]).map(encodeURIComponent).join("/");
  });
}

/** The names of a pattern's dynamic segments, and whether each is a catch-all. */
export function dynamicSegments(pattern: string): { name: string; catchAll: boolean }[] {
  return [...pattern.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => ({ name: m[2], catchAll: Boolean(m[1]) }));
}
