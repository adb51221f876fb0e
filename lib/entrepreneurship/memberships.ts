import "server-only";
import type { Prisma } from "@prisma/client";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { holdRow, lockRow } from "@/lib/db/locks";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { plansIncluding } from "@/lib/plans";
import type { ScopeId } from "./arenas";
import { SEAT_KEPT_DAYS } from "./rules";
import type { JoinGroupInput } from "./schemas";

const groupMessages = MESSAGES.entrepreneurship.groups;

export const FORMER_MEMBER = "A former member";

export function memberDisplayName(user: { name: string; surname: string }): string {
  const initial = user.surname.trim().charAt(0);
  return initial ? `${user.name} ${initial.toUpperCase()}.` : user.name;
}

export function findMembership(userId: string, scope: ScopeId) {
  return db.groupMembership.findUnique({
    where: { userId_scope: { userId, scope } },
    select: { id: true, groupId: true, group: { select: { name: true } } },
  });
}

const ENTREPRENEURSHIP_PLAN_IDS = plansIncluding("entrepreneurship").map((plan) => plan.id);

/** Runs before a group's seats are counted, and on the scheduler's rounds. Past work still counts. */
export async function releaseLapsedSeats(
  tx: Prisma.TransactionClient,
  now = new Date(),
  where: { groupId?: string; scope?: ScopeId } = {},
): Promise<number> {
  const keptSince = new Date(now.getTime() - SEAT_KEPT_DAYS * MS_PER_DAY);
  const { count } = await tx.groupMembership.deleteMany({
    where: {
      ...where,
      user: { subscriptions: { none: { planId: { in: ENTREPRENEURSHIP_PLAN_IDS }, endsAt: { gt: keptSince } } } },
    },
  });
  return count;
}

/** Joins and approved transfers count members under this lock, so concurrent ones fill exactly the seats. */
export async function lockGroupSeats(tx: Prisma.TransactionClient, groupId: string, scope: ScopeId) {
  await lockRow(tx, "LearnerGroup", groupId);
  await releaseLapsedSeats(tx, new Date(), { groupId, scope });
  const group = await tx.learnerGroup.findUnique({
    where: { id: groupId },
    select: { id: true, name: true, capacity: true },
  });
  if (!group) return null;
  const members = await tx.groupMembership.count({ where: { groupId, scope } });
  return { id: group.id, name: group.name, full: members >= group.capacity };
}

/** One group per learner per arena (a unique row); the group's row is locked while seats are counted. */
export async function joinGroup(
  userId: string,
  input: JoinGroupInput,
  now = new Date(),
): Promise<{ groupId: string; name: string }> {
  try {
    return await db.$transaction(async (tx) => {
      await holdRow(tx, "User", userId);
      const group = await lockGroupSeats(tx, input.groupId, input.scope);
      if (!group)
        throw new DomainError("invalid", groupMessages.group, { fieldErrors: { groupId: groupMessages.group } });
      const current = await tx.groupMembership.findUnique({
        where: { userId_scope: { userId, scope: input.scope } },
        select: { group: { select: { name: true } } },
      });
      if (current) throw new DomainError("conflict", groupMessages.alreadyMember(current.group.name));
      if (group.full) throw new DomainError("conflict", groupMessages.full(group.name));
      await tx.groupMembership.create({
        data: { userId, scope: input.scope, groupId: group.id, joinedAt: now },
      });
      return { groupId: group.id, name: group.name };
    });
  } catch (error) {
    // Two joins in one arena at once: the unique row lets one through.
    if (isUniqueViolation(error)) {
      const current = await findMembership(userId, input.scope);
      throw new DomainError("conflict", groupMessages.alreadyMember(current?.group.name ?? "a group"));
    }
    throw error;
  }
}

/** Past work keeps counting for the group; a request waiting to move them can no longer be approved. */
export async function leaveGroup(userId: string, scope: ScopeId): Promise<{ name: string }> {
  return db.$transaction(async (tx) => {
    await holdRow(tx, "User", userId);
    const membership = await tx.groupMembership.findUnique({
      where: { userId_scope: { userId, scope } },
      select: { id: true, groupId: true, group: { select: { name: true } } },
    });
    if (!membership) throw new DomainError("not-found", groupMessages.notMember);
    await lockRow(tx, "LearnerGroup", membership.groupId);
    await tx.groupMembership.delete({ where: { id: membership.id } });
    return { name: membership.group.name };
  });
}
