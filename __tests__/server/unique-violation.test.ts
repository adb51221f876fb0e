// A unique violation is recognised however the write was made: a model write or a raw statement,
// through the real driver adapter (the same kind arrives from PostgreSQL's SQLSTATE 23505).
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";

const failure = (write: Promise<unknown>) =>
  write.then(
    () => new Error("the write succeeded"),
    (error: unknown) => error,
  );

it("recognises a model write and a raw statement that hit a unique index, and nothing else", async () => {
  const plan = await db.plan.findFirstOrThrow();
  const modelWrite = await failure(db.plan.create({ data: { ...plan } }));
  const rawWrite = await failure(db.$executeRaw`INSERT INTO "Plan" SELECT * FROM "Plan" WHERE "id" = ${plan.id}`);
  const otherRaw = await failure(db.$executeRaw`INSERT INTO "NoSuchTable" VALUES (1)`);
  expect([modelWrite, rawWrite].map(isUniqueViolation)).toEqual([true, true]);
  expect([otherRaw, new Error("UNIQUE constraint failed"), null].map(isUniqueViolation)).toEqual([false, false, false]);
});
