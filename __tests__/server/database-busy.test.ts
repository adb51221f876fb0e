// A database too busy to answer in time is told apart from a fault: the member is asked to try again
// (503, or the form's message) and the real errors of each engine and of pg-pool are recognised.
import pg from "pg";
import { z } from "zod";
import { isDatabaseBusy } from "@/lib/db/busy";
import { db } from "@/lib/db/client";
import { validatedAction } from "@/lib/forms/actions";
import { route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";

const failure = (work: Promise<unknown>) =>
  work.then(
    () => new Error("it succeeded"),
    (error: unknown) => error,
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A transaction that outruns its time (what a burst does to one waiting behind others), after a write. */
const outrunTransaction = () =>
  db.$transaction(
    async (tx) => {
      await tx.plan.updateMany({ data: { title: "Busy" } });
      await pause(300);
      await tx.user.count();
    },
    { timeout: 50 },
  );
const planNames = async () =>
  (await db.plan.findMany({ select: { title: true }, orderBy: { id: "asc" } })).map((p) => p.title);

it("recognises a transaction that outran its time, and not a fault", async () => {
  const plan = await db.plan.findFirstOrThrow();
  const faults = [
    await failure(db.plan.create({ data: { ...plan } })),
    await failure(db.$executeRaw`INSERT INTO "NoSuchTable" VALUES (1)`),
    new Error("timeout"),
    null,
  ];
  expect(isDatabaseBusy(await failure(outrunTransaction()))).toBe(true);
  expect(faults.map(isDatabaseBusy)).toEqual([false, false, false, false]);
});

(process.env.STEPPS_TEST_ENGINE === "postgresql" ? it : it.skip)(
  "recognises a PostgreSQL pool with no free connection",
  async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, connectionTimeoutMillis: 100 });
    const held = await pool.connect();
    try {
      expect(isDatabaseBusy(await failure(pool.connect()))).toBe(true);
    } finally {
      held.release();
      await pool.end();
    }
  },
);

it("answers a route 503 and a form with a message to try again, and writes nothing", async () => {
  const before = await planNames();
  const handler = route(async () => {
    await outrunTransaction();
    return Response.json({ ok: true });
  });
  const response = await handler(new Request("http://localhost/api/anything", { method: "POST" }), undefined);
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ error: MESSAGES.request.busy });

  const action = validatedAction(z.object({ note: z.string() }), "invalid", async () => {
    await outrunTransaction();
    return { status: "success", message: "saved" };
  });
  const form = new FormData();
  form.set("note", "hello");
  expect(await action({ status: "idle" }, form)).toEqual({
    status: "error",
    message: MESSAGES.request.busy,
    values: { note: "hello" },
  });
  expect(await planNames()).toEqual(before);
  expect(before).not.toContain("Busy");
});
