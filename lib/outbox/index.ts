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
  limit?: number;
  /** Checked before each claim, so a shutdown leaves nothing claimed. */
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
 * False if the claim is no longer this worker's. This write is all that stands between a delivered
 * message and a repeat, so a busy database gets a few more tries before the lease decides.
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
    // claimedUntil doubles as "not before" for the retry.
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
  try {
    if (!(await markSent(id, worker))) logger.warn("outbox.sent-claim-lost", { key: row.key, worker });
  } catch (error) {
    // Not recorded: once the lease runs out it goes again, with the same Message-ID.
    logger.error("outbox.sent-unrecorded", { key: row.key, error });
  }
  return "sent";
}

/** The claiming UPDATE repeats the "due and unclaimed" test, so two servers cannot both claim a row. */
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
      // One row's trouble must not hold up the rest of the round.
      result.failed += 1;
      logger.error("outbox.message-failed", { id, error });
    }
  }
  return result;
}

/**
 * Long enough to answer "did you send my receipt?", no longer (POPIA). Keys are not needed after that:
 * reminders are planned within days of a plan's end, and receipts are deduplicated by the subscription.
 */
export const KEEP_SENT_DAYS = 90;

/** Unsent rows, even abandoned ones, stay for a person to see. */
export async function pruneSentMail(now = new Date()): Promise<number> {
  const { count } = await db.outboxMail.deleteMany({
    where: { sentAt: { lt: new Date(now.getTime() - KEEP_SENT_DAYS * MS_PER_DAY) } },
  });
  return count;
}

/** On globalThis: each route's bundle has its own copy of this module. One drain at a time. */
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

/** So a receipt does not wait for the scheduler's next round, which still sends anything missed. */
export function deliverSoon(): void {
  try {
    after(startDrain);
  } catch {
    void startDrain(); // outside a request
  }
}

export async function outboxIdle(): Promise<void> {
  while (drain.running) await drain.running;
}
