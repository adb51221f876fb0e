import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { findScope, type ScopeId } from "./arenas";

export interface ModuleSummary {
  id: string;
  scope: ScopeId;
  title: string;
  summary: string;
  minutes: number;
}

/** Checked when read so a bad row fails loudly, not oddly. */
const moduleContentSchema = z.object({
  lesson: z.array(z.object({ heading: z.string(), body: z.string() })).min(1),
  keyIdeas: z.array(z.string()).min(1),
  lab: z.object({ title: z.string(), steps: z.array(z.string()).min(1) }),
  debate: z.object({ motion: z.string(), for: z.array(z.string()), against: z.array(z.string()) }),
});

type ModuleBody = z.output<typeof moduleContentSchema>;

export interface ModuleContent extends ModuleSummary, ModuleBody {
  scopeLabel: string;
  previous: ModuleSummary | null;
  next: ModuleSummary | null;
}

const summarySelect = { id: true, scope: true, title: true, summary: true, minutes: true } as const;

export async function listModules(scope: ScopeId): Promise<ModuleSummary[]> {
  const rows = await db.learningModule.findMany({
    where: { scope },
    orderBy: { position: "asc" },
    select: summarySelect,
  });
  return rows;
}

export async function findModule(id: string): Promise<ModuleContent | null> {
  const row = await db.learningModule.findUnique({ where: { id } });
  if (!row) return null;
  const scope = row.scope;
  const siblings = await listModules(scope);
  const index = siblings.findIndex((module) => module.id === row.id);
  return {
    id: row.id,
    scope,
    scopeLabel: findScope(scope)?.label ?? scope,
    title: row.title,
    summary: row.summary,
    minutes: row.minutes,
    ...moduleContentSchema.parse(JSON.parse(row.content)),
    previous: siblings[index - 1] ?? null,
    next: siblings[index + 1] ?? null,
  };
}

export async function countModulesByScope(): Promise<Record<string, number>> {
  const rows = await db.learningModule.groupBy({ by: ["scope"], _count: { _all: true } });
  return Object.fromEntries(rows.map((row) => [row.scope, row._count._all]));
}

export async function findModuleTitle(id: string): Promise<string | null> {
  return (await db.learningModule.findUnique({ where: { id }, select: { title: true } }))?.title ?? null;
}
