import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { isStaffPath, landingPath, loginRedirectPath, needsSignIn } from "@/lib/auth/access-rules";
import { SESSION_COOKIE_PATTERN, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookies";
import { CHECKOUT_PATH } from "@/lib/routes";

/**
 * Runs before the guarded pages only (config.matcher): it sends visitors where they belong, signed
 * out to /login, without the plan to /checkout (the staff console answers a member 403 itself), and
 * corrects the signed-in hint when it has drifted from the session cookie (here, because it is read
 * from the same session cookies, on the same responses, redirects included). It only reads the
 * session token; every dashboard layout and route handler checks the session and plan again
 * against the database. Public pages and API routes never pass through it: they are served as
 * built, and the request log (lib/http/server-hooks) stamps every request's id.
 */
export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

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
  const response = target ? NextResponse.redirect(new URL(target, request.url)) : NextResponse.next();

  const hinted = request.cookies.get(SIGNED_IN_HINT_COOKIE)?.value === "1";
  const secure = request.nextUrl.protocol === "https:";
  if (sessionCookies.length && !hinted)
    response.cookies.set(SIGNED_IN_HINT_COOKIE, "1", { path: "/", sameSite: "lax", secure });
  if (!sessionCookies.length && request.cookies.has(SIGNED_IN_HINT_COOKIE))
    response.cookies.delete(SIGNED_IN_HINT_COOKIE);
  return response;
}

export const config = {
  // Only where middleware has work: the pages needsSignIn guards (lib/auth/access-rules.ts, with the
  // dashboards of lib/plans). Next needs the list written out here; __tests__/server/guards.test.ts
  // checks it against needsSignIn for every page in app/.
  matcher: [
    "/checkout/:path*",
    "/account/:path*",
    "/payment/:path*",
    "/payment-callback/:path*",
    "/dashboard/:path*",
    "/staff/:path*",
    "/venting-room-dashboard/:path*",
    "/entrepreneurship-education-dashboard/:path*",
    "/stem-subjects-dashboard/:path*",
    "/bundled-dashboard/:path*",
  ],
};
