import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Prisma } from "@prisma/client";
import { after } from "next/server";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { logger } from "@/lib/logger";
import { sendMail, type MailMessage } from "@/lib/mail/send";

/**
 * Mail that goes out once: queued in the transaction of what it reports under a unique key, then
 * claimed by one conditional UPDATE as a lease another server takes over if the sender dies. Marked
 * sent right after SMTP's "250"; a crash in between repeats it with the same Message-ID.
 */

type Client = Prisma.TransactionClient | typeof db;

export interface QueuedMail {
  /** Unique, e.g. "receipt:<reference>". */
  key: string;
  /** Their queued mail goes with their account. */
  userId?: string | null;
  message: MailMessage;
  dueAt?: Date;
}

const rowOf = (mail: QueuedMail) => {
  const { to, subject, text, html } = mail.message;
  return { key: mail.key, userId: mail.userId ?? null, to, subject, text, html, dueAt: mail.dueAt ?? new Date() };
};

/** A key queued already is a caller bug: it throws. */
export async function queueMail(tx: Client, mail: QueuedMail): Promise<void> {
  await tx.outboxMail.create({ data: rowOf(mail) });
}

/** For a reminder two servers may plan at once. */
export async function queueMailOnce(mail: QueuedMail): Promise<boolean> {
  try {
    await queueMail(db, mail);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Far longer than nodemailer's 30 s timeout for one SMTP conversation. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
/** Times the attempts so far. */
export const RETRY_STEP_MS = 60 * 1000;
/** Then it needs a person; the row stays with its last error. */
export const MAX_ATTEMPTS = 8;

/** Random part, so two processes never share it. */
export const WORKER_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export interface DeliveryOptions {
  now?: Date;
  worker?: string;
  leaseMs?: number;
  /** The most messages one round sends. */
  limit?: number;
  /** Asked before each claim: true stops the round (the server is shutting down), so nothing is left claimed. */
  shouldStop?: () => boolean;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

const dueWhere = (now: Date): Prisma.OutboxMailWhereInput => ({
  sentAt: null,
  dueAt: { lte: now },
  attempts: { lt: MAX_ATTEMPTS },
  OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
});

/**
 * Marks a row sent, if the claim is still this worker's: false when it is not (the row was deleted
 * with its member's account mid-send, or the lease ran out and another worker took it over). This
 * write is what stands between a delivered message and a repeat, so a busy database (the lock held
 * past the busy timeout) gets a few more tries before the lease decides.
 */
async function markSent(id: string, worker: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { count } = await db.outboxMail.updateMany({
        where: { id, claimedBy: worker },
        data: { sentAt: new Date(), lastError: null },
      });
      return count === 1;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

type Outcome = "sent" | "failed" | "skipped";

/** Claims, sends and records one row. */
async function deliverOne(id: string, now: Date, worker: string, lease: number): Promise<Outcome> {
  const claimedAt = new Date();
  const claim = await db.outboxMail.updateMany({
    where: { id, ...dueWhere(now) },
    data: { claimedBy: worker, claimedUntil: new Date(claimedAt.getTime() + lease), attempts: { increment: 1 } },
  });
  if (claim.count !== 1) return "skipped"; // another server has it
  const row = await db.outboxMail.findUnique({ where: { id } });
  if (!row) return "skipped"; // deleted with its member's account since the claim
  try {
    await sendMail({
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      messageId: `<${row.id}@outbox.stepps>`,
    });
  } catch (error) {
    logger.error("outbox.failed", { key: row.key, attempts: row.attempts, error });
    // claimedUntil doubles as "not before" for the retry; only this worker's own claim is released.
    await db.outboxMail.updateMany({
      where: { id, claimedBy: worker },
      data: {
        claimedBy: null,
        claimedUntil: new Date(Date.now() + RETRY_STEP_MS * row.attempts),
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
      },
    });
    return "failed";
  }
  // The mail server has it, so it counts as sent whatever the record says.
  try {
    if (!(await markSent(id, worker))) logger.warn("outbox.sent-claim-lost", { key: row.key, worker });
  } catch (error) {
    // Not recorded: once the lease runs out it goes again, with the same Message-ID.
    logger.error("outbox.sent-unrecorded", { key: row.key, error });
  }
  return "sent";
}

/**
 * Sends what is due. Each row is claimed with one UPDATE whose WHERE repeats the "due and unclaimed"
 * test, so two servers reading the same row cannot both claim it: the database applies one UPDATE,
 * and the other finds the row claimed and changes nothing.
 */
export async function deliverDueMail(options: DeliveryOptions = {}): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  const worker = options.worker ?? WORKER_ID;
  const lease = options.leaseMs ?? CLAIM_LEASE_MS;
  const candidates = await db.outboxMail.findMany({
    where: dueWhere(now),
    orderBy: { dueAt: "asc" },
    take: options.limit ?? 50,
    select: { id: true },
  });
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const { id } of candidates) {
    if (options.shouldStop?.()) break;
    try {
      const outcome = await deliverOne(id, now, worker, lease);
      if (outcome !== "skipped") result[outcome] += 1;
    } catch (error) {
      // One row's trouble (a locked database, a row gone mid-way) must not hold up the rest of the round.
      result.failed += 1;
      logger.error("outbox.message-failed", { id, error });
    }
  }
  return result;
}

/**
 * Sent rows are kept this long, then deleted: long enough to answer "did you send my receipt?", and
 * no longer, because each holds a member's address and words about them (POPIA: keep no longer than
 * needed). Their keys are not needed after that: a reminder is only planned within days of its
 * plan's end, and a payment grants (and queues its receipt) once, by its subscription's reference.
 */
export const KEEP_SENT_DAYS = 90;

/** Deletes sent mail older than KEEP_SENT_DAYS. Unsent rows, even abandoned ones, stay for a person to see. */
export async function pruneSentMail(now = new Date()): Promise<number> {
  const { count } = await db.outboxMail.deleteMany({
    where: { sentAt: { lt: new Date(now.getTime() - KEEP_SENT_DAYS * MS_PER_DAY) } },
  });
  return count;
}

/**
 * This process's background delivery, on globalThis because each route's bundle has its own copy of
 * this module: one drain at a time, and a request that asks while one runs makes it go round again.
 */
const shared = globalThis as unknown as { steppsOutboxDrain?: { running: Promise<void> | null; again: boolean } };
const drain = (shared.steppsOutboxDrain ??= { running: null, again: false });

async function drainOutbox(): Promise<void> {
  do {
    drain.again = false;
    try {
      await deliverDueMail();
    } catch (error) {
      logger.error("outbox.round-failed", { error });
    }
  } while (drain.again);
}

function startDrain(): Promise<void> {
  if (drain.running) {
    drain.again = true;
    return drain.running;
  }
  drain.running = drainOutbox().finally(() => {
    drain.running = null;
  });
  return drain.running;
}

/**
 * Sends what is due once the answer to the request has gone, so a receipt or a reply does not wait
 * for the scheduler's next round. The scheduler still sends anything this misses.
 */
export function deliverSoon(): void {
  try {
    after(startDrain);
  } catch {
    void startDrain(); // outside a request
  }
}

/** Resolves when this process's background delivery has finished (shutdown, and tests). */
export async function outboxIdle(): Promise<void> {
  while (drain.running) await drain.running;
}
