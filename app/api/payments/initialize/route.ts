import { requireRequestUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { assertSameOrigin, HttpError, readJson, route } from "@/lib/http/route";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { startPayment } from "@/lib/payments";
import { PaystackUnavailableError } from "@/lib/payments/paystack";
import { findPlan } from "@/lib/plans";
import { startPaymentSchema } from "@/lib/validations/payments";

/** POST /api/payments/initialize: creates the Paystack transaction for a plan, priced by the plan table. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const user = await requireRequestUser(request);
  const { planId } = await readJson(request, startPaymentSchema);
  if (!getEnv().PAYMENTS_ENABLED) throw new HttpError(503, MESSAGES.payment.pending);
  try {
    return Response.json(await startPayment(user, findPlan(planId)!), { status: 201 });
  } catch (error) {
    if (!(error instanceof PaystackUnavailableError)) throw error;
    logger.error("payment.initialize_failed", { planId, error });
    throw new HttpError(502, MESSAGES.payment.providerUnavailable);
  }
});
