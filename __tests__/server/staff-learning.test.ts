// The facilitators' screens, through the real server actions, route handler and SQLite: transfer
// decisions (exactly once under concurrency, audited, e-mailed over real SMTP) and feedback on
// assessment answers, and what the learner then sees on their dashboard and in their data.
import { saveFeedback } from "@/app/(staff)/staff/assessments/actions";
import AssessmentsConsolePage from "@/app/(staff)/staff/assessments/page";
import { decideOnTransfer } from "@/app/(staff)/staff/transfers/actions";
import TransfersPage from "@/app/(staff)/staff/transfers/page";
import { GET as staffAgreement } from "@/app/api/staff/transfers/[transferId]/agreement/route";
import { db } from "@/lib/db/client";
import { answersForFacilitators, giveFeedback } from "@/lib/entrepreneurship/assessment-feedback";
import { listAssessments, saveAnswer } from "@/lib/entrepreneurship/assessments";
import { groupsOverview } from "@/lib/entrepreneurship/groups";
import { decideTransfer, transferQueue } from "@/lib/entrepreneurship/transfer-decisions";
import { createTransfer, listTransfers } from "@/lib/entrepreneurship/transfers";
import { isDomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { deliverDueMail, outboxIdle } from "@/lib/outbox";
import { deleteOwnAccount } from "@/lib/personal-data/delete";
import { exportPersonalData } from "@/lib/personal-data/export";
import { fixtures } from "../fixtures/media";
import { runAction } from "../helpers/actions";
import { changesBetween, closeSnapshots, snapshotDatabase } from "../helpers/db-snapshot";
import { transferFieldsFor } from "../helpers/groups";
import { mailTo, type ReceivedMail } from "../helpers/mailbox";
import { inRequestScope } from "../helpers/next-headers";
import { getRequest } from "../helpers/requests";
import { newMember } from "../helpers/users";

jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);
jest.mock("next/cache", () => ({ revalidatePath: () => {}, refresh: () => {} }));
// As next.config.mjs's experimental.authInterrupts does for the app: forbidden() answers 403.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";

afterAll(() => closeSnapshots());

type Member = Awaited<ReturnType<typeof newMember>>;
const F = MESSAGES.facilitator;
const DAY = 86_400_000;
const nextWeek = () => new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);

async function staff(role: "facilitator" | "moderator" | "admin", name: string): Promise<Member> {
  const member = await newMember(null, name);
  await db.staffRole.create({ data: { userId: member.user.id, role } });
  return member;
}

let groups: { id: string; name: string }[];
beforeAll(async () => {
  groups = await db.learnerGroup.findMany({ orderBy: { position: "asc" }, take: 2, select: { id: true, name: true } });
});

/** A request by `learner` to move a new member of their group (named `memberName` Mokoena) to the next group. */
async function transferOf(learner: Member, memberName = "Naledi") {
  const fields = await transferFieldsFor(learner.user.id, { memberName });
  return createTransfer(learner.user.id, { ...fields, transferDate: nextWeek() }, fixtures.pdf());
}

const decide = (who: Member | undefined, fields: Record<string, string>) =>
  runAction(decideOnTransfer, fields, { cookie: who?.cookie });
const feedbackOn = (who: Member | undefined, fields: Record<string, string>) =>
  runAction(saveFeedback, fields, { cookie: who?.cookie });

/** Sends the queued mail, then the message to `email` with `subject`. */
async function deliveredTo(email: string, subject: string): Promise<ReceivedMail> {
  await deliverDueMail();
  for (const started = Date.now(); Date.now() - started < 5_000;) {
    const found = (await mailTo(email)).find((mail) => mail.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No "${subject}" to ${email}`);
}

/** Calls `fn` and checks it was refused with `message` and wrote nothing at all. */
async function expectRefused(
  fn: () => ReturnType<typeof runAction>,
  message: string,
  fieldErrors?: Record<string, string>,
) {
  const before = await snapshotDatabase();
  const answer = await fn();
  expect(answer.redirectTo).toBeUndefined();
  expect(answer.state).toMatchObject({ status: "error", message, ...(fieldErrors ? { fieldErrors } : {}) });
  expect(changesBetween(before, await snapshotDatabase())).toEqual([]);
}

describe("transfer decisions", () => {
  it("approve with a note: the learner sees it, the audit log keeps it, and the learner is e-mailed", async () => {
    const learner = await newMember("entrepreneur", "Naledi");
    const facilitator = await staff("facilitator", "Thuli");
    const transfer = await transferOf(learner);
    expect((await transferQueue(facilitator.user.id)).pending.map((t) => t.id)).toContain(transfer.id);

    const answer = await decide(facilitator, {
      transferId: transfer.id,
      decision: "approve",
      note: "Welcome to the new group: meet them on Tuesday.",
    });
    expect(answer.redirectTo).toBe("/staff/transfers?done=approved#transfers-status");
    // The decision sends its e-mail at once (deliverSoon), not at the scheduler's next round.
    await outboxIdle();
    expect(await db.outboxMail.findUniqueOrThrow({ where: { key: `transfer-decision:${transfer.id}` } })).toMatchObject(
      {
        sentAt: expect.any(Date),
      },
    );

    // The learner's membership dashboard.
    const [mine] = (await groupsOverview(learner.user.id, "local")).transfers;
    expect(mine).toMatchObject({
      id: transfer.id,
      status: "approved",
      decisionNote: "Welcome to the new group: meet them on Tuesday.",
      decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await db.memberTransfer.findUniqueOrThrow({ where: { id: transfer.id } })).toMatchObject({
      decidedById: facilitator.user.id,
    });

    // The console: out of the queue, in the decisions, with who decided.
    const queue = await transferQueue(facilitator.user.id);
    expect(queue.pending.some((t) => t.id === transfer.id)).toBe(false);
    expect(queue.decided.find((t) => t.id === transfer.id)).toMatchObject({
      status: "approved",
      learner: "Naledi Mokoena",
      // The member by their full name, for checking against the agreement (the learner sees "Naledi M.").
      memberName: "Naledi Mokoena",
      decidedBy: facilitator.user.email,
      agreement: { url: `/api/staff/transfers/${transfer.id}/agreement` },
    });

    const [entry] = await db.auditEntry.findMany({ where: { subjectId: transfer.id } });
    expect(entry).toMatchObject({
      action: "transfer.approve",
      actorId: facilitator.user.id,
      actor: "facilitator",
      subjectType: "member-transfer",
      reason: "Welcome to the new group: meet them on Tuesday.",
    });
    expect(JSON.parse(entry.before!)).toMatchObject({ status: "pending", learner: learner.user.id });
    expect(JSON.parse(entry.after!)).toMatchObject({
      status: "approved",
      decisionNote: "Welcome to the new group: meet them on Tuesday.",
    });

    // The e-mail, queued in the same transaction, goes over real SMTP.
    expect(await db.outboxMail.count({ where: { key: `transfer-decision:${transfer.id}` } })).toBe(1);
    const mail = await deliveredTo(learner.user.email, "Your group transfer is approved");
    expect(mail.text).toContain(
      `A facilitator has approved your request to move Naledi M. from ${groups[0].name} to ${groups[1].name}`,
    );
    expect(mail.text).toContain("Their note: Welcome to the new group: meet them on Tuesday.");
    expect(mail.text).toContain(
      "http://localhost:3000/entrepreneurship-education-dashboard?scope=local&tab=groups&section=transfer",
    );

    // Deciding again is a conflict, and changes nothing.
    await expectRefused(
      () => decide(facilitator, { transferId: transfer.id, decision: "refuse", note: "Changed my mind." }),
      F.alreadyDecided("approved"),
    );
  });

  it("approves without a note; refusing needs one, and the refusal's note reaches the learner", async () => {
    const learner = await newMember("entrepreneur", "Sizwe");
    const facilitator = await staff("facilitator", "Lebo");
    const first = await transferOf(learner, "Sizwe");
    const second = await transferOf(learner, "Ayanda");

    expect((await decide(facilitator, { transferId: first.id, decision: "approve", note: "" })).redirectTo).toContain(
      "done=approved",
    );
    expect(await db.memberTransfer.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: "approved",
      decisionNote: null,
    });

    await expectRefused(
      () => decide(facilitator, { transferId: second.id, decision: "refuse" }),
      MESSAGES.staff.invalidForm,
      { note: F.noteRequired },
    );
    await expectRefused(
      () => decide(facilitator, { transferId: second.id, decision: "refuse", note: "   " }),
      MESSAGES.staff.invalidForm,
      { note: F.noteRequired },
    );
    const refused = await decide(facilitator, {
      transferId: second.id,
      decision: "refuse",
      note: "The agreement is not signed by the group leaders.",
    });
    expect(refused.redirectTo).toBe("/staff/transfers?done=refused#transfers-status");
    const mine = await listTransfers(learner.user.id);
    expect(mine.find((t) => t.id === second.id)).toMatchObject({
      status: "refused",
      decisionNote: "The agreement is not signed by the group leaders.",
    });
    expect((await db.auditEntry.findFirstOrThrow({ where: { subjectId: second.id } })).action).toBe("transfer.refuse");
    const mail = await deliveredTo(learner.user.email, "Your group transfer request was not approved");
    expect(mail.text).toContain("Their note: The agreement is not signed by the group leaders.");
    // The approval without a note says nothing about a note.
    expect((await deliveredTo(learner.user.email, "Your group transfer is approved")).text).not.toContain("Their note");
  });

  it("refuses bad input and unknown requests, writing nothing", async () => {
    const learner = await newMember("entrepreneur", "Bad");
    const facilitator = await staff("facilitator", "Input");
    const { id } = await transferOf(learner);
    const cases: [Record<string, string>, Record<string, string> | undefined, string?][] = [
      [{}, undefined],
      [{ transferId: id, decision: "maybe", note: "Hmm." }, { decision: F.decision }],
      [{ transferId: id, decision: "approve", note: "x".repeat(1001) }, { note: F.noteTooLong }],
      [{ transferId: id, decision: "refuse", note: "Signed by \u202Eredael" }, undefined],
      [{ transferId: id, decision: "approve", note: "A NUL\u0000" }, undefined],
      [{ transferId: "../../etc/passwd", decision: "approve" }, { transferId: F.transferGone }],
      [{ transferId: id, decision: "approve", extra: "field" }, undefined],
    ];
    for (const [fields, fieldErrors] of cases)
      await expectRefused(() => decide(facilitator, fields), MESSAGES.staff.invalidForm, fieldErrors);
    // Well-formed, but no such request: not-found, nothing written.
    await expectRefused(
      () => decide(facilitator, { transferId: "clxxxxxxxxxxxxxxxxxxxxxxx", decision: "approve" }),
      F.transferGone,
    );
    await expect(
      decideTransfer({ id: facilitator.user.id, label: "facilitator" }, { transferId: "nope", decision: "approve" }),
    ).rejects.toMatchObject({ kind: "not-found" });
    expect((await db.memberTransfer.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
  });

  it("refuses a decision by the facilitator who asked for the move or who is moved, and keeps such requests out of their queue", async () => {
    // A facilitator who is also a learner asks to move a member of their group...
    const asker = await staff("facilitator", "Asker");
    const asked = await transferOf(asker);
    // ...and another facilitator is the member a request moves.
    const learner = await newMember("entrepreneur", "Mover");
    const fields = await transferFieldsFor(learner.user.id, { memberName: "Moved" });
    const moved = await db.groupMembership.findUniqueOrThrow({ where: { id: fields.memberId } });
    const movedFacilitator = await staff("facilitator", "Moved");
    await db.groupMembership.update({ where: { id: moved.id }, data: { userId: movedFacilitator.user.id } });
    const moving = await createTransfer(learner.user.id, { ...fields, transferDate: nextWeek() }, fixtures.pdf());

    for (const [who, id] of [
      [asker, asked.id],
      [movedFacilitator, moving.id],
    ] as const) {
      expect((await transferQueue(who.user.id)).pending.map((t) => t.id)).not.toContain(id);
      for (const decision of ["approve", "refuse"])
        await expectRefused(() => decide(who, { transferId: id, decision, note: "Fine by me." }), F.ownTransfer);
      expect((await db.memberTransfer.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
    }
    // Any other facilitator sees both, and may decide them.
    const other = await staff("facilitator", "Other");
    expect((await transferQueue(other.user.id)).pending.map((t) => t.id)).toEqual(
      expect.arrayContaining([asked.id, moving.id]),
    );
    expect((await decide(other, { transferId: asked.id, decision: "approve" })).redirectTo).toMatch(/done=approved/);
  });

  it("gives exactly one decision when many facilitators decide at once", async () => {
    const learner = await newMember("entrepreneur", "Race");
    const facilitators = await Promise.all([1, 2, 3, 4].map((n) => staff("facilitator", `Racer${n}`)));
    const { id } = await transferOf(learner);
    const attempts = Array.from({ length: 24 }, (_, i) => {
      const who = facilitators[i % facilitators.length];
      return decideTransfer(
        { id: who.user.id, label: "facilitator" },
        i % 2
          ? { transferId: id, decision: "refuse", note: `Refused by attempt ${i}.` }
          : { transferId: id, decision: "approve" },
      );
    });
    const results = await Promise.allSettled(attempts);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(23);
    expect(lost.every((error) => isDomainError(error, "conflict"))).toBe(true);

    const row = await db.memberTransfer.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe((won[0] as PromiseFulfilledResult<{ status: string }>).value.status);
    expect(await db.auditEntry.count({ where: { subjectId: id } })).toBe(1);
    expect(await db.outboxMail.count({ where: { key: `transfer-decision:${id}` } })).toBe(1);

    // Through the form too: ten submissions at once, one decision, nine told it was already made.
    const other = await transferOf(learner, "Second");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        decide(facilitators[i % facilitators.length], { transferId: other.id, decision: "approve" }),
      ),
    );
    expect(answers.filter((a) => a.redirectTo).length).toBe(1);
    expect(answers.filter((a) => a.state?.message === F.alreadyDecided("approved")).length).toBe(9);
    expect(await db.auditEntry.count({ where: { subjectId: other.id } })).toBe(1);
  });
});

describe("the staff agreement route", () => {
  const get = (id: string, who?: Member) =>
    staffAgreement(getRequest(`/api/staff/transfers/${id}/agreement`, who ? { cookie: who.cookie } : {}), {
      params: Promise.resolve({ transferId: id }),
    });

  it("answers 401 signed out, 403 to members and moderators, the file to facilitators and admins", async () => {
    const learner = await newMember("entrepreneur", "Owner");
    const { id } = await transferOf(learner);
    const signedOut = await get(id);
    expect({ status: signedOut.status, body: await signedOut.json() }).toEqual({
      status: 401,
      body: { error: MESSAGES.auth.notAuthenticated },
    });
    // Even the learner who filed it: they have their own route.
    for (const who of [learner, await newMember("platinum", "Member"), await staff("moderator", "Mod")]) {
      const refused = await get(id, who);
      expect({ status: refused.status, body: await refused.json() }).toEqual({
        status: 403,
        body: { error: MESSAGES.staff.notStaff },
      });
    }
    for (const who of [await staff("facilitator", "Reader"), await staff("admin", "Admin")]) {
      const file = await get(id, who);
      expect({
        status: file.status,
        type: file.headers.get("content-type"),
        disposition: file.headers.get("content-disposition"),
        cache: file.headers.get("cache-control"),
      }).toEqual({
        status: 200,
        type: "application/pdf",
        disposition: expect.stringMatching(/^attachment; filename="transfer-agreement\.pdf"/),
        cache: "private, max-age=3600",
      });
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const facilitator = await staff("facilitator", "Missing");
    expect((await get("clxxxxxxxxxxxxxxxxxxxxxxx", facilitator)).status).toBe(404);
    expect((await get("../x", facilitator)).status).toBe(404);
  });
});

describe("feedback on assessment answers", () => {
  it("is saved, replaced and audited; the learner sees it beside the answer and whether they changed it since", async () => {
    const learner = await newMember("entrepreneur", "Lwazi");
    const facilitator = await staff("facilitator", "Nomsa");
    const category = await db.assessmentCategory.findFirstOrThrow({
      where: { scope: "local" },
      orderBy: { position: "asc" },
    });
    const t0 = new Date(Date.now() - 60_000);
    await saveAnswer(
      learner.user.id,
      { categoryId: category.id, step: "solution", answer: "A mobile fridge for spaza owners, rented by the week." },
      t0,
    );
    const fields = { userId: learner.user.id, categoryId: category.id, step: "solution" };

    const saved = await feedbackOn(facilitator, { ...fields, feedback: "Good: now say what a week's rent would be." });
    expect(saved.state).toEqual({ status: "success", message: F.feedbackSaved });
    const step = () =>
      listAssessments(learner.user.id, "local").then((categories) =>
        categories.find((c) => c.id === category.id)!.steps.find((s) => s.id === "solution")!,
      );
    expect((await step()).submission).toMatchObject({
      answer: "A mobile fridge for spaza owners, rented by the week.",
      feedback: { text: "Good: now say what a week's rent would be.", answerChangedSince: false },
    });

    // Writing again replaces it: one feedback row, two audit entries, the second with the first as before.
    await feedbackOn(facilitator, { ...fields, feedback: "Good. Add the price of a week's rent." });
    expect(await db.assessmentFeedback.count({ where: { userId: learner.user.id } })).toBe(1);
    const log = await db.auditEntry.findMany({
      where: { subjectId: `${learner.user.id}:${category.id}:solution` },
      orderBy: { at: "asc" },
    });
    expect(log.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["assessment.feedback", facilitator.user.id],
      ["assessment.feedback", facilitator.user.id],
    ]);
    expect(JSON.parse(log[0].before!)).toBeNull();
    expect(JSON.parse(log[1].before!)).toMatchObject({ feedback: "Good: now say what a week's rent would be." });
    expect(JSON.parse(log[1].after!)).toMatchObject({ feedback: "Good. Add the price of a week's rent." });
    // The learner's answer itself is not in the log.
    expect(log.some((entry) => `${entry.before}${entry.after}`.includes("mobile fridge"))).toBe(false);

    // The learner changes the answer: both sides see that the feedback is about an earlier version.
    await saveAnswer(learner.user.id, {
      categoryId: category.id,
      step: "solution",
      answer: "A mobile fridge for spaza owners, R150 a week.",
    });
    expect((await step()).submission?.feedback).toMatchObject({
      text: "Good. Add the price of a week's rent.",
      answerChangedSince: true,
    });
    const { answers } = await answersForFacilitators({ scope: "local", categoryId: category.id });
    expect(answers.find((a) => a.userId === learner.user.id)).toMatchObject({
      learner: "Lwazi Mokoena",
      arena: "Local",
      category: category.title,
      step: "solution",
      stepLabel: "Solution",
      answer: "A mobile fridge for spaza owners, R150 a week.",
      feedback: { answerChangedSince: true, by: facilitator.user.email },
    });
  });

  it("lists answers by arena and category, the most recently saved first", async () => {
    const [a, b] = [await newMember("entrepreneur", "Filter"), await newMember("entrepreneur", "Order")];
    const local = await db.assessmentCategory.findFirstOrThrow({ where: { scope: "local" } });
    const global = await db.assessmentCategory.findFirstOrThrow({ where: { scope: "global" } });
    const now = Date.now();
    await saveAnswer(
      a.user.id,
      { categoryId: local.id, step: "trending-news", answer: "Older local answer." },
      new Date(now + 1000),
    );
    await saveAnswer(
      b.user.id,
      { categoryId: local.id, step: "trending-news", answer: "Newer local answer." },
      new Date(now + 2000),
    );
    await saveAnswer(
      a.user.id,
      { categoryId: global.id, step: "solution", answer: "A global answer here." },
      new Date(now + 3000),
    );

    const texts = async (filter: Parameters<typeof answersForFacilitators>[0]) =>
      (await answersForFacilitators(filter)).answers
        .filter((x) => x.userId === a.user.id || x.userId === b.user.id)
        .map((x) => x.answer);
    expect(await texts({})).toEqual(["A global answer here.", "Newer local answer.", "Older local answer."]);
    expect(await texts({ scope: "local" })).toEqual(["Newer local answer.", "Older local answer."]);
    expect(await texts({ scope: "global", categoryId: global.id })).toEqual(["A global answer here."]);
    expect(await texts({ scope: "national" })).toEqual([]);
    expect((await answersForFacilitators({ categoryId: local.id })).answers[0].feedback).toBeNull();
  });

  it("refuses bad input, unknown answers and anyone but facilitators, writing nothing", async () => {
    const learner = await newMember("entrepreneur", "Guarded");
    const facilitator = await staff("facilitator", "Zodwa");
    const category = await db.assessmentCategory.findFirstOrThrow({ where: { scope: "national" } });
    await saveAnswer(learner.user.id, {
      categoryId: category.id,
      step: "trending-news",
      answer: "Fuel prices rose again.",
    });
    const fields = { userId: learner.user.id, categoryId: category.id, step: "trending-news", feedback: "Which fuel?" };

    const invalid: [Record<string, string>, Record<string, string>?][] = [
      [{ ...fields, feedback: "" }, { feedback: F.feedbackRequired }],
      [{ ...fields, feedback: "  \n " }, { feedback: F.feedbackRequired }],
      [{ ...fields, feedback: "x".repeat(2001) }, { feedback: F.feedbackTooLong }],
      [{ ...fields, feedback: "Hidden \u202Ewords" }],
      [{ ...fields, feedback: "A NUL \u0000" }],
      [{ ...fields, step: "conclusion" }, { step: F.answerGone }],
      [{ ...fields, userId: "" }],
      [{ ...fields, extra: "x" }],
    ];
    for (const [bad, fieldErrors] of invalid)
      await expectRefused(() => feedbackOn(facilitator, bad), MESSAGES.staff.invalidForm, fieldErrors);
    // Well-formed, but there is no such answer.
    await expectRefused(() => feedbackOn(facilitator, { ...fields, step: "solution" }), F.answerGone);
    await expectRefused(
      () => feedbackOn(facilitator, { ...fields, userId: "clxxxxxxxxxxxxxxxxxxxxxxx" }),
      F.answerGone,
    );

    // Signed out, a member (even the learner), a moderator: refused, nothing written.
    await expectRefused(() => feedbackOn(undefined, fields), MESSAGES.auth.notAuthenticatedPleaseLogIn);
    for (const who of [learner, await newMember("platinum", "Plat"), await staff("moderator", "Mpho")]) {
      await expectRefused(() => feedbackOn(who, fields), MESSAGES.staff.notStaff);
      const transfer = await transferOf(learner);
      await expectRefused(() => decide(who, { transferId: transfer.id, decision: "approve" }), MESSAGES.staff.notStaff);
    }
    // An admin may.
    expect((await feedbackOn(await staff("admin", "Boss"), fields)).state?.status).toBe("success");
  });
});

describe("the console's pages", () => {
  const render = (
    page: (props: { searchParams: Promise<Record<string, string>> }) => Promise<unknown>,
    who: Member,
    query = {},
  ) =>
    inRequestScope(getRequest("/staff", { cookie: who.cookie }), () => page({ searchParams: Promise.resolve(query) }));

  it("open for facilitators and admins, and answer 403 to members and moderators", async () => {
    for (const page of [TransfersPage, AssessmentsConsolePage]) {
      for (const who of [await newMember("entrepreneur", "Learner"), await staff("moderator", "Moder")])
        await expect(render(page, who)).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;403" });
      for (const who of [await staff("facilitator", "Page"), await staff("admin", "Pages")])
        await expect(render(page, who, { scope: "mars", category: "<x>", done: "approved" })).resolves.toBeTruthy();
    }
  });
});

describe("the learner's personal data", () => {
  it("holds the feedback and the decision; deleting the account removes the feedback", async () => {
    const learner = await newMember("entrepreneur", "Private");
    const facilitator = await staff("facilitator", "Keeper");
    const category = await db.assessmentCategory.findFirstOrThrow({ where: { scope: "continental" } });
    await saveAnswer(learner.user.id, {
      categoryId: category.id,
      step: "problem-identification",
      answer: "Border queues spoil fresh produce.",
    });
    const actor = { id: facilitator.user.id, label: "facilitator" };
    await giveFeedback(actor, {
      userId: learner.user.id,
      categoryId: category.id,
      step: "problem-identification",
      feedback: "Which border post?",
    });
    const transfer = await transferOf(learner);
    await decideTransfer(actor, {
      transferId: transfer.id,
      decision: "refuse",
      note: "Please attach the signed page.",
    });

    const data = await exportPersonalData(learner.user.id);
    expect(data.assessmentAnswers).toEqual([
      expect.objectContaining({
        answer: "Border queues spoil fresh produce.",
        facilitatorFeedback: expect.objectContaining({ feedback: "Which border post?" }),
      }),
    ]);
    expect(data.memberTransfers).toEqual([
      expect.objectContaining({ status: "refused", decisionNote: "Please attach the signed page." }),
    ]);
    // Who wrote or decided is staff's information.
    expect(JSON.stringify(data)).not.toContain(facilitator.user.id);

    await deleteOwnAccount(learner.user, "DELETE");
    expect(await db.assessmentFeedback.count({ where: { userId: learner.user.id } })).toBe(0);
    expect(await db.memberTransfer.count({ where: { userId: learner.user.id } })).toBe(0);
    // The audit entries stay (append-only), naming the account only by its id.
    expect(await db.auditEntry.count({ where: { subjectId: transfer.id } })).toBe(1);
  });
});
