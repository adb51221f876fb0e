import "server-only";
import type { Transferable, Worker } from "node:worker_threads";

/**
 * Why a job did not finish: its thread ran out of the time or memory one job may have (and was
 * ended), stopped by itself, or the pool was closed.
 */
export type JobFailure = "timed-out" | "out-of-memory" | "thread-lost" | "closed";

/** A job that did not finish, and why: a plain Error (refusals the member reads are DomainErrors, made by the caller). */
export type WorkerJobError = Error & { reason: JobFailure };

const jobError = (reason: JobFailure, message: string): WorkerJobError =>
  Object.assign(new Error(message), { name: "WorkerJobError", reason });

/** Why a pool's job failed, or null when `error` is something else (a thread's own error answer). */
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
  /** Why it stopped, when it did not stop by itself or by close(). */
  failure?: WorkerJobError;
}

export interface WorkerPoolOptions {
  /** What the threads do, for messages: "password hashing". */
  name: string;
  /** Threads at most; each is started when work first needs it. */
  size: number;
  /** Starts one thread (with its resource limits). It answers each { id, ...job } with { id, value } or { id, error }. */
  spawn: () => Worker;
  /** How long one job may run before its thread is ended and the job refused ("timed-out"). */
  jobTimeoutMs?: number;
  /** Told when a thread stops with its job unfinished (the pool starts another when work needs one). */
  onThreadLost?: (error: WorkerJobError) => void;
}

export interface WorkerPool<Job, Result> {
  readonly size: number;
  /** Runs `job` on a pool thread in `client`'s turn; `transfer` moves buffers to the thread instead of copying them. */
  run(client: string, job: Job, transfer?: readonly Transferable[]): Promise<Result>;
  /** Threads started, threads working, tasks waiting. */
  stats(): { threads: number; busy: number; queued: number };
  /** Ends every thread; waiting and running tasks are refused. */
  close(): Promise<void>;
}

/**
 * Work off the event loop, on `size` threads. Waiting work is kept per client (an address, an
 * account), and a free thread takes the next task of the client whose turn it is, round robin: one
 * client's 60 queued tasks delay another client's one by about one turn, not 60 (first come, first
 * served would make everyone wait behind the biggest sender). A task's thread may be given a time
 * limit, and memory limits when it is spawned: a job over either ends its thread, which is replaced
 * when work next needs one, and only that job is refused.
 */
export function createWorkerPool<Job, Result>({
  name,
  size,
  spawn,
  jobTimeoutMs,
  onThreadLost,
}: WorkerPoolOptions): WorkerPool<Job, Result> {
  // A Map keeps insertion order: the first key is the client whose turn is next, and a client served
  // goes to the back by being deleted and set again.
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
        // Only this thread's task fails; the others carry on, and the next task gets a new thread.
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
