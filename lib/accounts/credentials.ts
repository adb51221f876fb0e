import "server-only";
import type { User } from "@prisma/client";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { greetingName, passwordGuessingMail } from "@/lib/mail/templates";
import { MESSAGES } from "@/lib/messages";
import { deliverSoon, queueMailOnce } from "@/lib/outbox";
import { hitRateLimit, rateLimitKey, refundRateLimit, resetRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { FORGOT_PASSWORD_PATH, SIGN_IN_LINK_PATH } from "@/lib/routes";
import { isKnownClient } from "./known-clients";
import { siteUrl } from "./link-urls";
import { passwordMatches } from "./passwords";
import type { LoginInput } from "./schemas";

/** Keyed by e-mail and client address, so a stranger guessing from elsewhere never locks the owner out. */
export const LOGIN_EMAIL_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
/** Only failures count: a school's learners share one address. */
export const LOGIN_ADDRESS_LIMIT: RateLimitRule = { limit: 50, windowMs: 15 * 60 * 1000 };
/** Failed checks per account per hour from all addresses (OWASP ASVS 2.2.1). */
export const ACCOUNT_FAILURE_LIMIT: RateLimitRule = { limit: 100, windowMs: 60 * 60 * 1000 };
/** Failed checks in the hour after which a browser the account does not know signs in by e-mail only. */
export const NEW_BROWSERS_AFTER_FAILURES = 10;

export interface SignedInUser extends Pick<User, "id" | "email" | "name" | "surname"> {
  /** The hash checked against: a session opens only while it is still the account's (lib/sessions/records.ts). */
  proof: string;
}

export interface SignInClient {
  address: string;
  browser: string | null;
}

/**
 * Shared by POST /api/login, the sign-in form and next-auth. A wrong password and an unknown e-mail
 * get the same answer in the same time. Counters are hit up front in one statement, so they stay
 * exact under concurrency; past NEW_BROWSERS_AFTER_FAILURES only known browsers are checked.
 */
export async function checkCredentials(input: LoginInput, client: SignInClient): Promise<SignedInUser> {
  const emailKey = rateLimitKey("email", input.email, `sign-in-from:${client.address}`);
  const addressKey = rateLimitKey("address", client.address, "sign-in-failures");
  const accountKey = rateLimitKey("email", input.email, "sign-in-failures");
  const [byEmail, byAddress] = await Promise.all([
    hitRateLimit(emailKey, LOGIN_EMAIL_LIMIT),
    hitRateLimit(addressKey, LOGIN_ADDRESS_LIMIT),
  ]);
  if (!byEmail.allowed || !byAddress.allowed) {
    const retryAfterSeconds = Math.max(
      byEmail.allowed ? 0 : byEmail.retryAfterSeconds,
      byAddress.allowed ? 0 : byAddress.retryAfterSeconds,
    );
    throw new DomainError("rate-limited", MESSAGES.login.tooManyAttempts(Math.ceil(retryAfterSeconds / 60)), {
      retryAfterSeconds,
    });
  }

  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, email: true, name: true, surname: true, emailVerified: true, passwordHash: true },
  });
  // New browsers are turned away first, so a burst of them does not use up the owner's cap.
  const byAccount = await hitRateLimit(accountKey, ACCOUNT_FAILURE_LIMIT);
  if (byAccount.count > NEW_BROWSERS_AFTER_FAILURES && !(user && (await isKnownClient(user.id, client.browser)))) {
    await refundRateLimit(accountKey);
    if (user) await warnOwnerOnce(user, byAccount.windowStartMs);
    throw new DomainError("forbidden", MESSAGES.login.useSignInLink);
  }
  if (!byAccount.allowed) {
    await refundRateLimit(accountKey);
    throw new DomainError("rate-limited", MESSAGES.login.passwordsPaused, {
      retryAfterSeconds: byAccount.retryAfterSeconds,
    });
  }

  // Unknown users are checked against a dummy hash, so the answer takes as long.
  const matches = await passwordMatches(input.password, user?.passwordHash, client.address);
  if (!user?.passwordHash || !matches) throw new DomainError("unauthenticated", MESSAGES.login.invalidCredentials);
  await Promise.all([resetRateLimit(emailKey), refundRateLimit(addressKey), refundRateLimit(accountKey)]);
  return { id: user.id, email: user.email, name: user.name, surname: user.surname, proof: user.passwordHash };
}

/** Once per window of the account's counter (the outbox's unique key). */
async function warnOwnerOnce(
  user: { id: string; email: string; name: string; emailVerified: Date | null },
  windowStartMs: number,
): Promise<void> {
  const message = passwordGuessingMail(user.email, greetingName(user), {
    signInLinkUrl: siteUrl(SIGN_IN_LINK_PATH),
    forgotUrl: siteUrl(FORGOT_PASSWORD_PATH),
  });
  if (await queueMailOnce({ key: `sign-in-guessing:${user.id}:${windowStartMs}`, userId: user.id, message }))
    deliverSoon();
}
