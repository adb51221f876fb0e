import { AUDIT_REASON_RULES } from "@/lib/audit/rules";

export const STAFF_ROLE_RULES = {
  email: { max: 254 },
  reason: AUDIT_REASON_RULES,
} as const;
