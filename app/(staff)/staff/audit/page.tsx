import Link from "next/link";
import { DataTable } from "@/components/staff/data-table";
import { FilterForm, FilterSearch, FilterSelect } from "@/components/staff/filter-form";
import { RoleChangeForm } from "@/components/staff/role-forms";
import { StaffPage, StaffSection } from "@/components/staff/staff-page";
import { OutcomeNotice } from "@/components/ui/outcome-notice";
import { auditActions, auditPage } from "@/lib/audit/browse";
import { auditQuerySchema } from "@/lib/audit/schemas";
import { requireStaffScreen } from "@/lib/auth/guards";
import { formatDayAndTime } from "@/lib/format";
import { listStaff } from "@/lib/staff/accounts";
import { memberPath, ROLES_STATUS_ID, roleOutcomeMessage, withFilters } from "@/lib/staff/admin-pages";
import { STAFF_AND_AUDIT_PATH, STAFF_ROLE_LABELS } from "@/lib/staff/roles";
import { screenMetadata } from "@/lib/staff/screens";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { grantARole, revokeARole } from "./actions";

export const metadata = screenMetadata("audit");

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
  const { user } = await requireStaffScreen("audit");
  const record = queryRecord(await searchParams);
  const filter = lenientQuery(auditQuerySchema, record);
  const [staff, actions, page] = await Promise.all([listStaff(), auditActions(), auditPage(filter)]);
  const done = roleOutcomeMessage(record.done);
  const filters = { action: filter.action, subject: filter.subject };
  const filtered = Boolean(filter.action || filter.subject);

  return (
    <StaffPage screen="audit">
      <StaffSection id="staff" title={`Staff (${staff.length})`} className="mt-8">
        <OutcomeNotice id={ROLES_STATUS_ID} message={done} />
        <DataTable
          label="Staff"
          caption="Accounts holding a staff role"
          minWidth="min-w-[24rem]"
          rows={staff}
          rowKey={(member) => member.email}
          columns={[
            {
              header: "E-mail address",
              rowHeader: true,
              className: "break-all",
              cell: (member) => `${member.email}${member.email === user.email ? " (you)" : ""}`,
            },
            { header: "Roles", cell: (member) => member.roles.map((role) => STAFF_ROLE_LABELS[role]).join(", ") },
          ]}
        />
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <StaffSection id="grant-role" title="Grant a role" className="card" headingClassName="mb-4 text-xl" level={3}>
            <RoleChangeForm change="grant" action={grantARole} />
          </StaffSection>
          <StaffSection
            id="revoke-role"
            title="Revoke a role"
            className="card"
            headingClassName="mb-4 text-xl"
            level={3}
          >
            <RoleChangeForm change="revoke" staff={staff.map((member) => member.email)} action={revokeARole} />
          </StaffSection>
        </div>
      </StaffSection>

      <StaffSection id="log" title="Audit log" className="mt-12" headingClassName="scroll-mt-24 text-2xl">
        <p className="mt-1 text-sm text-muted">
          Every staff action in every screen, and every role changed at the command line, newest first. Nobody can
          change or delete an entry.
        </p>
        <FilterForm
          action={STAFF_AND_AUDIT_PATH}
          label="Audit log"
          submit="Filter"
          className="mt-4 sm:grid-cols-[1fr_2fr_auto]"
        >
          <FilterSelect
            id="audit-action"
            name="action"
            label="Action"
            value={filter.action ?? ""}
            all={{ value: "", label: "All actions" }}
            options={actions.map((action) => ({ value: action, label: action }))}
          />
          <FilterSearch
            id="audit-subject"
            name="subject"
            label="About (an account's e-mail address, or a record's id)"
            value={filter.subject ?? ""}
          />
        </FilterForm>
        <DataTable
          label="Audit log"
          caption="Audit log entries, newest first"
          minWidth="min-w-[60rem]"
          rows={page.entries}
          rowKey={(entry) => entry.id}
          empty={filtered ? "No entries match." : "No staff actions yet."}
          columns={[
            {
              header: "When",
              className: "whitespace-nowrap",
              cell: (entry) => <time dateTime={entry.at}>{formatDayAndTime(entry.at)}</time>,
            },
            { header: "Who", className: "break-all", cell: (entry) => entry.actor },
            { header: "What", rowHeader: true, className: "font-mono", cell: (entry) => entry.action },
            {
              header: "About",
              className: "break-all",
              cell: (entry) =>
                entry.subjectType === "user" ? (
                  <Link href={memberPath(entry.subjectId)} className="underline">
                    member {entry.subjectId}
                  </Link>
                ) : (
                  `${entry.subjectType} ${entry.subjectId}`
                ),
            },
            { header: "Why", className: "break-words whitespace-pre-wrap", cell: (entry) => entry.reason },
            { header: "Before", cell: (entry) => <State json={entry.before} /> },
            { header: "After", cell: (entry) => <State json={entry.after} /> },
          ]}
        />
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
      </StaffSection>
    </StaffPage>
  );
}
