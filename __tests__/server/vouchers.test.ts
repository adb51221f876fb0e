import { NextRequest } from "next/server";
import { GET as userStatus } from "@/app/api/user/status/route";
import { POST as redeem } from "@/app/api/vouchers/redeem/route";
import { GET as voucherStatus } from "@/app/api/vouchers/status/route";
import { db } from "@/lib/db/client";
import { accessOf } from "@/lib/subscriptions";
import { redeemVoucher } from "@/lib/vouchers/redeem";
import { outcome } from "../helpers/outcome";
import { getRequest, jsonRequest, noContext, sessionCookie } from "../helpers/requests";
import { newUser } from "../helpers/users";

async function redeemAs(user: { id: string; email: string; name: string }, body: unknown) {
  const request = new NextRequest(
    jsonRequest("/api/vouchers/redeem", body, { headers: { cookie: await sessionCookie(user) } }),
  );
  const response = await redeem(request, noContext);
  return { status: response.status, body: await response.json() };
}

describe("redeeming a voucher", () => {
  it("grants one month of the individual plan and reports it as the user's plan", async () => {
    const { user, voucher } = await newUser();
    const result = await redeemAs(user, {
      voucherCode: `  ${voucher.code.toLowerCase()} `,
      userEmail: user.email,
      planId: "venting",
    });
    expect(result).toEqual({
      status: 200,
      body: {
        message: "Voucher applied. Enjoy one month of Venting Room User.",
        plan: "venting",
        dashboardPath: "/venting-room-dashboard",
      },
    });
    const access = await accessOf(user.id);
    expect(access).toMatchObject({
      services: ["venting"],
      statusValue: "venting",
      dashboardPath: "/venting-room-dashboard",
    });
    const subscription = await db.subscription.findUniqueOrThrow({ where: { reference: voucher.code } });
    expect(subscription).toMatchObject({ userId: user.id, planId: "venting", source: "voucher" });
    expect(subscription.endsAt.getUTCMonth()).toBe((subscription.startsAt.getUTCMonth() + 1) % 12);

    const status = await userStatus(
      new NextRequest(getRequest("/api/user/status", { cookie: await sessionCookie(user) })),
      noContext,
    );
    expect(await status.json()).toMatchObject({
      plan: "venting",
      voucherStatus: "redeemed",
      dashboardPath: "/venting-room-dashboard",
    });
  });

  it("maps entrepreneur to the entrepreneurship status value and dashboard", async () => {
    const { user, voucher } = await newUser();
    expect((await redeemAs(user, { voucherCode: voucher.code, planId: "entrepreneur" })).body).toMatchObject({
      plan: "entrepreneurship",
      dashboardPath: "/entrepreneurship-education-dashboard",
    });
  });

  it.each([
    [{ voucherCode: "   ", planId: "venting" }, 400, "Please enter a voucher code."],
    [{ planId: "venting" }, 400, "Please enter a voucher code."],
    [{ voucherCode: "X", planId: "diamond" }, 400, "Invalid subscription plan"],
    [{ voucherCode: "X", planId: "venting", price: 0 }, 400, "Unexpected field: price."],
  ])("refuses %j with %i", async (body, status, message) => {
    const { user } = await newUser();
    expect(await redeemAs(user, body)).toEqual({ status, body: expect.objectContaining({ error: message }) });
  });

  it("refuses bundles, another person's code, a made-up code, a spent code and an expired one, each with its own message", async () => {
    const { user, voucher } = await newUser();
    const other = await newUser("Pieter");
    expect(await redeemAs(user, { voucherCode: voucher.code, planId: "gold" })).toEqual({
      status: 400,
      body: { error: "Vouchers can only be used for individual plans." },
    });
    expect(await redeemAs(user, { voucherCode: other.voucher.code, planId: "stem" })).toEqual({
      status: 403,
      body: { error: "This voucher code is not valid for your account." },
    });
    expect((await redeemAs(user, { voucherCode: "STEPPS-AAAA-BBBB-CCCC", planId: "stem" })).status).toBe(403);
    // The browser cannot claim to be someone else either.
    expect(
      (await redeemAs(user, { voucherCode: voucher.code, userEmail: other.user.email, planId: "stem" })).status,
    ).toBe(403);

    expect((await redeemAs(user, { voucherCode: voucher.code, planId: "stem" })).status).toBe(200);
    expect(await redeemAs(user, { voucherCode: voucher.code, planId: "stem" })).toEqual({
      status: 409,
      body: { error: "This voucher has already been used." },
    });

    await db.voucher.update({ where: { id: other.voucher.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await redeemAs(other.user, { voucherCode: other.voucher.code, planId: "stem" })).toEqual({
      status: 410,
      body: { error: "This voucher has expired." },
    });
    expect(await db.subscription.count({ where: { userId: other.user.id } })).toBe(0);
  });

  it("needs a session: 'User email is missing. Cannot verify voucher.'", async () => {
    const response = await redeem(
      new NextRequest(jsonRequest("/api/vouchers/redeem", { voucherCode: "X", planId: "stem" })),
      noContext,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "User email is missing. Cannot verify voucher." });
  });

  it("grants at most once when the same code is submitted 200 times at once", async () => {
    const { user, voucher } = await newUser();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => outcome(redeemVoucher(user, { code: voucher.code, planId: "venting" }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.kind === "conflict")).toBe(true);
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("access", () => {
  it("ends when the month is over, and a second month follows the first", async () => {
    const { user, voucher } = await newUser();
    const start = new Date("2026-03-10T08:00:00Z");
    await redeemVoucher(user, { code: voucher.code, planId: "stem" }, start);
    expect((await accessOf(user.id, new Date("2026-04-09T08:00:00Z"))).services).toEqual(["stem"]);
    expect(await accessOf(user.id, new Date("2026-04-10T08:00:00Z"))).toMatchObject({
      plan: null,
      dashboardPath: "/checkout",
    });

    const { subscriptionData } = await import("@/lib/subscriptions");
    const next = await subscriptionData(
      db,
      { userId: user.id, planId: "stem", source: "payment", reference: "ref_x" },
      new Date("2026-03-20T00:00:00Z"),
    );
    expect(next.startsAt).toEqual(new Date("2026-04-10T08:00:00Z"));
    expect(next.endsAt).toEqual(new Date("2026-05-10T08:00:00Z"));
  });

  it("a bundle opens the bundled dashboard and every service it lists", async () => {
    const { user } = await newUser();
    const now = new Date();
    await db.subscription.create({
      data: {
        userId: user.id,
        planId: "platinum",
        source: "payment",
        reference: `ref_${user.id}`,
        startsAt: now,
        endsAt: new Date(now.getTime() + 86_400_000),
      },
    });
    expect(await accessOf(user.id)).toMatchObject({
      bundled: true,
      services: ["stem", "venting", "entrepreneurship"],
      dashboardPath: "/bundled-dashboard",
      statusValue: "bundled",
    });
  });
});

describe("GET /api/vouchers/status", () => {
  it("counts the vouchers still to be given", async () => {
    const before = (await (await voucherStatus(getRequest("/api/vouchers/status"), noContext)).json()).remaining;
    await newUser();
    expect(await (await voucherStatus(getRequest("/api/vouchers/status"), noContext)).json()).toEqual({
      remaining: before - 1,
    });
  });
});
