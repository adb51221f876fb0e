import type { StaffRoleName } from "@prisma/client";

/** The staff roles (everyone else is a member). An admin may do whatever the other roles may. */
export const STAFF_ROLES = ["facilitator", "moderator", "admin"] as const satisfies readonly StaffRoleName[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  facilitator: "Facilitator",
  moderator: "Moderator",
  admin: "Admin",
};

/** Whether someone holding `roles` may act as `needed`. Edge-safe: middleware reads it from the token. */
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

export interface StaffScreen {
  href: string;
  title: string;
  description: string;
  /** The role that opens it (an admin opens every screen). */
  role: StaffRole;
}

/** The console's screens, in the order of its navigation: the one list the home page and the menu show. */
export const STAFF_SCREENS: readonly StaffScreen[] = [
  {
    href: CONTACT_INBOX_PATH,
    title: "Contact inbox",
    description: "Messages from the contact form: read, reply by e-mail and mark answered.",
    role: "admin",
  },
  {
    href: TRANSFERS_PATH,
    title: "Transfers",
    description: "Learners' requests to move between groups: approve or refuse with a note.",
    role: "facilitator",
  },
  {
    href: GROUPS_CONSOLE_PATH,
    title: "Groups",
    description: "Each arena's groups and who holds their seats: take a member out, saying why.",
    role: "facilitator",
  },
  {
    href: ASSESSMENTS_PATH,
    title: "Assessments",
    description: "Learners' answers by arena and category, and your feedback on them.",
    role: "facilitator",
  },
  {
    href: MODERATION_PATH,
    title: "Venting Room moderation",
    description: "Reported and hidden posts, suspensions and the moderation log.",
    role: "moderator",
  },
  {
    href: MEMBERS_PATH,
    title: "Payments and subscriptions",
    description: "Find a member or a payment, see their timeline, grant or end a month, export CSV.",
    role: "admin",
  },
  {
    href: STAFF_AND_AUDIT_PATH,
    title: "Staff and audit log",
    description: "Grant and revoke staff roles, and read every staff action.",
    role: "admin",
  },
];

/** The screens someone holding `roles` may open. */
export function screensFor(roles: readonly string[] | undefined): StaffScreen[] {
  return STAFF_SCREENS.filter((screen) => holdsRole(roles, screen.role));
}
