import type { Metadata } from "next";
import Link from "next/link";
import { ScrollTable, TD, TH } from "@/components/staff/scroll-table";
import { StaffHeading } from "@/components/staff/staff-heading";
import { requireStaffPage } from "@/lib/auth/guards";
import { formatDay, formatDayAndTime, formatMonthYear, formatRand } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { countPayments, listPayments } from "@/lib/payments/report";
import { paymentFilterSchema } from "@/lib/payments/schemas";
import { memberPath, PAYMENTS_EXPORT_PATH, withFilters } from "@/lib/staff/admin-pages";
import { MEMBER_SEARCH_LIMIT, searchMembers } from "@/lib/staff/members";
import { MEMBERS_PATH } from "@/lib/staff/roles";
import { lenientQuery, queryRecord } from "@/lib/validations/query";

export const metadata: Metadata = { title: "Payments and subscriptions · Staff console", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** How many payments the page lists; the CSV has them all. */
const LISTED = 100;

const STATUS_WORDS = { pending: "Pending", success: "Paid", failed: "Failed" } as const;

/** The last 24 months, newest first, as YYYY-MM in South African time. */
function recentMonths(now = new Date()): string[] {
  const sast = new Date(now.getTime() + 2 * 60 * 60 * 1000);
  return Array.from({ length: 24 }, (_, back) => {
    const month = new Date(Date.UTC(sast.getUTCFullYear(), sast.getUTCMonth() - back, 1));
    return month.toISOString().slice(0, 7);
  });
}

/** The admins' payments and subscriptions: find a member or a payment, list and export payments. */
export default async function MembersPage({ searchParams }: Props) {
  await requireStaffPage("admin", MEMBERS_PATH);
  const record = queryRecord(await searchParams);
  const { q, month } = lenientQuery(paymentFilterSchema, record);
  const badSearch = Boolean(record.q?.trim()) && !q;
  const filter = { q, month: month ?? "all" };
  const [members, payments, total] = await Promise.all([
    q ? searchMembers(q) : Promise.resolve(null),
    listPayments(filter, LISTED),
    countPayments(filter),
  ]);
  const monthWords = filter.month === "all" ? "all months" : formatMonthYear(filter.month);
  // An older month chosen by its address stays chosen in the list.
  const months = recentMonths();
  if (filter.month !== "all" && !months.includes(filter.month)) months.push(filter.month);

  return (
    <>
      <StaffHeading title="Payments and subscriptions" />

      <form
        method="get"
        action={MEMBERS_PATH}
        role="search"
        aria-label="Members and payments"
        className="card mt-6 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      >
        <div>
          <label htmlFor="member-search" className="field-label">
            E-mail address (or part of one) or Paystack reference
          </label>
          <input
            id="member-search"
            name="q"
            type="search"
            defaultValue={record.q ?? ""}
            maxLength={254}
            autoComplete="off"
            aria-invalid={badSearch || undefined}
            aria-describedby={badSearch ? "member-search-error" : undefined}
            className="field-input"
          />
          {badSearch ? (
            <p id="member-search-error" className="field-error">
              {MESSAGES.staffAdmin.search}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="payment-month" className="field-label">
            Payments of
          </label>
          <select id="payment-month" name="month" defaultValue={filter.month} className="field-input">
            <option value="all">All months</option>
            {months.map((value) => (
              <option key={value} value={value}>
                {formatMonthYear(value)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>

      {members ? (
        <section aria-labelledby="members-heading" className="mt-10">
          <h2 id="members-heading" className="text-2xl">
            Members ({members.length})
          </h2>
          {members.length === MEMBER_SEARCH_LIMIT ? (
            <p className="mt-2 text-muted">
              These are the first {MEMBER_SEARCH_LIMIT} by address; more may match. Type more of the address to narrow
              the search.
            </p>
          ) : null}
          {members.length === 0 ? (
            <p className="card mt-4 text-muted">
              No member&apos;s address contains that, and no payment has that reference.
            </p>
          ) : (
            <ScrollTable label="Members found">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">Members matching your search, by e-mail address</caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className={TH}>
                      E-mail address
                    </th>
                    <th scope="col" className={TH}>
                      Name
                    </th>
                    <th scope="col" className={TH}>
                      Plans held
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {members.map((member) => (
                    <tr key={member.id} className="border-b border-line">
                      <th scope="row" className={`${TD} font-normal break-all`}>
                        <Link href={memberPath(member.id)} className="font-medium underline">
                          {member.email}
                        </Link>
                      </th>
                      <td className={TD}>
                        {member.name} {member.surname}
                      </td>
                      <td className={TD}>
                        {member.plans.length === 0
                          ? "None"
                          : member.plans.map((plan) => `${plan.title} until ${formatDay(plan.until)}`).join("; ")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
        </section>
      ) : null}

      <section aria-labelledby="payments-heading" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="payments-heading" className="text-2xl">
            Payments, {monthWords}
            {q ? ` matching “${q}”` : ""}
          </h2>
          <a href={withFilters(PAYMENTS_EXPORT_PATH, filter)} className="btn-secondary" download>
            Download CSV ({total})
          </a>
        </div>
        <p className="mt-1 text-sm text-muted">
          {total > payments.length
            ? `The newest ${payments.length} of ${total}; the CSV file has them all.`
            : `${total} payment${total === 1 ? "" : "s"}, newest first.`}{" "}
          Times are South African.
        </p>
        {payments.length === 0 ? (
          <p className="card mt-4 text-muted">No payments.</p>
        ) : (
          <ScrollTable label="Payments">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">Payments, newest first</caption>
              <thead>
                <tr className="border-b border-line">
                  {["Date", "Reference", "Member", "Plan", "Amount", "Status", "Verified"].map((heading) => (
                    <th key={heading} scope="col" className={TH}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.reference} className="border-b border-line">
                    <td className={TD}>
                      <time dateTime={payment.createdAt.toISOString()}>{formatDayAndTime(payment.createdAt)}</time>
                    </td>
                    <th scope="row" className={`${TD} font-mono font-normal break-all`}>
                      {payment.reference}
                    </th>
                    <td className={`${TD} break-all`}>
                      {payment.userId && payment.email ? (
                        <Link href={memberPath(payment.userId)} className="underline">
                          {payment.email}
                        </Link>
                      ) : (
                        "Deleted account"
                      )}
                    </td>
                    <td className={TD}>{payment.planTitle}</td>
                    <td className={`${TD} whitespace-nowrap`}>{formatRand(payment.amountCents)}</td>
                    <td className={TD}>{STATUS_WORDS[payment.status]}</td>
                    <td className={TD}>
                      {payment.verifiedAt ? (
                        <time dateTime={payment.verifiedAt.toISOString()}>{formatDayAndTime(payment.verifiedAt)}</time>
                      ) : (
                        "Not yet"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
    </>
  );
}
