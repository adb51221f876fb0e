import "server-only";
import type { User } from "@prisma/client";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { hitRateLimit, rateLimitKey, refundRateLimit, resetRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { passwordMatches } from "./passwords";
import type { LoginInput } from "./schemas";

/**
 * Sign-in attempts for one e-mail from one client address: every attempt counts, a successful one
 * clears the count. Keyed by both, so a stranger guessing from elsewhere never locks the owner out.
 */
export const LOGIN_EMAIL_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
/** Failed sign-ins per client address. Only failures count: a school's learners share one address. */
export const LOGIN_ADDRESS_LIMIT: RateLimitRule = { limit: 50, windowMs: 15 * 60 * 1000 };

export interface SignedInUser extends Pick<User, "id" | "email" | "name" | "surname"> {
  /**
   * The password hash the password was checked against: a session opens only while it is still the
   * account's (lib/sessions/records.ts), so a reset or a takeover that lands during the check wins.
   */
  proof: string;
}

/**
 * The one credential check, shared by POST /api/login, the sign-in form and the next-auth
 * Credentials provider. A wrong password and an unknown e-mail get the same answer in the same time
 * (unauthenticated, "Invalid credentials"); too many attempts are refused as rate-limited. Both
 * counters count every attempt up front, in one statement each, so they are exact however many
 * arrive at once; a success clears the e-mail's count and takes its hit back from the address's.
 */
export async function checkCredentials(input: LoginInput, clientAddress: string): Promise<SignedInUser> {
  const emailKey = rateLimitKey("email", input.email, `sign-in-from:${clientAddress}`);
  const addressKey = rateLimitKey("address", clientAddress, "sign-in-failures");
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
    select: { id: true, email: true, name: true, surname: true, passwordHash: true },
  });
  // Without a user (or a password) the comparison runs against a dummy hash, so it takes as long.
  const matches = await passwordMatches(input.password, user?.passwordHash, clientAddress);
  if (!user?.passwordHash || !matches) throw new DomainError("unauthenticated", MESSAGES.login.invalidCredentials);
  await Promise.all([resetRateLimit(emailKey), refundRateLimit(addressKey)]);
  return { id: user.id, email: user.email, name: user.name, surname: user.surname, proof: user.passwordHash };
}
