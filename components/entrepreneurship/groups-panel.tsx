import { GROUP_SECTIONS, type GroupSectionId, type Scope } from "@/lib/entrepreneurship/arenas";
import type { GroupsOverview } from "@/lib/entrepreneurship/groups";
import { dashboardHref } from "@/lib/entrepreneurship/pages";
import { TRANSFER_STATUS_LABELS } from "@/lib/entrepreneurship/rules";
import type { TransferView } from "@/lib/entrepreneurship/transfers";
import { formatCalendarDay, formatDay } from "@/lib/format";
import type { FormState } from "@/lib/forms/form-state";
import { TransferForm } from "./lazy-forms";
import { ProjectCalendar } from "./project-calendar";
import { SubTabs } from "./sub-tabs";

export function GroupsPanel({
  scope,
  section,
  overview,
  userName,
  transferNotice,
}: {
  scope: Scope;
  section: GroupSectionId;
  overview: GroupsOverview;
  userName: string;
  /** The answer to a transfer request sent without JavaScript. */
  transferNotice: FormState | null;
}) {
  return (
    <div className="mt-2">
      <SubTabs
        label="Groups sections"
        tabs={GROUP_SECTIONS.map((item) => ({
          href: dashboardHref({ scope: scope.id, tab: "groups", section: item.id }),
          label: item.label,
          current: item.id === section,
        }))}
      />
      {section === "list" ? <GroupsList overview={overview} /> : null}
      {section === "transfer" ? (
        <MemberTransfer overview={overview} userName={userName} notice={transferNotice} />
      ) : null}
      {section === "score" ? <GroupScore scope={scope} overview={overview} /> : null}
      {section === "projects" ? (
        <section aria-labelledby="groups-section-heading" className="mt-6">
          <h2 id="groups-section-heading" className="text-2xl">
            Group Projects: {scope.label}
          </h2>
          <ProjectCalendar calendar={overview.calendar} projects={overview.projects} />
        </section>
      ) : null}
    </div>
  );
}

function GroupsList({ overview }: { overview: GroupsOverview }) {
  return (
    <section aria-labelledby="groups-section-heading" className="mt-6">
      <h2 id="groups-section-heading" className="text-2xl">
        Groups List
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {overview.groups.map((group) => (
          <li key={group.id} className="card p-5">
            <h3 className="text-xl">{group.name}</h3>
            <p className="mt-1 text-sm font-semibold text-muted">{group.memberCount} members</p>
            <p className="mt-2 text-muted">{group.focus}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberTransfer({
  overview,
  userName,
  notice,
}: {
  overview: GroupsOverview;
  userName: string;
  notice: FormState | null;
}) {
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="groups-section-heading" className="card">
        <h2 id="groups-section-heading" className="text-2xl">
          Transfer request
        </h2>
        <p className="mt-1 text-muted">
          Move a member to another group. Attach the transfer agreement signed by the member and both group leaders
          (official documentation).
        </p>
        <TransferForm
          groups={overview.groups.map(({ id, name }) => ({ id, name }))}
          defaultMemberName={userName}
          notice={notice}
        />
      </section>
      <section aria-labelledby="membership-heading">
        <h2 id="membership-heading" className="text-2xl">
          Membership dashboard
        </h2>
        <p className="mt-1 text-muted">Your transfer requests and where each one stands.</p>
        {overview.transfers.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-line p-4 text-muted">
            You have not requested a transfer yet.
          </p>
        ) : (
          <ul className="mt-4 space-y-3">
            {overview.transfers.map((transfer) => (
              <li key={transfer.id} className="rounded-xl border border-line bg-white p-4">
                <p className="font-semibold">
                  {transfer.memberName}: {transfer.fromGroup} → {transfer.toGroup}
                </p>
                <p className="mt-1 text-sm text-muted">
                  From <time dateTime={transfer.transferDate}>{formatCalendarDay(transfer.transferDate)}</time> ·
                  requested {formatDay(transfer.createdAt)}
                </p>
                <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
                  <TransferStatusBadge transfer={transfer} />
                  <a href={transfer.agreement.url} download>
                    Download agreement ({transfer.agreement.size})
                  </a>
                </p>
                {transfer.decisionNote ? (
                  <div className="mt-3 rounded-lg bg-surface p-3 text-sm">
                    <p className="font-semibold">Note from your facilitator</p>
                    <p className="mt-1 whitespace-pre-line break-words">{transfer.decisionNote}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const STATUS_STYLES: Record<TransferView["status"], string> = {
  pending: "bg-sun-100 text-ink",
  approved: "bg-brand-50 text-brand-900",
  refused: "bg-red-50 text-red-800",
};

/** Where a request stands, in words (not only colour), with the day it was decided. */
function TransferStatusBadge({ transfer }: { transfer: TransferView }) {
  return (
    <span>
      <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_STYLES[transfer.status]}`}>
        {TRANSFER_STATUS_LABELS[transfer.status]}
      </span>
      {transfer.decidedAt ? (
        <span className="ml-2 text-muted">
          on <time dateTime={transfer.decidedAt}>{formatDay(transfer.decidedAt)}</time>
        </span>
      ) : null}
    </span>
  );
}

function GroupScore({ scope, overview }: { scope: Scope; overview: GroupsOverview }) {
  const best = Math.max(1, ...overview.scores.map((row) => row.points));
  return (
    <section aria-labelledby="groups-section-heading" className="mt-6">
      <h2 id="groups-section-heading" className="text-2xl">
        Group Score: {scope.label}
      </h2>
      <p className="mt-1 text-muted">Points from projects, assessments and peer reviews in this arena.</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Group ranking in the {scope.label} arena</caption>
          <thead>
            <tr className="border-b border-line text-sm text-muted">
              <th scope="col" className="py-2 pr-3">
                Rank
              </th>
              <th scope="col" className="py-2 pr-3">
                Group
              </th>
              <th scope="col" className="py-2">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {overview.scores.map((row) => (
              <tr key={row.groupId} className="border-b border-line">
                <td className="py-3 pr-3 font-semibold">{row.rank}</td>
                <th scope="row" className="py-3 pr-3 font-semibold">
                  {row.name}
                </th>
                <td className="w-1/2 py-3">
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className="h-2.5 flex-1 rounded-full bg-surface">
                      <span
                        className="block h-full rounded-full bg-brand-600"
                        style={{ width: `${Math.round((row.points / best) * 100)}%` }}
                      />
                    </span>
                    <span className="w-8 text-right font-semibold">{row.points}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
