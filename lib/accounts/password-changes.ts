import "server-only";
import { MS_PER_HOUR } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { sendAfterResponse } from "@/lib/mail/send";
import { greetingName, passwordChangedMail, passwordResetMail } from "@/lib/mail/templates";
import { MESSAGES } from "@/lib/messages";
import { enforceRateLimit, forgetRateLimits, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, RESET_PASSWORD_PATH } from "@/lib/routes";
import { endAllSessions } from "@/lib/sessions/records";
import { checkEmailLink, consumeEmailLink, endAccountLinks, issueEmailLink, LINK_LIFETIME_MS } from "./email-links";
import { emailLinkUrl, siteUrl } from "./link-urls";
import { hashPassword, passwordMatches } from "./passwords";

/** Reset links, per address and per client, per hour. */
export const RESET_MAIL_LIMITS = {
  perAddress: { limit: 3, windowMs: MS_PER_HOUR },
  perClient: { limit: 10, windowMs: MS_PER_HOUR },
} satisfies Record<string, RateLimitRule>;

/** The current password must not be guessable from a session left open. */
export const PASSWORD_CHANGE_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };

function sendPasswordChanged(
  user: { email: string; name: string; emailVerified: Date | null },
  signedOut: "everywhere" | "elsewhere",
) {
  return sendAfterResponse("password-changed", async () =>
    passwordChangedMail(user.email, greetingName(user), {
      loginUrl: siteUrl(LOGIN_PATH),
      forgotUrl: siteUrl(FORGOT_PASSWORD_PATH),
      signedOut,
    }),
  );
}

/** The answer is the same, and as quick, whether or not the address has an account. */
export async function requestPasswordReset(email: string, clientAddress: string): Promise<void> {
  const { perAddress, perClient } = RESET_MAIL_LIMITS;
  await enforceRateLimit(
    rateLimitKey("address", clientAddress, "reset-mail"),
    perClient,
    MESSAGES.password.resetTooMany,
  );
  await enforceRateLimit(rateLimitKey("email", email, "reset-mail"), perAddress, MESSAGES.password.resetTooMany);
  await sendAfterResponse("password-reset", async () => {
    const user = await db.user.findUnique({
      where: { email },
      select: { id: true, email: true, name: true, emailVerified: true },
    });
    if (!user) return null;
    const token = await issueEmailLink(user, "reset_password");
    return passwordResetMail(
      user.email,
      greetingName(user),
      emailLinkUrl(RESET_PASSWORD_PATH, token),
      LINK_LIFETIME_MS.reset_password / 60_000,
    );
  });
}

/**
 * The link is checked before the slow hash, then used in the transaction that sets the password and
 * ends every session and link. Following it proves the address, so the address counts as confirmed.
 */
export async function resetPasswordWithLink(
  token: string,
  password: string,
  clientAddress: string,
  now = new Date(),
): Promise<void> {
  const link = await checkEmailLink(token, "reset_password", now);
  const passwordHash = await hashPassword(password, clientAddress);
  const user = await consumeEmailLink(
    link,
    async (tx) => {
      const updated = await tx.user.update({
        where: { id: link.userId },
        data: { passwordHash, passwordProven: true },
        select: { email: true, name: true, emailVerified: true },
      });
      if (!updated.emailVerified) {
        await tx.user.update({ where: { id: link.userId }, data: { emailVerified: now } });
        updated.emailVerified = now;
      }
      await endAllSessions(link.userId, now, tx);
      await endAccountLinks(tx, link.userId);
      // The password guessed at is gone, so the sign-in counters start again.
      await forgetRateLimits(tx, [
        rateLimitKey("email", updated.email, "sign-in-from:"),
        rateLimitKey("email", updated.email, "sign-in-failures"),
      ]);
      return updated;
    },
    now,
  );
  await sendPasswordChanged(user, "everywhere");
}

/**
 * The current password is required (a session left open is not enough). Every other session and link
 * ends; `keepSessionId` carries on. Password-less (Microsoft) accounts add one via "Forgot password?".
 */
export async function changePassword(
  userId: string,
  input: { currentPassword: string; password: string },
  clientAddress: string,
  keepSessionId?: string,
  now = new Date(),
): Promise<void> {
  await enforceRateLimit(
    rateLimitKey("user", userId, "password-change"),
    PASSWORD_CHANGE_LIMIT,
    MESSAGES.password.tooManyTries,
  );
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, name: true, emailVerified: true, passwordHash: true },
  });
  if (!user) throw new DomainError("unauthenticated", MESSAGES.auth.notAuthenticatedPleaseLogIn);
  if (!user.passwordHash) throw new DomainError("conflict", MESSAGES.password.noPasswordYet);
  if (!(await passwordMatches(input.currentPassword, user.passwordHash, clientAddress))) {
    throw new DomainError("invalid", MESSAGES.password.wrongCurrent, {
      fieldErrors: { currentPassword: MESSAGES.password.wrongCurrent },
    });
  }
  const passwordHash = await hashPassword(input.password, clientAddress);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await endAllSessions(userId, now, tx, { except: keepSessionId });
    await endAccountLinks(tx, userId);
  });
  await sendPasswordChanged(user, keepSessionId ? "elsewhere" : "everywhere");
}

/** Ends every session and every link that would open one (reset links in a mailbox included). */
export async function signOutOfAllDevices(userId: string, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    await endAllSessions(userId, now, tx);
    await endAccountLinks(tx, userId);
  });
}
