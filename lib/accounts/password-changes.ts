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

/** Tries at "Change password" per account: the current password must not be guessable from a session left open. */
export const PASSWORD_CHANGE_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };

/** Tells the owner their password changed, with the way back in if it was not them. */
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

/**
 * "Forgot password?": a reset link to the address if it has an account. The answer is the same
 * either way, and as quick: the look-up and the mail happen after it has gone. Limited per client and
 * per address (counted whether or not the address has an account, so the limit reveals nothing).
 */
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
 * A new password from a reset link. The link is checked before the (slow) hash, then used in the
 * same transaction that sets the password and ends every session of the account, and every other
 * link that opens it. Following the link proves the address too, so it counts as confirmed, the
 * password counts as proven (chosen by whoever reads the mailbox), and the owner's own sign-in
 * lockouts are lifted.
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
      // The password guessed at is gone: the account's sign-in counters start again.
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
 * "Change password" for a signed-in member: the current password is required (a session left open
 * is not enough), tries are limited, and every other session of the account ends, with every link
 * that would open it; the one it was changed from (`keepSessionId`) carries on. The new password is
 * as proven as the one it replaces: whoever knew that one chose it. An account without a password
 * (Microsoft only) adds one through "Forgot password?", which proves the address first.
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

/**
 * "Sign out of all devices": every session of the account ends, and every link that would open it,
 * so whoever had a way in (a session, a reset link in a mailbox they read) has none.
 */
export async function signOutOfAllDevices(userId: string, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    await endAllSessions(userId, now, tx);
    await endAccountLinks(tx, userId);
  });
}
