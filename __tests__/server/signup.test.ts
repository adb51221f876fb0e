import { POST as signup } from "@/app/api/signup/route";
import { addOneMonth } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { newVoucherCode } from "@/lib/vouchers/codes";
import { jsonRequest, noContext } from "../helpers/requests";

const person = (n: number | string) => ({
  name: "Thabo",
  surname: "Mokoena",
  email: `thabo${n}@example.co.za`,
  password: "secret1",
  city: "Polokwane",
  cellNumber: "0821234567",
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
