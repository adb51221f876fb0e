import "server-only";
import { getEnv } from "@/lib/env";

/** When this process's scheduler started and last finished a round; apart, so /api/ready loads none of its work. */
export interface SchedulerBeat {
  intervalMs: number;
  startedAt: number;
  lastRoundEndedAt: number | null;
}

// On globalThis: each bundle has its own copy of this module, and a process runs one scheduler.
const shared = globalThis as unknown as { steppsSchedulerBeat?: SchedulerBeat };

/** Long enough for a slow round (a mail server timing out on a batch) to end, well short of a stopped loop. */
const lateAfter = (intervalMs: number) => 3 * intervalMs + 60_000;

export function startBeat(intervalMs: number): SchedulerBeat {
  shared.steppsSchedulerBeat = { intervalMs, startedAt: Date.now(), lastRoundEndedAt: null };
  return shared.steppsSchedulerBeat;
}

export function stopBeat(beat: SchedulerBeat): void {
  if (shared.steppsSchedulerBeat === beat) shared.steppsSchedulerBeat = undefined;
}

/**
 * "off" when SCHEDULER_INTERVAL_SECONDS is 0; "late" when no round has ended for three intervals and a
 * minute (counted from the start before the first round).
 */
export function schedulerState(now = Date.now()): "ok" | "late" | "off" | "not-started" {
  const beat = shared.steppsSchedulerBeat;
  if (!beat) return getEnv().SCHEDULER_INTERVAL_SECONDS === 0 ? "off" : "not-started";
  return now - (beat.lastRoundEndedAt ?? beat.startedAt) > lateAfter(beat.intervalMs) ? "late" : "ok";
}
