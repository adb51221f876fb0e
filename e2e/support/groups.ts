import type { ScopeId } from "../../lib/entrepreneurship/arenas";
import type { MonthId } from "../../lib/entrepreneurship/calendar";
import { GROUP_CATALOGUE as GROUPS } from "../../lib/entrepreneurship/group-catalogue";
import { scheduledProjects, writeUpWindow } from "../../lib/entrepreneurship/project-schedule";
import { sastDate } from "../../lib/south-african-time";

/**
 * A project of the arena open for write-ups today, with its group's name, worked out the way the app
 * schedules them: the month's last project always is open.
 */
export function openProjectToday(scope: ScopeId) {
  const today = sastDate(new Date());
  const project = scheduledProjects(scope, today.slice(0, 7) as MonthId, GROUPS).find(
    (item) => writeUpWindow(item.date, today).state === "open",
  )!;
  return { ...project, groupName: GROUPS.find((group) => group.id === project.groupId)!.name };
}
