import "server-only";
import type { Prisma } from "@prisma/client";
import { db } from "@/lib/db/client";

/** Who did something: a signed-in staff member, or someone at the server's command line. */
export interface Actor {
  /** The staff member's account; null from the command line. */
  id: string | null;
  /**
   * What the log keeps of who acted besides the account: the staff roles they held, or "command
   * line (<user>)". Never an e-mail address: the log cannot be changed, so it keeps no contact details.
   */
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

/**
 * Writes one entry in the same transaction as the change it records, so there is never a change
 * without its entry or an entry without its change. The table refuses updates and deletes.
 */
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
  /** Who acted, for staff eyes: the account's e-mail address while it exists. */
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  reason: string | null;
  before: string | null;
  after: string | null;
}

/** The newest entries first, optionally about one subject or of some actions; `cursor`: those after that entry. */
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
