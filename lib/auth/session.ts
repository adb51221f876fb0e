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

/** The request's session token, decoded and its signature checked; null without a valid one. */
export function sessionTokenOf(request: Request): Promise<JWT | null> {
  // getToken reads NextRequest's cookie jar. A bare Request is re-made from its URL and headers only,
  // so its body is left unread for the handler.
  const req = request instanceof NextRequest ? request : new NextRequest(request.url, { headers: request.headers });
  return getToken({ req, secret: getEnv().NEXTAUTH_SECRET, secureCookie: Boolean(authOptions.useSecureCookies) });
}

/**
 * The signed-in user of a request: its token must be valid, and the session it names still open in
 * the database (logging out, a password reset or a deleted account end it at once), in one query.
 */
export async function getRequestUser(request: Request): Promise<SessionUser | null> {
  const token = await sessionTokenOf(request);
  return findSessionUser(token?.sid, token?.sub);
}

/** For server components, pages and server actions: the same check, on the request being rendered. */
export async function getSessionUser(): Promise<SessionUser | null> {
  return getRequestUser(new Request(getEnv().APP_URL, { headers: await headers() }));
}

/** For route handlers: the signed-in user, or refused as unauthenticated (by default with the product's message). */
export async function requireRequestUser(
  request: Request,
  message: string = MESSAGES.auth.notAuthenticated,
): Promise<SessionUser> {
  const user = await getRequestUser(request);
  if (!user) throw new DomainError("unauthenticated", message);
  return user;
}
