// Verified addresses: the link sign-up sends over real SMTP (the loopback server of Jest's global
// setup), the page that uses it, and the rule that only a confirmed address redeems a voucher.
import { confirmEmailAddress } from "@/app/(auth)/verify-email/actions";
import { resendVerification } from "@/app/(dashboard)/account/actions";
import { POST as signup } from "@/app/api/signup/route";
import {
  checkEmailLink,
  consumeEmailLink,
  emailLinkFormProps,
  inspectEmailLink,
  issueEmailLink,
} from "@/lib/accounts/email-links";
import { confirmEmail, resendVerificationLink, VERIFICATION_MAIL_LIMITS } from "@/lib/accounts/verification";
import { db } from "@/lib/db/client";
import { MESSAGES } from "@/lib/messages";
import { redeemVoucher } from "@/lib/vouchers/redeem";
import { runAction } from "../helpers/actions";
import { lastMailTo, linkIn, mailTo } from "../helpers/mailbox";
import { outcome } from "../helpers/outcome";
import { jsonRequest, noContext, sessionCookie } from "../helpers/requests";
import { newUser } from "../helpers/users";

jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);

const HOUR = 60 * 60 * 1000;
let n = 0;
const person = () => ({
  name: "Zanele",
  surname: "Mthembu",
  email: `zanele.${++n}.${Date.now()}@example.co.za`,
  password: "secret1",
  city: "Mahikeng",
  cellNumber: "0731234567",
  ageConsent: true,
});

const tokenOf = (url: URL) => url.searchParams.get("token")!;

describe("the verification e-mail", () => {
  it("is sent over SMTP at sign-up: plain text and light HTML, no remote images, with a link to the confirm page", async () => {
    const who = person();
    const response = await signup(
      jsonRequest("/api/signup", who, { headers: { "x-forwarded-for": "198.51.100.10" } }),
      noContext,
    );
    expect(response.status).toBe(201);
    const mail = await lastMailTo(who.email);
    expect(mail.from).toBe('"Stepps" <no-reply@stepps.co.za>');
    expect(mail.subject).toBe("Confirm your e-mail address for Stepps");
    // Sent before the address is proven: it greets nobody by the name a stranger may have typed.
    expect(mail.text.startsWith("Hello,\n\n")).toBe(true);
    expect(mail.text).not.toContain("Zanele");
    expect(mail.text).toContain("The link works once, for 24 hours.");
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/verify-email");
    expect(tokenOf(link)).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(mail.html).toContain(link.toString().replace(/&/g, "&amp;"));
    expect(mail.html).not.toMatch(/<img|src=|url\(|<script|<link/i);
    // Every address in the message is this site's (or the support address): nothing is fetched from elsewhere.
    for (const url of mail.html.match(/https?:\/\/[^\s"'<]+/g) ?? []) expect(url).toMatch(/^http:\/\/localhost:3000\//);
  });

  it("keeps only a hash of the link's secret: the database alone cannot make a working link", async () => {
    const who = person();
    await signup(jsonRequest("/api/signup", who, { headers: { "x-forwarded-for": "198.51.100.11" } }), noContext);
    const token = tokenOf(linkIn(await lastMailTo(who.email)));
    const [id, secret] = token.split(".");
    const row = await db.emailToken.findUniqueOrThrow({ where: { id } });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    // The stored hash in place of the secret is no key.
    expect(await outcome(checkEmailLink(`${id}.${row.tokenHash}`, "verify_email"))).toMatchObject({
      ok: false,
      kind: "not-found",
    });
  });
});

describe("confirming an address", () => {
  it("a voucher is refused until the address is confirmed through its link, then redeemed", async () => {
    const { user, voucher } = await newUser("Sizwe", { verified: false });
    const refused = await outcome(redeemVoucher(user, { code: voucher.code, planId: "stem" }));
    expect(refused).toEqual({ ok: false, kind: "forbidden", message: MESSAGES.verification.required(user.email) });
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(0);

    const token = tokenOf(linkIn(await lastMailTo(user.email)));
    expect(await confirmEmail(token)).toEqual({ email: user.email });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeInstanceOf(Date);
    expect(await outcome(redeemVoucher(user, { code: voucher.code, planId: "stem" }))).toMatchObject({ ok: true });
  });

  it("uses a link once, however many presses arrive at the same moment", async () => {
    const { user } = await newUser("Buhle", { verified: false });
    const token = tokenOf(linkIn(await lastMailTo(user.email)));
    const results = await Promise.all(Array.from({ length: 20 }, () => outcome(confirmEmail(token))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.kind === "conflict")).toBe(true);
    expect(await outcome(confirmEmail(token))).toEqual({
      ok: false,
      kind: "conflict",
      message: MESSAGES.emailLink.used,
    });
  });

  it("refuses an expired, a damaged, a replaced or another kind of link, each with its own message", async () => {
    const { user } = await newUser("Karabo", { verified: false });
    const first = tokenOf(linkIn(await lastMailTo(user.email)));
    const [id, secret] = first.split(".");
    const expired = await outcome(confirmEmail(first, new Date(Date.now() + 24 * HOUR + 1000)));
    expect(expired).toEqual({ ok: false, kind: "gone", message: MESSAGES.emailLink.expired });
    const unknown = { ok: false, kind: "not-found", message: MESSAGES.emailLink.unknown };
    const flipped = `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    for (const bad of [`${id}.${flipped}`, `${id}.`, `.${secret}`, `${id}.${secret}.x`, "nonsense", `x${id}.${secret}`])
      expect({ bad, result: await outcome(confirmEmail(bad)) }).toEqual({ bad, result: unknown });
    // The same link offered as a password reset link.
    expect(await outcome(checkEmailLink(first, "reset_password"))).toEqual(unknown);
    // A newer link replaces it.
    await issueEmailLink(user, "verify_email");
    expect(await outcome(confirmEmail(first))).toEqual(unknown);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeNull();
  });

  it("says on the page what is wrong with a link before anything is pressed", async () => {
    const { user } = await newUser("Lwazi", { verified: false });
    const token = tokenOf(linkIn(await lastMailTo(user.email)));
    expect(await inspectEmailLink(token, "verify_email")).toMatchObject({ link: { email: user.email } });
    expect(await inspectEmailLink([token, "other"], "verify_email")).toMatchObject({ link: { email: user.email } });
    // What the page hands its form: the first token while the link is usable, and nothing of a bad one.
    expect(await emailLinkFormProps([token, "other"], "verify_email")).toEqual({ token, email: user.email });
    expect(await emailLinkFormProps(["x", token], "verify_email")).toEqual({
      token: "",
      problem: { kind: "unknown", message: MESSAGES.emailLink.unknown },
    });
    expect(await inspectEmailLink(undefined, "verify_email")).toEqual({
      problem: { kind: "unknown", message: MESSAGES.emailLink.unknown },
    });
    expect(await inspectEmailLink("x".repeat(5000), "verify_email")).toMatchObject({ problem: { kind: "unknown" } });
    const link = await checkEmailLink(token, "verify_email");
    await consumeEmailLink(link, async () => undefined);
    expect(await inspectEmailLink(token, "verify_email")).toEqual({
      problem: { kind: "used", message: MESSAGES.emailLink.used },
    });
    // Opening the page used nothing: only the button does.
    const { user: other } = await newUser("Aphiwe", { verified: false });
    const otherToken = tokenOf(linkIn(await lastMailTo(other.email)));
    await inspectEmailLink(otherToken, "verify_email");
    await inspectEmailLink(otherToken, "verify_email");
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).emailVerified).toBeNull();
  });

  it("the page's button confirms through its server action; junk is refused and changes nothing", async () => {
    const { user } = await newUser("Naledi", { verified: false });
    const token = tokenOf(linkIn(await lastMailTo(user.email)));
    for (const fields of [{}, { token: "" }, { token: "x".repeat(300) }, { token: "<script>.x" }] as Record<
      string,
      string
    >[]) {
      const { state } = await runAction(confirmEmailAddress, fields);
      expect(state).toMatchObject({ status: "error", message: MESSAGES.emailLink.unknown });
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeNull();
    const { state } = await runAction(confirmEmailAddress, { token });
    expect(state).toEqual({ status: "success", message: MESSAGES.verification.confirmed });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeInstanceOf(Date);
  });
});

describe("sending the link again", () => {
  it("sends a new link (the old one stops working), and refuses once the address is confirmed", async () => {
    const { user } = await newUser("Thuli", { verified: false });
    const old = tokenOf(linkIn(await lastMailTo(user.email)));
    const { state } = await runAction(resendVerification, {}, { cookie: await sessionCookie(user) });
    expect(state).toEqual({ status: "success", message: MESSAGES.verification.sent(user.email) });
    const fresh = tokenOf(linkIn(await lastMailTo(user.email, 2)));
    expect(fresh).not.toBe(old);
    expect(await outcome(confirmEmail(old))).toMatchObject({ ok: false, kind: "not-found" });
    await confirmEmail(fresh);
    expect(await outcome(resendVerificationLink(user.id, "198.51.100.30"))).toEqual({
      ok: false,
      kind: "conflict",
      message: MESSAGES.verification.alreadyConfirmed,
    });
  });

  it("is refused signed out", async () => {
    const { state } = await runAction(resendVerification, {});
    expect(state).toMatchObject({ status: "error", message: MESSAGES.auth.notAuthenticatedPleaseLogIn });
  });

  it("is limited per address, exactly, even when the requests arrive together", async () => {
    const { user } = await newUser("Mandla", { verified: false });
    await lastMailTo(user.email);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => outcome(resendVerificationLink(user.id, `198.51.100.${40 + i}`))),
    );
    const { limit } = VERIFICATION_MAIL_LIMITS.perAddress;
    expect(results.filter((r) => r.ok)).toHaveLength(limit);
    expect(results.find((r) => !r.ok)).toMatchObject({ kind: "rate-limited", message: MESSAGES.verification.tooMany });
    await lastMailTo(user.email, 1 + limit);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailTo(user.email)).toHaveLength(1 + limit);
  });

  it("is limited per client across addresses", async () => {
    const { limit } = VERIFICATION_MAIL_LIMITS.perClient;
    const users = await Promise.all(Array.from({ length: limit + 2 }, () => newUser("Sello", { verified: false })));
    const results = [];
    for (const { user } of users) results.push(await outcome(resendVerificationLink(user.id, "198.51.100.99")));
    expect(results.filter((r) => r.ok)).toHaveLength(limit);
    expect(results.slice(limit).every((r) => !r.ok && r.kind === "rate-limited")).toBe(true);
  });
});
