import "server-only";
import { db } from "@/lib/db/client";
import type { ScopeId } from "./arenas";
import { memberDisplayName } from "./memberships";
import { projectCalendar, type ProjectCalendarView } from "./projects";
import { GROUP_POINTS } from "./rules";
import { listTransfers, type TransferView } from "./transfers";

export interface GroupView {
  id: string;
  name: string;
  focus: string;
  members: number;
  capacity: number;
}

export interface OwnGroupView {
  id: string;
  name: string;
  joinedAt: string;
  members: { membershipId: string; name: string; you: boolean }[];
}

export interface GroupScoreRow {
  rank: number;
  groupId: string;
  name: string;
  answers: number;
  submissions: number;
  points: number;
}

export interface GroupsOverview {
  groups: GroupView[];
  ownGroup: OwnGroupView | null;
  scores: GroupScoreRow[];
  calendar: ProjectCalendarView;
  transfers: TransferView[];
}

async function groupsInArena(userId: string, scope: ScopeId): Promise<Pick<GroupsOverview, "groups" | "ownGroup">> {
  const [groups, counts, own] = await Promise.all([
    db.learnerGroup.findMany({
      orderBy: { position: "asc" },
      select: { id: true, name: true, focus: true, capacity: true },
    }),
    db.groupMembership.groupBy({ by: ["groupId"], where: { scope }, _count: { _all: true } }),
    db.groupMembership.findUnique({
      where: { userId_scope: { userId, scope } },
      select: { groupId: true, joinedAt: true, group: { select: { name: true } } },
    }),
  ]);
  const membersOf = new Map(counts.map((row) => [row.groupId, row._count._all]));
  let ownGroup: OwnGroupView | null = null;
  if (own) {
    const members = await db.groupMembership.findMany({
      where: { groupId: own.groupId, scope },
      orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
      select: { id: true, userId: true, user: { select: { name: true, surname: true } } },
    });
    ownGroup = {
      id: own.groupId,
      name: own.group.name,
      joinedAt: own.joinedAt.toISOString(),
      members: members.map((member) => ({
        membershipId: member.id,
        name: memberDisplayName(member.user),
        you: member.userId === userId,
      })),
    };
  }
  return {
    groups: groups.map((group) => ({ ...group, members: membersOf.get(group.id) ?? 0 })),
    ownGroup,
  };
}

function listGroupsInOrder(): Promise<{ id: string; name: string }[]> {
  return db.learnerGroup.findMany({ orderBy: { position: "asc" }, select: { id: true, name: true } });
}

/** Equal points share a rank (1, 2, 2, 4). */
export function rankByPoints<T extends { points: number }>(rows: T[]): (T & { rank: number })[] {
  return [...rows]
    .sort((a, b) => b.points - a.points)
    .map((row) => ({ ...row, rank: 1 + rows.filter((other) => other.points > row.points).length }));
}

/** Points count for the group the member was in at the time, so a transfer does not carry them off. */
export async function groupScores(scope: ScopeId): Promise<GroupScoreRow[]> {
  const [groups, answers, submissions] = await Promise.all([
    listGroupsInOrder(),
    db.assessmentAnswer.groupBy({
      by: ["groupId"],
      where: { groupId: { not: null }, category: { scope } },
      _count: { _all: true },
    }),
    db.projectSubmission.groupBy({ by: ["groupId"], where: { scope }, _count: { _all: true } }),
  ]);
  const answersOf = new Map(answers.map((row) => [row.groupId, row._count._all]));
  const submissionsOf = new Map(submissions.map((row) => [row.groupId, row._count._all]));
  const rows = groups.map((group) => {
    const answerCount = answersOf.get(group.id) ?? 0;
    const submissionCount = submissionsOf.get(group.id) ?? 0;
    return {
      groupId: group.id,
      name: group.name,
      answers: answerCount,
      submissions: submissionCount,
      points: answerCount * GROUP_POINTS.assessmentAnswer + submissionCount * GROUP_POINTS.projectSubmission,
    };
  });
  return rankByPoints(rows);
}

export async function groupsOverview(
  userId: string,
  scope: ScopeId,
  month?: string,
  now = new Date(),
): Promise<GroupsOverview> {
  const [arena, scores, calendar, transfers] = await Promise.all([
    groupsInArena(userId, scope),
    groupScores(scope),
    projectCalendar(userId, scope, month, now),
    listTransfers(userId),
  ]);
  return { ...arena, scores, calendar, transfers };
}
