// The sweeps' "nothing was written" check reuses what it hashed while nothing moved; these show that every
// kind of write is still seen, in the table it touched, on both engines.
import { db, SQL } from "@/lib/db/client";
import { changesBetween, closeSnapshots, snapshotDatabase } from "../helpers/db-snapshot";
import { newUser } from "../helpers/users";

afterAll(closeSnapshots);

const userCount = () => db.user.count();

describe("the nothing-was-written check", () => {
  it("finds nothing when nothing is written, snapshot after snapshot", async () => {
    await newUser("Ayanda");
    const first = await snapshotDatabase();
    await db.user.findMany();
    expect(changesBetween(first, await snapshotDatabase())).toEqual([]);
    expect(changesBetween(first, await snapshotDatabase())).toEqual([]);
  });

  it("finds an insert, a one-value update and a delete, each in its own table only", async () => {
    const { user } = await newUser("Bongani");
    const users = await userCount();
    const before = await snapshotDatabase();
    await db.user.update({ where: { id: user.id }, data: { city: "Polokwane" } });
    const updated = await snapshotDatabase();
    expect(changesBetween(before, updated)).toEqual([`User (${users} → ${users} rows)`]);

    await db.user.update({ where: { id: user.id }, data: { city: "Polokwane" } });
    expect(changesBetween(updated, await snapshotDatabase())).toEqual([]);

    const other = await db.user.create({ data: { email: "carol@example.co.za", name: "Carol", surname: "Mokoena" } });
    const inserted = await snapshotDatabase();
    expect(changesBetween(updated, inserted)).toEqual([`User (${users} → ${users + 1} rows)`]);

    await db.user.delete({ where: { id: other.id } });
    const deleted = await snapshotDatabase();
    expect(changesBetween(inserted, deleted)).toEqual([`User (${users + 1} → ${users} rows)`]);
    // Back to the same rows: the same hash.
    expect(changesBetween(updated, deleted)).toEqual([]);
  });

  it("finds a write made in raw SQL, and one inside a transaction once it commits", async () => {
    const { user } = await newUser("Dumisani");
    const before = await snapshotDatabase();
    await db.$executeRaw(SQL.sql`UPDATE "User" SET "surname" = ${"Zulu"} WHERE "id" = ${user.id}`);
    const raw = await snapshotDatabase();
    expect(changesBetween(before, raw)).toHaveLength(1);

    await expect(
      db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: user.id }, data: { surname: "Nkosi" } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(changesBetween(raw, await snapshotDatabase())).toEqual([]);

    await db.$transaction([db.user.update({ where: { id: user.id }, data: { surname: "Nkosi" } })]);
    expect(changesBetween(raw, await snapshotDatabase())).toHaveLength(1);
  });

  it("lets an attempt counter move, and nothing else in RateLimit", async () => {
    const { user } = await newUser("Esihle");
    const before = await snapshotDatabase();
    await db.rateLimit.create({
      data: { key: `user:${user.id}:password-change`, count: 1, windowStartMs: BigInt(Date.now()) },
    });
    const counted = await snapshotDatabase();
    expect(changesBetween(before, counted)).toEqual([]);

    await db.rateLimit.create({ data: { key: `user:${user.id}:something-else`, count: 1, windowStartMs: 0n } });
    expect(changesBetween(counted, await snapshotDatabase())).toEqual([
      `RateLimit "user:${user.id}:something-else" (not an attempt counter)`,
    ]);
  });
});
