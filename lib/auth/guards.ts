import "server-only";
import { redirect } from "next/navigation";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { SERVICES, type ServiceId } from "@/lib/plans";
import { CHECKOUT_PATH } from "@/lib/routes";
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
