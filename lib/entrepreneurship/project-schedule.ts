import { SCOPE_IDS, type ScopeId } from "./arenas";
import { addMonths, monthId, monthsBetween, parseMonth, weekdaysOf, type MonthId } from "./calendar";
import { PROJECT_BRIEFS } from "./project-briefs";
import { PROJECT_RULES } from "./rules";

/**
 * From June 2025 projects are computed, not stored (May 2025 is seeded): a pure function of the month,
 * so every server agrees with no job to run and an id like `local-2026-11-2` finds a project again.
 */
export const HISTORY_MONTH = "2025-05" as MonthId;
const FIRST_SCHEDULED_MONTH = "2025-06" as MonthId;
const PROJECTS_PER_MONTH = 4;
const SATURDAY = 5;

export interface ScheduledProject {
  id: string;
  scope: ScopeId;
  title: string;
  description: string;
  date: string;
  groupId: string;
}

export function scheduledProjects(
  scope: ScopeId,
  month: MonthId,
  groups: readonly { id: string }[],
): ScheduledProject[] {
  const index = monthsBetween(FIRST_SCHEDULED_MONTH, month);
  if (index < 0 || groups.length === 0) return [];
  const { year, month: monthNumber } = parseMonth(month);
  const briefs = PROJECT_BRIEFS[scope];
  return weekdaysOf(year, monthNumber, SATURDAY)
    .slice(0, PROJECTS_PER_MONTH)
    .map((day, slot) => {
      // Briefs advance one step more than groups, so a brief comes back to a different group.
      const brief = briefs[(index * (PROJECTS_PER_MONTH + 1) + slot) % briefs.length]!;
      return {
        id: `${scope}-${month}-${slot + 1}`,
        scope,
        title: brief.title,
        description: brief.description,
        date: `${month}-${String(day).padStart(2, "0")}`,
        groupId: groups[(index * PROJECTS_PER_MONTH + slot) % groups.length]!.id,
      };
    });
}

const SCHEDULED_ID = new RegExp(`^(${SCOPE_IDS.join("|")})-(\\d{4}-(?:0[1-9]|1[0-2]))-([1-${PROJECTS_PER_MONTH}])$`);

export function parseScheduledId(id: string): { scope: ScopeId; month: MonthId } | null {
  const match = SCHEDULED_ID.exec(id);
  return match ? { scope: match[1] as ScopeId, month: match[2] as MonthId } : null;
}

export function calendarRange(today: string): { first: MonthId; last: MonthId } {
  const { year, month } = parseMonth(today);
  return { first: HISTORY_MONTH, last: addMonths(monthId(year, month), PROJECT_RULES.monthsAhead) };
}

export type WriteUpWindow = { opens: string; closes: string; state: "upcoming" | "open" | "closed" };

export function writeUpWindow(date: string, today: string): WriteUpWindow {
  const opens = `${date.slice(0, 7)}-01`;
  const closesAt = new Date(`${date}T00:00:00Z`);
  closesAt.setUTCDate(closesAt.getUTCDate() + PROJECT_RULES.submissionDaysAfter);
  const closes = closesAt.toISOString().slice(0, 10);
  const state = today < opens ? "upcoming" : today > closes ? "closed" : "open";
  return { opens, closes, state };
}
