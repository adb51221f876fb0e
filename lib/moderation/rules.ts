import { AUDIT_REASON_RULES } from "@/lib/audit/rules";

export const MODERATION_RULES = {
  reason: AUDIT_REASON_RULES,
  message: { min: 5, max: 500 },
  days: { min: 1, max: 365 },
} as const;
