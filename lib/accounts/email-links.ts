import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { EmailTokenPurpose, Prisma } from "@prisma/client";
import { MS_PER_DAY, MS_PER_HOUR } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import type { EmailLinkProblem } from "./rules";

/** How long each kind of link works. */
export const LINK_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: MS_PER_DAY,
  reset_password: MS_PER_HOUR,
  sign_in: 15 * 60 * 1000,
};

/** The links that open an account (reset its password, or sign in), as opposed to confirming its address. */
const ACCOUNT_OPENING_LINKS: EmailTokenPurpose[] = ["reset_password", "sign_in"];

/**
 * Ends every unused link that opens the account, inside the caller's transaction: when its password
 * changes, when it signs out everywhere, and after a reset. A link sent earlier (to a mailbox someone
 * else may read by then) must not outlive the owner's rescue of the account.
 */
export function endAccountLinks(tx: Prisma.TransactionClient, userId: string) {
  return tx.emailToken.deleteMany({ where: { userId, purpose: { in: ACCOUNT_OPENING_LINKS }, usedAt: null } });
}

const digest = (secret: string) => createHash("sha256").update(secret).digest();

/**
 * A new link for an account: `<id>.<secret>`, 32 random bytes of secret. Only the secret's SHA-256
 * is stored, so a copy of the database cannot be turned into working links. Earlier unused links of
 * the same kind are deleted: only the newest one works. A new account has none (`newAccount`), so
 * its first link is one insert.
 */
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
    : // The account's row locked first: two links asked for at once replace each other, one stays live.
      (
        await db.$transaction([
          lockRow(db, "User", user.id),
          db.emailToken.deleteMany({ where: { userId: user.id, purpose, usedAt: null } }),
          create,
        ])
      )[2];
  return `${row.id}.${secret}`;
}

/** A link that works: whose account it opens, and the address it was sent to. */
export interface EmailLink {
  id: string;
  userId: string;
  email: string;
  purpose: EmailTokenPurpose;
}

/**
 * Checks a link without using it (the page it opens shows a form; the form's action uses it). Its
 * secret must match, compared in constant time; it must be of this kind, unused and unexpired; and the
 * account must still have the address it was sent to. Each refusal has its own page: an unknown,
 * damaged or replaced link is not-found, a used one conflict, an expired one gone.
 */
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
  // Compared even without a row, against zeros, so an unknown id takes as long as a wrong secret.
  const stored = row ? Buffer.from(row.tokenHash, "hex") : Buffer.alloc(32);
  const matches = timingSafeEqual(stored, digest(secret)) && Boolean(row);
  if (!row || !matches || row.purpose !== purpose || row.user.email !== row.email) {
    throw new DomainError("not-found", messages.unknown);
  }
  if (row.usedAt) throw new DomainError("conflict", messages.used);
  if (row.expiresAt <= now) throw new DomainError("gone", messages.expired);
  return { id, userId: row.userId, email: row.email, purpose: row.purpose };
}

/**
 * Uses a checked link, once, together with what it is for: the claim is a conditional update in the
 * same transaction as `apply`, so of two uses at once exactly one applies and the other is refused
 * as used (or expired, or replaced, if that happened in between).
 */
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

/** What a link's page hands its form: the token and address while the link is usable, else its problem. */
export async function emailLinkFormProps(
  token: string | string[] | undefined,
  purpose: EmailTokenPurpose,
): Promise<{ token: string; email?: string; problem?: EmailLinkProblem }> {
  const { link, problem } = await inspectEmailLink(token, purpose);
  return link ? { token: String(Array.isArray(token) ? token[0] : token), email: link.email } : { token: "", problem };
}

/** A link as its page sees it on arrival: usable (and for which address), or its problem. */
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
