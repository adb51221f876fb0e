import { randomUUID } from "node:crypto";
import { notFound } from "next/navigation";
import { ContactReplyForm, ContactStatusForm } from "@/components/staff/contact-forms";
import { ItemList } from "@/components/staff/item-list";
import { StaffPage, StaffSection } from "@/components/staff/staff-page";
import { OutcomeNotice } from "@/components/ui/outcome-notice";
import { requireStaffScreen } from "@/lib/auth/guards";
import { contactThread } from "@/lib/contact/inbox";
import { CONTACT_STATUS_ANCHOR, contactMessagePath, contactOutcomeMessage } from "@/lib/contact/outcomes";
import { CONTACT_INBOX_MESSAGES } from "@/lib/contact/rules";
import { contactMessageIdSchema } from "@/lib/contact/schemas";
import { formatDayAndTime, formatMoment } from "@/lib/format";
import { staffMetadata } from "@/lib/staff/screens";
import { markContactMessageAnswered, reopenContactMessage, replyToContactMessage } from "../actions";

export const metadata = staffMetadata("Contact message");

type Props = {
  params: Promise<{ messageId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One contact message: who sent it, what they wrote, the replies so far, and the reply form. */
export default async function ContactMessagePage({ params, searchParams }: Props) {
  const { messageId } = await params;
  // The role first: who may not see the inbox learns nothing, not even whether a message exists.
  await requireStaffScreen("contact", contactMessagePath(messageId));
  const id = contactMessageIdSchema.safeParse(messageId);
  const thread = id.success ? await contactThread(id.data) : null;
  if (!thread) notFound();
  const done = contactOutcomeMessage((await searchParams).done);

  return (
    <StaffPage screen="contact" title={thread.subject}>
      <p className="mt-2 font-semibold">
        {thread.answeredAt ? (
          <span className="text-brand-800">Answered {formatDayAndTime(thread.answeredAt)}</span>
        ) : (
          <span className="text-ink">Waiting for an answer</span>
        )}
      </p>
      <OutcomeNotice id={CONTACT_STATUS_ANCHOR} message={done} />

      <StaffSection id="message" title="The message" className="card mt-6" headingClassName="text-xl">
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
      </StaffSection>

      <StaffSection id="thread" title={`Replies (${thread.replies.length})`} className="mt-8">
        <ItemList
          ordered
          items={thread.replies}
          keyOf={(reply) => reply.id}
          className="space-y-4"
          itemClassName="card"
          empty="No reply yet."
          render={(reply) => (
            <>
              <p className="text-sm text-muted">
                <span className="font-semibold text-ink">{reply.author}</span> replied{" "}
                <time dateTime={reply.createdAt}>{formatMoment(reply.createdAt)}</time>
              </p>
              <p className="mt-2 break-words whitespace-pre-wrap">{reply.body}</p>
            </>
          )}
        />
      </StaffSection>

      <StaffSection id="reply" title="Reply by e-mail" className="mt-8">
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
      </StaffSection>

      <StaffSection
        id="state"
        title={thread.answeredAt ? "Not answered after all?" : "Answered another way?"}
        className="mt-8"
      >
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
      </StaffSection>
    </StaffPage>
  );
}
