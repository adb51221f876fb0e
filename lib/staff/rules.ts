/** The limits of the staff-roles form: the one source the schema and the form read. */
export const STAFF_ROLE_RULES = {
  email: { max: 254 },
  /** Why a role is granted or revoked: it goes in the audit log. */
  reason: { min: 5, max: 500 },
} as const;
