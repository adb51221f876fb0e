import "server-only";
import { accountStanding } from "@/lib/account-standing";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { findPlan, type Plan } from "@/lib/plans";
import { subscriptionData } from "@/lib/subscriptions";
import { normaliseVoucherCode } from "./codes";

/** The code is the subscription's unique reference, so of racing requests one grants and the rest fail on the constraint. */
export async function redeemVoucher(
  user: { id: string; email: string },
  input: { code: string; planId: string; confirmEmail?: string },
  now = new Date(),
): Promise<Plan> {
  if (input.confirmEmail !== undefined && input.confirmEmail !== user.email) {
    throw new DomainError("forbidden", MESSAGES.voucher.notYours);
  }
  const plan = findPlan(input.planId);
  if (!plan) throw new DomainError("invalid", MESSAGES.payment.invalidPlan);
  if (plan.kind !== "individual") throw new DomainError("invalid", MESSAGES.voucher.individualOnly);
  const standing = await accountStanding(user.id);
  if (!standing.emailVerified) throw new DomainError("forbidden", MESSAGES.verification.required(user.email));
  if (!standing.consented) throw new DomainError("forbidden", MESSAGES.account.consentRequired);

  const voucher = await db.voucher.findUnique({ where: { code: normaliseVoucherCode(input.code) } });
  // Someone else's code and a made-up one get the same answer: codes cannot be probed.
  if (!voucher || voucher.email !== user.email) throw new DomainError("forbidden", MESSAGES.voucher.notYours);
  if (voucher.redeemedAt) throw new DomainError("conflict", MESSAGES.voucher.used);
  if (voucher.expiresAt <= now) throw new DomainError("gone", MESSAGES.voucher.expired);

  try {
    await db.$transaction(async (tx) => {
      const subscription = await subscriptionData(
        tx,
        { userId: user.id, planId: plan.id, source: "voucher", reference: voucher.code },
        now,
      );
      const claimed = await tx.voucher.updateMany({
        where: { id: voucher.id, redeemedAt: null },
        data: { redeemedAt: now },
      });
      if (claimed.count === 0) throw new DomainError("conflict", MESSAGES.voucher.used);
      await tx.subscription.create({ data: subscription });
    });
    return plan;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("conflict", MESSAGES.voucher.used);
    throw error;
  }
}
