// Where a member stands: the dashboards confirm a voucher only just after it was applied, from the
// subscription itself (a link cannot make a page say it).
import { db } from "@/lib/db/client";
import { voucherJustApplied } from "@/lib/subscriptions/standing";
import { redeemVoucher } from "@/lib/vouchers/redeem";
import { newMember, newUser } from "../helpers/users";

describe("voucherJustApplied", () => {
  it("is true for ten minutes after a voucher granted the plan, and never for a paid plan", async () => {
    const { user, voucher } = await newUser("Sipho");
    await redeemVoucher(user, { code: voucher.code, planId: "venting" });
    const member = { user };
    const [subscription] = await db.subscription.findMany({ where: { userId: user.id } });
    expect(subscription.source).toBe("voucher");
    const at = (minutes: number) => new Date(subscription.createdAt.getTime() + minutes * 60_000);
    expect(await voucherJustApplied(member.user.id, at(1))).toBe(true);
    expect(await voucherJustApplied(member.user.id, at(9.9))).toBe(true);
    expect(await voucherJustApplied(member.user.id, at(10.1))).toBe(false);

    const payer = await newMember("gold", "Naledi");
    const paid = await db.subscription.findFirstOrThrow({ where: { userId: payer.user.id } });
    expect(paid.source).not.toBe("voucher");
    expect(await voucherJustApplied(payer.user.id, new Date(paid.createdAt.getTime() + 60_000))).toBe(false);
  });
});
