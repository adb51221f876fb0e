import "server-only";
import type { Prisma } from "@prisma/client";
import { recordAudit, type Actor } from "@/lib/audit/log";
import { db } from "@/lib/db/client";
import { lockRows } from "@/lib/db/locks";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";
import { contactReplyMail } from "@/lib/mail/contact";
import { MESSAGES } from "@/lib/messages";
import { deliverSoon, queueMail } from "@/lib/outbox";
import { CONTACT } from "@/lib/routes";
import { CONTACT_INBOX_MESSAGES } from "./rules";
import type { ContactReplyInput, InboxFilter } from "./schemas";

type Tx = Prisma.TransactionClient;
const FORM_EXPIRED = MESSAGES.staffAdmin.formExpired;

export const INBOX_PAGE_SIZE = 25;
const PREVIEW_LENGTH = 160;

const MESSAGE_FIELDS = {
  fullName: true,
  email: true,
  subject: true,
  message: true,
  createdAt: true,
  answeredAt: true,
  _count: { select: { replies: true } },
} satisfies Prisma.ContactMessageSelect;

export const FORMER_STAFF = "a former staff member";

export interface InboxItem {
  id: string;
  fullName: string;
  email: string;
  subject: string;
  preview: string;
  createdAt: string;
  answeredAt: string | null;
  replies: number;
}

export interface InboxPage {
  items: InboxItem[];
  show: InboxFilter;
  page: number;
  pages: number;
  counts: Record<InboxFilter, number>;
}

const WHERE: Record<InboxFilter, Prisma.ContactMessageWhereInput> = {
  all: {},
  waiting: { answeredAt: null },
  answered: { answeredAt: { not: null } },
};

/** Waiting (null answeredAt) first, oldest on top; then answered, newest first: one ORDER BY. */
export async function listContactMessages(query: { show?: InboxFilter; page?: number } = {}): Promise<InboxPage> {
  const show = query.show ?? "all";
  const [waiting, answered] = await Promise.all([
    db.contactMessage.count({ where: WHERE.waiting }),
    db.contactMessage.count({ where: WHERE.answered }),
  ]);
  const counts = { all: waiting + answered, waiting, answered };
  const pages = Math.max(1, Math.ceil(counts[show] / INBOX_PAGE_SIZE));
  // An old link past the end still lands on messages.
  const page = Math.min(Math.max(query.page ?? 1, 1), pages);
  const rows = await db.contactMessage.findMany({
    where: WHERE[show],
    orderBy: [{ answeredAt: { sort: "desc", nulls: "first" } }, { createdAt: "asc" }, { id: "asc" }],
    skip: (page - 1) * INBOX_PAGE_SIZE,
    take: INBOX_PAGE_SIZE,
    select: { id: true, ...MESSAGE_FIELDS },
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      subject: row.subject,
      preview: row.message.length > PREVIEW_LENGTH ? `${row.message.slice(0, PREVIEW_LENGTH - 1)}…` : row.message,
      createdAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      replies: row._count.replies,
    })),
    show,
    page,
    pages,
    counts,
  };
}

export interface ContactThread {
  id: string;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  answeredAt: string | null;
  replies: { id: string; author: string; body: string; createdAt: string }[];
}

export async function contactThread(messageId: string): Promise<ContactThread | null> {
  const message = await db.contactMessage.findUnique({
    where: { id: messageId },
    include: { replies: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
  if (!message) return null;
  const authorIds = [...new Set(message.replies.flatMap((reply) => (reply.authorId ? [reply.authorId] : [])))];
  const authors = await db.user.findMany({
    where: { id: { in: authorIds } },
    select: { id: true, name: true, surname: true },
  });
  const nameOf = new Map(authors.map((author) => [author.id, `${author.name} ${author.surname}`.trim()]));
  return {
    id: message.id,
    fullName: message.fullName,
    email: message.email,
    subject: message.subject,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    answeredAt: message.answeredAt?.toISOString() ?? null,
    replies: message.replies.map((reply) => ({
      id: reply.id,
      author: (reply.authorId && nameOf.get(reply.authorId)) || FORMER_STAFF,
      body: reply.body,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/** Its state, never the sender's address or anyone's words. */
async function messageState(tx: Tx, messageId: string) {
  const message = await tx.contactMessage.findUnique({
    where: { id: messageId },
    select: MESSAGE_FIELDS,
  });
  if (!message) throw new DomainError("not-found", CONTACT_INBOX_MESSAGES.gone);
  return { message, state: { answered: message.answeredAt !== null, replies: message._count.replies } };
}

export interface ContactReplyResult {
  replyId: string;
  answered: boolean;
  /** False for a form sent twice: nothing new was written or e-mailed. */
  replied: boolean;
}

/**
 * Reply, outbox e-mail, answered mark and audit entry share one transaction. The form's unique token
 * makes a form sent twice reply once.
 */
export async function replyToContact(
  actor: Actor,
  input: ContactReplyInput,
  now = new Date(),
): Promise<ContactReplyResult> {
  let result: ContactReplyResult;
  try {
    result = await db.$transaction(async (tx) => {
      const { message, state } = await messageState(tx, input.messageId);
      if (!message.email) throw new DomainError("conflict", CONTACT_INBOX_MESSAGES.noAddress);
      const reply = await tx.contactReply.create({
        data: {
          messageId: input.messageId,
          authorId: actor.id,
          body: input.body,
          token: input.token,
          createdAt: now,
        },
      });
      await queueMail(tx, {
        key: `contact-reply:${input.token}`,
        message: contactReplyMail({
          to: message.email,
          subject: message.subject,
          original: message.message,
          sentAt: message.createdAt,
          reply: input.body,
          contactUrl: new URL(CONTACT.path, getEnv().APP_URL).toString(),
        }),
      });
      // Keeps the first answered time.
      const answered = state.answered || input.markAnswered;
      if (input.markAnswered && !state.answered) {
        await tx.contactMessage.update({ where: { id: input.messageId }, data: { answeredAt: now } });
      }
      await recordAudit(tx, actor, {
        action: "contact.reply",
        subjectType: "contact-message",
        subjectId: input.messageId,
        before: state,
        after: { answered, replies: state.replies + 1, reply: reply.id },
      });
      return { replyId: reply.id, answered, replied: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const earlier = await db.contactReply.findUnique({
      where: { token: input.token },
      select: { id: true, messageId: true, message: { select: { answeredAt: true } } },
    });
    // A token reused for another message is a stale or forged form, not a repeat.
    if (!earlier || earlier.messageId !== input.messageId) throw new DomainError("conflict", FORM_EXPIRED);
    return { replyId: earlier.id, answered: earlier.message.answeredAt !== null, replied: false };
  }
  deliverSoon();
  return result;
}

/** One conditional UPDATE, so of two identical presses only one changes and logs it. */
async function setAnswered(
  actor: Actor,
  messageId: string,
  answered: boolean,
  now: Date,
): Promise<{ changed: boolean }> {
  return db.$transaction(async (tx) => {
    const { state } = await messageState(tx, messageId);
    const { count } = await tx.contactMessage.updateMany({
      where: { id: messageId, answeredAt: answered ? null : { not: null } },
      data: { answeredAt: answered ? now : null },
    });
    if (count === 0) return { changed: false };
    await recordAudit(tx, actor, {
      action: answered ? "contact.answer" : "contact.reopen",
      subjectType: "contact-message",
      subjectId: messageId,
      before: state,
      after: { ...state, answered },
    });
    return { changed: true };
  });
}

export const markContactAnswered = (actor: Actor, messageId: string, now = new Date()) =>
  setAnswered(actor, messageId, true, now);

export const reopenContact = (actor: Actor, messageId: string, now = new Date()) =>
  setAnswered(actor, messageId, false, now);

/** The Privacy Policy promises "12 months after we last reply to you". */
export const KEEP_CONTACT_MONTHS = 12;

/** Candidates are locked first, so a reply being written meanwhile keeps its message alive. */
export async function pruneOldContactMessages(now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - KEEP_CONTACT_MONTHS);
  const expired = {
    createdAt: { lt: cutoff },
    OR: [{ answeredAt: null }, { answeredAt: { lt: cutoff } }],
    replies: { none: { createdAt: { gte: cutoff } } },
  };
  const { count } = await db.$transaction(async (tx) => {
    const ids = (await tx.contactMessage.findMany({ where: expired, select: { id: true } })).map((m) => m.id);
    if (!ids.length) return { count: 0 };
    await lockRows(tx, "ContactMessage", ids);
    return tx.contactMessage.deleteMany({ where: { id: { in: ids }, ...expired } });
  });
  return count;
}
