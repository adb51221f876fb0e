import Link from "next/link";
import { DataTable } from "@/components/staff/data-table";
import { FilterForm, FilterSearch, FilterSelect } from "@/components/staff/filter-form";
import { StaffPage, StaffSection } from "@/components/staff/staff-page";
import { requireStaffScreen } from "@/lib/auth/guards";
import { formatDay, formatDayAndTime, formatMonthYear, formatRand } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { countPayments, listPayments } from "@/lib/payments/report";
import { paymentFilterSchema } from "@/lib/payments/schemas";
import { memberPath, PAYMENTS_EXPORT_PATH, withFilters } from "@/lib/staff/admin-pages";
import { MEMBER_SEARCH_LIMIT, searchMembers } from "@/lib/staff/members";
import { MEMBERS_PATH } from "@/lib/staff/roles";
import { screenMetadata } from "@/lib/staff/screens";
import { lenientQuery, queryRecord } from "@/lib/validations/query";

export const metadata = screenMetadata("members");

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

const moment = (at: Date) => <time dateTime={at.toISOString()}>{formatDayAndTime(at)}</time>;

/** The admins' payments and subscriptions: find a member or a payment, list and export payments. */
export default async function MembersPage({ searchParams }: Props) {
  await requireStaffScreen("members");
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
    <StaffPage screen="members">
      <FilterForm
        action={MEMBERS_PATH}
        label="Members and payments"
        submit="Search"
        className="mt-6 sm:grid-cols-[2fr_1fr_auto]"
      >
        <FilterSearch
          id="member-search"
          name="q"
          label="E-mail address (or part of one) or Paystack reference"
          value={record.q ?? ""}
          error={badSearch ? MESSAGES.staffAdmin.search : undefined}
        />
        <FilterSelect
          id="payment-month"
          name="month"
          label="Payments of"
          value={filter.month}
          all={{ value: "all", label: "All months" }}
          options={months.map((value) => ({ value, label: formatMonthYear(value) }))}
        />
      </FilterForm>

      {members ? (
        <StaffSection id="members" title={`Members (${members.length})`}>
          {members.length === MEMBER_SEARCH_LIMIT ? (
            <p className="mt-2 text-muted">
              These are the first {MEMBER_SEARCH_LIMIT} by address; more may match. Type more of the address to narrow
              the search.
            </p>
          ) : null}
          <DataTable
            label="Members found"
            caption="Members matching your search, by e-mail address"
            minWidth="min-w-[36rem]"
            rows={members}
            rowKey={(member) => member.id}
            empty="No member's address contains that, and no payment has that reference."
            columns={[
              {
                header: "E-mail address",
                rowHeader: true,
                className: "break-all",
                cell: (member) => (
                  <Link href={memberPath(member.id)} className="font-medium underline">
                    {member.email}
                  </Link>
                ),
              },
              { header: "Name", cell: (member) => `${member.name} ${member.surname}` },
              {
                header: "Plans held",
                cell: (member) =>
                  member.plans.length === 0
                    ? "None"
                    : member.plans.map((plan) => `${plan.title} until ${formatDay(plan.until)}`).join("; "),
              },
            ]}
          />
        </StaffSection>
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
        <DataTable
          label="Payments"
          caption="Payments, newest first"
          minWidth="min-w-[48rem]"
          rows={payments}
          rowKey={(payment) => payment.reference}
          empty="No payments."
          columns={[
            { header: "Date", cell: (payment) => moment(payment.createdAt) },
            {
              header: "Reference",
              rowHeader: true,
              className: "font-mono break-all",
              cell: (payment) => payment.reference,
            },
            {
              header: "Member",
              className: "break-all",
              cell: (payment) =>
                payment.userId && payment.email ? (
                  <Link href={memberPath(payment.userId)} className="underline">
                    {payment.email}
                  </Link>
                ) : (
                  "Deleted account"
                ),
            },
            { header: "Plan", cell: (payment) => payment.planTitle },
            {
              header: "Amount",
              className: "whitespace-nowrap",
              cell: (payment) => formatRand(payment.amountCents),
            },
            { header: "Status", cell: (payment) => STATUS_WORDS[payment.status] },
            { header: "Verified", cell: (payment) => (payment.verifiedAt ? moment(payment.verifiedAt) : "Not yet") },
          ]}
        />
      </section>
    </StaffPage>
  );
}
