import "server-only";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { DomainError } from "@/lib/errors";
import { formatCalendarDay, formatMonthYear } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { sastDate } from "@/lib/south-african-time";
import type { ScopeId } from "./arenas";
import { addMonths, parseMonth, type MonthId } from "./calendar";
import { GROUP_CATALOGUE } from "./group-catalogue";
import {
  calendarRange,
  HISTORY_MONTH,
  parseScheduledId,
  scheduledProjects,
  writeUpWindow,
  type WriteUpWindow,
} from "./project-schedule";
import type { ProjectSubmissionInput } from "./schemas";

const projectMessages = MESSAGES.entrepreneurship.projects;

export interface ProjectView {
  id: string;
  title: string;
  description: string;
  date: string;
  groupId: string;
  groupName: string;
  /** Null for the May 2025 history, which takes no write-ups. */
  window: WriteUpWindow | null;
  submissions: number;
  yourGroup: boolean;
  yourWriteUp: { summary: string; link: string | null; updatedAt: string } | null;
}

export interface ProjectCalendarView {
  month: MonthId;
  year: number;
  monthNumber: number;
  previous: MonthId | null;
  next: MonthId | null;
  current: MonthId;
  projects: ProjectView[];
}

function currentMonth(now: Date): MonthId {
  return sastDate(now).slice(0, 7) as MonthId;
}

/** Out-of-range months are refused (`strict`, the API) or clamped (the page, which may be an old link). */
export function resolveCalendarMonth(month: string | undefined, now: Date, mode: "strict" | "clamp"): MonthId {
  const { first, last } = calendarRange(sastDate(now));
  if (month === undefined) return currentMonth(now);
  if (month >= first && month <= last) return month as MonthId;
  if (mode === "clamp") return month < first ? first : last;
  const message = projectMessages.monthRange(formatMonthYear(first), formatMonthYear(last));
  throw new DomainError("invalid", message, { fieldErrors: { month: message } });
}

type ProjectRow = Omit<ProjectView, "groupName" | "window" | "submissions" | "yourGroup" | "yourWriteUp">;

async function projectsOf(scope: ScopeId, month: MonthId): Promise<ProjectRow[]> {
  if (month === HISTORY_MONTH) {
    return db.groupProject.findMany({
      where: { scope, date: { startsWith: `${month}-` } },
      orderBy: [{ date: "asc" }, { id: "asc" }],
      select: { id: true, title: true, description: true, date: true, groupId: true },
    });
  }
  return scheduledProjects(scope, month, GROUP_CATALOGUE);
}

export async function projectCalendar(
  userId: string,
  scope: ScopeId,
  month: string | undefined,
  now = new Date(),
): Promise<ProjectCalendarView> {
  const shown = resolveCalendarMonth(month, now, "strict");
  const today = sastDate(now);
  const { first, last } = calendarRange(today);
  const [groups, membership, projects] = await Promise.all([
    db.learnerGroup.findMany({ select: { id: true, name: true } }),
    db.groupMembership.findUnique({ where: { userId_scope: { userId, scope } }, select: { groupId: true } }),
    projectsOf(scope, shown),
  ]);
  const ids = projects.map((project) => project.id);
  const [counts, own] = await Promise.all([
    db.projectSubmission.groupBy({ by: ["projectId"], where: { projectId: { in: ids } }, _count: { _all: true } }),
    db.projectSubmission.findMany({
      where: { userId, projectId: { in: ids } },
      select: { projectId: true, summary: true, link: true, updatedAt: true },
    }),
  ]);
  const countOf = new Map(counts.map((row) => [row.projectId, row._count._all]));
  const ownOf = new Map(own.map((row) => [row.projectId, row]));
  const nameOf = new Map(groups.map((group) => [group.id, group.name]));
  const { year, month: monthNumber } = parseMonth(shown);
  return {
    month: shown,
    year,
    monthNumber,
    previous: shown > first ? addMonths(shown, -1) : null,
    next: shown < last ? addMonths(shown, 1) : null,
    current: currentMonth(now),
    projects: projects.map((project) => {
      const writeUp = ownOf.get(project.id);
      return {
        ...project,
        groupName: nameOf.get(project.groupId) ?? "",
        window: shown === HISTORY_MONTH ? null : writeUpWindow(project.date, today),
        submissions: countOf.get(project.id) ?? 0,
        yourGroup: membership?.groupId === project.groupId,
        yourWriteUp: writeUp
          ? { summary: writeUp.summary, link: writeUp.link, updatedAt: writeUp.updatedAt.toISOString() }
          : null,
      };
    }),
  };
}

async function findOpenProject(projectId: string, now: Date) {
  const named = parseScheduledId(projectId);
  if (!named) {
    const history = await db.groupProject.findUnique({ where: { id: projectId }, select: { id: true } });
    throw history
      ? new DomainError("gone", projectMessages.history)
      : new DomainError("not-found", projectMessages.project);
  }
  const today = sastDate(now);
  const { first, last } = calendarRange(today);
  if (named.month < first || named.month > last) throw new DomainError("not-found", projectMessages.project);
  const project = scheduledProjects(named.scope, named.month, GROUP_CATALOGUE).find((item) => item.id === projectId);
  if (!project) throw new DomainError("not-found", projectMessages.project);
  const window = writeUpWindow(project.date, today);
  if (window.state === "upcoming")
    throw new DomainError("forbidden", projectMessages.notOpen(formatCalendarDay(window.opens)));
  if (window.state === "closed")
    throw new DomainError("gone", projectMessages.closed(formatCalendarDay(window.closes)));
  return project;
}

/** One per member per project (a unique row), so it counts once however often it is sent. */
export async function submitWriteUp(
  userId: string,
  input: ProjectSubmissionInput,
  now = new Date(),
): Promise<{ created: boolean }> {
  const project = await findOpenProject(input.projectId, now);
  const membership = await db.groupMembership.findUnique({
    where: { userId_scope: { userId, scope: project.scope } },
    select: { groupId: true },
  });
  if (membership?.groupId !== project.groupId) throw new DomainError("forbidden", projectMessages.notYourGroup);
  const text = { summary: input.summary, link: input.link ?? null };
  const update = () =>
    db.projectSubmission.update({
      where: { projectId_userId: { projectId: project.id, userId } },
      data: { ...text, updatedAt: now },
    });
  if (await db.projectSubmission.findUnique({ where: { projectId_userId: { projectId: project.id, userId } } })) {
    await update();
    return { created: false };
  }
  try {
    await db.projectSubmission.create({
      data: {
        projectId: project.id,
        userId,
        scope: project.scope,
        groupId: project.groupId,
        ...text,
        createdAt: now,
        updatedAt: now,
      },
    });
    return { created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await update();
    return { created: false };
  }
}
