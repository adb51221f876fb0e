import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";

// A file of its own, as lib/accounts itself depends on lib/vouchers.

export async function accountStanding(userId: string): Promise<{ emailVerified: boolean; consented: boolean }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { emailVerified: true, ageConsentAt: true } });
  return { emailVerified: Boolean(user?.emailVerified), consented: Boolean(user?.ageConsentAt) };
}

/** For accounts made with Microsoft, or before sign-up asked: the first time counts. */
export async function recordAgeConsent(userId: string, now = new Date()): Promise<void> {
  await db.user.updateMany({ where: { id: userId, ageConsentAt: null }, data: { ageConsentAt: now } });
}

export async function requireAgeConsent(userId: string): Promise<void> {
  if (!(await accountStanding(userId)).consented) throw new DomainError("forbidden", MESSAGES.account.consentRequired);
}
