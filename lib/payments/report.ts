import "server-only";
import type { PaymentStatus, Prisma } from "@prisma/client";
import { toCsv } from "@/lib/csv";
import { db, SQL } from "@/lib/db/client";
import { findPlan } from "@/lib/plans";
import { SAST_OFFSET_MS } from "@/lib/south-african-time";

export interface PaymentFilter {
  /** A month in South African time. */
  month?: string;
  q?: string;
}

export interface PaymentRow {
  reference: string;
  createdAt: Date;
  /** Null once deleted: the payment is kept, anonymised. */
  userId: string | null;
  email: string | null;
  planId: string;
  planTitle: string;
  amountCents: number;
  status: PaymentStatus;
  verifiedAt: Date | null;
}

export function monthBounds(month: string): { gte: Date; lt: Date } {
  const [year, monthNumber] = month.split("-").map(Number);
  return {
    gte: new Date(Date.UTC(year, monthNumber - 1, 1) - SAST_OFFSET_MS),
    lt: new Date(Date.UTC(year, monthNumber, 1) - SAST_OFFSET_MS),
  };
}

/**
 * LIKE with backslash, "%" and "_" escaped (Prisma's `contains` escapes nothing); both sides lower-case so
 * SQLite and PostgreSQL agree. A subquery, not a list of ids: SQLite caps parameters.
 */
export const containsLiterally = (column: Prisma.Sql, q: string): Prisma.Sql =>
  SQL.sql`${column} LIKE ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`;

/** Raw SQL: Prisma's `where` cannot search literally. Dates bind as Prisma's own do, to match stored ones. */
function paymentsMatching(filter: PaymentFilter): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filter.month && filter.month !== "all") {
    const { gte, lt } = monthBounds(filter.month);
    conditions.push(SQL.sql`p."createdAt" >= ${gte} AND p."createdAt" < ${lt}`);
  }
  if (filter.q)
    conditions.push(SQL.sql`(p."reference" = ${filter.q} OR ${containsLiterally(SQL.sql`u."email"`, filter.q)})`);
  return SQL.sql`FROM "Payment" p LEFT JOIN "User" u ON u."id" = p."userId"
    ${conditions.length ? SQL.sql`WHERE ${SQL.join(conditions, " AND ")}` : SQL.empty}`;
}

export async function listPayments(filter: PaymentFilter, limit?: number): Promise<PaymentRow[]> {
  const rows = await db.$queryRaw<Omit<PaymentRow, "planTitle">[]>`
    SELECT p."reference", p."createdAt", p."userId", u."email", p."planId", p."amountCents", p."status", p."verifiedAt"
    ${paymentsMatching(filter)}
    ORDER BY p."createdAt" DESC, p."reference" DESC
    ${limit === undefined ? SQL.empty : SQL.sql`LIMIT ${limit}`}`;
  return rows.map((row) => ({ ...row, planTitle: findPlan(row.planId)?.title ?? row.planId }));
}

export async function countPayments(filter: PaymentFilter): Promise<number> {
  const [{ count }] = await db.$queryRaw<
    { count: bigint | number }[]
  >`SELECT COUNT(*) AS "count" ${paymentsMatching(filter)}`;
  return Number(count);
}

/** Sorts as text, and spreadsheets read it as a date. */
function csvTime(date: Date | null): string {
  return date ? new Date(date.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ") : "";
}

export const PAYMENT_CSV_HEADER = [
  "Date (SAST)",
  "Reference",
  "Member e-mail",
  "Plan",
  "Amount (ZAR)",
  "Status",
  "Verified at (SAST)",
] as const;

/** No cell a spreadsheet would run as a formula (lib/csv.ts). */
export function paymentsCsv(rows: readonly PaymentRow[]): string {
  return toCsv(
    PAYMENT_CSV_HEADER,
    rows.map((row) => [
      csvTime(row.createdAt),
      row.reference,
      row.email ?? "deleted account",
      row.planTitle,
      (row.amountCents / 100).toFixed(2),
      row.status,
      csvTime(row.verifiedAt),
    ]),
  );
}

export function paymentsCsvName(filter: PaymentFilter): string {
  return `stepps-payments-${filter.month && filter.month !== "all" ? filter.month : "all"}.csv`;
}
