import "server-only";
import { siteUrl } from "@/lib/accounts/link-urls";
import { recordAudit, type Actor } from "@/lib/audit/log";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { holdRow, lockRow } from "@/lib/db/locks";
import { DomainError } from "@/lib/errors";
import { groupRemovalMail } from "@/lib/mail/entrepreneurship";
import { greetingName } from "@/lib/mail/templates";
import { MESSAGES } from "@/lib/messages";
import { deliverSoon, queueMail } from "@/lib/outbox";
import { plansIncluding } from "@/lib/plans";
import { findScope, type ScopeId } from "./arenas";
import { dashboardHref } from "./pages";
import { SEAT_KEPT_DAYS } from "./rules";
import type { RemoveFromGroupInput } from "./schemas";

/** Full name, to match the signed agreements facilitators read. */
export interface RosterMember {
  membershipId: string;
  name: string;
  joinedAt: string;
  accessEndsAt: string | null;
  seatReleasedOn: string | null;
}

export interface RosterGroup {
  id: string;
  name: string;
  capacity: number;
  members: RosterMember[];
}

export async function groupRoster(scope: ScopeId, now = new Date()): Promise<RosterGroup[]> {
  const planIds = plansIncluding("entrepreneurship").map((plan) => plan.id);
  const groups = await db.learnerGroup.findMany({
    orderBy: { position: "asc" },
    select: {
      id: true,
      name: true,
      capacity: true,
      memberships: {
        where: { scope },
        orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          joinedAt: true,
          user: {
            select: {
              name: true,
              surname: true,
              subscriptions: {
                where: { planId: { in: planIds } },
                orderBy: { endsAt: "desc" },
                take: 1,
                select: { endsAt: true },
              },
            },
          },
        },
      },
    },
  });
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    capacity: group.capacity,
    members: group.memberships.map((membership) => {
      const endsAt = membership.user.subscriptions[0]?.endsAt ?? null;
      const lapsed = endsAt && endsAt <= now;
      return {
        membershipId: membership.id,
        name: `${membership.user.name} ${membership.user.surname}`.trim(),
        joinedAt: membership.joinedAt.toISOString(),
        accessEndsAt: endsAt?.toISOString() ?? null,
        seatReleasedOn: lapsed ? new Date(endsAt.getTime() + SEAT_KEPT_DAYS * MS_PER_DAY).toISOString() : null,
      };
    }),
  }));
}

/** Member's row first, then the group's: the order joins and account deletion take. */
export async function removeFromGroup(
  actor: Actor,
  input: RemoveFromGroupInput,
  now = new Date(),
): Promise<{ scope: ScopeId }> {
  const facilitatorMessages = MESSAGES.facilitator;
  const removed = await db.$transaction(async (tx) => {
    const found = await tx.groupMembership.findUnique({ where: { id: input.membershipId }, select: { userId: true } });
    if (!found) throw new DomainError("not-found", facilitatorMessages.membershipGone);
    await holdRow(tx, "User", found.userId);
    const membership = await tx.groupMembership.findUnique({
      where: { id: input.membershipId },
      select: {
        id: true,
        userId: true,
        scope: true,
        groupId: true,
        joinedAt: true,
        group: { select: { name: true } },
        user: { select: { email: true, name: true, emailVerified: true } },
      },
    });
    if (!membership) throw new DomainError("not-found", facilitatorMessages.membershipGone);
    await lockRow(tx, "LearnerGroup", membership.groupId);
    await tx.groupMembership.delete({ where: { id: membership.id } });
    await recordAudit(tx, actor, {
      action: "group.remove-member",
      subjectType: "group-membership",
      subjectId: membership.id,
      reason: input.reason,
      before: {
        member: membership.userId,
        group: membership.groupId,
        arena: membership.scope,
        joinedAt: membership.joinedAt.toISOString(),
      },
    });
    await queueMail(tx, {
      key: `group-removal:${membership.id}`,
      userId: membership.userId,
      message: groupRemovalMail({
        to: membership.user.email,
        name: greetingName(membership.user),
        group: membership.group.name,
        arena: findScope(membership.scope)?.label ?? membership.scope,
        groupsUrl: siteUrl(dashboardHref({ scope: membership.scope, tab: "groups", section: "list" })),
      }),
      dueAt: now,
    });
    return { scope: membership.scope };
  });
  deliverSoon();
  return removed;
}
