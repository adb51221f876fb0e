import { TransferDecisionForm } from "@/components/staff/facilitator-forms";
import { ItemList } from "@/components/staff/item-list";
import { StaffPage, StaffSection } from "@/components/staff/staff-page";
import { OutcomeNotice } from "@/components/ui/outcome-notice";
import { requireStaffScreen } from "@/lib/auth/guards";
import { findScope } from "@/lib/entrepreneurship/arenas";
import { TRANSFER_STATUS_LABELS } from "@/lib/entrepreneurship/rules";
import { transfersConsoleQuerySchema } from "@/lib/entrepreneurship/schemas";
import { transferQueue, type ConsoleTransferView } from "@/lib/entrepreneurship/transfer-decisions";
import { formatCalendarDay, formatDay, formatMoment } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { screenMetadata } from "@/lib/staff/screens";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { decideOnTransfer } from "./actions";

export const metadata = screenMetadata("transfers");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The facilitators' queue of transfer requests, oldest first, and the latest decisions. */
export default async function TransfersPage({ searchParams }: Props) {
  const staff = await requireStaffScreen("transfers");
  const { done } = lenientQuery(transfersConsoleQuerySchema, queryRecord(await searchParams));
  const { pending, pendingCount, decided } = await transferQueue(staff.user.id);

  return (
    <StaffPage screen="transfers">
      <OutcomeNotice id="transfers-status" message={done && MESSAGES.facilitator[done]} />

      <StaffSection id="pending" title={`Waiting for a decision (${pendingCount})`} className="mt-8">
        {pendingCount > pending.length ? (
          <p className="mt-1 text-sm text-muted">The oldest {pending.length} are shown: decide these first.</p>
        ) : null}
        <ItemList
          items={pending}
          keyOf={(transfer) => transfer.id}
          render={(transfer) => <PendingTransfer transfer={transfer} />}
          empty="No request waits for a decision."
        />
      </StaffSection>

      <StaffSection id="decided" title="Recently decided">
        <ItemList
          items={decided}
          keyOf={(transfer) => transfer.id}
          className="space-y-3"
          itemClassName="rounded-xl border border-line bg-white p-4"
          empty="No decisions yet."
          render={(transfer) => (
            <>
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
            </>
          )}
        />
      </StaffSection>
    </StaffPage>
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
