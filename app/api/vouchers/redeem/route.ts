import { requireRequestUser } from "@/lib/auth/session";
import { assertSameOrigin, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { dashboardPathOf, planStatusValue } from "@/lib/plans";
import { redeemVoucher } from "@/lib/vouchers/redeem";
import { redeemVoucherSchema } from "@/lib/vouchers/schemas";

/** POST /api/vouchers/redeem: one month of an individual plan for the session's own voucher. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const user = await requireRequestUser(request, MESSAGES.voucher.missingEmail);
  const input = await readJson(request, redeemVoucherSchema);
  const plan = await redeemVoucher(user, {
    code: input.voucherCode,
    planId: input.planId,
    confirmEmail: input.userEmail,
  });
  return Response.json({
    message: MESSAGES.voucher.applied(plan.title),
    plan: planStatusValue(plan),
    dashboardPath: dashboardPathOf(plan),
  });
});
