import { requireRequestUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { assertSameOrigin, HttpError, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { confirmPayment } from "@/lib/payments";
import { PaystackUnavailableError } from "@/lib/payments/paystack";
import { dashboardPathOf } from "@/lib/plans";
import { verifyPaymentSchema } from "@/lib/validations/payments";

/** POST /api/payments/verify: the callback page asks the server to verify its reference with Paystack. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const user = await requireRequestUser(request);
  const { reference } = await readJson(request, verifyPaymentSchema);
  const payment = await db.payment.findUnique({ where: { reference }, select: { userId: true } });
  // Another user's reference and an unknown one look the same.
  if (!payment || payment.userId !== user.id) throw new HttpError(404, MESSAGES.payment.verificationFailed);
  try {
    const result = await confirmPayment(reference);
    if (!result.ok) throw new HttpError(402, MESSAGES.payment.verificationFailed);
    return Response.json({
      message: "Payment verified.",
      plan: result.plan.id,
      dashboardPath: dashboardPathOf(result.plan),
    });
  } catch (error) {
    if (error instanceof PaystackUnavailableError) throw new HttpError(502, MESSAGES.payment.providerUnavailable);
    throw error;
  }
});
