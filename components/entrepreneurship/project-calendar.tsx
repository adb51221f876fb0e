import { isoDay, monthWeeks, WEEKDAYS } from "@/lib/entrepreneurship/calendar";
import type { GroupProjectView } from "@/lib/entrepreneurship/groups";
import { formatCalendarDay, formatMonthYear } from "@/lib/format";

/**
 * The Group Projects calendar: a month table with each project on its day, then the same projects
 * as a list (the table's cells are too narrow on a phone for more than a marker).
 */
export function ProjectCalendar({
  calendar,
  projects,
}: {
  calendar: { year: number; month: number };
  projects: GroupProjectView[];
}) {
  const byDay = new Map<string, GroupProjectView[]>();
  for (const project of projects) byDay.set(project.date, [...(byDay.get(project.date) ?? []), project]);
  const monthLabel = formatMonthYear(`${calendar.year}-${String(calendar.month).padStart(2, "0")}`);
  return (
    <div className="mt-6">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] table-fixed border-collapse text-sm">
          <caption className="mb-3 text-left text-xl font-bold">{monthLabel}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th key={day.short} scope="col" className="border-b border-line py-2 font-semibold text-muted">
                  <abbr title={day.long} className="no-underline">
                    {day.short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(calendar.year, calendar.month).map((week, index) => (
              <tr key={index}>
                {week.map((day, column) => {
                  if (day === null) return <td key={column} className="border border-line bg-surface" />;
                  const date = isoDay(calendar.year, calendar.month, day);
                  const dayProjects = byDay.get(date) ?? [];
                  return (
                    <td
                      key={column}
                      className={`h-16 border border-line p-1 align-top sm:h-24 ${dayProjects.length ? "bg-brand-50" : ""}`}
                    >
                      <span
                        className={`block text-xs font-semibold ${dayProjects.length ? "text-brand-700" : "text-muted"}`}
                      >
                        {day}
                      </span>
                      {dayProjects.map((project) => (
                        <span key={project.id} className="mt-1 block">
                          <span
                            aria-hidden="true"
                            className="mx-auto block h-2 w-2 rounded-full bg-brand-700 sm:hidden"
                          />
                          <span
                            className="sr-only sm:not-sr-only sm:block sm:truncate sm:rounded sm:bg-brand-700 sm:px-1 sm:text-xs sm:text-white"
                            title={project.title}
                          >
                            {project.title}
                          </span>
                        </span>
                      ))}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-8 text-xl">Projects in {monthLabel}</h3>
      {projects.length === 0 ? (
        <p className="mt-2 text-muted">No group projects are scheduled in this arena this month.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {projects.map((project) => (
            <li key={project.id} className="rounded-xl border border-line bg-white p-4">
              <p className="text-sm font-semibold text-brand-700">
                <time dateTime={project.date}>{formatCalendarDay(project.date)}</time> · {project.groupName}
              </p>
              <p className="mt-1 font-semibold">{project.title}</p>
              <p className="mt-1 text-muted">{project.description}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
