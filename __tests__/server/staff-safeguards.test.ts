// The console's safeguards: roles only for confirmed addresses, never the last admin revoked from the
// console, a granted month only for a member who confirmed age or consent, and no e-mail address in
// any text the append-only audit log keeps.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { feedbackSchema, transferDecisionSchema } from "@/lib/entrepreneurship/schemas";
import { isDomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { postDecisionSchema } from "@/lib/moderation/schemas";
import { grantStaffRole, revokeStaffRole } from "@/lib/staff/accounts";
import { staffRoleChangeSchema } from "@/lib/staff/schemas";
import { grantMonth } from "@/lib/subscriptions/grants";
import { endSubscriptionSchema, grantMonthSchema } from "@/lib/subscriptions/schemas";
import { newUser } from "../helpers/users";

const shell = { id: null, label: "command line (ops)" };

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error)) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error("not refused");
};

describe("staff roles", () => {
  it("go only to accounts whose address is confirmed, from the command line and the console alike", async () => {
    const { user } = await newUser("Lindiwe", { verified: false });
    expect(await refusal(grantStaffRole(shell, user.email, "admin"))).toEqual({
      kind: "conflict",
      message: MESSAGES.staffAdmin.unconfirmed(user.email),
    });
    const { user: admin } = await newUser("Bongani");
    await grantStaffRole(shell, admin.email, "admin");
    expect(await refusal(grantStaffRole({ id: admin.id, label: "admin" }, user.email, "moderator"))).toMatchObject({
      kind: "conflict",
    });
    expect(await db.staffRole.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.auditEntry.count({ where: { subjectId: user.id } })).toBe(0);

    await db.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
    expect(await grantStaffRole(shell, user.email, "moderator")).toEqual({ changed: true });
  });

  it("the console never revokes the last admin, even when two admins revoke each other at once", async () => {
    await db.staffRole.deleteMany({ where: { role: "admin" } });
    const { user: a } = await newUser("Ayanda");
    const { user: b } = await newUser("Kabelo");
    await grantStaffRole(shell, a.email, "admin");
    await grantStaffRole(shell, b.email, "admin");
    const results = await Promise.allSettled([
      revokeStaffRole({ id: a.id, label: "admin" }, b.email, "admin", "Handing over the console"),
      revokeStaffRole({ id: b.id, label: "admin" }, a.email, "admin", "Handing over the console"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ kind: "conflict", message: MESSAGES.staffAdmin.lastAdmin });
    expect(await db.staffRole.count({ where: { role: "admin" } })).toBe(1);
    // The command line, where an operator has the whole server anyway, still can.
    const [last] = await db.staffRole.findMany({ where: { role: "admin" }, include: { user: true } });
    expect(await revokeStaffRole(shell, last.user.email, "admin")).toEqual({ changed: true });
  });
});

describe("a month granted by hand", () => {
  it("is refused for a member who has not confirmed age or a guardian's consent, writing nothing", async () => {
    const { user } = await newUser("Zinhle");
    await db.user.update({ where: { id: user.id }, data: { ageConsentAt: null } });
    const admin = { id: randomUUID(), label: "admin" };
    const input = { userId: user.id, planId: "venting", reason: "Payment failed twice", token: randomUUID() };
    expect(await refusal(grantMonth(admin, input))).toEqual({
      kind: "forbidden",
      message: MESSAGES.staffAdmin.consentMissing,
    });
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.auditEntry.count({ where: { subjectId: user.id } })).toBe(0);

    await db.user.update({ where: { id: user.id }, data: { ageConsentAt: new Date() } });
    expect(await grantMonth(admin, input)).toMatchObject({ granted: true });
  });
});

describe("text the audit log keeps", () => {
  const withAddress = "Asked by thandi.nkosi@example.co.za on the phone";

  it.each([
    [
      "a role change's reason",
      () => staffRoleChangeSchema.safeParse({ email: "a@b.co.za", role: "admin", reason: withAddress }),
    ],
    [
      "a granted month's reason",
      () =>
        grantMonthSchema.safeParse({ userId: randomUUID(), planId: "gold", reason: withAddress, token: randomUUID() }),
    ],
    [
      "an ended month's reason",
      () => endSubscriptionSchema.safeParse({ userId: randomUUID(), planId: "gold", reason: withAddress }),
    ],
    [
      "a moderator's reason",
      () => postDecisionSchema.safeParse({ postId: "c".repeat(25), decision: "hide", reason: withAddress }),
    ],
    [
      "a transfer decision's note",
      () => transferDecisionSchema.safeParse({ transferId: "t-1", decision: "refuse", note: withAddress }),
    ],
    [
      "a facilitator's feedback",
      () => feedbackSchema.safeParse({ userId: "u-1", categoryId: "c-1", step: "problem", feedback: withAddress }),
    ],
  ])("%s may not hold an e-mail address", (_what, parse) => {
    const result = parse();
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toContain(MESSAGES.staff.noEmailInLog);
  });

  it("the same words without the address are fine", () => {
    expect(
      staffRoleChangeSchema.safeParse({ email: "a@b.co.za", role: "admin", reason: "Asked by Thandi on the phone" })
        .success,
    ).toBe(true);
  });
});
