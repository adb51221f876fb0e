import type { Metadata } from "next";
import Link from "next/link";
import { GrantRoleForm, RevokeRoleForm } from "@/components/staff/role-forms";
import { ScrollTable, TD, TH } from "@/components/staff/scroll-table";
import { StaffHeading } from "@/components/staff/staff-heading";
import { OutcomeNotice } from "@/components/ui/outcome-notice";
import { auditActions, auditPage } from "@/lib/audit/browse";
import { auditQuerySchema } from "@/lib/audit/schemas";
import { requireStaffPage } from "@/lib/auth/guards";
import { formatDayAndTime } from "@/lib/format";
import { listStaff } from "@/lib/staff/accounts";
import { memberPath, ROLES_STATUS_ID, roleOutcomeMessage, withFilters } from "@/lib/staff/admin-pages";
import { STAFF_AND_AUDIT_PATH, STAFF_ROLE_LABELS } from "@/lib/staff/roles";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { grantARole, revokeARole } from "./actions";

export const metadata: Metadata = { title: "Staff and audit log · Staff console", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A before or after state as the log keeps it (JSON), laid out to read. */
function State({ json }: { json: string | null }) {
  if (json === null) return <span className="text-muted">—</span>;
  let shown = json;
  try {
    shown = JSON.stringify(JSON.parse(json), null, 1);
  } catch {
    // Shown as stored.
  }
  return <pre className="max-w-xs font-mono text-xs break-all whitespace-pre-wrap">{shown}</pre>;
}

/** Who holds which staff role, the forms that change it, and every staff action, newest first. */
export default async function StaffAndAuditPage({ searchParams }: Props) {
  const { user } = await requireStaffPage("admin", STAFF_AND_AUDIT_PATH);
  const record = queryRecord(await searchParams);
  const filter = lenientQuery(auditQuerySchema, record);
  const [staff, actions, page] = await Promise.all([listStaff(), auditActions(), auditPage(filter)]);
  const done = roleOutcomeMessage(record.done);
  const filters = { action: filter.action, subject: filter.subject };
  const filtered = Boolean(filter.action || filter.subject);

  return (
    <>
      <StaffHeading title="Staff and audit log" />

      <section aria-labelledby="staff-heading" className="mt-8">
        <h2 id="staff-heading" className="text-2xl">
          Staff ({staff.length})
        </h2>
        <OutcomeNotice id={ROLES_STATUS_ID} message={done} />
        <ScrollTable label="Staff">
          <table className="w-full min-w-[24rem] text-left text-sm">
            <caption className="sr-only">Accounts holding a staff role</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className={TH}>
                  E-mail address
                </th>
                <th scope="col" className={TH}>
                  Roles
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.map((member) => (
                <tr key={member.email} className="border-b border-line">
                  <th scope="row" className={`${TD} font-normal break-all`}>
                    {member.email}
                    {member.email === user.email ? " (you)" : ""}
                  </th>
                  <td className={TD}>{member.roles.map((role) => STAFF_ROLE_LABELS[role]).join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="grant-role-heading" className="card">
            <h3 id="grant-role-heading" className="mb-4 text-xl">
              Grant a role
            </h3>
            <GrantRoleForm action={grantARole} />
          </section>
          <section aria-labelledby="revoke-role-heading" className="card">
            <h3 id="revoke-role-heading" className="mb-4 text-xl">
              Revoke a role
            </h3>
            <RevokeRoleForm staff={staff.map((member) => member.email)} action={revokeARole} />
          </section>
        </div>
      </section>

      <section aria-labelledby="log-heading" className="mt-12">
        <h2 id="log-heading" className="scroll-mt-24 text-2xl">
          Audit log
        </h2>
        <p className="mt-1 text-sm text-muted">
          Every staff action in every screen, and every role changed at the command line, newest first. Nobody can
          change or delete an entry.
        </p>
        <form
          method="get"
          action={STAFF_AND_AUDIT_PATH}
          role="search"
          aria-label="Audit log"
          className="card mt-4 grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
        >
          <div>
            <label htmlFor="audit-action" className="field-label">
              Action
            </label>
            <select id="audit-action" name="action" defaultValue={filter.action ?? ""} className="field-input">
              <option value="">All actions</option>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-subject" className="field-label">
              About (an account&apos;s e-mail address, or a record&apos;s id)
            </label>
            <input
              id="audit-subject"
              name="subject"
              type="search"
              maxLength={254}
              autoComplete="off"
              defaultValue={filter.subject ?? ""}
              className="field-input"
            />
          </div>
          <button type="submit" className="btn-primary">
            Filter
          </button>
        </form>
        {page.entries.length === 0 ? (
          <p className="card mt-4 text-muted">{filtered ? "No entries match." : "No staff actions yet."}</p>
        ) : (
          <ScrollTable label="Audit log">
            <table className="w-full min-w-[60rem] text-left text-sm">
              <caption className="sr-only">Audit log entries, newest first</caption>
              <thead>
                <tr className="border-b border-line">
                  {["When", "Who", "What", "About", "Why", "Before", "After"].map((heading) => (
                    <th key={heading} scope="col" className={TH}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-line">
                    <td className={`${TD} whitespace-nowrap`}>
                      <time dateTime={entry.at}>{formatDayAndTime(entry.at)}</time>
                    </td>
                    <td className={`${TD} break-all`}>{entry.actor}</td>
                    <th scope="row" className={`${TD} font-mono font-normal`}>
                      {entry.action}
                    </th>
                    <td className={`${TD} break-all`}>
                      {entry.subjectType === "user" ? (
                        <Link href={memberPath(entry.subjectId)} className="underline">
                          member {entry.subjectId}
                        </Link>
                      ) : (
                        `${entry.subjectType} ${entry.subjectId}`
                      )}
                    </td>
                    <td className={`${TD} break-words whitespace-pre-wrap`}>{entry.reason}</td>
                    <td className={TD}>
                      <State json={entry.before} />
                    </td>
                    <td className={TD}>
                      <State json={entry.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
        {filter.after || page.next ? (
          <nav aria-label="Audit log pages" className="mt-4 flex flex-wrap gap-3">
            {filter.after ? (
              <Link href={`${withFilters(STAFF_AND_AUDIT_PATH, filters)}#log-heading`} className="btn-secondary">
                Newest entries
              </Link>
            ) : null}
            {page.next ? (
              <Link
                href={`${withFilters(STAFF_AND_AUDIT_PATH, { ...filters, after: page.next })}#log-heading`}
                className="btn-secondary"
              >
                Older entries
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
