// The scheduler's "exactly once" across app servers, with real processes: four processes, each with
// its own database connection and SMTP pool, run the scheduler's rounds at the same moment against
// one SQLite file holding 40 plan ends and 20 receipts, sending to an SMTP server on loopback. Every
// message arrives once. Then a crash: a process is killed while the mail server holds its message
// unanswered; until the lease runs out no other process takes it, and then one delivers it, once.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { db } from "@/lib/db/client";
import { receiptMail } from "@/lib/mail/plans";
import { queueMail } from "@/lib/outbox";
import { findPlan } from "@/lib/plans";
import { startSmtpRecorder, type SmtpRecorder, type Verdict } from "../helpers/smtp-recorder";

const DAY = 86_400_000;
const PROCESSES = 4;

interface Worker {
  child: ChildProcessWithoutNullStreams;
  ready: Promise<{ worker: string }>;
  done: Promise<{ worker: string; rounds: number; queued: number; sent: number; failed: number }>;
  exited: Promise<number | null>;
  go(): void;
}

/** A scheduler process (../helpers/scheduler-worker.ts), sending to `smtpUrl`, waiting for go(). */
function startWorker(mode: "drain" | "once", smtpUrl: string, leaseMs: number): Worker {
  const child = spawn(
    process.execPath,
    [
      path.join("node_modules", "tsx", "dist", "cli.mjs"),
      // The app's server-only modules, resolved as Next's server resolves them.
      "--conditions=react-server",
      "__tests__/helpers/scheduler-worker.ts",
      mode,
      String(leaseMs),
    ],
    // The same database file as this test (DATABASE_URL from the Jest setup), another mail server.
    { env: { ...process.env, SMTP_URL: smtpUrl, LOG_LEVEL: "silent" }, stdio: ["pipe", "pipe", "pipe"] },
  );
  const lines: ((line: Record<string, unknown>) => void)[] = [];
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    let newline: number;
    while ((newline = out.indexOf("\n")) >= 0) {
      const line = out.slice(0, newline).trim();
      out = out.slice(newline + 1);
      if (line.startsWith("{")) lines.shift()?.(JSON.parse(line));
    }
  });
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      lines.push((line) => resolve(line as T));
      void exited.then((code) => reject(new Error(`worker exited (${code}): ${err}`)));
    });
  const ready = next<{ worker: string }>();
  const done = next<Awaited<Worker["done"]>>();
  done.catch(() => {}); // a killed worker never finishes
  return { child, ready, done, exited, go: () => child.stdin.write("go\n") };
}

async function member(n: number, planReminders = true) {
  return db.user.create({
    data: { email: `member${n}@example.co.za`, name: `Member${n}`, surname: "Dlamini", planReminders },
  });
}

async function subscribe(userId: string, planId: string, startsAt: Date, endsAt: Date, reference: string) {
  await db.subscription.create({ data: { userId, planId, source: "voucher", reference, startsAt, endsAt } });
}

describe("four scheduler processes at once", () => {
  let recorder: SmtpRecorder;
  const expected = new Map<string, string>(); // recipient → what they must get, once

  beforeAll(async () => {
    recorder = await startSmtpRecorder();
    const now = Date.now();
    // 40 plan ends due now: a week away, hours away, and just passed.
    for (let n = 0; n < 40; n++) {
      const user = await member(n);
      const endsAt = new Date(now + (n < 16 ? 3 * DAY : n < 28 ? 10 * 3_600_000 : -DAY));
      await subscribe(user.id, "stem", new Date(endsAt.getTime() - 30 * DAY), endsAt, `voucher-${n}`);
      expected.set(user.email, n < 16 ? "A reminder: your" : n < 28 ? "Last reminder" : "has ended");
    }
    // Members who must get nothing: reminders turned off, and renewed.
    for (let n = 40; n < 45; n++) {
      const user = await member(n, n >= 43);
      const endsAt = new Date(now + 3 * DAY);
      await subscribe(user.id, "stem", new Date(endsAt.getTime() - 30 * DAY), endsAt, `voucher-${n}`);
      if (n >= 43) await subscribe(user.id, "stem", endsAt, new Date(endsAt.getTime() + 30 * DAY), `renewal-${n}`);
    }
    // 20 receipts queued by payments, waiting to be sent.
    const plan = findPlan("gold")!;
    for (let n = 0; n < 20; n++) {
      const email = `payer${n}@example.co.za`;
      const reference = `ref_${now}_${String(n).padStart(12, "0")}`;
      const message = receiptMail({
        to: email,
        name: `Payer${n}`,
        plan,
        amountCents: plan.amountCents,
        reference,
        startsAt: new Date(now),
        endsAt: new Date(now + 30 * DAY),
        paidAt: new Date(now),
      });
      await queueMail(db, { key: `receipt:${reference}`, message });
      expected.set(email, reference);
    }
  });

  afterAll(() => recorder.stop());

  it("deliver every reminder and receipt exactly once", async () => {
    const workers = Array.from({ length: PROCESSES }, () => startWorker("drain", recorder.url, 60_000));
    await Promise.all(workers.map((w) => w.ready));
    for (const worker of workers) worker.go();
    const results = await Promise.all(workers.map((w) => w.done));

    // Each reminder was queued once, however many processes planned it, and each message sent once.
    expect(results.reduce((sum, r) => sum + r.queued, 0)).toBe(40);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(60);
    expect(results.reduce((sum, r) => sum + r.failed, 0)).toBe(0);

    // What the mail server accepted: 60 messages, 60 Message-IDs, one per recipient, each the right one.
    expect(recorder.accepted).toHaveLength(60);
    expect(new Set(recorder.accepted.map((d) => d.messageId)).size).toBe(60);
    const byRecipient = new Map<string, string[]>();
    for (const delivery of recorder.accepted)
      for (const to of delivery.to)
        byRecipient.set(to, [...(byRecipient.get(to) ?? []), delivery.subject + delivery.text]);
    expect([...byRecipient.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [to, what] of expected) {
      expect({ to, count: byRecipient.get(to)!.length }).toEqual({ to, count: 1 });
      expect(byRecipient.get(to)![0]).toContain(what);
    }

    // Each row was claimed once (no attempt wasted on a message another process had) and is marked sent.
    const rows = await db.outboxMail.findMany();
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    for (const row of rows)
      expect(recorder.accepted.some((d) => d.messageId === `<${row.id}@outbox.stepps>`)).toBe(true);
  }, 120_000);
});

describe("a process killed mid-send", () => {
  let recorder: SmtpRecorder;
  let first = true;

  beforeAll(async () => {
    await db.outboxMail.deleteMany();
    await db.subscription.deleteMany();
    // The first attempt is held unanswered (a slow mail server); any later one is accepted.
    recorder = await startSmtpRecorder((): Verdict => {
      if (!first) return "accept";
      first = false;
      return "hold";
    });
  });

  afterAll(async () => {
    recorder.release("refuse");
    await recorder.stop();
  });

  it("is neither lost nor repeated: after its lease another process delivers it, once", async () => {
    const plan = findPlan("venting")!;
    const now = Date.now();
    await queueMail(db, {
      key: "receipt:ref_crash",
      message: receiptMail({
        to: "crash@example.co.za",
        name: "Zodwa",
        plan,
        amountCents: plan.amountCents,
        reference: "ref_crash",
        startsAt: new Date(now),
        endsAt: new Date(now + 30 * DAY),
        paidAt: new Date(now),
      }),
    });
    const { id } = await db.outboxMail.findUniqueOrThrow({ where: { key: "receipt:ref_crash" } });
    const LEASE = 4_000;
    // Started together (tsx takes a few seconds), each waiting for its turn.
    const [doomed, early, late] = [0, 1, 2].map(() => startWorker("once", recorder.url, LEASE));
    await Promise.all([doomed.ready, early.ready, late.ready]);

    doomed.go();
    await recorder.whenHeld();
    doomed.child.kill("SIGKILL");
    expect(await doomed.exited).toBeNull(); // killed by the signal, not exited
    const claimed = await db.outboxMail.findUniqueOrThrow({ where: { id } });
    expect(claimed).toMatchObject({ sentAt: null, attempts: 1, claimedBy: (await doomed.ready).worker });
    expect(recorder.accepted).toHaveLength(0);

    // Within the lease, another process leaves it alone.
    expect(claimed.claimedUntil!.getTime()).toBeGreaterThan(Date.now());
    early.go();
    expect(await early.done).toMatchObject({ sent: 0, failed: 0 });
    expect(await db.outboxMail.findUniqueOrThrow({ where: { id } })).toMatchObject({ attempts: 1, sentAt: null });

    // Once the lease has run out, the next process to look sends it.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, claimed.claimedUntil!.getTime() - Date.now() + 100)),
    );
    late.go();
    expect(await late.done).toMatchObject({ sent: 1, failed: 0 });

    expect(recorder.held).toHaveLength(1);
    expect(recorder.accepted).toHaveLength(1);
    expect(recorder.accepted[0]).toMatchObject({ messageId: `<${id}@outbox.stepps>`, to: ["crash@example.co.za"] });
    expect(recorder.accepted[0].text).toContain("Paystack reference: ref_crash");
    expect(await db.outboxMail.findUniqueOrThrow({ where: { id } })).toMatchObject({
      attempts: 2,
      claimedBy: (await late.ready).worker,
      sentAt: expect.any(Date),
    });
    await Promise.all([early.exited, late.exited]);
  }, 120_000);
});
