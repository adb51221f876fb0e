import type { User } from "@prisma/client";
import { db } from "@/lib/db/client";
import { hitRateLimit, peekRateLimit, resetRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import type { LoginInput } from "@/lib/validations/auth";
import { passwordMatches } from "./passwords";

/** Sign-in attempts per e-mail: every attempt counts, a successful one clears the count. */
export const LOGIN_EMAIL_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
/** Failed sign-ins per client address. Only failures count: a school's learners share one address. */
export const LOGIN_ADDRESS_LIMIT: RateLimitRule = { limit: 50, windowMs: 15 * 60 * 1000 };

export type CredentialCheck =
  | { ok: true; user: Pick<User, "id" | "email" | "name" | "surname"> }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * The one credential check, shared by POST /api/login and the next-auth Credentials provider.
 * A wrong password and an unknown e-mail get the same answer in the same time.
 */
export async function checkCredentials(input: LoginInput, clientAddress: string): Promise<CredentialCheck> {
  const emailKey = `login:email:${input.email}`;
  const addressKey = `login:address:${clientAddress}`;
  const [byEmail, byAddress] = await Promise.all([
    hitRateLimit(emailKey, LOGIN_EMAIL_LIMIT),
    peekRateLimit(addressKey, LOGIN_ADDRESS_LIMIT),
  ]);
  if (!byEmail.allowed || !byAddress.allowed) {
    return {
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: Math.max(byEmail.retryAfterSeconds, byAddress.retryAfterSeconds),
    };
  }

  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, email: true, name: true, surname: true, passwordHash: true },
  });
  if (!(await passwordMatches(input.password, user?.passwordHash))) {
    await hitRateLimit(addressKey, LOGIN_ADDRESS_LIMIT);
    return { ok: false, reason: "invalid" };
  }
  await resetRateLimit(emailKey);
  const { passwordHash: _, ...account } = user!;
  return { ok: true, user: account };
}
