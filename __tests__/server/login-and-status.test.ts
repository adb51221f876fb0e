import { NextRequest } from "next/server";
import { POST as login } from "@/app/api/login/route";
import { GET as status } from "@/app/api/user/status/route";
import {
  ACCOUNT_FAILURE_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_EMAIL_LIMIT,
  NEW_BROWSERS_AFTER_FAILURES,
  checkCredentials,
} from "@/lib/accounts/credentials";
import { hashPool } from "@/lib/accounts/hash-pool";
import { newClientToken, rememberClient } from "@/lib/accounts/known-clients";
import { createAccount, registerWithPassword } from "@/lib/accounts/register";
import { requestSignInLink, signInWithEmailLink } from "@/lib/accounts/sign-in-links";
import { db } from "@/lib/db/client";
import { MESSAGES } from "@/lib/messages";
import { outboxIdle } from "@/lib/outbox";
import { SIGN_IN_LINK_PATH } from "@/lib/routes";
import { openSession } from "@/lib/sessions/records";
import { lastMailTo, linkIn, mailTo } from "../helpers/mailbox";
import { outcome } from "../helpers/outcome";
import { getRequest, jsonRequest, noContext, sessionCookie } from "../helpers/requests";

/** The credential check as a browser without a client cookie asks it, from `address`. */
const signInFrom = (input: Parameters<typeof checkCredentials>[0], address: string, browser: string | null = null) =>
  checkCredentials(input, { address, browser });

// Server actions read the request through next/headers; the tests give them the request they make.
jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);

const nomsa = {
  name: "Nomsa",
  surname: "Dlamini",
  email: "nomsa@example.co.za",
  password: "correct-horse",
  city: "Soweto",
  cellNumber: "+27821234567",
  ageConsent: true as const,
};
/** A browser the account has signed in from before. */
async function knownBrowserOf(email: string): Promise<string> {
  const { id } = await db.user.findUniqueOrThrow({ where: { email } });
  const browser = newClientToken();
  await rememberClient(id, browser);
  return browser;
}

let address = 0;
const from = () => ({ "x-forwarded-for": `196.25.1.${++address}` });

beforeEach(async () => {
  await db.rateLimit.deleteMany();
  await db.voucher.deleteMany();
  await db.user.deleteMany();
  await registerWithPassword(nomsa, "196.25.0.1");
});

describe("the credential check", () => {
  it("accepts the right password, with the e-mail in any case", async () => {
    const result = await outcome(signInFrom({ email: "nomsa@example.co.za", password: "correct-horse" }, "a"));
    expect(result).toEqual({
      ok: true,
      value: {
        id: expect.any(String),
        email: "nomsa@example.co.za",
        name: "Nomsa",
        surname: "Dlamini",
        proof: expect.stringMatching(/^\$2[aby]\$/),
      },
    });
  });

  it("gives the same answer for a wrong password, an unknown e-mail and a Microsoft-only account", async () => {
    await createAccount({ email: "ms@example.co.za", name: "M", surname: "S", passwordHash: null });
    for (const email of ["nomsa@example.co.za", "nobody@example.co.za", "ms@example.co.za"]) {
      expect(await outcome(signInFrom({ email, password: "wrong-password" }, "b"))).toEqual({
        ok: false,
        kind: "unauthenticated",
        message: "Invalid credentials",
      });
    }
  });

  it("refuses an e-mail from an address after too many attempts there, even with the right password, and says how long to wait", async () => {
    for (let i = 0; i < LOGIN_EMAIL_LIMIT.limit; i++)
      await outcome(signInFrom({ email: nomsa.email, password: "guess" }, "guesser"));
    const blocked = await outcome(signInFrom({ email: nomsa.email, password: nomsa.password }, "guesser"));
    expect(blocked).toMatchObject({ ok: false, kind: "rate-limited" });
    expect(blocked.ok === false && blocked.kind === "rate-limited" && blocked.retryAfterSeconds).toBeGreaterThan(800);
  });

  it("a stranger guessing from other addresses, all at once, never locks the owner out of a browser they signed in on", async () => {
    await Promise.all(
      Array.from({ length: LOGIN_EMAIL_LIMIT.limit * 3 }, (_, i) =>
        outcome(signInFrom({ email: nomsa.email, password: `guess-${i}` }, `stranger-${i % 3}`)),
      ),
    );
    for (let i = 0; i < 3; i++) {
      expect(
        await outcome(signInFrom({ email: nomsa.email, password: nomsa.password }, `stranger-${i}`)),
      ).toMatchObject({ kind: "rate-limited" });
    }
    const home = await knownBrowserOf(nomsa.email);
    expect((await outcome(signInFrom({ email: nomsa.email, password: nomsa.password }, "owner-home", home))).ok).toBe(
      true,
    );
  });

  it("clears the e-mail's count after a successful sign-in", async () => {
    const browser = await knownBrowserOf(nomsa.email);
    for (let i = 0; i < LOGIN_EMAIL_LIMIT.limit - 1; i++)
      await outcome(signInFrom({ email: nomsa.email, password: "guess" }, "c", browser));
    expect((await outcome(signInFrom({ email: nomsa.email, password: nomsa.password }, "c", browser))).ok).toBe(true);
    expect((await outcome(signInFrom({ email: nomsa.email, password: "guess" }, "c", browser))).ok).toBe(false);
    expect((await outcome(signInFrom({ email: nomsa.email, password: nomsa.password }, "c", browser))).ok).toBe(true);
  });

  it("checks exactly the allowed number of guesses from one address, however many arrive at once", async () => {
    const results = await Promise.all(
      Array.from({ length: LOGIN_ADDRESS_LIMIT.limit + 70 }, (_, i) =>
        outcome(signInFrom({ email: `guess${i}@example.co.za`, password: "x" }, "botnet-exit")),
      ),
    );
    expect(results.filter((r) => !r.ok && r.kind === "unauthenticated")).toHaveLength(LOGIN_ADDRESS_LIMIT.limit);
    expect(results.filter((r) => !r.ok && r.kind === "rate-limited")).toHaveLength(70);
  });

  it("opens no session for a password that was reset while it was being checked", async () => {
    const checked = await signInFrom({ email: nomsa.email, password: nomsa.password }, "race");
    await db.user.update({ where: { id: checked.id }, data: { passwordHash: "$2a$04$reset-meanwhile" } });
    expect(await outcome(openSession(checked.id, { proof: checked.proof }))).toEqual({
      ok: false,
      kind: "unauthenticated",
      message: "Invalid credentials",
    });
    expect(await db.userSession.count({ where: { userId: checked.id } })).toBe(0);
  });

  it("refuses an address after too many failures across e-mails, but successes there do not count", async () => {
    for (let i = 0; i < 5; i++)
      expect((await outcome(signInFrom({ email: nomsa.email, password: nomsa.password }, "school"))).ok).toBe(true);
    await Promise.all(
      Array.from({ length: LOGIN_ADDRESS_LIMIT.limit }, (_, i) =>
        outcome(signInFrom({ email: `user${i}@example.co.za`, password: "x" }, "school")),
      ),
    );
    expect(await outcome(signInFrom({ email: nomsa.email, password: nomsa.password }, "school"))).toMatchObject({
      kind: "rate-limited",
    });
    expect((await outcome(signInFrom({ email: nomsa.email, password: nomsa.password }, "elsewhere"))).ok).toBe(true);
  });
});

describe("guessing one account's password from many addresses", () => {
  /** 120 wrong passwords from 12 addresses, all at once: as the tester's, but in one burst. */
  const burst = (email: string) =>
    Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        outcome(signInFrom({ email, password: `guess-${i}` }, `203.0.113.${i % 12}`)),
      ),
    );

  it("checks 10 of a burst of 120, tells the rest to sign in by e-mail, and warns the owner once; their own browser still signs in", async () => {
    const { id } = await db.user.findUniqueOrThrow({ where: { email: nomsa.email } });
    const home = await knownBrowserOf(nomsa.email);
    // Earlier tests here warned this address too.
    await outboxIdle();
    const warned = async () =>
      (await mailTo(nomsa.email)).filter((mail) => mail.subject.startsWith("Someone is trying"));
    const warnedBefore = (await warned()).length;
    const compare = jest.spyOn(hashPool(), "compare");
    const results = await burst(nomsa.email);
    expect(compare).toHaveBeenCalledTimes(NEW_BROWSERS_AFTER_FAILURES);
    compare.mockRestore();
    expect(results.filter((r) => !r.ok && r.kind === "unauthenticated")).toHaveLength(NEW_BROWSERS_AFTER_FAILURES);
    expect(
      results.filter((r) => !r.ok && r.kind === "forbidden" && r.message === MESSAGES.login.useSignInLink),
    ).toHaveLength(120 - NEW_BROWSERS_AFTER_FAILURES);
    const counter = await db.rateLimit.findUniqueOrThrow({ where: { key: `email:${nomsa.email}:sign-in-failures` } });
    expect(counter.count).toBe(NEW_BROWSERS_AFTER_FAILURES);

    // The right password from a browser the account does not know gets no further...
    expect(await outcome(signInFrom({ email: nomsa.email, password: nomsa.password }, "203.0.113.99"))).toMatchObject({
      ok: false,
      kind: "forbidden",
    });
    // ...while the owner's own browser carries on.
    expect((await outcome(signInFrom({ email: nomsa.email, password: nomsa.password }, "196.25.9.9", home))).ok).toBe(
      true,
    );
    await outboxIdle();
    const warnings = (await warned()).slice(warnedBefore);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].text).toContain("Nobody got in with them.");
    expect(warnings[0].text).toContain(`E-mail me a sign-in link: http://localhost:3000${SIGN_IN_LINK_PATH}`);
    expect(await db.outboxMail.count({ where: { userId: id, key: { startsWith: "sign-in-guessing:" } } })).toBe(1);
  });

  it("past 100 failed checks in the hour checks no password at all, from any browser; a sign-in link still gets the owner in", async () => {
    const home = await knownBrowserOf(nomsa.email);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT.limit; i++)
      expect(await outcome(signInFrom({ email: nomsa.email, password: "wrong" }, `198.18.${i}.1`, home))).toMatchObject(
        {
          kind: "unauthenticated",
        },
      );
    const compare = jest.spyOn(hashPool(), "compare");
    expect(await outcome(signInFrom({ email: nomsa.email, password: nomsa.password }, "198.18.200.1", home))).toEqual({
      ok: false,
      kind: "rate-limited",
      message: MESSAGES.login.passwordsPaused,
      retryAfterSeconds: expect.any(Number),
    });
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();

    await requestSignInLink(nomsa.email, "198.18.200.1");
    const link = linkIn(await lastMailTo(nomsa.email, 3));
    expect(link.pathname).toBe(SIGN_IN_LINK_PATH);
    const user = await signInWithEmailLink(link.searchParams.get("token")!);
    expect(user.email).toBe(nomsa.email);
    expect(await outcome(signInWithEmailLink(link.searchParams.get("token")!))).toMatchObject({ kind: "conflict" });
  });

  it("answers a burst for an address without an account the same way, and sends nothing", async () => {
    const email = "nobody-here@example.co.za";
    const results = await burst(email);
    expect(results.filter((r) => !r.ok && r.kind === "unauthenticated")).toHaveLength(NEW_BROWSERS_AFTER_FAILURES);
    expect(results.filter((r) => !r.ok && r.kind === "forbidden")).toHaveLength(120 - NEW_BROWSERS_AFTER_FAILURES);
    await outboxIdle();
    expect(await mailTo(email)).toEqual([]);
  });
});

describe("POST /api/login", () => {
  it("returns email, name and surname for the right password", async () => {
    const response = await login(
      jsonRequest("/api/login", { email: "Nomsa@Example.co.za", password: nomsa.password }, { headers: from() }),
      noContext,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: nomsa.email, name: "Nomsa", surname: "Dlamini" });
  });

  it("answers 'Invalid credentials' with a 401 otherwise", async () => {
    const response = await login(
      jsonRequest("/api/login", { email: nomsa.email, password: "nope" }, { headers: from() }),
      noContext,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid credentials" });
  });

  it("answers 429 with Retry-After once an e-mail is locked from an address", async () => {
    const guesser = from();
    for (let i = 0; i < LOGIN_EMAIL_LIMIT.limit; i++) {
      await login(jsonRequest("/api/login", { email: nomsa.email, password: "nope" }, { headers: guesser }), noContext);
    }
    const response = await login(
      jsonRequest("/api/login", { email: nomsa.email, password: nomsa.password }, { headers: guesser }),
      noContext,
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await response.json()).error).toMatch(
      /^Too many sign-in attempts\. Please wait 1[45] minutes and try again\.$/,
    );
  });

  it("refuses bad input and cross-site requests with a 4xx", async () => {
    expect((await login(jsonRequest("/api/login", { email: "nomsa@example.co.za" }), noContext)).status).toBe(400);
    expect((await login(jsonRequest("/api/login", "[]"), noContext)).status).toBe(400);
    const crossSite = jsonRequest(
      "/api/login",
      { email: nomsa.email, password: nomsa.password },
      { headers: { origin: "https://phish.example" } },
    );
    expect((await login(crossSite, noContext)).status).toBe(403);
  });
});

describe("GET /api/user/status", () => {
  it("answers 401 without a session, or with a forged one", async () => {
    const anonymous = await status(new NextRequest(getRequest("/api/user/status")), noContext);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "User not authenticated." });
    const forged = await status(
      new NextRequest(getRequest("/api/user/status", { cookie: "next-auth.session-token=forged.jwt.value" })),
      noContext,
    );
    expect(forged.status).toBe(401);
  });

  it("reports no plan and a valid voucher for a new account, then redeemed or expired", async () => {
    const user = await db.user.findUniqueOrThrow({ where: { email: nomsa.email } });
    const ask = async () =>
      (
        await status(new NextRequest(getRequest("/api/user/status", { cookie: await sessionCookie(user) })), noContext)
      ).json();
    expect(await ask()).toMatchObject({ plan: null, voucherStatus: "valid" });
    await db.voucher.update({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await ask()).toMatchObject({ plan: null, voucherStatus: "expired" });
    await db.voucher.update({ where: { userId: user.id }, data: { redeemedAt: new Date() } });
    expect(await ask()).toMatchObject({ plan: null, voucherStatus: "redeemed" });
    await db.voucher.delete({ where: { userId: user.id } });
    expect(await ask()).toMatchObject({ plan: null, voucherStatus: "none" });
  });

  it("stops answering for an account that no longer exists", async () => {
    const user = await db.user.findUniqueOrThrow({ where: { email: nomsa.email } });
    const cookie = await sessionCookie(user);
    await db.user.delete({ where: { id: user.id } });
    expect((await status(new NextRequest(getRequest("/api/user/status", { cookie })), noContext)).status).toBe(401);
  });
});

describe("where signing in lands", () => {
  // The sign-in form's action, as a form post runs it.
  const logInAs = async (fields: Record<string, string>) => {
    const { logIn } = await import("@/app/(auth)/login/actions");
    const { runAction } = await import("../helpers/actions");
    return runAction(logIn, fields, { address: `196.25.9.${++address}` });
  };

  it("goes to a safe callbackUrl, else the member's own dashboard when their plan is active, else the checkout", async () => {
    const credentials = { email: nomsa.email, password: nomsa.password };
    expect((await logInAs(credentials)).redirectTo).toBe("/checkout");
    expect((await logInAs({ ...credentials, callbackUrl: "/about" })).redirectTo).toBe("/about");

    const user = await db.user.findUniqueOrThrow({ where: { email: nomsa.email } });
    const { subscriptionData } = await import("@/lib/subscriptions");
    await db.$transaction(async (tx) =>
      tx.subscription.create({
        data: await subscriptionData(tx, { userId: user.id, planId: "stem", source: "payment", reference: "ref_land" }),
      }),
    );
    expect((await logInAs(credentials)).redirectTo).toBe("/stem-subjects-dashboard");
    // A dashboard the plan does not open becomes the checkout.
    expect((await logInAs({ ...credentials, callbackUrl: "/venting-room-dashboard" })).redirectTo).toBe("/checkout");
  });

  it.each(["/..//evil.example", "//evil.example", "/\\evil.example", "https://evil.example", "/\t/evil.example"])(
    "never follows the open redirect %j",
    async (callbackUrl) => {
      const { redirectTo, setCookies } = await logInAs({ email: nomsa.email, password: nomsa.password, callbackUrl });
      expect(redirectTo).toBe("/checkout");
      expect(setCookies.some((line) => line.startsWith("next-auth.session-token="))).toBe(true);
    },
  );

  it("next-auth's own redirects (Microsoft sign-in) follow the same rule", async () => {
    const { authOptions } = await import("@/lib/auth/options");
    const redirect = authOptions.callbacks!.redirect!;
    const baseUrl = "http://localhost:3000";
    expect(await redirect({ url: `${baseUrl}/checkout`, baseUrl })).toBe(`${baseUrl}/checkout`);
    expect(await redirect({ url: "/about", baseUrl })).toBe(`${baseUrl}/about`);
    for (const url of [`${baseUrl}/..//evil.example`, "https://evil.example/", "//evil.example", "/\\evil.example"])
      expect(await redirect({ url, baseUrl })).toBe(`${baseUrl}/dashboard`);
  });
});
