import fs from "node:fs";

afterAll(async () => {
  const { db } = await import("@/lib/db/client");
  await db.$disconnect();
  const dir = process.env.STEPPS_TEST_DB_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});
