import { ButtonForm } from "@/components/ui/button-form";
import { ColumnHeadings } from "@/components/ui/column-headings";
import { OutcomeNotice } from "@/components/ui/outcome-notice";
import { findScope, GROUP_SECTIONS, type GroupSectionId, type Scope } from "@/lib/entrepreneurship/arenas";
import type { GroupsOverview } from "@/lib/entrepreneurship/groups";
import { dashboardHref, GROUPS_LIST_ID, OWN_GROUP_ID } from "@/lib/entrepreneurship/pages";
import { GROUP_POINTS, SEAT_KEPT_DAYS, TRANSFER_STATUS_LABELS } from "@/lib/entrepreneurship/rules";
import type { TransferView } from "@/lib/entrepreneurship/transfers";
import { formatCalendarDay, formatDay } from "@/lib/format";
import type { FormAction, FormState } from "@/lib/forms/form-state";
import { MESSAGES } from "@/lib/messages";
import { TransferForm } from "./lazy-forms";
import { ProjectCalendar } from "./project-calendar";
import { SubTabs } from "./sub-tabs";

export function GroupsPanel({
  scope,
  section,
  overview,
  transferNotice,
  actions,
  justJoined = false,
  justLeft = false,
}: {
  scope: Scope;
  section: GroupSectionId;
  overview: GroupsOverview;
  /** The answer to a transfer request sent without JavaScript. */
  transferNotice: FormState | null;
  actions: { join: FormAction; leave: FormAction; writeUp: FormAction };
  /** The page was opened by a join: the learner's group says so, and takes the focus. */
  justJoined?: boolean;
  /** The page was opened by leaving a group: the list says so, and takes the focus. */
  justLeft?: boolean;
}) {
  return (
    <div className="mt-2">
      <SubTabs
        label="Groups sections"
        items={GROUP_SECTIONS}
        current={section}
        hrefOf={(item) => dashboardHref({ scope: scope.id, tab: "groups", section: item.id })}
      />
      {section === "list" ? (
        <GroupsList
          scope={scope}
          overview={overview}
          join={actions.join}
          leave={actions.leave}
          justJoined={justJoined}
          justLeft={justLeft}
        />
      ) : null}
      {section === "transfer" ? <MemberTransfer scope={scope} overview={overview} notice={transferNotice} /> : null}
      {section === "score" ? <GroupScore scope={scope} overview={overview} /> : null}
      {section === "projects" ? (
        <section aria-labelledby="groups-section-heading" className="mt-6">
          <h2 id="groups-section-heading" className="text-2xl">
            Group Projects: {scope.label}
          </h2>
          <p className="mt-1 max-w-2xl text-muted">
            Four projects a month in each arena, each set for one group, in turn. Members of the project&apos;s group
            send a write-up of what they did, from the 1st of the month until two weeks after the project&apos;s day.
          </p>
          <ProjectCalendar scope={scope.id} calendar={overview.calendar} writeUp={actions.writeUp} />
        </section>
      ) : null}
    </div>
  );
}

function GroupsList({
  scope,
  overview,
  join,
  leave,
  justJoined,
  justLeft,
}: {
  scope: Scope;
  overview: GroupsOverview;
  join: FormAction;
  leave: FormAction;
  justJoined: boolean;
  justLeft: boolean;
}) {
  const own = overview.ownGroup;
  return (
    <section id={GROUPS_LIST_ID} aria-labelledby="groups-section-heading" className="mt-6 scroll-mt-24">
      <h2 id="groups-section-heading" className="text-2xl">
        Groups List
      </h2>
      <OutcomeNotice id="leave-status" message={justLeft && !own ? MESSAGES.entrepreneurship.groups.left : null} />
      {own ? (
        <section
          id={OWN_GROUP_ID}
          aria-labelledby="own-group-heading"
          className="card mt-4 scroll-mt-24 border-brand-600"
        >
          <p className="eyebrow">Your group in the {scope.label} arena</p>
          <h3 id="own-group-heading" className="mt-1 text-xl">
            {own.name}
          </h3>
          <OutcomeNotice
            id="join-status"
            message={justJoined ? MESSAGES.entrepreneurship.groups.joined(own.name) : null}
          />
          <p className="mt-1 text-sm text-muted">
            In this group since <time dateTime={own.joinedAt}>{formatDay(own.joinedAt)}</time>. To move to another
            group, ask for a transfer: a facilitator approves each move.
          </p>
          <h4 className="mt-4 font-semibold">Members ({own.members.length})</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {own.members.map((member) => (
              <li key={member.membershipId} className="rounded-full bg-surface px-3 py-1 text-sm">
                {member.you ? `${member.name} (you)` : member.name}
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <a href={dashboardHref({ scope: scope.id, tab: "groups", section: "transfer" })}>Ask for a transfer</a>
          </p>
          <div className="mt-4 border-t border-line pt-4">
            <p className="text-sm text-muted">
              Leaving frees your seat at once. What you did in {own.name} still counts for its Group Score.
            </p>
            <div className="mt-2">
              <ButtonForm
                action={leave}
                label={`Leave ${own.name}`}
                pendingLabel="Leaving…"
                fields={{ scope: scope.id }}
              />
            </div>
          </div>
        </section>
      ) : (
        <p className="mt-1 max-w-2xl text-muted">
          Join one group in this arena to build its projects with other learners. Your answers and project write-ups
          then count for its Group Score. Moving later takes a transfer request that a facilitator approves.
        </p>
      )}
      <p className="mt-2 max-w-2xl text-sm text-muted">{MESSAGES.entrepreneurship.groups.seatRule(SEAT_KEPT_DAYS)}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {overview.groups.map((group) => {
          const yours = own?.id === group.id;
          const full = group.members >= group.capacity;
          return (
            <li key={group.id} className={`card flex flex-col p-5 ${yours ? "border-brand-600" : ""}`}>
              <h3 className="text-xl">{group.name}</h3>
              <p className="mt-1 text-sm font-semibold text-muted">
                {group.members} of {group.capacity} members
                {yours ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-brand-900">Your group</span>
                ) : null}
              </p>
              <p className="mt-2 flex-1 text-muted">{group.focus}</p>
              {!own ? (
                <div className="mt-4">
                  {full ? (
                    <p className="text-sm font-semibold text-muted">Full in this arena</p>
                  ) : (
                    <ButtonForm
                      action={join}
                      label={`Join ${group.name}`}
                      pendingLabel="Joining…"
                      className="btn-primary"
                      fields={{ scope: scope.id, groupId: group.id }}
                    />
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function MemberTransfer({
  scope,
  overview,
  notice,
}: {
  scope: Scope;
  overview: GroupsOverview;
  notice: FormState | null;
}) {
  const own = overview.ownGroup;
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="groups-section-heading" className="card">
        <h2 id="groups-section-heading" className="text-2xl">
          Transfer request
        </h2>
        <p className="mt-1 text-muted">
          Move yourself or another member of your group to another group in the {scope.label} arena. Attach the transfer
          agreement signed by the member who moves (official documentation). The member moves as soon as a facilitator
          approves.
        </p>
        {own ? (
          <TransferForm
            scope={scope.id}
            fromGroup={{ id: own.id, name: own.name }}
            toGroups={overview.groups.filter((group) => group.id !== own.id).map(({ id, name }) => ({ id, name }))}
            members={own.members}
            notice={notice}
          />
        ) : (
          <p className="mt-4 rounded-xl border border-dashed border-line p-4">
            You are not in a group in this arena yet.{" "}
            <a href={dashboardHref({ scope: scope.id, tab: "groups", section: "list" })}>Join a group</a> first: a
            transfer moves a member out of your own group.
          </p>
        )}
      </section>
      <section aria-labelledby="membership-heading">
        <h2 id="membership-heading" className="text-2xl">
          Membership dashboard
        </h2>
        <p className="mt-1 text-muted">Your transfer requests in every arena and where each one stands.</p>
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
                  {findScope(transfer.scope)?.label} arena · preferred date{" "}
                  <time dateTime={transfer.transferDate}>{formatCalendarDay(transfer.transferDate)}</time> · requested{" "}
                  {formatDay(transfer.createdAt)}
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
      <p className="mt-1 max-w-2xl text-muted">
        Points from what members do in this arena while in the group: {GROUP_POINTS.assessmentAnswer} for each
        assessment step answered and {GROUP_POINTS.projectSubmission} for each project write-up.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Group ranking in the {scope.label} arena</caption>
          <ColumnHeadings
            columns={[
              { label: "Rank" },
              { label: "Group" },
              { label: "Answers", wide: true },
              { label: "Write-ups", wide: true },
              { label: "Points" },
            ]}
          />
          <tbody>
            {overview.scores.map((row) => (
              <tr
                key={row.groupId}
                className={`border-b border-line ${overview.ownGroup?.id === row.groupId ? "bg-brand-50" : ""}`}
              >
                <td className="py-3 pr-3 font-semibold">{row.rank}</td>
                <th scope="row" className="py-3 pr-3 font-semibold">
                  {row.name}
                  {overview.ownGroup?.id === row.groupId ? (
                    <span className="block text-sm font-normal text-muted">Your group</span>
                  ) : null}
                </th>
                <td className="hidden py-3 pr-3 sm:table-cell">{row.answers}</td>
                <td className="hidden py-3 pr-3 sm:table-cell">{row.submissions}</td>
                <td className="w-2/5 py-3">
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className="h-2.5 flex-1 rounded-full bg-surface">
                      <span
                        className="block h-full rounded-full bg-brand-600"
                        style={{ width: `${Math.round((row.points / best) * 100)}%` }}
                      />
                    </span>
                    <span className="w-10 text-right font-semibold">{row.points}</span>
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
