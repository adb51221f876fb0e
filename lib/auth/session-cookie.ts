import "server-only";
import { cookies, headers } from "next/headers";
import { encode } from "next-auth/jwt";
import { getEnv } from "@/lib/env";
import { endSessionRecord, SESSION_MAX_AGE_SECONDS } from "@/lib/sessions/records";
import { SESSION_COOKIE_PATTERN, SIGNED_IN_HINT_COOKIE } from "./cookies";
import { rememberThisBrowser } from "./known-browser";
import { authOptions, sessionToken } from "./options";
import { sessionTokenOf } from "./session";

function sessionCookieName(): string {
  return `${authOptions.useSecureCookies ? "__Secure-" : ""}next-auth.session-token`;
}

/**
 * From a server action (the sign-in form works before JavaScript loads), or to re-issue the token
 * after access changed (pass `sessionId`). Writes the token next-auth's own sign-in would. A new
 * sign-in ends the browser's previous session, so a copy of its old cookie is worth nothing.
 */
export async function startSession(user: {
  id: string;
  email: string;
  name: string;
  surname: string;
  proof?: string;
  sessionId?: string;
}) {
  if (!user.sessionId) {
    const previous = await sessionTokenOf(new Request(getEnv().APP_URL, { headers: await headers() }));
    await endSessionRecord(previous?.sid);
    await rememberThisBrowser(user.id);
  }
  const token = await sessionToken({ name: user.name, email: user.email, sub: user.id }, user);
  const value = await encode({ token, secret: getEnv().NEXTAUTH_SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
  const secure = Boolean(authOptions.useSecureCookies);
  const jar = await cookies();
  jar.set(sessionCookieName(), value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  jar.set(SIGNED_IN_HINT_COOKIE, "1", { sameSite: "lax", path: "/", secure, maxAge: SESSION_MAX_AGE_SECONDS });
}

/** Ends the database record first, so the token is refused wherever it turns up again. */
export async function endSession() {
  const token = await sessionTokenOf(new Request(getEnv().APP_URL, { headers: await headers() }));
  await endSessionRecord(token?.sid);
  const jar = await cookies();
  for (const { name } of jar.getAll()) {
    if (!SESSION_COOKIE_PATTERN.test(name)) continue;
    jar.set(name, "", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 0, secure: name.startsWith("__Secure-") });
  }
  jar.set(SIGNED_IN_HINT_COOKIE, "", {
    sameSite: "lax",
    path: "/",
    maxAge: 0,
    secure: Boolean(authOptions.useSecureCookies),
  });
}
