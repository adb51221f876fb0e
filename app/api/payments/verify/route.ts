import { requireRequestUser } from "@/lib/auth/session";
import { assertSameOrigin, readJson, route } from "@/lib/http/route";
import { confirmOwnPayment } from "@/lib/payments";
import { verifyPaymentSchema } from "@/lib/payments/schemas";
import { dashboardPathOf } from "@/lib/plans";

/** POST /api/payments/verify: the callback page asks the server to verify its reference with Paystack. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const user = await requireRequestUser(request);
  const { reference } = await readJson(request, verifyPaymentSchema);
  const { plan } = await confirmOwnPayment(user.id, reference);
  return Response.json({ message: "Payment verified.", plan: plan.id, dashboardPath: dashboardPathOf(plan) });
});
