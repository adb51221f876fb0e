import type { Metadata } from "next";
import { LiftSuspensionForm, PostDecisionForm, SuspendForm } from "@/components/staff/moderation-forms";
import { StaffHeading } from "@/components/staff/staff-heading";
import { OutcomeNotice } from "@/components/ui/outcome-notice";
import { PostMedia } from "@/components/venting/post-media";
import { listAudit } from "@/lib/audit/log";
import { requireStaffPage } from "@/lib/auth/guards";
import { formatDayAndTime, formatMoment } from "@/lib/format";
import { moderationOutcomeMessage } from "@/lib/moderation/outcomes";
import { activeSuspensions, keptHidden, moderationQueue, type ModerationItem } from "@/lib/moderation/queue";
import { MODERATION_PATH } from "@/lib/staff/roles";
import { postTypeLabel } from "@/lib/venting/post-types";
import { ESTABLISHED_AFTER_DAYS } from "@/lib/venting/report-reasons";
import { decideOnPost, liftPostingSuspension, suspendPosting } from "./actions";

export const metadata: Metadata = { title: "Moderation · Staff console", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const MODERATION_ACTIONS = ["post.hide", "post.restore", "post.delete", "member.suspend", "member.unsuspend"];

/**
 * The moderators' queue: reported and hidden posts with their media, reasons and counts, and who
 * posted them (moderators may see it, to pause an account; members never can).
 */
export default async function ModerationPage({ searchParams }: Props) {
  await requireStaffPage("moderator", MODERATION_PATH);
  const done = moderationOutcomeMessage((await searchParams).done);
  const [queue, kept, suspensions, log] = await Promise.all([
    moderationQueue(),
    keptHidden(),
    activeSuspensions(),
    listAudit({ actions: MODERATION_ACTIONS, limit: 30 }),
  ]);

  return (
    <>
      <StaffHeading title="Venting Room moderation" />
      <OutcomeNotice id="moderation-status" message={done} />

      <section aria-labelledby="queue-heading" className="mt-8">
        <h2 id="queue-heading" className="text-2xl">
          Waiting for a decision ({queue.length})
        </h2>
        {queue.length === 0 ? (
          <p className="card mt-4 text-muted">Nothing waits for a decision.</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {queue.map((item) => (
              <li key={item.postId}>
                <ReviewItem item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="kept-heading" className="mt-10">
        <h2 id="kept-heading" className="text-2xl">
          Kept hidden by a moderator ({kept.length})
        </h2>
        <p className="mt-1 text-sm text-muted">No report waits on these: restore or delete them when you are ready.</p>
        {kept.length === 0 ? (
          <p className="card mt-4 text-muted">None.</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {kept.map((item) => (
              <li key={item.postId}>
                <ReviewItem item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="suspensions-heading" className="mt-10">
        <h2 id="suspensions-heading" className="text-2xl">
          Paused posting ({suspensions.length})
        </h2>
        {suspensions.length === 0 ? (
          <p className="card mt-4 text-muted">Nobody&apos;s posting is paused.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {suspensions.map((suspension) => (
              <li key={suspension.id} className="card">
                <p>
                  <span className="font-medium break-all">{suspension.email}</span> until{" "}
                  {formatDayAndTime(suspension.endsAt)}
                </p>
                <p className="mt-1 text-sm text-muted">They see: {suspension.message}</p>
                <div className="mt-3">
                  <LiftSuspensionForm suspensionId={suspension.id} action={liftPostingSuspension} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="log-heading" className="mt-10">
        <h2 id="log-heading" className="text-2xl">
          Moderation log
        </h2>
        <p className="mt-1 text-sm text-muted">Every moderator action, newest first. Entries cannot be changed.</p>
        {log.length === 0 ? (
          <p className="card mt-4 text-muted">No moderator actions yet.</p>
        ) : (
          // Focusable, so a keyboard can scroll the table sideways on a phone.
          <div
            className="mt-4 overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label="Moderation log, scrolls sideways"
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Who
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    What
                  </th>
                  <th scope="col" className="py-2">
                    Why
                  </th>
                </tr>
              </thead>
              <tbody>
                {log.map((entry) => (
                  <tr key={entry.id} className="border-b border-line align-top">
                    <td className="py-2 pr-3">
                      <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
                    </td>
                    <td className="py-2 pr-3">{entry.actor}</td>
                    <td className="py-2 pr-3">{entry.action}</td>
                    <td className="py-2 whitespace-pre-wrap break-words">{entry.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
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
