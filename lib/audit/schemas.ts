import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { recordIdSchema } from "@/lib/validations/record-id";
import { containsEmailAddress, hasHiddenCharacters } from "@/lib/validations/text";
import { AUDIT_REASON_RULES } from "./rules";

/** Why a staff member did something: required, kept in the audit log, so never an e-mail address. */
export const auditReasonSchema = z
  .string({ error: MESSAGES.staff.reasonRequired })
  .trim()
  .min(AUDIT_REASON_RULES.min, MESSAGES.staff.reasonRequired)
  .max(AUDIT_REASON_RULES.max, { error: MESSAGES.staff.reasonTooLong, abort: true })
  .refine((value) => !hasHiddenCharacters(value), MESSAGES.text.hiddenCharacters("the reason"))
  .refine((value) => !containsEmailAddress(value), MESSAGES.staff.noEmailInLog);

/** The audit log page's filters (read leniently: a bad value is no filter). */
export const auditQuerySchema = z.object({
  /** An action's code, "subscription.grant". */
  action: z
    .string()
    .max(60, { abort: true })
    .regex(/^[a-z][a-z-]*(?:\.[a-z][a-z-]*)+$/),
  /** What the entries are about: an account's e-mail address or a record's id. */
  subject: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(254, { abort: true })
    .refine((value) => !hasHiddenCharacters(value)),
  /** The last entry of the page before: the next page starts after it. */
  after: recordIdSchema(),
});
