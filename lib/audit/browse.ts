import "server-only";
import { db } from "@/lib/db/client";
import { listAudit, type AuditEntryView } from "./log";

/** Every action the log holds, for the filter's list (whatever screens added since). */
export async function auditActions(): Promise<string[]> {
  const rows = await db.auditEntry.findMany({
    distinct: ["action"],
    select: { action: true },
    orderBy: { action: "asc" },
  });
  return rows.map((row) => row.action);
}

export interface AuditFilter {
  action?: string;
  /** An account's e-mail address (the log keeps only its id) or a record's id. */
  subject?: string;
  /** The id of the last entry already shown. */
  after?: string;
}

export interface AuditPage {
  entries: AuditEntryView[];
  /** The cursor of the next (older) page; null on the last. */
  next: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first. */
export async function auditPage(filter: AuditFilter, pageSize = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  let subjectId = filter.subject;
  if (subjectId?.includes("@")) {
    const user = await db.user.findUnique({ where: { email: subjectId.toLowerCase() }, select: { id: true } });
    if (!user) return { entries: [], next: null };
    subjectId = user.id;
  }
  const rows = await listAudit({
    subjectId,
    actions: filter.action ? [filter.action] : undefined,
    cursor: filter.after,
    limit: pageSize + 1,
  });
  const entries = rows.slice(0, pageSize);
  return { entries, next: rows.length > pageSize ? entries[entries.length - 1].id : null };
}
