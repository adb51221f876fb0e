import "server-only";
import { randomUUID } from "node:crypto";
import type { User, Voucher } from "@prisma/client";
import { db } from "@/lib/db/client";
import { oneAtATime } from "@/lib/db/locks";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { forgetVouchersRemaining, issueVoucherStatement, voucherToIssue } from "@/lib/vouchers/issue";
import { retiredVoucherEmail } from "@/lib/vouchers/retired";
import { hashPassword } from "./passwords";
import type { SignupInput } from "./schemas";
import { sendVerificationLink } from "./verification";

export interface NewAccount {
  email: string;
  name: string;
  surname: string;
  passwordHash: string | null;
  city?: string | null;
  cellNumber?: string | null;
  image?: string | null;
  emailVerified?: Date | null;
  ageConsentAt?: Date | null;
}

/** "address-had-one": an earlier, deleted account with this address had a voucher. */
export type NoVoucherReason = "all-claimed" | "address-had-one";

export interface CreatedAccount {
  user: User;
  voucher: Voucher | null;
  noVoucherBecause?: NoVoucherReason;
}

/** One transaction, so an acknowledged sign-up always has the voucher it was promised. */
export async function createAccount(account: NewAccount, now = new Date()): Promise<CreatedAccount> {
  const email = account.email.trim().toLowerCase();
  // A voucher code or slot collision rolls the transaction back; try again.
  for (let attempt = 1; ; attempt++) {
    const id = randomUUID();
    try {
      const voucher = voucherToIssue(id, email, now);
      const [user, issued] = (
        await db.$transaction([
          ...oneAtATime("voucherIssue"),
          db.user.create({ data: { ...account, id, email } }),
          issueVoucherStatement(voucher),
        ])
      ).slice(-2) as [User, { slot: number | bigint }[]];
      if (issued.length > 0) {
        forgetVouchersRemaining();
        return { user, voucher: { ...voucher, slot: Number(issued[0].slot) } };
      }
      const hadOne = await db.voucher.findFirst({ where: { email: retiredVoucherEmail(email) }, select: { id: true } });
      return { user, voucher: null, noVoucherBecause: hadOne ? "address-had-one" : "all-claimed" };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await emailTaken(email)) throw new DomainError("conflict", MESSAGES.signup.emailTaken);
      if (attempt >= 3) throw error;
    }
  }
}

/** Raw SQL: much cheaper than Prisma's findUnique, on every sign-up. */
async function emailTaken(email: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`SELECT 1 AS "taken" FROM "User" WHERE "email" = ${email} LIMIT 1`;
  return rows.length > 0;
}

/** So one client cannot take the vouchers. */
const signupLimit = (): RateLimitRule => ({ limit: getEnv().SIGNUP_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 });

/** Limited per client address before the hash, so a burst from one client stops at the limit. */
export async function registerWithPassword(
  input: SignupInput,
  clientAddress: string,
  now = new Date(),
): Promise<CreatedAccount> {
  await enforceRateLimit(rateLimitKey("address", clientAddress, "sign-up"), signupLimit(), MESSAGES.signup.tooMany);
  const { password, ageConsent: _, ...details } = input;
  if (await emailTaken(details.email)) throw new DomainError("conflict", MESSAGES.signup.emailTaken);
  const created = await createAccount(
    { ...details, passwordHash: await hashPassword(password, clientAddress), ageConsentAt: now },
    now,
  );
  await sendVerificationLink(created.user, { newAccount: true });
  return created;
}
