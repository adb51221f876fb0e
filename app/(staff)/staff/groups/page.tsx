import { RemoveFromGroupForm } from "@/components/staff/facilitator-forms";
import { StaffPage } from "@/components/staff/staff-page";
import { FilterLinks } from "@/components/ui/filter-links";
import { OutcomeNotice } from "@/components/ui/outcome-notice";
import { requireStaffScreen } from "@/lib/auth/guards";
import { SCOPES } from "@/lib/entrepreneurship/arenas";
import { groupRoster } from "@/lib/entrepreneurship/group-roster";
import { groupsConsoleQuerySchema } from "@/lib/entrepreneurship/schemas";
import { formatDay } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { GROUPS_CONSOLE_PATH } from "@/lib/staff/roles";
import { screenMetadata } from "@/lib/staff/screens";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { removeGroupMember } from "./actions";

export const metadata = screenMetadata("groups");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Each arena's groups and the members holding their seats, with a way to take one out. */
export default async function GroupsConsolePage({ searchParams }: Props) {
  await requireStaffScreen("groups");
  const query = lenientQuery(groupsConsoleQuerySchema, queryRecord(await searchParams));
  const scope = SCOPES.find((item) => item.id === query.scope) ?? SCOPES[0];
  const groups = await groupRoster(scope.id);

  return (
    <StaffPage screen="groups">
      <OutcomeNotice id="groups-status" message={query.done && MESSAGES.facilitator[query.done]} />
      <FilterLinks
        label="Arena"
        className="mt-6"
        links={SCOPES.map((item) => ({
          href: `${GROUPS_CONSOLE_PATH}?scope=${item.id}`,
          label: item.label,
          current: item.id === scope.id,
        }))}
      />
      <ul className="mt-6 space-y-6">
        {groups.map((group) => (
          <li key={group.id}>
            <section aria-labelledby={`group-${group.id}`} className="card">
              <h2 id={`group-${group.id}`} className="text-2xl">
                {group.name}
              </h2>
              <p className="mt-1 text-sm text-muted">
                {group.members.length} of {group.capacity} seats taken in the {scope.label} arena
              </p>
              {group.members.length === 0 ? (
                <p className="mt-3 text-muted">Nobody has joined yet.</p>
              ) : (
                <ul className="mt-4 divide-y divide-line">
                  {group.members.map((member) => (
                    <li key={member.membershipId} className="py-3">
                      <p className="font-semibold break-words">{member.name}</p>
                      <p className="text-sm text-muted">
                        Joined {formatDay(member.joinedAt)} ·{" "}
                        {member.seatReleasedOn
                          ? `plan ended ${formatDay(member.accessEndsAt!)}, seat released ${formatDay(member.seatReleasedOn)}`
                          : member.accessEndsAt
                            ? `plan until ${formatDay(member.accessEndsAt)}`
                            : "no plan with Entrepreneurship"}
                      </p>
                      <details className="mt-2">
                        <summary className="cursor-pointer text-sm font-semibold">
                          Take {member.name} out of {group.name}
                        </summary>
                        <div className="mt-2 max-w-xl">
                          <RemoveFromGroupForm
                            membershipId={member.membershipId}
                            label={`${member.name} from ${group.name}`}
                            action={removeGroupMember}
                          />
                        </div>
                      </details>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </li>
        ))}
      </ul>
    </StaffPage>
  );
}
