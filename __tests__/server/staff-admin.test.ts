// The admins' screens, through the real server actions, route handler and SQLite: finding members
// and payments, a member's timeline, a month granted or ended by hand (once per form, with the
// reason and the before and after in the audit log), the payments CSV, staff roles granted and
// revoked in the console, and the audit log's pages.
import { randomUUID } from "node:crypto";
import { grantARole, revokeARole } from "@/app/(staff)/staff/audit/actions";
import { endASubscription, grantAMonth } from "@/app/(staff)/staff/members/actions";
import { GET as exportPayments } from "@/app/api/staff/payments/export/route";
import { auditPage } from "@/lib/audit/browse";
import { listAudit } from "@/lib/audit/log";
import { isPostgresUrl } from "@/lib/database-url";
import { addOneMonth } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { MESSAGES } from "@/lib/messages";
import { queueMail } from "@/lib/outbox";
import { countPayments, listPayments, monthBounds } from "@/lib/payments/report";
import { paymentFilterSchema } from "@/lib/payments/schemas";
import { grantStaffRole, revokeStaffRole, staffRolesOf } from "@/lib/staff/accounts";
import { memberDonePath, rolesDonePath } from "@/lib/staff/admin-pages";
import { memberSummary, memberTimeline, searchMembers } from "@/lib/staff/members";
import { accessOf } from "@/lib/subscriptions";
import { endSubscriptions, grantMonth } from "@/lib/subscriptions/grants";
import { runAction } from "../helpers/actions";
import { changesBetween, closeSnapshots, snapshotDatabase } from "../helpers/db-snapshot";
import { getRequest, noContext } from "../helpers/requests";
import { newMember } from "../helpers/users";

jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);
jest.mock("next/cache", () => ({ revalidatePath: () => {}, refresh: () => {} }));

afterAll(() => closeSnapshots());

type Member = Awaited<ReturnType<typeof newMember>>;

async function staff(role: "admin" | "moderator" | "facilitator", name: string): Promise<Member> {
  const member = await newMember(null, name);
  await db.staffRole.create({ data: { userId: member.user.id, role } });
  return member;
}

let admin: Member;
let moderator: Member;
const adminActor = () => ({ id: admin.user.id, label: "admin" });

beforeAll(async () => {
  admin = await staff("admin", "Refilwe");
  moderator = await staff("moderator", "Kagiso");
});

let references = 0;
/** A Paystack-shaped reference, unique in this file. */
const reference = () => `ref_${1_700_000_000_000 + ++references}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;

async function payment(
  userId: string | null,
  fields: { planId?: string; status?: "pending" | "success" | "failed"; createdAt?: Date; reference?: string } = {},
) {
  const planId = fields.planId ?? "gold";
  return db.payment.create({
    data: {
      reference: fields.reference ?? reference(),
      userId,
      planId,
      amountCents: planId === "gold" ? 23000 : 5000,
      currency: "ZAR",
      status: fields.status ?? "success",
      createdAt: fields.createdAt,
      verifiedAt: fields.status === "pending" ? null : (fields.createdAt ?? new Date()),
    },
  });
}

/** More accounts than SQLite takes parameters in one statement (32,766): a search must not list them. */
const BULK = 41_000;

/**
 * BULK accounts, "bulk00001@example.co.za" on, each with one payment on 15 June 2024, written by two
 * statements (a recursive CTE counts them out) rather than one round trip each.
 */
async function bulkAccounts() {
  const at = new Date("2024-06-15T08:00:00Z");
  if (isPostgresUrl(process.env.DATABASE_URL ?? ""))
    await db.$executeRaw`
      INSERT INTO "User" ("id", "email", "name", "surname", "createdAt")
      SELECT 'bulk-' || lpad(i::text, 5, '0'), 'bulk' || lpad(i::text, 5, '0') || '@example.co.za', 'Bulk', 'Member', ${at}
      FROM generate_series(1, ${BULK}::int) AS i`;
  else
    await db.$executeRaw`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BULK})
      INSERT INTO "User" ("id", "email", "name", "surname", "createdAt")
      SELECT printf('bulk-%05d', i), printf('bulk%05d@example.co.za', i), 'Bulk', 'Member', ${at} FROM n`;
  await db.$executeRaw`
    INSERT INTO "Payment" ("reference", "userId", "planId", "amountCents", "currency", "status", "createdAt", "verifiedAt")
    SELECT 'ref_bulk_' || substr("id", 6), "id", 'venting', 5000, 'ZAR', 'success', ${at}, ${at}
    FROM "User" WHERE "id" LIKE 'bulk-%'`;
}

/** The form's fields for a grant, with a fresh token unless one is given. */
const grantFields = (userId: string, extra: Record<string, string> = {}) => ({
  userId,
  planId: "venting",
  reason: "Paystack was down on the day they paid.",
  token: randomUUID(),
  ...extra,
});

const auditOf = (userId: string, action: string) =>
  db.auditEntry.findMany({ where: { subjectId: userId, action }, orderBy: { at: "asc" } });

async function expectNothingWritten(run: () => Promise<unknown>) {
  const before = await snapshotDatabase();
  await run();
  expect(changesBetween(before, await snapshotDatabase())).toEqual([]);
}

describe("searching members and payments", () => {
  it("finds members by any part of their address, in any case, with the plans they hold", async () => {
    const member = await newMember("venting", "Zinhle");
    const part = member.user.email.split("@")[0].toUpperCase();
    const { q } = paymentFilterSchema.parse({ q: `  ${part}  ` });
    const found = await searchMembers(q!);
    expect(found.map((m) => m.id)).toEqual([member.user.id]);
    expect(found[0].plans).toEqual([
      { planId: "venting", title: "Venting Room User", activeNow: true, until: expect.any(Date) },
    ]);
    expect(await searchMembers("nobody-has-this-address")).toEqual([]);
  });

  it("finds a member by the whole Paystack reference of their payment, and only the whole one", async () => {
    const member = await newMember(null, "Ayanda");
    const paid = await payment(member.user.id);
    expect((await searchMembers(paid.reference)).map((m) => m.id)).toEqual([member.user.id]);
    expect(await searchMembers(paid.reference.slice(0, 12))).toEqual([]);
  });

  it("takes LIKE's wildcards as the characters they are, in the members' search and the payments'", async () => {
    await newMember(null, "Wildcard");
    expect(await searchMembers("%")).toEqual([]);
    expect(await searchMembers("_")).toEqual([]);
    // An address with each, and one that LIKE would take for "thandi_m".
    const [underscore, lookalike, percent] = await Promise.all(
      ["thandi_m", "thandixm", "per%cent"].map((local) =>
        db.user.create({ data: { email: `${local}-${randomUUID()}@example.co.za`, name: "Wild", surname: "Card" } }),
      ),
    );
    const found = async (q: string) => (await searchMembers(q)).map((m) => m.id);
    expect(await found("thandi_m")).toEqual([underscore.id]);
    expect(await found("_")).toEqual([underscore.id]);
    expect(await found("%")).toEqual([percent.id]);
    expect(await found("r%c")).toEqual([percent.id]);
    const [paid, , paidPercent] = await Promise.all([underscore, lookalike, percent].map((user) => payment(user.id)));
    const listed = async (q: string) => (await listPayments({ q })).map((row) => row.reference);
    expect(await listed("thandi_m")).toEqual([paid.reference]);
    expect(await listed("%")).toEqual([paidPercent.reference]);
    expect(await countPayments({ q: "_" })).toBe(1);
  });

  it("refuses a search with hidden characters or too long, and reads a blank one as none", () => {
    expect(paymentFilterSchema.safeParse({ q: "thandi\u0000" }).success).toBe(false);
    expect(paymentFilterSchema.safeParse({ q: "x".repeat(255) }).success).toBe(false);
    expect(paymentFilterSchema.parse({ q: "   ", month: "" })).toEqual({});
  });
});

describe("a member's timeline", () => {
  it("tells the account's story newest first, mail by subject only", async () => {
    const member = await newMember("venting", "Lindiwe");
    const id = member.user.id;
    const paid = await payment(id, { planId: "gold", createdAt: new Date(Date.now() + 1000) });
    await grantMonth(adminActor(), { userId: id, planId: "gold", reason: "A goodwill month.", token: randomUUID() });
    await queueMail(db, {
      key: `test:${id}`,
      userId: id,
      message: {
        to: member.user.email,
        subject: "Your Stepps receipt",
        text: "SECRET BODY",
        html: "<p>SECRET BODY</p>",
      },
    });

    const timeline = await memberTimeline(id);
    const times = timeline.map((event) => event.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const titles = timeline.map((event) => event.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Account created",
        "E-mail address confirmed",
        "Confirmed being 18 or older, or a parent's or guardian's consent",
        "Voucher issued",
        "Venting Room User, paid",
        "Gold User, granted by staff",
        "A month granted by staff",
        "E-mail: Your Stepps receipt",
      ]),
    );
    const paidEvent = timeline.find((event) => event.kind === "payment")!;
    expect(paidEvent.title).toMatch(/^Payment paid: Gold User, R230[,.]00$/);
    expect(paidEvent.detail).toContain(paid.reference);
    const grantEvent = timeline.find((event) => event.title === "A month granted by staff")!;
    expect(grantEvent.detail).toContain("A goodwill month.");
    expect(grantEvent.detail).toContain(admin.user.email);
    expect(JSON.stringify(timeline)).not.toContain("SECRET BODY");
    expect(timeline.find((event) => event.kind === "mail")!.detail).toBe("Waiting to be sent");
  });

  it("is empty, and the summary null, for an account that does not exist", async () => {
    expect(await memberTimeline("c0000000000000000000nobody")).toEqual([]);
    expect(await memberSummary("c0000000000000000000nobody")).toBeNull();
  });
});

describe("granting a month by hand", () => {
  it("starts when the member's current month of the plan ends, and the audit log says why, before and after", async () => {
    const member = await newMember("venting", "Sizwe");
    const current = await db.subscription.findFirstOrThrow({ where: { userId: member.user.id } });
    const answer = await runAction(grantAMonth, grantFields(member.user.id), { cookie: admin.cookie });
    expect(answer.redirectTo).toBe(memberDonePath(member.user.id, "granted"));

    const granted = await db.subscription.findFirstOrThrow({ where: { userId: member.user.id, source: "grant" } });
    expect(granted).toMatchObject({ planId: "venting", startsAt: current.endsAt, endsAt: addOneMonth(current.endsAt) });
    expect(granted.reference).toMatch(/^grant:[0-9a-f-]{36}$/);
    const summary = await memberSummary(member.user.id);
    expect(summary!.plans).toEqual([
      expect.objectContaining({ planId: "venting", activeNow: true, until: addOneMonth(current.endsAt) }),
    ]);

    const [entry] = await auditOf(member.user.id, "subscription.grant");
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actor: "admin",
      subjectType: "user",
      reason: "Paystack was down on the day they paid.",
    });
    expect(JSON.parse(entry.before!)).toEqual({
      planId: "venting",
      planEndsAt: current.endsAt.toISOString(),
      accessEndsAt: current.endsAt.toISOString(),
    });
    expect(JSON.parse(entry.after!)).toMatchObject({
      planId: "venting",
      planEndsAt: addOneMonth(current.endsAt).toISOString(),
      accessEndsAt: addOneMonth(current.endsAt).toISOString(),
      subscription: { id: granted.id },
    });
  });

  it("starts now for a member without the plan, and opens it at once", async () => {
    const member = await newMember(null, "Nandi");
    const now = new Date();
    const result = await grantMonth(
      adminActor(),
      { userId: member.user.id, planId: "platinum", reason: "Prize for the essay competition.", token: randomUUID() },
      now,
    );
    expect(result).toMatchObject({ granted: true, startsAt: now, endsAt: addOneMonth(now) });
    expect((await accessOf(member.user.id)).plan?.id).toBe("platinum");
    expect(JSON.parse((await auditOf(member.user.id, "subscription.grant"))[0].before!)).toEqual({
      planId: "platinum",
      planEndsAt: null,
      accessEndsAt: null,
    });
  });

  it("grants once however many times the same form is sent at once", async () => {
    const member = await newMember("venting", "Bheki");
    const fields = grantFields(member.user.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => runAction(grantAMonth, fields, { cookie: admin.cookie })),
    );
    const redirects = answers.map((answer) => answer.redirectTo);
    expect(redirects.filter((to) => to === memberDonePath(member.user.id, "granted"))).toHaveLength(1);
    expect(redirects.filter((to) => to === memberDonePath(member.user.id, "already-granted"))).toHaveLength(11);
    expect(await db.subscription.count({ where: { userId: member.user.id, source: "grant" } })).toBe(1);
    expect(await auditOf(member.user.id, "subscription.grant")).toHaveLength(1);

    // And the same form sent again later is still one month.
    await expectNothingWritten(async () => {
      const again = await runAction(grantAMonth, fields, { cookie: admin.cookie });
      expect(again.redirectTo).toBe(memberDonePath(member.user.id, "already-granted"));
    });
  });

  it("refuses a form's token used for another member: nothing written", async () => {
    const [first, second] = [await newMember(null, "Token"), await newMember(null, "Token")];
    const fields = grantFields(first.user.id);
    await runAction(grantAMonth, fields, { cookie: admin.cookie });
    await expectNothingWritten(async () => {
      const answer = await runAction(grantAMonth, { ...fields, userId: second.user.id }, { cookie: admin.cookie });
      expect(answer.state).toMatchObject({ status: "error", message: MESSAGES.staffAdmin.formExpired });
    });
  });

  it.each([
    ["no reason", { reason: "" }, "reason", MESSAGES.staff.reasonRequired],
    ["a reason of four characters", { reason: "why?" }, "reason", MESSAGES.staff.reasonRequired],
    ["a reason of 501 characters", { reason: "x".repeat(501) }, "reason", MESSAGES.staff.reasonTooLong],
    ["a reason with a right-to-left override", { reason: "Goodwill \u202Eevil" }, "reason", undefined],
    ["a plan not in the catalogue", { planId: "diamond" }, "planId", MESSAGES.staffAdmin.unknownPlan],
    ["no token", { token: "" }, "token", MESSAGES.staffAdmin.formExpired],
  ])("refuses %s, writing nothing", async (_what, change, field, message) => {
    const member = await newMember(null, "Refused");
    await expectNothingWritten(async () => {
      const answer = await runAction(grantAMonth, grantFields(member.user.id, change), { cookie: admin.cookie });
      expect(answer.redirectTo).toBeUndefined();
      expect(answer.state?.status).toBe("error");
      expect(answer.state?.fieldErrors?.[field]).toEqual(message ?? expect.any(String));
    });
  });

  it("never takes a price from the form: an amount field is refused", async () => {
    const member = await newMember(null, "Price");
    await expectNothingWritten(async () => {
      const answer = await runAction(grantAMonth, grantFields(member.user.id, { amountCents: "1" }), {
        cookie: admin.cookie,
      });
      expect(answer.state?.status).toBe("error");
    });
  });

  it("refuses members, moderators and facilitators, and an account that does not exist", async () => {
    const member = await newMember("venting", "Member");
    const facilitator = await staff("facilitator", "Facil");
    for (const who of [member, moderator, facilitator]) {
      await expectNothingWritten(async () => {
        const answer = await runAction(grantAMonth, grantFields(member.user.id), { cookie: who.cookie });
        expect(answer.state).toMatchObject({ status: "error", message: MESSAGES.staff.notStaff });
      });
    }
    await expectNothingWritten(async () => {
      const answer = await runAction(grantAMonth, grantFields("c0000000000000000000nobody"), { cookie: admin.cookie });
      expect(answer.state).toMatchObject({ status: "error", message: MESSAGES.staffAdmin.memberGone });
    });
  });
});

describe("ending a subscription by hand", () => {
  it("ends the plan now, a granted month waiting after it included, and logs before and after", async () => {
    const member = await newMember("venting", "Themba");
    await grantMonth(adminActor(), {
      userId: member.user.id,
      planId: "venting",
      reason: "Goodwill.",
      token: randomUUID(),
    });
    const answer = await runAction(
      endASubscription,
      { userId: member.user.id, planId: "venting", reason: "Asked to stop; refunded by Paystack." },
      { cookie: admin.cookie },
    );
    expect(answer.redirectTo).toBe(memberDonePath(member.user.id, "ended"));
    expect((await accessOf(member.user.id)).plan).toBeNull();
    expect((await memberSummary(member.user.id))!.plans).toEqual([]);
    const rows = await db.subscription.findMany({ where: { userId: member.user.id } });
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.endsAt.getTime()).toBeLessThanOrEqual(Date.now());

    const [entry] = await auditOf(member.user.id, "subscription.end");
    expect(entry).toMatchObject({ actorId: admin.user.id, reason: "Asked to stop; refunded by Paystack." });
    expect(JSON.parse(entry.before!)).toMatchObject({
      planId: "venting",
      planEndsAt: expect.any(String),
      subscriptions: [expect.objectContaining({ source: "payment" }), expect.objectContaining({ source: "grant" })],
    });
    expect(JSON.parse(entry.after!)).toMatchObject({ planId: "venting", planEndsAt: null, accessEndsAt: null });
  });

  it("leaves the member's other plans alone", async () => {
    const member = await newMember("venting", "Two");
    await grantMonth(adminActor(), {
      userId: member.user.id,
      planId: "stem",
      reason: "Tutoring trial.",
      token: randomUUID(),
    });
    await endSubscriptions(adminActor(), { userId: member.user.id, planId: "venting", reason: "Stopped." });
    expect((await accessOf(member.user.id)).plan?.id).toBe("stem");
  });

  it("refuses when the member holds nothing of that plan, writing nothing", async () => {
    const member = await newMember("venting", "Nothing");
    await expectNothingWritten(async () => {
      const answer = await runAction(
        endASubscription,
        { userId: member.user.id, planId: "gold", reason: "Ending a plan they never had." },
        { cookie: admin.cookie },
      );
      expect(answer.state).toMatchObject({ status: "error", message: MESSAGES.staffAdmin.nothingToEnd("Gold User") });
    });
    // Ended once, the second is refused too.
    await endSubscriptions(adminActor(), { userId: member.user.id, planId: "venting", reason: "Stopped." });
    await expect(
      endSubscriptions(adminActor(), { userId: member.user.id, planId: "venting", reason: "Stopped again." }),
    ).rejects.toMatchObject({ kind: "conflict" });
  });

  it("refuses members and moderators, and a missing reason", async () => {
    const member = await newMember("venting", "Keep");
    for (const who of [member, moderator]) {
      await expectNothingWritten(async () => {
        const answer = await runAction(
          endASubscription,
          { userId: member.user.id, planId: "venting", reason: "Not theirs to end." },
          { cookie: who.cookie },
        );
        expect(answer.state).toMatchObject({ status: "error", message: MESSAGES.staff.notStaff });
      });
    }
    await expectNothingWritten(async () => {
      const answer = await runAction(
        endASubscription,
        { userId: member.user.id, planId: "venting", reason: " " },
        { cookie: admin.cookie },
      );
      expect(answer.state?.fieldErrors?.reason).toBe(MESSAGES.staff.reasonRequired);
    });
  });
});

describe("the payments CSV", () => {
  const csvRequest = (query: string, cookie?: string) =>
    exportPayments(getRequest(`/api/staff/payments/export${query}`, cookie ? { cookie } : {}), noContext);

  it("is for admins only: 401 signed out, 403 for members and moderators", async () => {
    const member = await newMember("platinum", "Member");
    expect((await csvRequest("")).status).toBe(401);
    for (const who of [member, moderator]) {
      const response = await csvRequest("?month=all", who.cookie);
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 403,
        body: { error: MESSAGES.staff.notStaff },
      });
    }
  });

  it("answers an admin with a CSV file of the month's payments, every cell quoted and none a formula", async () => {
    // 28 February 22:30 UTC is 1 March 00:30 in South Africa.
    const hostile = await db.user.create({
      data: { email: `=hyperlink("http://evil.example")@example.co.za`, name: "Evil", surname: "Formula" },
    });
    const march = await payment(hostile.id, { createdAt: new Date("2025-02-28T22:30:00Z") });
    const gone = await payment(null, {
      planId: "venting",
      status: "failed",
      createdAt: new Date("2025-03-15T10:00:00Z"),
    });
    await payment(hostile.id, { createdAt: new Date("2025-02-28T21:30:00Z") }); // 23:30 on 28 February
    await payment(hostile.id, { createdAt: new Date("2025-03-31T22:00:00Z") }); // midnight, 1 April

    const response = await csvRequest("?month=2025-03", admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="stepps-payments-2025-03\.csv"/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines).toEqual([
      '"Date (SAST)","Reference","Member e-mail","Plan","Amount (ZAR)","Status","Verified at (SAST)"',
      `"2025-03-15 12:00","${gone.reference}","deleted account","Venting Room User","50.00","failed","2025-03-15 12:00"`,
      `"2025-03-01 00:30","${march.reference}","'=hyperlink(""http://evil.example"")@example.co.za","Gold User","230.00","success","2025-03-01 00:30"`,
      "",
    ]);
  });

  it("filters by search as the page does, and exports every month with month=all", async () => {
    const member = await newMember(null, "Exported");
    const paid = await payment(member.user.id);
    const byReference = await (await csvRequest(`?q=${paid.reference}`, admin.cookie)).text();
    expect(byReference.split("\r\n").filter(Boolean)).toHaveLength(2);
    const byEmail = await (
      await csvRequest(`?month=all&q=${encodeURIComponent(member.user.email.toUpperCase())}`, admin.cookie)
    ).text();
    expect(byEmail).toContain(paid.reference);
    const all = await (await csvRequest("?month=all", admin.cookie)).text();
    expect(all.split("\r\n").filter(Boolean).length).toBe((await db.payment.count()) + 1);
  });

  it(`answers a search matching ${BULK} accounts: the members' page, the list, its count and the file`, async () => {
    await bulkAccounts();
    try {
      const address = (i: number) => `bulk${String(i).padStart(5, "0")}@example.co.za`;
      // The first 50 by address; the newest 20 payments (same time, so by reference).
      expect((await searchMembers("bulk")).map((m) => m.email)).toEqual(
        Array.from({ length: 50 }, (_, i) => address(i + 1)),
      );
      expect(await searchMembers("a")).toHaveLength(50); // in every address
      expect(await countPayments({ q: "bulk", month: "2024-06" })).toBe(BULK);
      expect((await listPayments({ q: "bulk" }, 20)).map((row) => row.email)).toEqual(
        Array.from({ length: 20 }, (_, i) => address(BULK - i)),
      );
      const response = await csvRequest("?month=2024-06&q=bulk", admin.cookie);
      expect(response.status).toBe(200);
      const lines = (await response.text()).split("\r\n").filter(Boolean);
      expect(lines).toHaveLength(BULK + 1);
      expect(lines[1]).toBe(
        `"2024-06-15 10:00","ref_bulk_${BULK}","bulk${BULK}@example.co.za","Venting Room User","50.00","success","2024-06-15 10:00"`,
      );
    } finally {
      await db.payment.deleteMany({ where: { reference: { startsWith: "ref_bulk_" } } });
      await db.user.deleteMany({ where: { id: { startsWith: "bulk-" } } });
    }
  });

  it.each([
    ["a month that does not exist", "?month=2026-13", MESSAGES.staffAdmin.month],
    ["a month as words", "?month=November", MESSAGES.staffAdmin.month],
    ["a search with a NUL", "?q=thandi%00", MESSAGES.staffAdmin.search],
    ["a search of 300 characters", `?q=${"x".repeat(300)}`, MESSAGES.staffAdmin.search],
  ])("answers %s with a 400", async (_what, query, error) => {
    const response = await csvRequest(query, admin.cookie);
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: expect.objectContaining({ error }),
    });
  });

  it("reads months in South African time", () => {
    expect(monthBounds("2026-11")).toEqual({
      gte: new Date("2026-10-31T22:00:00Z"),
      lt: new Date("2026-11-30T22:00:00Z"),
    });
    expect(monthBounds("2026-12").lt).toEqual(new Date("2026-12-31T22:00:00Z"));
  });
});

describe("staff roles in the console", () => {
  it("grants and revokes a role of an existing account, through the command line's own functions, logged with the admin", async () => {
    const member = await newMember(null, "Promoted");
    const granted = await runAction(
      grantARole,
      { email: member.user.email.toUpperCase(), role: "moderator", reason: "Joins the moderation team." },
      { cookie: admin.cookie },
    );
    expect(granted.redirectTo).toBe(rolesDonePath("role-granted"));
    expect(await staffRolesOf(member.user.id)).toEqual(["moderator"]);
    const again = await runAction(
      grantARole,
      { email: member.user.email, role: "moderator", reason: "Sent twice." },
      { cookie: admin.cookie },
    );
    expect(again.redirectTo).toBe(rolesDonePath("role-unchanged"));

    const revoked = await runAction(
      revokeARole,
      { email: member.user.email, role: "moderator", reason: "Left the team." },
      { cookie: admin.cookie },
    );
    expect(revoked.redirectTo).toBe(rolesDonePath("role-revoked"));
    expect(await staffRolesOf(member.user.id)).toEqual([]);

    const entries = await db.auditEntry.findMany({ where: { subjectId: member.user.id }, orderBy: { at: "asc" } });
    expect(entries.map((e) => [e.action, e.actorId, e.reason, JSON.parse(e.before!), JSON.parse(e.after!)])).toEqual([
      ["staff.grant", admin.user.id, "Joins the moderation team.", { roles: [] }, { roles: ["moderator"] }],
      ["staff.revoke", admin.user.id, "Left the team.", { roles: ["moderator"] }, { roles: [] }],
    ]);
  });

  it("refuses an admin's revoking their own admin role, in the console and in the function", async () => {
    const self = await staff("admin", "Self");
    await expectNothingWritten(async () => {
      const answer = await runAction(
        revokeARole,
        { email: self.user.email, role: "admin", reason: "Stepping down." },
        { cookie: self.cookie },
      );
      expect(answer.state).toMatchObject({ status: "error", message: MESSAGES.staffAdmin.ownAdmin });
    });
    await expect(
      revokeStaffRole({ id: self.user.id, label: "admin" }, self.user.email, "admin", "Stepping down."),
    ).rejects.toMatchObject({ kind: "forbidden" });
    // Another admin may; so may the command line.
    const answer = await runAction(
      revokeARole,
      { email: self.user.email, role: "admin", reason: "Stepping down." },
      { cookie: admin.cookie },
    );
    expect(answer.redirectTo).toBe(rolesDonePath("role-revoked"));
    await grantStaffRole({ id: null, label: "command line (ops)" }, self.user.email, "admin");
    expect((await revokeStaffRole({ id: null, label: "command line (ops)" }, self.user.email, "admin")).changed).toBe(
      true,
    );
  });

  it("refuses an address with no account, an unknown role and a missing reason, writing nothing", async () => {
    const member = await newMember(null, "Nope");
    for (const [fields, field] of [
      [{ email: "nobody-here@example.co.za", role: "moderator", reason: "Joins the team." }, "email"],
      [{ email: member.user.email, role: "owner", reason: "Joins the team." }, "role"],
      [{ email: member.user.email, role: "moderator", reason: "" }, "reason"],
      [{ email: "not an address", role: "moderator", reason: "Joins the team." }, "email"],
    ] as const) {
      await expectNothingWritten(async () => {
        const answer = await runAction(grantARole, fields, { cookie: admin.cookie });
        expect(answer.state?.status).toBe("error");
        expect(answer.state?.fieldErrors?.[field]).toEqual(expect.any(String));
      });
    }
  });

  it("refuses members and moderators", async () => {
    const member = await newMember("venting", "Climber");
    for (const [action, who] of [
      [grantARole, member],
      [grantARole, moderator],
      [revokeARole, moderator],
    ] as const) {
      await expectNothingWritten(async () => {
        const answer = await runAction(
          action,
          { email: who.user.email, role: "admin", reason: "I would like more power." },
          { cookie: who.cookie },
        );
        expect(answer.state).toMatchObject({ status: "error", message: MESSAGES.staff.notStaff });
      });
    }
  });
});

describe("the audit log", () => {
  it("pages newest first without gaps or repeats, and filters by action and by subject", async () => {
    const member = await newMember(null, "Audited");
    for (const reason of ["First grant.", "Second grant.", "Third grant."])
      await grantMonth(adminActor(), { userId: member.user.id, planId: "stem", reason, token: randomUUID() });
    await endSubscriptions(adminActor(), { userId: member.user.id, planId: "stem", reason: "Ended after three." });

    const first = await auditPage({ subject: member.user.email.toUpperCase() }, 3);
    expect(first.entries.map((e) => e.reason)).toEqual(["Ended after three.", "Third grant.", "Second grant."]);
    const second = await auditPage({ subject: member.user.id, after: first.next! }, 3);
    expect(second.entries.map((e) => e.reason)).toEqual(["First grant."]);
    expect(second.next).toBeNull();

    const grants = await auditPage({ subject: member.user.id, action: "subscription.grant" });
    expect(grants.entries.map((e) => e.action)).toEqual(Array(3).fill("subscription.grant"));
    expect(grants.entries[0].actor).toBe(`${admin.user.email} (admin)`);
    expect((await auditPage({ subject: "nobody@example.co.za" })).entries).toEqual([]);
  });

  it("holds every admin action, and nothing can change or delete an entry", async () => {
    const member = await newMember("venting", "Logged");
    const actor = adminActor();
    await grantMonth(actor, { userId: member.user.id, planId: "gold", reason: "Logged grant.", token: randomUUID() });
    await endSubscriptions(actor, { userId: member.user.id, planId: "gold", reason: "Logged end." });
    await grantStaffRole(actor, member.user.email, "facilitator", "Logged role.");
    await revokeStaffRole(actor, member.user.email, "facilitator", "Logged revoke.");
    const [entry] = await listAudit({ limit: 1 });
    await expect(db.auditEntry.update({ where: { id: entry.id }, data: { reason: "Edited." } })).rejects.toThrow();
    await expect(db.auditEntry.delete({ where: { id: entry.id } })).rejects.toThrow();
    const actions = new Set((await db.auditEntry.findMany({ select: { action: true } })).map((e) => e.action));
    for (const action of ["subscription.grant", "subscription.end", "staff.grant", "staff.revoke"])
      expect(actions.has(action)).toBe(true);
  });
});
