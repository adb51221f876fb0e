import { db } from "@/lib/db/client";
import { hitRateLimit, resetRateLimit } from "@/lib/rate-limit";

describe("database rate limiter", () => {
  const rule = { limit: 10, windowMs: 60_000 };

  it("allows exactly the limit when many requests arrive at once", async () => {
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 60 }, () => hitRateLimit("burst", rule, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: "burst" } })).count).toBe(60);
  });

  it("says how long to wait, and starts a fresh window once the old one ends", async () => {
    const start = 1_700_000_000_000;
    for (let i = 0; i < 10; i++) expect((await hitRateLimit("window", rule, start)).allowed).toBe(true);
    const refused = await hitRateLimit("window", rule, start + 15_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 45, count: 11, windowStartMs: start });
    expect((await hitRateLimit("window", rule, start + 60_000)).allowed).toBe(true);
  });

  it("keeps keys apart and forgets a key on reset", async () => {
    const tight = { limit: 1, windowMs: 60_000 };
    expect((await hitRateLimit("a", tight)).allowed).toBe(true);
    expect((await hitRateLimit("b", tight)).allowed).toBe(true);
    expect((await hitRateLimit("a", tight)).allowed).toBe(false);
    await resetRateLimit("a");
    expect((await hitRateLimit("a", tight)).allowed).toBe(true);
  });
});
