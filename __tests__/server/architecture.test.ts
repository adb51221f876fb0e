// The conventions of docs/architecture.md, checked over every file of the app, so that a new file
// cannot break them unnoticed: no import cycles, a real server boundary, HTTP only at the edge.
import fs from "node:fs";
import path from "node:path";
import { DOMAIN_ERROR_KINDS } from "@/lib/errors";
import { STATUS_OF } from "@/lib/http/route";
import { appSourceFiles, cyclesOf, libUnitOf, type SourceFile } from "../helpers/source-graph";

const files = appSourceFiles();
const byName = new Map(files.map((file) => [file.file, file]));

/** Packages whose code only runs on a server: the database, the disk, secrets. */
const SERVER_PACKAGES =
  /^(@prisma\/client|@prisma\/adapter-.+|better-sqlite3|pg|node:fs|node:fs\/promises|fs|@vercel\/blob|bcryptjs|sharp)$/;
const SERVER_ONLY_LINE = /^import "server-only";/;

const isServerOnly = (file: SourceFile) => SERVER_ONLY_LINE.test(file.text);
/**
 * A worker thread's entry: never imported, only started. A plain one (lib/accounts/hash.worker.mjs)
 * runs as plain Node, where "server-only" throws, so it has no such line; a TypeScript one
 * (lib/uploads/clean.worker.ts) is bundled by Next like the server's code, and has it.
 */
const isWorkerEntry = (file: SourceFile) => /\.worker\.(mjs|ts)$/.test(file.file);
/**
 * Modules the Prisma CLI's config (prisma.config.ts) loads too: the database URL rules and the
 * PostgreSQL driver. The CLI runs them as plain Node, where "server-only" throws, and they hold no
 * secrets of their own.
 */
const CLI_SHARED = new Set(
  [...fs.readFileSync(path.join(process.cwd(), "prisma.config.ts"), "utf8").matchAll(/from "\.\/(lib\/[^"]+)"/g)].map(
    ([, specifier]) => `${specifier}.ts`,
  ),
);
const isClientComponent = (file: SourceFile) => /^\s*["']use client["']/.test(file.text);
/** Value imports of a specifier: `import type` and `export type` carry nothing into a bundle. */
const valueImportsOf = (file: SourceFile, specifier: string) =>
  new RegExp(
    `^\\s*(import|export)\\s+(?!type\\b)[^;]*from\\s+["']${specifier.replace(/[/.*+?^${}()|[\]\\]/g, "\\$&")}["']`,
    "m",
  ).test(file.text);

describe("imports", () => {
  it("form no cycles between files", () => {
    const graph = new Map(files.map((file) => [file.file, file.imports]));
    expect(cyclesOf(graph)).toEqual([]);
  });

  it("form no cycles between lib/ folders (each top-level lib file counts as its own)", () => {
    const graph = new Map<string, Set<string>>();
    for (const file of files) {
      const from = libUnitOf(file.file);
      if (!from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      for (const target of file.imports) {
        const to = libUnitOf(target);
        if (to && to !== from) graph.get(from)!.add(to);
      }
    }
    expect(cyclesOf(graph)).toEqual([]);
  });
});

describe("the server boundary", () => {
  it("pages, route handlers and components never reach the database client or Prisma themselves", () => {
    const offenders = files
      .filter((file) => file.file.startsWith("app/") || file.file.startsWith("components/"))
      .filter(
        (file) =>
          file.imports.some((target) => target.startsWith("lib/db/")) ||
          file.specifiers.some((specifier) => specifier === "@prisma/client" && valueImportsOf(file, specifier)),
      )
      .map((file) => file.file);
    expect(offenders).toEqual([]);
  });

  it('every lib module that touches the database, the disk or secrets, or imports one that does, starts with import "server-only"', () => {
    const serverOnly = new Set(files.filter(isServerOnly).map((file) => file.file));
    const missing = files
      .filter(
        (file) =>
          file.file.startsWith("lib/") &&
          !serverOnly.has(file.file) &&
          !isWorkerEntry(file) &&
          !CLI_SHARED.has(file.file),
      )
      .filter(
        (file) =>
          file.file === "lib/env.ts" ||
          file.file.startsWith("lib/db/") ||
          file.specifiers.some((specifier) => SERVER_PACKAGES.test(specifier) && valueImportsOf(file, specifier)) ||
          file.imports.some((target) => serverOnly.has(target) && valueImportsOf(file, specifierFor(file, target))),
      )
      .map((file) => file.file);
    expect(missing).toEqual([]);
  });

  it("worker thread entries are never imported: each is started by a server-only module, and only there", () => {
    const entries = files.filter(isWorkerEntry);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(files.filter((file) => file.imports.includes(entry.file)).map((file) => file.file)).toEqual([]);
      const starters = files.filter((file) => file.text.includes(`new Worker("./${entry.file}"`));
      expect(starters.length).toBeGreaterThan(0);
      expect(starters.filter((file) => !isServerOnly(file)).map((file) => file.file)).toEqual([]);
    }
  });

  /** Every module a client component brings into the browser, itself included. */
  function bundledBy(client: SourceFile): SourceFile[] {
    const seen = new Map<string, SourceFile>();
    const pending = [client.file];
    while (pending.length) {
      const current = byName.get(pending.pop()!);
      if (!current || seen.has(current.file)) continue;
      seen.set(current.file, current);
      for (const target of current.imports) {
        // Type-only imports are erased: they bring no code along.
        if (valueImportsOf(current, specifierFor(current, target))) pending.push(target);
      }
    }
    return [...seen.values()];
  }

  it("no client component imports, even indirectly, a server-only module", () => {
    const leaks = files.filter(isClientComponent).flatMap((client) =>
      bundledBy(client)
        .filter(isServerOnly)
        .map((module) => `${client.file} reaches ${module.file}`),
    );
    expect(leaks).toEqual([]);
  });

  it("no client component imports, even indirectly, every message: only its own part of lib/messages/", () => {
    const whole = "lib/messages/index.ts";
    const leaks = files
      .filter(isClientComponent)
      .filter((client) => bundledBy(client).some((module) => module.file === whole))
      .map((client) => client.file);
    expect(leaks).toEqual([]);
  });
});

describe("refusals", () => {
  it("every kind of refusal has its HTTP status, and only lib/http speaks HTTP", () => {
    expect(Object.keys(STATUS_OF).sort()).toEqual([...DOMAIN_ERROR_KINDS].sort());
    expect(STATUS_OF).toMatchObject({ invalid: 400, unauthenticated: 401, forbidden: 403, "not-found": 404 });
    const http = /\bnew Response\(|\bResponse\.json\(|\bNextResponse\b|\bstatus:\s*[1-5]\d\d\b/;
    const offenders = files
      .filter((file) => file.file.startsWith("lib/") && !file.file.startsWith("lib/http/"))
      .filter((file) => http.test(file.text))
      .map((file) => file.file);
    expect(offenders).toEqual([]);
  });

  it("domain code refuses with DomainError only: no other error classes", () => {
    const offenders = files
      .filter((file) => file.file.startsWith("lib/") && file.file !== "lib/errors.ts")
      .filter((file) => /\bclass\s+\w+\s+extends\s+Error\b/.test(file.text))
      .map((file) => file.file);
    // The environment's own error is thrown at start-up, before any request, and names every bad variable.
    expect(offenders).toEqual(["lib/env.ts"]);
  });
});

describe("who is asking, first", () => {
  // A guarded handler learns who is calling before it reads a body, so a stranger's request costs one
  // session check however large its body (server actions: callerAction in lib/forms/actions.ts).
  it("every route handler that checks its caller does so before it reads the body", () => {
    const guard = /\b(require[A-Z]\w*|getRequestUser)\(/;
    const bodyRead = /\b(readJson|readMultipart|readBodyBytes)\(|\brequest\.(json|formData|text|arrayBuffer)\(/;
    const offenders = files
      .filter((file) => file.file.startsWith("app/api/") && file.file.endsWith("/route.ts"))
      .flatMap((file) =>
        file.text
          .split(/^export /m)
          .slice(1)
          .filter((handler) => guard.test(handler) && bodyRead.test(handler))
          .filter((handler) => handler.search(guard) > handler.search(bodyRead))
          .map((handler) => `${file.file}: ${handler.slice(0, handler.indexOf("="))}`),
      );
    expect(offenders).toEqual([]);
  });
});

/** The specifier in `file` that resolves to `target` (the first, when several do). */
function specifierFor(file: SourceFile, target: string): string {
  const base = target.replace(/\.(ts|tsx|mts|mjs|js)$/, "").replace(/\/index$/, "");
  return (
    file.specifiers.find((specifier) => {
      if (specifier.startsWith("@/")) return specifier.slice(2) === base || specifier.slice(2) === target;
      if (!specifier.startsWith(".")) return false;
      const dir = file.file.split("/").slice(0, -1);
      const parts = [...dir];
      for (const part of specifier.split("/")) {
        if (part === "..") parts.pop();
        else if (part !== ".") parts.push(part);
      }
      const resolved = parts.join("/");
      return resolved === base || resolved === target;
    }) ?? ""
  );
}
