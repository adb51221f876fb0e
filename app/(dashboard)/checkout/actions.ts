"use server";

import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { startSession } from "@/lib/auth/session-cookie";
import { DomainError } from "@/lib/errors";
import { callerAction } from "@/lib/forms/actions";
import { MESSAGES } from "@/lib/messages";
import { dashboardPathOf } from "@/lib/plans";
import { redeemVoucher } from "@/lib/vouchers/redeem";
import { redeemVoucherSchema } from "@/lib/vouchers/schemas";

/** A voucher is redeemed by the account it was issued to: signed out, the form says whose e-mail is missing. */
async function signedInRedeemer() {
  const user = await getSessionUser();
  if (!user) throw new DomainError("unauthenticated", MESSAGES.voucher.missingEmail);
  return user;
}

/**
 * "Apply Your Voucher" (POST /api/vouchers/redeem does the same for API clients): one month of the
 * plan, the session's token re-issued with it, then the plan's dashboard.
 */
export const applyVoucher = callerAction(
  signedInRedeemer,
  redeemVoucherSchema,
  MESSAGES.voucher.emptyCode,
  async (input, user) => {
    const plan = await redeemVoucher(user, {
      code: input.voucherCode,
      planId: input.planId,
      confirmEmail: input.userEmail,
    });
    await startSession(user);
    redirect(dashboardPathOf(plan));
  },
);
