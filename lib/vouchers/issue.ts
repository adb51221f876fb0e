import { randomUUID } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { addOneMonth, newVoucherCode } from "./codes";

/**
 * The statement that gives a new account the next voucher, if any are left. One INSERT … SELECT
 * reads the highest slot and writes the next in a single atomic step, and `slot` is unique, so
 * however many sign-ups race, at most `limit` vouchers exist and no slot is used twice.
 */
export function issueVoucherStatement(userId: string, email: string, issuedAt: Date): Prisma.PrismaPromise<number> {
  const limit = getEnv().VOUCHER_LIMIT;
  return db.$executeRaw`
    INSERT INTO "Voucher" ("id", "slot", "code", "email", "userId", "issuedAt", "expiresAt")
    SELECT ${randomUUID()}, "issued" + 1, ${newVoucherCode()}, ${email}, ${userId}, ${issuedAt}, ${addOneMonth(issuedAt)}
    FROM (SELECT COALESCE(MAX("slot"), 0) AS "issued" FROM "Voucher")
    WHERE "issued" < ${limit}`;
}

/** Vouchers still to be given to new accounts under the early-registrant limit. */
export async function vouchersRemaining(): Promise<number> {
  const issued = await db.voucher.count();
  return Math.max(0, getEnv().VOUCHER_LIMIT - issued);
}
