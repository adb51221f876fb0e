import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { PLAN_IDS } from "@/lib/plans";
import { hasHiddenCharacters } from "@/lib/validations/text";
import { SUBSCRIPTION_ADMIN_RULES as R } from "./rules";

const A = MESSAGES.staffAdmin;

/** An account's id as the database makes it (a UUID, or a cuid for accounts made by Microsoft sign-in). */
const userId = z.string({ error: A.memberGone }).regex(/^[a-z0-9][a-z0-9-]{19,39}$/, A.memberGone);

/** A plan of the catalogue; what it costs is never read from the form. */
const planId = z.enum(PLAN_IDS, { error: A.unknownPlan });

/** Why an admin did it: required, it goes in the audit log. */
const reason = z
  .string({ error: MESSAGES.staff.reasonRequired })
  .trim()
  .min(R.reason.min, MESSAGES.staff.reasonRequired)
  .max(R.reason.max, MESSAGES.staff.reasonTooLong)
  .refine((value) => !hasHiddenCharacters(value), MESSAGES.text.hiddenCharacters("the reason"));

/** Grant one month of a plan by hand. `token` is the form's random id: sent twice, it grants once. */
export const grantMonthSchema = z.strictObject({
  userId,
  planId,
  reason,
  token: z.string({ error: A.formExpired }).regex(/^[A-Za-z0-9-]{16,64}$/, A.formExpired),
});

/** End a member's subscriptions to one plan now. */
export const endSubscriptionSchema = z.strictObject({ userId, planId, reason });
