import "server-only";
import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { hasBrokenText } from "@/lib/validations/text";
import { paystackTransactionSchema } from "./paystack";
import { paystackEventSchema } from "./schemas";
import { confirmPayment, isValidPaystackSignature } from ".";

/**
 * The signature is checked over the raw bytes before decoding. Any signed event is accepted, even one
 * that grants nothing (logged), so that Paystack stops resending it.
 */
export async function receivePaystackEvent(rawBody: Uint8Array, signature: string | null): Promise<void> {
  if (!isValidPaystackSignature(rawBody, signature, getEnv().PAYSTACK_SECRET_KEY)) {
    throw new DomainError("unauthenticated", MESSAGES.payment.webhookBadSignature);
  }
  let event;
  try {
    event = paystackEventSchema.parse(JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(rawBody)));
  } catch {
    throw new DomainError("invalid", MESSAGES.payment.webhookInvalidJson);
  }
  // The database refuses a lone surrogate or NUL, so such a reference cannot be looked up.
  if (hasBrokenText(event)) throw new DomainError("invalid", MESSAGES.request.brokenText);
  if (event.event !== "charge.success") return;
  const transaction = paystackTransactionSchema.safeParse(event.data);
  if (!transaction.success) throw new DomainError("invalid", MESSAGES.payment.webhookNoTransaction);

  const { reference } = transaction.data;
  try {
    const { alreadyGranted } = await confirmPayment(reference, transaction.data);
    logger.info("payment.webhook", { reference, granted: true, detail: alreadyGranted });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    logger.info("payment.webhook", { reference, granted: false, detail: error.kind });
  }
}
