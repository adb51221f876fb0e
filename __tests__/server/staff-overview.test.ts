// The console's overview: counts from the database, and each figure only for the role that acts on it.
import { db } from "@/lib/db/client";
import { staffOverview, startOfSouthAfricanMonth } from "@/lib/staff/overview";
import { newMember, newUser } from "../helpers/users";

describe("startOfSouthAfricanMonth", () => {
  it("is midnight on the 1st in Johannesburg (22:00 UTC the day before)", () => {
    expect(startOfSouthAfricanMonth(new Date("2026-11-24T10:00:00Z")).toISOString()).toBe("2026-10-31T22:00:00.000Z");
    // 23:30 UTC on 30 November is already 1 December in South Africa.
    expect(startOfSouthAfricanMonth(new Date("2026-11-30T23:30:00Z")).toISOString()).toBe("2026-11-30T22:00:00.000Z");
    expect(startOfSouthAfricanMonth(new Date("2027-01-01T01:00:00Z")).toISOString()).toBe("2026-12-31T22:00:00.000Z");
  });
});

describe("staffOverview", () => {
  it("counts members, plans, vouchers, this month's verified payments and what waits, each for its role", async () => {
    const before = await staffOverview(["admin"]);
    const gold = await newMember("gold", "Zanele");
    await newMember("gold", "Andile");
    await newMember("venting", "Khanyi");
    const { user: plain } = await newUser("Palesa");
    // A second subscription to the same plan counts the member once.
    await db.subscription.create({
      data: {
        userId: gold.user.id,
        planId: "gold",
        source: "grant",
        reference: `grant:${gold.user.id}`,
        startsAt: new Date(Date.now() - 1000),
        endsAt: new Date(Date.now() + 86_400_000),
      },
    });
    const now = new Date();
    await db.payment.createMany({
      data: [
        {
          reference: `ov_ok_${now.getTime()}`,
          userId: plain.id,
          planId: "gold",
          amountCents: 23000,
          currency: "ZAR",
          status: "success",
          verifiedAt: now,
        },
        {
          reference: `ov_pending_${now.getTime()}`,
          userId: plain.id,
          planId: "gold",
          amountCents: 23000,
          currency: "ZAR",
        },
        {
          reference: `ov_failed_${now.getTime()}`,
          userId: plain.id,
          planId: "gold",
          amountCents: 23000,
          currency: "ZAR",
          status: "failed",
          verifiedAt: now,
        },
        // Verified before this month began in South Africa: not this month's.
        {
          reference: `ov_old_${now.getTime()}`,
          userId: plain.id,
          planId: "gold",
          amountCents: 50000,
          currency: "ZAR",
          status: "success",
          verifiedAt: new Date(startOfSouthAfricanMonth(now).getTime() - 1000),
        },
      ],
    });
    await db.contactMessage.create({
      data: {
        fullName: "A Visitor",
        email: "visitor@example.co.za",
        subject: "Hello",
        message: "A question about plans.",
      },
    });

    const after = await staffOverview(["admin"]);
    expect(after.members - before.members).toBe(4);
    const members = (o: typeof after, planId: string) => o.activeByPlan.find((row) => row.planId === planId)!.members;
    expect(members(after, "gold") - members(before, "gold")).toBe(2);
    expect(members(after, "venting") - members(before, "venting")).toBe(1);
    expect(after.vouchers.issued - before.vouchers.issued).toBe(4);
    expect(after.vouchers.remaining).toBe(before.vouchers.remaining - 4);
    expect(after.paymentsThisMonth!.count - before.paymentsThisMonth!.count).toBe(1);
    expect(after.paymentsThisMonth!.amountCents - before.paymentsThisMonth!.amountCents).toBe(23000);
    expect(after.waitingContact! - before.waitingContact!).toBe(1);
    // An admin holds every role, so sees everything.
    expect(after.openReports).toBeDefined();
    expect(after.pendingTransfers).toBeDefined();
  });

  it("shows money and contact messages only to admins, reports only to moderators, transfers only to facilitators", async () => {
    const facilitator = await staffOverview(["facilitator"]);
    expect(facilitator.paymentsThisMonth).toBeUndefined();
    expect(facilitator.waitingContact).toBeUndefined();
    expect(facilitator.openReports).toBeUndefined();
    expect(facilitator.pendingTransfers).toEqual(expect.any(Number));
    const moderator = await staffOverview(["moderator"]);
    expect(moderator.openReports).toEqual(expect.any(Number));
    expect(moderator.pendingTransfers).toBeUndefined();
    expect(moderator.paymentsThisMonth).toBeUndefined();
    expect(moderator.members).toEqual(expect.any(Number));
  });
});
