import { z } from "zod";
import { auditReasonSchema } from "@/lib/audit/schemas";
import { MESSAGES } from "@/lib/messages";
import { hasHiddenCharacters } from "@/lib/validations/text";
import { MODERATION_RULES as R } from "./rules";

const S = MESSAGES.staff;

/** A record's id as the database makes it (cuid). */
const recordId = z.string({ error: S.postGone }).regex(/^[a-z0-9]{20,40}$/, S.postGone);

const words = (min: number, max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(min, required)
    .max(max, { error: tooLong, abort: true })
    .refine((value) => !hasHiddenCharacters(value), MESSAGES.text.hiddenCharacters("the text"));

/** Why a moderator did something: required, it goes in the audit log. */
const reason = auditReasonSchema;

const POST_DECISIONS = ["hide", "restore", "delete"] as const;

/** Hide, restore or delete a post. */
export const postDecisionSchema = z.strictObject({
  postId: recordId,
  decision: z.enum(POST_DECISIONS, { error: "Choose Hide, Restore or Delete." }),
  reason,
});

/** Stop a post's author posting for a number of days, with the message they will see. */
export const suspensionSchema = z.strictObject({
  postId: recordId,
  days: z.coerce
    .number({ error: S.daysRange })
    .int(S.daysRange)
    .min(R.days.min, S.daysRange)
    .max(R.days.max, S.daysRange),
  message: words(R.message.min, R.message.max, S.messageRequired, S.messageTooLong),
  reason,
});

export const liftSuspensionSchema = z.strictObject({
  suspensionId: z.string({ error: S.suspensionGone }).regex(/^[a-z0-9]{20,40}$/, S.suspensionGone),
  reason,
});
