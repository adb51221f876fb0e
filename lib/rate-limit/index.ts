import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window and says whether it is allowed. A single
 * upsert does the read and the write, so concurrent requests on several servers count exactly.
 */
export async function hitRateLimit(key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const expiredBefore = now - rule.windowMs;
  const rows = await db.$queryRaw<{ count: number | bigint; windowStartMs: number | bigint }[]>`
    INSERT INTO "RateLimit" ("key", "count", "windowStartMs") VALUES (${key}, 1, ${now})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStartMs" <= ${expiredBefore} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "windowStartMs" = CASE WHEN "RateLimit"."windowStartMs" <= ${expiredBefore} THEN ${now} ELSE "RateLimit"."windowStartMs" END
    RETURNING "count", "windowStartMs"`;
  const count = Number(rows[0].count);
  const windowEndsMs = Number(rows[0].windowStartMs) + rule.windowMs;
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsMs - now) / 1000)),
  };
}

/** Forgets a key, e.g. after a successful sign-in. */
export async function resetRateLimit(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}

/** Whether `key` is still under its limit, without counting a hit. */
export async function peekRateLimit(key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const row = await db.rateLimit.findUnique({ where: { key } });
  const windowStartMs = row ? Number(row.windowStartMs) : now;
  if (!row || windowStartMs <= now - rule.windowMs || row.count < rule.limit)
    return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + rule.windowMs - now) / 1000)) };
}

/** Counts one hit against `key` and refuses (rate-limited, with when to try again) once it is over the limit. */
export async function enforceRateLimit(key: string, rule: RateLimitRule, message: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(key, rule);
  if (!allowed) throw new DomainError("rate-limited", message, { retryAfterSeconds });
}
