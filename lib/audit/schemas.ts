import { z } from "zod";
import { hasHiddenCharacters } from "@/lib/validations/text";

/** The audit log page's filters (read leniently: a bad value is no filter). */
export const auditQuerySchema = z.object({
  /** An action's code, "subscription.grant". */
  action: z
    .string()
    .max(60)
    .regex(/^[a-z][a-z-]*(?:\.[a-z][a-z-]*)+$/),
  /** What the entries are about: an account's e-mail address or a record's id. */
  subject: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(254)
    .refine((value) => !hasHiddenCharacters(value)),
  /** The last entry of the page before: the next page starts after it. */
  after: z.string().regex(/^[a-z0-9]{20,40}$/),
});
