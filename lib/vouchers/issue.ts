import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma, Voucher } from "@prisma/client";
import { addOneMonth } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { newVoucherCode } from "./codes";
import { retiredVoucherEmail } from "./retired";

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
 * One INSERT … SELECT reads the highest slot and writes the next atomically, and `slot` is unique, so
 * racing sign-ups never exceed `limit`. Voucher rows are never deleted, so the count never drops.
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

/** Limit minus the highest slot: MAX over the unique index reads one entry, and raw SQL skips Prisma's query building. */
export async function vouchersRemaining(): Promise<number> {
  const [row] = await db.$queryRaw<{ issued: number | bigint | null }[]>`SELECT MAX("slot") AS "issued" FROM "Voucher"`;
  return Math.max(0, getEnv().VOUCHER_LIMIT - Number(row?.issued ?? 0));
}

export const REMAINING_DISPLAY_TTL_MS = 2000;

// On globalThis: each route bundle has its own copy of this module, and sign-up must reach the status route's.
const shared = globalThis as unknown as { steppsVouchersRemaining?: { at: number; value: Promise<number> } };

/**
 * Polled by every checkout visitor, so read at most once per TTL per process. Only the display can
 * lag: issuing decides inside its own INSERT … SELECT, so the limit stays exact.
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

export function forgetVouchersRemaining(): void {
  shared.steppsVouchersRemaining = undefined;
}
