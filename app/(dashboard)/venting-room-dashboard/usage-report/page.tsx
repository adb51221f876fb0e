import type { Metadata } from "next";
import { FilterLinks } from "@/components/ui/filter-links";
import { HeadedSection } from "@/components/ui/headed-section";
import { NewPostButton } from "@/components/venting/new-post-button";
import { UsageChart } from "@/components/venting/usage-chart";
import { VentingShell } from "@/components/venting/venting-shell";
import { requireDashboard } from "@/lib/auth/guards";
import { NOTICE_PARAM, openNotice } from "@/lib/forms/notice";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { UPLOAD_API, ventingPath } from "@/lib/venting/pages";
import { POST_TYPE_IDS, postTypeLabel, type PostType } from "@/lib/venting/post-types";
import { usageQuerySchema } from "@/lib/venting/schemas";
import { usageReport } from "@/lib/venting/usage";

export const metadata: Metadata = { title: "Usage Report · Venting Room", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The table's columns after the day; the last has no padding on its right. */
const FIGURES = [
  { key: "you", header: "You" },
  { key: "min", header: "Min" },
  { key: "average", header: "Average" },
  { key: "max", header: "Max" },
] as const;

const figureCellClass = (index: number) => (index === FIGURES.length - 1 ? "py-1" : "py-1 pr-4");

const typeHref = (type?: PostType) => `${ventingPath("usage-report")}${type ? `?type=${type}` : ""}`;

export default async function UsageReportPage({ searchParams }: Props) {
  const { user } = await requireDashboard("venting", ventingPath("usage-report"));
  const record = queryRecord(await searchParams);
  const { type } = lenientQuery(usageQuerySchema, record);
  const report = await usageReport(user.id, type);
  const filters: { id?: PostType; label: string }[] = [
    { label: "All" },
    ...POST_TYPE_IDS.map((id) => ({ id, label: postTypeLabel(id, "plural") })),
  ];
  const what = type ? (type === "text" ? "text posts" : postTypeLabel(type, "plural").toLowerCase()) : "posts";

  return (
    <VentingShell active="usage-report">
      <h1 className="text-3xl sm:text-4xl">Usage Report</h1>
      <FilterLinks
        label="Content type"
        className="mt-4"
        links={filters.map((filter) => ({
          href: typeHref(filter.id),
          label: filter.label,
          current: filter.id === type,
        }))}
      />

      {report.hasPosted ? null : (
        <HeadedSection
          name="add-post"
          title="You have not posted yet"
          className="card mt-6 border-dashed"
          headingClassName="text-xl"
        >
          <p className="mt-1 text-muted">Your first post starts your chart. Nobody will see who posted it.</p>
          <NewPostButton
            userEmail={user.email}
            className="btn-primary mt-4"
            notice={openNotice(record[NOTICE_PARAM], UPLOAD_API)}
          >
            Add a post
          </NewPostButton>
        </HeadedSection>
      )}

      <HeadedSection
        name="chart"
        title={`Your ${what} per day, last 14 days`}
        className="card mt-6"
        headingClassName="text-xl"
      >
        <p className="mt-1 text-sm text-muted">
          Min, average (rounded) and max are across the {report.activeMembers}{" "}
          {report.activeMembers === 1 ? "member" : "members"} who posted {type ? what : ""} in these 14 days, counting
          days they did not post as 0.
        </p>
        <div className="mt-4">
          <UsageChart days={report.days} />
        </div>
        <details className="mt-4">
          <summary className="cursor-pointer font-medium text-brand-700">Show the figures as a table</summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Posts per day</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col" className="py-1 pr-4">
                    Day
                  </th>
                  {FIGURES.map((figure, index) => (
                    <th key={figure.key} scope="col" className={figureCellClass(index)}>
                      {figure.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.days.map((day) => (
                  <tr key={day.date} className="border-t border-line">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {day.date}
                    </th>
                    {FIGURES.map((figure, index) => (
                      <td key={figure.key} className={figureCellClass(index)}>
                        {day[figure.key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </HeadedSection>

      <HeadedSection name="likes" title="Likes" className="mt-6" headingClassName="text-xl">
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          {[
            { label: `Your ${what} (14 days)`, value: report.yourPosts },
            { label: "Likes received", value: report.likes.received },
            { label: "Likes given", value: report.likes.given },
          ].map((tally) => (
            <div key={tally.label} className="card">
              <dt className="text-sm text-muted">{tally.label}</dt>
              <dd className="mt-1 text-3xl font-semibold">{tally.value}</dd>
            </div>
          ))}
        </dl>
      </HeadedSection>
    </VentingShell>
  );
}
