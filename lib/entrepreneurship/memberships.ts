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

/** The learner's group in an arena, if they are in one. */
export function findMembership(userId: string, scope: ScopeId) {
  return db.groupMembership.findUnique({
    where: { userId_scope: { userId, scope } },
    select: { id: true, groupId: true, group: { select: { name: true } } },
  });
}

/** The plans that open Entrepreneurship, from the plan table. */
const ENTREPRENEURSHIP_PLAN_IDS = plansIncluding("entrepreneurship").map((plan) => plan.id);

/**
 * Releases the seats of members whose access to Entrepreneurship ended more than SEAT_KEPT_DAYS ago
 * (or who never had it): in one group of one arena, before its seats are counted, or everywhere (the
 * scheduler's rounds, so the lists show free seats). What they did in the group still counts for it.
 */
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

/**
 * A group's row locked until the transaction ends, with whether it has a seat left in the arena: joins
 * and approved transfers count its members under this lock, so simultaneous ones fill exactly the
 * seats there are; the seats of members whose access lapsed are released first. Null when there is no
 * such group.
 */
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

/**
 * Joins a group in an arena. A learner is in one group per arena (a unique row per learner and arena)
 * and a group seats `capacity` members in each arena: the group's row is locked while its members are
 * counted, so simultaneous joins of the last seats fill exactly the seats there are.
 */
export async function joinGroup(
  userId: string,
  input: JoinGroupInput,
  now = new Date(),
): Promise<{ groupId: string; name: string }> {
  try {
    return await db.$transaction(async (tx) => {
      // The member's row first, then the group's: the order account deletion locks in.
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
    // The same learner joining two groups of one arena at once: the unique row lets one through.
    if (isUniqueViolation(error)) {
      const current = await findMembership(userId, input.scope);
      throw new DomainError("conflict", groupMessages.alreadyMember(current?.group.name ?? "a group"));
    }
    throw error;
  }
}

/**
 * Leaves the learner's group in an arena: the seat is free at once. What they did in the group keeps
 * counting for it; a request waiting to move them can no longer be approved.
 */
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
