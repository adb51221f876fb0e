// The contact inbox: the console's list and threads, replies e-mailed through the outbox over real
// SMTP (the loopback server of Jest's global setup), and who may do any of it, through the real
// server actions and SQLite.
import { randomUUID } from "node:crypto";
import { sendContactMessage } from "@/app/(marketing)/contact/actions";
import {
  markContactMessageAnswered,
  reopenContactMessage,
  replyToContactMessage,
} from "@/app/(staff)/staff/contact/actions";
import { listAudit } from "@/lib/audit/log";
import {
  contactThread,
  FORMER_STAFF,
  INBOX_PAGE_SIZE,
  listContactMessages,
  KEEP_CONTACT_MONTHS,
  markContactAnswered,
  pruneOldContactMessages,
  reopenContact,
  replyToContact,
} from "@/lib/contact/inbox";
import { contactDonePath, contactOutcomeMessage } from "@/lib/contact/outcomes";
import { CONTACT_INBOX_MESSAGES } from "@/lib/contact/rules";
import { contactReplySchema } from "@/lib/contact/schemas";
import { db } from "@/lib/db/client";
import type { FormAction } from "@/lib/forms/form-state";
import { contactReplyMail } from "@/lib/mail/contact";
import { MESSAGES } from "@/lib/messages";
import { deliverDueMail, outboxIdle } from "@/lib/outbox";
import { runAction } from "../helpers/actions";
import { changesBetween, closeSnapshots, snapshotDatabase } from "../helpers/db-snapshot";
import { refuseWrites } from "../helpers/failing-writes";
import { lastMailTo, linkIn, mailTo } from "../helpers/mailbox";
import { outcome } from "../helpers/outcome";
import { newMember } from "../helpers/users";

jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);
jest.mock("next/cache", () => ({ revalidatePath: () => {}, refresh: () => {} }));

afterAll(() => closeSnapshots());

type Member = Awaited<ReturnType<typeof newMember>>;
let n = 0;
const MINUTE = 60_000;

/** A staff member holding `role`, signed in. */
async function staff(role: "admin" | "moderator" | "facilitator", name = "Nomvula"): Promise<Member> {
  const member = await newMember(null, name);
  await db.staffRole.create({ data: { userId: member.user.id, role } });
  return member;
}

const actorOf = (member: Member) => ({ id: member.user.id, label: "admin" });

/** A message as the contact form stores it, `minutesAgo` old. */
async function message(
  fields: { subject?: string; email?: string; minutesAgo?: number; answeredMinutesAgo?: number } = {},
) {
  n += 1;
  const now = Date.now();
  return db.contactMessage.create({
    data: {
      fullName: "Thandi Nkosi",
      email: fields.email ?? `thandi.${n}.${now}@example.co.za`,
      subject: fields.subject ?? `Question ${n}`,
      message: "Do you offer plans for a whole Grade 11 class?\nWe are 34 learners.",
      createdAt: new Date(now - (fields.minutesAgo ?? 0) * MINUTE),
      answeredAt: fields.answeredMinutesAgo === undefined ? null : new Date(now - fields.answeredMinutesAgo * MINUTE),
    },
  });
}

/** Calls an action and checks it refused with `message`, did not redirect, and wrote nothing. */
async function expectRefused(
  action: FormAction,
  fields: Record<string, string>,
  cookie: string | undefined,
  expected: string | RegExp,
) {
  const before = await snapshotDatabase();
  const answer = await runAction(action, fields, { cookie });
  expect(answer.redirectTo).toBeUndefined();
  expect(answer.state?.status).toBe("error");
  expect(answer.state?.message).toEqual(typeof expected === "string" ? expected : expect.stringMatching(expected));
  expect(changesBetween(before, await snapshotDatabase())).toEqual([]);
  return answer.state!;
}

let admin: Member;
beforeAll(async () => {
  admin = await staff("admin", "Ayanda");
});

beforeEach(async () => {
  await db.contactMessage.deleteMany();
  await db.rateLimit.deleteMany();
});

describe("the contact form", () => {
  it("stores the sender's address, trimmed and lower-cased, and refuses a message without one", async () => {
    const fields = { fullName: "Lerato", subject: "Plans", message: "Do you have plans for schools?" };
    const refused = await runAction(sendContactMessage, fields, { address: "198.51.100.31" });
    expect(refused.state).toMatchObject({
      status: "error",
      fieldErrors: { email: "Please enter your email address." },
      values: fields,
    });
    expect(await db.contactMessage.count()).toBe(0);

    const sent = await runAction(
      sendContactMessage,
      { ...fields, email: "  Lerato@Example.CO.ZA " },
      { address: "198.51.100.31" },
    );
    expect(sent.state?.status).toBe("success");
    expect(await db.contactMessage.findMany({ select: { email: true, answeredAt: true } })).toEqual([
      { email: "lerato@example.co.za", answeredAt: null },
    ]);
  });
});

describe("the inbox", () => {
  it("lists waiting messages first, the longest waiting at the top, then answered ones, the latest answered first", async () => {
    const newWaiting = await message({ minutesAgo: 5 });
    const oldWaiting = await message({ minutesAgo: 50 });
    const answeredLongAgo = await message({ minutesAgo: 300, answeredMinutesAgo: 200 });
    const answeredLately = await message({ minutesAgo: 100, answeredMinutesAgo: 10 });
    await db.contactReply.create({
      data: { messageId: answeredLately.id, authorId: admin.user.id, body: "Yes.", token: randomUUID() },
    });

    const all = await listContactMessages();
    expect(all.items.map((item) => item.id)).toEqual([
      oldWaiting.id,
      newWaiting.id,
      answeredLately.id,
      answeredLongAgo.id,
    ]);
    expect(all.counts).toEqual({ all: 4, waiting: 2, answered: 2 });
    expect(all.items[2]).toMatchObject({ replies: 1, answeredAt: expect.any(String) });
    expect(all.items[0]).toMatchObject({ replies: 0, answeredAt: null, fullName: "Thandi Nkosi" });

    expect((await listContactMessages({ show: "waiting" })).items.map((item) => item.id)).toEqual([
      oldWaiting.id,
      newWaiting.id,
    ]);
    expect((await listContactMessages({ show: "answered" })).items.map((item) => item.id)).toEqual([
      answeredLately.id,
      answeredLongAgo.id,
    ]);
  });

  it("is paged, and a page past the end shows the last one", async () => {
    const now = Date.now();
    await db.contactMessage.createMany({
      data: Array.from({ length: INBOX_PAGE_SIZE + 3 }, (_, i) => ({
        fullName: "Sender",
        email: `sender${i}@example.co.za`,
        subject: `Message ${i}`,
        message: "m".repeat(400),
        createdAt: new Date(now - (100 - i) * MINUTE),
      })),
    });
    const first = await listContactMessages({ show: "waiting" });
    expect(first).toMatchObject({ page: 1, pages: 2 });
    expect(first.items).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.items[0].subject).toBe("Message 0");
    expect(first.items[0].preview.length).toBeLessThanOrEqual(160);
    const last = await listContactMessages({ show: "waiting", page: 99 });
    expect(last.page).toBe(2);
    expect(last.items.map((item) => item.subject)).toEqual(["Message 25", "Message 26", "Message 27"]);
  });

  it("shows a thread oldest reply first, each with its author's name, or 'a former staff member'", async () => {
    const { id } = await message();
    const gone = await staff("admin", "Sipho");
    const t = Date.now();
    await db.contactReply.create({
      data: {
        messageId: id,
        authorId: gone.user.id,
        body: "First",
        token: randomUUID(),
        createdAt: new Date(t - 2 * MINUTE),
      },
    });
    await db.contactReply.create({
      data: {
        messageId: id,
        authorId: admin.user.id,
        body: "Second",
        token: randomUUID(),
        createdAt: new Date(t - MINUTE),
      },
    });
    await db.user.delete({ where: { id: gone.user.id } });
    const thread = await contactThread(id);
    expect(thread?.replies.map(({ author, body }) => ({ author, body }))).toEqual([
      { author: FORMER_STAFF, body: "First" },
      { author: "Ayanda Mokoena", body: "Second" },
    ]);
    expect(await contactThread("cabcdefghijklmnopqrstuvw")).toBeNull();
  });
});

describe("a reply", () => {
  it("keeps the reply, queues its e-mail, marks the message answered and logs it, in one go; the sender receives it over SMTP", async () => {
    const sent = await message({ subject: "Group plans <for> Grade 11 & 12" });
    const body = "Yes: a class of 34 can share a group plan.\nWe will send a quote <today> & call you.";
    const [audits, outbox] = [await db.auditEntry.count(), await db.outboxMail.count()];
    const before = await snapshotDatabase();

    const token = randomUUID();
    const answer = await runAction(
      replyToContactMessage,
      { messageId: sent.id, body, markAnswered: "on", token },
      { cookie: admin.cookie },
    );
    expect(answer.redirectTo).toBe(`/staff/contact/${sent.id}?done=replied-answered#contact-status`);
    expect(contactOutcomeMessage("replied-answered")).toBe(CONTACT_INBOX_MESSAGES.repliedAndAnswered);

    // Exactly these rows, and nothing else, changed.
    expect(changesBetween(before, await snapshotDatabase())).toEqual([
      `AuditEntry (${audits} → ${audits + 1} rows)`,
      "ContactMessage (1 → 1 rows)",
      "ContactReply (0 → 1 rows)",
      `OutboxMail (${outbox} → ${outbox + 1} rows)`,
    ]);
    const reply = await db.contactReply.findFirstOrThrow({ where: { messageId: sent.id } });
    expect(reply).toMatchObject({ authorId: admin.user.id, body, token });
    const stored = await db.contactMessage.findUniqueOrThrow({ where: { id: sent.id } });
    expect(stored.answeredAt?.getTime()).toBe(reply.createdAt.getTime());
    const queued = await db.outboxMail.findUniqueOrThrow({ where: { key: `contact-reply:${token}` } });
    expect(queued).toMatchObject({ to: sent.email, subject: "Re: Group plans <for> Grade 11 & 12", userId: null });

    const [entry] = await listAudit({ subjectType: "contact-message", subjectId: sent.id });
    expect(entry).toMatchObject({ action: "contact.reply", actor: `${admin.user.email} (admin)` });
    expect(JSON.parse(entry.before!)).toEqual({ answered: false, replies: 0 });
    expect(JSON.parse(entry.after!)).toEqual({ answered: true, replies: 1, reply: reply.id });
    // The log can never be changed, so it keeps no address and nobody's words.
    const raw = await db.auditEntry.findFirstOrThrow({ where: { subjectId: sent.id } });
    expect(JSON.stringify(raw)).not.toContain(sent.email);
    expect(JSON.stringify(raw)).not.toContain("quote");

    // The action's own drain may have claimed it first; wait for it, then send anything left.
    await outboxIdle();
    await deliverDueMail();
    const mail = await lastMailTo(sent.email);
    expect(mail.subject).toBe("Re: Group plans <for> Grade 11 & 12");
    // The staff member's words open the e-mail: they greet the sender themselves.
    expect(mail.text.startsWith(body)).toBe(true);
    expect(mail.text).not.toContain("Thandi Nkosi");
    expect(mail.text).toContain("> Do you offer plans for a whole Grade 11 class?\n> We are 34 learners.");
    expect(mail.text).toContain("nobody reads that mailbox");
    expect(linkIn(mail).toString()).toBe("http://localhost:3000/contact");
    expect(mail.html).toContain("We will send a quote &lt;today&gt; &amp; call you.");
    expect(mail.html).toContain("Yes: a class of 34 can share a group plan.<br>");
    expect(mail.html).not.toContain("<today>");
    expect(await db.outboxMail.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({
      sentAt: expect.any(Date),
    });

    // The page shows it in the thread.
    expect((await contactThread(sent.id))?.replies).toEqual([
      { id: reply.id, author: "Ayanda Mokoena", body, createdAt: reply.createdAt.toISOString() },
    ]);
  });

  it("leaves the message waiting when 'Mark as answered' is not ticked, and a second reply keeps the thread", async () => {
    const sent = await message();
    const first = await runAction(
      replyToContactMessage,
      { messageId: sent.id, body: "We are looking into it.", token: randomUUID() },
      { cookie: admin.cookie },
    );
    expect(first.redirectTo).toBe(contactDonePath(sent.id, "replied"));
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: sent.id } })).answeredAt).toBeNull();
    await replyToContact(
      actorOf(admin),
      contactReplySchema.parse({ messageId: sent.id, body: "Here is the answer.", token: randomUUID() }),
    );
    await deliverDueMail();
    await lastMailTo(sent.email, 2);
    // Each reply is its own e-mail (they may arrive in either order: each is sent as soon as it is queued).
    const mail = await mailTo(sent.email);
    expect(mail.map((m) => m.subject)).toEqual([`Re: ${sent.subject}`, `Re: ${sent.subject}`]);
    expect(mail.map((m) => m.text.split("\n\n")[0]).sort()).toEqual(["Here is the answer.", "We are looking into it."]);
    expect((await contactThread(sent.id))?.replies.map((reply) => reply.body)).toEqual([
      "We are looking into it.",
      "Here is the answer.",
    ]);
  });

  it("is one transaction: when the e-mail cannot be queued, no reply, mark or log entry is kept", async () => {
    const sent = await message();
    const allowWrites = await refuseWrites("outbox_down", "OutboxMail", "INSERT");
    try {
      const before = await snapshotDatabase();
      await expect(
        replyToContact(
          actorOf(admin),
          contactReplySchema.parse({ messageId: sent.id, body: "Lost?", markAnswered: "on", token: randomUUID() }),
        ),
      ).rejects.toThrow();
      expect(changesBetween(before, await snapshotDatabase())).toEqual([]);
    } finally {
      await allowWrites();
    }
  });

  it("replies once however many times the same form is sent at once: one reply, one e-mail, one log entry", async () => {
    const sent = await message();
    const fields = { messageId: sent.id, body: "Yes, we do school plans.", markAnswered: "on", token: randomUUID() };
    const [audits, outbox] = [await db.auditEntry.count(), await db.outboxMail.count()];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => runAction(replyToContactMessage, fields, { cookie: admin.cookie })),
    );
    // Every press lands on the message's page as if it had sent the reply: one of them did.
    expect(answers.map((answer) => answer.redirectTo)).toEqual(
      Array(10).fill(contactDonePath(sent.id, "replied-answered")),
    );
    expect(await db.contactReply.count({ where: { messageId: sent.id } })).toBe(1);
    expect(await db.outboxMail.count()).toBe(outbox + 1);
    expect(await db.outboxMail.count({ where: { key: `contact-reply:${fields.token}` } })).toBe(1);
    expect(await db.auditEntry.count()).toBe(audits + 1);
    expect(await listAudit({ subjectType: "contact-message", subjectId: sent.id })).toHaveLength(1);

    // The same form sent again later (a resubmit, a second tab) writes nothing either.
    const before = await snapshotDatabase();
    const again = await runAction(replyToContactMessage, fields, { cookie: admin.cookie });
    expect(again.redirectTo).toBe(contactDonePath(sent.id, "replied-answered"));
    expect(changesBetween(before, await snapshotDatabase())).toEqual([]);
    await deliverDueMail();
    await lastMailTo(sent.email);
    expect(await mailTo(sent.email)).toHaveLength(1);
  });

  it("refuses a form's token used for another message, and writes nothing", async () => {
    const [first, second] = [await message(), await message()];
    const token = randomUUID();
    await runAction(
      replyToContactMessage,
      { messageId: first.id, body: "Yes, we do.", token },
      { cookie: admin.cookie },
    );
    await expectRefused(
      replyToContactMessage,
      { messageId: second.id, body: "Yes, we do.", token },
      admin.cookie,
      MESSAGES.staffAdmin.formExpired,
    );
    expect(
      await outcome(replyToContact(actorOf(admin), { messageId: second.id, body: "Hi", markAnswered: false, token })),
    ).toEqual({ ok: false, kind: "conflict", message: MESSAGES.staffAdmin.formExpired });
  });

  it("refuses a message sent before the form asked for an address, and writes nothing", async () => {
    const old = await message({ email: "" });
    const token = randomUUID();
    const state = await expectRefused(
      replyToContactMessage,
      { messageId: old.id, body: "Hello?", markAnswered: "on", token },
      admin.cookie,
      CONTACT_INBOX_MESSAGES.noAddress,
    );
    expect(state.values).toEqual({ messageId: old.id, body: "Hello?", markAnswered: "on", token });
    expect(
      await outcome(replyToContact(actorOf(admin), { messageId: old.id, body: "Hi", markAnswered: false, token })),
    ).toEqual({
      ok: false,
      kind: "conflict",
      message: CONTACT_INBOX_MESSAGES.noAddress,
    });
  });

  it("refuses a missing message as not found, and bad input with the form's errors, writing nothing", async () => {
    const sent = await message();
    const token = randomUUID();
    await expectRefused(
      replyToContactMessage,
      { messageId: "cabcdefghijklmnopqrstuvw", body: "Hello", markAnswered: "on", token },
      admin.cookie,
      CONTACT_INBOX_MESSAGES.gone,
    );
    expect(
      await outcome(
        replyToContact(actorOf(admin), {
          messageId: "cabcdefghijklmnopqrstuvw",
          body: "Hi",
          markAnswered: true,
          token,
        }),
      ),
    ).toMatchObject({ ok: false, kind: "not-found" });
    const cases: Record<string, string>[] = [
      {},
      { messageId: sent.id, token },
      { messageId: sent.id, body: "   ", token },
      { messageId: sent.id, body: "x".repeat(5001), token },
      { messageId: sent.id, body: "Hi\u0000 there", token },
      { messageId: "../../etc/passwd", body: "Hello", token },
      { messageId: sent.id, body: "Hello", markAnswered: "yes", token },
      { messageId: sent.id, body: "Hello", extra: "field", token },
      { messageId: sent.id, body: "Hello" },
      { messageId: sent.id, body: "Hello", token: "" },
      { messageId: sent.id, body: "Hello", token: "not-a-uuid-at-all-really" },
      { messageId: sent.id, body: "Hello", token: `${token}\u0000` },
    ];
    for (const fields of cases)
      await expectRefused(replyToContactMessage, fields, admin.cookie, MESSAGES.staff.invalidForm);
    for (const action of [markContactMessageAnswered, reopenContactMessage]) {
      await expectRefused(action, { messageId: "cabcdefghijklmnopqrstuvw" }, admin.cookie, CONTACT_INBOX_MESSAGES.gone);
      await expectRefused(action, { messageId: "x" }, admin.cookie, MESSAGES.staff.invalidForm);
    }
  });
});

describe("marking answered and reopening", () => {
  it("changes the mark once, logged each time; pressing it again changes and logs nothing", async () => {
    const sent = await message();
    const marked = await runAction(markContactMessageAnswered, { messageId: sent.id }, { cookie: admin.cookie });
    expect(marked.redirectTo).toBe(contactDonePath(sent.id, "answered"));
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: sent.id } })).answeredAt).not.toBeNull();
    expect(await markContactAnswered(actorOf(admin), sent.id)).toEqual({ changed: false });

    const reopened = await runAction(reopenContactMessage, { messageId: sent.id }, { cookie: admin.cookie });
    expect(reopened.redirectTo).toBe(contactDonePath(sent.id, "reopened"));
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: sent.id } })).answeredAt).toBeNull();
    expect(await reopenContact(actorOf(admin), sent.id)).toEqual({ changed: false });

    const log = await listAudit({ subjectType: "contact-message", subjectId: sent.id });
    expect(log.map((entry) => [entry.action, JSON.parse(entry.before!), JSON.parse(entry.after!)])).toEqual([
      ["contact.reopen", { answered: true, replies: 0 }, { answered: false, replies: 0 }],
      ["contact.answer", { answered: false, replies: 0 }, { answered: true, replies: 0 }],
    ]);
  });
});

describe("keeping messages", () => {
  it(`deletes a message, with its replies, once received, answered and last replied to over ${KEEP_CONTACT_MONTHS} months ago`, async () => {
    const now = new Date("2027-06-15T12:00:00Z");
    const longAgo = new Date("2026-06-01T12:00:00Z");
    const lately = new Date("2027-05-01T12:00:00Z");
    const create = (createdAt: Date, answeredAt: Date | null, replies: Date[]) =>
      db.contactMessage.create({
        data: {
          fullName: "Thandi Nkosi",
          email: `keep.${++n}@example.co.za`,
          subject: "Plans",
          message: "Do you offer school plans?",
          createdAt,
          answeredAt,
          replies: {
            create: replies.map((at) => ({
              authorId: admin.user.id,
              body: "Yes.",
              token: randomUUID(),
              createdAt: at,
            })),
          },
        },
      });
    const old = await create(longAgo, longAgo, [longAgo, longAgo]);
    const oldNeverAnswered = await create(longAgo, null, []);
    const repliedLately = await create(longAgo, longAgo, [longAgo, lately]);
    const answeredLately = await create(longAgo, lately, []);
    const recent = await create(lately, null, []);

    expect(await pruneOldContactMessages(now)).toBe(2);
    expect(
      (await db.contactMessage.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((m) => m.id),
    ).toEqual([repliedLately.id, answeredLately.id, recent.id].sort());
    // The replies went with their message; the kept thread keeps both of its, the old one too.
    expect(await db.contactReply.count({ where: { messageId: { in: [old.id, oldNeverAnswered.id] } } })).toBe(0);
    expect(await db.contactReply.count({ where: { messageId: repliedLately.id } })).toBe(2);
    // Nothing more to delete until time moves on.
    expect(await pruneOldContactMessages(now)).toBe(0);
  });
});

describe("who may use the inbox", () => {
  it("refuses members, moderators, facilitators and the signed out, and writes nothing", async () => {
    const sent = await message();
    const member = await newMember("platinum", "Kagiso");
    const moderator = await staff("moderator", "Mpho");
    const facilitator = await staff("facilitator", "Lwazi");
    const attempts: [FormAction, Record<string, string>][] = [
      [
        replyToContactMessage,
        { messageId: sent.id, body: "Not mine to send.", markAnswered: "on", token: randomUUID() },
      ],
      [markContactMessageAnswered, { messageId: sent.id }],
      [reopenContactMessage, { messageId: sent.id }],
    ];
    for (const [action, fields] of attempts) {
      for (const who of [member, moderator, facilitator])
        await expectRefused(action, fields, who.cookie, MESSAGES.staff.notStaff);
      await expectRefused(action, fields, undefined, MESSAGES.auth.notAuthenticatedPleaseLogIn);
    }
    expect(await mailTo(sent.email)).toEqual([]);
  });
});

describe("the reply's words", () => {
  it("answers under 'Re:' once, quotes the message and says how to answer", () => {
    const mail = contactReplyMail({
      to: "a@example.co.za",
      subject: "Re: Fees",
      original: "What do plans cost?",
      sentAt: new Date("2026-11-20T10:00:00Z"),
      reply: "R99 a month.\n\nThank you for asking.",
      contactUrl: "http://localhost:3000/contact",
    });
    expect(mail.subject).toBe("Re: Fees");
    expect(mail.text).toContain('On 20 November 2026 you wrote to us, under "Re: Fees":\n\n> What do plans cost?');
    expect(mail.text).toContain("R99 a month.\n\nThank you for asking.");
    expect(mail.html).toContain("<p>R99 a month.</p>\n<p>Thank you for asking.</p>");
  });
});
