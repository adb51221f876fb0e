import "server-only";
import { MS_PER_HOUR } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { sendAfterResponse } from "@/lib/mail/send";
import { verificationMail } from "@/lib/mail/templates";
import { MESSAGES } from "@/lib/messages";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { VERIFY_EMAIL_PATH } from "@/lib/routes";
import { checkEmailLink, issueEmailLink, LINK_LIFETIME_MS, consumeEmailLink } from "./email-links";
import { emailLinkUrl } from "./link-urls";

/** Enough for a lost message or two. */
export const VERIFICATION_MAIL_LIMITS = {
  perAddress: { limit: 3, windowMs: MS_PER_HOUR },
  perClient: { limit: 10, windowMs: MS_PER_HOUR },
} satisfies Record<string, RateLimitRule>;

export function sendVerificationLink(
  user: { id: string; email: string; name: string },
  { newAccount = false }: { newAccount?: boolean } = {},
): Promise<void> {
  return sendAfterResponse("verification", async () => {
    const token = await issueEmailLink(user, "verify_email", { newAccount });
    return verificationMail(
      user.email,
      emailLinkUrl(VERIFY_EMAIL_PATH, token),
      LINK_LIFETIME_MS.verify_email / MS_PER_HOUR,
    );
  });
}

export async function resendVerificationLink(userId: string, clientAddress: string): Promise<string> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, emailVerified: true },
  });
  if (!user) throw new DomainError("unauthenticated", MESSAGES.auth.notAuthenticatedPleaseLogIn);
  if (user.emailVerified) throw new DomainError("conflict", MESSAGES.verification.alreadyConfirmed);
  const { perAddress, perClient } = VERIFICATION_MAIL_LIMITS;
  await enforceRateLimit(
    rateLimitKey("address", clientAddress, "verification-mail"),
    perClient,
    MESSAGES.verification.tooMany,
  );
  await enforceRateLimit(
    rateLimitKey("email", user.email, "verification-mail"),
    perAddress,
    MESSAGES.verification.tooMany,
  );
  await sendVerificationLink(user);
  return user.email;
}

export async function confirmEmail(token: string, now = new Date()): Promise<{ email: string }> {
  const link = await checkEmailLink(token, "verify_email", now);
  await consumeEmailLink(
    link,
    (tx) => tx.user.updateMany({ where: { id: link.userId, emailVerified: null }, data: { emailVerified: now } }),
    now,
  );
  return { email: link.email };
}
