import "server-only";
import { db } from "@/lib/db/client";
import type { ScopeId } from "./arenas";
import { listTransfers, type TransferView } from "./transfers";

/** The Group Projects calendar: May 2025, as the spec's sample data has it. */
const PROJECT_CALENDAR = { year: 2025, month: 5 } as const;

interface GroupView {
  id: string;
  name: string;
  focus: string;
  memberCount: number;
}

interface GroupScoreRow {
  rank: number;
  groupId: string;
  name: string;
  points: number;
}

export interface GroupProjectView {
  id: string;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  groupId: string;
  groupName: string;
}

export interface GroupsOverview {
  groups: GroupView[];
  scores: GroupScoreRow[];
  calendar: { year: number; month: number };
  projects: GroupProjectView[];
  /** The learner's own transfer requests: their membership dashboard. */
  transfers: TransferView[];
}

function listGroups(): Promise<GroupView[]> {
  return db.learnerGroup.findMany({
    orderBy: { position: "asc" },
    select: { id: true, name: true, focus: true, memberCount: true },
  });
}

/** Everything the Groups tab shows for one arena. */
export async function groupsOverview(userId: string, scope: ScopeId): Promise<GroupsOverview> {
  const monthPrefix = `${PROJECT_CALENDAR.year}-${String(PROJECT_CALENDAR.month).padStart(2, "0")}-`;
  const [groups, scores, projects, transfers] = await Promise.all([
    listGroups(),
    db.groupScore.findMany({
      where: { scope },
      orderBy: [{ points: "desc" }, { groupId: "asc" }],
      include: { group: { select: { name: true } } },
    }),
    db.groupProject.findMany({
      where: { scope, date: { startsWith: monthPrefix } },
      orderBy: [{ date: "asc" }, { id: "asc" }],
      include: { group: { select: { name: true } } },
    }),
    listTransfers(userId),
  ]);
  return {
    groups,
    // Equal points share a rank (1, 2, 2, 4).
    scores: scores.map((row) => ({
      rank: 1 + scores.filter((other) => other.points > row.points).length,
      groupId: row.groupId,
      name: row.group.name,
      points: row.points,
    })),
    calendar: { ...PROJECT_CALENDAR },
    projects: projects.map((project) => ({
      id: project.id,
      title: project.title,
      description: project.description,
      date: project.date,
      groupId: project.groupId,
      groupName: project.group.name,
    })),
    transfers,
  };
}
