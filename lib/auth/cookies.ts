/** Cookie names shared by the middleware (edge) and the logout handler; no server-only imports here. */

/** next-auth's JWT session cookie: the secure-prefixed name on https, possibly split into chunks. */
export const SESSION_COOKIE_PATTERN = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * A readable "signed in" flag that mirrors the HttpOnly session cookie. Static pages read it to
 * decide whether to fetch the account menu; it grants nothing (every server check uses the session).
 */
export const SIGNED_IN_HINT_COOKIE = "stepps_signed_in";
