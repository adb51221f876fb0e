// Every server action a form posts to, found on disk (app/**/actions.ts) and called as a form post
// calls it: junk in any field gets the form's error state, never a crash, a redirect or a write; and
// each one that needs a session, or a plan, refuses without it and writes nothing. An action added
// without an entry below fails the first test. (Route handlers have their own sweeps.)
import { MESSAGES } from "@/lib/messages";
import { SERVICES } from "@/lib/plans";
import { runAction } from "../helpers/actions";
import { changesBetween, closeSnapshots, snapshotDatabase } from "../helpers/db-snapshot";
import { sessionCookie } from "../helpers/requests";
import { actionFiles } from "../helpers/route-files";
import { newMember, newUser } from "../helpers/users";

jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);
// Actions refresh the pages they change; outside Next there is no page cache to refresh.
jest.mock("next/cache", () => ({ revalidatePath: () => {}, refresh: () => {} }));

afterAll(() => closeSnapshots());

type Access = "public" | "signed-in" | "venting" | "entrepreneurship" | "stem" | "moderator" | "facilitator" | "admin";
type Fields = Record<string, string>;
interface Fixtures {
  /** A Local arena project open for write-ups today. */
  projectId: string;
  cookie: {
    user: string;
    venting: string;
    entrepreneurship: string;
    stem: string;
    moderator: string;
    facilitator: string;
    admin: string;
  };
  email: string;
  certificateId: string;
  /** A post by another member than the venting fixture's. */
  postId: string;
  suspensionId: string;
  /** A member the admins' subscription actions act on. */
  memberId: string;
  /** A contact message admins may reply to. */
  contactMessageId: string;
  /** A pending transfer request, and an answer facilitators may write feedback on. */
  transferId: string;
  answer: { userId: string; categoryId: string; step: string };
  /** An unanswered STEM practice question of the stem fixture's. */
  attemptId: string;
  /** An open diagnostic test of the stem fixture's. */
  testId: string;
  /** A seat in a group that facilitators may take a member out of. */
  membershipId: string;
}
interface Spec {
  access: Access;
  /** Well-formed fields; with the right session they would do what the action is for. */
  example: (fx: Fixtures) => Fields;
  /** The message a signed-out call gets, when not the usual one. */
  signedOutMessage?: string;
  /** An empty form means something (every checkbox unticked). */
  emptyIsValid?: true;
}

const ACTIONS: Record<string, Spec> = {
  "(auth)/login#logIn": { access: "public", example: (fx) => ({ email: fx.email, password: "wrong-password" }) },
  "(auth)/signup#signUp": {
    access: "public",
    example: () => ({
      name: "Sweep",
      surname: "Action",
      email: `action-sweep-${Date.now()}@example.co.za`,
      password: "secret1",
      confirmPassword: "secret1",
      city: "Durban",
      cellNumber: "0721234567",
      ageConsent: "yes",
    }),
  },
  "(auth)/verify-email#confirmEmailAddress": { access: "public", example: () => ({ token: "abc.def" }) },
  "(auth)/forgot-password#askForPasswordReset": { access: "public", example: (fx) => ({ email: fx.email }) },
  "(auth)/reset-password#chooseNewPassword": {
    access: "public",
    example: () => ({ token: "abc.def", password: "secret2", confirmPassword: "secret2" }),
  },
  "(auth)/sign-in-link#askForSignInLink": { access: "public", example: (fx) => ({ email: fx.email }) },
  "(auth)/sign-in-link#signInWithLink": { access: "public", example: () => ({ token: "abc.def" }) },
  "(marketing)/contact#sendContactMessage": {
    access: "public",
    example: () => ({
      fullName: "Thandi Nkosi",
      email: "thandi@example.co.za",
      subject: "Plans",
      message: "Do you have plans for schools?",
    }),
  },
  "(dashboard)/account#deleteMyAccount": { access: "signed-in", example: () => ({ confirm: "DELETE" }) },
  "(dashboard)/account#resendVerification": { access: "signed-in", example: () => ({}) },
  "(dashboard)/account#changeMyPassword": {
    access: "signed-in",
    example: () => ({ currentPassword: "secret1", password: "secret2", confirmPassword: "secret2" }),
  },
  "(dashboard)/account#signOutEverywhere": { access: "signed-in", example: () => ({}) },
  "(dashboard)/account#endOneSession": {
    access: "signed-in",
    example: () => ({ sessionId: "abcdefghijklmnopqrstuvwxyz012345" }),
  },
  "(dashboard)/account#giveAgeConsent": { access: "signed-in", example: () => ({ ageConsent: "yes" }) },
  "(dashboard)/account#savePlanReminders": {
    access: "signed-in",
    example: () => ({ planReminders: "on" }),
    emptyIsValid: true,
  },
  "(dashboard)/checkout#applyVoucher": {
    access: "signed-in",
    example: () => ({ voucherCode: "STEPPS-AAAA-BBBB-CCCC", planId: "venting" }),
    signedOutMessage: MESSAGES.voucher.missingEmail,
  },
  "(dashboard)/entrepreneurship-education-dashboard#saveAssessmentAnswer": {
    access: "entrepreneurship",
    example: () => ({ categoryId: "local-market-research", step: "solution", answer: "A stall for airtime." }),
  },
  "(dashboard)/entrepreneurship-education-dashboard#joinGroupAction": {
    access: "entrepreneurship",
    example: () => ({ scope: "continental", groupId: "group-ubuntu-traders" }),
  },
  "(dashboard)/entrepreneurship-education-dashboard#leaveGroupAction": {
    access: "entrepreneurship",
    example: () => ({ scope: "global" }),
  },
  "(dashboard)/entrepreneurship-education-dashboard#submitWriteUpAction": {
    access: "entrepreneurship",
    example: (fx) => ({ projectId: fx.projectId, summary: "We costed every item and sold out by noon." }),
  },
  "(dashboard)/entrepreneurship-education-dashboard#addCertificate": {
    access: "entrepreneurship",
    example: () => ({ type: "nqf", scope: "national", name: "New Venture Creation", issuer: "Services SETA" }),
  },
  "(dashboard)/entrepreneurship-education-dashboard#editCertificate": {
    access: "entrepreneurship",
    example: (fx) => ({ id: fx.certificateId, type: "nqf", name: "Renamed", issuer: "Services SETA" }),
  },
  "(dashboard)/entrepreneurship-education-dashboard#removeCertificate": {
    access: "entrepreneurship",
    example: (fx) => ({ id: fx.certificateId }),
  },
  "(dashboard)/stem-subjects-dashboard#chooseGradeAction": { access: "stem", example: () => ({ grade: "11" }) },
  "(dashboard)/stem-subjects-dashboard#savePracticeSettingsAction": {
    access: "stem",
    example: () => ({ grade: "11", dailyGoal: "10", reminderHour: "18" }),
  },
  "(dashboard)/stem-subjects-dashboard#startDiagnosticAction": { access: "stem", example: () => ({ grade: "11" }) },
  "(dashboard)/stem-subjects-dashboard/tests/new#startMixedTestAction": {
    access: "stem",
    example: () => ({ grade: "10", count: "10", "topic:maths-10-equations-and-inequalities": "on" }),
  },
  "(dashboard)/stem-subjects-dashboard/tests/[testId]#answerTestQuestionAction": {
    access: "stem",
    example: (fx) => ({ testId: fx.testId, position: "1", answer: "0.5" }),
  },
  "(dashboard)/stem-subjects-dashboard/tests/[testId]#finishTestAction": {
    access: "stem",
    example: (fx) => ({ testId: fx.testId }),
  },
  "(dashboard)/stem-subjects-dashboard/practice/[topicId]#newPracticeQuestion": {
    access: "stem",
    example: () => ({ topicId: "maths-10-trigonometry" }),
  },
  "(dashboard)/stem-subjects-dashboard/practice/[topicId]#answerPracticeQuestion": {
    access: "stem",
    example: (fx) => ({ attemptId: fx.attemptId, answer: "0.5" }),
  },
  "(dashboard)/venting-room-dashboard#savePrivacy": {
    access: "venting",
    example: () => ({ anonymity: "anonymous", section: "emergency" }),
  },
  "(dashboard)/venting-room-dashboard#saveNotifications": {
    access: "venting",
    example: () => ({ activity: "on", trendingTopics: "on", communityUpdates: "on", push: "on" }),
    emptyIsValid: true,
  },
  "(dashboard)/venting-room-dashboard#markAllNotificationsRead": { access: "venting", example: () => ({}) },
  "(dashboard)/venting-room-dashboard#reportAPost": {
    access: "venting",
    example: (fx) => ({ postId: fx.postId, reason: "spam", note: "An advert." }),
  },
  "(dashboard)/venting-room-dashboard#deleteMyPost": { access: "venting", example: (fx) => ({ postId: fx.postId }) },
  "(staff)/staff/moderation#decideOnPost": {
    access: "moderator",
    example: (fx) => ({ postId: fx.postId, decision: "hide", reason: "Reported as spam three times." }),
  },
  "(staff)/staff/moderation#suspendPosting": {
    access: "moderator",
    example: (fx) => ({ postId: fx.postId, days: "7", message: "Please keep it kind.", reason: "Bullying." }),
  },
  "(staff)/staff/contact#replyToContactMessage": {
    access: "admin",
    example: (fx) => ({
      messageId: fx.contactMessageId,
      body: "Yes, we have school plans.",
      markAnswered: "on",
      token: "5f0c2a9e-8b41-4d7e-a3c6-2e9b1d7f4a08",
    }),
  },
  "(staff)/staff/contact#markContactMessageAnswered": {
    access: "admin",
    example: (fx) => ({ messageId: fx.contactMessageId }),
  },
  "(staff)/staff/contact#reopenContactMessage": {
    access: "admin",
    example: (fx) => ({ messageId: fx.contactMessageId }),
  },
  "(staff)/staff/moderation#liftPostingSuspension": {
    access: "moderator",
    example: (fx) => ({ suspensionId: fx.suspensionId, reason: "Appeal accepted." }),
  },
  "(staff)/staff/groups#removeGroupMember": {
    access: "facilitator",
    example: (fx) => ({ membershipId: fx.membershipId, reason: "Left the school." }),
  },
  "(staff)/staff/transfers#decideOnTransfer": {
    access: "facilitator",
    example: (fx) => ({ transferId: fx.transferId, decision: "refuse", note: "The agreement is not signed." }),
  },
  "(staff)/staff/members#grantAMonth": {
    access: "admin",
    example: (fx) => ({
      userId: fx.memberId,
      planId: "venting",
      reason: "Paystack was down when they paid.",
      token: "0b7e6c1a-5d2f-4e8a-9c3b-1f2e3d4c5b6a",
    }),
  },
  "(staff)/staff/members#endASubscription": {
    access: "admin",
    example: (fx) => ({ userId: fx.memberId, planId: "venting", reason: "Asked us to stop it." }),
  },
  "(staff)/staff/audit#grantARole": {
    access: "admin",
    example: (fx) => ({ email: fx.email, role: "moderator", reason: "Joins the moderation team." }),
  },
  "(staff)/staff/audit#revokeARole": {
    access: "admin",
    example: (fx) => ({ email: fx.email, role: "moderator", reason: "Left the moderation team." }),
  },
  "(staff)/staff/assessments#saveFeedback": {
    access: "facilitator",
    example: (fx) => ({ ...fx.answer, feedback: "Say who has this problem." }),
  },
};

type Action = Parameters<typeof runAction>[0];

async function discovered(): Promise<Map<string, Action>> {
  const found = new Map<string, Action>();
  for (const { file, pattern } of actionFiles()) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === "function") found.set(`${pattern}#${name}`, value as Action);
    }
  }
  return found;
}

let actions: Map<string, Action>;
let fx: Fixtures;

beforeAll(async () => {
  actions = await discovered();
  const user = await newUser("Sweep");
  const venting = await newMember("venting", "Vusi");
  const entrepreneurship = await newMember("entrepreneur", "Esi");
  const stem = await newMember("stem", "Sello");
  const { startAttempt } = await import("@/lib/stem/practice/attempts");
  const attempt = await startAttempt(stem.user.id, "maths-10-probability");
  const { startTest } = await import("@/lib/stem/practice/tests");
  const test = await startTest(stem.user.id, { kind: "diagnostic", grade: 10 });
  const { createCertificate } = await import("@/lib/entrepreneurship/certificates");
  const certificate = await createCertificate(entrepreneurship.user.id, {
    type: "nqf",
    scope: "national",
    name: "New Venture Creation",
    issuer: "Services SETA",
  });
  const poster = await newMember("venting", "Palesa");
  const { createPost } = await import("@/lib/venting/posts");
  const post = await createPost({ userId: poster.user.id, topicId: "emergency", text: "A long day." });
  const moderator = await newMember(null, "Mpho");
  const { db } = await import("@/lib/db/client");
  await db.staffRole.create({ data: { userId: moderator.user.id, role: "moderator" } });
  const admin = await newMember(null, "Ayanda");
  await db.staffRole.create({ data: { userId: admin.user.id, role: "admin" } });
  const contactMessage = await db.contactMessage.create({
    data: { fullName: "Thandi", email: "thandi@example.co.za", subject: "Plans", message: "School plans?" },
  });
  const suspension = await db.postingSuspension.create({
    data: { userId: poster.user.id, endsAt: new Date(Date.now() + 86_400_000), message: "A pause." },
  });
  const facilitator = await newMember(null, "Thuli");
  await db.staffRole.create({ data: { userId: facilitator.user.id, role: "facilitator" } });
  const { createTransfer } = await import("@/lib/entrepreneurship/transfers");
  const { fixtures } = await import("../fixtures/media");
  const { openProject, transferFieldsFor } = await import("../helpers/groups");
  const transfer = await createTransfer(
    entrepreneurship.user.id,
    await transferFieldsFor(entrepreneurship.user.id, { memberName: "Esi" }),
    fixtures.pdf(),
  );
  const project = await openProject("local");
  const { saveAnswer } = await import("@/lib/entrepreneurship/assessments");
  const category = await db.assessmentCategory.findFirstOrThrow({ where: { scope: "local" }, select: { id: true } });
  const answer = { userId: entrepreneurship.user.id, categoryId: category.id, step: "solution" } as const;
  await saveAnswer(answer.userId, { ...answer, answer: "A stall selling airtime at the taxi rank." });
  fx = {
    cookie: {
      user: await sessionCookie(user.user),
      venting: venting.cookie,
      entrepreneurship: entrepreneurship.cookie,
      stem: stem.cookie,
      moderator: moderator.cookie,
      admin: admin.cookie,
      facilitator: facilitator.cookie,
    },
    email: user.user.email,
    certificateId: certificate.id,
    postId: post.id,
    suspensionId: suspension.id,
    memberId: venting.user.id,
    contactMessageId: contactMessage.id,
    transferId: transfer.id,
    answer,
    attemptId: attempt.attemptId,
    testId: test.testId,
    projectId: project.id,
    membershipId: (await db.groupMembership.findFirstOrThrow({ where: { userId: entrepreneurship.user.id } })).id,
  };
});

it("every server action in app/ is in this sweep, and nothing here is missing from app/", () => {
  expect([...actions.keys()].sort()).toEqual(Object.keys(ACTIONS).sort());
});

const LONG = "x".repeat(100_000);
const cookieFor = (access: Access) =>
  access === "public" ? undefined : fx.cookie[access === "signed-in" ? "user" : access];

/** A form whose fields throw when read: an action that refuses its caller first never reads them. */
class UnreadableForm extends FormData {
  entries(): FormDataIterator<[string, FormDataEntryValue]> {
    throw new Error("The form was read before the caller was refused.");
  }
}

/** Calls an action and checks it refused with a message, did not redirect, and wrote nothing. */
async function expectRefused(
  key: string,
  fields: Fields,
  cookie: string | undefined,
  message?: string,
  what = "",
  body?: unknown,
) {
  const before = await snapshotDatabase();
  const answer = await runAction(actions.get(key)!, fields, { cookie, address: "203.0.113.250", body });
  expect({ what, redirectTo: answer.redirectTo, status: answer.state?.status }).toEqual({
    what,
    redirectTo: undefined,
    status: "error",
  });
  expect(answer.state?.message).toEqual(message ?? expect.stringMatching(/\S/));
  expect(changesBetween(before, await snapshotDatabase())).toEqual([]);
}

describe.each(Object.entries(ACTIONS))("%s", (key, spec) => {
  const junk = (): [string, Fields][] => {
    const example = spec.example(fx);
    const names = Object.keys(example);
    return [
      ...(names.length && !spec.emptyIsValid ? ([["an empty form", {}]] as [string, Fields][]) : []),
      ...names.map((name): [string, Fields] => [`${name} of 100,000 characters`, { ...example, [name]: LONG }]),
      ...names.map((name): [string, Fields] => [
        `${name} with a NUL`,
        { ...example, [name]: `${example[name]}\u0000` },
      ]),
    ];
  };

  it("answers junk in any field with the form's error, and writes nothing", async () => {
    for (const [what, fields] of junk()) await expectRefused(key, fields, cookieFor(spec.access), undefined, what);
  });

  it("refuses to be called with anything but a form (what Next decodes from a junk body), and writes nothing", async () => {
    // An argument list posted as text/plain with a Next-Action header reaches the action as it decodes.
    for (const body of [null, "x", 7, [], { status: "idle" }])
      await expectRefused(key, {}, cookieFor(spec.access), MESSAGES.request.notAForm, JSON.stringify(body), body);
  });

  if (spec.access !== "public") {
    it("refuses a signed-out post before reading the form, and writes nothing", async () => {
      const message = spec.signedOutMessage ?? MESSAGES.auth.notAuthenticatedPleaseLogIn;
      await expectRefused(key, spec.example(fx), undefined, message);
      await expectRefused(key, {}, undefined, message, "a form that must not be read", new UnreadableForm());
    });
  }

  if (spec.access === "moderator") {
    it("refuses members who are not moderators and writes nothing", async () => {
      for (const cookie of [fx.cookie.venting, fx.cookie.entrepreneurship, fx.cookie.user])
        await expectRefused(key, spec.example(fx), cookie, MESSAGES.staff.notStaff);
      await expectRefused(key, {}, fx.cookie.user, MESSAGES.staff.notStaff, "unread", new UnreadableForm());
    });
  }

  if (spec.access === "facilitator") {
    it("refuses members and moderators, who are not facilitators, and writes nothing", async () => {
      for (const cookie of [fx.cookie.venting, fx.cookie.entrepreneurship, fx.cookie.user, fx.cookie.moderator])
        await expectRefused(key, spec.example(fx), cookie, MESSAGES.staff.notStaff);
      await expectRefused(key, {}, fx.cookie.user, MESSAGES.staff.notStaff, "unread", new UnreadableForm());
    });
  }

  if (spec.access === "admin") {
    it("refuses members and staff who are not admins, and writes nothing", async () => {
      for (const cookie of [fx.cookie.moderator, fx.cookie.venting, fx.cookie.user])
        await expectRefused(key, spec.example(fx), cookie, MESSAGES.staff.notStaff);
      await expectRefused(key, {}, fx.cookie.user, MESSAGES.staff.notStaff, "unread", new UnreadableForm());
    });
  }

  const planned =
    spec.access === "venting" || spec.access === "entrepreneurship" || spec.access === "stem" ? spec.access : null;
  if (planned) {
    it("refuses a member whose plan lacks the service and writes nothing", async () => {
      const other = planned === "venting" ? fx.cookie.entrepreneurship : fx.cookie.venting;
      const service = SERVICES[planned].name;
      await expectRefused(key, spec.example(fx), other, MESSAGES.access.planExcludes(service));
    });
  }
});
