import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";

const REMEMBERED_MS = 180 * MS_PER_DAY;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export const newClientToken = () => randomBytes(24).toString("base64url");

/** Anything else is no browser at all. */
export const isClientToken = (value: string | null | undefined): value is string =>
  typeof value === "string" && /^[\w-]{32}$/.test(value);

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

/** Forgets the account's browsers unused for REMEMBERED_MS on the way. */
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

export function knownClientsOf(userId: string) {
  return db.knownClient.findMany({
    where: { userId },
    orderBy: { lastSeenAt: "desc" },
    select: { createdAt: true, lastSeenAt: true },
  });
}
