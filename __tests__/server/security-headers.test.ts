import path from "node:path";
import { contentSecurityPolicy, OWN_POLICY_PATHS, securityHeaders } from "@/lib/security/headers.mjs";
import nextConfig from "../../next.config.mjs";

const headerMap = (options: Parameters<typeof securityHeaders>[0]) =>
  Object.fromEntries(securityHeaders(options).map(({ key, value }) => [key, value]));

describe("security headers", () => {
  it("are applied by next.config.mjs to every path, the site's policy to all but the file routes", async () => {
    const rules = await nextConfig.headers!();
    expect(rules.map((rule) => rule.source)).toEqual([
      "/:path*",
      "/:path((?!api/venting-room/media/[^/]+$|api/staff/posts/[^/]+/media$|api/dashboard/entrepreneurship/transfers/[^/]+/agreement$).*)",
    ]);
    expect(rules[0].headers.map((header) => header.key)).toEqual(
      expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options", "Permissions-Policy"]),
    );
    expect(rules[1].headers.map((header) => header.key)).toEqual(["Content-Security-Policy"]);
    // The lookahead as Next matches it: every page and route but the three that serve stored files.
    const policyApplies = (pathname: string) => new RegExp(`^/(?!${OWN_POLICY_PATHS.join("|")}).*$`).test(pathname);
    for (const pathname of [
      "/",
      "/about",
      "/venting-room-dashboard",
      "/api/venting-room/all-posts",
      "/api/staff/x",
      // Anything longer than the file routes (Next's 404 page) keeps the site's policy.
      "/api/venting-room/media/a/b",
      "/api/staff/posts/x/media-foo",
    ])
      expect({ pathname, applies: policyApplies(pathname) }).toEqual({ pathname, applies: true });
    for (const pathname of [
      "/api/venting-room/media/abc",
      "/api/staff/posts/abc/media",
      "/api/dashboard/entrepreneurship/transfers/abc/agreement",
    ])
      expect({ pathname, applies: policyApplies(pathname) }).toEqual({ pathname, applies: false });
  });

  it("in production over https include HSTS and no eval", () => {
    const headers = headerMap({ development: false, https: true });
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    const csp = headers["Content-Security-Policy"];
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("upgrade-insecure-requests");
  });

  it("send no HSTS over plain http (a local `next start`)", () => {
    expect(headerMap({ development: false, https: false })["Strict-Transport-Security"]).toBeUndefined();
  });

  it("keep the policy to this origin plus Paystack's checkout", () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy({ development: false, https: false })
        .split("; ")
        .map((directive) => {
          const [name, ...values] = directive.split(" ");
          return [name, values];
        }),
    );
    expect(directives["default-src"]).toEqual(["'self'"]);
    expect(directives["script-src"]).toEqual(["'self'", "'unsafe-inline'", "https://checkout.paystack.com"]);
    expect(directives["connect-src"]).toEqual(["'self'", "https://api.paystack.co"]);
    expect(directives["frame-src"]).toEqual(["https://checkout.paystack.com", "https://standard.paystack.co"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(directives["form-action"]).toEqual(["'self'"]);
  });

  it("allow eval and the hot-reload socket only in development", () => {
    const csp = contentSecurityPolicy({ development: true, https: false });
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toMatch(/connect-src [^;]*ws:/);
  });
});

describe("session cookies", () => {
  const loadAuthOptions = (appUrl: string) => {
    const saved = process.env.APP_URL;
    process.env.APP_URL = appUrl;
    try {
      let options!: typeof import("@/lib/auth/options").authOptions;
      jest.isolateModules(() => {
        options = (require("@/lib/auth/options") as typeof import("@/lib/auth/options")).authOptions;
      });
      return options;
    } finally {
      process.env.APP_URL = saved;
    }
  };
  // next-auth's own cookie table (not in its exports map, so by file), given the setting the app passes it.
  const { defaultCookies } = require(
    path.join(path.dirname(require.resolve("next-auth")), "core", "lib", "cookie"),
  ) as {
    defaultCookies: (secure: boolean) => Record<string, { name: string; options: Record<string, unknown> }>;
  };

  it("are Secure, HttpOnly and SameSite=Lax on an https site", () => {
    const options = loadAuthOptions("https://stepps.co.za");
    expect(options.useSecureCookies).toBe(true);
    const { sessionToken } = defaultCookies(options.useSecureCookies!);
    expect(sessionToken.name).toBe("__Secure-next-auth.session-token");
    expect(sessionToken.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", secure: true });
  });

  it("are HttpOnly and SameSite=Lax locally over http", () => {
    const options = loadAuthOptions("http://localhost:3000");
    expect(options.useSecureCookies).toBe(false);
    expect(defaultCookies(false).sessionToken.options).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      secure: false,
    });
  });
});
