import "server-only";
import type { Prisma } from "@prisma/client";
import { db } from "@/lib/db/client";
import { MEDIA_KINDS } from "@/lib/venting/media-kinds";
import type { PostType } from "@/lib/venting/post-types";
import { reportReasonLabel, type ReportReasonId } from "@/lib/venting/report-reasons";
import { reportReasonCodec } from "@/lib/venting/reports";
import { topicCodec, topicTitle } from "@/lib/venting/topics";

export interface ModerationItem {
  postId: string;
  topicTitle: string;
  type: PostType;
  text: string | null;
  file: { fileName: string; contentType: string; sizeBytes: number; mediaUrl: string; kind: string } | null;
  createdAt: string;
  hidden: { at: string; by: "reports" | "moderator" } | null;
  reasons: { reason: ReportReasonId; label: string; count: number }[];
  openReports: number;
  /** From accounts not yet established: they do not hide a post. */
  newAccountReports: number;
  allReports: number;
  /** Reporters are not named. */
  notes: { reason: string; note: string; at: string }[];
  /** Null unless the post was reported. */
  poster: { id: string; email: string; suspendedUntil: string | null } | null;
}

export interface ActiveSuspensionView {
  id: string;
  email: string;
  endsAt: string;
  message: string;
}

function moderationMediaUrl(postId: string): string {
  return `/api/staff/posts/${postId}/media`;
}

const QUEUE_SIZE = 100;

function itemSelect(now: Date) {
  return {
    id: true,
    topic: true,
    mediaType: true,
    text: true,
    fileName: true,
    contentType: true,
    sizeBytes: true,
    storageKey: true,
    createdAt: true,
    hiddenAt: true,
    hiddenBy: true,
    reports: {
      select: { reason: true, note: true, established: true, createdAt: true, settledAt: true },
      orderBy: { createdAt: "desc" },
    },
    user: {
      select: {
        id: true,
        email: true,
        postingSuspensions: {
          where: { endsAt: { gt: now }, liftedAt: null },
          orderBy: { endsAt: "desc" },
          take: 1,
          select: { endsAt: true },
        },
      },
    },
  } satisfies Prisma.VentingPostSelect;
}

type ItemRow = Prisma.VentingPostGetPayload<{ select: ReturnType<typeof itemSelect> }>;

function toItem(row: ItemRow): ModerationItem {
  const open = row.reports.filter((report) => report.settledAt === null);
  const counts = new Map<ReportReasonId, number>();
  for (const report of open) {
    const reason = reportReasonCodec.fromDb(report.reason);
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return {
    postId: row.id,
    topicTitle: topicTitle(topicCodec.fromDb(row.topic)),
    type: row.mediaType,
    text: row.text,
    file:
      row.storageKey && row.fileName && row.contentType && row.sizeBytes !== null && row.mediaType !== "text"
        ? {
            fileName: row.fileName,
            contentType: row.contentType,
            sizeBytes: row.sizeBytes,
            mediaUrl: moderationMediaUrl(row.id),
            kind: MEDIA_KINDS[row.mediaType].label,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    hidden: row.hiddenAt && row.hiddenBy ? { at: row.hiddenAt.toISOString(), by: row.hiddenBy } : null,
    reasons: [...counts]
      .map(([reason, count]) => ({ reason, label: reportReasonLabel(reason), count }))
      .sort((a, b) => b.count - a.count),
    openReports: open.length,
    newAccountReports: open.filter((report) => !report.established).length,
    allReports: row.reports.length,
    notes: open
      .filter((report) => report.note)
      .map((report) => ({
        reason: reportReasonLabel(reportReasonCodec.fromDb(report.reason)),
        note: report.note!,
        at: report.createdAt.toISOString(),
      })),
    poster: row.reports.length
      ? {
          id: row.user.id,
          email: row.user.email,
          suspendedUntil: row.user.postingSuspensions[0]?.endsAt.toISOString() ?? null,
        }
      : null,
  };
}

/** Risk of harm first, then most open reports, then longest waiting. */
export async function moderationQueue(now = new Date()): Promise<ModerationItem[]> {
  const [open, risky] = await Promise.all([
    db.postReport.groupBy({
      by: ["postId"],
      where: { settledAt: null },
      _count: { _all: true },
      _min: { createdAt: true },
    }),
    db.postReport.findMany({
      where: { settledAt: null, reason: "risk_of_harm" },
      select: { postId: true },
      distinct: ["postId"],
    }),
  ]);
  const atRisk = new Set(risky.map((report) => report.postId));
  const ids = open
    .sort(
      (a, b) =>
        Number(atRisk.has(b.postId)) - Number(atRisk.has(a.postId)) ||
        b._count._all - a._count._all ||
        (a._min.createdAt?.getTime() ?? 0) - (b._min.createdAt?.getTime() ?? 0),
    )
    .slice(0, QUEUE_SIZE)
    .map((group) => group.postId);
  const rows = await db.ventingPost.findMany({ where: { id: { in: ids } }, select: itemSelect(now) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItem(row)] : [];
  });
}

/** Hidden by a moderator with no report waiting: still restorable. */
export async function keptHidden(now = new Date()): Promise<ModerationItem[]> {
  const rows = await db.ventingPost.findMany({
    where: { hiddenBy: "moderator", reports: { none: { settledAt: null } } },
    orderBy: [{ hiddenAt: "desc" }, { id: "desc" }],
    take: QUEUE_SIZE,
    select: itemSelect(now),
  });
  return rows.map(toItem);
}

export async function activeSuspensions(now = new Date()): Promise<ActiveSuspensionView[]> {
  const rows = await db.postingSuspension.findMany({
    where: { endsAt: { gt: now }, liftedAt: null },
    orderBy: { endsAt: "asc" },
    take: 200,
    select: { id: true, endsAt: true, message: true, user: { select: { email: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    email: row.user.email,
    endsAt: row.endsAt.toISOString(),
    message: row.message,
  }));
}

export async function moderationMedia(postId: string) {
  return db.ventingPost.findUnique({
    where: { id: postId },
    select: { storageKey: true, contentType: true, sizeBytes: true, fileName: true, mediaType: true },
  });
}
