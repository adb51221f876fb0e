import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { PLAN_IDS } from "@/lib/plans";
import { hasHiddenCharacters } from "@/lib/validations/text";

/** Only the plan: amount, currency and e-mail come from the server. */
export const startPaymentSchema = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: MESSAGES.payment.invalidPlan }),
});

export const verifyPaymentSchema = z.strictObject({
  reference: z
    .string({ error: MESSAGES.payment.invalidParameters })
    .trim()
    .regex(/^ref_\d{10,16}_[a-f0-9]{12}$/, MESSAGES.payment.invalidParameters),
});

export const paystackEventSchema = z.object({ event: z.string(), data: z.unknown() });

const blankIsNone = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** Lower-cased, as addresses and references are stored. */
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

export const paymentMonthField = z.preprocess(
  blankIsNone,
  z
    .string({ error: MESSAGES.staffAdmin.month })
    .regex(/^(?:all|20[2-9]\d-(?:0[1-9]|1[0-2]))$/, MESSAGES.staffAdmin.month)
    .optional(),
);

export const paymentFilterSchema = z.object({ month: paymentMonthField, q: staffSearchField });
