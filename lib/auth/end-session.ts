import { SESSION_COOKIE_PATTERN, signedInHintCookie } from "./cookies";

/** From the request's own Cookie header, so handlers need not use Next's request-scoped cookies(). */
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
