import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { PLAN_IDS } from "@/lib/plans";
import { hasHiddenCharacters } from "@/lib/validations/text";

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

/** A blank field of a GET form is no filter at all. */
const blankIsNone = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * What staff search for: part of an e-mail address (any case) or a whole Paystack reference.
 * Lower-cased: addresses are stored lower-cased, and references are.
 */
export const staffSearchField = z.preprocess(
  blankIsNone,
  z
    .string({ error: MESSAGES.staffAdmin.search })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.staffAdmin.search)
    .max(254, { error: MESSAGES.staffAdmin.search, abort: true })
    .refine((value) => !hasHiddenCharacters(value), MESSAGES.staffAdmin.search)
    .optional(),
);

/** A calendar month, YYYY-MM, or "all". */
export const paymentMonthField = z.preprocess(
  blankIsNone,
  z
    .string({ error: MESSAGES.staffAdmin.month })
    .regex(/^(?:all|20[2-9]\d-(?:0[1-9]|1[0-2]))$/, MESSAGES.staffAdmin.month)
    .optional(),
);

/** The staff's payment list and its CSV export (GET /api/staff/payments/export): a month or all, and a search. */
export const paymentFilterSchema = z.object({ month: paymentMonthField, q: staffSearchField });
