// Run by scheduler-processes.test.ts in separate processes, each with its own database connection
// and SMTP pool, as separate app servers have: it prints "ready", waits for "go" on stdin (so all
// start at once), then runs the app's own scheduler rounds and prints what it did as one JSON line.
//   scheduler-worker.ts drain <leaseMs>   rounds until the outbox has nothing left to send
//   scheduler-worker.ts once <leaseMs>    one round
import { db } from "@/lib/db/client";
import { MAX_ATTEMPTS, WORKER_ID } from "@/lib/outbox";
import { runSchedulerRound } from "@/lib/scheduler";

const [mode, lease] = [process.argv[2], Number(process.argv[3])];

async function unsent(): Promise<number> {
  return db.outboxMail.count({ where: { sentAt: null, attempts: { lt: MAX_ATTEMPTS } } });
}

async function main() {
  await db.$queryRaw`SELECT 1`; // connected before the start, so the processes really start together
  console.log(JSON.stringify({ ready: true, worker: WORKER_ID }));
  await new Promise((resolve) => process.stdin.once("data", resolve));

  const totals = { worker: WORKER_ID, rounds: 0, queued: 0, sent: 0, failed: 0 };
  const deadline = Date.now() + 60_000;
  do {
    const result = await runSchedulerRound({ leaseMs: lease });
    totals.rounds += 1;
    totals.queued += result.reminders?.queued ?? 0;
    totals.sent += result.delivered?.sent ?? 0;
    totals.failed += result.delivered?.failed ?? 0;
    if (mode !== "drain") break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while ((await unsent()) > 0 && Date.now() < deadline);
  console.log(JSON.stringify(totals));

  (globalThis as { steppsSmtp?: { transport: { close(): void } } }).steppsSmtp?.transport.close();
  await db.$disconnect();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
