import { voucherStatusOf } from "@/lib/accounts/status";
import { requireRequestUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";

/** GET /api/user/status (spec section 3): the signed-in user's plan and voucher status. */
export const GET = route(async (request) => {
  const user = await requireRequestUser(request);
  return Response.json({ plan: null, voucherStatus: await voucherStatusOf(user.id) }, { headers: { "Cache-Control": "private, no-store" } });
});
