import { AUDIT_REASON_RULES } from "@/lib/audit/rules";

/** The limits of the admins' subscription forms: the one source the schemas and the forms read. */
export const SUBSCRIPTION_ADMIN_RULES = {
  reason: AUDIT_REASON_RULES,
} as const;
