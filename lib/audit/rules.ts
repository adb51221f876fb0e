export const AUDIT_REASON_RULES = { min: 5, max: 500 } as const;
