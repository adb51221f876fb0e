import type { Metadata } from "next";
import Link from "next/link";
import { DataTable } from "@/components/staff/data-table";
import { StaffSection } from "@/components/staff/staff-page";
import { requireStaffPage } from "@/lib/auth/guards";
import { formatDay, formatRand } from "@/lib/format";
import { staffOverview } from "@/lib/staff/overview";
import { CONTACT_INBOX_PATH, MODERATION_PATH, STAFF_PATH, STAFF_ROLE_LABELS, TRANSFERS_PATH } from "@/lib/staff/roles";
import { screensFor } from "@/lib/staff/screens";

export const metadata: Metadata = { title: "Staff console", robots: { index: false } };

function Figure({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <div className="card p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">
        {href ? (
          <Link href={href} className="underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

const count = (n: number) => n.toLocaleString("en-ZA");

/** The console's home: the figures the signed-in staff member's roles may see, and their screens. */
export default async function StaffHomePage() {
  const { roles } = await requireStaffPage("any", STAFF_PATH);
  const overview = await staffOverview(roles);
  const screens = screensFor(roles);
  return (
    <>
      <p className="eyebrow">Staff</p>
      <h1 className="mt-1 text-3xl sm:text-4xl">Staff console</h1>
      <p className="mt-2 text-muted">Your roles: {roles.map((role) => STAFF_ROLE_LABELS[role]).join(", ")}.</p>

      <StaffSection id="overview" title="Overview" className="mt-8" headingClassName="text-xl">
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label="Members" value={count(overview.members)} />
          <Figure label="Vouchers issued" value={count(overview.vouchers.issued)} />
          <Figure label="Vouchers redeemed" value={count(overview.vouchers.redeemed)} />
          <Figure label="Vouchers left to issue" value={count(overview.vouchers.remaining)} />
          {overview.paymentsThisMonth && (
            <Figure
              label={`Payments since ${formatDay(overview.paymentsThisMonth.since)} (${count(overview.paymentsThisMonth.count)})`}
              value={formatRand(overview.paymentsThisMonth.amountCents)}
            />
          )}
          {overview.openReports !== undefined && (
            <Figure label="Reported posts waiting" value={count(overview.openReports)} href={MODERATION_PATH} />
          )}
          {overview.waitingContact !== undefined && (
            <Figure label="Contact messages waiting" value={count(overview.waitingContact)} href={CONTACT_INBOX_PATH} />
          )}
          {overview.pendingTransfers !== undefined && (
            <Figure label="Transfer requests waiting" value={count(overview.pendingTransfers)} href={TRANSFERS_PATH} />
          )}
        </dl>
        <DataTable
          label="Members with each plan now"
          caption="Members with each plan now"
          showCaption
          minWidth="min-w-[20rem]"
          rows={overview.activeByPlan}
          rowKey={(row) => row.planId}
          columns={[
            { header: "Plan", rowHeader: true, cell: (row) => row.title },
            { header: "Members", cell: (row) => count(row.members) },
          ]}
        />
      </StaffSection>

      <StaffSection id="screens" title="Your screens" headingClassName="text-xl">
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {screens.map((screen) => (
            <li key={screen.href}>
              <Link href={screen.href} className="card block h-full hover:border-brand-600">
                <span className="block text-lg font-semibold">{screen.title}</span>
                <span className="mt-1 block text-sm text-muted">{screen.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </StaffSection>
    </>
  );
}
