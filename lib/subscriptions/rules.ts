/** The limits of the admins' subscription forms: the one source the schemas and the forms read. */
export const SUBSCRIPTION_ADMIN_RULES = {
  /** Why a month is granted or ended by hand: it goes in the audit log. */
  reason: { min: 5, max: 500 },
} as const;
