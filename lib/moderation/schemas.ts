import { z } from "zod";
import { auditReasonSchema } from "@/lib/audit/schemas";
import { MESSAGES } from "@/lib/messages";
import { recordIdSchema } from "@/lib/validations/record-id";
import { hasHiddenCharacters } from "@/lib/validations/text";
import { MODERATION_RULES } from "./rules";

const staffMessages = MESSAGES.staff;

const recordId = recordIdSchema(staffMessages.postGone);

const words = (min: number, max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(min, required)
    .max(max, { error: tooLong, abort: true })
    .refine((value) => !hasHiddenCharacters(value), MESSAGES.text.hiddenCharacters("the text"));

/** Required: it goes in the audit log. */
const reason = auditReasonSchema;

const POST_DECISIONS = ["hide", "restore", "delete"] as const;

export const postDecisionSchema = z.strictObject({
  postId: recordId,
  decision: z.enum(POST_DECISIONS, { error: "Choose Hide, Restore or Delete." }),
  reason,
});

export const suspensionSchema = z.strictObject({
  postId: recordId,
  days: z.coerce
    .number({ error: staffMessages.daysRange })
    .int(staffMessages.daysRange)
    .min(MODERATION_RULES.days.min, staffMessages.daysRange)
    .max(MODERATION_RULES.days.max, staffMessages.daysRange),
  message: words(
    MODERATION_RULES.message.min,
    MODERATION_RULES.message.max,
    staffMessages.messageRequired,
    staffMessages.messageTooLong,
  ),
  reason,
});

export const liftSuspensionSchema = z.strictObject({
  suspensionId: recordIdSchema(staffMessages.suspensionGone),
  reason,
});
