import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/headers.mjs";
import nextConfig from "../../next.config.mjs";

const headerMap = (options: Parameters<typeof securityHeaders>[0]) =>
  Object.fromEntries(securityHeaders(options).map(({ key, value }) => [key, value]));

describe("security headers", () => {
  it("are put on every response by the server itself, all but the site's policy on the file routes", async () => {
    const { runServerHooks } =
      require("@/lib/http/server-hooks/chain") as typeof import("@/lib/http/server-hooks/chain");
    const { sendSecurityHeaders } =
      require("@/lib/http/server-hooks/send-security-headers") as typeof import("@/lib/http/server-hooks/send-security-headers");
    runServerHooks([sendSecurityHeaders()]);
    runServerHooks([sendSecurityHeaders()]); // a second call must not wrap twice
    // Not in next.config.mjs, where Next would compile each value holding a ':' on every request.
    expect(nextConfig.headers).toBeUndefined();
    const server = http.createServer((request, response) => {
      // As Next sends a route handler's headers: never over one already on the response.
      if (request.url?.includes("/media") && !response.hasHeader("Content-Security-Policy"))
        response.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      response.statusCode = request.url === "/missing" ? 404 : 200;
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const site = headerMap({ development: false, https: false });
      for (const where of ["/", "/missing", "/_next/static/chunks/x.js", "/api/venting-room/media/a/b"]) {
        const answer = await fetch(`${base}${where}`);
        for (const [key, value] of Object.entries(site))
          expect([where, key, answer.headers.get(key)]).toEqual([where, key, value]);
      }
      for (const file of ["/api/venting-room/media/p1?download=1", "/api/staff/posts/p1/media"]) {
        const answer = await fetch(`${base}${file}`);
        expect([file, answer.headers.get("content-security-policy")]).toEqual([file, "default-src 'none'; sandbox"]);
        expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
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
