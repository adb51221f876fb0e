import "server-only";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { getEnv } from "@/lib/env";

const REPORT_EVERY_MS = 1000;
const STARTED = Symbol.for("stepps.eventLoopDelay");

/**
 * For bench/race.mjs (BENCH_EVENT_LOOP): a line a second, and one per SIGUSR2 covering exactly the
 * burst. Written to stdout directly: the bench servers log warnings only.
 */
export function reportEventLoopDelay(): void {
  const registry = process as NodeJS.Process & { [STARTED]?: true };
  if (!getEnv().BENCH_EVENT_LOOP || registry[STARTED]) return;
  registry[STARTED] = true;
  const write = (event: string, histogram: ReturnType<typeof monitorEventLoopDelay>) => {
    const ms = (ns: number) => Number((ns / 1e6).toFixed(2));
    const line = {
      time: new Date().toISOString(),
      event,
      samples: histogram.count,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    histogram.reset();
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  const second = monitorEventLoopDelay({ resolution: 10 });
  const window = monitorEventLoopDelay({ resolution: 10 });
  second.enable();
  window.enable();
  setInterval(() => write("bench.event_loop_delay", second), REPORT_EVERY_MS).unref();
  process.on("SIGUSR2", () => write("bench.event_loop_window", window));
}
