import fs from "node:fs";

afterAll(async () => {
  // Mail a test's request queued may still be going out in the background (lib/outbox's drain).
  const outbox = (globalThis as { steppsOutboxDrain?: { running: Promise<void> | null } }).steppsOutboxDrain;
  while (outbox?.running) await outbox.running;
  const { db } = await import("@/lib/db/client");
  await db.$disconnect();
  // The hashing and cleaning threads the pools started (on globalThis), so they end with the file.
  const pools = globalThis as {
    steppsHashPool?: { close(): Promise<void> };
    steppsCleanPool?: { close(): Promise<void> };
  };
  await Promise.all([pools.steppsHashPool?.close(), pools.steppsCleanPool?.close()]);
  // The SMTP connection pool lib/mail/send.ts keeps (on globalThis), so the worker can exit.
  (globalThis as { steppsSmtp?: { transport: { close(): void } } }).steppsSmtp?.transport.close();
  const dir = process.env.STEPPS_TEST_DB_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});
