import { z } from "zod";
import { auditReasonSchema } from "@/lib/audit/schemas";
import { MESSAGES } from "@/lib/messages";
import { accountIdSchema } from "@/lib/validations/record-id";
import { STAFF_ROLES } from "./roles";
import { STAFF_ROLE_RULES } from "./rules";

const adminMessages = MESSAGES.staffAdmin;

export const staffRoleChangeSchema = z.strictObject({
  email: z
    .string({ error: adminMessages.email })
    .trim()
    .toLowerCase()
    .min(1, adminMessages.email)
    .max(STAFF_ROLE_RULES.email.max, { error: adminMessages.email, abort: true })
    .pipe(z.email({ error: adminMessages.email })),
  role: z.enum(STAFF_ROLES, { error: adminMessages.unknownRole }),
  reason: auditReasonSchema,
});

export const memberIdSchema = accountIdSchema();
