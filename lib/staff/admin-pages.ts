import { MESSAGES } from "@/lib/messages";
import { MEMBERS_PATH, STAFF_AND_AUDIT_PATH } from "./roles";

/** A route handler, so a plain link downloads it. */
export const PAYMENTS_EXPORT_PATH = "/api/staff/payments/export";

/** Only filters that are set, so a link never carries an empty one. */
export function withFilters(path: string, filters: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** In the address, so it works without JavaScript and a reload does not resend the form. */
const MEMBER_OUTCOMES = {
  granted: "The month is granted, and your reason is in the audit log.",
  "already-granted": MESSAGES.staffAdmin.alreadyGranted,
  ended: "The subscription has ended, and your reason is in the audit log.",
} as const;

const ROLE_OUTCOMES = {
  "role-granted": "The role is granted, and the change is in the audit log.",
  "role-revoked": "The role is revoked, and the change is in the audit log.",
  "role-unchanged": "Nothing changed: the account already held that role, or did not hold it.",
} as const;

export type MemberOutcome = keyof typeof MEMBER_OUTCOMES;
export type RoleOutcome = keyof typeof ROLE_OUTCOMES;

export const MEMBER_STATUS_ID = "member-status";
export const ROLES_STATUS_ID = "roles-status";

export function memberPath(userId: string): string {
  return `${MEMBERS_PATH}/${encodeURIComponent(userId)}`;
}

export function memberDonePath(userId: string, outcome: MemberOutcome): string {
  return `${memberPath(userId)}?done=${outcome}#${MEMBER_STATUS_ID}`;
}

export function rolesDonePath(outcome: RoleOutcome): string {
  return `${STAFF_AND_AUDIT_PATH}?done=${outcome}#${ROLES_STATUS_ID}`;
}

const messageOf = <T extends Record<string, string>>(outcomes: T, value: unknown): string | null =>
  typeof value === "string" && Object.hasOwn(outcomes, value) ? outcomes[value as keyof T] : null;

export const memberOutcomeMessage = (value: unknown) => messageOf(MEMBER_OUTCOMES, value);
export const roleOutcomeMessage = (value: unknown) => messageOf(ROLE_OUTCOMES, value);
