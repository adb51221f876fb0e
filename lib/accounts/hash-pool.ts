import "server-only";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

/** What a hashing thread is asked to do (lib/accounts/hash.worker.mjs answers { id, value } or { id, error }). */
export type HashJob =
  { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };

interface Task {
  id: number;
  job: HashJob;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  task?: Task;
  /** Why it stopped, when it stopped by itself (an uncaught error in the thread). */
  failure?: Error;
}

export interface HashPoolOptions {
  /** Threads at most; each is started when work first needs it. */
  size: number;
  /** Starts one thread. Tests pass their own (one that fails on purpose). */
  spawn?: () => Worker;
  /** Told when a thread stops with its task unfinished (the pool starts another when work needs one). */
  onThreadLost?: (error: Error) => void;
}

export interface HashPool {
  readonly size: number;
  /** A bcrypt hash of `password`, computed on a pool thread in `client`'s turn. */
  hash(client: string, password: string, cost: number): Promise<string>;
  /** Whether `password` matches `hash`, likewise. */
  compare(client: string, password: string, hash: string): Promise<boolean>;
  /** Threads started, threads working, tasks waiting. */
  stats(): { threads: number; busy: number; queued: number };
  /** Ends every thread; waiting and running tasks are refused. */
  close(): Promise<void>;
}

/**
 * The pool's thread. A path from the project's root, written out: Next's bundler follows it into a
 * worker entry of its own (bcryptjs inside) for `next start`; unbundled (Jest) it is the file itself.
 * (The `new URL(…, import.meta.url)` form works too, but also publishes the file under /_next/static.)
 */
export const spawnHashWorker = () => new Worker("./lib/accounts/hash.worker.mjs");

/**
 * bcrypt on `size` threads, off the event loop (bcryptjs is JavaScript: on the main thread every hash
 * stopped the server answering anything else for its ~60 ms).
 *
 * Waiting work is kept per client (its address), and a free thread takes the next task of the client
 * whose turn it is, round robin: one client's 60 queued hashes delay another client's one by about
 * one turn, not 60 (first come, first served would make everyone wait behind the biggest sender).
 */
export function createHashPool({ size, spawn = spawnHashWorker, onThreadLost }: HashPoolOptions): HashPool {
  // A Map keeps insertion order: the first key is the client whose turn is next, and a client served
  // goes to the back by being deleted and set again.
  const waiting = new Map<string, Task[]>();
  const threads = new Set<Thread>();
  const idle: Thread[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Thread {
    const thread: Thread = { worker: spawn() };
    threads.add(thread);
    // An idle thread does not keep the process alive; a busy one does, until its task settles.
    thread.worker.unref();
    thread.worker.on("message", (message: { id: number; value?: string | boolean; error?: string }) => {
      const task = thread.task;
      if (!task || task.id !== message.id) return;
      thread.task = undefined;
      thread.worker.unref();
      idle.push(thread);
      if (message.error !== undefined) task.reject(new Error(message.error));
      else task.resolve(message.value!);
      dispatch();
    });
    thread.worker.on("error", (error) => {
      thread.failure = error;
    });
    thread.worker.on("exit", (code) => {
      threads.delete(thread);
      const at = idle.indexOf(thread);
      if (at >= 0) idle.splice(at, 1);
      const task = thread.task;
      thread.task = undefined;
      if (task) {
        // Only this thread's task fails; the others carry on, and the next task gets a new thread.
        const error = new Error(
          closed
            ? "The password hashing pool was closed."
            : `A password hashing thread stopped (${thread.failure?.message ?? `exit code ${code}`}).`,
        );
        if (!closed) onThreadLost?.(error);
        task.reject(error);
      }
      if (!closed) dispatch();
    });
    return thread;
  }

  function dispatch() {
    while (waiting.size > 0) {
      const thread = idle.pop() ?? (threads.size < size ? start() : undefined);
      if (!thread) return;
      const [client, tasks] = waiting.entries().next().value!;
      const task = tasks.shift()!;
      waiting.delete(client);
      if (tasks.length > 0) waiting.set(client, tasks);
      thread.task = task;
      thread.worker.ref();
      thread.worker.postMessage({ id: task.id, ...task.job });
    }
  }

  function run(client: string, job: HashJob) {
    if (closed) return Promise.reject(new Error("The password hashing pool was closed."));
    return new Promise<string | boolean>((resolve, reject) => {
      const task: Task = { id: nextId++, job, resolve, reject };
      const tasks = waiting.get(client);
      if (tasks) tasks.push(task);
      else waiting.set(client, [task]);
      try {
        dispatch();
      } catch (error) {
        // A thread could not even be started: this task is refused; whatever else waits stays queued.
        const queued = waiting.get(client);
        const at = queued?.indexOf(task) ?? -1;
        if (at >= 0) queued!.splice(at, 1);
        if (queued?.length === 0) waiting.delete(client);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  return {
    size,
    hash: (client, password, cost) => run(client, { op: "hash", password, cost }) as Promise<string>,
    compare: (client, password, hash) => run(client, { op: "compare", password, hash }) as Promise<boolean>,
    stats: () => ({
      threads: threads.size,
      busy: [...threads].filter((thread) => thread.task).length,
      queued: [...waiting.values()].reduce((sum, tasks) => sum + tasks.length, 0),
    }),
    async close() {
      closed = true;
      const refused = new Error("The password hashing pool was closed.");
      for (const tasks of waiting.values()) for (const task of tasks) task.reject(refused);
      waiting.clear();
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
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
