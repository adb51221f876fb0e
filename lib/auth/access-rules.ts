import { dashboardFor, type ServiceId } from "@/lib/plans";
import {
  ACCOUNT_PATH,
  CHECKOUT_PATH,
  DEFAULT_LANDING_PATH,
  LOGIN_PATH,
  PAYMENT_CALLBACK_PATH,
  PAYMENT_PATH,
} from "@/lib/routes";
import { isStaff, STAFF_PATH } from "@/lib/staff/roles";

/** Pages that need a signed-in user (dashboards are added by dashboardFor). Edge-safe: no server imports. */
const SIGNED_IN_PREFIXES = [
  CHECKOUT_PATH,
  ACCOUNT_PATH,
  PAYMENT_PATH,
  PAYMENT_CALLBACK_PATH,
  DEFAULT_LANDING_PATH,
  STAFF_PATH,
];

/** Whether a path is in the staff console, which only staff roles open. */
export function isStaffPath(pathname: string): boolean {
  return pathname === STAFF_PATH || pathname.startsWith(`${STAFF_PATH}/`);
}

export function needsSignIn(pathname: string): boolean {
  return (
    Boolean(dashboardFor(pathname)) || SIGNED_IN_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))
  );
}

export interface AccessSnapshot {
  services: readonly string[];
  bundled: boolean;
}

/** Whether access opens a dashboard: its service, or any bundle for the bundled dashboard. */
export function opensDashboard(requires: ServiceId | "bundled", access: AccessSnapshot): boolean {
  return requires === "bundled" ? access.bundled : access.services.includes(requires);
}

/**
 * Where a signed-in member who asked for `path` belongs: /dashboard becomes their own dashboard; a
 * dashboard their access does not open, the checkout; anything else, the page itself. Middleware
 * applies it from the session token, the sign-in form from the database.
 */
export function landingPath(
  path: string,
  access: AccessSnapshot & { dashboardPath: string; staffRoles?: readonly string[] },
): string {
  const pathname = path.split(/[?#]/)[0];
  if (pathname === DEFAULT_LANDING_PATH) return access.dashboardPath;
  if (isStaffPath(pathname)) return isStaff(access.staffRoles) ? path : DEFAULT_LANDING_PATH;
  const dashboard = dashboardFor(pathname);
  return dashboard && !opensDashboard(dashboard.requires, access) ? CHECKOUT_PATH : path;
}

export function loginRedirectPath(pathWithQuery: string): string {
  return `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(pathWithQuery)}`;
}
