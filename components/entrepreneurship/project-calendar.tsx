import type { ScopeId } from "@/lib/entrepreneurship/arenas";
import { isoDay, monthWeeks, WEEKDAYS } from "@/lib/entrepreneurship/calendar";
import { dashboardHref } from "@/lib/entrepreneurship/pages";
import type { ProjectCalendarView, ProjectView } from "@/lib/entrepreneurship/projects";
import { formatCalendarDay, formatMonthYear } from "@/lib/format";
import type { FormAction } from "@/lib/forms/form-state";
import { WriteUpForm } from "./lazy-forms";

/**
 * The Group Projects calendar: a month table with each project on its day, then the same projects
 * as a list (the table's cells are too narrow on a phone for more than a marker), each with its
 * write-up form for members of its group. The month is in the address, so its links work without
 * JavaScript and a shared link shows the same month.
 */
export function ProjectCalendar({
  scope,
  calendar,
  writeUp,
}: {
  scope: ScopeId;
  calendar: ProjectCalendarView;
  writeUp: FormAction;
}) {
  const { year, monthNumber, projects } = calendar;
  const byDay = new Map<string, ProjectView[]>();
  for (const project of projects) byDay.set(project.date, [...(byDay.get(project.date) ?? []), project]);
  const monthLabel = formatMonthYear(calendar.month);
  const monthHref = (month: string) => dashboardHref({ scope, tab: "groups", section: "projects", month });
  return (
    <div className="mt-6">
      <nav aria-label="Calendar months" className="flex flex-wrap items-center gap-3">
        {calendar.previous ? (
          <a href={monthHref(calendar.previous)} className="btn-secondary">
            <span aria-hidden="true">←</span> {formatMonthYear(calendar.previous)}
          </a>
        ) : null}
        {calendar.month !== calendar.current ? (
          <a href={monthHref(calendar.current)} className="btn-secondary">
            This month
          </a>
        ) : null}
        {calendar.next ? (
          <a href={monthHref(calendar.next)} className="btn-secondary">
            {formatMonthYear(calendar.next)} <span aria-hidden="true">→</span>
          </a>
        ) : null}
      </nav>
      <div className="mt-4 overflow-x-auto">
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
            {monthWeeks(year, monthNumber).map((week, index) => (
              <tr key={index}>
                {week.map((day, column) => {
                  if (day === null) return <td key={column} className="border border-line bg-surface" />;
                  const date = isoDay(year, monthNumber, day);
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
                {project.yourGroup ? " (your group)" : ""}
              </p>
              <p className="mt-1 font-semibold">{project.title}</p>
              <p className="mt-1 text-muted">{project.description}</p>
              <ProjectStatus project={project} writeUp={writeUp} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Where a project's write-ups stand, and the form when the viewer's group may send one now. */
function ProjectStatus({ project, writeUp }: { project: ProjectView; writeUp: FormAction }) {
  const { window } = project;
  if (!window) return <p className="mt-2 text-sm text-muted">From the calendar&apos;s history.</p>;
  const count = `${project.submissions} write-up${project.submissions === 1 ? "" : "s"} sent`;
  const closes = <time dateTime={window.closes}>{formatCalendarDay(window.closes)}</time>;
  return (
    <>
      <p className="mt-2 text-sm text-muted">
        {window.state === "upcoming" ? (
          <>
            Write-ups open on <time dateTime={window.opens}>{formatCalendarDay(window.opens)}</time>.
          </>
        ) : window.state === "open" ? (
          <>
            {count}. Write-ups close on {closes}.
          </>
        ) : (
          <>
            {count}. Write-ups closed on {closes}.
          </>
        )}
      </p>
      {project.yourGroup && window.state === "open" ? (
        <WriteUpForm
          action={writeUp}
          projectId={project.id}
          projectTitle={project.title}
          writeUp={project.yourWriteUp}
        />
      ) : project.yourWriteUp ? (
        <p className="mt-2 rounded-lg bg-surface p-3 text-sm">
          <span className="font-semibold">Your write-up:</span> {project.yourWriteUp.summary}
        </p>
      ) : null}
    </>
  );
}
