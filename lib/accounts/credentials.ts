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

/**
 * Sign-in attempts for one e-mail from one client address: every attempt counts, a successful one
 * clears the count. Keyed by both, so a stranger guessing from elsewhere never locks the owner out.
 */
export const LOGIN_EMAIL_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
/** Failed sign-ins per client address. Only failures count: a school's learners share one address. */
export const LOGIN_ADDRESS_LIMIT: RateLimitRule = { limit: 50, windowMs: 15 * 60 * 1000 };
/**
 * Failed password checks per account per hour, from every address together (OWASP ASVS 2.2.1): past
 * the limit no browser may try one. Guessing from many addresses at once gets nowhere near it, since
 * past NEW_BROWSERS_AFTER_FAILURES only the account's known browsers are still checked.
 */
export const ACCOUNT_FAILURE_LIMIT: RateLimitRule = { limit: 100, windowMs: 60 * 60 * 1000 };
/** Failed checks in the hour after which a browser the account does not know signs in by e-mail only. */
export const NEW_BROWSERS_AFTER_FAILURES = 10;

export interface SignedInUser extends Pick<User, "id" | "email" | "name" | "surname"> {
  /**
   * The password hash the password was checked against: a session opens only while it is still the
   * account's (lib/sessions/records.ts), so a reset or a takeover that lands during the check wins.
   */
  proof: string;
}

/** Who is asking: the client's address, and the browser's client cookie (lib/accounts/known-clients.ts). */
export interface SignInClient {
  address: string;
  browser: string | null;
}

/**
 * The one credential check, shared by POST /api/login, the sign-in form and the next-auth
 * Credentials provider. A wrong password and an unknown e-mail get the same answer in the same time
 * (unauthenticated, "Invalid credentials"); too many attempts are refused as rate-limited. Every
 * counter counts each attempt up front, in one statement, so they are exact however many arrive at
 * once; a success clears the e-mail's count and takes its hits back from the others.
 *
 * The account's own counter holds its failed checks in the hour, from anywhere. Past
 * NEW_BROWSERS_AFTER_FAILURES a browser that has not signed in to it before is refused before any
 * check (its hit taken back: it checked nothing) and told to sign in with an e-mailed link, and the
 * owner hears of it once per hour; past ACCOUNT_FAILURE_LIMIT no browser is checked. An unknown
 * address gets the same answers, and no mail.
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
  // A new browser is turned away first: a burst of them, counted up front, must not look like
  // the owner's own browsers reaching the cap.
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

  // Without a user (or a password) the comparison runs against a dummy hash, so it takes as long.
  const matches = await passwordMatches(input.password, user?.passwordHash, client.address);
  if (!user?.passwordHash || !matches) throw new DomainError("unauthenticated", MESSAGES.login.invalidCredentials);
  await Promise.all([resetRateLimit(emailKey), refundRateLimit(addressKey), refundRateLimit(accountKey)]);
  return { id: user.id, email: user.email, name: user.name, surname: user.surname, proof: user.passwordHash };
}

/**
 * Tells the owner that their password is being guessed, and where to ask for a sign-in link: once
 * per window of the account's counter, whichever server and request get here first (the outbox's
 * unique key).
 */
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
