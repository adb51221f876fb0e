import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";

// What an account must have done before a plan starts, read by the voucher and payment code as well
// as the pages: whether its address is confirmed (for a voucher) and the age or guardian confirmation
// given (for any plan). A file of its own, as lib/accounts itself depends on lib/vouchers.

/** Whether the address is confirmed and the age confirmation given. */
export async function accountStanding(userId: string): Promise<{ emailVerified: boolean; consented: boolean }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { emailVerified: true, ageConsentAt: true } });
  return { emailVerified: Boolean(user?.emailVerified), consented: Boolean(user?.ageConsentAt) };
}

/**
 * Stores the age or guardian confirmation of an account that has not given it (one made with
 * Microsoft, or before sign-up asked): the first time counts.
 */
export async function recordAgeConsent(userId: string, now = new Date()): Promise<void> {
  await db.user.updateMany({ where: { id: userId, ageConsentAt: null }, data: { ageConsentAt: now } });
}

/** Refuses to start a plan (voucher or payment) for an account without the age or guardian confirmation. */
export async function requireAgeConsent(userId: string): Promise<void> {
  if (!(await accountStanding(userId)).consented) throw new DomainError("forbidden", MESSAGES.account.consentRequired);
}
