import { DataTable } from "@/components/staff/data-table";
import { ItemList } from "@/components/staff/item-list";
import { LiftSuspensionForm, PostDecisionForm, SuspendForm } from "@/components/staff/moderation-forms";
import { StaffPage, StaffSection } from "@/components/staff/staff-page";
import { OutcomeNotice } from "@/components/ui/outcome-notice";
import { PostMedia } from "@/components/venting/post-media";
import { listAudit } from "@/lib/audit/log";
import { requireStaffScreen } from "@/lib/auth/guards";
import { formatDayAndTime, formatMoment } from "@/lib/format";
import { moderationOutcomeMessage } from "@/lib/moderation/outcomes";
import { activeSuspensions, keptHidden, moderationQueue, type ModerationItem } from "@/lib/moderation/queue";
import { screenMetadata } from "@/lib/staff/screens";
import { postTypeLabel } from "@/lib/venting/post-types";
import { ESTABLISHED_AFTER_DAYS } from "@/lib/venting/report-reasons";
import { decideOnPost, liftPostingSuspension, suspendPosting } from "./actions";

export const metadata = screenMetadata("moderation");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const MODERATION_ACTIONS = ["post.hide", "post.restore", "post.delete", "member.suspend", "member.unsuspend"];

const reviewItem = (item: ModerationItem) => <ReviewItem item={item} />;

/**
 * The moderators' queue: reported and hidden posts with their media, reasons and counts, and who
 * posted them (moderators may see it, to pause an account; members never can).
 */
export default async function ModerationPage({ searchParams }: Props) {
  await requireStaffScreen("moderation");
  const done = moderationOutcomeMessage((await searchParams).done);
  const [queue, kept, suspensions, log] = await Promise.all([
    moderationQueue(),
    keptHidden(),
    activeSuspensions(),
    listAudit({ actions: MODERATION_ACTIONS, limit: 30 }),
  ]);

  return (
    <StaffPage screen="moderation">
      <OutcomeNotice id="moderation-status" message={done} />

      <StaffSection id="queue" title={`Waiting for a decision (${queue.length})`} className="mt-8">
        <ItemList
          items={queue}
          keyOf={(item) => item.postId}
          render={reviewItem}
          empty="Nothing waits for a decision."
        />
      </StaffSection>

      <StaffSection id="kept" title={`Kept hidden by a moderator (${kept.length})`}>
        <p className="mt-1 text-sm text-muted">No report waits on these: restore or delete them when you are ready.</p>
        <ItemList items={kept} keyOf={(item) => item.postId} render={reviewItem} empty="None." />
      </StaffSection>

      <StaffSection id="suspensions" title={`Paused posting (${suspensions.length})`}>
        <ItemList
          items={suspensions}
          keyOf={(suspension) => suspension.id}
          className="space-y-4"
          itemClassName="card"
          empty="Nobody's posting is paused."
          render={(suspension) => (
            <>
              <p>
                <span className="font-medium break-all">{suspension.email}</span> until{" "}
                {formatDayAndTime(suspension.endsAt)}
              </p>
              <p className="mt-1 text-sm text-muted">They see: {suspension.message}</p>
              <div className="mt-3">
                <LiftSuspensionForm suspensionId={suspension.id} action={liftPostingSuspension} />
              </div>
            </>
          )}
        />
      </StaffSection>

      <StaffSection id="log" title="Moderation log">
        <p className="mt-1 text-sm text-muted">Every moderator action, newest first. Entries cannot be changed.</p>
        <DataTable
          label="Moderation log"
          caption="Moderator actions, newest first"
          minWidth="min-w-[40rem]"
          rows={log}
          rowKey={(entry) => entry.id}
          empty="No moderator actions yet."
          columns={[
            { header: "When", cell: (entry) => <time dateTime={entry.at}>{formatMoment(entry.at)}</time> },
            { header: "Who", cell: (entry) => entry.actor },
            { header: "What", cell: (entry) => entry.action },
            { header: "Why", className: "whitespace-pre-wrap break-words", cell: (entry) => entry.reason },
          ]}
        />
      </StaffSection>
    </StaffPage>
  );
}

/** One post under review: what it is, its reports, who posted it, and the decisions. */
function ReviewItem({ item }: { item: ModerationItem }) {
  const what = `${postTypeLabel(item.type)} post in ${item.topicTitle}`;
  return (
    <article className="card" aria-label={what}>
      <header className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p>
          <span className="font-semibold">{item.topicTitle}</span> · {postTypeLabel(item.type)} ·{" "}
          <time dateTime={item.createdAt}>{formatMoment(item.createdAt)}</time>
        </p>
        <p className={item.hidden ? "font-semibold text-red-800" : "text-muted"}>
          {item.hidden
            ? `Hidden ${item.hidden.by === "reports" ? "by reports" : "by a moderator"} since ${formatMoment(item.hidden.at)}`
            : "In the feed"}
        </p>
      </header>
      {item.text ? <p className="mt-3 whitespace-pre-wrap break-words">{item.text}</p> : null}
      {item.file ? (
        <div className="mt-3 max-w-xl">
          <PostMedia
            type={item.type === "text" ? "doc" : item.type}
            url={item.file.mediaUrl}
            fileName={item.file.fileName}
            sizeBytes={item.file.sizeBytes}
            title={`${item.file.kind} under review`}
          />
        </div>
      ) : null}
      <h3 className="mt-4 text-lg">
        Open reports: {item.openReports}
        {item.allReports > item.openReports ? ` (${item.allReports} in all)` : ""}
      </h3>
      {item.newAccountReports ? (
        <p className="mt-1 text-sm">
          {item.newAccountReports === item.openReports ? "All" : item.newAccountReports} of them from new accounts
          (unconfirmed, or made less than {ESTABLISHED_AFTER_DAYS} days ago), whose reports never hide a post.
        </p>
      ) : null}
      <ul className="mt-1 list-inside list-disc text-sm">
        {item.reasons.map((reason) => (
          <li key={reason.reason}>
            {reason.label}: {reason.count}
          </li>
        ))}
      </ul>
      {item.notes.length ? (
        <>
          <h4 className="mt-3 font-semibold">Reporters&apos; notes</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {item.notes.map((note, index) => (
              <li key={index} className="whitespace-pre-wrap break-words rounded bg-surface px-2 py-1">
                <span className="font-medium">{note.reason}:</span> {note.note}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {item.poster ? (
        <p className="mt-3 text-sm">
          Posted by <span className="font-medium break-all">{item.poster.email}</span>
          {item.poster.suspendedUntil ? `, posting paused until ${formatDayAndTime(item.poster.suspendedUntil)}` : ""}.
          Never share who posted with members.
        </p>
      ) : (
        <p className="mt-3 text-sm">Nobody reported this post, so who posted it is not shown.</p>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <section aria-label={`Decide on this ${what}`}>
          <PostDecisionForm postId={item.postId} hidden={item.hidden !== null} label={what} action={decideOnPost} />
        </section>
        {item.poster ? <SuspendForm postId={item.postId} action={suspendPosting} /> : null}
      </div>
    </article>
  );
}
