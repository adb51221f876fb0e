import fs from "node:fs";

afterAll(async () => {
  const { db } = await import("@/lib/db/client");
  await db.$disconnect();
  // The SMTP connection pool lib/mail/send.ts keeps (on globalThis), so the worker can exit.
  (globalThis as { steppsSmtp?: { transport: { close(): void } } }).steppsSmtp?.transport.close();
  const dir = process.env.STEPPS_TEST_DB_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});
