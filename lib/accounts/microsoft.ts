import "server-only";
import type { AdapterAccount } from "next-auth/adapters";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import { logger } from "@/lib/logger";
import { endAllSessions } from "@/lib/sessions/records";

/**
 * Whether Microsoft's e-mail claim proves an address. In one organisation's tenant the
 * organisation controls its own addresses; with "common", "organizations" or "consumers" any tenant
 * can put any address in the claim, so it proves nothing: such sign-ins are not confirmed addresses
 * and never join an existing account by e-mail.
 */
export function tenantVouchesForAddresses(tenantId: string): boolean {
  return !["common", "organizations", "consumers"].includes(tenantId.trim().toLowerCase());
}

/**
 * Links a Microsoft account into a Stepps account, storing only the columns the schema has (Entra ID
 * also returns fields such as ext_expires_in). When the tenant vouches for addresses and the Stepps
 * account's address was never confirmed, whoever made that account has not proven it is theirs,
 * while Microsoft has just vouched for it: the Microsoft owner gets the account. The unproven
 * password is removed, the address counts as confirmed, and every session of the account ends, in
 * one transaction with the link.
 */
export async function linkProvenAccount(
  account: AdapterAccount,
  { vouches }: { vouches: boolean },
  now = new Date(),
): Promise<void> {
  const data = {
    userId: account.userId,
    type: account.type,
    provider: account.provider,
    providerAccountId: account.providerAccountId,
    refresh_token: account.refresh_token ?? null,
    access_token: account.access_token ?? null,
    expires_at: account.expires_at ?? null,
    token_type: account.token_type ?? null,
    scope: account.scope ?? null,
    id_token: account.id_token ?? null,
    session_state: typeof account.session_state === "string" ? account.session_state : null,
  };
  await db.$transaction(async (tx) => {
    // Locked first, so an address confirmed at this moment is seen and its password kept.
    await lockRow(tx, "User", account.userId);
    const user = await tx.user.findUnique({ where: { id: account.userId }, select: { emailVerified: true } });
    if (vouches && user && !user.emailVerified) {
      await tx.user.update({ where: { id: account.userId }, data: { passwordHash: null, emailVerified: now } });
      const ended = await endAllSessions(account.userId, now, tx);
      logger.warn("auth.unproven_account_claimed", { sessionsEnded: ended });
    }
    await tx.account.create({ data });
  });
}

/** A Microsoft sign-in into an account made before sign-ins counted as confirmed: it counts now. */
export async function confirmMicrosoftAddress(userId: string, now = new Date()): Promise<void> {
  await db.user.updateMany({ where: { id: userId, emailVerified: null }, data: { emailVerified: now } });
}
