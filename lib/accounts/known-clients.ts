import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";

/** A browser stays known to an account this long after its last sign-in. */
const REMEMBERED_MS = 180 * MS_PER_DAY;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new browser's value for its client cookie: 24 random bytes. */
export const newClientToken = () => randomBytes(24).toString("base64url");

/** Whether a cookie's value could be one newClientToken made (anything else is no browser at all). */
export const isClientToken = (value: string | null | undefined): value is string =>
  typeof value === "string" && /^[\w-]{32}$/.test(value);

/** Whether this browser has signed in to the account within REMEMBERED_MS. */
export async function isKnownClient(
  userId: string,
  token: string | null | undefined,
  now = new Date(),
): Promise<boolean> {
  if (!isClientToken(token)) return false;
  const row = await db.knownClient.findUnique({
    where: { userId_tokenHash: { userId, tokenHash: digest(token) } },
    select: { lastSeenAt: true },
  });
  return Boolean(row && row.lastSeenAt.getTime() > now.getTime() - REMEMBERED_MS);
}

/** Remembers a sign-in from this browser; the account's browsers unused for REMEMBERED_MS are forgotten on the way. */
export async function rememberClient(userId: string, token: string, now = new Date()): Promise<void> {
  const tokenHash = digest(token);
  await db.$transaction([
    db.knownClient.deleteMany({ where: { userId, lastSeenAt: { lt: new Date(now.getTime() - REMEMBERED_MS) } } }),
    db.knownClient.upsert({
      where: { userId_tokenHash: { userId, tokenHash } },
      create: { userId, tokenHash, createdAt: now, lastSeenAt: now },
      update: { lastSeenAt: now },
    }),
  ]);
}

/** An account's known browsers, for "Download my data": when each first and last signed in. */
export function knownClientsOf(userId: string) {
  return db.knownClient.findMany({
    where: { userId },
    orderBy: { lastSeenAt: "desc" },
    select: { createdAt: true, lastSeenAt: true },
  });
}
