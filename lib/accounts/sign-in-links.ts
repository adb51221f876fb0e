import "server-only";
import { MS_PER_HOUR } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { sendAfterResponse } from "@/lib/mail/send";
import { signInLinkMail } from "@/lib/mail/templates";
import { MESSAGES } from "@/lib/messages";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { SIGN_IN_LINK_PATH } from "@/lib/routes";
import { checkEmailLink, consumeEmailLink, issueEmailLink, LINK_LIFETIME_MS } from "./email-links";
import { emailLinkUrl } from "./link-urls";

export const SIGN_IN_LINK_LIMITS = {
  perAddress: { limit: 3, windowMs: MS_PER_HOUR },
  perClient: { limit: 10, windowMs: MS_PER_HOUR },
} satisfies Record<string, RateLimitRule>;

/** Same answer, as quick, whether or not the address has an account. */
export async function requestSignInLink(email: string, clientAddress: string): Promise<void> {
  const { perAddress, perClient } = SIGN_IN_LINK_LIMITS;
  await enforceRateLimit(rateLimitKey("address", clientAddress, "sign-in-mail"), perClient, MESSAGES.login.linkTooMany);
  await enforceRateLimit(rateLimitKey("email", email, "sign-in-mail"), perAddress, MESSAGES.login.linkTooMany);
  await sendAfterResponse("sign-in-link", async () => {
    const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true } });
    if (!user) return null;
    const url = emailLinkUrl(SIGN_IN_LINK_PATH, await issueEmailLink(user, "sign_in"));
    return signInLinkMail(user.email, url, LINK_LIFETIME_MS.sign_in / 60_000);
  });
}

/** Following the link proves the address, so it is confirmed in the same transaction. */
export async function signInWithEmailLink(token: string, now = new Date()) {
  const link = await checkEmailLink(token, "sign_in", now);
  return consumeEmailLink(
    link,
    async (tx) => {
      await tx.user.updateMany({ where: { id: link.userId, emailVerified: null }, data: { emailVerified: now } });
      return tx.user.findUniqueOrThrow({
        where: { id: link.userId },
        select: { id: true, email: true, name: true, surname: true },
      });
    },
    now,
  );
}
