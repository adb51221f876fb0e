import type { Adapter } from "next-auth/adapters";
import { giveAgeConsent } from "@/app/(dashboard)/account/actions";
import { checkCredentials } from "@/lib/accounts/credentials";
import { linkProvenAccount, tenantVouchesForAddresses } from "@/lib/accounts/microsoft";
import { changePassword, requestPasswordReset, resetPasswordWithLink } from "@/lib/accounts/password-changes";
import { registerWithPassword } from "@/lib/accounts/register";
import { authOptions, microsoftAccountFrom } from "@/lib/auth/options";
import { db } from "@/lib/db/client";
import { MESSAGES } from "@/lib/messages";
import { startPayment } from "@/lib/payments";
import { findSessionUser, openSession } from "@/lib/sessions/records";
import { redeemVoucher } from "@/lib/vouchers/redeem";
import { runAction } from "../helpers/actions";
import { lastMailTo, linkIn } from "../helpers/mailbox";
import { outcome } from "../helpers/outcome";
import { sessionCookie } from "../helpers/requests";
import { newUser } from "../helpers/users";

/** The credential check as a browser without a client cookie asks it, from `address`. */
const signInFrom = (input: Parameters<typeof checkCredentials>[0], address: string, browser: string | null = null) =>
  checkCredentials(input, { address, browser });

jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);

const adapter = authOptions.adapter as Required<Adapter>;

beforeEach(async () => {
  await db.voucher.deleteMany();
  await db.user.deleteMany();
});

describe("Microsoft accounts", () => {
  it("take name and surname from the profile, lower-case the e-mail, and never call Microsoft Graph", () => {
    expect(
      microsoftAccountFrom({
        sub: "s",
        oid: "o",
        email: "Sipho.Zulu@Contoso.co.za",
        given_name: "Sipho",
        family_name: "Zulu",
      }),
    ).toEqual({
      id: "o",
      email: "sipho.zulu@contoso.co.za",
      name: "Sipho",
      surname: "Zulu",
      image: null,
    });
    expect(
      microsoftAccountFrom({ sub: "s", preferred_username: "lebo@school.za", name: "Lebo van der Merwe" }),
    ).toMatchObject({
      email: "lebo@school.za",
      name: "Lebo",
      surname: "van der Merwe",
    });
  });

  it("a new Microsoft user gets an account and an early-registrant voucher, like a password sign-up", async () => {
    const user = await adapter.createUser({
      email: "sipho.zulu@contoso.co.za",
      name: "Sipho",
      surname: "Zulu",
      emailVerified: null,
    } as never);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { voucher: true } });
    expect(stored).toMatchObject({
      name: "Sipho",
      surname: "Zulu",
      passwordHash: null,
      emailVerified: expect.any(Date),
    });
    expect(stored.voucher).toMatchObject({ email: "sipho.zulu@contoso.co.za", slot: 1 });
  });

  it("a Microsoft e-mail that matches an existing account finds that account (so it is signed into, not duplicated)", async () => {
    const { user } = await registerWithPassword(
      {
        name: "N",
        surname: "D",
        email: "nomsa@example.co.za",
        password: "secret1",
        city: "Soweto",
        cellNumber: "+27821234567",
        ageConsent: true,
      },
      "196.25.0.2",
    );
    expect((await adapter.getUserByEmail("nomsa@example.co.za"))?.id).toBe(user.id);
    const azure = authOptions.providers.find((p) => p.id === "azure-ad");
    expect(azure).toBeUndefined(); // not configured in this test environment: the button is hidden, not broken
  });

  describe("linked into an existing account", () => {
    const microsoftAccount = (userId: string) => ({
      userId,
      type: "oauth" as const,
      provider: "azure-ad",
      providerAccountId: `ms-${userId}`,
      token_type: "Bearer",
      scope: "openid profile email",
    });

    async function passwordAccount(verified: boolean) {
      const { user } = await newUser("Nomsa", { verified });
      const sessions = [await openSession(user.id), await openSession(user.id)];
      return { user, sessions };
    }

    it("takes over an account whose address was never confirmed: the password goes and every session ends", async () => {
      const { user, sessions } = await passwordAccount(false);
      await adapter.linkAccount(microsoftAccount(user.id));
      const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { accounts: true } });
      expect(stored.passwordHash).toBeNull();
      expect(stored.emailVerified).toBeInstanceOf(Date);
      expect(stored.accounts.map((a) => a.provider)).toEqual(["azure-ad"]);
      for (const sid of sessions) expect(await findSessionUser(sid, user.id)).toBeNull();
      expect(await outcome(signInFrom({ email: user.email, password: "secret1" }, "203.0.113.9"))).toMatchObject({
        ok: false,
        kind: "unauthenticated",
      });
    });

    it("takes nothing over when the tenant does not vouch for addresses, and stores only the schema's columns", async () => {
      const { user, sessions } = await passwordAccount(false);
      await linkProvenAccount({ ...microsoftAccount(user.id), ext_expires_in: 3599 } as never, { vouches: false });
      const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { accounts: true } });
      expect(stored.passwordHash).not.toBeNull();
      expect(stored.emailVerified).toBeNull();
      expect(stored.accounts).toHaveLength(1);
      for (const sid of sessions) expect(await findSessionUser(sid, user.id)).toMatchObject({ id: user.id });
    });

    it("never reads the browser's current session to decide whom to link (a copied, ended cookie would do)", async () => {
      expect(await adapter.getUser("any-user-id")).toBeNull();
    });

    it("joins an account whose password was chosen through its own mailbox, which keeps it and its sessions", async () => {
      const { user, sessions } = await passwordAccount(true);
      await db.user.update({ where: { id: user.id }, data: { passwordProven: true } });
      await adapter.linkAccount(microsoftAccount(user.id));
      const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(stored.passwordHash).not.toBeNull();
      for (const sid of sessions) expect(await findSessionUser(sid, user.id)).toMatchObject({ id: user.id });
    });

    it("takes over a squatted account the owner confirmed: the stranger's password and sessions end, and the owner is told", async () => {
      // A stranger signs up with the owner's address; the owner presses Confirm in the genuine mail.
      const { user, sessions } = await passwordAccount(true);
      expect((await outcome(signInFrom({ email: user.email, password: "secret1" }, "203.0.113.8"))).ok).toBe(true);
      await adapter.linkAccount(microsoftAccount(user.id));
      const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { accounts: true } });
      expect(stored).toMatchObject({ passwordHash: null, passwordProven: false, emailVerified: user.emailVerified });
      expect(stored.accounts.map((a) => a.provider)).toEqual(["azure-ad"]);
      for (const sid of sessions) expect(await findSessionUser(sid, user.id)).toBeNull();
      expect(await outcome(signInFrom({ email: user.email, password: "secret1" }, "203.0.113.9"))).toMatchObject({
        ok: false,
        kind: "unauthenticated",
      });
      const told = await lastMailTo(user.email, 2);
      expect(told.subject).toBe("You signed in to Stepps with Microsoft");
      expect(told.text).toContain("that password no longer works");
    });

    it("a password chosen with a reset link is proven; one changed from it stays so, one changed from an unproven one does not", async () => {
      const { user } = await newUser("Lindiwe");
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordProven).toBe(false);
      await changePassword(user.id, { currentPassword: "secret1", password: "secret2" }, "203.0.113.10");
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordProven).toBe(false);
      await requestPasswordReset(user.email, "203.0.113.10");
      const token = linkIn(await lastMailTo(user.email, 3)).searchParams.get("token")!;
      await resetPasswordWithLink(token, "secret3", "203.0.113.10");
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordProven).toBe(true);
      await changePassword(user.id, { currentPassword: "secret3", password: "secret4" }, "203.0.113.10");
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordProven).toBe(true);
    });
  });

  it("a new Microsoft account is asked for the age confirmation before any plan starts", async () => {
    const created = await adapter.createUser({
      email: `lebo.${Date.now()}@school.za`,
      name: "Lebo",
      surname: "Sithole",
      emailVerified: null,
    } as never);
    const user = await db.user.findUniqueOrThrow({ where: { id: created.id }, include: { voucher: true } });
    expect(user.ageConsentAt).toBeNull();
    const redeem = () => outcome(redeemVoucher(user, { code: user.voucher!.code, planId: "venting" }));
    expect(await redeem()).toEqual({ ok: false, kind: "forbidden", message: MESSAGES.account.consentRequired });
    expect(await outcome(startPayment(user, "gold"))).toEqual({
      ok: false,
      kind: "forbidden",
      message: MESSAGES.account.consentRequired,
    });
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(0);

    const cookie = await sessionCookie(user);
    const unticked = await runAction(giveAgeConsent, {}, { cookie });
    expect(unticked.state).toMatchObject({ status: "error", message: MESSAGES.signup.consent });
    expect((await runAction(giveAgeConsent, { ageConsent: "yes" })).state).toMatchObject({ status: "error" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).ageConsentAt).toBeNull();

    const ticked = await runAction(giveAgeConsent, { ageConsent: "yes" }, { cookie });
    expect(ticked.state).toEqual({ status: "success", message: MESSAGES.account.consentSaved });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).ageConsentAt).toBeInstanceOf(Date);
    expect(await redeem()).toMatchObject({ ok: true });
  });

  it("trust addresses only from a single organisation's tenant", () => {
    expect(tenantVouchesForAddresses("4a1b8c2d-0000-4000-8000-1234567890ab")).toBe(true);
    for (const tenant of ["common", "organizations", "Consumers", " common "])
      expect(tenantVouchesForAddresses(tenant)).toBe(false);
  });
});
