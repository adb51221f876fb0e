import { z } from "zod";
import { auditReasonSchema } from "@/lib/audit/schemas";
import { MESSAGES } from "@/lib/messages";
import { PLAN_IDS } from "@/lib/plans";
import { accountIdSchema } from "@/lib/validations/record-id";

const adminMessages = MESSAGES.staffAdmin;

const userId = accountIdSchema(adminMessages.memberGone);

/** What it costs is never read from the form. */
const planId = z.enum(PLAN_IDS, { error: adminMessages.unknownPlan });

const reason = auditReasonSchema;

/** `token` is the form's random id: sent twice, it grants once. */
export const grantMonthSchema = z.strictObject({
  userId,
  planId,
  reason,
  token: z.string({ error: adminMessages.formExpired }).regex(/^[A-Za-z0-9-]{16,64}$/, adminMessages.formExpired),
});

export const endSubscriptionSchema = z.strictObject({ userId, planId, reason });
