/** Shared with the edge middleware: no server-only imports here. */

/** Secure-prefixed on https, possibly split into chunks. */
export const SESSION_COOKIE_PATTERN = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * A readable flag mirroring the HttpOnly session cookie, so static pages show the account menu. It
 * grants nothing: every server check uses the session.
 */
export const SIGNED_IN_HINT_COOKIE = "stepps_signed_in";

export const SIGNED_IN_ATTRIBUTE = "data-signed-in";

/** Inline in <head>, so a signed-in visitor's first paint already has the account menu. */
export const SIGNED_IN_HINT_SCRIPT = `document.cookie.split("; ").indexOf("${SIGNED_IN_HINT_COOKIE}=1")<0||document.documentElement.setAttribute("${SIGNED_IN_ATTRIBUTE}","")`;

/** For handlers answering without Next's cookies(). */
export function signedInHintCookie(
  signedIn: boolean,
  { secure, maxAge }: { secure: boolean; maxAge?: number },
): string {
  const age = signedIn ? (maxAge === undefined ? "" : `; Max-Age=${maxAge}`) : "; Max-Age=0";
  return `${SIGNED_IN_HINT_COOKIE}=${signedIn ? "1" : ""}; Path=/${age}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** While an account's password is being guessed, only browsers known to it may still try (known-clients.ts). */
export const CLIENT_COOKIE = "stepps_client";

export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
