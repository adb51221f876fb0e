import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { requireAgeConsent } from "@/lib/account-standing";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { receiptMail } from "@/lib/mail/plans";
import { greetingName } from "@/lib/mail/templates";
import { MESSAGES } from "@/lib/messages";
import { deliverSoon, queueMail } from "@/lib/outbox";
import { findPlan, type Plan, type PlanId } from "@/lib/plans";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { PAYMENT_CALLBACK_PATH } from "@/lib/routes";
import { subscriptionData } from "@/lib/subscriptions";
import { initializeTransaction, verifyTransaction, type PaystackTransaction } from "./paystack";

/** Format from docs/product.md, Checkout and payment. */
export function newPaymentReference(now = Date.now()): string {
  return `ref_${now}_${randomBytes(6).toString("hex")}`;
}

/** Each start makes a Paystack transaction; enough for a few retries after a cancelled checkout. */
export const PAYMENT_START_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60 * 1000 };

/** Amount and currency come from the plan table, so nothing the browser sends changes the charge. */
export async function startPayment(user: { id: string; email: string }, planId: PlanId) {
  if (!getEnv().PAYMENTS_ENABLED) throw new DomainError("unavailable", MESSAGES.payment.pending);
  const plan = findPlan(planId);
  if (!plan) throw new DomainError("invalid", MESSAGES.payment.invalidPlan);
  await requireAgeConsent(user.id);
  await enforceRateLimit(rateLimitKey("user", user.id, "payment-start"), PAYMENT_START_LIMIT, MESSAGES.payment.tooMany);
  const reference = newPaymentReference();
  await db.payment.create({
    data: { reference, userId: user.id, planId: plan.id, amountCents: plan.amountCents, currency: plan.currency },
  });
  const { APP_URL, PAYSTACK_PUBLIC_KEY } = getEnv();
  const transaction = await initializeTransaction({
    email: user.email,
    amountCents: plan.amountCents,
    currency: plan.currency,
    reference,
    // Paystack adds ?trxref=…&reference=… on the way back; the server verifies before granting.
    callbackUrl: new URL(`${PAYMENT_CALLBACK_PATH}?status=success`, APP_URL).toString(),
    metadata: { planId: plan.id, customerEmail: user.email },
  });
  return {
    reference,
    accessCode: transaction.access_code,
    authorizationUrl: transaction.authorization_url,
    publicKey: PAYSTACK_PUBLIC_KEY ?? "",
    email: user.email,
    amountCents: plan.amountCents,
    currency: plan.currency,
  };
}

export interface ConfirmedPayment {
  plan: Plan;
  /** A repeated callback or webhook: nothing new was granted. */
  alreadyGranted: boolean;
}

function transactionMismatch(
  tx: PaystackTransaction,
  expected: { reference: string; amountCents: number; currency: string; email: string },
): string | null {
  if (tx.reference !== expected.reference) return "reference";
  if (tx.amount !== expected.amountCents) return "amount";
  if (tx.currency.toUpperCase() !== expected.currency) return "currency";
  if (tx.customer.email.trim().toLowerCase() !== expected.email) return "customer e-mail";
  return null;
}

/**
 * `transaction` is the webhook's signed data; without it Paystack is asked. The reference is unique on
 * the subscription, so callback and webhook, in any order or number, grant once.
 */
export async function confirmPayment(
  reference: string,
  transaction?: PaystackTransaction,
  now = new Date(),
): Promise<ConfirmedPayment> {
  const payment = await db.payment.findUnique({
    where: { reference },
    include: { user: { select: { id: true, email: true, name: true, emailVerified: true } } },
  });
  const plan = payment && findPlan(payment.planId);
  // The payer deleted their account: a financial record only.
  if (!payment?.user || !plan) throw new DomainError("not-found", MESSAGES.payment.verificationFailed);
  const payer = payment.user;

  const reported = transaction ?? (await verifyTransaction(reference));
  if (!reported || reported.status !== "success") {
    if (reported && ["failed", "abandoned", "reversed"].includes(reported.status)) {
      await db.payment.updateMany({
        where: { reference, status: "pending" },
        data: { status: "failed", verifiedAt: now },
      });
    }
    throw new DomainError("payment-declined", MESSAGES.payment.verificationFailed);
  }
  const mismatch = transactionMismatch(reported, {
    reference,
    amountCents: plan.amountCents,
    currency: plan.currency,
    email: payer.email,
  });
  if (mismatch || payment.amountCents !== plan.amountCents) {
    logger.warn("payment.mismatch", { reference, field: mismatch ?? "recorded amount" });
    // Never over a grant that landed meanwhile: the status above was read outside.
    await db.payment.updateMany({
      where: { reference, status: { not: "success" } },
      data: { status: "failed", verifiedAt: now },
    });
    throw new DomainError("payment-declined", MESSAGES.payment.verificationFailed);
  }

  try {
    // Under the member's row lock, so months of one plan follow each other instead of starting together.
    const granted = await db.$transaction(async (tx) => {
      // Lock order from lib/db/locks.ts: the member's row before the payment's.
      await lockRow(tx, "User", payer.id);
      // Of racing confirmations only the first flips the status. A "failed" (abandoned) payment may still be paid.
      const turned = await tx.payment.updateMany({
        where: { reference, status: { not: "success" } },
        data: { status: "success", verifiedAt: now },
      });
      if (turned.count === 0) return false;
      const subscription = await subscriptionData(
        tx,
        { userId: payer.id, planId: plan.id, source: "payment", reference },
        now,
      );
      await tx.subscription.create({ data: subscription });
      const receipt = receiptMail({
        to: payer.email,
        name: greetingName(payer),
        plan,
        amountCents: payment.amountCents,
        reference,
        startsAt: new Date(subscription.startsAt),
        endsAt: new Date(subscription.endsAt),
        paidAt: now,
      });
      await queueMail(tx, { key: `receipt:${reference}`, userId: payer.id, message: receipt });
      return true;
    });
    if (granted) deliverSoon();
    return { plan, alreadyGranted: !granted };
  } catch (error) {
    if (isUniqueViolation(error)) return { plan, alreadyGranted: true };
    throw error;
  }
}

/** Another member's reference and an unknown one are refused alike, so references cannot be probed. */
export async function confirmOwnPayment(userId: string, reference: string): Promise<ConfirmedPayment> {
  const payment = await db.payment.findUnique({ where: { reference }, select: { userId: true } });
  if (!payment || payment.userId !== userId) throw new DomainError("not-found", MESSAGES.payment.verificationFailed);
  return confirmPayment(reference);
}

/** Compared in constant time. */
export function isValidPaystackSignature(
  rawBody: string | Uint8Array,
  signature: string | null,
  secretKey: string | undefined,
): boolean {
  if (!signature || !secretKey) return false;
  const expected = Buffer.from(createHmac("sha512", secretKey).update(rawBody).digest("hex"), "utf8");
  const given = Buffer.from(signature.trim().toLowerCase(), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
