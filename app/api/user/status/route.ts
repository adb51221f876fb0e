import { requireRequestUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { accessOf } from "@/lib/subscriptions";
import { voucherStatusOf } from "@/lib/vouchers/status";

/** GET /api/user/status (docs/product.md, API): the signed-in user's active plan and voucher status. */
export const GET = route(async (request) => {
  const user = await requireRequestUser(request);
  const [access, voucherStatus] = await Promise.all([accessOf(user.id), voucherStatusOf(user.id)]);
  return Response.json(
    {
      plan: access.statusValue,
      voucherStatus,
      endsAt: access.endsAt?.toISOString() ?? null,
      dashboardPath: access.dashboardPath,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
