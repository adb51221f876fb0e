import { AUDIT_REASON_RULES } from "@/lib/audit/rules";

/** The limits of the staff-roles form: the one source the schema and the form read. */
export const STAFF_ROLE_RULES = {
  email: { max: 254 },
  reason: AUDIT_REASON_RULES,
} as const;
