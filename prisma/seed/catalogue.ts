/**
 * The seeded catalogue as SQL upserts: plans, trending news, learning modules, assessment
 * categories, groups and their May 2025 projects, and STEM subjects. `prisma/seed/run.ts` runs them
 * through Prisma and the Jest database setup runs the same statements through better-sqlite3,
 * so tests always see exactly what a seeded install has. Upserts keep members' rows that point at
 * catalogue rows (likes, answers, transfers) when the seed is run again.
 */
import { Prisma } from "@prisma/client";
import { PLANS } from "../../lib/plans/catalogue";
import { ARENAS, GROUPS } from "./entrepreneurship";
import { TRENDING_SEED } from "./venting-trending";

const MODULE_SEED = ARENAS.flatMap((arena) => arena.modules);
const ASSESSMENT_CATEGORY_SEED = ARENAS.flatMap((arena) => arena.assessmentCategories);
const GROUP_PROJECT_SEED = ARENAS.flatMap((arena) => arena.projects);
const GROUP_SEED = GROUPS;

/** One upsert, as Prisma's tagged SQL: `$executeRaw` writes its placeholders for either engine, and `.sql`/`.values` suit better-sqlite3. */
export type CatalogueStatement = Prisma.Sql;

/** Dates as Prisma stores them in SQLite (PostgreSQL reads the same text as a timestamp). */
const prismaDate = (iso: string) => new Date(iso).toISOString().replace("Z", "+00:00");

const quoted = (names: string[]) => Prisma.raw(names.map((name) => `"${name}"`).join(", "));

function upsert(table: string, keys: string[], row: Record<string, string | number>): CatalogueStatement {
  const columns = Object.keys(row);
  const updates = columns.filter((column) => !keys.includes(column));
  return Prisma.sql`INSERT INTO ${Prisma.raw(`"${table}"`)} (${quoted(columns)}) VALUES (${Prisma.join(Object.values(row))})
    ON CONFLICT (${quoted(keys)}) DO UPDATE SET ${Prisma.raw(updates.map((c) => `"${c}" = excluded."${c}"`).join(", "))}`;
}

export function catalogueStatements(): CatalogueStatement[] {
  const positionInScope = new Map<string, number>();
  const nextPosition = (scope: string) => {
    const position = positionInScope.get(scope) ?? 0;
    positionInScope.set(scope, position + 1);
    return position;
  };
  return [
    ...PLANS.map((plan) =>
      upsert("Plan", ["id"], {
        id: plan.id,
        title: plan.title,
        description: plan.description,
        priceText: plan.priceText,
        amountCents: plan.amountCents,
        currency: plan.currency,
        kind: plan.kind,
        services: JSON.stringify(plan.services),
      }),
    ),
    ...TRENDING_SEED.map((item) =>
      upsert("TrendingItem", ["id"], {
        id: item.id,
        title: item.title,
        summary: item.summary,
        section: item.section,
        mediaType: item.type,
        mediaUrl: item.mediaUrl,
        publishedAt: prismaDate(item.publishedAt),
      }),
    ),
    ...MODULE_SEED.map((module) =>
      upsert("LearningModule", ["id"], {
        id: module.id,
        scope: module.scope,
        position: nextPosition(`module:${module.scope}`),
        title: module.title,
        summary: module.summary,
        minutes: module.minutes,
        content: JSON.stringify({
          lesson: module.lesson,
          keyIdeas: module.keyIdeas,
          lab: module.lab,
          debate: module.debate,
        }),
      }),
    ),
    ...ASSESSMENT_CATEGORY_SEED.map((category) =>
      upsert("AssessmentCategory", ["id"], {
        id: category.id,
        scope: category.scope,
        position: nextPosition(`category:${category.scope}`),
        title: category.title,
        description: category.description,
        prompts: JSON.stringify(category.prompts),
      }),
    ),
    ...GROUP_SEED.map((group, position) =>
      upsert("LearnerGroup", ["id"], {
        id: group.id,
        position,
        name: group.name,
        focus: group.focus,
      }),
    ),
    ...GROUP_PROJECT_SEED.map((project) =>
      upsert("GroupProject", ["id"], {
        id: project.id,
        groupId: project.groupId,
        scope: project.scope,
        title: project.title,
        description: project.description,
        date: project.date,
      }),
    ),
  ];
}

/** What a seed run wrote, for its one-line report. */
export function catalogueCounts(): Record<string, number> {
  return {
    plans: PLANS.length,
    "trending items": TRENDING_SEED.length,
    "learning modules": MODULE_SEED.length,
    "assessment categories": ASSESSMENT_CATEGORY_SEED.length,
    groups: GROUP_SEED.length,
    "group projects": GROUP_PROJECT_SEED.length,
  };
}
