/** The moderation forms' limits: the one source the schemas and the forms read. */
export const MODERATION_RULES = {
  reason: { min: 5, max: 500 },
  message: { min: 5, max: 500 },
  days: { min: 1, max: 365 },
} as const;
