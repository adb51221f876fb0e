import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { EmailTokenPurpose, Prisma } from "@prisma/client";
import { MS_PER_DAY, MS_PER_HOUR } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import type { EmailLinkProblem } from "./rules";

export const LINK_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: MS_PER_DAY,
  reset_password: MS_PER_HOUR,
  sign_in: 15 * 60 * 1000,
};

const ACCOUNT_OPENING_LINKS: EmailTokenPurpose[] = ["reset_password", "sign_in"];

/** A link sent earlier (to a mailbox someone else may read by then) must not outlive the owner's rescue. */
export function endAccountLinks(tx: Prisma.TransactionClient, userId: string) {
  return tx.emailToken.deleteMany({ where: { userId, purpose: { in: ACCOUNT_OPENING_LINKS }, usedAt: null } });
}

const digest = (secret: string) => createHash("sha256").update(secret).digest();

/** Only the secret's SHA-256 is stored, so a database copy yields no working links. Only the newest works. */
export async function issueEmailLink(
  user: { id: string; email: string },
  purpose: EmailTokenPurpose,
  { now = new Date(), newAccount = false }: { now?: Date; newAccount?: boolean } = {},
): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  const create = db.emailToken.create({
    data: {
      userId: user.id,
      purpose,
      email: user.email,
      tokenHash: digest(secret).toString("hex"),
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
      createdAt: now,
    },
    select: { id: true },
  });
  const row = newAccount
    ? await create
    : // Row locked first: of two links asked for at once, one stays live.
      (
        await db.$transaction([
          lockRow(db, "User", user.id),
          db.emailToken.deleteMany({ where: { userId: user.id, purpose, usedAt: null } }),
          create,
        ])
      )[2];
  return `${row.id}.${secret}`;
}

export interface EmailLink {
  id: string;
  userId: string;
  email: string;
  purpose: EmailTokenPurpose;
}

/** Checks without using it (the page shows a form; its action uses the link). Secret compared in constant time. */
export async function checkEmailLink(token: string, purpose: EmailTokenPurpose, now = new Date()): Promise<EmailLink> {
  const messages = MESSAGES.emailLink;
  const [id = "", secret = "", ...rest] = token.split(".");
  const row =
    id && secret && !rest.length
      ? await db.emailToken.findUnique({
          where: { id },
          select: {
            userId: true,
            purpose: true,
            tokenHash: true,
            email: true,
            expiresAt: true,
            usedAt: true,
            user: { select: { email: true } },
          },
        })
      : null;
  // Compared against zeros without a row, so an unknown id takes as long as a wrong secret.
  const stored = row ? Buffer.from(row.tokenHash, "hex") : Buffer.alloc(32);
  const matches = timingSafeEqual(stored, digest(secret)) && Boolean(row);
  if (!row || !matches || row.purpose !== purpose || row.user.email !== row.email) {
    throw new DomainError("not-found", messages.unknown);
  }
  if (row.usedAt) throw new DomainError("conflict", messages.used);
  if (row.expiresAt <= now) throw new DomainError("gone", messages.expired);
  return { id, userId: row.userId, email: row.email, purpose: row.purpose };
}

/** The claim is a conditional update in `apply`'s transaction, so of two concurrent uses exactly one applies. */
export async function consumeEmailLink<T>(
  link: EmailLink,
  apply: (tx: Prisma.TransactionClient) => Promise<T>,
  now = new Date(),
): Promise<T> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.emailToken.updateMany({
      where: { id: link.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (count !== 1) {
      const row = await tx.emailToken.findUnique({ where: { id: link.id }, select: { usedAt: true } });
      if (!row) throw new DomainError("not-found", MESSAGES.emailLink.unknown); // replaced by a newer link
      throw row.usedAt
        ? new DomainError("conflict", MESSAGES.emailLink.used)
        : new DomainError("gone", MESSAGES.emailLink.expired);
    }
    return apply(tx);
  });
}

export async function emailLinkFormProps(
  token: string | string[] | undefined,
  purpose: EmailTokenPurpose,
): Promise<{ token: string; email?: string; problem?: EmailLinkProblem }> {
  const { link, problem } = await inspectEmailLink(token, purpose);
  return link ? { token: String(Array.isArray(token) ? token[0] : token), email: link.email } : { token: "", problem };
}

export async function inspectEmailLink(
  token: string | string[] | undefined,
  purpose: EmailTokenPurpose,
): Promise<{ link: EmailLink; problem?: never } | { link?: never; problem: EmailLinkProblem }> {
  const value = Array.isArray(token) ? token[0] : token;
  try {
    if (!value || value.length > 200) throw new DomainError("not-found", MESSAGES.emailLink.unknown);
    return { link: await checkEmailLink(value, purpose) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const kind = error.kind === "gone" ? "expired" : error.kind === "conflict" ? "used" : "unknown";
    return { problem: { kind, message: error.message } };
  }
}
