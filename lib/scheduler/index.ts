import "server-only";
import { pruneOldContactMessages } from "@/lib/contact/inbox";
import { db } from "@/lib/db/client";
import { releaseLapsedSeats } from "@/lib/entrepreneurship/memberships";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { deliverDueMail, pruneSentMail, type DeliveryResult } from "@/lib/outbox";
import { planReminders, type PlannedReminders } from "@/lib/subscriptions/reminders";

/**
 * Work that runs on a clock, inside each app server (instrumentation.ts starts it), so a single
 * `npm run local` needs nothing else. Every server runs it: each piece of work is claimed in the
 * database first (a unique outbox key, a conditional UPDATE), so several servers at once still do
 * each thing once.
 */

export interface RoundOptions {
  now?: Date;
  /** The outbox claim's lease (tests shorten it). */
  leaseMs?: number;
  worker?: string;
  /** True once the server is stopping: the round sends nothing more. */
  shouldStop?: () => boolean;
}

export interface RoundResult {
  reminders: PlannedReminders | null;
  /** Group seats released because the members' access had lapsed. */
  releasedSeats: number | null;
  delivered: DeliveryResult | null;
  pruned: number | null;
  /** Contact messages deleted for being past their keeping time. */
  prunedContact: number | null;
}

/** Runs one step, logging its failure, so a failing step (planning) does not hold back the next (receipts). */
async function step<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    logger.error("scheduler.step-failed", { step: name, error });
    return null;
  }
}

/**
 * One round: plan the reminders that are due, release the group seats of members whose access lapsed,
 * send what the outbox holds, prune old sent mail, and delete contact messages kept as long as the
 * Privacy Policy allows.
 */
export async function runSchedulerRound(options: RoundOptions = {}): Promise<RoundResult> {
  const reminders = await step("reminders", () => planReminders(options.now));
  const releasedSeats = await step("seats", () => releaseLapsedSeats(db, options.now));
  const delivered = await step("delivery", () =>
    deliverDueMail({
      now: options.now,
      leaseMs: options.leaseMs,
      worker: options.worker,
      shouldStop: options.shouldStop,
    }),
  );
  const pruned = await step("prune", () => pruneSentMail(options.now));
  const prunedContact = await step("prune-contact", () => pruneOldContactMessages(options.now));
  return { reminders, releasedSeats, delivered, pruned, prunedContact };
}

export interface Scheduler {
  /** Stops the clock and waits for a round in progress to finish its current message. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  /** Between the end of one round and the start of the next; SCHEDULER_INTERVAL_SECONDS by default. 0: off. */
  intervalMs?: number;
  /** The round to run (tests pass their own). */
  round?: (options: RoundOptions) => Promise<unknown>;
}

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

// On globalThis: each bundle has its own copy of this module, and a process runs one scheduler.
const shared = globalThis as unknown as { steppsScheduler?: Scheduler };

/**
 * Starts this process's scheduler, once. A timer set after each round ends, so rounds never overlap
 * in a process however long one takes; unref'd, so it never keeps a process alive. A round's failure
 * is logged and the next round comes as usual. On SIGTERM or SIGINT it stops before the server exits.
 */
export function startScheduler(options: SchedulerOptions = {}): Scheduler | null {
  const intervalMs = options.intervalMs ?? getEnv().SCHEDULER_INTERVAL_SECONDS * 1000;
  if (intervalMs <= 0) {
    logger.info("scheduler.off");
    return null;
  }
  if (shared.steppsScheduler) return shared.steppsScheduler;
  const round = options.round ?? runSchedulerRound;

  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;

  const tick = () => {
    timer = undefined;
    if (stopping) return;
    current = round({ shouldStop: () => stopping })
      .then(
        (result) => logger.debug("scheduler.round", { result }),
        (error: unknown) => logger.error("scheduler.round-failed", { error }),
      )
      .finally(() => {
        current = null;
        schedule();
      });
  };
  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };

  const onSignal = (signal: NodeJS.Signals) => {
    void scheduler.stop();
    logger.info("scheduler.stopped", { signal });
    // With nobody else listening (outside next start), exit as Node would have.
    if (process.listenerCount(signal) === 0) process.exit(signal === "SIGTERM" ? 143 : 130);
  };
  const scheduler: Scheduler = {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      for (const signal of SIGNALS) process.off(signal, onSignal);
      await current;
      if (shared.steppsScheduler === scheduler) shared.steppsScheduler = undefined;
    },
  };
  shared.steppsScheduler = scheduler;

  // Prepended and once: it runs before the server's own handlers and is gone by the time
  // lib/db/shutdown.ts counts who else handles SIGTERM.
  for (const signal of SIGNALS) process.prependOnceListener(signal, onSignal);
  schedule();
  logger.info("scheduler.started", { intervalMs });
  return scheduler;
}
