import "server-only";
import type { AdapterAccount } from "next-auth/adapters";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/logger";
import { endAllSessions } from "@/lib/sessions/records";

/**
 * Links a Microsoft account into a Stepps account. When the Stepps account's address was never
 * confirmed, whoever made it has not proven it is theirs, while Microsoft has just vouched for the
 * address: the Microsoft owner gets the account. The unproven password is removed, the address counts
 * as confirmed, and every session of the account ends, in one transaction with the link.
 */
export async function linkProvenAccount(account: AdapterAccount, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: account.userId }, select: { emailVerified: true } });
    if (user && !user.emailVerified) {
      await tx.user.update({ where: { id: account.userId }, data: { passwordHash: null, emailVerified: now } });
      const ended = await endAllSessions(account.userId, now, tx);
      logger.warn("auth.unproven_account_claimed", { sessionsEnded: ended });
    }
    await tx.account.create({ data: account });
  });
}
