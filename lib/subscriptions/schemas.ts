import { z } from "zod";
import { auditReasonSchema } from "@/lib/audit/schemas";
import { MESSAGES } from "@/lib/messages";
import { PLAN_IDS } from "@/lib/plans";
import { accountIdSchema } from "@/lib/validations/record-id";

const adminMessages = MESSAGES.staffAdmin;

const userId = accountIdSchema(adminMessages.memberGone);

/** A plan of the catalogue; what it costs is never read from the form. */
const planId = z.enum(PLAN_IDS, { error: adminMessages.unknownPlan });

/** Why an admin did it: required, it goes in the audit log. */
const reason = auditReasonSchema;

/** Grant one month of a plan by hand. `token` is the form's random id: sent twice, it grants once. */
export const grantMonthSchema = z.strictObject({
  userId,
  planId,
  reason,
  token: z.string({ error: adminMessages.formExpired }).regex(/^[A-Za-z0-9-]{16,64}$/, adminMessages.formExpired),
});

/** End a member's subscriptions to one plan now. */
export const endSubscriptionSchema = z.strictObject({ userId, planId, reason });
