// The cheap paths found by the benchmarks (bench/load.mjs, bench/race.mjs): the displayed voucher
// count is read once per 2 s per process but is never stale for this process's own sign-ups, and
// password hashing runs one at a time so the event loop keeps answering other requests.
import bcrypt from "bcryptjs";
import { hashPassword, passwordMatches } from "@/lib/accounts/passwords";
import { db } from "@/lib/db/client";
import { REMAINING_DISPLAY_TTL_MS, vouchersRemaining, vouchersRemainingForDisplay } from "@/lib/vouchers/issue";
import { newUser } from "../helpers/users";

const highestSlot = async () => (await db.voucher.aggregate({ _max: { slot: true } }))._max.slot ?? 0;

describe("the displayed voucher count", () => {
  it("is the limit minus the highest slot, which is the number issued", async () => {
    await newUser();
    await newUser();
    expect(await vouchersRemaining()).toBe(1000 - (await highestSlot()));
    expect(await db.voucher.count()).toBe(await highestSlot());
  });

  it("is shared for 2 s, then read again; this process's own sign-ups show at once", async () => {
    const t0 = Date.now();
    const shown = await vouchersRemainingForDisplay(t0);
    // Another server on the same database issues one: written directly, not by a sign-up in this process.
    await db.voucher.create({
      data: {
        slot: (await highestSlot()) + 1,
        code: "STEPPS-TEST-ELSE-WHER",
        email: "elsewhere@example.co.za",
        issuedAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    expect(await vouchersRemaining()).toBe(shown - 1);
    expect(await vouchersRemainingForDisplay(t0 + REMAINING_DISPLAY_TTL_MS - 1)).toBe(shown);
    expect(await vouchersRemainingForDisplay(t0 + REMAINING_DISPLAY_TTL_MS)).toBe(shown - 1);

    await newUser("Here");
    expect(await vouchersRemainingForDisplay(t0 + REMAINING_DISPLAY_TTL_MS + 1)).toBe(shown - 2);
  });
});

describe("password hashing", () => {
  afterEach(() => jest.restoreAllMocks());

  it("runs one bcrypt operation at a time, in arrival order", async () => {
    let running = 0;
    let most = 0;
    const realHash = bcrypt.hash;
    jest.spyOn(bcrypt, "hash").mockImplementation((async (password: string, salt: number | string) => {
      running += 1;
      most = Math.max(most, running);
      try {
        return await realHash(password, salt);
      } finally {
        running -= 1;
      }
    }) as typeof bcrypt.hash);
    const finished: string[] = [];
    const hashes = await Promise.all(
      ["a", "b", "c", "d", "e"].map((name) =>
        hashPassword(`secret-${name}`).then((hash) => (finished.push(name), hash)),
      ),
    );
    expect(most).toBe(1);
    expect(finished).toEqual(["a", "b", "c", "d", "e"]);
    expect(await passwordMatches("secret-c", hashes[2])).toBe(true);
    expect(await passwordMatches("secret-c", hashes[1])).toBe(false);
    expect(await passwordMatches("secret-c", null)).toBe(false);
  });

  it("keeps going after a failed operation", async () => {
    jest
      .spyOn(bcrypt, "compare")
      .mockImplementationOnce((() => Promise.reject(new Error("boom"))) as typeof bcrypt.compare);
    await expect(passwordMatches("x", await hashPassword("y"))).rejects.toThrow("boom");
    expect(await passwordMatches("secret1", await hashPassword("secret1"))).toBe(true);
  });
});
