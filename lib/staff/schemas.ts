import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { hasHiddenCharacters } from "@/lib/validations/text";
import { STAFF_ROLES } from "./roles";
import { STAFF_ROLE_RULES as R } from "./rules";

const A = MESSAGES.staffAdmin;

/** Grant or revoke one staff role of an existing account, named by its e-mail address, saying why. */
export const staffRoleChangeSchema = z.strictObject({
  email: z
    .string({ error: A.email })
    .trim()
    .toLowerCase()
    .min(1, A.email)
    .max(R.email.max, A.email)
    .pipe(z.email({ error: A.email })),
  role: z.enum(STAFF_ROLES, { error: A.unknownRole }),
  reason: z
    .string({ error: MESSAGES.staff.reasonRequired })
    .trim()
    .min(R.reason.min, MESSAGES.staff.reasonRequired)
    .max(R.reason.max, MESSAGES.staff.reasonTooLong)
    .refine((value) => !hasHiddenCharacters(value), MESSAGES.text.hiddenCharacters("the reason")),
});

/** A member's id in the admins' addresses (/staff/members/:userId): anything else is not found. */
export const memberIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{19,39}$/);
