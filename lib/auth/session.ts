import "server-only";
import { headers } from "next/headers";
import { NextRequest } from "next/server";
import { getToken, type JWT } from "next-auth/jwt";
import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { findSessionUser, type SessionUser } from "@/lib/sessions/records";
import { authOptions } from "./options";

export type { SessionUser };

export function sessionTokenOf(request: Request): Promise<JWT | null> {
  // A bare Request is re-made from its URL and headers only, leaving its body unread for the handler.
  const req = request instanceof NextRequest ? request : new NextRequest(request.url, { headers: request.headers });
  return getToken({ req, secret: getEnv().NEXTAUTH_SECRET, secureCookie: Boolean(authOptions.useSecureCookies) });
}

/** The session must still be open in the database (logout, a reset or deletion end it at once). */
export async function getRequestUser(request: Request): Promise<SessionUser | null> {
  const token = await sessionTokenOf(request);
  return findSessionUser(token?.sid, token?.sub);
}

export async function getSessionUser(): Promise<SessionUser | null> {
  return getRequestUser(new Request(getEnv().APP_URL, { headers: await headers() }));
}

export async function requireRequestUser(
  request: Request,
  message: string = MESSAGES.auth.notAuthenticated,
): Promise<SessionUser> {
  const user = await getRequestUser(request);
  if (!user) throw new DomainError("unauthenticated", message);
  return user;
}
