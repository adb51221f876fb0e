import { AUDIT_REASON_RULES } from "@/lib/audit/rules";

export const SUBSCRIPTION_ADMIN_RULES = {
  reason: AUDIT_REASON_RULES,
} as const;
