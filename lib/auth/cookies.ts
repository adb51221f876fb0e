/** Cookie names shared by the middleware (edge) and the logout handler; no server-only imports here. */

/** next-auth's JWT session cookie: the secure-prefixed name on https, possibly split into chunks. */
export const SESSION_COOKIE_PATTERN = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * A readable "signed in" flag that mirrors the HttpOnly session cookie. Static pages read it to
 * show the account menu instead of Log in and Join Us; it grants nothing (every server check uses
 * the session). Set and cleared by the responses that sign in and out (startSession, endSession,
 * the logout route, next-auth's own routes), and corrected by middleware on every guarded page.
 */
export const SIGNED_IN_HINT_COOKIE = "stepps_signed_in";

/** The attribute the hint puts on <html> before the first paint; the stylesheet shows one navigation or the other by it. */
export const SIGNED_IN_ATTRIBUTE = "data-signed-in";

/**
 * Run inline in <head>, before the body is parsed: a signed-in visitor's first paint already has
 * the account menu, never Log in and Join Us. Tiny and dependency-free on purpose.
 */
export const SIGNED_IN_HINT_SCRIPT = `document.cookie.split("; ").indexOf("${SIGNED_IN_HINT_COOKIE}=1")<0||document.documentElement.setAttribute("${SIGNED_IN_ATTRIBUTE}","")`;

/** Set-Cookie lines for the hint, for handlers answering without Next's cookies(). */
export function signedInHintCookie(
  signedIn: boolean,
  { secure, maxAge }: { secure: boolean; maxAge?: number },
): string {
  const age = signedIn ? (maxAge === undefined ? "" : `; Max-Age=${maxAge}`) : "; Max-Age=0";
  return `${SIGNED_IN_HINT_COOKIE}=${signedIn ? "1" : ""}; Path=/${age}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * A random value that names this browser to the accounts that have signed in from it
 * (lib/accounts/known-clients.ts): while someone guesses an account's password, only those browsers
 * may still try one. HttpOnly; it says nothing about who signed in.
 */
export const CLIENT_COOKIE = "stepps_client";

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
