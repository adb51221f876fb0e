import type { Metadata } from "next";
// Relative paths: the end-to-end sweep reads this table outside Next's resolver.
import { SEAT_KEPT_DAYS } from "../entrepreneurship/rules";
import { ENTREPRENEURSHIP_MESSAGES } from "../messages/entrepreneurship";
import {
  ASSESSMENTS_PATH,
  CONTACT_INBOX_PATH,
  GROUPS_CONSOLE_PATH,
  holdsRole,
  MEMBERS_PATH,
  MODERATION_PATH,
  STAFF_AND_AUDIT_PATH,
  STAFF_PATH,
  TRANSFERS_PATH,
  type StaffRole,
} from "./roles";

export interface StaffScreen {
  id: string;
  href: string;
  title: string;
  description: string;
  role: StaffRole;
  heading?: string;
  tabTitle?: string;
  introduction?: string;
}

/** The one table the menu, pages, guards, actions and the end-to-end sweep read. */
export const STAFF_SCREENS = [
  {
    id: "contact",
    href: CONTACT_INBOX_PATH,
    title: "Contact inbox",
    description: "Messages from the contact form: read, reply by e-mail and mark answered.",
    role: "admin",
    introduction: "Messages from the contact form. Open one to read it, reply by e-mail and mark it answered.",
  },
  {
    id: "transfers",
    href: TRANSFERS_PATH,
    title: "Transfers",
    description: "Learners' requests to move between groups: approve or refuse with a note.",
    role: "facilitator",
    heading: "Transfer requests",
    introduction:
      "Learners' requests to move a member between groups. Open the signed agreement, then approve or refuse: the " +
      "learner sees your decision and note on their Entrepreneurship dashboard and gets an e-mail. Approving moves " +
      "the member into the new group at once, if they are still in the old one and the new one has a seat.",
  },
  {
    id: "groups",
    href: GROUPS_CONSOLE_PATH,
    title: "Groups",
    description: "Each arena's groups and who holds their seats: take a member out, saying why.",
    role: "facilitator",
    introduction:
      `Who holds each group's seats, arena by arena. ${ENTREPRENEURSHIP_MESSAGES.groups.seatRule(SEAT_KEPT_DAYS)} ` +
      "Taking a member out frees their seat at once and tells them by e-mail; the audit log keeps why.",
  },
  {
    id: "assessments",
    href: ASSESSMENTS_PATH,
    title: "Assessments",
    description: "Learners' answers by arena and category, and your feedback on them.",
    role: "facilitator",
    heading: "Assessment answers",
    introduction:
      "Read learners' answers and write feedback: the learner sees it beside their answer on their dashboard. If " +
      "they change the answer afterwards, both of you see that the feedback is about an earlier version.",
  },
  {
    id: "moderation",
    href: MODERATION_PATH,
    title: "Venting Room moderation",
    description: "Reported and hidden posts, suspensions and the moderation log.",
    role: "moderator",
    tabTitle: "Moderation",
  },
  {
    id: "members",
    href: MEMBERS_PATH,
    title: "Payments and subscriptions",
    description: "Find a member or a payment, see their timeline, grant or end a month, export CSV.",
    role: "admin",
  },
  {
    id: "audit",
    href: STAFF_AND_AUDIT_PATH,
    title: "Staff and audit log",
    description: "Grant and revoke staff roles, and read every staff action.",
    role: "admin",
  },
] as const satisfies readonly StaffScreen[];

export type StaffScreenId = (typeof STAFF_SCREENS)[number]["id"];

export function staffScreen(id: StaffScreenId): StaffScreen {
  return STAFF_SCREENS.find((screen) => screen.id === id)!;
}

export function screensFor(roles: readonly string[] | undefined): StaffScreen[] {
  return STAFF_SCREENS.filter((screen) => holdsRole(roles, screen.role));
}

export function consoleLinks(roles: readonly string[]): { href: string; title: string }[] {
  if (roles.length === 0) return [];
  return [{ href: STAFF_PATH, title: "Overview" }, ...screensFor(roles)].map(({ href, title }) => ({ href, title }));
}

/** Never indexed. */
export function staffMetadata(name: string): Metadata {
  return { title: `${name} · Staff console`, robots: { index: false } };
}

export function screenMetadata(id: StaffScreenId): Metadata {
  const screen = staffScreen(id);
  return staffMetadata(screen.tabTitle ?? screen.title);
}
