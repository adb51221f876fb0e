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

/** Dashboards are added by dashboardFor. Edge-safe: no server imports. */
const SIGNED_IN_PREFIXES = [
  CHECKOUT_PATH,
  ACCOUNT_PATH,
  PAYMENT_PATH,
  PAYMENT_CALLBACK_PATH,
  DEFAULT_LANDING_PATH,
  STAFF_PATH,
];

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

export function opensDashboard(requires: ServiceId | "bundled", access: AccessSnapshot): boolean {
  return requires === "bundled" ? access.bundled : access.services.includes(requires);
}

/** Middleware applies it from the session token, the sign-in form from the database. */
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
