import { requireRequestUser } from "@/lib/auth/session";
import { assertSameOrigin, readJson, route } from "@/lib/http/route";
import { startPayment } from "@/lib/payments";
import { startPaymentSchema } from "@/lib/payments/schemas";

/** POST /api/payments/initialize: creates the Paystack transaction for a plan, priced by the plan table. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const user = await requireRequestUser(request);
  const { planId } = await readJson(request, startPaymentSchema);
  return Response.json(await startPayment(user, planId), { status: 201 });
});
