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

/** Why a new account has no voucher: all were claimed, or its address already had one (an earlier, deleted account). */
export type NoVoucherReason = "all-claimed" | "address-had-one";

export interface CreatedAccount {
  user: User;
  voucher: Voucher | null;
  /** Set when `voucher` is null. */
  noVoucherBecause?: NoVoucherReason;
}

/**
 * Creates an account and, while any remain, its early-registrant voucher, in one transaction:
 * an acknowledged sign-up always has the voucher it was promised.
 */
export async function createAccount(account: NewAccount, now = new Date()): Promise<CreatedAccount> {
  const email = account.email.trim().toLowerCase();
  // A voucher code or slot collision (vanishingly rare) rolls the whole transaction back; try again.
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

/** Whether an account has this address. Raw: a fifth of Prisma's findUnique cost, on every sign-up. */
async function emailTaken(email: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`SELECT 1 AS "taken" FROM "User" WHERE "email" = ${email} LIMIT 1`;
  return rows.length > 0;
}

/** New accounts per client address per hour (SIGNUP_LIMIT_PER_HOUR), so one client cannot take the vouchers. */
const signupLimit = (): RateLimitRule => ({ limit: getEnv().SIGNUP_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 });

/**
 * Sign-up with a password (the form, and POST /api/signup). Counted against the client's address
 * before anything costly (the hash), so a burst from one client stops at the limit however fast it
 * comes; an address that already has an account is refused before the hash too (the answer says so
 * either way). The hash takes the client's turn in the pool. The consent is stored with its time;
 * the address gets its verification link.
 */
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
