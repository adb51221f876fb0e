import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { hasHiddenCharacters } from "@/lib/validations/text";
import { CONTACT_RULES as R } from "./rules";

const text = (rule: { maxLength: number; required: string; tooLong: string }, what: string) =>
  z
    .string({ error: rule.required })
    .trim()
    .min(1, rule.required)
    .max(rule.maxLength, rule.tooLong)
    // Hidden control characters have no place in a message: refused, as in every other form.
    .refine((value) => !hasHiddenCharacters(value), MESSAGES.text.hiddenCharacters(what));

export const contactSchema = z.object({
  fullName: text(R.fullName, "your name"),
  subject: text(R.subject, "the subject"),
  message: text(R.message, "your message").pipe(z.string().min(R.message.minLength, R.message.tooShort)),
  /** A field people never see: bots that fill it in are thanked and ignored. */
  website: z.string().max(200).optional().default(""),
});

export type ContactInput = z.infer<typeof contactSchema>;
