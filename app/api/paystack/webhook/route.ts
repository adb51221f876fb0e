import { getEnv } from "@/lib/env";
import { HttpError, readRawBody, route } from "@/lib/http/route";
import { logger } from "@/lib/logger";
import { confirmPayment, isValidPaystackSignature } from "@/lib/payments";
import { paystackTransactionSchema } from "@/lib/payments/paystack";
import { paystackEventSchema } from "@/lib/validations/payments";

/**
 * POST /api/paystack/webhook. Only a body signed with our secret key is read at all. A
 * charge.success grants by the same rules as the callback; every signed event is acknowledged with
 * 200 so Paystack stops resending it, whatever we made of it.
 */
export const POST = route(async (request) => {
  const rawBody = await readRawBody(request, 256 * 1024);
  if (!isValidPaystackSignature(rawBody, request.headers.get("x-paystack-signature"), getEnv().PAYSTACK_SECRET_KEY)) {
    throw new HttpError(401, "Invalid signature.");
  }
  let event;
  try {
    event = paystackEventSchema.parse(JSON.parse(rawBody));
  } catch {
    throw new HttpError(400, "The event is not valid JSON.");
  }
  if (event.event !== "charge.success") return Response.json({ received: true });
  const transaction = paystackTransactionSchema.safeParse(event.data);
  if (!transaction.success) throw new HttpError(400, "The charge.success event has no valid transaction data.");
  const result = await confirmPayment(transaction.data.reference, transaction.data);
  logger.info("payment.webhook", { reference: transaction.data.reference, granted: result.ok, detail: result.ok ? result.alreadyGranted : result.reason });
  return Response.json({ received: true });
});
