import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { PLAN_IDS } from "@/lib/plans";

/** docs/product.md, API. */
export const redeemVoucherSchema = z.strictObject({
  voucherCode: z
    .string({ error: MESSAGES.voucher.emptyCode })
    .trim()
    .min(1, MESSAGES.voucher.emptyCode)
    .max(64, { error: MESSAGES.voucher.notYours, abort: true }),
  userEmail: z.string().trim().toLowerCase().max(254, { abort: true }).optional(),
  planId: z.enum(PLAN_IDS, { error: MESSAGES.payment.invalidPlan }),
});
