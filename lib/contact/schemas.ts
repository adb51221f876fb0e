import { z } from "zod";
import { emailField } from "@/lib/accounts/schemas";
import { MESSAGES } from "@/lib/messages";
import { recordIdSchema } from "@/lib/validations/record-id";
import { hasHiddenCharacters, isSingleLine } from "@/lib/validations/text";
import { CONTACT_INBOX_MESSAGES, CONTACT_REPLY_RULES, CONTACT_RULES } from "./rules";

const text = (rule: { maxLength: number; required: string; tooLong: string }, what: string) =>
  z
    .string({ error: rule.required })
    .trim()
    .min(1, rule.required)
    .max(rule.maxLength, { error: rule.tooLong, abort: true })
    // Hidden control characters have no place in a message: refused, as in every other form.
    .refine((value) => !hasHiddenCharacters(value), MESSAGES.text.hiddenCharacters(what));

/** A name or a subject: one line, as the reply's e-mail quotes it. */
const line = (rule: { maxLength: number; required: string; tooLong: string }, what: string) =>
  z
    .string({ error: rule.required })
    .trim()
    .min(1, rule.required)
    .max(rule.maxLength, { error: rule.tooLong, abort: true })
    .refine(isSingleLine, MESSAGES.text.oneLine(what));

export const contactSchema = z.object({
  fullName: line(CONTACT_RULES.fullName, "Your name"),
  /** Where the staff's reply goes: trimmed and lower-cased, as every address the app keeps. */
  email: emailField,
  subject: line(CONTACT_RULES.subject, "The subject"),
  message: text(CONTACT_RULES.message, "your message").pipe(
    z.string().min(CONTACT_RULES.message.minLength, CONTACT_RULES.message.tooShort),
  ),
  /** A field people never see: bots that fill it in are thanked and ignored. */
  website: z.string().max(200, { abort: true }).optional().default(""),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** A contact message's id as the database makes it (cuid); anything else is a message that does not exist. */
export const contactMessageIdSchema = recordIdSchema(CONTACT_INBOX_MESSAGES.gone);

const replyBody = CONTACT_REPLY_RULES.body;

/**
 * A staff member's reply from the console. The checkbox sends "on" when ticked and nothing when not.
 * `token` is the form's random id (randomUUID, one per showing of the page): sent twice, it replies once.
 */
export const contactReplySchema = z.strictObject({
  messageId: contactMessageIdSchema,
  token: z.uuid({ error: MESSAGES.staffAdmin.formExpired }),
  body: text(replyBody, "the reply").pipe(z.string().min(replyBody.minLength, replyBody.required)),
  markAnswered: z
    .literal("on", { error: "Tick the box, or leave it empty." })
    .optional()
    .transform((value) => value === "on"),
});

export type ContactReplyInput = z.output<typeof contactReplySchema>;

/** Mark answered, or reopen: only the message. */
export const contactStatusSchema = z.strictObject({ messageId: contactMessageIdSchema });

export const INBOX_FILTERS = ["all", "waiting", "answered"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** The inbox's address: which messages, and which page of them (a bad value falls back, lenientQuery). */
export const inboxQuerySchema = z.object({
  show: z.enum(INBOX_FILTERS),
  page: z.coerce.number().int().min(1).max(10_000),
});
