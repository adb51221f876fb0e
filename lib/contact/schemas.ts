import { z } from "zod";
import { CONTACT_RULES as R } from "./rules";

const text = (rule: { maxLength: number; required: string; tooLong: string }) =>
  z
    .string({ error: rule.required })
    .trim()
    .min(1, rule.required)
    .max(rule.maxLength, rule.tooLong)
    // Control characters other than tab and newlines have no place in a message.
    .transform((value) => value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ""));

export const contactSchema = z.object({
  fullName: text(R.fullName),
  subject: text(R.subject),
  message: text(R.message).pipe(z.string().min(R.message.minLength, R.message.tooShort)),
  /** A field people never see: bots that fill it in are thanked and ignored. */
  website: z.string().max(200).optional().default(""),
});

export type ContactInput = z.infer<typeof contactSchema>;
