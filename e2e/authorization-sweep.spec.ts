/**
 * Authorisation sweep on the real server (`next start`). Every dashboard page, found from the files
 * under app/(dashboard), is requested signed out, with a plan that lacks it, with a subscription that
 * has ended (its session token still claiming the plan, so middleware lets it through and the page's
 * own database check must refuse), and with the forged `x-middleware-subrequest` header of
 * CVE-2025-29927. Each must redirect (to /login signed out, to /checkout without a current plan) and
 * show no member data on the way. /checkout, /payment, /payment-callback and /account are for any
 * signed-in user. The staff console's pages (app/(staff)) send signed-out visitors to /login and answer
 * 403 to members, whatever their plan, and to staff whose roles do not open the screen. Then every API route, from its route file, is asked with the methods it does not
 * export (Next answers 405, never a 5xx), the member APIs are asked signed out with the forged header,
 * and next-auth's handler gets junk. Last, junk that Next itself once answered with a 500 gets a 4xx
 * (refuseJunkRequests, lib/http/server-hooks): TRACE everywhere (and TRACK, which Node refuses), broken percent-encoding in each dynamic
 * API route's segments, and each page with server actions (from the actions.ts files) asked
 * cross-site and with a body over the actions' limit.
 *
 * Requests only, no browser pages: the layout does not matter, so the sweep runs in the desktop project.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser, type TestInfo } from "@playwright/test";
import {
  actionFiles,
  apiRouteFiles,
  dynamicSegments,
  exportedMethodsInSource,
  HTTP_METHODS,
  pageFiles,
} from "../__tests__/helpers/route-files";
import { SERVER_ACTION_BODY_LIMIT_BYTES } from "../lib/http/action-limits.mjs";
import { MESSAGES } from "../lib/messages";
import { PUBLIC_ROUTES } from "../lib/routes";
import { holdsRole, type StaffRole } from "../lib/staff/roles";
import { STAFF_SCREENS } from "../lib/staff/screens";
import {
  confirmEmailOf,
  logInViaForm,
  newPerson,
  paidMember,
  signUpViaApi,
  sendFromOwnAddress,
  voucherMember,
  type TestPerson,
} from "./support/accounts";
import { endSubscriptionsOf, queryE2eDb } from "./support/db";
import { E2E_DIST_DIR, PAYMENTS_PORT } from "./support/instance";
import { staffCommand } from "./support/staff";

// The mobile project sets isMobile; one project is enough for requests.
test.skip(({ isMobile }) => isMobile, "HTTP requests only: the desktop project runs them");

const FORGED_SUBREQUEST = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };

// ---------------------------------------------------------------------------------------------
// The page table: every page under app/(dashboard), what it requires, and the URL to ask for.

type Requirement = "signed-in" | "a-plan" | "venting" | "entrepreneurship" | "stem" | "bundled";

interface PageSpec {
  requires: Requirement;
  /** The URL asked for (default: the pattern itself); catch-alls get a made-up sub-path. */
  path?: () => string;
  /** Ask the second server, which has payments switched on (/payment sends everyone to checkout without them). */
  payments?: boolean;
  /** What the entitled member gets: 200, or 404 for a made-up sub-path. */
  entitledStatus?: number;
}

const firstModule = () => queryE2eDb<{ id: string }>(`SELECT "id" FROM "LearningModule" ORDER BY "id" LIMIT 1`)[0].id;

const PAGES: Record<string, PageSpec> = {
  "/account": { requires: "signed-in" },
  "/checkout": { requires: "signed-in" },
  "/payment": { requires: "signed-in", path: () => "/payment?plan=gold", payments: true },
  "/payment-callback": {
    requires: "signed-in",
    path: () => "/payment-callback?reference=ref_1700000000000_0123456789ab&status=success",
  },
  "/dashboard": { requires: "a-plan" },
  "/bundled-dashboard": { requires: "bundled" },
  "/venting-room-dashboard": { requires: "venting" },
  "/venting-room-dashboard/notifications": { requires: "venting" },
  "/venting-room-dashboard/privacy-settings": { requires: "venting" },
  "/venting-room-dashboard/trending-news": { requires: "venting" },
  "/venting-room-dashboard/usage-report": { requires: "venting" },
  "/venting-room-dashboard/crisis-help": { requires: "venting" },
  "/venting-room-dashboard/[...unknown]": {
    requires: "venting",
    path: () => "/venting-room-dashboard/no-such-screen/at-all",
    entitledStatus: 404,
  },
  "/entrepreneurship-education-dashboard": {
    requires: "entrepreneurship",
    path: () => "/entrepreneurship-education-dashboard?scope=local&tab=groups",
  },
  "/entrepreneurship-education-dashboard/module-content": {
    requires: "entrepreneurship",
    path: () => `/entrepreneurship-education-dashboard/module-content?module=${firstModule()}`,
  },
  "/entrepreneurship-education-dashboard/[...unknown]": {
    requires: "entrepreneurship",
    path: () => "/entrepreneurship-education-dashboard/no-such-screen",
    entitledStatus: 404,
  },
  "/stem-subjects-dashboard": { requires: "stem" },
  "/stem-subjects-dashboard/settings": { requires: "stem" },
  "/stem-subjects-dashboard/grades/[grade]": { requires: "stem", path: () => "/stem-subjects-dashboard/grades/11" },
  "/stem-subjects-dashboard/tests/new": { requires: "stem" },
  // A made-up test: the guard answers first; the entitled member is told it is not found.
  "/stem-subjects-dashboard/tests/[testId]": {
    requires: "stem",
    path: () => "/stem-subjects-dashboard/tests/clxxxxxxxxxxxxxxxxxxxxxxx",
    entitledStatus: 404,
  },
  "/stem-subjects-dashboard/practice/[topicId]": {
    requires: "stem",
    path: () => "/stem-subjects-dashboard/practice/maths-10-trigonometry",
  },
  "/stem-subjects-dashboard/[...unknown]": {
    requires: "stem",
    path: () => "/stem-subjects-dashboard/no-such-subject",
    entitledStatus: 404,
  },
};

// ---------------------------------------------------------------------------------------------
// Who asks.

interface Asker {
  name: string;
  /** The session cookie(s), as captured once: later requests never refresh it. */
  cookie?: string;
  headers?: Record<string, string>;
  person?: TestPerson;
}

interface Askers {
  signedOut: Asker;
  signedOutForged: Asker;
  noPlan: Asker;
  stem: Asker;
  stemForged: Asker;
  venting: Asker;
  ventingForged: Asker;
  platinum: Asker;
  expired: Asker;
}

/** Signs a person in with the project's helpers in a browser context of its own, and keeps the session cookie. */
async function askerFrom(
  browser: Browser,
  testInfo: TestInfo,
  name: string,
  baseURL: string,
  make: (page: import("@playwright/test").Page) => Promise<TestPerson>,
): Promise<Asker> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await sendFromOwnAddress(page);
    const person = await make(page);
    const cookies = (await context.cookies()).filter((c) => c.name.startsWith("next-auth.session-token"));
    expect(cookies.length, `${name} is signed in`).toBeGreaterThan(0);
    return { name, person, cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
  } finally {
    await context.close();
  }
}

async function makeAskers(browser: Browser, testInfo: TestInfo): Promise<Askers> {
  const main = testInfo.project.use.baseURL!;
  const payments = `http://localhost:${PAYMENTS_PORT}`;
  const [noPlan, stem, venting, platinum, expired] = await Promise.all([
    askerFrom(browser, testInfo, "signed in without a plan", main, async (page) => {
      const person = newPerson(testInfo, "Nokuthula");
      await signUpViaApi(page.request, person);
      await logInViaForm(page, person);
      await expect(page).toHaveURL(/\/checkout$/);
      return person;
    }),
    askerFrom(browser, testInfo, "a STEM member", main, (page) => voucherMember(page, testInfo, "stem", "Mpho")),
    askerFrom(browser, testInfo, "a Venting Room member", main, (page) =>
      voucherMember(page, testInfo, "venting", "Lebo"),
    ),
    askerFrom(browser, testInfo, "a platinum member", payments, (page) =>
      paidMember(page, testInfo, "platinum", "Thulani"),
    ),
    askerFrom(browser, testInfo, "a platinum member whose month has ended", payments, (page) =>
      paidMember(page, testInfo, "platinum", "Busisiwe"),
    ),
  ]);
  // Ended in the database only: the token captured above still claims platinum until next month.
  expect(endSubscriptionsOf(expired.person!.email)).toBe(1);
  return {
    signedOut: { name: "signed out" },
    signedOutForged: { name: "signed out, with a forged x-middleware-subrequest", headers: FORGED_SUBREQUEST },
    noPlan,
    stem,
    stemForged: { ...stem, name: "a STEM member with a forged x-middleware-subrequest", headers: FORGED_SUBREQUEST },
    venting,
    ventingForged: {
      ...venting,
      name: "a Venting Room member with a forged x-middleware-subrequest",
      headers: FORGED_SUBREQUEST,
    },
    platinum,
    expired,
  };
}

// ---------------------------------------------------------------------------------------------
// Asking.

interface Hop {
  url: string;
  status: number;
  location: string | null;
  body: string;
  /** A redirect a page rendered (HTML, from redirect() in a server component), not one from middleware.ts. */
  byPage: boolean;
}

/**
 * Follows a request's redirects one hop at a time (maxRedirects: 0), each from a fresh request context
 * with only the asker's captured cookie, so the session token the server re-issues is never picked up.
 */
async function follow(
  playwright: { request: { newContext: (o?: object) => Promise<APIRequestContext> } },
  origin: string,
  path: string,
  asker: Asker,
): Promise<Hop[]> {
  const hops: Hop[] = [];
  let url = new URL(path, origin).toString();
  for (let i = 0; i < 5; i++) {
    const context = await playwright.request.newContext({
      extraHTTPHeaders: {
        ...(asker.cookie ? { cookie: asker.cookie } : {}),
        ...asker.headers,
        "x-forwarded-for": "203.0.113.77",
      },
    });
    try {
      const response = await context.get(url, { maxRedirects: 0 });
      const location = response.headers()["location"] ?? null;
      const byPage =
        response.status() >= 300 &&
        response.status() < 400 &&
        (response.headers()["content-type"] ?? "").startsWith("text/html");
      hops.push({ url, status: response.status(), location, body: await response.text(), byPage });
      if (!location || response.status() < 300 || response.status() >= 400) return hops;
      url = new URL(location, url).toString();
    } finally {
      await context.dispose();
    }
  }
  return hops;
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** What must never appear in a refusal: anything that identifies one of the members. */
function memberDataIn(text: string, askers: Askers): string | undefined {
  const people = Object.values(askers).flatMap((a) => (a.person ? [a.person] : []));
  return people
    .flatMap((p) => [p.email, p.name, p.surname, p.cellNumber, p.city])
    .find((value) => text.includes(value));
}

/** Where each asker must end up: "login", "checkout", a status of the page itself, or another page. */
function expectedFor(spec: PageSpec, askers: Askers): [Asker, "login" | "checkout" | number | { page: string }][] {
  const signedOut: [Asker, "login"][] = [
    [askers.signedOut, "login"],
    [askers.signedOutForged, "login"],
  ];
  switch (spec.requires) {
    case "signed-in":
      return [
        ...signedOut,
        [askers.noPlan, 200],
        [askers.stem, 200],
        [askers.expired, 200],
        [askers.ventingForged, 200],
      ];
    case "a-plan":
      return [
        ...signedOut,
        [askers.noPlan, "checkout"],
        [askers.expired, "checkout"],
        [askers.stem, { page: "/stem-subjects-dashboard" }],
        [askers.platinum, { page: "/bundled-dashboard" }],
      ];
    case "stem":
      return [
        ...signedOut,
        [askers.noPlan, "checkout"],
        [askers.venting, "checkout"],
        [askers.ventingForged, "checkout"],
        [askers.expired, "checkout"],
        [askers.platinum, spec.entitledStatus ?? 200],
      ];
    case "venting":
    case "entrepreneurship":
    case "bundled":
      return [
        ...signedOut,
        [askers.noPlan, "checkout"],
        [askers.stem, "checkout"],
        [askers.stemForged, "checkout"],
        [askers.expired, "checkout"],
        [askers.platinum, spec.entitledStatus ?? 200],
      ];
  }
}

// ---------------------------------------------------------------------------------------------
// The sweep.

const DASHBOARD_PAGES = pageFiles("(dashboard)");
const STAFF_PAGES = pageFiles("(staff)");

test.describe("dashboard pages", () => {
  // One set of members for every page: the tests of this block run in order, in one worker.
  test.describe.configure({ mode: "default" });
  let askers: Askers;

  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    askers = await makeAskers(browser, testInfo);
  });

  test("every page under app/(dashboard) is in the sweep's table", () => {
    expect(DASHBOARD_PAGES.length).toBeGreaterThan(10);
    const missing = DASHBOARD_PAGES.filter((p) => !(p.pattern in PAGES)).map((p) => p.pattern);
    const stale = Object.keys(PAGES).filter((pattern) => !DASHBOARD_PAGES.some((p) => p.pattern === pattern));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  test("every page under app/(staff) answers 403 to members and to staff without its role, and sends signed-out visitors to log in", async ({
    playwright,
    baseURL,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Staff of each role, made as an operator does: an account, then `npm run staff -- grant`.
    const staffAsker = (role: StaffRole, name: string) =>
      askerFrom(browser, testInfo, `a ${role}`, baseURL!, async (page) => {
        const person = newPerson(testInfo, name);
        await signUpViaApi(page.request, person);
        await confirmEmailOf(page, person.email);
        staffCommand("grant", person.email, role);
        await logInViaForm(page, person);
        await expect(page).toHaveURL(/\/checkout$/);
        return person;
      });
    const staff = {
      facilitator: await staffAsker("facilitator", "Ayanda"),
      moderator: await staffAsker("moderator", "Kagiso"),
      admin: await staffAsker("admin", "Refilwe"),
    };
    expect(STAFF_PAGES.length).toBeGreaterThan(2);
    for (const { pattern } of STAFF_PAGES) {
      // The screen a page belongs to decides its role; the console's home opens to every staff role.
      const screen = STAFF_SCREENS.filter((s) => pattern.startsWith(s.href)).sort(
        (a, b) => b.href.length - a.href.length,
      )[0];
      expect(screen || pattern === "/staff", `${pattern} belongs to a screen in STAFF_SCREENS`).toBeTruthy();
      const path = pattern.replace(/\[[^\]]+\]/g, "c0000000000000000000sweep");
      const entitledStatus = path === pattern ? 200 : 404; // a made-up id is not found, once the role is checked
      const expectations: (readonly [Asker, string])[] = [
        [askers.signedOut, `200 /login?callbackUrl=${encodeURIComponent(path)}`],
        [askers.signedOutForged, `200 /login?callbackUrl=${encodeURIComponent(path)}`],
        [askers.venting, `403 ${path}`],
        [askers.ventingForged, `403 ${path}`],
        [askers.platinum, `403 ${path}`],
        [askers.noPlan, `403 ${path}`],
        ...(["facilitator", "moderator", "admin"] as const).map(
          (role) =>
            [staff[role], `${!screen || holdsRole([role], screen.role) ? entitledStatus : 403} ${path}`] as const,
        ),
      ];
      for (const [asker, expected] of expectations) {
        const hops = await follow(playwright, baseURL!, path, asker);
        expect(`${asker.name} on ${path}: ${hops.at(-1)!.status} ${pathOf(hops.at(-1)!.url)}`).toBe(
          `${asker.name} on ${path}: ${expected}`,
        );
        const last = hops.at(-1)!;
        if (last.status === 403) expect(last.body).toContain("This page is not open to your account");
        // Members get the forbidden page only: neither the console's figures nor its menu.
        if (!Object.values(staff).includes(asker) && !expected.startsWith("200"))
          for (const hop of hops)
            expect(hop.body ?? "", `${asker.name}: no staff screen in ${hop.url}`).not.toMatch(
              /Your roles:|Vouchers left to issue|aria-label="Staff console"|Staff console"/,
            );
      }
    }
  });

  for (const { pattern } of DASHBOARD_PAGES) {
    test(`${pattern} refuses whoever may not see it`, async ({ playwright, baseURL }) => {
      const spec = PAGES[pattern];
      expect(spec, `${pattern} has no entry in PAGES (e2e/authorization-sweep.spec.ts)`).toBeDefined();
      const path = spec.path?.() ?? pattern;
      const origin = spec.payments ? `http://localhost:${PAYMENTS_PORT}` : baseURL!;
      const results = await Promise.all(
        expectedFor(spec, askers).map(async ([asker, expected]) => ({
          asker,
          expected,
          hops: await follow(playwright, origin, path, asker),
        })),
      );
      for (const { asker, expected, hops } of results) {
        const trail = hops.map((h) => `${h.status} ${pathOf(h.url)}`).join(" → ");
        const first = hops[0];
        const last = hops.at(-1)!;
        expect(first.status, `${asker.name}: never a server error (${trail})`).toBeLessThan(500);
        if (typeof expected === "number") {
          expect(`${asker.name}: ${trail}`).toBe(`${asker.name}: ${expected} ${path}`);
          continue;
        }
        // Refused: a redirect straight away, and nothing about anyone on the way out.
        expect(first.status, `${asker.name}: redirected (${trail})`).toBeGreaterThanOrEqual(300);
        expect(first.status, `${asker.name}: redirected (${trail})`).toBeLessThan(400);
        for (const hop of hops.slice(0, -1))
          expect(memberDataIn(hop.body, askers), `${asker.name}: member data in ${hop.url}`).toBeUndefined();
        const landed = pathOf(last.url);
        if (expected === "login") {
          expect(`${asker.name}: ${last.status} ${landed}`).toBe(
            `${asker.name}: 200 /login?callbackUrl=${encodeURIComponent(path)}`,
          );
        } else if (expected === "checkout") {
          expect(`${asker.name}: ${last.status} ${landed}`).toBe(`${asker.name}: 200 /checkout`);
          // The ended member's token still claims the plan, so middleware let them through: the page
          // itself refused, from the database.
          if (asker === askers.expired)
            expect(
              hops.some((h) => h.byPage),
              `${asker.name}: refused by the page (${trail})`,
            ).toBe(true);
        } else {
          expect(`${asker.name}: ${last.status} ${landed}`).toBe(`${asker.name}: 200 ${expected.page}`);
        }
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------
// API routes on the real server.

const API_ROUTES = apiRouteFiles();
/** A made-up value for each dynamic segment: the wrong method is refused before it is looked at. */
const urlOf = (pattern: string) => pattern.replace(/\[\.\.\.nextauth\]/, "session").replace(/\[[^\]]+\]/g, "sweep-id");

test.describe("API routes", () => {
  test("are found", () => {
    expect(API_ROUTES.length).toBeGreaterThan(20);
  });

  for (const { pattern, file } of API_ROUTES) {
    const missing = HTTP_METHODS.filter((method) => !exportedMethodsInSource(file).includes(method));
    if (!missing.length) continue;
    test(`${pattern} answers ${missing.join(", ")} with 405`, async ({ request }) => {
      const answers = await Promise.all(
        missing.map(async (method) => {
          const response = await request.fetch(urlOf(pattern), {
            method,
            maxRedirects: 0,
            headers: { "content-type": "application/json" },
            data: method === "GET" ? undefined : "{}",
          });
          return `${method} ${response.status()}`;
        }),
      );
      expect(answers).toEqual(missing.map((method) => `${method} 405`));
    });
  }

  const memberRoutes = API_ROUTES.filter(
    (r) => r.pattern.startsWith("/api/dashboard/") || r.pattern.startsWith("/api/venting-room/"),
  );
  for (const { pattern, file } of memberRoutes) {
    test(`${pattern} answers 401 signed out, even with a forged x-middleware-subrequest`, async ({ request }) => {
      for (const method of exportedMethodsInSource(file)) {
        const response = await request.fetch(urlOf(pattern).replace("sweep-id", "clxxxxxxxxxxxxxxxxxxxxxxx"), {
          method,
          maxRedirects: 0,
          headers: FORGED_SUBREQUEST,
        });
        expect(`${method} ${response.status()} ${await response.text()}`).toBe(
          `${method} 401 ${JSON.stringify({ error: "User not authenticated." })}`,
        );
      }
    });
  }

  test("next-auth's handler answers junk without a server error", async ({ request }) => {
    const junk: [string, string, Parameters<APIRequestContext["fetch"]>[1]][] = [
      ["GET", "/api/auth/callback/credentials", {}],
      ["GET", "/api/auth/definitely-not-an-action", {}],
      ["GET", "/api/auth/error?error=%E2%80%AEgpj.exe", {}],
      ["GET", "/api/auth/signin?callbackUrl=%ED%A0%80", {}],
      ["GET", "/api/auth/session", { headers: { cookie: `next-auth.session-token=${"x".repeat(3000)}` } }],
      [
        "POST",
        "/api/auth/callback/credentials",
        { headers: { "content-type": "application/json" }, data: '{"csrfToken": ' },
      ],
      [
        "POST",
        "/api/auth/callback/credentials",
        { headers: { "content-type": "application/json" }, data: '{"callbackUrl":"\\ud800"}' },
      ],
      [
        "POST",
        "/api/auth/callback/credentials",
        { form: { csrfToken: "forged", email: "a@b.co", password: "x".repeat(100_000) } },
      ],
      ["POST", "/api/auth/callback/credentials", { form: { email: "\u202e@example.co.za", password: "\u0000" } }],
      ["POST", "/api/auth/signout", { headers: { "content-type": "multipart/form-data; boundary=x" }, data: "--x--" }],
      ["POST", "/api/auth/_log", { headers: { "content-type": "application/json" }, data: "[1,2,3]" }],
    ];
    for (const [method, url, options] of junk) {
      const response = await request.fetch(url, { ...options, method, maxRedirects: 0 });
      const text = await response.text();
      expect(response.status(), `${method} ${url}: ${text.slice(0, 200)}`).toBeLessThan(500);
      expect(text, `${method} ${url}`).not.toMatch(/\n\s+at |node_modules|\.js:\d+/);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Junk that Next once answered with a 500: each now a 4xx with the app's JSON message.

/** The page a folder of actions.ts serves: route groups are not part of its URL. */
const ACTION_PAGES = actionFiles().map(({ pattern }) =>
  `/${pattern
    .split("/")
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .join("/")}`.replace(/\[[^\]]+\]/g, "sweep-id"),
);
const BROKEN_ESCAPES = ["%E0%A4%A", "%", "%ZZ", "%FF", "%ED%A0%80"];

/** A refusal as the junk screen answers it: status and message, and nothing of the request echoed. */
async function refusal(response: import("@playwright/test").APIResponse) {
  const text = await response.text();
  expect(text).not.toMatch(/\n\s+at |node_modules|\.js:\d+|session-token/);
  let error: unknown = text.slice(0, 200);
  try {
    error = (JSON.parse(text) as { error?: unknown }).error;
  } catch {}
  return `${response.status()} ${String(error)}`;
}

test.describe("junk", () => {
  test("every API route, page and static file answers TRACE with 405, and TRACK with 400", async ({ request }) => {
    const paths = [
      ...API_ROUTES.map(({ pattern }) => urlOf(pattern)),
      ...PUBLIC_ROUTES.map((route) => route.path),
      ...DASHBOARD_PAGES.map(({ pattern }) => pattern.replace(/\[[^\]]+\]/g, "sweep-id")),
      ...STAFF_PAGES.map(({ pattern }) => pattern.replace(/\[[^\]]+\]/g, "sweep-id")),
      "/login",
      "/signup",
      "/robots.txt",
      "/sitemap.xml",
      "/no-such-page",
    ];
    const answers: string[] = [];
    const expected: string[] = [];
    for (const path of paths) {
      const headers = { cookie: "next-auth.session-token=echo-me-not" };
      const trace = await request.fetch(path, { method: "TRACE", maxRedirects: 0, headers });
      answers.push(`TRACE ${path}: ${await refusal(trace)} ${trace.headers()["allow"] ?? "no Allow"}`);
      expected.push(
        `TRACE ${path}: 405 ${MESSAGES.request.methodNotAllowed} GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE`,
      );
      // Node's own parser refuses TRACK before the app sees it.
      const track = await request.fetch(path, { method: "TRACK", maxRedirects: 0, headers });
      answers.push(`TRACK ${path}: ${track.status()}`);
      expected.push(`TRACK ${path}: 400`);
    }
    expect(answers).toEqual(expected);
  });

  const dynamicRoutes = API_ROUTES.filter(({ pattern }) => dynamicSegments(pattern).length > 0);
  test("the dynamic API routes are found", () => {
    expect(dynamicRoutes.length).toBeGreaterThan(5);
  });
  for (const { pattern, file } of dynamicRoutes) {
    test(`${pattern} answers broken percent-encoding in its path with 400, for every method`, async ({ request }) => {
      const methods = [...new Set([...exportedMethodsInSource(file), "GET", "POST"])];
      const expected: string[] = [];
      const answers: string[] = [];
      for (const broken of BROKEN_ESCAPES) {
        // Each dynamic segment broken in turn, the others given a harmless value.
        const segments = dynamicSegments(pattern);
        for (const [index] of segments.entries()) {
          let seen = -1;
          const path = pattern.replace(/\[(?:\.\.\.)?[^\]]+\]/g, () => (++seen === index ? broken : "sweep-id"));
          for (const method of methods) {
            const response = await request.fetch(path, {
              method,
              maxRedirects: 0,
              headers: { "content-type": "application/json" },
              data: method === "GET" ? undefined : "{}",
            });
            answers.push(`${method} ${path}: ${await refusal(response)}`);
            expected.push(`${method} ${path}: 400 ${MESSAGES.request.badEncoding}`);
          }
        }
      }
      expect(answers).toEqual(expected);
    });
  }

  test("the pages with server actions are found", () => {
    expect(ACTION_PAGES).toEqual(expect.arrayContaining(["/contact", "/login", "/signup", "/checkout"]));
  });

  test("every page with server actions answers a cross-site action 403 and a body over the limit 413", async ({
    request,
    baseURL,
  }) => {
    const own = new URL(baseURL!).origin;
    // Any well-formed action id: the request is refused before Next looks it up.
    const action = { "next-action": "7f".repeat(21), "content-type": "text/plain;charset=UTF-8" };
    const multipart = { "content-type": "multipart/form-data; boundary=sweep" };
    const form = '--sweep\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--sweep--\r\n';
    const over = "a".repeat(SERVER_ACTION_BODY_LIMIT_BYTES + 1);
    const cases: [string, Record<string, string>, string, string][] = [
      ["a fetch action from another site", { ...action, origin: "https://evil.example" }, "[]", "403"],
      ["a form post from another site", { ...multipart, origin: "https://evil.example" }, form, "403"],
      ["an action from an opaque origin", { ...action, origin: "null" }, "[]", "403"],
      ["an action with a malformed Origin", { ...action, origin: "http://" }, "[]", "403"],
      ["a fetch action over the limit", { ...action, origin: own }, over, "413"],
      ["a form post over the limit", { ...multipart, origin: own }, over, "413"],
    ];
    const message = { "403": MESSAGES.request.crossSite, "413": MESSAGES.request.tooLarge };
    const answers: string[] = [];
    const expected: string[] = [];
    for (const path of ACTION_PAGES)
      for (const [name, headers, data, status] of cases) {
        const response = await request.fetch(path, { method: "POST", maxRedirects: 0, headers, data });
        answers.push(`${name} to ${path}: ${await refusal(response)}`);
        expected.push(`${name} to ${path}: ${status} ${message[status as "403" | "413"]}`);
      }
    expect(answers).toEqual(expected);
  });

  test("every page with server actions answers a body Next could not decode with a 4xx, never a 500", async ({
    request,
    baseURL,
  }) => {
    const own = { origin: new URL(baseURL!).origin };
    const fetchAction = { "next-action": "7f".repeat(21), ...own };
    const cases: [string, Record<string, string>, string, number][] = [
      [
        "an action with an empty multipart body",
        { ...fetchAction, "content-type": "multipart/form-data; boundary=x" },
        "",
        400,
      ],
      [
        "a form post with a broken multipart body",
        { ...own, "content-type": "multipart/form-data; boundary=x" },
        "--x\r\nbroken",
        400,
      ],
      [
        "a fetch action whose text is not JSON",
        { ...fetchAction, "content-type": "text/plain;charset=UTF-8" },
        "hello",
        400,
      ],
      ["a fetch action sent as JSON", { ...fetchAction, "content-type": "application/json" }, "{}", 415],
    ];
    const answers: string[] = [];
    const expected: string[] = [];
    for (const path of ACTION_PAGES)
      for (const [name, headers, data, status] of cases) {
        const response = await request.fetch(path, { method: "POST", maxRedirects: 0, headers, data });
        answers.push(`${name} to ${path}: ${await refusal(response)}`);
        expected.push(`${name} to ${path}: ${status} ${MESSAGES.request.unreadableForm}`);
      }
    expect(answers).toEqual(expected);
  });

  test("each action of the public pages and of /account, called with an argument list, answers with its form's error", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    // The build's own list of actions: id, and the pages that carry each.
    const manifest = JSON.parse(
      fs.readFileSync(path.join(E2E_DIST_DIR, "server", "server-reference-manifest.json"), "utf8"),
    ) as { node: Record<string, { workers: Record<string, unknown> }> };
    const pageOf = (worker: string) =>
      `/${worker
        .replace(/^app\//, "")
        .replace(/\/page$/, "")
        .split("/")
        .filter((s) => !/^\(.*\)$/.test(s))
        .join("/")}`;
    const targets = Object.entries(manifest.node).flatMap(([id, { workers }]) =>
      Object.keys(workers)
        .filter((worker) => /^app\/\((auth|marketing)\)\//.test(worker) || worker === "app/(dashboard)/account/page")
        .slice(0, 1)
        .map((worker) => ({ id, path: pageOf(worker) })),
    );
    expect(targets.map((target) => target.path)).toEqual(expect.arrayContaining(["/contact", "/login", "/account"]));

    const person = newPerson(testInfo, "Junk");
    await sendFromOwnAddress(page);
    await signUpViaApi(page.request, person);
    await logInViaForm(page, person);
    await expect(page).toHaveURL(/\/checkout/);
    const answers: string[] = [];
    for (const { id, path: target } of targets) {
      const client = target === "/account" ? page.request : request;
      for (const data of ["[]", '[{"status":"idle"},"x"]']) {
        const response = await client.fetch(target, {
          method: "POST",
          maxRedirects: 0,
          headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", origin: new URL(baseURL!).origin },
          data,
        });
        const text = await response.text();
        answers.push(`${target} ${data}: ${response.status()} ${text.includes(MESSAGES.request.notAForm)}`);
      }
    }
    expect(answers).toEqual(answers.map((answer) => answer.replace(/: \d+ \w+$/, ": 200 true")));
  });
});
