import "server-only";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { createWorkerPool, type WorkerPool } from "@/lib/workers/pool";

/** What a hashing thread is asked to do (lib/accounts/hash.worker.mjs answers { id, value } or { id, error }). */
export type HashJob =
  { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };

export interface HashPoolOptions {
  /** Threads at most; each is started when work first needs it. */
  size: number;
  /** Starts one thread. Tests pass their own (one that fails on purpose). */
  spawn?: () => Worker;
  /** Told when a thread stops with its task unfinished (the pool starts another when work needs one). */
  onThreadLost?: (error: Error) => void;
}

export interface HashPool extends Omit<WorkerPool<HashJob, string | boolean>, "run"> {
  /** A bcrypt hash of `password`, computed on a pool thread in `client`'s turn. */
  hash(client: string, password: string, cost: number): Promise<string>;
  /** Whether `password` matches `hash`, likewise. */
  compare(client: string, password: string, hash: string): Promise<boolean>;
}

/**
 * The pool's thread. A path from the project's root, written out: Next's bundler follows it into a
 * worker entry of its own (bcryptjs inside) for `next start`; unbundled (Jest) it is the file itself.
 * (The `new URL(…, import.meta.url)` form works too, but also publishes the file under /_next/static.)
 */
export const spawnHashWorker = () => new Worker("./lib/accounts/hash.worker.mjs");

/**
 * bcrypt on `size` threads, off the event loop (bcryptjs is JavaScript: on the main thread every hash
 * stopped the server answering anything else for its ~60 ms). Turns are shared between clients
 * (their addresses), round robin (lib/workers/pool.ts).
 */
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

/**
 * This process's pool: HASH_WORKERS threads, or one per core the process may use. On globalThis,
 * since each route's bundle has its own copy of this module and the threads are per process.
 */
export function hashPool(): HashPool {
  shared.steppsHashPool ??= createHashPool({
    size: getEnv().HASH_WORKERS ?? os.availableParallelism(),
    onThreadLost: (error) => logger.error("hash_pool.thread_lost", { error }),
  });
  return shared.steppsHashPool;
}

/** Ends this process's pool, if it started (tests, between files; the process's exit ends its threads anyway). */
export async function closeHashPool(): Promise<void> {
  const pool = shared.steppsHashPool;
  shared.steppsHashPool = undefined;
  await pool?.close();
}
