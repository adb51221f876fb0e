import "server-only";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { createWorkerPool, type WorkerPool } from "@/lib/workers/pool";
import type { CleanJob, CleanResult } from "./clean-upload";

/** Real files need far less (docs/benchmarks.md); a job past either limit ends its thread. */
export const CLEAN_JOB_TIMEOUT_MS = 20_000;
/** sharp's pixels live outside the JavaScript heap, bounded by strip-metadata.ts. */
const CLEAN_JOB_HEAP_MB = 384;

/** The path is written out so Next's bundler builds the entry into a worker chunk of its own. */
export const spawnCleanWorker = () =>
  new Worker("./lib/uploads/clean.worker.ts", {
    resourceLimits: { maxOldGenerationSizeMb: CLEAN_JOB_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });

const shared = globalThis as unknown as { steppsCleanPool?: WorkerPool<CleanJob, CleanResult> };

/**
 * Half the cores by default: each thread may hold the largest picture allowed, so threads are memory
 * as well as CPU. Turns go round the members, so one member's uploads never hold everyone else's.
 */
export function cleanPool(): WorkerPool<CleanJob, CleanResult> {
  shared.steppsCleanPool ??= createWorkerPool<CleanJob, CleanResult>({
    name: "upload cleaning",
    size: getEnv().UPLOAD_WORKERS ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
    spawn: spawnCleanWorker,
    jobTimeoutMs: CLEAN_JOB_TIMEOUT_MS,
    onThreadLost: (error) => logger.warn("clean_pool.job_stopped", { reason: error.reason }),
  });
  return shared.steppsCleanPool;
}

export async function closeCleanPool(): Promise<void> {
  const pool = shared.steppsCleanPool;
  shared.steppsCleanPool = undefined;
  await pool?.close();
}
