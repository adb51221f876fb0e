import { CONTACT_MESSAGES, CONTACT_RULES } from "@/lib/contact/rules";
import { contactSchema } from "@/lib/contact/schemas";
import { CONTACT_RATE_LIMIT, submitContactMessage } from "@/lib/contact/submit";
import { db } from "@/lib/db/client";
import { validatedAction } from "@/lib/forms/actions";
import { MESSAGES } from "@/lib/messages";
import { outcome } from "../helpers/outcome";

const valid = {
  fullName: "Thandi Nkosi",
  email: "thandi.nkosi@example.co.za",
  subject: "School plans",
  message: "Do you offer plans for a whole class?",
};

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

beforeEach(async () => {
  await db.contactMessage.deleteMany();
  await db.rateLimit.deleteMany();
});

describe("contact schema", () => {
  it("trims input and accepts a complete message", () => {
    expect(contactSchema.parse({ ...valid, fullName: "  Thandi Nkosi  " })).toEqual({ ...valid, website: "" });
  });

  it("requires an e-mail address, trimmed and lower-cased, in the words the browser's check uses", () => {
    expect(contactSchema.parse({ ...valid, email: "  Thandi.Nkosi@Example.CO.ZA " }).email).toBe(
      "thandi.nkosi@example.co.za",
    );
    const problem = (email: unknown) =>
      contactSchema.safeParse({ ...valid, email }).error?.issues.find((i) => i.path[0] === "email")?.message;
    expect(problem(undefined)).toBe(CONTACT_RULES.email.required);
    expect(problem("   ")).toBe(CONTACT_RULES.email.required);
    expect(problem("thandi@")).toBe(CONTACT_RULES.email.invalid);
    expect(problem("not an address")).toBe(CONTACT_RULES.email.invalid);
    expect(problem(`${"a".repeat(250)}@example.co.za`)).toBe(CONTACT_RULES.email.tooLong);
    expect(problem(["a@b.co"])).toBe(CONTACT_RULES.email.required);
  });

  it.each([
    [{ fullName: "" }, "fullName", "Please enter your full name."],
    [{ fullName: "   " }, "fullName", "Please enter your full name."],
    [{ subject: undefined }, "subject", "Please enter a subject."],
    [{ subject: "s".repeat(151) }, "subject", "The subject must be 150 characters or fewer."],
    [{ message: "too short" }, "message", "Your message must be at least 10 characters."],
    [{ message: "m".repeat(5001) }, "message", "Your message must be 5000 characters or fewer."],
    [{ fullName: 42 }, "fullName", "Please enter your full name."],
  ])("rejects %j with a message for %s", (change, field, message) => {
    const result = contactSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it("refuses hidden control characters, as every form does, and keeps emoji and other languages", () => {
    expect(contactSchema.safeParse({ ...valid, message: "Hi\u0000 there\u0007" }).error?.issues[0].message).toBe(
      MESSAGES.text.hiddenCharacters("your message"),
    );
    expect(contactSchema.safeParse({ ...valid, subject: "Hi\u0000 there\u0007" }).error?.issues[0].message).toBe(
      MESSAGES.text.oneLine("The subject"),
    );
    expect(contactSchema.parse({ ...valid, subject: "Sawubona 👋🏽, ngiyabonga" }).subject).toBe(
      "Sawubona 👋🏽, ngiyabonga",
    );
  });
});

it("keeps the name and the subject to one line (a reply's e-mail quotes them), the message to any number", () => {
  for (const [field, what] of [
    ["fullName", "Your name"],
    ["subject", "The subject"],
  ]) {
    for (const value of ["Thandi\n\nACCOUNT LOCKED", "Thandi\r\nNkosi", "Thandi\tNkosi", "Thandi\u2029Nkosi"])
      expect(contactSchema.safeParse({ ...valid, [field]: value }).error?.issues[0]).toMatchObject({
        path: [field],
        message: MESSAGES.text.oneLine(what),
      });
  }
  expect(contactSchema.parse({ ...valid, message: "Hello.\r\n\r\nTwo paragraphs." }).message).toContain("\n");
});

describe("sending a contact message", () => {
  it("stores a valid message", async () => {
    await expect(submitContactMessage(contactSchema.parse(valid), "10.0.0.1")).resolves.toEqual({ stored: true });
    expect(
      await db.contactMessage.findMany({
        select: { fullName: true, email: true, subject: true, message: true, answeredAt: true },
      }),
    ).toEqual([{ ...valid, answeredAt: null }]);
  });

  it("thanks a bot that fills in the hidden field but stores nothing", async () => {
    await expect(
      submitContactMessage(contactSchema.parse({ ...valid, website: "http://spam" }), "10.0.0.2"),
    ).resolves.toEqual({ stored: false });
    expect(await db.contactMessage.count()).toBe(0);
  });

  it("refuses more than the limit from one address, even all at once, and stores only the allowed ones", async () => {
    const input = contactSchema.parse(valid);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => outcome(submitContactMessage(input, "10.0.0.3"))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(CONTACT_RATE_LIMIT.limit);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, kind: "rate-limited" });
    expect(await db.contactMessage.count()).toBe(CONTACT_RATE_LIMIT.limit);
    await expect(submitContactMessage(input, "10.0.0.4")).resolves.toMatchObject({ stored: true });
  });
});

describe("validatedAction", () => {
  const action = validatedAction(contactSchema, CONTACT_MESSAGES.invalid, async (input) => {
    await submitContactMessage(input, "10.0.0.5");
    return { status: "success", message: CONTACT_MESSAGES.sent(input.fullName, input.email) };
  });

  it("answers invalid input with field messages, keeps what was typed, and writes nothing", async () => {
    const state = await action(
      { status: "idle" },
      form({ fullName: "Thandi", email: "thandi@", subject: "", message: "short" }),
    );
    expect(state).toEqual({
      status: "error",
      message: "Please correct the highlighted fields.",
      fieldErrors: {
        email: "Please enter a valid email address.",
        subject: "Please enter a subject.",
        message: "Your message must be at least 10 characters.",
      },
      values: { fullName: "Thandi", email: "thandi@", subject: "", message: "short" },
    });
    expect(await db.contactMessage.count()).toBe(0);
    expect(await db.rateLimit.count()).toBe(0);
  });

  it("refuses a message without an e-mail address, keeps the rest, and writes nothing", async () => {
    const { email: _email, ...withoutEmail } = valid;
    const state = await action({ status: "idle" }, form(withoutEmail));
    expect(state).toMatchObject({
      status: "error",
      fieldErrors: { email: "Please enter your email address." },
      values: withoutEmail,
    });
    expect(await db.contactMessage.count()).toBe(0);
  });

  it("runs the action on valid input", async () => {
    const state = await action({ status: "idle" }, form(valid));
    expect(state).toEqual({
      status: "success",
      message:
        "Thank you, Thandi Nkosi. We have received your message and will reply to thandi.nkosi@example.co.za within two working days.",
    });
    expect(await db.contactMessage.count()).toBe(1);
  });
});
