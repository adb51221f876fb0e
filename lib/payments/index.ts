import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { Prisma } from "@prisma/client";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { findPlan, type Plan } from "@/lib/plans";
import { subscriptionData } from "@/lib/subscriptions";
import { initializeTransaction, verifyTransaction, type PaystackTransaction } from "./paystack";

/** 'ref_' + timestamp + random suffix (spec section 9). */
export function newPaymentReference(now = Date.now()): string {
  return `ref_${now}_${randomBytes(6).toString("hex")}`;
}

/**
 * Starts a Paystack transaction for a plan. The amount and currency come from the plan table and
 * are recorded with the reference, so nothing the browser sends can change what is charged.
 */
export async function startPayment(user: { id: string; email: string }, plan: Plan) {
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
    // Paystack adds ?trxref=…&reference=… when it redirects back; the server verifies before granting.
    callbackUrl: new URL("/payment-callback?status=success", APP_URL).toString(),
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

export type ConfirmResult =
  | { ok: true; plan: Plan; alreadyGranted: boolean }
  | { ok: false; reason: "unknown-reference" | "not-successful" | "mismatch" };

/** Why a transaction Paystack reports does not match what this app asked for, or null when it does. */
export function transactionMismatch(
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
 * Grants the plan a payment paid for, once. `transaction` is the webhook's signed data; without it
 * Paystack is asked (the callback). Access needs status success and the plan's own amount and
 * currency, paid by the user's own e-mail. The Paystack reference is the subscription's unique
 * reference, so the callback and the webhook, in any order and any number of times, grant once.
 */
export async function confirmPayment(
  reference: string,
  transaction?: PaystackTransaction,
  now = new Date(),
): Promise<ConfirmResult> {
  const payment = await db.payment.findUnique({
    where: { reference },
    include: { user: { select: { id: true, email: true } } },
  });
  const plan = payment && findPlan(payment.planId);
  // A payment whose payer deleted their account is only a financial record now: it grants nothing.
  if (!payment?.user || !plan) return { ok: false, reason: "unknown-reference" };
  const payer = payment.user;

  const tx = transaction ?? (await verifyTransaction(reference));
  if (!tx || tx.status !== "success") {
    if (tx && ["failed", "abandoned", "reversed"].includes(tx.status)) {
      await db.payment.updateMany({
        where: { reference, status: "pending" },
        data: { status: "failed", verifiedAt: now },
      });
    }
    return { ok: false, reason: "not-successful" };
  }
  const mismatch = transactionMismatch(tx, {
    reference,
    amountCents: plan.amountCents,
    currency: plan.currency,
    email: payer.email,
  });
  if (mismatch || payment.amountCents !== plan.amountCents) {
    logger.warn("payment.mismatch", { reference, field: mismatch ?? "recorded amount" });
    await db.payment.update({ where: { reference }, data: { status: "failed", verifiedAt: now } });
    return { ok: false, reason: "mismatch" };
  }

  try {
    const subscription = await subscriptionData(
      db,
      { userId: payer.id, planId: plan.id, source: "payment", reference },
      now,
    );
    await db.$transaction([
      db.payment.update({ where: { reference }, data: { status: "success", verifiedAt: now } }),
      db.subscription.create({ data: subscription }),
    ]);
    return { ok: true, plan, alreadyGranted: false };
  } catch (error) {
    const duplicate =
      (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") ||
      (error instanceof Error && /UNIQUE constraint failed/i.test(error.message));
    if (duplicate) return { ok: true, plan, alreadyGranted: true };
    throw error;
  }
}

/** Paystack signs webhooks with HMAC-SHA512 of the raw body and the secret key; compared in constant time. */
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
