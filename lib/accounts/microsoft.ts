import "server-only";
import type { AdapterAccount } from "next-auth/adapters";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import { logger } from "@/lib/logger";
import { sendAfterResponse } from "@/lib/mail/send";
import { passwordRemovedMail } from "@/lib/mail/templates";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "@/lib/routes";
import { endAllSessions } from "@/lib/sessions/records";
import { endAccountLinks } from "./email-links";
import { siteUrl } from "./link-urls";

/** With "common", "organizations" or "consumers" any tenant can put any address in the claim. */
export function tenantVouchesForAddresses(tenantId: string): boolean {
  return !["common", "organizations", "consumers"].includes(tenantId.trim().toLowerCase());
}

/**
 * Stores only the schema's columns (Entra ID returns extras). When the tenant vouches for the
 * address, a password nobody proved must not keep a way in beside the owner: it is removed, the
 * address is confirmed and every session ends, in the same transaction.
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
  let claimedEmail: string | null = null;
  await db.$transaction(async (tx) => {
    // Locked first, so a password reset at this moment (which proves its password) is seen.
    await lockRow(tx, "User", account.userId);
    const user = await tx.user.findUnique({
      where: { id: account.userId },
      select: { email: true, emailVerified: true, passwordHash: true, passwordProven: true },
    });
    const unproven = user && (!user.emailVerified || (user.passwordHash !== null && !user.passwordProven));
    if (vouches && unproven) {
      await tx.user.update({
        where: { id: account.userId },
        data: { passwordHash: null, passwordProven: false, emailVerified: user.emailVerified ?? now },
      });
      const ended = await endAllSessions(account.userId, now, tx);
      await endAccountLinks(tx, account.userId);
      logger.warn("auth.unproven_account_claimed", { sessionsEnded: ended, hadPassword: user.passwordHash !== null });
      if (user.passwordHash !== null) claimedEmail = user.email;
    }
    await tx.account.create({ data });
  });
  if (claimedEmail) await sendPasswordRemoved(claimedEmail);
}

function sendPasswordRemoved(email: string) {
  return sendAfterResponse("microsoft-claimed", async () =>
    passwordRemovedMail(email, { forgotUrl: siteUrl(FORGOT_PASSWORD_PATH), loginUrl: siteUrl(LOGIN_PATH) }),
  );
}

/** For accounts made before Microsoft sign-ins counted as confirmed. */
export async function confirmMicrosoftAddress(userId: string, now = new Date()): Promise<void> {
  await db.user.updateMany({ where: { id: userId, emailVerified: null }, data: { emailVerified: now } });
}
