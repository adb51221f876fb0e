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
    .refine((value) => !hasHiddenCharacters(value), MESSAGES.text.hiddenCharacters(what));

/** One line, as the reply's e-mail quotes it. */
const line = (rule: { maxLength: number; required: string; tooLong: string }, what: string) =>
  z
    .string({ error: rule.required })
    .trim()
    .min(1, rule.required)
    .max(rule.maxLength, { error: rule.tooLong, abort: true })
    .refine(isSingleLine, MESSAGES.text.oneLine(what));

export const contactSchema = z.object({
  fullName: line(CONTACT_RULES.fullName, "Your name"),
  email: emailField,
  subject: line(CONTACT_RULES.subject, "The subject"),
  message: text(CONTACT_RULES.message, "your message").pipe(
    z.string().min(CONTACT_RULES.message.minLength, CONTACT_RULES.message.tooShort),
  ),
  /** Honeypot: bots that fill it in are thanked and ignored. */
  website: z.string().max(200, { abort: true }).optional().default(""),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const contactMessageIdSchema = recordIdSchema(CONTACT_INBOX_MESSAGES.gone);

const replyBody = CONTACT_REPLY_RULES.body;

/** `token` is random per showing of the form, so a form sent twice replies once. */
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

export const contactStatusSchema = z.strictObject({ messageId: contactMessageIdSchema });

export const INBOX_FILTERS = ["all", "waiting", "answered"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const inboxQuerySchema = z.object({
  show: z.enum(INBOX_FILTERS),
  page: z.coerce.number().int().min(1).max(10_000),
});
