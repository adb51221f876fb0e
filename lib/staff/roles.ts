import type { StaffRoleName } from "@prisma/client";

/** An admin may do whatever the other roles may. */
export const STAFF_ROLES = ["facilitator", "moderator", "admin"] as const satisfies readonly StaffRoleName[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  facilitator: "Facilitator",
  moderator: "Moderator",
  admin: "Admin",
};

/** Edge-safe: middleware reads it from the token. */
export function holdsRole(roles: readonly string[] | undefined, needed: StaffRole): boolean {
  return Boolean(roles && (roles.includes(needed) || roles.includes("admin")));
}

export function isStaff(roles: readonly string[] | undefined): boolean {
  return Boolean(roles && roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role)));
}

export const STAFF_PATH = "/staff";
export const MODERATION_PATH = "/staff/moderation";
export const CONTACT_INBOX_PATH = "/staff/contact";
export const TRANSFERS_PATH = "/staff/transfers";
export const GROUPS_CONSOLE_PATH = "/staff/groups";
export const ASSESSMENTS_PATH = "/staff/assessments";
export const MEMBERS_PATH = "/staff/members";
export const STAFF_AND_AUDIT_PATH = "/staff/audit";
