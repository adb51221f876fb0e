import "server-only";
import { forbidden, redirect } from "next/navigation";
import type { Actor } from "@/lib/audit/log";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { SERVICES, type ServiceId } from "@/lib/plans";
import { CHECKOUT_PATH } from "@/lib/routes";
import { staffRolesOf } from "@/lib/staff/accounts";
import { holdsRole, type StaffRole } from "@/lib/staff/roles";
import { staffScreen, type StaffScreenId } from "@/lib/staff/screens";
import { accessOf, type Access } from "@/lib/subscriptions";
import { loginRedirectPath, opensDashboard } from "./access-rules";
import { getRequestUser, getSessionUser, type SessionUser } from "./session";

/** For pages: the signed-in user, or off to /login (coming back to `returnTo` afterwards). */
export async function requirePageUser(returnTo: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(loginRedirectPath(returnTo));
  return user;
}

/**
 * For dashboard pages: checked here on the server against the database, whatever the middleware
 * did (a forged x-middleware-subrequest header or a stale token gets nothing).
 */
export async function requireDashboard(
  requires: ServiceId | "bundled",
  returnTo: string,
): Promise<{ user: SessionUser; access: Access }> {
  const user = await requirePageUser(returnTo);
  const access = await accessOf(user.id);
  if (!opensDashboard(requires, access)) redirect(CHECKOUT_PATH);
  return { user, access };
}

/** For dashboard route handlers: refused as unauthenticated signed out, forbidden when the plan lacks the service. */
export async function requireServiceApi(
  request: Request,
  service: ServiceId,
): Promise<{ user: SessionUser; access: Access }> {
  const user = await getRequestUser(request);
  if (!user) throw new DomainError("unauthenticated", MESSAGES.auth.notAuthenticated);
  const access = await accessOf(user.id);
  if (!access.services.includes(service))
    throw new DomainError("forbidden", MESSAGES.access.planExcludes(SERVICES[service].name));
  return { user, access };
}

/** For server actions: the signed-in user, or a refusal the form shows. */
export async function requireActionUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new DomainError("unauthenticated", MESSAGES.auth.notAuthenticatedPleaseLogIn);
  return user;
}

/** For server actions: the signed-in member whose plan includes the service, or a refusal the form shows. */
export async function requireServiceMember(service: ServiceId): Promise<SessionUser> {
  const user = await requireActionUser();
  const access = await accessOf(user.id);
  if (!access.services.includes(service)) {
    throw new DomainError("forbidden", MESSAGES.access.planExcludes(SERVICES[service].name));
  }
  return user;
}

/** A signed-in staff member and how the audit log names them. */
export interface StaffMember {
  user: SessionUser;
  roles: StaffRole[];
  actor: Actor;
}

/** A role the screen needs, or "any" staff role (the console's home). */
type NeededRole = StaffRole | "any";

async function staffMember(user: SessionUser, role: NeededRole): Promise<StaffMember | null> {
  const roles = await staffRolesOf(user.id);
  const allowed = role === "any" ? roles.length > 0 : holdsRole(roles, role);
  // The log names staff by account (shown with the e-mail address while the account exists).
  return allowed ? { user, roles, actor: { id: user.id, label: roles.join(", ") } } : null;
}

/** For staff pages: the role is checked against the database; anyone signed in without it gets 403. */
export async function requireStaffPage(role: NeededRole, returnTo: string): Promise<StaffMember> {
  const staff = await staffMember(await requirePageUser(returnTo), role);
  if (!staff) forbidden();
  return staff;
}

/** For a screen's pages: its role, from STAFF_SCREENS; `returnTo` is the page within it (its list by default). */
export async function requireStaffScreen(id: StaffScreenId, returnTo?: string): Promise<StaffMember> {
  const screen = staffScreen(id);
  return requireStaffPage(screen.role, returnTo ?? screen.href);
}

/** For staff route handlers: 401 signed out, 403 without the role. */
export async function requireStaffApi(request: Request, role: StaffRole): Promise<StaffMember> {
  const user = await getRequestUser(request);
  if (!user) throw new DomainError("unauthenticated", MESSAGES.auth.notAuthenticated);
  const staff = await staffMember(user, role);
  if (!staff) throw new DomainError("forbidden", MESSAGES.staff.notStaff);
  return staff;
}

/** For staff server actions: a refusal the form shows. */
export async function requireStaffAction(role: StaffRole): Promise<StaffMember> {
  const staff = await staffMember(await requireActionUser(), role);
  if (!staff) throw new DomainError("forbidden", MESSAGES.staff.notStaff);
  return staff;
}
