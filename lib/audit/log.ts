import "server-only";
import type { Prisma } from "@prisma/client";
import { db } from "@/lib/db/client";

export interface Actor {
  id: string | null;
  /** Never an e-mail address: the log cannot be changed, so it keeps no contact details. */
  label: string;
}

export interface AuditRecord {
  action: string;
  subjectType: string;
  subjectId: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/** In the caller's transaction, so no change lacks its entry. The table refuses updates and deletes. */
export async function recordAudit(tx: Prisma.TransactionClient, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.auditEntry.create({
    data: {
      actorId: actor.id,
      actor: actor.label,
      action: record.action,
      subjectType: record.subjectType,
      subjectId: record.subjectId,
      reason: record.reason ?? null,
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
    },
  });
}

export interface AuditEntryView {
  id: string;
  at: string;
  /** The account's e-mail address while it exists. */
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  reason: string | null;
  before: string | null;
  after: string | null;
}

export async function listAudit(
  query: { subjectType?: string; subjectId?: string; actions?: string[]; limit?: number; cursor?: string } = {},
): Promise<AuditEntryView[]> {
  const rows = await db.auditEntry.findMany({
    where: {
      subjectType: query.subjectType,
      subjectId: query.subjectId,
      action: query.actions ? { in: query.actions } : undefined,
    },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(query.limit ?? 50, 1), 200),
    ...(query.cursor ? { cursor: { id: query.cursor }, skip: 1 } : {}),
  });
  const actorIds = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  const accounts = await db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, email: true } });
  const emailOf = new Map(accounts.map((account) => [account.id, account.email]));
  return rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    actor: row.actorId ? `${emailOf.get(row.actorId) ?? "a deleted account"} (${row.actor})` : row.actor,
  }));
}
