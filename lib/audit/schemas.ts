import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { recordIdSchema } from "@/lib/validations/record-id";
import { containsEmailAddress, hasHiddenCharacters } from "@/lib/validations/text";
import { AUDIT_REASON_RULES } from "./rules";

/** Kept in the audit log, so never an e-mail address. */
export const auditReasonSchema = z
  .string({ error: MESSAGES.staff.reasonRequired })
  .trim()
  .min(AUDIT_REASON_RULES.min, MESSAGES.staff.reasonRequired)
  .max(AUDIT_REASON_RULES.max, { error: MESSAGES.staff.reasonTooLong, abort: true })
  .refine((value) => !hasHiddenCharacters(value), MESSAGES.text.hiddenCharacters("the reason"))
  .refine((value) => !containsEmailAddress(value), MESSAGES.staff.noEmailInLog);

/** Read leniently: a bad value is no filter. */
export const auditQuerySchema = z.object({
  action: z
    .string()
    .max(60, { abort: true })
    .regex(/^[a-z][a-z-]*(?:\.[a-z][a-z-]*)+$/),
  subject: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(254, { abort: true })
    .refine((value) => !hasHiddenCharacters(value)),
  after: recordIdSchema(),
});
