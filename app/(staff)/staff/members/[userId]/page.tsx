import { randomUUID } from "node:crypto";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ItemList } from "@/components/staff/item-list";
import { StaffPage, StaffSection } from "@/components/staff/staff-page";
import { SubscriptionChangeForm } from "@/components/staff/subscription-forms";
import { OutcomeNotice } from "@/components/ui/outcome-notice";
import { requireStaffScreen } from "@/lib/auth/guards";
import { formatDay, formatDayAndTime } from "@/lib/format";
import { PLANS } from "@/lib/plans";
import { MEMBER_STATUS_ID, memberOutcomeMessage, memberPath, withFilters } from "@/lib/staff/admin-pages";
import { memberSummary, memberTimeline, type TimelineKind } from "@/lib/staff/members";
import { STAFF_AND_AUDIT_PATH } from "@/lib/staff/roles";
import { memberIdSchema } from "@/lib/staff/schemas";
import { staffMetadata } from "@/lib/staff/screens";
import { endASubscription, grantAMonth } from "../actions";

export const metadata = staffMetadata("Member");

type Props = {
  params: Promise<{ userId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const KIND_WORDS: Record<TimelineKind, string> = {
  account: "Account",
  voucher: "Voucher",
  payment: "Payment",
  subscription: "Subscription",
  staff: "Staff",
  mail: "E-mail",
};

/** One member for the admins: who they are, what they hold, their history, and a month granted or ended by hand. */
export default async function MemberPage({ params, searchParams }: Props) {
  const { userId } = await params;
  await requireStaffScreen("members", memberPath(userId));
  const id = memberIdSchema.safeParse(userId);
  const member = id.success ? await memberSummary(id.data) : null;
  if (!member) notFound();
  const timeline = await memberTimeline(member.id);
  const done = memberOutcomeMessage((await searchParams).done);
  const name = `${member.name} ${member.surname}`;

  return (
    <StaffPage screen="members" title={name}>
      <p className="mt-1 break-all text-muted">{member.email}</p>
      <OutcomeNotice id={MEMBER_STATUS_ID} message={done} />

      <StaffSection id="summary" title="Summary" className="mt-8">
        <dl className="card mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Account created</dt>
          <dd>{formatDayAndTime(member.createdAt)}</dd>
          <dt className="font-semibold">E-mail address confirmed</dt>
          <dd>{member.emailVerified ? formatDayAndTime(member.emailVerified) : "Not yet"}</dd>
          <dt className="font-semibold">Age confirmation</dt>
          <dd>{member.ageConsentAt ? formatDayAndTime(member.ageConsentAt) : "Not given"}</dd>
          <dt className="font-semibold">Plans</dt>
          <dd>
            {member.plans.length === 0 ? (
              "None now"
            ) : (
              <ul aria-label="Plans held">
                {member.plans.map((plan) => (
                  <li key={plan.planId}>
                    {plan.title} until{" "}
                    <time dateTime={plan.until.toISOString()} className="font-semibold">
                      {formatDay(plan.until)}
                    </time>
                    {plan.activeNow ? "" : " (starts later)"}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        <p className="mt-3">
          <Link href={withFilters(STAFF_AND_AUDIT_PATH, { subject: member.id })} className="underline">
            Audit log entries about this member
          </Link>
        </p>
      </StaffSection>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <StaffSection id="grant" title="Grant a month" className="card" headingClassName="text-xl">
          <p className="mt-1 mb-4 text-sm text-muted">
            One month of the plan, free, starting when their current month of it ends.
          </p>
          <SubscriptionChangeForm
            change="grant"
            userId={member.id}
            // A new id each time the page is shown: the server grants once per id.
            token={randomUUID()}
            plans={PLANS.map((plan) => ({ id: plan.id, title: plan.title }))}
            action={grantAMonth}
          />
        </StaffSection>
        <StaffSection id="end" title="End a subscription now" className="card" headingClassName="text-xl">
          {member.plans.length === 0 ? (
            <p className="mt-2 text-muted">This member holds no plan now: there is nothing to end.</p>
          ) : (
            <>
              <p className="mt-1 mb-4 text-sm text-muted">
                Access to the plan stops at once, a month waiting to start included. Nothing is refunded here.
              </p>
              <SubscriptionChangeForm
                change="end"
                userId={member.id}
                plans={member.plans.map((plan) => ({ id: plan.planId, title: plan.title }))}
                action={endASubscription}
              />
            </>
          )}
        </StaffSection>
      </div>

      <StaffSection id="timeline" title="Timeline">
        <p className="mt-1 text-sm text-muted">Newest first. E-mails are listed by subject only.</p>
        <ItemList
          ordered
          items={timeline}
          keyOf={(_, index) => index}
          className="space-y-3"
          itemClassName="card p-4"
          empty="Nothing yet."
          render={(event) => (
            <>
              <p className="text-sm text-muted">
                <time dateTime={event.at.toISOString()}>{formatDayAndTime(event.at)}</time> · {KIND_WORDS[event.kind]}
              </p>
              <p className="mt-1 font-medium break-words">{event.title}</p>
              {event.detail ? <p className="mt-1 text-sm break-words whitespace-pre-wrap">{event.detail}</p> : null}
            </>
          )}
        />
      </StaffSection>
    </StaffPage>
  );
}
