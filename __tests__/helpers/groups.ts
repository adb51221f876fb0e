import { randomUUID } from "node:crypto";
import type { ScopeId } from "@/lib/entrepreneurship/arenas";
import type { TransferFields } from "@/lib/entrepreneurship/schemas";

/**
 * Puts `userId` in a group of the arena, without the join's seat count (tests fill groups beyond
 * their capacity to set a scene): in `groupId` when given, else in the first group unless they are
 * in one already.
 */
export async function placeInGroup(userId: string, scope: ScopeId = "local", groupId?: string) {
  const { db } = await import("@/lib/db/client");
  const group = groupId ?? (await db.learnerGroup.findFirstOrThrow({ orderBy: { position: "asc" } })).id;
  return db.groupMembership.upsert({
    where: { userId_scope: { userId, scope } },
    create: { userId, scope, groupId: group },
    update: groupId ? { groupId } : {},
  });
}

/**
 * A valid transfer request for `requesterId`: they are placed in the arena's first group if in none,
 * and it moves a new member of that group (so requests never wait on one another) to the next group.
 */
export async function transferFieldsFor(
  requesterId: string,
  { scope = "local", memberName = "Naledi" }: { scope?: ScopeId; memberName?: string } = {},
): Promise<TransferFields> {
  const { db } = await import("@/lib/db/client");
  const own = await placeInGroup(requesterId, scope);
  // The member needs no password or plan to be moved: a bare account is enough, and fast.
  const member = await db.user.create({
    data: { email: `${memberName.toLowerCase()}.${randomUUID()}@example.co.za`, name: memberName, surname: "Mokoena" },
  });
  const membership = await placeInGroup(member.id, scope, own.groupId);
  const other = await db.learnerGroup.findFirstOrThrow({
    where: { id: { not: own.groupId } },
    orderBy: { position: "asc" },
  });
  return {
    scope,
    fromGroupId: own.groupId,
    toGroupId: other.id,
    memberId: membership.id,
    transferDate: new Date().toISOString().slice(0, 10),
  };
}

/** A scheduled project of the arena whose write-ups are open today (the month's last one always is). */
export async function openProject(scope: ScopeId = "local", now = new Date()) {
  const { sastDate } = await import("@/lib/south-african-time");
  const { scheduledProjects, writeUpWindow } = await import("@/lib/entrepreneurship/project-schedule");
  const { GROUP_CATALOGUE } = await import("@/lib/entrepreneurship/group-catalogue");
  const today = sastDate(now);
  const projects = scheduledProjects(scope, today.slice(0, 7) as `${number}-${number}`, GROUP_CATALOGUE);
  const open = projects.find((project) => writeUpWindow(project.date, today).state === "open");
  if (!open) throw new Error(`No open project in ${scope} on ${today}`);
  return open;
}
