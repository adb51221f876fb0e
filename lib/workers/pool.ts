import "server-only";
import type { Transferable, Worker } from "node:worker_threads";

export type JobFailure = "timed-out" | "out-of-memory" | "thread-lost" | "closed";

/** A plain Error: the caller makes the DomainError the member reads. */
export type WorkerJobError = Error & { reason: JobFailure };

const jobError = (reason: JobFailure, message: string): WorkerJobError =>
  Object.assign(new Error(message), { name: "WorkerJobError", reason });

/** Null for any other error, a thread's own error answer included. */
export function jobFailureOf(error: unknown): JobFailure | null {
  return error instanceof Error && error.name === "WorkerJobError" ? (error as WorkerJobError).reason : null;
}

interface Task {
  id: number;
  job: unknown;
  transfer: readonly Transferable[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  task?: Task;
  timer?: NodeJS.Timeout;
  failure?: WorkerJobError;
}

export interface WorkerPoolOptions {
  /** For messages: "password hashing". */
  name: string;
  /** Threads are started when work first needs them. */
  size: number;
  /** The thread answers each { id, ...job } with { id, value } or { id, error }. */
  spawn: () => Worker;
  jobTimeoutMs?: number;
  onThreadLost?: (error: WorkerJobError) => void;
}

export interface WorkerPool<Job, Result> {
  readonly size: number;
  /** `transfer` moves buffers to the thread instead of copying them. */
  run(client: string, job: Job, transfer?: readonly Transferable[]): Promise<Result>;
  stats(): { threads: number; busy: number; queued: number };
  close(): Promise<void>;
}

/**
 * Work off the event loop. Clients take turns round robin, so one client's queue delays another's
 * task by about one turn, not by its length. A job over its time or memory ends its thread, and
 * only that job is refused.
 */
export function createWorkerPool<Job, Result>({
  name,
  size,
  spawn,
  jobTimeoutMs,
  onThreadLost,
}: WorkerPoolOptions): WorkerPool<Job, Result> {
  // Insertion order: the first key's turn is next; a client served is deleted and set again.
  const waiting = new Map<string, Task[]>();
  const threads = new Set<Thread>();
  const idle: Thread[] = [];
  let nextId = 1;
  let closed = false;
  const closedError = () => jobError("closed", `The ${name} pool was closed.`);

  function settle(thread: Thread) {
    clearTimeout(thread.timer);
    const task = thread.task;
    thread.task = undefined;
    thread.timer = undefined;
    return task;
  }

  function start(): Thread {
    const thread: Thread = { worker: spawn() };
    threads.add(thread);
    // An idle thread does not keep the process alive; a busy one does, until its task settles.
    thread.worker.unref();
    thread.worker.on("message", (message: { id: number; value?: unknown; error?: string }) => {
      if (thread.task?.id !== message.id) return;
      const task = settle(thread)!;
      thread.worker.unref();
      idle.push(thread);
      if (message.error !== undefined) task.reject(new Error(message.error));
      else task.resolve(message.value);
      dispatch();
    });
    thread.worker.on("error", (error: Error & { code?: string }) => {
      thread.failure ??=
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? jobError("out-of-memory", `A ${name} job ran out of the memory one job may have.`)
          : jobError("thread-lost", `A ${name} thread stopped (${error.message}).`);
    });
    thread.worker.on("exit", (code) => {
      threads.delete(thread);
      const at = idle.indexOf(thread);
      if (at >= 0) idle.splice(at, 1);
      const task = settle(thread);
      if (task) {
        // Only this thread's task fails; the next task gets a new thread.
        const error = closed
          ? closedError()
          : (thread.failure ?? jobError("thread-lost", `A ${name} thread stopped (exit code ${code}).`));
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
      if (jobTimeoutMs !== undefined) {
        thread.timer = setTimeout(() => {
          thread.failure = jobError("timed-out", `A ${name} job ran longer than ${jobTimeoutMs} ms.`);
          void thread.worker.terminate();
        }, jobTimeoutMs);
      }
      thread.worker.postMessage({ id: task.id, job: task.job }, task.transfer);
    }
  }

  function run(client: string, job: Job, transfer: readonly Transferable[] = []): Promise<Result> {
    if (closed) return Promise.reject(closedError());
    return new Promise<Result>((resolve, reject) => {
      const task: Task = { id: nextId++, job, transfer, resolve: resolve as (value: unknown) => void, reject };
      const tasks = waiting.get(client);
      if (tasks) tasks.push(task);
      else waiting.set(client, [task]);
      try {
        dispatch();
      } catch (error) {
        // A thread could not be started: only this task is refused.
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
    run,
    stats: () => ({
      threads: threads.size,
      busy: [...threads].filter((thread) => thread.task).length,
      queued: [...waiting.values()].reduce((sum, tasks) => sum + tasks.length, 0),
    }),
    async close() {
      closed = true;
      for (const tasks of waiting.values()) for (const task of tasks) task.reject(closedError());
      waiting.clear();
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}
