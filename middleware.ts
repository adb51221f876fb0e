import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import {
  isStaffPath,
  landingPath,
  LEGACY_VENTING_PREFIX,
  loginRedirectPath,
  needsSignIn,
} from "@/lib/auth/access-rules";
import { SESSION_COOKIE_PATTERN, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookies";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id";
import { CHECKOUT_PATH } from "@/lib/routes";

/**
 * Runs before every page and API request. It tags requests with an id, keeps the readable
 * signed-in hint in step with the session cookie, and sends visitors where they belong: signed
 * out to /login, without the plan to /checkout (the staff console answers a member 403 itself). It only reads the session token; every dashboard
 * layout and route handler checks the session and plan again against the database.
 */
export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  if (pathname === LEGACY_VENTING_PREFIX || pathname.startsWith(`${LEGACY_VENTING_PREFIX}/`)) {
    const url = request.nextUrl.clone();
    url.pathname = `/venting-room-dashboard${pathname.slice(LEGACY_VENTING_PREFIX.length)}`;
    return NextResponse.redirect(url, 308);
  }

  const sessionCookies = request.cookies.getAll().filter(({ name }) => SESSION_COOKIE_PATTERN.test(name));
  const redirect = async (): Promise<string | null> => {
    if (!needsSignIn(pathname)) return null;
    const token = sessionCookies.length
      ? await getToken({
          req: request,
          secret: process.env.NEXTAUTH_SECRET,
          secureCookie: sessionCookies.some(({ name }) => name.startsWith("__Secure-")),
        })
      : null;
    if (!token?.sub) return loginRedirectPath(`${pathname}${search}`);
    // The console's pages answer a signed-in member 403 themselves, from the roles in the database.
    if (isStaffPath(pathname)) return null;
    const current = token.accessEndsAt && token.accessEndsAt > Date.now();
    const access = current
      ? {
          services: token.services ?? [],
          bundled: Boolean(token.bundled),
          dashboardPath: token.dashboardPath ?? CHECKOUT_PATH,
          staffRoles: token.staffRoles,
        }
      : { services: [], bundled: false, dashboardPath: CHECKOUT_PATH, staffRoles: token.staffRoles };
    const landing = landingPath(pathname, access);
    return landing === pathname ? null : landing;
  };

  const target = await redirect();
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  let response: NextResponse;
  if (target) {
    response = NextResponse.redirect(new URL(target, request.url));
  } else {
    const headers = new Headers(request.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set(REQUEST_ID_HEADER, requestId);

  const hinted = request.cookies.get(SIGNED_IN_HINT_COOKIE)?.value === "1";
  const secure = request.nextUrl.protocol === "https:";
  if (sessionCookies.length && !hinted)
    response.cookies.set(SIGNED_IN_HINT_COOKIE, "1", { path: "/", sameSite: "lax", secure });
  if (!sessionCookies.length && request.cookies.has(SIGNED_IN_HINT_COOKIE))
    response.cookies.delete(SIGNED_IN_HINT_COOKIE);
  return response;
}

export const config = {
  // Skip build assets and files with an extension (icons, robots.txt, sitemap.xml). Uploads skip it
  // too: Next copies a request body for middleware (cut at 10 MB), and that handler checks everything itself.
  matcher: ["/((?!_next/static|_next/image|api/venting-room/upload-post|.*\\.[a-zA-Z0-9]+$).*)"],
};
