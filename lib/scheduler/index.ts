import "server-only";
import { pruneOldContactMessages } from "@/lib/contact/inbox";
import { db } from "@/lib/db/client";
import { releaseLapsedSeats } from "@/lib/entrepreneurship/memberships";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { deliverDueMail, pruneSentMail, type DeliveryResult } from "@/lib/outbox";
import { planPracticeReminders, type PlannedPracticeReminders } from "@/lib/stem/practice/reminders";
import { planReminders, type PlannedReminders } from "@/lib/subscriptions/reminders";
import { startBeat, stopBeat } from "./heartbeat";

/**
 * Runs inside every app server; each piece of work is claimed in the database first (unique outbox
 * key, conditional UPDATE), so several servers still do each thing once.
 */

export interface RoundOptions {
  now?: Date;
  leaseMs?: number;
  worker?: string;
  shouldStop?: () => boolean;
}

export interface RoundResult {
  reminders: PlannedReminders | null;
  practiceReminders: PlannedPracticeReminders | null;
  releasedSeats: number | null;
  delivered: DeliveryResult | null;
  pruned: number | null;
  prunedContact: number | null;
}

/** A failing step (planning) must not hold back the next (receipts). */
async function step<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    logger.error("scheduler.step-failed", { step: name, error });
    return null;
  }
}

/** Contact messages are kept only as long as the Privacy Policy allows. */
export async function runSchedulerRound(options: RoundOptions = {}): Promise<RoundResult> {
  const reminders = await step("reminders", () => planReminders(options.now));
  const practiceReminders = await step("practice-reminders", () => planPracticeReminders(options.now));
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
  return { reminders, practiceReminders, releasedSeats, delivered, pruned, prunedContact };
}

export interface Scheduler {
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  /** 0: off. */
  intervalMs?: number;
  round?: (options: RoundOptions) => Promise<unknown>;
}

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

// On globalThis: each bundle has its own copy of this module, and a process runs one scheduler.
const shared = globalThis as unknown as { steppsScheduler?: Scheduler };

/** The timer is set after each round ends, so rounds never overlap; unref'd, so it never keeps the process alive. */
export function startScheduler(options: SchedulerOptions = {}): Scheduler | null {
  const intervalMs = options.intervalMs ?? getEnv().SCHEDULER_INTERVAL_SECONDS * 1000;
  if (intervalMs <= 0) {
    logger.info("scheduler.off");
    return null;
  }
  if (shared.steppsScheduler) return shared.steppsScheduler;
  const round = options.round ?? runSchedulerRound;
  const beat = startBeat(intervalMs);

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
        beat.lastRoundEndedAt = Date.now();
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
      stopBeat(beat);
    },
  };
  shared.steppsScheduler = scheduler;

  // Prepended and once: it runs before the server's handlers and is gone before lib/db/shutdown.ts counts them.
  for (const signal of SIGNALS) process.prependOnceListener(signal, onSignal);
  schedule();
  logger.info("scheduler.started", { intervalMs });
  return scheduler;
}
