import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactReplyForm, ContactStatusForm } from "@/components/staff/contact-forms";
import { StaffHeading } from "@/components/staff/staff-heading";
import { OutcomeNotice } from "@/components/ui/outcome-notice";
import { requireStaffPage } from "@/lib/auth/guards";
import { contactThread } from "@/lib/contact/inbox";
import { CONTACT_STATUS_ANCHOR, contactMessagePath, contactOutcomeMessage } from "@/lib/contact/outcomes";
import { CONTACT_INBOX_MESSAGES } from "@/lib/contact/rules";
import { contactMessageIdSchema } from "@/lib/contact/schemas";
import { formatDayAndTime, formatMoment } from "@/lib/format";
import { CONTACT_INBOX_PATH } from "@/lib/staff/roles";
import { markContactMessageAnswered, reopenContactMessage, replyToContactMessage } from "../actions";

export const metadata: Metadata = { title: "Contact message · Staff console", robots: { index: false } };

type Props = {
  params: Promise<{ messageId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One contact message: who sent it, what they wrote, the replies so far, and the reply form. */
export default async function ContactMessagePage({ params, searchParams }: Props) {
  const { messageId } = await params;
  // The role first: who may not see the inbox learns nothing, not even whether a message exists.
  await requireStaffPage("admin", contactMessagePath(messageId));
  const id = contactMessageIdSchema.safeParse(messageId);
  const thread = id.success ? await contactThread(id.data) : null;
  if (!thread) notFound();
  const done = contactOutcomeMessage((await searchParams).done);

  return (
    <>
      <StaffHeading title={thread.subject} back={{ href: CONTACT_INBOX_PATH, label: "Contact inbox" }} />
      <p className="mt-2 font-semibold">
        {thread.answeredAt ? (
          <span className="text-brand-800">Answered {formatDayAndTime(thread.answeredAt)}</span>
        ) : (
          <span className="text-ink">Waiting for an answer</span>
        )}
      </p>
      <OutcomeNotice id={CONTACT_STATUS_ANCHOR} message={done} />

      <section aria-labelledby="message-heading" className="card mt-6">
        <h2 id="message-heading" className="text-xl">
          The message
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">From</dt>
          <dd>{thread.fullName}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd className="break-all">{thread.email || "None: sent before the form asked for one"}</dd>
          <dt className="font-semibold">Received</dt>
          <dd>
            <time dateTime={thread.createdAt}>{formatDayAndTime(thread.createdAt)}</time>
          </dd>
        </dl>
        <p className="mt-4 break-words whitespace-pre-wrap">{thread.message}</p>
      </section>

      <section aria-labelledby="thread-heading" className="mt-8">
        <h2 id="thread-heading" className="text-2xl">
          Replies ({thread.replies.length})
        </h2>
        {thread.replies.length === 0 ? (
          <p className="card mt-4 text-muted">No reply yet.</p>
        ) : (
          <ol className="mt-4 space-y-4">
            {thread.replies.map((reply) => (
              <li key={reply.id} className="card">
                <p className="text-sm text-muted">
                  <span className="font-semibold text-ink">{reply.author}</span> replied{" "}
                  <time dateTime={reply.createdAt}>{formatMoment(reply.createdAt)}</time>
                </p>
                <p className="mt-2 break-words whitespace-pre-wrap">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="reply-heading" className="mt-8">
        <h2 id="reply-heading" className="text-2xl">
          Reply by e-mail
        </h2>
        {thread.email ? (
          <div className="card mt-4">
            <ContactReplyForm
              messageId={thread.id}
              // A new id each time the page is shown: the server replies once per id.
              token={randomUUID()}
              to={thread.email}
              action={replyToContactMessage}
            />
          </div>
        ) : (
          <p className="card mt-4">{CONTACT_INBOX_MESSAGES.noAddress}</p>
        )}
      </section>

      <section aria-labelledby="state-heading" className="mt-8">
        <h2 id="state-heading" className="text-2xl">
          {thread.answeredAt ? "Not answered after all?" : "Answered another way?"}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {thread.answeredAt
            ? "Reopen it to put it back with the messages waiting for an answer."
            : "Mark it answered without sending an e-mail: after a phone call, or when nothing needs saying."}
        </p>
        <div className="mt-4">
          {thread.answeredAt ? (
            <ContactStatusForm
              messageId={thread.id}
              label="Reopen"
              pendingLabel="Reopening…"
              action={reopenContactMessage}
            />
          ) : (
            <ContactStatusForm
              messageId={thread.id}
              label="Mark answered"
              pendingLabel="Marking…"
              action={markContactMessageAnswered}
            />
          )}
        </div>
      </section>
    </>
  );
}
