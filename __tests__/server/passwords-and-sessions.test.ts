// Password reset and change, and sessions that end: through the real handlers, server actions,
// next-auth's own session endpoint, a real SQLite database and real SMTP on loopback.
import { NextRequest } from "next/server";
import { askForPasswordReset } from "@/app/(auth)/forgot-password/actions";
import { logIn } from "@/app/(auth)/login/actions";
import { chooseNewPassword } from "@/app/(auth)/reset-password/actions";
import { changeMyPassword, endOneSession, signOutEverywhere } from "@/app/(dashboard)/account/actions";
import { applyVoucher } from "@/app/(dashboard)/checkout/actions";
import { GET as accountData } from "@/app/api/account/data/route";
import { GET as nextAuth } from "@/app/api/auth/[...nextauth]/route";
import { POST as logout } from "@/app/api/logout/route";
import { GET as userStatus } from "@/app/api/user/status/route";
import { checkCredentials } from "@/lib/accounts/credentials";
import {
  changePassword,
  PASSWORD_CHANGE_LIMIT,
  requestPasswordReset,
  RESET_MAIL_LIMITS,
  resetPasswordWithLink,
} from "@/lib/accounts/password-changes";
import { createAccount } from "@/lib/accounts/register";
import { requestSignInLink, signInWithEmailLink } from "@/lib/accounts/sign-in-links";
import { getRequestUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { MESSAGES } from "@/lib/messages";
import { deviceOf } from "@/lib/sessions/devices";
import {
  findSessionUser,
  liveSessionsOf,
  MAX_LIVE_SESSIONS,
  openSession,
  SESSION_MAX_AGE_SECONDS,
} from "@/lib/sessions/records";
import { runAction } from "../helpers/actions";
import { lastMailTo, linkIn, mailTo } from "../helpers/mailbox";
import { inRequestScope } from "../helpers/next-headers";
import { outcome } from "../helpers/outcome";
import { APP_ORIGIN, getRequest, jsonRequest, noContext, sessionCookie } from "../helpers/requests";
import { newUser } from "../helpers/users";

/** The credential check as a browser without a client cookie asks it, from `address`. */
const signInFrom = (input: Parameters<typeof checkCredentials>[0], address: string, browser: string | null = null) =>
  checkCredentials(input, { address, browser });

jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);
// Actions refresh the pages they change; outside Next there is no page cache to refresh.
jest.mock("next/cache", () => ({ revalidatePath: () => {}, refresh: () => {} }));

const PASSWORD = "secret1"; // newUser's
const signsIn = async (email: string, password: string) =>
  (await outcome(signInFrom({ email, password }, `198.51.100.${Math.floor(Math.random() * 200)}`))).ok;
const signedIn = async (cookie: string) => Boolean(await getRequestUser(getRequest("/", { cookie })));
/** Waits for the mail an action sends once its answer has gone. */
const resetLinkFor = async (email: string, count = 1) => linkIn(await lastMailTo(email, count));

async function nextAuthSession(cookie: string) {
  const request = new NextRequest(`${APP_ORIGIN}/api/auth/session`, { headers: { cookie } });
  return inRequestScope(request, () => nextAuth(request, { params: Promise.resolve({ nextauth: ["session"] }) }));
}

describe("Forgot password?", () => {
  it("gives the same answer for an address with an account and one without, and mails only the account", async () => {
    const { user } = await newUser("Dineo");
    const stranger = `nobody.${Date.now()}@example.co.za`;
    const known = await runAction(askForPasswordReset, { email: user.email.toUpperCase() });
    const unknown = await runAction(askForPasswordReset, { email: stranger });
    expect(known.state).toEqual({ status: "success", message: MESSAGES.password.resetRequested });
    expect(unknown.state).toEqual(known.state);
    const mail = await lastMailTo(user.email, 2); // the sign-up's verification, then this
    expect(mail.subject).toBe("Reset your Stepps password");
    expect(mail.text).toContain("The link works once, for 60 minutes.");
    expect(linkIn(mail).pathname).toBe("/reset-password");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailTo(stranger)).toEqual([]);
    expect(await db.emailToken.count({ where: { email: stranger } })).toBe(0);
  });

  it("refuses junk with the field's message and writes nothing", async () => {
    const before = await db.rateLimit.count();
    for (const email of ["", "not-an-email", "x".repeat(300)]) {
      const { state } = await runAction(askForPasswordReset, { email }, { address: "203.0.113.99" });
      expect(state).toMatchObject({ status: "error", fieldErrors: { email: expect.any(String) } });
    }
    expect(await db.rateLimit.count()).toBe(before);
  });

  it("is limited per address, exactly, with requests arriving together; whether or not it has an account", async () => {
    const { user } = await newUser("Hlengiwe");
    const { limit } = RESET_MAIL_LIMITS.perAddress;
    for (const email of [user.email, `ghost.${Date.now()}@example.co.za`]) {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => outcome(requestPasswordReset(email, `203.0.113.${i + 1}`))),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(limit);
      expect(results.find((r) => !r.ok)).toMatchObject({
        kind: "rate-limited",
        message: MESSAGES.password.resetTooMany,
      });
    }
    await lastMailTo(user.email, 1 + limit);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailTo(user.email)).toHaveLength(1 + limit);
  });

  it("is limited per client across addresses", async () => {
    const { limit } = RESET_MAIL_LIMITS.perClient;
    const results = [];
    for (let i = 0; i < limit + 3; i++)
      results.push(await outcome(requestPasswordReset(`many.${i}.${Date.now()}@example.co.za`, "203.0.113.200")));
    expect(results.filter((r) => r.ok)).toHaveLength(limit);
    expect(results.slice(limit).every((r) => !r.ok && r.kind === "rate-limited")).toBe(true);
  });
});

describe("choosing a new password from the link", () => {
  it("sets it, ends every session, confirms the address, tells the owner, and works once", async () => {
    const { user } = await newUser("Refilwe", { verified: false });
    const phone = await sessionCookie(user);
    const laptop = await sessionCookie(user);
    await requestPasswordReset(user.email, "203.0.113.50");
    const token = (await resetLinkFor(user.email, 2)).searchParams.get("token")!;

    const { state } = await runAction(chooseNewPassword, {
      token,
      password: "new-secret-9",
      confirmPassword: "new-secret-9",
    });
    expect(state).toEqual({ status: "success", message: MESSAGES.password.reset });
    expect(await signsIn(user.email, PASSWORD)).toBe(false);
    expect(await signsIn(user.email, "new-secret-9")).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeInstanceOf(Date);
    const notice = await lastMailTo(user.email, 3);
    expect(notice.subject).toBe("Your Stepps password was changed");

    const again = await runAction(chooseNewPassword, {
      token,
      password: "third-one-1",
      confirmPassword: "third-one-1",
    });
    expect(again.state).toMatchObject({ status: "error", message: MESSAGES.emailLink.used });
    expect(await signsIn(user.email, "new-secret-9")).toBe(true);
  });

  it("lifts the owner's own sign-in lockout", async () => {
    const { user } = await newUser("Boitumelo");
    for (let i = 0; i < 10; i++) await outcome(signInFrom({ email: user.email, password: "wrong" }, "203.0.113.60"));
    expect(await outcome(signInFrom({ email: user.email, password: PASSWORD }, "203.0.113.60"))).toMatchObject({
      kind: "rate-limited",
    });
    await requestPasswordReset(user.email, "203.0.113.60");
    const token = (await resetLinkFor(user.email, 2)).searchParams.get("token")!;
    await resetPasswordWithLink(token, "fresh-start-1", "203.0.113.60");
    expect((await outcome(signInFrom({ email: user.email, password: "fresh-start-1" }, "203.0.113.60"))).ok).toBe(true);
  });

  it("expires after an hour, and of two resets with one link at once exactly one applies", async () => {
    const { user } = await newUser("Ntombi");
    await requestPasswordReset(user.email, "203.0.113.70");
    const token = (await resetLinkFor(user.email, 2)).searchParams.get("token")!;
    expect(
      await outcome(resetPasswordWithLink(token, "too-late-1", "203.0.113.70", new Date(Date.now() + 61 * 60 * 1000))),
    ).toEqual({
      ok: false,
      kind: "gone",
      message: MESSAGES.emailLink.expired,
    });
    const results = await Promise.all(
      ["racer-one-1", "racer-two-2", "racer-three-3"].map((password) =>
        outcome(resetPasswordWithLink(token, password, "203.0.113.70")),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const winner = ["racer-one-1", "racer-two-2", "racer-three-3"][results.findIndex((r) => r.ok)];
    expect(await signsIn(user.email, winner)).toBe(true);
  });

  it("refuses passwords that differ or are too short, and junk tokens, writing nothing", async () => {
    const { user } = await newUser("Palesa");
    await requestPasswordReset(user.email, "203.0.113.80");
    const token = (await resetLinkFor(user.email, 2)).searchParams.get("token")!;
    const cases: [Record<string, string>, string][] = [
      [{ token, password: "abcdef1", confirmPassword: "abcdef2" }, "confirmPassword"],
      [{ token, password: "abc", confirmPassword: "abc" }, "password"],
      [{ token: "junk", password: "abcdef1", confirmPassword: "abcdef1" }, "token"],
      [{ password: "abcdef1", confirmPassword: "abcdef1" }, "token"],
    ];
    for (const [fields, field] of cases) {
      const { state } = await runAction(chooseNewPassword, fields);
      expect(state?.fieldErrors).toHaveProperty(field);
    }
    expect(await signsIn(user.email, PASSWORD)).toBe(true);
    expect(await db.emailToken.count({ where: { userId: user.id, usedAt: { not: null } } })).toBe(0);
  });
});

describe("changing the password in /account", () => {
  it("needs the current password; then every other session ends, and this one carries on", async () => {
    const { user } = await newUser("Kamo");
    const here = await sessionCookie(user);
    const elsewhere = await sessionCookie(user);
    const wrong = await runAction(
      changeMyPassword,
      { currentPassword: "not-it", password: "brand-new-1", confirmPassword: "brand-new-1" },
      { cookie: here },
    );
    expect(wrong.state).toMatchObject({
      status: "error",
      message: MESSAGES.password.wrongCurrent,
      fieldErrors: { currentPassword: MESSAGES.password.wrongCurrent },
    });
    expect(await signedIn(elsewhere)).toBe(true);

    const right = await runAction(
      changeMyPassword,
      { currentPassword: PASSWORD, password: "brand-new-1", confirmPassword: "brand-new-1" },
      { cookie: here },
    );
    expect(right.state).toEqual({ status: "success", message: MESSAGES.password.changed });
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(here)).toBe(true);
    expect(right.setCookies).toEqual([]);
    expect(await signsIn(user.email, "brand-new-1")).toBe(true);
    expect((await lastMailTo(user.email, 2)).subject).toBe("Your Stepps password was changed");
  });

  it("limits tries per account, so a session left open cannot guess the password", async () => {
    const { user } = await newUser("Tebogo");
    const tries = await Promise.all(
      Array.from({ length: PASSWORD_CHANGE_LIMIT.limit + 5 }, () =>
        outcome(changePassword(user.id, { currentPassword: "guess", password: "abcdef1" }, "203.0.113.90")),
      ),
    );
    expect(tries.filter((t) => !t.ok && t.kind === "invalid")).toHaveLength(PASSWORD_CHANGE_LIMIT.limit);
    expect(tries.filter((t) => !t.ok && t.kind === "rate-limited")).toHaveLength(5);
    expect(
      await outcome(changePassword(user.id, { currentPassword: PASSWORD, password: "abcdef1" }, "203.0.113.90")),
    ).toMatchObject({
      kind: "rate-limited",
    });
  });

  it("is refused signed out, and for an account without a password (Microsoft only)", async () => {
    const fields = { currentPassword: PASSWORD, password: "abcdef1", confirmPassword: "abcdef1" };
    expect((await runAction(changeMyPassword, fields)).state).toMatchObject({
      status: "error",
      message: MESSAGES.auth.notAuthenticatedPleaseLogIn,
    });
    const { user } = await createAccount({
      email: `ms.${Date.now()}@example.co.za`,
      name: "M",
      surname: "S",
      passwordHash: null,
      emailVerified: new Date(),
    });
    expect(await outcome(changePassword(user.id, fields, "203.0.113.91"))).toEqual({
      ok: false,
      kind: "conflict",
      message: MESSAGES.password.noPasswordYet,
    });
  });
});

describe("sessions that end", () => {
  it("logout ends the session on the server: a cookie captured before is refused everywhere and not renewed", async () => {
    const { user } = await newUser("Ayanda");
    const cookie = await sessionCookie(user);
    expect((await accountData(getRequest("/api/account/data", { cookie }), noContext)).status).toBe(200);
    const renewedBefore = await nextAuthSession(cookie);
    expect((await renewedBefore.json()).user).toMatchObject({ email: user.email });
    // The readable hint follows next-auth's cookie in the same answer (middleware no longer sees API routes).
    expect(renewedBefore.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^stepps_signed_in=1; Path=\/; Max-Age=\d+;/),
    );

    expect((await logout(jsonRequest("/api/logout", {}, { headers: { cookie } }), noContext)).status).toBe(200);

    expect((await accountData(getRequest("/api/account/data", { cookie }), noContext)).status).toBe(401);
    expect((await userStatus(getRequest("/api/user/status", { cookie }), noContext)).status).toBe(401);
    const after = await nextAuthSession(cookie);
    expect(await after.json()).toEqual({});
    // next-auth answers by clearing the cookie rather than issuing a fresh one.
    const setCookies = after.headers.getSetCookie().filter((line) => line.startsWith("next-auth.session-token="));
    expect(
      setCookies.every((line) => /^next-auth\.session-token=;|Max-Age=0|Expires=Thu, 01 Jan 1970/.test(line)),
    ).toBe(true);
    expect(after.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^stepps_signed_in=; Path=\/; Max-Age=0;/),
    );
  });

  it("next-auth's own sign-out ends the session record as well", async () => {
    const { user } = await newUser("Nandi");
    const cookie = await sessionCookie(user);
    const csrfRequest = new NextRequest(`${APP_ORIGIN}/api/auth/csrf`);
    const csrf = await inRequestScope(csrfRequest, () =>
      nextAuth(csrfRequest, { params: Promise.resolve({ nextauth: ["csrf"] }) }),
    );
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = (csrf.headers.get("set-cookie") ?? "").split(";")[0];
    const signOut = new NextRequest(`${APP_ORIGIN}/api/auth/signout`, {
      method: "POST",
      headers: { cookie: `${cookie}; ${csrfCookie}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, json: "true" }).toString(),
    });
    const answer = await inRequestScope(signOut, () =>
      nextAuth(signOut, { params: Promise.resolve({ nextauth: ["signout"] }) }),
    );
    expect(answer.status).toBeLessThan(400);
    expect(answer.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^stepps_signed_in=; Path=\/; Max-Age=0;/),
    );
    expect(await signedIn(cookie)).toBe(false);
  });

  it("'Sign out of all devices' ends every session, this one too, and says so on the login page", async () => {
    const { user } = await newUser("Sipho");
    const cookies = [await sessionCookie(user), await sessionCookie(user), await sessionCookie(user)];
    const { redirectTo, setCookies } = await runAction(signOutEverywhere, {}, { cookie: cookies[0] });
    expect(redirectTo).toBe("/login?signedOut=everywhere");
    expect(setCookies).toEqual(expect.arrayContaining(["next-auth.session-token=", "stepps_signed_in="]));
    for (const cookie of cookies) expect(await signedIn(cookie)).toBe(false);
    // Signed out, it does nothing (and writes nothing).
    expect((await runAction(signOutEverywhere, {})).state).toMatchObject({ status: "error" });
  });

  it("a re-issued token (a voucher redeemed) is the same session, which one logout ends", async () => {
    const { user, voucher } = await newUser("Lindiwe");
    const before = await sessionCookie(user);
    const redeemed = await runAction(
      applyVoucher,
      { voucherCode: voucher.code, planId: "venting" },
      { cookie: before },
    );
    expect(redeemed.redirectTo).toBe("/venting-room-dashboard");
    const after = redeemed.setCookies.find((line) => /^next-auth\.session-token=./.test(line))!;
    expect(after).toBeDefined();
    expect((await logout(jsonRequest("/api/logout", {}, { headers: { cookie: after } }), noContext)).status).toBe(200);
    expect(await signedIn(before)).toBe(false);
    expect(await signedIn(after)).toBe(false);
  });

  it("signing in ends the session this browser had before, so a copy of its old cookie is worth nothing", async () => {
    const { user } = await newUser("Zodwa");
    const old = await sessionCookie(user);
    const { redirectTo } = await runAction(logIn, { email: user.email, password: PASSWORD }, { cookie: old });
    expect(redirectTo).toBe("/checkout");
    expect(await signedIn(old)).toBe(false);
  });

  it("a session unused for longer than its lifetime is over, and one never belongs to another account", async () => {
    const { user } = await newUser("Lerato");
    const { user: other } = await newUser("Mpho");
    const sid = await openSession(user.id);
    const later = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000 + 1000);
    expect(await findSessionUser(sid, user.id)).toMatchObject({ id: user.id });
    expect(await findSessionUser(sid, other.id)).toBeNull();
    expect(await findSessionUser(sid, user.id, later)).toBeNull();
    expect(await findSessionUser(undefined, user.id)).toBeNull();
  });
});

describe("links that open an account end with the owner's rescue", () => {
  /** A reset link and a sign-in link, each asked for and still unused. */
  async function openLinks(email: string, mailsSoFar: number) {
    await requestPasswordReset(email, "203.0.113.80");
    await requestSignInLink(email, "203.0.113.80");
    const reset = (await resetLinkFor(email, mailsSoFar + 1)).searchParams.get("token")!;
    const signIn = linkIn(await lastMailTo(email, mailsSoFar + 2)).searchParams.get("token")!;
    return { reset, signIn };
  }
  const expectEnded = async ({ reset, signIn }: { reset: string; signIn: string }) => {
    expect(await outcome(resetPasswordWithLink(reset, "taken-over-9", "203.0.113.81"))).toMatchObject({
      ok: false,
      kind: "not-found",
    });
    expect(await outcome(signInWithEmailLink(signIn))).toMatchObject({ ok: false, kind: "not-found" });
  };

  it("when the password is changed in /account", async () => {
    const { user } = await newUser("Bonolo");
    const links = await openLinks(user.email, 1);
    await changePassword(user.id, { currentPassword: PASSWORD, password: "rescued-1" }, "203.0.113.82");
    await expectEnded(links);
    expect(await signsIn(user.email, "rescued-1")).toBe(true);
  });

  it("on 'Sign out of all devices'", async () => {
    const { user } = await newUser("Kagiso");
    const links = await openLinks(user.email, 1);
    await runAction(signOutEverywhere, {}, { cookie: await sessionCookie(user) });
    await expectEnded(links);
    expect(await signsIn(user.email, PASSWORD)).toBe(true);
  });

  it("after a reset: the other reset request's link and a sign-in link end too", async () => {
    const { user } = await newUser("Refilwe");
    const links = await openLinks(user.email, 1);
    await requestPasswordReset(user.email, "203.0.113.83");
    const used = (await resetLinkFor(user.email, 4)).searchParams.get("token")!;
    await resetPasswordWithLink(used, "rescued-2", "203.0.113.83");
    await expectEnded(links);
    expect(
      await db.emailToken.count({ where: { userId: user.id, usedAt: null, purpose: { not: "verify_email" } } }),
    ).toBe(0);
  });
});

describe("an account's live sessions", () => {
  it(`are at most ${MAX_LIVE_SESSIONS}: a sign-in past that ends the longest unused`, async () => {
    const { user } = await newUser("Thato");
    const start = Date.now() - 60 * 60 * 1000;
    const ids: string[] = [];
    for (let i = 0; i < MAX_LIVE_SESSIONS + 3; i++)
      ids.push(await openSession(user.id, { device: `Chrome on Android`, now: new Date(start + i * 60_000) }));
    const live = await liveSessionsOf(user.id);
    expect(live.map((session) => session.id).sort()).toEqual(ids.slice(3).sort());
    for (const id of ids.slice(0, 3)) expect(await findSessionUser(id, user.id)).toBeNull();
  });

  it("26 sign-ins at once leave exactly the cap open", async () => {
    const { user } = await newUser("Lwazi");
    await Promise.all(Array.from({ length: 26 }, () => openSession(user.id)));
    expect(await db.userSession.count({ where: { userId: user.id, endedAt: null } })).toBe(MAX_LIVE_SESSIONS);
  });

  it("are listed in /account by device, and one can be ended there (only the member's own)", async () => {
    const { user } = await newUser("Nandi");
    const { user: other } = await newUser("Ayanda");
    const cookie = await sessionCookie(user);
    const phone = await openSession(user.id, { device: deviceOf(ANDROID_CHROME) });
    const theirs = await openSession(other.id);
    const listed = await liveSessionsOf(user.id);
    expect(listed.map((session) => session.device)).toContain("Chrome on Android");

    const ended = await runAction(endOneSession, { sessionId: phone }, { cookie });
    expect(ended.state).toEqual({ status: "success", message: MESSAGES.account.sessionEnded });
    expect(await findSessionUser(phone, user.id)).toBeNull();
    expect(await signedIn(cookie)).toBe(true);

    const refused = await runAction(endOneSession, { sessionId: theirs }, { cookie });
    expect(refused.state).toMatchObject({ status: "error", message: MESSAGES.account.sessionGone });
    expect(await findSessionUser(theirs, other.id)).toMatchObject({ id: other.id });
  });
});

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("deviceOf", () => {
  it.each([
    [ANDROID_CHROME, "Chrome on Android"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
    ["curl/8.5.0", null],
    [undefined, null],
  ])("reads %s as %s", (agent, device) => {
    expect(deviceOf(agent)).toBe(device);
  });
});
