import "server-only";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { createWorkerPool, type WorkerPool } from "@/lib/workers/pool";

/** Answered by lib/accounts/hash.worker.mjs with { id, value } or { id, error }. */
export type HashJob =
  { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };

export interface HashPoolOptions {
  size: number;
  /** Tests pass their own (one that fails on purpose). */
  spawn?: () => Worker;
  onThreadLost?: (error: Error) => void;
}

export interface HashPool extends Omit<WorkerPool<HashJob, string | boolean>, "run"> {
  hash(client: string, password: string, cost: number): Promise<string>;
  compare(client: string, password: string, hash: string): Promise<boolean>;
}

/**
 * A literal path from the project root, so Next's bundler makes it a worker entry of its own.
 * (`new URL(…, import.meta.url)` also works but publishes the file under /_next/static.)
 */
export const spawnHashWorker = () => new Worker("./lib/accounts/hash.worker.mjs");

/** bcryptjs is JavaScript: on the main thread each hash would block the server. Round robin per client. */
export function createHashPool({ size, spawn = spawnHashWorker, onThreadLost }: HashPoolOptions): HashPool {
  const pool = createWorkerPool<HashJob, string | boolean>({ name: "password hashing", size, spawn, onThreadLost });
  return {
    size,
    hash: (client, password, cost) => pool.run(client, { op: "hash", password, cost }) as Promise<string>,
    compare: (client, password, hash) => pool.run(client, { op: "compare", password, hash }) as Promise<boolean>,
    stats: pool.stats,
    close: pool.close,
  };
}

const shared = globalThis as unknown as { steppsHashPool?: HashPool };

/** On globalThis: each route bundle has its own copy of this module, but threads are per process. */
export function hashPool(): HashPool {
  shared.steppsHashPool ??= createHashPool({
    size: getEnv().HASH_WORKERS ?? os.availableParallelism(),
    onThreadLost: (error) => logger.error("hash_pool.thread_lost", { error }),
  });
  return shared.steppsHashPool;
}

export async function closeHashPool(): Promise<void> {
  const pool = shared.steppsHashPool;
  shared.steppsHashPool = undefined;
  await pool?.close();
}
