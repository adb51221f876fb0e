import "server-only";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { createWorkerPool, type WorkerPool } from "@/lib/workers/pool";
import type { CleanJob, CleanResult } from "./clean-upload";

/**
 * What one cleaning job may take. Real files need far less: re-encoding the largest picture allowed
 * (25 megapixels) takes a few seconds and a document's few MB of XML well under one; the caps in
 * ./metadata refuse what is built to cost more. A job past either limit ends its thread.
 */
export const CLEAN_JOB_TIMEOUT_MS = 20_000;
/** JavaScript's heap per thread (sharp's pixels live outside it, bounded by strip-metadata.ts's limits). */
const CLEAN_JOB_HEAP_MB = 384;

/**
 * The pool's thread, with its memory limits. A path from the project's root, written out, so Next's
 * bundler builds the TypeScript entry into a worker chunk of its own (as for hash.worker.mjs).
 */
export const spawnCleanWorker = () =>
  new Worker("./lib/uploads/clean.worker.ts", {
    resourceLimits: { maxOldGenerationSizeMb: CLEAN_JOB_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });

const shared = globalThis as unknown as { steppsCleanPool?: WorkerPool<CleanJob, CleanResult> };

/**
 * This process's cleaning pool: UPLOAD_WORKERS threads, or half the cores (one on two): each may
 * hold the largest picture allowed, so threads are memory as well as CPU. Turns go round the
 * members with work waiting, so one member's uploads never hold everyone else's.
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

/** Ends this process's pool, if it started (tests, between files). */
export async function closeCleanPool(): Promise<void> {
  const pool = shared.steppsCleanPool;
  shared.steppsCleanPool = undefined;
  await pool?.close();
}
