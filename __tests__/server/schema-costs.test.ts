// No input costs more than its length: every zod schema in lib/**/schemas.ts, found on disk, is
// parsed with the worst strings we know of in each text field (runs of the characters the checks
// look for: "@", ".", spaces, digits…), at the field's limit and at 1 MB (the largest body a server
// action takes). A check that backtracks (the e-mail-address check once took 10 s at 100,000
// characters) blows the budget by orders of magnitude; linear checks use a few milliseconds. And a
// field's length limit comes before any refinement and stops the parse, so a 1 MB value never
// reaches one. The budget is a multiple of a floor measured in the same run (one linear pass of a regular
// expression over 1 MB), so a busy machine moves both; a quadratic check is thousands of times over it.
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";

const LIB = path.join(__dirname, "..", "..", "lib");
const ONE_MB = 1024 * 1024;
/** Generous: a field's checks are a few linear passes; a quadratic check of 1 MB takes minutes. */
const FLOORS_PER_BUDGET = 50;
const PATTERNS = [
  "a",
  "a@",
  "@a",
  "a.",
  "@a.",
  "a@a.",
  "a@a",
  "..",
  " ",
  "a ",
  "\u00a0",
  "0",
  "0-",
  "-",
  "%",
  "/",
  ":",
];

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };
interface Check {
  _zod: { def: { check: string; maximum?: number; abort?: boolean } };
}

function schemaFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(full);
    return entry.name === "schemas.ts" ? [full] : [];
  });
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && "_zod" in value && "safeParse" in value;

/** A text field somewhere in a schema: how to put a value there, its limit and its checks in order. */
interface TextField {
  path: string[];
  max: number | null;
  checks: Check[];
}

/** The text fields a schema reads, through objects, optional and default values, pipes and preprocessing. */
function textFields(schema: Schema, at: string[] = [], seen = new Set<Schema>()): TextField[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const inner = (key: string) => textFields(def[key] as Schema, at, seen);
  switch (def.type) {
    case "string": {
      const checks = (def.checks as Check[] | undefined) ?? [];
      const max = checks.find((check) => check._zod.def.check === "max_length")?._zod.def.maximum ?? null;
      return [{ path: at, max, checks }];
    }
    case "object":
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) =>
        textFields(field, [...at, key], seen),
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
      return inner("innerType");
    case "pipe":
      // A preprocess is a pipe from a transform: what it reads is what its output schema reads.
      return (def.in as Schema)._zod.def.type === "transform" ? inner("out") : inner("in");
    case "union":
      return (def.options as Schema[]).flatMap((option) => textFields(option, at, seen));
    default:
      return [];
  }
}

function withValue(fieldPath: string[], value: string): unknown {
  return fieldPath.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

const schemas = schemaFiles(LIB).flatMap((file) => {
  const exports = require(file) as Record<string, unknown>;
  return Object.entries(exports)
    .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
    .map(([name, schema]) => ({ name: `${path.relative(LIB, file)}#${name}`, schema }));
});

it("finds the schemas", () => {
  expect(schemas.length).toBeGreaterThan(40);
  expect(schemas.flatMap(({ schema }) => textFields(schema)).length).toBeGreaterThan(60);
});

/** The fastest of `runs` timings of `work`, in ms: the least the machine's other work added to it. */
function fastest(work: () => unknown, runs: number): number {
  let best = Infinity;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

const floorMs = fastest(() => "0-".repeat(ONE_MB / 2).replace(/[\s-]/g, ""), 5);
const budgetMs = FLOORS_PER_BUDGET * Math.max(floorMs, 1);

describe.each(schemas)("$name", ({ schema }) => {
  const fields = textFields(schema);

  it("checks a text field's length first, and stops there when it is too long", () => {
    for (const field of fields) {
      const kinds = field.checks.map((check) => check._zod.def.check);
      const refined = kinds.findIndex((kind) => kind === "custom");
      if (refined < 0) continue;
      const max = kinds.indexOf("max_length");
      expect({ field: field.path.join("."), limitBeforeRefinement: max >= 0 && max < refined }).toEqual({
        field: field.path.join("."),
        limitBeforeRefinement: true,
      });
      expect({ field: field.path.join("."), aborts: field.checks[max]._zod.def.abort }).toEqual({
        field: field.path.join("."),
        aborts: true,
      });
    }
  });

  it(`parses the worst strings at each field's limit and at 1 MB within ${FLOORS_PER_BUDGET} floors`, () => {
    let slowest = { ms: 0, budgetMs, what: "" };
    for (const field of fields) {
      for (const length of [field.max, ONE_MB].filter((n): n is number => n !== null)) {
        for (const pattern of PATTERNS) {
          const input = withValue(field.path, pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length));
          const parse = () => schema.safeParse(input);
          let ms = fastest(parse, 1);
          // Over budget once may be a pause of the machine's; twice is the check.
          if (ms >= budgetMs) ms = Math.min(ms, fastest(parse, 2));
          if (ms > slowest.ms)
            slowest = { ms, budgetMs, what: `${field.path.join(".") || "(the value)"}: ${length} × ${pattern}` };
        }
      }
    }
    expect(slowest.ms < budgetMs ? "within budget" : slowest).toBe("within budget");
  });
});
