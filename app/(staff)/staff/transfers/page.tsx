import type { Metadata } from "next";
import { TransferDecisionForm } from "@/components/staff/facilitator-forms";
import { StaffHeading } from "@/components/staff/staff-heading";
import { OutcomeNotice } from "@/components/ui/outcome-notice";
import { requireStaffPage } from "@/lib/auth/guards";
import { findScope } from "@/lib/entrepreneurship/arenas";
import { TRANSFER_STATUS_LABELS } from "@/lib/entrepreneurship/rules";
import { transfersConsoleQuerySchema } from "@/lib/entrepreneurship/schemas";
import { transferQueue, type ConsoleTransferView } from "@/lib/entrepreneurship/transfer-decisions";
import { formatCalendarDay, formatDay, formatMoment } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { TRANSFERS_PATH } from "@/lib/staff/roles";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { decideOnTransfer } from "./actions";

export const metadata: Metadata = { title: "Transfers · Staff console", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The facilitators' queue of transfer requests, oldest first, and the latest decisions. */
export default async function TransfersPage({ searchParams }: Props) {
  const staff = await requireStaffPage("facilitator", TRANSFERS_PATH);
  const { done } = lenientQuery(transfersConsoleQuerySchema, queryRecord(await searchParams));
  const { pending, pendingCount, decided } = await transferQueue(staff.user.id);

  return (
    <>
      <StaffHeading title="Transfer requests" />
      <p className="mt-2 max-w-3xl text-muted">
        Learners&apos; requests to move a member between groups. Open the signed agreement, then approve or refuse: the
        learner sees your decision and note on their Entrepreneurship dashboard and gets an e-mail. Approving moves the
        member into the new group at once, if they are still in the old one and the new one has a seat.
      </p>
      <OutcomeNotice id="transfers-status" message={done && MESSAGES.facilitator[done]} />

      <section aria-labelledby="pending-heading" className="mt-8">
        <h2 id="pending-heading" className="text-2xl">
          Waiting for a decision ({pendingCount})
        </h2>
        {pendingCount > pending.length ? (
          <p className="mt-1 text-sm text-muted">The oldest {pending.length} are shown: decide these first.</p>
        ) : null}
        {pending.length === 0 ? (
          <p className="card mt-4 text-muted">No request waits for a decision.</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {pending.map((transfer) => (
              <li key={transfer.id}>
                <PendingTransfer transfer={transfer} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="decided-heading" className="mt-10">
        <h2 id="decided-heading" className="text-2xl">
          Recently decided
        </h2>
        {decided.length === 0 ? (
          <p className="card mt-4 text-muted">No decisions yet.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {decided.map((transfer) => (
              <li key={transfer.id} className="rounded-xl border border-line bg-white p-4">
                <p className="font-semibold">
                  {transfer.memberName}: {transfer.fromGroup} → {transfer.toGroup}
                </p>
                <p className="mt-1 break-words text-sm">
                  <span className="font-semibold">{TRANSFER_STATUS_LABELS[transfer.status]}</span>
                  {transfer.decidedAt ? (
                    <>
                      {" "}
                      <time dateTime={transfer.decidedAt}>{formatMoment(transfer.decidedAt)}</time>
                    </>
                  ) : null}
                  {transfer.decidedBy ? <> by {transfer.decidedBy}</> : null} · requested by {transfer.learner}
                </p>
                {transfer.decisionNote ? (
                  <p className="mt-2 whitespace-pre-line break-words text-sm">Note: {transfer.decisionNote}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** One request: who asks to move whom where and when, its agreement, and the decision. */
function PendingTransfer({ transfer }: { transfer: ConsoleTransferView }) {
  const label = `the request of ${transfer.learner} to move ${transfer.memberName}`;
  return (
    <article className="card" aria-label={`Transfer request from ${transfer.learner}`}>
      <h3 className="text-xl">
        {transfer.memberName}: {transfer.fromGroup} → {transfer.toGroup}
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Arena</dt>
        <dd>{findScope(transfer.scope)?.label}</dd>
        <dt className="font-semibold">Requested by</dt>
        <dd className="break-words">{transfer.learner}</dd>
        <dt className="font-semibold">Requested on</dt>
        <dd>
          <time dateTime={transfer.createdAt}>{formatDay(transfer.createdAt)}</time>
        </dd>
        <dt className="font-semibold">Preferred date</dt>
        <dd>
          <time dateTime={transfer.transferDate}>{formatCalendarDay(transfer.transferDate)}</time>
        </dd>
      </dl>
      <p className="mt-3">
        <a href={transfer.agreement.url} download className="font-semibold underline">
          Download the signed agreement ({transfer.agreement.size})
        </a>
      </p>
      <div className="mt-4 max-w-2xl">
        <TransferDecisionForm transferId={transfer.id} label={label} action={decideOnTransfer} />
      </div>
    </article>
  );
}
