import "server-only";
import { NextRequest } from "next/server";
import { getServerSession } from "next-auth";
import { getToken } from "next-auth/jwt";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { authOptions } from "./options";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  surname: string;
}

/** Session tokens are checked against the database: a deleted account's token stops working at once. */
function findSessionUser(id: string | undefined | null): Promise<SessionUser | null> {
  if (!id) return Promise.resolve(null);
  return db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true, surname: true } });
}

/** For server components and pages. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions);
  return findSessionUser(session?.user?.id);
}

/** For route handlers: the user of the request's session cookie. */
export async function getRequestUser(request: Request): Promise<SessionUser | null> {
  // getToken reads NextRequest's cookie jar. A bare Request is re-made from its URL and headers only,
  // so its body is left unread for the handler.
  const req = request instanceof NextRequest ? request : new NextRequest(request.url, { headers: request.headers });
  const token = await getToken({ req, secret: getEnv().NEXTAUTH_SECRET });
  return findSessionUser(token?.sub);
}

/** For route handlers: the signed-in user, or refused as unauthenticated (by default with the spec's message). */
export async function requireRequestUser(
  request: Request,
  message: string = MESSAGES.auth.notAuthenticated,
): Promise<SessionUser> {
  const user = await getRequestUser(request);
  if (!user) throw new DomainError("unauthenticated", message);
  return user;
}
