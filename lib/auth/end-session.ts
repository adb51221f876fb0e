import { SESSION_COOKIE_PATTERN, signedInHintCookie } from "./cookies";

/**
 * Set-Cookie lines that end the request's session (logout and account deletion): every next-auth session
 * cookie (a long token can be split into chunks) and the signed-in hint. Built from the request's own
 * Cookie header, so a handler can answer with them without Next's request-scoped cookies().
 */
export function sessionEndingCookies(request: Request): string[] {
  const names = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) => SESSION_COOKIE_PATTERN.test(name));
  const secure = new URL(request.url).protocol === "https:";
  return [
    ...[...new Set(names)].map(
      (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`,
    ),
    signedInHintCookie(false, { secure }),
  ];
}
