import { Prisma } from "@prisma/client";
import { db } from "@/lib/db/client";
import { MESSAGES } from "@/lib/messages";
import { findPlan, type Plan } from "@/lib/plans";
import { subscriptionData } from "@/lib/subscriptions";
import { normaliseVoucherCode } from "./codes";

export type RedeemFailure = { ok: false; status: 400 | 403 | 409 | 410; message: string };
export type RedeemResult = { ok: true; plan: Plan } | RedeemFailure;

const fail = (status: RedeemFailure["status"], message: string): RedeemFailure => ({ ok: false, status, message });

/**
 * Redeems a voucher for one month of an individual plan: only the e-mail it was issued to, only
 * once, only before it expires. The voucher's code is the subscription's unique reference, so
 * however many requests race with the same code, one grants and the rest fail on the constraint.
 */
export async function redeemVoucher(
  user: { id: string; email: string },
  input: { code: string; planId: string },
  now = new Date(),
): Promise<RedeemResult> {
  const plan = findPlan(input.planId);
  if (!plan) return fail(400, MESSAGES.payment.invalidPlan);
  if (plan.kind !== "individual") return fail(400, MESSAGES.voucher.individualOnly);

  const voucher = await db.voucher.findUnique({ where: { code: normaliseVoucherCode(input.code) } });
  // Someone else's code and a made-up one get the same answer: codes cannot be probed.
  if (!voucher || voucher.email !== user.email) return fail(403, MESSAGES.voucher.notYours);
  if (voucher.redeemedAt) return fail(409, MESSAGES.voucher.used);
  if (voucher.expiresAt <= now) return fail(410, MESSAGES.voucher.expired);

  try {
    const subscription = await subscriptionData(
      db,
      { userId: user.id, planId: plan.id, source: "voucher", reference: voucher.code },
      now,
    );
    await db.$transaction([
      db.voucher.updateMany({ where: { id: voucher.id, redeemedAt: null }, data: { redeemedAt: now } }),
      db.subscription.create({ data: subscription }),
    ]);
    return { ok: true, plan };
  } catch (error) {
    const duplicate =
      (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") ||
      (error instanceof Error && /UNIQUE constraint failed/i.test(error.message));
    if (duplicate) return fail(409, MESSAGES.voucher.used);
    throw error;
  }
}
