import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { PLAN_IDS } from "@/lib/plans";

/** POST /api/payments/initialize: only the plan. Amount, currency and e-mail come from the server. */
export const startPaymentSchema = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: MESSAGES.payment.invalidPlan }),
});

/** POST /api/payments/verify: the reference the payment callback page was given. */
export const verifyPaymentSchema = z.strictObject({
  reference: z
    .string({ error: MESSAGES.payment.invalidParameters })
    .trim()
    .regex(/^ref_\d{10,16}_[a-f0-9]{12}$/, MESSAGES.payment.invalidParameters),
});

/** The part of a Paystack webhook event this app reads. */
export const paystackEventSchema = z.object({ event: z.string(), data: z.unknown() });
