import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { getRedirectStatus } from "next/dist/lib/redirect-status";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { needsSignIn, opensDashboard } from "@/lib/auth/access-rules";
import { requireServiceApi } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import type { DomainError } from "@/lib/errors";
import { openSession } from "@/lib/sessions/records";
import { redeemVoucher } from "@/lib/vouchers/redeem";
import { config, middleware } from "@/middleware";
import nextConfig from "../../next.config.mjs";
import { APP_ORIGIN, sessionCookie } from "../helpers/requests";
import { apiRouteFiles, pageFiles } from "../helpers/route-files";
import { newUser } from "../helpers/users";

async function tokenCookie(claims: Record<string, unknown>) {
  // A real token names its open session; the claims under test are what it says about access.
  // (Middleware reads only the token: its tests use made-up users, with no session to name.)
  const user = typeof claims.sub === "string" ? await db.user.findUnique({ where: { id: claims.sub } }) : null;
  const sid = user ? await openSession(user.id) : undefined;
  return `next-auth.session-token=${await encode({ token: { ...claims, sid }, secret: process.env.NEXTAUTH_SECRET! })}`;
}

async function visit(path: string, cookie?: string) {
  const response = await middleware(new NextRequest(`${APP_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }));
  const location = response.headers.get("location");
  return { status: response.status, location: location ? new URL(location).pathname + new URL(location).search : null };
}

/** Where next.config.mjs's redirects send a path, matched and filled in as Next's router does. */
async function redirected(path: string) {
  for (const route of (await nextConfig.redirects?.()) ?? []) {
    const params = getPathMatch(route.source, { strict: true, removeUnnamedParams: true })(path);
    if (!params) continue;
    const destination = prepareDestination({
      appendParamsToQuery: false,
      destination: route.destination,
      params,
      query: {},
    });
    return { status: getRedirectStatus(route), location: destination.parsedDestination.pathname };
  }
  return null;
}

const inAnHour = Date.now() + 3_600_000;

/** How Next itself reads config.matcher at build time (exported, though not in its public types). */
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: string[], nextConfig: object) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};

describe("middleware", () => {
  it("runs only where it has work: every guarded page, no public page or API route", () => {
    const runsOn = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
    const runs = (path: string) => runsOn(path, { headers: {} } as never, {});
    const pages = ["(auth)", "(dashboard)", "(marketing)", "(staff)"].flatMap((group) =>
      pageFiles(group).map(({ pattern }) => pattern.replace(/\[[^\]]+\]/g, "x")),
    );
    const api = apiRouteFiles().map(({ pattern }) => pattern.replace(/\[[^\]]+\]/g, "x"));
    expect(pages.filter(needsSignIn).length).toBeGreaterThan(10);
    for (const path of [...pages, ...pages.map((p) => `${p}/deeper`), ...api, "/", "/robots.txt", "/icon.svg"])
      expect([path, runs(path)]).toEqual([path, needsSignIn(path)]);
  });

  it("sends signed-out visitors to /login, remembering where they were going", async () => {
    for (const path of [
      "/checkout",
      "/payment?plan=gold",
      "/dashboard",
      "/venting-room-dashboard/usage-report",
      "/bundled-dashboard",
    ]) {
      expect(await visit(path)).toEqual({ status: 307, location: `/login?callbackUrl=${encodeURIComponent(path)}` });
    }
    expect((await visit("/checkout", "next-auth.session-token=forged")).location).toBe(
      "/login?callbackUrl=%2Fcheckout",
    );
  });

  it("sends users without the plan to /checkout, and /dashboard to their own dashboard", async () => {
    const venting = await tokenCookie({
      sub: "u1",
      services: ["venting"],
      bundled: false,
      dashboardPath: "/venting-room-dashboard",
      accessEndsAt: inAnHour,
    });
    expect((await visit("/venting-room-dashboard", venting)).location).toBeNull();
    expect((await visit("/entrepreneurship-education-dashboard", venting)).location).toBe("/checkout");
    expect((await visit("/bundled-dashboard", venting)).location).toBe("/checkout");
    expect((await visit("/dashboard", venting)).location).toBe("/venting-room-dashboard");

    const expired = await tokenCookie({
      sub: "u1",
      services: ["venting"],
      dashboardPath: "/venting-room-dashboard",
      accessEndsAt: Date.now() - 1,
    });
    expect((await visit("/venting-room-dashboard", expired)).location).toBe("/checkout");
    expect((await visit("/dashboard", expired)).location).toBe("/checkout");

    const gold = await tokenCookie({
      sub: "u2",
      services: ["stem", "venting"],
      bundled: true,
      dashboardPath: "/bundled-dashboard",
      accessEndsAt: inAnHour,
    });
    expect((await visit("/bundled-dashboard", gold)).location).toBeNull();
    expect((await visit("/stem-subjects-dashboard", gold)).location).toBeNull();
    expect((await visit("/entrepreneurship-education-dashboard", gold)).location).toBe("/checkout");
  });

  it("corrects a signed-in hint that drifted from the session cookie", async () => {
    const signedIn = await middleware(
      new NextRequest(`${APP_ORIGIN}/checkout`, { headers: { cookie: await tokenCookie({ sub: "u" }) } }),
    );
    expect(signedIn.cookies.get("stepps_signed_in")?.value).toBe("1");
    const signedOut = await middleware(
      new NextRequest(`${APP_ORIGIN}/checkout`, { headers: { cookie: "stepps_signed_in=1" } }),
    );
    expect(signedOut.headers.get("set-cookie")).toMatch(/stepps_signed_in=;/);
  });
});

describe("next.config.mjs redirects", () => {
  it("redirects /dev-venting-room-dashboard permanently", async () => {
    expect(await redirected("/dev-venting-room-dashboard")).toEqual({
      status: 308,
      location: "/venting-room-dashboard",
    });
    expect(await redirected("/dev-venting-room-dashboard/trending-news")).toEqual({
      status: 308,
      location: "/venting-room-dashboard/trending-news",
    });
    expect(await redirected("/dev-venting-room-dashboardx")).toBeNull();
    expect(await redirected("/venting-room-dashboard")).toBeNull();
  });
});

describe("server-side checks", () => {
  it("route list: which paths need a session", () => {
    expect(
      ["/checkout", "/payment", "/payment-callback", "/dashboard", "/stem-subjects-dashboard/x"].every(needsSignIn),
    ).toBe(true);
    expect(["/", "/venting-room", "/login", "/checkoutx"].some(needsSignIn)).toBe(false);
    expect(opensDashboard("bundled", { services: ["stem", "venting"], bundled: true })).toBe(true);
    expect(opensDashboard("entrepreneurship", { services: ["stem", "venting"], bundled: true })).toBe(false);
  });

  it("a dashboard API answers 401 signed out and 403 without the plan, whatever the token claims", async () => {
    const request = (cookie?: string) =>
      new NextRequest(`${APP_ORIGIN}/api/venting-room/all-posts`, { headers: cookie ? { cookie } : {} });
    await expect(requireServiceApi(request(), "venting")).rejects.toMatchObject({
      kind: "unauthenticated",
      message: "User not authenticated.",
    });

    const { user, voucher } = await newUser();
    // A token that claims the plan is not believed: the database is asked.
    const boasting = await tokenCookie({
      sub: user.id,
      services: ["venting", "stem", "entrepreneurship"],
      bundled: true,
      accessEndsAt: inAnHour,
    });
    const refused = await requireServiceApi(request(boasting), "venting").catch((e: DomainError) => e);
    expect(refused).toMatchObject({
      kind: "forbidden",
      message: "Your plan does not include Venting Room. Choose a plan that does at checkout.",
    });

    await redeemVoucher(user, { code: voucher.code, planId: "venting" });
    await expect(requireServiceApi(request(await sessionCookie(user)), "venting")).resolves.toMatchObject({
      user: { id: user.id },
    });
    await expect(requireServiceApi(request(await sessionCookie(user)), "stem")).rejects.toMatchObject({
      kind: "forbidden",
    });

    await db.subscription.updateMany({ where: { userId: user.id }, data: { endsAt: new Date(Date.now() - 1) } });
    await expect(requireServiceApi(request(await sessionCookie(user)), "venting")).rejects.toMatchObject({
      kind: "forbidden",
    });
  });
});
