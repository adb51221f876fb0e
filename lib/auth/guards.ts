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

export async function requirePageUser(returnTo: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(loginRedirectPath(returnTo));
  return user;
}

/** Checked against the database whatever middleware did (a forged x-middleware-subrequest gets nothing). */
export async function requireDashboard(
  requires: ServiceId | "bundled",
  returnTo: string,
): Promise<{ user: SessionUser; access: Access }> {
  const user = await requirePageUser(returnTo);
  const access = await accessOf(user.id);
  if (!opensDashboard(requires, access)) redirect(CHECKOUT_PATH);
  return { user, access };
}

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

export async function requireActionUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new DomainError("unauthenticated", MESSAGES.auth.notAuthenticatedPleaseLogIn);
  return user;
}

export async function requireServiceMember(service: ServiceId): Promise<SessionUser> {
  const user = await requireActionUser();
  const access = await accessOf(user.id);
  if (!access.services.includes(service)) {
    throw new DomainError("forbidden", MESSAGES.access.planExcludes(SERVICES[service].name));
  }
  return user;
}

export interface StaffMember {
  user: SessionUser;
  roles: StaffRole[];
  actor: Actor;
}

type NeededRole = StaffRole | "any";

async function staffMember(user: SessionUser, role: NeededRole): Promise<StaffMember | null> {
  const roles = await staffRolesOf(user.id);
  const allowed = role === "any" ? roles.length > 0 : holdsRole(roles, role);
  return allowed ? { user, roles, actor: { id: user.id, label: roles.join(", ") } } : null;
}

/** The role is checked against the database. */
export async function requireStaffPage(role: NeededRole, returnTo: string): Promise<StaffMember> {
  const staff = await staffMember(await requirePageUser(returnTo), role);
  if (!staff) forbidden();
  return staff;
}

export async function requireStaffScreen(id: StaffScreenId, returnTo?: string): Promise<StaffMember> {
  const screen = staffScreen(id);
  return requireStaffPage(screen.role, returnTo ?? screen.href);
}

export async function requireStaffApi(request: Request, role: StaffRole): Promise<StaffMember> {
  const user = await getRequestUser(request);
  if (!user) throw new DomainError("unauthenticated", MESSAGES.auth.notAuthenticated);
  const staff = await staffMember(user, role);
  if (!staff) throw new DomainError("forbidden", MESSAGES.staff.notStaff);
  return staff;
}

export async function requireStaffAction(role: StaffRole): Promise<StaffMember> {
  const staff = await staffMember(await requireActionUser(), role);
  if (!staff) throw new DomainError("forbidden", MESSAGES.staff.notStaff);
  return staff;
}
