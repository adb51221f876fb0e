import { getEnv } from "@/lib/env";
import { HttpError, readBodyBytes, route } from "@/lib/http/route";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { confirmPayment, isValidPaystackSignature } from "@/lib/payments";
import { paystackTransactionSchema } from "@/lib/payments/paystack";
import { paystackEventSchema } from "@/lib/validations/payments";
import { hasBrokenText } from "@/lib/validations/text";

/**
 * POST /api/paystack/webhook. Only a body signed with our secret key is read at all. A
 * charge.success grants by the same rules as the callback; every signed event is acknowledged with
 * 200 so Paystack stops resending it, whatever we made of it.
 */
export const POST = route(async (request) => {
  // The signature is checked over the bytes as sent, before they are decoded.
  const rawBody = await readBodyBytes(request, 256 * 1024);
  if (!isValidPaystackSignature(rawBody, request.headers.get("x-paystack-signature"), getEnv().PAYSTACK_SECRET_KEY)) {
    throw new HttpError(401, MESSAGES.payment.webhookBadSignature);
  }
  let event;
  try {
    event = paystackEventSchema.parse(JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(rawBody)));
  } catch {
    throw new HttpError(400, MESSAGES.payment.webhookInvalidJson);
  }
  // A reference with a lone surrogate cannot even be looked up (the database driver fails on it).
  if (hasBrokenText(event)) throw new HttpError(400, MESSAGES.request.brokenText);
  if (event.event !== "charge.success") return Response.json({ received: true });
  const transaction = paystackTransactionSchema.safeParse(event.data);
  if (!transaction.success) throw new HttpError(400, MESSAGES.payment.webhookNoTransaction);
  const result = await confirmPayment(transaction.data.reference, transaction.data);
  logger.info("payment.webhook", {
    reference: transaction.data.reference,
    granted: result.ok,
    detail: result.ok ? result.alreadyGranted : result.reason,
  });
  return Response.json({ received: true });
});
