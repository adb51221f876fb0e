// The outbox (lib/outbox) and the scheduler's clock (lib/scheduler) in one process, against a real
// SQLite file and a real SMTP server on loopback that this file controls (../helpers/smtp-recorder):
// claims and their lease, retries, giving up, a row deleted mid-send, pruning; rounds that never
// overlap and survive failures.
import type { PrismaClient } from "@prisma/client";
import type * as OutboxModule from "@/lib/outbox";
import type * as SchedulerModule from "@/lib/scheduler";
import { startSmtpRecorder, type Delivery, type SmtpRecorder, type Verdict } from "../helpers/smtp-recorder";

let recorder: SmtpRecorder;
let decide: (delivery: Delivery) => Verdict = () => "accept";
let db: PrismaClient;
let outbox: typeof OutboxModule;
let scheduler: typeof SchedulerModule;

beforeAll(async () => {
  recorder = await startSmtpRecorder((delivery) => decide(delivery));
  // Before the app reads its environment (on first import): this file's mail server, not the shared one.
  process.env.SMTP_URL = recorder.url;
  ({ db } = await import("@/lib/db/client"));
  outbox = await import("@/lib/outbox");
  scheduler = await import("@/lib/scheduler");
});

afterAll(async () => {
  recorder.release("refuse");
  await recorder.stop();
});

beforeEach(async () => {
  decide = () => "accept";
  await db.outboxMail.deleteMany();
  recorder.accepted.length = 0;
  recorder.refused.length = 0;
  recorder.held.length = 0;
});

let n = 0;
async function queue(to = `outbox${++n}@example.co.za`) {
  const key = `test:${to}`;
  await outbox.queueMail(db, {
    key,
    message: { to, subject: `A message for ${to}`, text: "Hello.", html: "<p>Hello.</p>" },
  });
  return db.outboxMail.findUniqueOrThrow({ where: { key } });
}

const later = (ms: number) => new Date(Date.now() + ms);

describe("claims", () => {
  it("a claimed row is not claimed by another worker before its lease ends; then it is, and goes once", async () => {
    const row = await queue();
    decide = () => "hold"; // the mail server sits on worker A's message
    const a = outbox.deliverDueMail({ worker: "A", leaseMs: 60_000 });
    await recorder.whenHeld();
    decide = () => "accept";

    // B, now and just before the lease ends: nothing to claim.
    expect(await outbox.deliverDueMail({ worker: "B" })).toEqual({ sent: 0, failed: 0 });
    expect(await outbox.deliverDueMail({ worker: "B", now: later(59_000) })).toEqual({ sent: 0, failed: 0 });
    expect(await db.outboxMail.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      claimedBy: "A",
      attempts: 1,
    });

    // After it, C takes it over and delivers it.
    expect(await outbox.deliverDueMail({ worker: "C", now: later(61_000) })).toEqual({ sent: 1, failed: 0 });
    // A's late failure changes nothing: the claim is no longer A's.
    recorder.release("refuse");
    expect(await a).toEqual({ sent: 0, failed: 1 });
    expect(recorder.accepted.map((d) => d.messageId)).toEqual([`<${row.id}@outbox.stepps>`]);
    expect(await db.outboxMail.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      claimedBy: "C",
      attempts: 2,
      sentAt: expect.any(Date),
      lastError: null,
    });
  });

  it("of many workers delivering at once, each message is claimed and sent once", async () => {
    const rows = await Promise.all(Array.from({ length: 12 }, () => queue()));
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => outbox.deliverDueMail({ worker: `W${i}` })));
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    expect(recorder.accepted.map((d) => d.messageId).sort()).toEqual(
      rows.map((row) => `<${row.id}@outbox.stepps>`).sort(),
    );
    expect((await db.outboxMail.findMany()).every((row) => row.attempts === 1 && row.sentAt)).toBe(true);
  });

  it("sends nothing before it is due", async () => {
    await outbox.queueMail(db, {
      key: "test:later",
      dueAt: later(3_600_000),
      message: { to: "later@example.co.za", subject: "Later", text: "Later.", html: "<p>Later.</p>" },
    });
    expect(await outbox.deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    expect(await outbox.deliverDueMail({ now: later(3_600_001) })).toEqual({ sent: 1, failed: 0 });
  });

  it("queueMailOnce queues a key once, however many ask at the same time", async () => {
    const message = { to: "once@example.co.za", subject: "Once", text: "Once.", html: "<p>Once.</p>" };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => outbox.queueMailOnce({ key: "test:once", message })),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await db.outboxMail.count({ where: { key: "test:once" } })).toBe(1);
  });
});

describe("failures", () => {
  it("a refused send is retried later, not at once, and then goes once", async () => {
    const row = await queue();
    decide = () => "refuse";
    expect(await outbox.deliverDueMail()).toEqual({ sent: 0, failed: 1 });
    const failed = await db.outboxMail.findUniqueOrThrow({ where: { id: row.id } });
    expect(failed).toMatchObject({ attempts: 1, claimedBy: null, sentAt: null });
    expect(failed.lastError).toMatch(/451/);
    // The retry waits a step (a minute times the attempts so far).
    expect(failed.claimedUntil!.getTime()).toBeGreaterThan(Date.now() + outbox.RETRY_STEP_MS - 5_000);

    decide = () => "accept";
    expect(await outbox.deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    expect(await outbox.deliverDueMail({ now: later(outbox.RETRY_STEP_MS + 1_000) })).toEqual({ sent: 1, failed: 0 });
    expect(recorder.accepted).toHaveLength(1);
    expect(await db.outboxMail.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      attempts: 2,
      lastError: null,
      sentAt: expect.any(Date),
    });
  });

  it("a row deleted while its send is in flight (its account deleted) does not stop the round", async () => {
    const rows = await Promise.all(Array.from({ length: 3 }, () => queue()));
    let first = true;
    decide = () => (first ? ((first = false), "hold") : "accept"); // the round's first message waits
    const round = outbox.deliverDueMail({ worker: "A" });
    await recorder.whenHeld();
    const [held] = recorder.held;
    const gone = rows.find((row) => held.messageId === `<${row.id}@outbox.stepps>`)!;
    await db.outboxMail.delete({ where: { id: gone.id } });
    recorder.release("accept");

    // The held one was delivered before its row went; the others go after it, in the same round.
    expect(await round).toEqual({ sent: 3, failed: 0 });
    expect(recorder.accepted.map((d) => d.messageId).sort()).toEqual(
      rows.map((row) => `<${row.id}@outbox.stepps>`).sort(),
    );
    const left = await db.outboxMail.findMany({ orderBy: { id: "asc" } });
    const kept = rows.filter((row) => row !== gone).map((row) => row.id);
    expect(left.map((row) => row.id)).toEqual(kept.sort());
    expect(left.every((row) => row.sentAt && row.claimedBy === "A")).toBe(true);
  });

  it("an error on one row is counted and logged, and the round carries on with the next", async () => {
    const rows = await Promise.all(Array.from({ length: 3 }, () => queue()));
    const read = jest.spyOn(db.outboxMail, "findUnique").mockRejectedValueOnce(new Error("database is locked"));
    try {
      expect(await outbox.deliverDueMail()).toEqual({ sent: 2, failed: 1 });
    } finally {
      read.mockRestore();
    }
    expect(recorder.accepted).toHaveLength(2);
    // The row that failed keeps its claim until the lease runs out, and then goes.
    expect(await outbox.deliverDueMail({ now: later(outbox.CLAIM_LEASE_MS + 1_000) })).toEqual({ sent: 1, failed: 0 });
    expect(recorder.accepted.map((d) => d.messageId).sort()).toEqual(
      rows.map((row) => `<${row.id}@outbox.stepps>`).sort(),
    );
  });

  it(`stops after ${8} attempts and keeps the message, with its last error, for a person`, async () => {
    const row = await queue();
    decide = () => "refuse";
    for (let attempt = 1; attempt <= outbox.MAX_ATTEMPTS; attempt++) {
      // Each retry once its wait is over (the waits grow: a day ahead covers them all).
      expect(await outbox.deliverDueMail({ now: later(attempt * 86_400_000) })).toEqual({ sent: 0, failed: 1 });
    }
    expect(outbox.MAX_ATTEMPTS).toBe(8);
    expect(await outbox.deliverDueMail({ now: later(365 * 86_400_000) })).toEqual({ sent: 0, failed: 0 });
    expect(recorder.refused).toHaveLength(outbox.MAX_ATTEMPTS);
    expect(recorder.accepted).toHaveLength(0);
    const kept = await db.outboxMail.findUniqueOrThrow({ where: { id: row.id } });
    expect(kept).toMatchObject({ attempts: outbox.MAX_ATTEMPTS, sentAt: null });
    expect(kept.lastError).toMatch(/451/);
  });
});

describe("pruning", () => {
  it(`deletes sent mail after ${90} days, and never unsent mail`, async () => {
    const [old, recent, stuck] = [await queue(), await queue(), await queue()];
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db.outboxMail.update({ where: { id: old.id }, data: { sentAt: daysAgo(91) } });
    await db.outboxMail.update({ where: { id: recent.id }, data: { sentAt: daysAgo(89) } });
    await db.outboxMail.update({ where: { id: stuck.id }, data: { createdAt: daysAgo(400), attempts: 8 } });
    expect(outbox.KEEP_SENT_DAYS).toBe(90);
    expect(await outbox.pruneSentMail()).toBe(1);
    expect((await db.outboxMail.findMany({ select: { id: true } })).map((r) => r.id).sort()).toEqual(
      [recent.id, stuck.id].sort(),
    );
  });
});

describe("deliverSoon", () => {
  it("sends in the background; asked again while sending, it goes round again", async () => {
    await queue();
    outbox.deliverSoon();
    await queue();
    outbox.deliverSoon();
    await outbox.outboxIdle();
    expect(recorder.accepted).toHaveLength(2);
    expect(await db.outboxMail.count({ where: { sentAt: null } })).toBe(0);
  });
});

describe("the scheduler's clock", () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("runs rounds one after another, never two at once, and carries on after a failing round", async () => {
    let running = 0;
    let overlapped = false;
    let rounds = 0;
    const started = scheduler.startScheduler({
      intervalMs: 5,
      round: async () => {
        rounds += 1;
        running += 1;
        overlapped ||= running > 1;
        await wait(30); // far longer than the interval
        running -= 1;
        if (rounds === 2) throw new Error("the database is away");
      },
    })!;
    // Started once per process: a second start is the same scheduler.
    expect(scheduler.startScheduler({ intervalMs: 5 })).toBe(started);
    await wait(250);
    await started.stop();
    const after = rounds;
    expect(after).toBeGreaterThan(3);
    expect(overlapped).toBe(false);
    expect(running).toBe(0); // stop() waited for the round in progress
    await wait(50);
    expect(rounds).toBe(after); // and nothing runs after stop()
  });

  it("stop() lets the round in progress finish its current message and claim no more", async () => {
    let stopAsked: (() => boolean) | undefined;
    let finished = false;
    const started = scheduler.startScheduler({
      intervalMs: 1,
      round: async ({ shouldStop }) => {
        stopAsked = shouldStop;
        await wait(40);
        finished = true;
      },
    })!;
    await wait(20);
    expect(stopAsked?.()).toBe(false);
    await started.stop();
    expect(finished).toBe(true);
    expect(stopAsked?.()).toBe(true);
  });

  it("takes its interval from SCHEDULER_INTERVAL_SECONDS: 60 by default, 0 for off, whole seconds only", async () => {
    const { parseEnv } = await import("@/lib/env");
    const secret = "a-secret-that-is-at-least-32-characters-long";
    expect(parseEnv({ NEXTAUTH_SECRET: secret }).SCHEDULER_INTERVAL_SECONDS).toBe(60);
    expect(parseEnv({ NEXTAUTH_SECRET: secret, SCHEDULER_INTERVAL_SECONDS: "0" }).SCHEDULER_INTERVAL_SECONDS).toBe(0);
    for (const bad of ["-1", "1.5", "soon"])
      expect(() => parseEnv({ NEXTAUTH_SECRET: secret, SCHEDULER_INTERVAL_SECONDS: bad })).toThrow(
        /SCHEDULER_INTERVAL_SECONDS/,
      );
  });

  it("is off with an interval of 0; once stopped, it can be started again", async () => {
    expect(scheduler.startScheduler({ intervalMs: 0 })).toBeNull();
    const first = scheduler.startScheduler({ intervalMs: 60_000, round: async () => {} })!;
    await first.stop();
    const second = scheduler.startScheduler({ intervalMs: 60_000, round: async () => {} })!;
    expect(second).not.toBe(first);
    await second.stop();
  });

  it("one real round plans, delivers and prunes, and a failing step does not stop the others", async () => {
    const row = await queue();
    const result = await scheduler.runSchedulerRound();
    expect(result).toEqual({
      reminders: { queued: 0, existing: 0, covered: 0 },
      practiceReminders: { queued: 0, existing: 0 },
      releasedSeats: 0,
      delivered: { sent: 1, failed: 0 },
      pruned: 0,
      prunedContact: 0,
    });
    expect(recorder.accepted.map((d) => d.messageId)).toEqual([`<${row.id}@outbox.stepps>`]);

    // Planning fails (its query throws): the round still delivers.
    await queue();
    const planning = jest.spyOn(db.subscription, "findMany").mockRejectedValueOnce(new Error("planning failed"));
    expect(await scheduler.runSchedulerRound()).toMatchObject({ reminders: null, delivered: { sent: 1, failed: 0 } });
    planning.mockRestore();
  });
});
