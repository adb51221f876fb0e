import { expect, test, type Page } from "@playwright/test";
import { sendFromOwnAddress, voucherMember } from "./support/accounts";

const REQUIRED = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(REQUIRED)) expect(headers[name], `${name} on ${what}`).toBe(value);
  expect(headers["content-security-policy"], `CSP on ${what}`).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["permissions-policy"], `Permissions-Policy on ${what}`).toContain("camera=()");
  expect(headers["x-request-id"], `request id on ${what}`).toMatch(/^[\w-]{8,64}$/);
  // Served over plain http here, so no HSTS (the Jest suite checks it is sent over https).
  expect(headers["strict-transport-security"]).toBeUndefined();
}

test("every kind of response carries the security headers", async ({ request, page }) => {
  await page.goto("/");
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute("src");
  const responses = {
    "a static page": await request.get("/about"),
    "the home page": await request.get("/"),
    "a build asset": await request.get(script!),
    "robots.txt": await request.get("/robots.txt"),
    "an API answer": await request.get("/api/vouchers/status"),
    "an API refusal": await request.post("/api/signup", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    }),
    "a sign-in redirect": await request.get("/venting-room-dashboard", { maxRedirects: 0 }),
    "a missing page": await request.get("/no-such-page"),
  };
  expect(responses["an API refusal"].status()).toBe(400);
  expect(responses["a sign-in redirect"].status()).toBe(307);
  expect(responses["a missing page"].status()).toBe(404);
  for (const [what, response] of Object.entries(responses)) expectSecurityHeaders(response.headers(), what);
});

/** Pages load and run under the policy: the browser reports no blocked script, style, frame or fetch. */
async function expectNoPolicyViolations(page: Page, paths: string[]) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
}

test("public pages and the sign-in forms run under the policy", async ({ page }) => {
  await expectNoPolicyViolations(page, ["/", "/projects", "/venting-room", "/contact", "/signup", "/login"]);
  // Next's client runtime started, which needs both its inline bootstrap and its chunks.
  expect(await page.evaluate(() => typeof (window as { next?: { version?: string } }).next?.version)).toBe("string");
});

test("member screens run under the policy, and the session cookie is HttpOnly and SameSite=Lax", async ({
  page,
  context,
}, testInfo) => {
  await sendFromOwnAddress(page);
  await voucherMember(page, testInfo, "venting");
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === "next-auth.session-token");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  const hint = cookies.find((cookie) => cookie.name === "stepps_signed_in");
  // The hint is readable by design (static pages check it); it grants nothing.
  expect(hint).toMatchObject({ httpOnly: false, sameSite: "Lax" });
  await expectNoPolicyViolations(page, [
    "/venting-room-dashboard",
    "/venting-room-dashboard/usage-report",
    "/checkout",
  ]);
});
