import { getRequestUser } from "@/lib/auth/session";
import { assertSameOrigin, HttpError, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { dashboardPathOf, planStatusValue } from "@/lib/plans";
import { redeemVoucherSchema } from "@/lib/validations/vouchers";
import { redeemVoucher } from "@/lib/vouchers/redeem";

/** POST /api/vouchers/redeem: one month of an individual plan for the session's own voucher. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const user = await getRequestUser(request);
  if (!user) throw new HttpError(401, MESSAGES.voucher.missingEmail);
  const input = await readJson(request, redeemVoucherSchema);
  // The e-mail is the session's; one sent by the browser may only confirm it.
  if (input.userEmail !== undefined && input.userEmail !== user.email)
    throw new HttpError(403, MESSAGES.voucher.notYours);

  const result = await redeemVoucher(user, { code: input.voucherCode, planId: input.planId });
  if (!result.ok) throw new HttpError(result.status, result.message);
  return Response.json({
    message: MESSAGES.voucher.applied(result.plan.title),
    plan: planStatusValue(result.plan),
    dashboardPath: dashboardPathOf(result.plan),
  });
});
