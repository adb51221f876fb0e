import "server-only";
import { db } from "@/lib/db/client";
import { listAudit, type AuditEntryView } from "./log";

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
  /** An e-mail address (the log keeps only the account id) or a record's id. */
  subject?: string;
  after?: string;
}

export interface AuditPage {
  entries: AuditEntryView[];
  next: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

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
