import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma, Voucher } from "@prisma/client";
import { addOneMonth } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { newVoucherCode } from "./codes";
import { retiredVoucherEmail } from "./retired";

/** The voucher a new account gets if any are left: all of it but its slot, which issueVoucherStatement decides. */
export type VoucherToIssue = Omit<Voucher, "slot">;

export function voucherToIssue(userId: string, email: string, issuedAt: Date): VoucherToIssue {
  return {
    id: randomUUID(),
    code: newVoucherCode(),
    email,
    userId,
    issuedAt,
    expiresAt: addOneMonth(issuedAt),
    redeemedAt: null,
  };
}

/**
 * The statement that gives a new account the next voucher, if any are left, answering with its slot
 * (no row: none was issued). One INSERT … SELECT reads the highest slot and writes the next in a
 * single atomic step, and `slot` is unique, so however many sign-ups race, at most `limit` vouchers
 * exist and no slot is used twice. Voucher rows are never deleted (a deleted account's voucher stays,
 * anonymised), so the count never drops; and an e-mail whose earlier account was deleted with a
 * voucher does not get a second one.
 */
export function issueVoucherStatement(voucher: VoucherToIssue): Prisma.PrismaPromise<{ slot: number | bigint }[]> {
  const { id, code, email, userId, issuedAt, expiresAt } = voucher;
  const limit = getEnv().VOUCHER_LIMIT;
  return db.$queryRaw`
    INSERT INTO "Voucher" ("id", "slot", "code", "email", "userId", "issuedAt", "expiresAt")
    SELECT ${id}, "issued" + 1, ${code}, ${email}, ${userId}, ${issuedAt}, ${expiresAt}
    FROM (SELECT COALESCE(MAX("slot"), 0) AS "issued" FROM "Voucher") AS "counted"
    WHERE "issued" < ${limit}
      AND NOT EXISTS (SELECT 1 FROM "Voucher" WHERE "email" = ${retiredVoucherEmail(email)})
    RETURNING "slot"`;
}

/**
 * Vouchers still to be given to new accounts under the early-registrant limit: exactly what
 * issueVoucherStatement will still allow, the limit minus the highest slot (slots run 1, 2, 3… and
 * voucher rows are never deleted, so that is also the number issued). MAX over the unique slot index
 * reads one index entry, and a raw query skips Prisma's query building (about 0.2 ms, against 1 ms
 * for `voucher.count()`).
 */
export async function vouchersRemaining(): Promise<number> {
  const [row] = await db.$queryRaw<{ issued: number | bigint | null }[]>`SELECT MAX("slot") AS "issued" FROM "Voucher"`;
  return Math.max(0, getEnv().VOUCHER_LIMIT - Number(row?.issued ?? 0));
}

/** How long GET /api/vouchers/status may answer with a count read earlier (see vouchersRemainingForDisplay). */
export const REMAINING_DISPLAY_TTL_MS = 2000;

// On globalThis: each route's bundle has its own copy of this module, and sign-up must reach the status route's.
const shared = globalThis as unknown as { steppsVouchersRemaining?: { at: number; value: Promise<number> } };

/**
 * The count the checkout shows (GET /api/vouchers/status, polled by every checkout visitor): read at
 * most once per REMAINING_DISPLAY_TTL_MS per process and shared by the requests in between, and
 * forgotten at once when this process issues a voucher (forgetVouchersRemaining), so one server is
 * never stale; with several servers, another's sign-ups show within 2 s. Only the display can lag:
 * issuing never reads this, it decides inside its own INSERT … SELECT, so the limit stays exact, and a
 * visitor shown "1 left" who signs up after the last one went is told by the sign-up answer (no code).
 */
export function vouchersRemainingForDisplay(now = Date.now()): Promise<number> {
  const cached = shared.steppsVouchersRemaining;
  if (cached && now >= cached.at && now - cached.at < REMAINING_DISPLAY_TTL_MS) return cached.value;
  const entry = { at: now, value: vouchersRemaining() };
  shared.steppsVouchersRemaining = entry;
  entry.value.catch(() => {
    if (shared.steppsVouchersRemaining === entry) shared.steppsVouchersRemaining = undefined; // a failed read is not kept
  });
  return entry.value;
}

/** Drops the displayed count after this process issued a voucher. */
export function forgetVouchersRemaining(): void {
  shared.steppsVouchersRemaining = undefined;
}
