// The cheap path found by the benchmarks (bench/load.mjs, bench/race.mjs): the displayed voucher
// count is read once per 2 s per process but is never stale for this process's own sign-ups.
// (Password hashing, the other one, is in hash-pool.test.ts.)
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
