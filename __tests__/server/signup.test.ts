import { POST as signup } from "@/app/api/signup/route";
import { addOneMonth } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { MESSAGES } from "@/lib/messages";
import { newVoucherCode } from "@/lib/vouchers/codes";
import { jsonRequest, noContext } from "../helpers/requests";

const person = (n: number | string) => ({
  name: "Thabo",
  surname: "Mokoena",
  email: `thabo${n}@example.co.za`,
  password: "secret1",
  city: "Polokwane",
  cellNumber: "0821234567",
  ageConsent: true,
});

beforeEach(async () => {
  await db.voucher.deleteMany();
  await db.user.deleteMany();
});

describe("POST /api/signup", () => {
  it("creates the account with a hashed password and a one-month voucher tied to the e-mail", async () => {
    const response = await signup(
      jsonRequest("/api/signup", { ...person(1), email: " Thabo1@Example.co.za " }),
      noContext,
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.voucherCode).toMatch(/^STEPPS-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);

    const user = await db.user.findUniqueOrThrow({
      where: { email: "thabo1@example.co.za" },
      include: { voucher: true },
    });
    expect(user).toMatchObject({ name: "Thabo", surname: "Mokoena", city: "Polokwane", cellNumber: "+27821234567" });
    expect(user.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(user.passwordHash).not.toContain("secret1");
    expect(user.voucher).toMatchObject({
      code: body.voucherCode,
      email: "thabo1@example.co.za",
      slot: 1,
      redeemedAt: null,
    });
    expect(user.voucher!.expiresAt).toEqual(addOneMonth(user.voucher!.issuedAt));
    expect(body.voucherExpiresAt).toBe(user.voucher!.expiresAt.toISOString());
    // The age or guardian confirmation is stored with its time; the address is not confirmed yet.
    expect(user.ageConsentAt).toBeInstanceOf(Date);
    expect(user.emailVerified).toBeNull();
  });

  it("answers a second sign-up with the same e-mail with a 409 and changes nothing", async () => {
    await signup(jsonRequest("/api/signup", person(2)), noContext);
    const again = await signup(
      jsonRequest("/api/signup", { ...person(2), email: "THABO2@example.co.za", name: "Other" }),
      noContext,
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "An account with this email already exists. Please log in instead." });
    expect(await db.user.count()).toBe(1);
    expect(await db.voucher.count()).toBe(1);
  });

  it.each([
    ["malformed JSON", "{name:", 400, "The request body must be valid JSON."],
    ["a missing field", { ...person(3), city: undefined }, 400, "Please enter your city or town."],
    ["a wrong type", { ...person(3), name: 7 }, 400, "Please enter your name."],
    ["an extra field", { ...person(3), plan: "gold" }, 400, "Unexpected field: plan."],
    ["a short password", { ...person(3), password: "123" }, 400, "Your password must be at least 6 characters."],
    [
      "a bad cell number",
      { ...person(3), cellNumber: "12345" },
      400,
      "Enter a South African cell number: 10 digits starting with 0, or +27 and 9 digits.",
    ],
    ["a very long name", { ...person(3), name: "x".repeat(10_000) }, 400, "Your name must be 60 characters or fewer."],
    ["no age confirmation", { ...person(3), ageConsent: undefined }, 400, MESSAGES.signup.consent],
    ["an age confirmation of false", { ...person(3), ageConsent: false }, 400, MESSAGES.signup.consent],
    ["an oversized body", { ...person(3), city: "x".repeat(20_000) }, 413, "The request body is too large."],
  ])("refuses %s with a clear %i and writes nothing", async (_, body, status, error) => {
    const response = await signup(jsonRequest("/api/signup", body), noContext);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(error);
    expect(await db.user.count()).toBe(0);
  });

  it("refuses a body that is not JSON, and cross-site requests", async () => {
    const form = await signup(
      jsonRequest("/api/signup", "name=x", { headers: { "content-type": "application/x-www-form-urlencoded" } }),
      noContext,
    );
    expect(form.status).toBe(415);
    const crossSite = await signup(
      jsonRequest("/api/signup", person(4), { headers: { origin: "https://evil.example" } }),
      noContext,
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: "Cross-site requests are not allowed." });
    expect(await db.user.count()).toBe(0);
  });
});

describe("voucher codes", () => {
  it("are random and distinct", () => {
    const codes = new Set(Array.from({ length: 5000 }, newVoucherCode));
    expect(codes.size).toBe(5000);
  });

  it("expire one calendar month after issue, on the month's last day when it is shorter", () => {
    expect(addOneMonth(new Date("2026-01-15T10:00:00Z")).toISOString()).toBe("2026-02-15T10:00:00.000Z");
    expect(addOneMonth(new Date("2026-01-31T10:00:00Z")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addOneMonth(new Date("2028-01-31T10:00:00Z")).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addOneMonth(new Date("2026-12-31T23:00:00Z")).toISOString()).toBe("2027-01-31T23:00:00.000Z");
  });
});

describe("sign-ups per client address", () => {
  it("stop at SIGNUP_LIMIT_PER_HOUR from one address, exactly, however many arrive at once; other addresses go on", async () => {
    const previous = process.env.SIGNUP_LIMIT_PER_HOUR;
    process.env.SIGNUP_LIMIT_PER_HOUR = "5";
    try {
      await jest.isolateModulesAsync(async () => {
        const { POST: limitedSignup } = await import("@/app/api/signup/route");
        const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
        const responses = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            limitedSignup(jsonRequest("/api/signup", person(`burst${i}`), from("198.51.100.66")), noContext),
          ),
        );
        const statuses = responses.map((r) => r.status);
        expect(statuses.filter((status) => status === 201)).toHaveLength(5);
        expect(statuses.filter((status) => status === 429)).toHaveLength(35);
        const refused = responses.find((r) => r.status === 429)!;
        expect(await refused.json()).toEqual({ error: MESSAGES.signup.tooMany });
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
        expect(await db.user.count()).toBe(5);
        expect(await db.voucher.count()).toBe(5);

        const elsewhere = await limitedSignup(
          jsonRequest("/api/signup", person("other"), from("198.51.100.67")),
          noContext,
        );
        expect(elsewhere.status).toBe(201);
      });
    } finally {
      process.env.SIGNUP_LIMIT_PER_HOUR = previous;
    }
  });
});

describe("the welcome answer without a voucher", () => {
  it("says why: all were claimed, or this address already had one", async () => {
    await db.voucher.deleteMany();
    const { createAccount } = await import("@/lib/accounts/register");
    const { retiredVoucherEmail } = await import("@/lib/vouchers/retired");
    // An earlier, deleted account of this address had a voucher (kept, anonymised).
    await db.voucher.create({
      data: {
        slot: 1,
        code: "STEPPS-AAAA-BBBB-CCCC",
        email: retiredVoucherEmail("again@example.co.za"),
        issuedAt: new Date(),
        expiresAt: new Date(),
      },
    });
    const again = await createAccount({ email: "again@example.co.za", name: "A", surname: "B", passwordHash: null });
    expect(again).toMatchObject({ voucher: null, noVoucherBecause: "address-had-one" });

    const limit = Number(process.env.VOUCHER_LIMIT ?? 1000);
    await db.voucher.update({ where: { slot: 1 }, data: { slot: limit } });
    const late = await createAccount({ email: "late@example.co.za", name: "L", surname: "T", passwordHash: null });
    expect(late).toMatchObject({ voucher: null, noVoucherBecause: "all-claimed" });
  });

  it("is the voucher as stored, slot and all, when one is issued", async () => {
    const { createAccount } = await import("@/lib/accounts/register");
    await createAccount({ email: "first@example.co.za", name: "F", surname: "S", passwordHash: null });
    const { user, voucher } = await createAccount({
      email: "second@example.co.za",
      name: "S",
      surname: "S",
      passwordHash: null,
    });
    expect(voucher).toEqual(await db.voucher.findUniqueOrThrow({ where: { userId: user.id } }));
    expect(voucher!.slot).toBe(2);
  });
});
