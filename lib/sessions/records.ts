import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";

/** Each use renews the token (next-auth's rolling session). */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const MAX_AGE_MS = SESSION_MAX_AGE_SECONDS * 1000;
/** So reading a session rarely writes. */
const SEEN_EVERY_MS = MS_PER_DAY;
/** Phones, a laptop and a school computer; a sign-in past it ends the longest unused ones. */
export const MAX_LIVE_SESSIONS = 10;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  surname: string;
  sessionId: string;
}

const userSelect = { id: true, email: true, name: true, surname: true } as const;

/**
 * With `proof`, the record is made only while that hash is still the account's, so a reset or
 * takeover that commits during the slow password check is never followed by a session for the old one.
 */
export async function openSession(
  userId: string,
  { proof, device = null, now = new Date() }: { proof?: string; device?: string | null; now?: Date } = {},
): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  await db.$transaction(async (tx) => {
    // Locked first: a reset or takeover either commits before the hash is read below, or waits and
    // then ends this session too.
    await lockRow(tx, "User", userId);
    await tx.userSession.deleteMany({
      where: { userId, OR: [{ endedAt: { not: null } }, { lastSeenAt: { lt: new Date(now.getTime() - MAX_AGE_MS) } }] },
    });
    if (proof !== undefined) {
      const user = await tx.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
      if (user?.passwordHash !== proof) throw new DomainError("unauthenticated", MESSAGES.login.invalidCredentials);
    }
    await tx.userSession.create({ data: { id, userId, createdAt: now, lastSeenAt: now, device } });
    const surplus = await tx.userSession.findMany({
      where: { userId, endedAt: null },
      orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      skip: MAX_LIVE_SESSIONS,
      select: { id: true },
    });
    if (surplus.length) {
      await tx.userSession.updateMany({ where: { id: { in: surplus.map((s) => s.id) } }, data: { endedAt: now } });
    }
  });
  return id;
}

export async function liveSessionsOf(userId: string, now = new Date()) {
  return db.userSession.findMany({
    where: { userId, endedAt: null, lastSeenAt: { gt: new Date(now.getTime() - MAX_AGE_MS) } },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    select: { id: true, device: true, createdAt: true, lastSeenAt: true },
  });
}

/** Not-found for anyone else's. */
export async function endOwnSession(userId: string, sessionId: string, now = new Date()): Promise<void> {
  const { count } = await db.userSession.updateMany({
    where: { id: sessionId, userId, endedAt: null },
    data: { endedAt: now },
  });
  if (count !== 1) throw new DomainError("not-found", MESSAGES.account.sessionGone);
}

/** One query, the one every page and handler already made for the user. */
export async function findSessionUser(
  sessionId: string | undefined | null,
  userId: string | undefined | null,
  now = new Date(),
): Promise<SessionUser | null> {
  if (!sessionId || !userId) return null;
  const session = await db.userSession.findUnique({
    where: { id: sessionId },
    select: { userId: true, endedAt: true, lastSeenAt: true, user: { select: userSelect } },
  });
  if (!session || session.userId !== userId || session.endedAt) return null;
  if (session.lastSeenAt.getTime() <= now.getTime() - MAX_AGE_MS) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db.userSession.updateMany({ where: { id: sessionId, endedAt: null }, data: { lastSeenAt: now } });
  }
  return { ...session.user, sessionId };
}

export async function endSessionRecord(sessionId: string | undefined | null, now = new Date()): Promise<void> {
  if (!sessionId) return;
  await db.userSession.updateMany({ where: { id: sessionId, endedAt: null }, data: { endedAt: now } });
}

export async function endAllSessions(
  userId: string,
  now = new Date(),
  client: Prisma.TransactionClient = db,
  { except }: { except?: string } = {},
): Promise<number> {
  const { count } = await client.userSession.updateMany({
    where: { userId, endedAt: null, ...(except ? { id: { not: except } } : {}) },
    data: { endedAt: now },
  });
  return count;
}
