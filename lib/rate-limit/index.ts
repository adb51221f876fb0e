import "server-only";
import type { Prisma } from "@prisma/client";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
  count: number;
  windowStartMs: number;
}

/** Keys start `subject:value`: data download and account deletion find an account's counters so. */
export type RateLimitSubject = "email" | "address" | "user";

export function rateLimitKey(subject: RateLimitSubject, value: string, purpose: string): string {
  return `${subject}:${value}:${purpose}`;
}

/** Expired counters are deleted at most this often per process, on the way to counting another. */
const PURGE_EVERY_MS = 60_000;
const shared = globalThis as unknown as { steppsRateLimitPurgedAt?: number };

async function purgeExpired(now: number) {
  if (now - (shared.steppsRateLimitPurgedAt ?? 0) < PURGE_EVERY_MS) return;
  shared.steppsRateLimitPurgedAt = now;
  await db.rateLimit.deleteMany({ where: { expiresAtMs: { lt: now } } });
}

/** One upsert reads and writes, so concurrent requests on several servers count exactly. */
export async function hitRateLimit(key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  await purgeExpired(now);
  const expiredBefore = now - rule.windowMs;
  const rows = await db.$queryRaw<{ count: number | bigint; windowStartMs: number | bigint }[]>`
    INSERT INTO "RateLimit" ("key", "count", "windowStartMs", "expiresAtMs") VALUES (${key}, 1, ${now}, ${now + rule.windowMs})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStartMs" <= ${expiredBefore} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "windowStartMs" = CASE WHEN "RateLimit"."windowStartMs" <= ${expiredBefore} THEN ${now} ELSE "RateLimit"."windowStartMs" END,
      "expiresAtMs" = CASE WHEN "RateLimit"."windowStartMs" <= ${expiredBefore} THEN ${now + rule.windowMs} ELSE "RateLimit"."windowStartMs" + ${rule.windowMs} END
    RETURNING "count", "windowStartMs"`;
  const count = Number(rows[0].count);
  const windowStartMs = Number(rows[0].windowStartMs);
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + rule.windowMs - now) / 1000)),
    count,
    windowStartMs,
  };
}

export async function enforceRateLimit(key: string, rule: RateLimitRule, message: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(key, rule);
  if (!allowed) throw new DomainError("rate-limited", message, { retryAfterSeconds });
}

/** For an attempt that turned out not to count (a sign-in that succeeded). */
export async function refundRateLimit(key: string): Promise<void> {
  await db.rateLimit.updateMany({ where: { key, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

export async function resetRateLimit(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}

const prefixesOf = (account: { userId: string; email: string }) => [
  rateLimitKey("email", account.email, ""),
  rateLimitKey("user", account.userId, ""),
];

/** LIKE narrows; "_" and "%" are legal in addresses, so each key is rechecked exactly. */
async function keysStartingWith(client: Prisma.TransactionClient, prefixes: string[], now?: number) {
  const rows = await client.rateLimit.findMany({
    where: {
      OR: prefixes.map((prefix) => ({ key: { startsWith: prefix } })),
      ...(now === undefined ? {} : { expiresAtMs: { gte: now } }),
    },
    select: { key: true },
  });
  return rows.map((row) => row.key).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

export async function rateLimitsOf(account: { userId: string; email: string }, now = Date.now()) {
  const rows = await db.rateLimit.findMany({
    where: { key: { in: await keysStartingWith(db, prefixesOf(account), now) } },
    orderBy: { key: "asc" },
  });
  return rows.map((row) => ({
    purpose: row.key.split(":").slice(2).join(":"),
    count: row.count,
    until: new Date(Number(row.expiresAtMs)),
  }));
}

export function forgetRateLimitsOf(tx: Prisma.TransactionClient, account: { userId: string; email: string }) {
  return forgetRateLimits(tx, prefixesOf(account));
}

export async function forgetRateLimits(tx: Prisma.TransactionClient, prefixes: string[]) {
  return tx.rateLimit.deleteMany({ where: { key: { in: await keysStartingWith(tx, prefixes) } } });
}
