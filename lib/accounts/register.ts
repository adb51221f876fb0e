import "server-only";
import { randomUUID } from "node:crypto";
import type { User, Voucher } from "@prisma/client";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { forgetVouchersRemaining, issueVoucherStatement } from "@/lib/vouchers/issue";
import { hashPassword } from "./passwords";
import type { SignupInput } from "./schemas";

export interface NewAccount {
  email: string;
  name: string;
  surname: string;
  passwordHash: string | null;
  city?: string | null;
  cellNumber?: string | null;
  image?: string | null;
  emailVerified?: Date | null;
}

/**
 * Creates an account and, while any remain, its early-registrant voucher, in one transaction:
 * an acknowledged sign-up always has the voucher it was promised.
 */
export async function createAccount(
  account: NewAccount,
  now = new Date(),
): Promise<{ user: User; voucher: Voucher | null }> {
  const email = account.email.trim().toLowerCase();
  // A voucher code or slot collision (vanishingly rare) rolls the whole transaction back; try again.
  for (let attempt = 1; ; attempt++) {
    const id = randomUUID();
    try {
      const [user, issued] = await db.$transaction([
        db.user.create({ data: { ...account, id, email } }),
        issueVoucherStatement(id, email, now),
      ]);
      if (issued > 0) forgetVouchersRemaining();
      const voucher = issued > 0 ? await db.voucher.findUnique({ where: { userId: id } }) : null;
      return { user, voucher };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await db.user.findUnique({ where: { email }, select: { id: true } }))
        throw new DomainError("conflict", MESSAGES.signup.emailTaken);
      if (attempt >= 3) throw error;
    }
  }
}

/** Sign-up with a password (POST /api/signup). */
export async function registerWithPassword(input: SignupInput) {
  const { password, ...details } = input;
  return createAccount({ ...details, passwordHash: await hashPassword(password) });
}
