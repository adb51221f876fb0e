// The project's own source files and what each imports, read from disk: the architecture tests
// (import cycles, the server boundary) check these rules over every file, so a new file cannot
// slip past them.
import fs from "node:fs";
import path from "node:path";
import { ROOT, resolveImport, SOURCE_EXTENSIONS, specifiersOf } from "../setup/import-graph.mjs";

export { ROOT, specifiersOf };

/** Folders that hold the app's own TypeScript (tests, scripts and benchmarks are not the app). */
const APP_SOURCE_DIRS = ["app", "components", "lib"];
const APP_SOURCE_FILES = ["middleware.ts", "instrumentation.ts"];

export interface SourceFile {
  /** Path from the project root, with forward slashes: lib/vouchers/issue.ts. */
  file: string;
  text: string;
  /** Every module specifier it imports, statically, dynamically or by re-export. */
  specifiers: string[];
  /** The project files those specifiers resolve to (packages and Node built-ins are left out). */
  imports: string[];
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...walk(full));
    else if (SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith(".d.ts")) {
      found.push(full);
    }
  }
  return found;
}

/** Every file of the app (app/, components/, lib/, middleware.ts, instrumentation.ts) with its imports. */
export function appSourceFiles(): SourceFile[] {
  const files = [
    ...APP_SOURCE_DIRS.flatMap((dir) => walk(path.join(ROOT, dir))),
    ...APP_SOURCE_FILES.map((file) => path.join(ROOT, file)).filter((file) => fs.existsSync(file)),
  ];
  return files.sort().map((full) => {
    const file = path.relative(ROOT, full).split(path.sep).join("/");
    const text = fs.readFileSync(full, "utf8");
    const specifiers = specifiersOf(text);
    const imports = specifiers
      .map((specifier) => resolveImport(file, specifier))
      .filter((hit): hit is string => hit !== null);
    return { file, text, specifiers, imports: [...new Set(imports)] };
  });
}

/**
 * The strongly connected components with more than one member (or a member importing itself) of a
 * graph: each is a set of nodes that import one another in a circle (Tarjan's algorithm).
 */
export function cyclesOf(graph: Map<string, Iterable<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = [...(graph.get(node) ?? [])].includes(node);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The lib/ folder a file belongs to (lib/vouchers/issue.ts → lib/vouchers; lib/env.ts → lib/env.ts). */
export function libUnitOf(file: string): string | null {
  if (!file.startsWith("lib/")) return null;
  const parts = file.split("/");
  return parts.length > 2 ? `lib/${parts[1]}` : file;
}
