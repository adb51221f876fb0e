import type { Metadata } from "next";
import Link from "next/link";
import { requireStaffPage } from "@/lib/auth/guards";
import { formatDay, formatRand } from "@/lib/format";
import { staffOverview } from "@/lib/staff/overview";
import {
  CONTACT_INBOX_PATH,
  MODERATION_PATH,
  screensFor,
  STAFF_PATH,
  STAFF_ROLE_LABELS,
  TRANSFERS_PATH,
} from "@/lib/staff/roles";

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

      <section aria-labelledby="overview-heading" className="mt-8">
        <h2 id="overview-heading" className="text-xl">
          Overview
        </h2>
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
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[20rem] text-left">
            <caption className="mb-2 text-left font-semibold">Members with each plan now</caption>
            <thead>
              <tr className="border-b border-line text-sm text-muted">
                <th scope="col" className="py-2 pr-4">
                  Plan
                </th>
                <th scope="col" className="py-2">
                  Members
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.activeByPlan.map((row) => (
                <tr key={row.planId} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {row.title}
                  </th>
                  <td className="py-2">{count(row.members)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="screens-heading" className="mt-10">
        <h2 id="screens-heading" className="text-xl">
          Your screens
        </h2>
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
      </section>
    </>
  );
}
