import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_PATTERN, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookies";

/**
 * Runs before every page and API request: tags it with a request id, and keeps the readable
 * signed-in hint in step with the session cookie. Access rules are enforced again on the server by
 * every page and route handler.
 */
export function middleware(request: NextRequest) {
  // A proxy's id is kept when it looks like one; anything else could forge log lines.
  const incoming = request.headers.get("x-request-id");
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("x-request-id", requestId);

  const signedIn = request.cookies.getAll().some(({ name }) => SESSION_COOKIE_PATTERN.test(name));
  const hinted = request.cookies.get(SIGNED_IN_HINT_COOKIE)?.value === "1";
  if (signedIn && !hinted) response.cookies.set(SIGNED_IN_HINT_COOKIE, "1", { path: "/", sameSite: "lax" });
  if (!signedIn && request.cookies.has(SIGNED_IN_HINT_COOKIE)) response.cookies.delete(SIGNED_IN_HINT_COOKIE);
  return response;
}

export const config = {
  // Skip build assets and files with an extension (icons, robots.txt, sitemap.xml).
  matcher: ["/((?!_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)"],
};
