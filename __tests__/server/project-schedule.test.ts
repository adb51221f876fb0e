import { SCOPE_IDS } from "@/lib/entrepreneurship/arenas";
import { addMonths, monthsBetween, type MonthId } from "@/lib/entrepreneurship/calendar";
import { PROJECT_BRIEFS } from "@/lib/entrepreneurship/project-briefs";
import {
  calendarRange,
  parseScheduledId,
  scheduledProjects,
  writeUpWindow,
} from "@/lib/entrepreneurship/project-schedule";
import { resolveCalendarMonth } from "@/lib/entrepreneurship/projects";
import { isDomainError } from "@/lib/errors";

const GROUPS = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id: `group-${id}` }));

/** Every month from June 2025 to December 2028. */
const MONTHS: MonthId[] = Array.from({ length: 43 }, (_, i) => addMonths("2025-06", i));

describe("months", () => {
  it("add and count across years", () => {
    expect(addMonths("2026-11", 2)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-05", 19)).toBe("2026-12");
    expect(monthsBetween("2025-06", "2026-11")).toBe(17);
    expect(monthsBetween("2026-11", "2025-06")).toBe(-17);
  });
});

describe("the schedule", () => {
  it.each(SCOPE_IDS)("gives %s four projects a month, on the month's first four Saturdays", (scope) => {
    for (const month of MONTHS) {
      const projects = scheduledProjects(scope, month, GROUPS);
      expect(projects).toHaveLength(4);
      for (const project of projects) {
        expect(project.date.startsWith(`${month}-`)).toBe(true);
        expect(new Date(`${project.date}T12:00:00Z`).getUTCDay()).toBe(6);
        expect(Number(project.date.slice(8))).toBeLessThanOrEqual(28);
        expect(parseScheduledId(project.id)).toEqual({ scope, month });
        expect(PROJECT_BRIEFS[scope].map((brief) => brief.title)).toContain(project.title);
      }
      expect(new Set(projects.map((p) => p.groupId)).size).toBe(4);
      // Deterministic: every server shows the same calendar.
      expect(scheduledProjects(scope, month, GROUPS)).toEqual(projects);
    }
  });

  it("rotates: every group has projects within two months, and a month never repeats the last one's briefs", () => {
    for (const [i, month] of MONTHS.slice(1).entries()) {
      const previous = scheduledProjects("local", MONTHS[i], GROUPS);
      const current = scheduledProjects("local", month, GROUPS);
      const groups = new Set([...previous, ...current].map((p) => p.groupId));
      expect(groups.size).toBe(GROUPS.length);
      expect(current.map((p) => p.title)).not.toEqual(previous.map((p) => p.title));
      // A brief comes back with another group than last time it ran.
      const pairs = new Set(previous.map((p) => `${p.title}|${p.groupId}`));
      expect(current.some((p) => pairs.has(`${p.title}|${p.groupId}`))).toBe(false);
    }
  });

  it("has nothing before June 2025 (May 2025 is the seeded history) and knows only its own ids", () => {
    expect(scheduledProjects("local", "2025-05", GROUPS)).toEqual([]);
    expect(scheduledProjects("local", "2024-12", GROUPS)).toEqual([]);
    for (const id of [
      "project-local-market-day",
      "local-2026-13-1",
      "local-2026-11-5",
      "Local-2026-11-1",
      "local-2026-11-1x",
    ])
      expect(parseScheduledId(id)).toBeNull();
  });
});

describe("the calendar's month", () => {
  it("is South Africa's current month when none is asked for", () => {
    // 22:30 UTC on 30 November is 00:30 on 1 December in Johannesburg.
    expect(resolveCalendarMonth(undefined, new Date("2026-11-30T22:30:00Z"), "strict")).toBe("2026-12");
    expect(resolveCalendarMonth(undefined, new Date("2026-11-30T21:30:00Z"), "strict")).toBe("2026-11");
  });

  it("runs from May 2025 to six months ahead: the page clamps, the API refuses", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    expect(calendarRange("2026-11-24")).toEqual({ first: "2025-05", last: "2027-05" });
    expect(resolveCalendarMonth("2025-05", now, "strict")).toBe("2025-05");
    expect(resolveCalendarMonth("2027-05", now, "strict")).toBe("2027-05");
    expect(resolveCalendarMonth("2025-01", now, "clamp")).toBe("2025-05");
    expect(resolveCalendarMonth("2031-01", now, "clamp")).toBe("2027-05");
    for (const month of ["2025-04", "2027-06"]) {
      let refused: unknown;
      try {
        resolveCalendarMonth(month, now, "strict");
      } catch (error) {
        refused = error;
      }
      expect(isDomainError(refused, "invalid")).toBe(true);
      expect((refused as Error).message).toBe("The calendar runs from May 2025 to May 2027.");
    }
  });
});

describe("write-up windows", () => {
  it("open on the 1st of the project's month and close two weeks after its day", () => {
    expect(writeUpWindow("2026-11-07", "2026-10-31")).toEqual({
      opens: "2026-11-01",
      closes: "2026-11-21",
      state: "upcoming",
    });
    expect(writeUpWindow("2026-11-07", "2026-11-01").state).toBe("open");
    expect(writeUpWindow("2026-11-07", "2026-11-21").state).toBe("open");
    expect(writeUpWindow("2026-11-07", "2026-11-22").state).toBe("closed");
    expect(writeUpWindow("2026-12-26", "2027-01-09")).toMatchObject({ closes: "2027-01-09", state: "open" });
  });
});
