// Password hashing on a pool of worker threads (lib/accounts/hash-pool.ts): real threads running the
// real lib/accounts/hash.worker.mjs with bcryptjs. Fairness is asserted by the order tasks finish in
// (on one thread) or are handed out in (on two), never by how long they take.
import { Worker } from "node:worker_threads";
import bcrypt from "bcryptjs";
import { POST as signup } from "@/app/api/signup/route";
import { checkCredentials } from "@/lib/accounts/credentials";
import { createHashPool, hashPool, spawnHashWorker, type HashPool } from "@/lib/accounts/hash-pool";
import { hashPassword, passwordMatches } from "@/lib/accounts/passwords";
import { registerWithPassword } from "@/lib/accounts/register";
import { db } from "@/lib/db/client";
import { createWorkerPool, jobFailureOf } from "@/lib/workers/pool";
import { outcome } from "../helpers/outcome";
import { jsonRequest, noContext } from "../helpers/requests";
import { newUser } from "../helpers/users";

/** The credential check as a browser without a client cookie asks it, from `address`. */
const signInFrom = (input: Parameters<typeof checkCredentials>[0], address: string, browser: string | null = null) =>
  checkCredentials(input, { address, browser });

const COST = 4;
const pools: HashPool[] = [];
const pool = (...args: Parameters<typeof createHashPool>) => {
  const made = createHashPool(...args);
  pools.push(made);
  return made;
};
afterEach(async () => {
  jest.restoreAllMocks();
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

/** Starts `count` tasks of `client` and records, in `finished`, the order their answers come back in. */
function queue(target: HashPool, client: string, count: number, finished: string[]) {
  return Array.from({ length: count }, (_, i) =>
    target.hash(client, `${client}-${i}`, COST).then(() => void finished.push(client)),
  );
}

/** A hashing thread that throws, uncaught, when asked to hash the password "crash". */
const WORKER_THAT_CRASHES = `
  const { parentPort } = require("node:worker_threads");
  const bcrypt = require("bcryptjs");
  parentPort.on("message", ({ id, job: { password, cost } }) => {
    if (password === "crash") throw new Error("thread fell over");
    parentPort.postMessage({ id, value: bcrypt.hashSync(password, cost) });
  });
`;

describe("the hashing pool", () => {
  it("hashes and compares as bcryptjs does, both ways (hashes made before the pool still match)", async () => {
    const made = await hashPassword("secret-1", "198.51.100.1");
    expect(bcrypt.compareSync("secret-1", made)).toBe(true);
    const older = bcrypt.hashSync("secret-2", COST);
    expect(await passwordMatches("secret-2", older, "198.51.100.1")).toBe(true);
    expect(await passwordMatches("secret-3", older, "198.51.100.1")).toBe(false);
    // No hash (an unknown e-mail): compared against the dummy hash, and never a match.
    expect(await passwordMatches("not-a-real-password", null, "198.51.100.1")).toBe(false);
    // $2a$ hashes (older bcrypt libraries) too.
    expect(await passwordMatches("secret-2", older.replace(/^\$2b\$/, "$2a$"), "198.51.100.1")).toBe(true);
  });

  it("is HASH_WORKERS threads for the app, shared by every module copy through globalThis", async () => {
    expect(hashPool().size).toBe(2);
    expect(hashPool()).toBe(hashPool());
    await jest.isolateModulesAsync(async () => {
      const again = await import("@/lib/accounts/hash-pool");
      expect(again.hashPool()).toBe(hashPool());
    });
  });

  it("runs tasks side by side on more than one thread", async () => {
    const threadIds = new Set<number>();
    const two = pool({
      size: 2,
      spawn: () => {
        const worker = spawnHashWorker();
        worker.on("message", () => threadIds.add(worker.threadId));
        return worker;
      },
    });
    const finished: string[] = [];
    const all = [...queue(two, "a", 3, finished), ...queue(two, "b", 3, finished)];
    // Both threads took a task at once; the rest wait.
    expect(two.stats()).toEqual({ threads: 2, busy: 2, queued: 4 });
    await Promise.all(all);
    expect(threadIds.size).toBe(2);
    expect(two.stats()).toEqual({ threads: 2, busy: 0, queued: 0 });
  });

  it("shares turns between clients: one task queued behind 60 of another client's waits one turn", async () => {
    const one = pool({ size: 1 });
    const finished: string[] = [];
    const all = [...queue(one, "A", 60, finished), ...queue(one, "B", 1, finished)];
    await Promise.all(all);
    // A's first was running, A's second had the next turn, then B's.
    expect(finished.indexOf("B")).toBe(2);
  });

  it("shares turns between clients on several threads too", async () => {
    // On two threads the order answers come back in depends on how the machine runs them, so this
    // records the order tasks are handed to a thread in: the pool's own decision.
    const handedOut: string[] = [];
    const two = pool({
      size: 2,
      spawn: () => {
        const worker = spawnHashWorker();
        const post = worker.postMessage.bind(worker);
        worker.postMessage = (message: { job: { password: string } }, transfer) => {
          handedOut.push(message.job.password.split("-")[0]);
          post(message, transfer);
        };
        return worker;
      },
    });
    const finished: string[] = [];
    const all = [...queue(two, "A", 60, finished), ...queue(two, "B", 1, finished), ...queue(two, "C", 2, finished)];
    await Promise.all(all);
    // First come, first served would hand out B and C after all 60 of A's; here B and C each wait one turn.
    expect(handedOut.slice(0, 7)).toEqual(["A", "A", "A", "B", "C", "A", "C"]);
    expect(handedOut).toHaveLength(63);
  });

  it("refuses only the task of a thread that fails, and starts another thread for the rest", async () => {
    let spawned = 0;
    const lost: Error[] = [];
    const two = pool({
      size: 2,
      spawn: () => (spawned++, new Worker(WORKER_THAT_CRASHES, { eval: true })),
      onThreadLost: (error) => lost.push(error),
    });
    const results = await Promise.allSettled([
      two.hash("a", "fine-1", COST),
      two.hash("b", "crash", COST),
      two.hash("c", "fine-2", COST),
      two.hash("a", "fine-3", COST),
      two.hash("b", "fine-4", COST),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason.message).toMatch(/thread stopped \(thread fell over\)/);
    expect(bcrypt.compareSync("fine-4", (results[4] as PromiseFulfilledResult<string>).value)).toBe(true);
    expect(lost).toHaveLength(1);
    // Threads start when needed: whether the lost one was replaced already depends on how fast the
    // survivor drained the queue. Two tasks at once need two threads, so by then it has been.
    await Promise.all([two.hash("d", "fine-5", COST), two.hash("e", "fine-6", COST)]);
    expect(spawned).toBe(3);
    expect(two.stats()).toMatchObject({ threads: 2, busy: 0, queued: 0 });
  });

  it("ends every thread when closed, refusing what was running or waiting", async () => {
    const workers: Worker[] = [];
    const two = pool({ size: 2, spawn: () => (workers.push(spawnHashWorker()), workers.at(-1)!) });
    const exited = () => Promise.all(workers.map((worker) => new Promise((resolve) => worker.once("exit", resolve))));
    const settled = Promise.allSettled(Array.from({ length: 5 }, (_, i) => two.hash("a", `pw-${i}`, 12)));
    const gone = exited();
    await two.close();
    await gone;
    const results = await settled;
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(workers).toHaveLength(2);
    expect(workers.every((worker) => worker.threadId === -1)).toBe(true);
    expect(two.stats()).toEqual({ threads: 0, busy: 0, queued: 0 });
    await expect(two.hash("a", "later", COST)).rejects.toThrow("closed");
  });
});

describe("a worker pool's limits per job (lib/workers/pool.ts)", () => {
  /** A thread that answers { id, value: job } at once, or never when the job is "hang", or runs out of memory on "hog". */
  const THREAD = `
    const { parentPort } = require("node:worker_threads");
    const kept = [];
    parentPort.on("message", ({ id, job }) => {
      if (job === "hang") return;
      if (job === "hog") for (;;) kept.push(new Array(1e6).fill(job));
      parentPort.postMessage({ id, value: job });
    });
  `;
  const limited = (jobTimeoutMs: number) =>
    createWorkerPool<string, string>({
      name: "test",
      size: 1,
      spawn: () => new Worker(THREAD, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 32 } }),
      jobTimeoutMs,
    });

  it("ends a job's thread past the time limit, refuses only that job, and runs the next on a new thread", async () => {
    const one = limited(300);
    try {
      const results = await Promise.allSettled([one.run("a", "hang"), one.run("b", "fine")]);
      expect(results[0]).toMatchObject({ status: "rejected", reason: { reason: "timed-out" } });
      expect(jobFailureOf(results[0].status === "rejected" && results[0].reason)).toBe("timed-out");
      expect(results[1]).toEqual({ status: "fulfilled", value: "fine" });
    } finally {
      await one.close();
    }
  });

  it("refuses a job whose thread runs out of the memory it was given, and carries on", async () => {
    // Time enough that only the memory limit can end it, however busy the machine.
    const one = limited(60_000);
    try {
      await expect(one.run("a", "hog")).rejects.toMatchObject({ reason: "out-of-memory" });
      expect(await one.run("a", "after")).toBe("after");
    } finally {
      await one.close();
    }
  });
});

describe("junk is refused before it costs a hash", () => {
  const person = (email: string) => ({
    name: "Junk",
    surname: "Sender",
    email,
    password: "secret1",
    city: "Durban",
    cellNumber: "0721234567",
    ageConsent: true as const,
  });

  it("a sign-up that is malformed, for an address that has an account, or over its limit", async () => {
    const { user } = await newUser("Sipho");
    const hash = jest.spyOn(hashPool(), "hash");
    const from = { headers: { "x-forwarded-for": "198.51.100.200" } };
    expect(
      (await signup(jsonRequest("/api/signup", { ...person("x@example.co.za"), email: "nope" }, from), noContext))
        .status,
    ).toBe(400);
    expect((await signup(jsonRequest("/api/signup", person(user.email), from), noContext)).status).toBe(409);

    const previous = process.env.SIGNUP_LIMIT_PER_HOUR;
    process.env.SIGNUP_LIMIT_PER_HOUR = "1";
    try {
      // A fresh copy of the modules reads the lowered limit (and has its own DomainError class, hence no outcome()).
      await jest.isolateModulesAsync(async () => {
        const { registerWithPassword: limited } = await import("@/lib/accounts/register");
        await limited(person("first@example.co.za"), "198.51.100.201");
        expect(hash).toHaveBeenCalledTimes(1);
        await expect(limited(person("second@example.co.za"), "198.51.100.201")).rejects.toMatchObject({
          kind: "rate-limited",
        });
      });
    } finally {
      process.env.SIGNUP_LIMIT_PER_HOUR = previous;
    }
    expect(hash).toHaveBeenCalledTimes(1);
    expect(await db.user.count({ where: { email: "second@example.co.za" } })).toBe(0);
  });

  it("a sign-in over its limit", async () => {
    await registerWithPassword(person("limited@example.co.za"), "198.51.100.210");
    const compare = jest.spyOn(hashPool(), "compare");
    const tries = await Promise.all(
      Array.from({ length: 15 }, () =>
        outcome(signInFrom({ email: "limited@example.co.za", password: "wrong" }, "198.51.100.211")),
      ),
    );
    expect(tries.filter((t) => !t.ok && t.kind === "rate-limited")).toHaveLength(5);
    expect(compare).toHaveBeenCalledTimes(10);
  });
});
