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
 * A Paystack webhook event, as its raw bytes. Only a body signed with our secret key is read at all
 * (the signature is checked over the bytes as sent, before they are decoded). A charge.success grants
 * by the same rules as the callback. Any signed event is then accepted, whatever came of it, so that
 * Paystack stops resending it: a payment that grants nothing is logged, not refused.
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
  // A reference with a lone surrogate or a NUL cannot even be looked up (the database refuses it).
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
