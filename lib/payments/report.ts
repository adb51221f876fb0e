import "server-only";
import type { PaymentStatus, Prisma } from "@prisma/client";
import { toCsv } from "@/lib/csv";
import { db } from "@/lib/db/client";
import { findPlan } from "@/lib/plans";

/** South African time has no daylight saving: always UTC+2. */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

export interface PaymentFilter {
  /** YYYY-MM (a calendar month in South African time), or "all" / none for every month. */
  month?: string;
  /** Part of the payer's e-mail address, or a whole Paystack reference (lower-cased). */
  q?: string;
}

export interface PaymentRow {
  reference: string;
  createdAt: Date;
  /** The payer's account; null once it was deleted (the payment is kept, anonymised). */
  userId: string | null;
  email: string | null;
  planId: string;
  planTitle: string;
  amountCents: number;
  status: PaymentStatus;
  verifiedAt: Date | null;
}

/** The month's first instant and the next month's, in South African time. */
export function monthBounds(month: string): { gte: Date; lt: Date } {
  const [year, monthNumber] = month.split("-").map(Number);
  return {
    gte: new Date(Date.UTC(year, monthNumber - 1, 1) - SAST_OFFSET_MS),
    lt: new Date(Date.UTC(year, monthNumber, 1) - SAST_OFFSET_MS),
  };
}

/**
 * The accounts whose e-mail address contains `q`, exactly: instr() rather than Prisma's `contains`,
 * which is SQL LIKE, where the "_" of "thandi_m" would match any character and a "%" every address.
 */
export async function accountsWithEmailContaining(q: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE instr("email", ${q}) > 0`;
  return rows.map((row) => row.id);
}

async function whereOf(filter: PaymentFilter): Promise<Prisma.PaymentWhereInput> {
  return {
    ...(filter.month && filter.month !== "all" ? { createdAt: monthBounds(filter.month) } : {}),
    ...(filter.q
      ? { OR: [{ reference: filter.q }, { userId: { in: await accountsWithEmailContaining(filter.q) } }] }
      : {}),
  };
}

/** Payments, newest first, for the staff's list (`limit`) and the CSV export (every row). */
export async function listPayments(filter: PaymentFilter, limit?: number): Promise<PaymentRow[]> {
  const rows = await db.payment.findMany({
    where: await whereOf(filter),
    orderBy: [{ createdAt: "desc" }, { reference: "desc" }],
    take: limit,
    select: {
      reference: true,
      createdAt: true,
      userId: true,
      planId: true,
      amountCents: true,
      status: true,
      verifiedAt: true,
      user: { select: { email: true } },
    },
  });
  return rows.map(({ user, ...row }) => ({
    ...row,
    email: user?.email ?? null,
    planTitle: findPlan(row.planId)?.title ?? row.planId,
  }));
}

/** How many payments the filter matches (the list shows the newest of them). */
export async function countPayments(filter: PaymentFilter): Promise<number> {
  return db.payment.count({ where: await whereOf(filter) });
}

/** "2026-11-24 14:05" in South African time: sorts as text, and spreadsheets read it as a date. */
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

/** The CSV file of `rows`: every cell quoted, and none a spreadsheet would run as a formula (lib/csv.ts). */
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

/** The download's name: "stepps-payments-2026-11.csv", or "…-all.csv". */
export function paymentsCsvName(filter: PaymentFilter): string {
  return `stepps-payments-${filter.month && filter.month !== "all" ? filter.month : "all"}.csv`;
}
