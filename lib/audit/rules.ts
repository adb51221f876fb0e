/** Why a staff member did something, which every staff action records: the one limit every form reads. */
export const AUDIT_REASON_RULES = { min: 5, max: 500 } as const;
