// POPIA rights through the real route handlers and a real SQLite database: "Download my data"
// (GET /api/account/data) and "Delete my account" (DELETE /api/account).
import fs from "node:fs";
import path from "node:path";
import { Prisma } from "@prisma/client";
import { GET as dataRoute } from "@/app/api/account/data/route";
import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { POST as transferPost } from "@/app/api/dashboard/entrepreneurship/transfers/route";
import { POST as signup } from "@/app/api/signup/route";
import { GET as userStatus } from "@/app/api/user/status/route";
import { GET as ventingNotifications } from "@/app/api/venting-room/notifications/route";
import { PUT as likePost } from "@/app/api/venting-room/posts/[postId]/like/route";
import { PUT as likeTrending } from "@/app/api/venting-room/trending-news/[itemId]/like/route";
import { POST as upload } from "@/app/api/venting-room/upload-post/route";
import { newClientToken, rememberClient } from "@/lib/accounts/known-clients";
import { requestPasswordReset } from "@/lib/accounts/password-changes";
import { needsSignIn } from "@/lib/auth/access-rules";
import { getRequestUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { giveFeedback } from "@/lib/entrepreneurship/assessment-feedback";
import { saveAnswer } from "@/lib/entrepreneurship/assessments";
import { createCertificate } from "@/lib/entrepreneurship/certificates";
import { submitWriteUp } from "@/lib/entrepreneurship/projects";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { suspendPoster } from "@/lib/moderation/decisions";
import { queueMail } from "@/lib/outbox";
import { confirmPayment } from "@/lib/payments";
import { deleteOwnAccount } from "@/lib/personal-data/delete";
import { PERSONAL_DATA_MODELS, PERSONAL_DATA_SECTIONS, type PersonalDataModel } from "@/lib/personal-data/sections";
import { forgetRateLimitsOf, hitRateLimit, rateLimitKey, rateLimitsOf } from "@/lib/rate-limit";
import { getStorage } from "@/lib/uploads/storage";
import { setPostLike } from "@/lib/venting/likes";
import { createPost } from "@/lib/venting/posts";
import { reportPost } from "@/lib/venting/reports";
import { savePrivacySettings } from "@/lib/venting/settings";
import { vouchersRemaining } from "@/lib/vouchers/issue";
import { redeemVoucher } from "@/lib/vouchers/redeem";
import { fixtures } from "../fixtures/media";
import { refuseWrites } from "../helpers/failing-writes";
import { openProject, placeInGroup } from "../helpers/groups";
import { outcome } from "../helpers/outcome";
import { APP_ORIGIN, getRequest, jsonRequest, noContext, sessionCookie } from "../helpers/requests";
import { multipartRequest, storedFiles, uploadRequest } from "../helpers/uploads";
import { newMember, newUser } from "../helpers/users";

type Member = Awaited<ReturnType<typeof newMember>>;
const uploadDir = process.env.UPLOAD_DIR!;
const onDisk = (key: string) => fs.existsSync(path.join(uploadDir, ...key.split("/")));
const ACCESS_TOKEN = "eyJ-microsoft-access-token-never-exported";
const REFRESH_TOKEN = "microsoft-refresh-token-never-exported";

const download = (cookie?: string) => dataRoute(getRequest("/api/account/data", cookie ? { cookie } : {}), noContext);
const remove = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  deleteAccountRoute(
    jsonRequest("/api/account", body, { method: "DELETE", headers: { ...(cookie ? { cookie } : {}), ...headers } }),
    noContext,
  );

/** The rows a model holds for a user (the user row itself for User). */
function rowsOf(model: PersonalDataModel, userId: string): Promise<number> {
  const delegate = (db as unknown as Record<string, { count(args: object): Promise<number> }>)[
    model[0].toLowerCase() + model.slice(1)
  ];
  return delegate.count({ where: model === "User" ? { id: userId } : { userId } });
}

async function rowsByModel(userId: string) {
  const counts: Record<string, number> = {};
  for (const model of Object.keys(PERSONAL_DATA_MODELS) as PersonalDataModel[])
    counts[model] = await rowsOf(model, userId);
  return counts;
}

/** Everything a refused request must leave alone: each model's rows for the user, and the files. */
async function snapshot(userId: string) {
  return {
    rows: await rowsByModel(userId),
    files: storedFiles().sort(),
    vouchers: await db.voucher.findMany({ orderBy: { slot: "asc" } }),
  };
}

interface Populated {
  member: Member;
  voucherCode: string;
  postIds: string[];
  storageKeys: string[];
  transferId: string;
  agreementKey: string;
}

/**
 * A member with a row in every model that holds personal data: a Microsoft link (with tokens), a
 * redeemed voucher, subscriptions, payments, an image post and a text post (files on disk), likes of
 * each kind, settings, notifications, an answer, a transfer (agreement on disk) and a certificate.
 * `other` is another member whose activity touches theirs.
 */
async function populate(name: string, other: Member): Promise<Populated> {
  const member = await newMember("platinum", name);
  // A counter under the member's address, and a reset link (besides the sign-up's verification link).
  await requestPasswordReset(member.user.email, "198.51.100.77");
  const voucher = await db.voucher.findUniqueOrThrow({ where: { userId: member.user.id } });
  expect(await outcome(redeemVoucher(member.user, { code: voucher.code, planId: "venting" }))).toMatchObject({
    ok: true,
  });
  await db.account.create({
    data: {
      userId: member.user.id,
      type: "oauth",
      provider: "azure-ad",
      providerAccountId: `oid-${member.user.id}`,
      access_token: ACCESS_TOKEN,
      refresh_token: REFRESH_TOKEN,
      id_token: "id-token-never-exported",
    },
  });
  await db.payment.create({
    data: {
      reference: `ref_${Date.now()}_${member.user.id.slice(0, 12)}`,
      userId: member.user.id,
      planId: "platinum",
      amountCents: 35000,
      currency: "ZAR",
      status: "success",
      verifiedAt: new Date(),
    },
  });
  await db.payment.create({
    data: {
      reference: `ref_${Date.now() + 1}_${member.user.id.slice(0, 12)}`,
      userId: member.user.id,
      planId: "gold",
      amountCents: 23000,
      currency: "ZAR",
    },
  });

  // The member follows Emergency; the other member follows the section the member posts in.
  await savePrivacySettings(member.user.id, { anonymity: "semi-anonymous", section: "emergency" });
  await savePrivacySettings(other.user.id, { anonymity: "anonymous", section: "economic-hell" });

  const postIds: string[] = [];
  for (const [bytes, fileType, fileName] of [
    [fixtures.png(), "image", "me.png"],
    [fixtures.txt(), "doc", "diary.txt"],
  ] as const) {
    const response = await upload(
      uploadRequest(
        { file: { bytes, name: fileName }, topicId: "economic-hell", userEmail: member.user.email, fileType },
        member.cookie,
      ),
      noContext,
    );
    expect(response.status).toBe(201);
    postIds.push((await response.json()).post.id);
  }
  const posts = await db.ventingPost.findMany({ where: { id: { in: postIds } }, select: { storageKey: true } });

  // The other member posts in Emergency (the member hears of it) and likes the member's post (they hear of that too).
  const othersPost = await upload(
    uploadRequest(
      {
        file: { bytes: fixtures.jpeg(), name: "x.jpg" },
        topicId: "emergency",
        userEmail: other.user.email,
        fileType: "image",
      },
      other.cookie,
    ),
    noContext,
  );
  const othersPostId = (await othersPost.json()).post.id as string;
  const like = (postId: string, who: Member) =>
    likePost(
      jsonRequest(
        `/api/venting-room/posts/${postId}/like`,
        { liked: true },
        { method: "PUT", headers: { cookie: who.cookie } },
      ),
      { params: Promise.resolve({ postId }) },
    );
  expect((await like(postIds[0], other)).status).toBe(200);
  expect((await like(othersPostId, member)).status).toBe(200);
  const trending = await likeTrending(
    jsonRequest(
      "/api/venting-room/trending-news/trending-01/like",
      { liked: true },
      { method: "PUT", headers: { cookie: member.cookie } },
    ),
    {
      params: Promise.resolve({ itemId: "trending-01" }),
    },
  );
  expect(trending.status).toBe(200);

  // The member reports the other's post; a moderator paused the member's posting once; the member is staff.
  await reportPost(member.user.id, othersPostId, { reason: "spam", note: "Looks like an advert." }, "198.51.100.7");
  await db.postingSuspension.create({
    data: { userId: member.user.id, endsAt: new Date(Date.now() - 60_000), message: "Please keep it kind." },
  });
  await db.staffRole.create({ data: { userId: member.user.id, role: "facilitator" } });
  // The browser the member signed in on is remembered (while someone guesses their password, it still may).
  await rememberClient(member.user.id, newClientToken());
  // A plan reminder waiting in the outbox.
  await queueMail(db, {
    key: `reminder:7d:${member.user.id}:platinum:test`,
    userId: member.user.id,
    message: { to: member.user.email, subject: "Your plan ends soon", text: "A reminder.", html: "<p>A reminder.</p>" },
  });

  const category = await db.assessmentCategory.findFirstOrThrow({ where: { scope: "local" } });
  await saveAnswer(member.user.id, {
    categoryId: category.id,
    step: "solution",
    answer: `${name} sells airtime bundles at the taxi rank.`,
  });
  // A facilitator's feedback on it (the other member acts as one).
  await giveFeedback(
    { id: other.user.id, label: "facilitator" },
    { userId: member.user.id, categoryId: category.id, step: "solution", feedback: "Which taxi rank, and why?" },
  );
  await createCertificate(member.user.id, {
    type: "nqf",
    scope: "national",
    name: "New Venture Creation",
    issuer: "Services SETA",
  });
  const groups = await db.learnerGroup.findMany({ orderBy: { position: "asc" }, take: 2 });
  // The member in a group, moving themselves, with a write-up of the group's project.
  const own = await placeInGroup(member.user.id, "local", groups[0].id);
  const project = await openProject("national");
  await placeInGroup(member.user.id, "national", project.groupId);
  await submitWriteUp(member.user.id, {
    projectId: project.id,
    summary: "We compared three suppliers for our product.",
  });
  const transfer = await transferPost(
    multipartRequest(
      "/api/dashboard/entrepreneurship/transfers",
      {
        scope: "local",
        fromGroupId: groups[0].id,
        toGroupId: groups[1].id,
        memberId: own.id,
        transferDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        agreement: { bytes: fixtures.pdf(), name: "agreement.pdf", type: "application/pdf" },
      },
      member.cookie,
    ),
    noContext,
  );
  expect(transfer.status).toBe(201);
  const transferId = (await transfer.json()).transfer.id as string;
  const { agreementKey } = await db.memberTransfer.findUniqueOrThrow({ where: { id: transferId } });

  return {
    member,
    voucherCode: voucher.code,
    postIds,
    storageKeys: posts.map((p) => p.storageKey!),
    transferId,
    agreementKey,
  };
}

describe("the personal-data registry", () => {
  it("covers every model that references a user, read from the Prisma schema", () => {
    const fromDmmf = Prisma.dmmf.datamodel.models
      .filter((model) => model.fields.some((field) => field.kind === "object" && field.type === "User"))
      .map((model) => model.name);
    expect(fromDmmf.length).toBeGreaterThan(10);
    // And from the schema's text: any model with a userId column, related or not (AssessmentFeedback
    // reaches the user through its answer).
    const schema = fs.readFileSync(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8");
    const withUserId = [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)]
      .filter(([, , body]) => /^\s+userId\s/m.test(body))
      .map(([, name]) => name);
    const holdingMembers = [...new Set(["User", ...fromDmmf, ...withUserId])];
    expect(
      holdingMembers
        .filter((model) => !(model in PERSONAL_DATA_MODELS))
        .map(
          (model) =>
            `${model} holds a member's id but is in no personal-data section: add it to a section in its domain's ` +
            "personal-data.ts (or a new section there, listed in lib/personal-data/sections.ts)",
        ),
    ).toEqual([]);
    expect(Object.keys(PERSONAL_DATA_MODELS).sort()).toEqual(holdingMembers.sort());
  });

  it("puts each model in one section only", () => {
    const listed = Object.values(PERSONAL_DATA_SECTIONS).flatMap((section) => Object.keys(section.models));
    expect(listed.filter((model, index) => listed.indexOf(model) !== index)).toEqual([]);
  });
});

describe("the account page", () => {
  it("needs a signed-in user but no plan, like checkout; the deleted-account page is public", () => {
    expect(["/account", "/account/x"].every(needsSignIn)).toBe(true);
    expect(needsSignIn("/account-deleted")).toBe(false);
  });
});

describe("GET /api/account/data", () => {
  let other: Member;
  let data: Populated;
  beforeAll(async () => {
    other = await newMember("platinum", "Kagiso");
    data = await populate("Naledi", other);
  });

  it("downloads every section of the member's own data as a private JSON file", async () => {
    const response = await download(data.member.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="stepps-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const body = JSON.parse(text);

    // Every model's section is there and, for this member, holds something.
    for (const { section } of Object.values(PERSONAL_DATA_MODELS)) {
      expect({ section, present: section in body }).toEqual({ section, present: true });
      const value = body[section];
      expect({ section, filled: Array.isArray(value) ? value.length > 0 : value !== null }).toEqual({
        section,
        filled: true,
      });
    }

    const { user } = data.member;
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(body.account).toMatchObject({
      id: user.id,
      name: "Naledi",
      surname: "Mokoena",
      email: user.email,
      city: "Bloemfontein",
      cellNumber: row.cellNumber,
      createdAt: row.createdAt.toISOString(),
    });
    expect(body.account.signInMethods).toEqual(["E-mail and password", "Microsoft"]);
    expect(body.account.planReminders).toBe(true);
    expect(body.emails).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: "Your plan ends soon", sentAt: null })]),
    );
    expect(body.linkedAccounts).toEqual([{ provider: "Microsoft", type: "oauth", accountId: `oid-${user.id}` }]);
    expect(body.voucher).toMatchObject({ code: data.voucherCode, redeemed: true });
    expect(body.subscriptions.map((s: { source: string }) => s.source).sort()).toEqual(["payment", "voucher"]);
    expect(body.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ plan: "Platinum User", planId: "platinum", amount: "R350.00", status: "success" }),
        expect.objectContaining({ status: "pending" }),
      ]),
    );
    expect(body.ventingPosts.map((p: { id: string }) => p.id).sort()).toEqual([...data.postIds].sort());
    const textPost = body.ventingPosts.find((p: { kind: string }) => p.kind === "doc");
    expect(textPost.file.text).toBe(fixtures.txt().toString("utf8"));
    expect(body.ventingPosts.find((p: { kind: string }) => p.kind === "image")).toMatchObject({
      likes: 1,
      topic: "Economic Hell",
      createdAt: expect.any(String),
    });
    expect(body.postLikes).toHaveLength(1);
    expect(body.trendingLikes).toEqual([expect.objectContaining({ itemId: "trending-01" })]);
    expect(body.ventingSettings).toMatchObject({ anonymity: "semi-anonymous", followedSection: "Emergency" });
    expect(body.notifications.map((n: { kind: string }) => n.kind).sort()).toEqual(["like", "new-post"]);
    expect(body.assessmentAnswers).toEqual([
      expect.objectContaining({
        step: "Solution",
        answer: "Naledi sells airtime bundles at the taxi rank.",
        facilitatorFeedback: expect.objectContaining({ feedback: "Which taxi rank, and why?" }),
      }),
    ]);
    expect(body.groups).toEqual({
      memberships: [
        { arena: "local", group: expect.any(String), joinedAt: expect.any(String) },
        { arena: "national", group: expect.any(String), joinedAt: expect.any(String) },
      ],
      projectWriteUps: [
        expect.objectContaining({ arena: "national", summary: "We compared three suppliers for our product." }),
      ],
    });
    expect(body.memberTransfers).toEqual([
      expect.objectContaining({
        id: data.transferId,
        arena: "local",
        memberName: "Naledi M.",
        status: "pending",
        agreement: expect.objectContaining({ name: "transfer-agreement.pdf", type: "application/pdf" }),
      }),
    ]);
    expect(body.certificates).toEqual([expect.objectContaining({ name: "New Venture Creation", type: "nqf" })]);
    expect(body.sessions).toEqual([expect.objectContaining({ signedInAt: expect.any(String), endedAt: null })]);
    expect(body.emailLinks.map((l: { purpose: string }) => l.purpose).sort()).toEqual([
      "Confirm your e-mail address",
      "Reset your password",
    ]);
    expect(body.rateLimits).toEqual(
      [
        { counts: "Password reset e-mails asked for", attempts: 1 },
        { counts: "Member transfer requests", attempts: 1 },
        { counts: "Venting Room posts", attempts: 2 },
        { counts: "Venting Room reports", attempts: 1 },
      ].map((counter) => ({ ...counter, until: expect.any(String) })),
    );

    // Never a password hash, a token, or anyone else's details.
    const tokenHashes = (await db.emailToken.findMany({ where: { userId: user.id } })).map((t) => t.tokenHash);
    const sessionIds = (await db.userSession.findMany({ where: { userId: user.id } })).map((t) => t.id);
    expect(tokenHashes.length + sessionIds.length).toBe(3);
    for (const secret of [
      ...tokenHashes,
      ...sessionIds,
      row.passwordHash!,
      ACCESS_TOKEN,
      REFRESH_TOKEN,
      "id-token-never-exported",
      "passwordHash",
      "access_token",
      other.user.email,
      other.user.id,
    ]) {
      expect({ secret, leaked: text.includes(secret) }).toEqual({ secret, leaked: false });
    }
    // The agreement's and posts' bytes are described, not included.
    expect(text).not.toContain("%PDF");
  });

  it("works for a signed-in user with no plan at all", async () => {
    const { user } = await newUser("Palesa");
    const response = await download(await sessionCookie(user));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.account.email).toBe(user.email);
    expect(body.voucher).toMatchObject({ redeemed: false });
    expect(body.ventingPosts).toEqual([]);
    expect(body.ventingSettings).toBeNull();
  });

  it("answers 401 signed out, with the message used elsewhere", async () => {
    const response = await download();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: MESSAGES.auth.notAuthenticated });
  });
});

describe("DELETE /api/account", () => {
  it("refuses a wrong or missing confirmation with a clear 400 and deletes nothing", async () => {
    const other = await newMember("platinum", "Zanele");
    const { member } = await populate("Ayanda", other);
    const before = await snapshot(member.user.id);
    const cases: [unknown, number, string][] = [
      [{}, 400, MESSAGES.account.confirmDeletion],
      [{ confirm: "" }, 400, MESSAGES.account.confirmDeletion],
      [{ confirm: "   " }, 400, MESSAGES.account.confirmDeletion],
      [{ confirm: "delete me" }, 400, MESSAGES.account.confirmDeletion],
      [{ confirm: "DELET" }, 400, MESSAGES.account.confirmDeletion],
      [{ confirm: other.user.email }, 400, MESSAGES.account.confirmDeletion],
      [{ confirm: 1 }, 400, MESSAGES.account.confirmDeletion],
      [{ confirm: "x".repeat(321) }, 400, MESSAGES.account.confirmDeletion],
      [{ confirm: "DELETE", userId: other.user.id }, 400, "Unexpected field: userId."],
      ['{"confirm": "DELETE"', 400, MESSAGES.request.invalidJson],
    ];
    for (const [body, status, error] of cases) {
      const response = await remove(body, member.cookie);
      expect({ body, status: response.status, error: (await response.json()).error }).toEqual({ body, status, error });
    }
    const notJson = await deleteAccountRoute(
      new Request("http://localhost:3000/api/account", {
        method: "DELETE",
        headers: { cookie: member.cookie, origin: "http://localhost:3000", "content-type": "text/plain" },
        body: "DELETE",
      }),
      noContext,
    );
    expect(notJson.status).toBe(415);
    // Another site cannot delete it, even with the right confirmation.
    const crossSite = await remove({ confirm: "DELETE" }, member.cookie, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error).toBe(MESSAGES.request.crossSite);
    expect(await snapshot(member.user.id)).toEqual(before);
    expect(await getRequestUser(getRequest("/", { cookie: member.cookie }))).not.toBeNull();
  });

  it("answers 401 signed out", async () => {
    const response = await remove({ confirm: "DELETE" });
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe(MESSAGES.auth.notAuthenticated);
  });

  it("answers a chunked body the client cut short with a clean 400, logging no fault and deleting nothing", async () => {
    const member = await newMember("venting", "Cut");
    const cutShort = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"con'));
        controller.error(new Error("aborted"));
      },
    });
    const errors = jest.spyOn(logger, "error");
    const response = await deleteAccountRoute(
      new Request(`${APP_ORIGIN}/api/account`, {
        method: "DELETE",
        headers: { cookie: member.cookie, origin: APP_ORIGIN, "content-type": "application/json" },
        body: cutShort,
        duplex: "half",
      } as RequestInit),
      noContext,
    );
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.request.bodyCutShort },
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(await db.user.count({ where: { id: member.user.id } })).toBe(1);
  });

  it("deletes the member's rows and files, keeps other members' data, and ends the session", async () => {
    const other = await newMember("platinum", "Sipho");
    const data = await populate("Thandi", other);
    const { member } = data;
    const otherPostIds = await db.ventingPost.findMany({
      where: { userId: other.user.id },
      select: { id: true, storageKey: true },
    });
    const othersBefore = await rowsByModel(other.user.id);
    const likeFromMember = await db.notification.findFirstOrThrow({
      where: { userId: other.user.id, kind: "like", actorId: member.user.id },
    });
    const paymentRefs = (await db.payment.findMany({ where: { userId: member.user.id } })).map((p) => p.reference);
    const issuedBefore = await db.voucher.count();
    for (const key of [...data.storageKeys, data.agreementKey]) expect(onDisk(key)).toBe(true);

    const response = await remove({ confirm: "DELETE" }, member.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ message: MESSAGES.account.deleted, redirectTo: "/account-deleted" });
    // The session cookie and the signed-in hint are cleared, as Logout does.
    const cookies = response.headers.getSetCookie();
    expect(cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^next-auth\.session-token=; Path=\/; Max-Age=0; HttpOnly/),
        expect.stringMatching(/^stepps_signed_in=; Path=\/; Max-Age=0/),
      ]),
    );

    // Every model holds nothing for the member any more, nor does the rate-limit table under their address.
    expect(Object.values(await rowsByModel(member.user.id)).every((n) => n === 0)).toBe(true);
    expect(await db.rateLimit.count({ where: { key: { contains: member.user.email } } })).toBe(0);
    expect(await db.rateLimit.count({ where: { key: "address:198.51.100.77:reset-mail" } })).toBe(1);
    // Files: the posts' and the agreement's are gone from the disk; the other member's stay.
    for (const key of [...data.storageKeys, data.agreementKey])
      expect({ key, onDisk: onDisk(key) }).toEqual({ key, onDisk: false });
    for (const post of otherPostIds) expect(onDisk(post.storageKey!)).toBe(true);

    // The other member keeps their own data, less what was about the member: their like on the
    // member's post and the news of the member's post went with the post.
    const othersAfter = await rowsByModel(other.user.id);
    expect({ ...othersAfter, PostLike: othersBefore.PostLike, Notification: othersBefore.Notification }).toEqual(
      othersBefore,
    );
    expect(othersAfter.PostLike).toBe(othersBefore.PostLike - 1);
    expect(await db.notification.count({ where: { postId: { in: data.postIds } } })).toBe(0);
    // The like the member gave stays as news for its owner, without saying who gave it.
    expect(await db.notification.findUniqueOrThrow({ where: { id: likeFromMember.id } })).toMatchObject({
      actorId: null,
      userId: other.user.id,
    });

    // Payment records stay, anonymised; the voucher stays issued and redeemed, without the e-mail.
    const payments = await db.payment.findMany({ where: { reference: { in: paymentRefs } } });
    expect(payments).toHaveLength(2);
    expect(payments.every((p) => p.userId === null)).toBe(true);
    // A kept payment is only a record now: even a signed success event for it grants nothing.
    const pending = payments.find((p) => p.status === "pending")!;
    const event = {
      status: "success",
      reference: pending.reference,
      amount: pending.amountCents,
      currency: "ZAR",
      customer: { email: member.user.email },
    };
    expect(await outcome(confirmPayment(pending.reference, event as Parameters<typeof confirmPayment>[1]))).toEqual({
      ok: false,
      kind: "not-found",
      message: "Payment verification failed",
    });
    expect(await db.subscription.count({ where: { reference: pending.reference } })).toBe(0);
    const voucher = await db.voucher.findUniqueOrThrow({ where: { code: data.voucherCode } });
    expect(voucher).toMatchObject({ userId: null, redeemedAt: expect.any(Date) });
    expect(voucher.email).toMatch(/^retired:[0-9a-f]{64}$/);
    expect(await db.voucher.count()).toBe(issuedBefore);
    expect(JSON.stringify(await db.voucher.findMany())).not.toContain(member.user.email);

    // The old session cookie gets nothing any more.
    expect(await getRequestUser(getRequest("/", { cookie: member.cookie }))).toBeNull();
    expect((await download(member.cookie)).status).toBe(401);
    expect((await userStatus(getRequest("/api/user/status", { cookie: member.cookie }), noContext)).status).toBe(401);
    expect(
      (await ventingNotifications(getRequest("/api/venting-room/notifications", { cookie: member.cookie }), noContext))
        .status,
    ).toBe(401);
    expect((await remove({ confirm: "DELETE" }, member.cookie)).status).toBe(401);
  });

  it("accepts the member's own e-mail address, in any case, as the confirmation", async () => {
    const { user } = await newUser("Lindiwe");
    const response = await remove({ confirm: `  ${user.email.toUpperCase()} ` }, await sessionCookie(user));
    expect(response.status).toBe(200);
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
  });

  it("is all or nothing: when the database refuses part of it, no row and no file is touched", async () => {
    const other = await newMember("platinum", "Bongani");
    const { member, storageKeys, agreementKey } = await populate("Lerato", other);
    const before = await snapshot(member.user.id);
    const allowWrites = await refuseWrites("refuse_user_delete", "User", "DELETE", `OLD."id" = '${member.user.id}'`);
    try {
      const response = await remove({ confirm: "DELETE" }, member.cookie);
      expect(response.status).toBe(500);
      expect((await response.json()).error).toBe(MESSAGES.request.serverError);
    } finally {
      await allowWrites();
    }
    expect(await snapshot(member.user.id)).toEqual(before);
    for (const key of [...storageKeys, agreementKey]) expect(onDisk(key)).toBe(true);
  });

  it("answers every request made while the account is deleted: likes and a suspension of its post, never a deadlock", async () => {
    // On PostgreSQL, a like or a suspension locks the post, then writes a row pointing at the poster;
    // the deletion locks the poster, then deletes the post. Taken in opposite orders, the two waited
    // on each other until PostgreSQL cancelled one (a 500). Both now take the poster's row first.
    const likers = await Promise.all(Array.from({ length: 8 }, (_, i) => newMember("venting", `Liker${i}`)));
    const moderator = { id: null, label: "command line" };
    for (let round = 0; round < 3; round += 1) {
      const poster = await newMember("venting", `Leaving${round}`);
      const post = await createPost({ userId: poster.user.id, topicId: "emergency", text: "Goodbye, all." });
      const settled = await Promise.allSettled([
        ...likers.map((liker) => setPostLike(liker.user.id, post.id, true)),
        suspendPoster(moderator, { postId: post.id, days: 1, message: "Please take a break.", reason: "Round." }),
        deleteOwnAccount(poster.user, "DELETE"),
        ...likers.map((liker) => setPostLike(liker.user.id, post.id, false)),
      ]);
      const unexpected = settled.flatMap((result) =>
        result.status === "rejected" && !(result.reason instanceof DomainError) ? [String(result.reason)] : [],
      );
      expect(unexpected).toEqual([]);
      expect(await db.user.count({ where: { id: poster.user.id } })).toBe(0);
      expect(await db.ventingPost.count({ where: { id: post.id } })).toBe(0);
    }
  });

  it("logs a file that storage cannot delete, and still deletes the account", async () => {
    const other = await newMember("platinum", "Kabelo");
    const { member, storageKeys, agreementKey } = await populate("Refilwe", other);
    const storage = getStorage();
    const failing = jest.spyOn(storage, "delete").mockRejectedValueOnce(new Error("blob store unavailable"));
    const logged = jest.spyOn(logger, "error");
    try {
      const response = await remove({ confirm: "delete" }, member.cookie);
      expect(response.status).toBe(200);
    } finally {
      failing.mockRestore();
    }
    const failures = logged.mock.calls.filter(([event]) => event === "account.file_delete_failed");
    logged.mockRestore();
    expect(await db.user.count({ where: { id: member.user.id } })).toBe(0);
    // The one file storage refused is logged (and left for someone to clean up); the others are gone.
    expect(failures).toHaveLength(1);
    const [, { storageKey }] = failures[0] as [string, { storageKey: string }];
    expect(storageKeys.filter(onDisk).concat(onDisk(agreementKey) ? [agreementKey] : [])).toEqual([storageKey]);
  });
});

describe("vouchers after deletion", () => {
  const signUp = (email: string) =>
    signup(
      jsonRequest("/api/signup", {
        name: "Karabo",
        surname: "Nkosi",
        email,
        password: "secret1",
        city: "Polokwane",
        cellNumber: "0721234567",
        ageConsent: true,
      }),
      noContext,
    );

  it("does not hold an address that was never confirmed against its real owner", async () => {
    // Someone signs up with another person's address, never confirms it, and deletes the account.
    const { user, voucher } = await newUser("Squatter", { verified: false });
    await remove({ confirm: "DELETE" }, await sessionCookie(user));
    expect((await db.voucher.findUniqueOrThrow({ where: { id: voucher.id } })).email).toBe(`unproven:${voucher.id}`);
    // The owner signs up later and is given a voucher of their own; the old slot stays counted.
    const owner = await signUp(user.email);
    expect(owner.status).toBe(201);
    expect((await owner.json()).voucherCode).toMatch(/^STEPPS-/);
  });

  it("never gives a deleted account's e-mail a second free month", async () => {
    const { user, voucher } = await newUser("Mpho");
    await remove({ confirm: "DELETE" }, await sessionCookie(user));
    const remaining = await vouchersRemaining();

    const again = await signUp(user.email);
    expect(again.status).toBe(201);
    const answer = await again.json();
    expect(answer).not.toHaveProperty("voucherCode");
    // And the answer says why, so the welcome dialog tells the truth.
    expect(answer.noVoucherBecause).toBe("address-had-one");
    // Nor can the new account use the old code, which was tied to the deleted account.
    const newAccount = await db.user.findUniqueOrThrow({ where: { email: user.email } });
    expect(await outcome(redeemVoucher(newAccount, { code: voucher.code, planId: "venting" }))).toMatchObject({
      ok: false,
      kind: "forbidden",
    });
    expect(await vouchersRemaining()).toBe(remaining);

    // A different address still gets one while any remain.
    const fresh = await signUp(`someone-new-${Date.now()}@example.co.za`);
    expect(await fresh.json()).toHaveProperty("voucherCode");
  });

  it("keeps the 1000-voucher limit exact: deleting accounts frees no voucher for a later sign-up", async () => {
    const limit = 1000;
    const { user: early } = await newUser("Early");
    const issued = await db.voucher.count();
    // The rest of the first 1000 accounts' vouchers.
    await db.voucher.createMany({
      data: Array.from({ length: limit - issued }, (_, i) => ({
        slot: issued + i + 1,
        code: `STEPPS-FILL-${String(i).padStart(4, "0")}`,
        email: `filler${i}@example.co.za`,
        issuedAt: new Date(),
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
      })),
    });
    expect(await db.voucher.count()).toBe(limit);
    expect(await vouchersRemaining()).toBe(0);

    expect((await remove({ confirm: "DELETE" }, await sessionCookie(early))).status).toBe(200);
    expect(await db.voucher.count()).toBe(limit);
    expect(await vouchersRemaining()).toBe(0);

    const late = await signUp(`late-${Date.now()}@example.co.za`);
    expect(late.status).toBe(201);
    expect(await late.json()).toMatchObject({ noVoucherBecause: "all-claimed" });
    expect(await db.voucher.count()).toBe(limit);
    expect((await db.voucher.aggregate({ _max: { slot: true } }))._max.slot).toBe(limit);
  });
});

describe("rate-limit counters of an account", () => {
  const rule = { limit: 5, windowMs: 60_000 };

  it("are found and forgotten by the account's own address only, even one with LIKE wildcards in it", async () => {
    await db.rateLimit.deleteMany();
    const now = Date.now();
    const mine = { userId: "user-mine", email: "thabo_m%x@example.co.za" };
    const lookalike = { userId: "user-other", email: "thaboXmYx@example.co.za" };
    await hitRateLimit(rateLimitKey("email", mine.email, "reset-mail"), rule, now);
    await hitRateLimit(rateLimitKey("user", mine.userId, "password-change"), rule, now);
    await hitRateLimit(rateLimitKey("email", lookalike.email, "reset-mail"), rule, now);
    await hitRateLimit(rateLimitKey("user", `${mine.userId}-2`, "password-change"), rule, now);

    expect((await rateLimitsOf(mine, now)).map((row) => row.purpose).sort()).toEqual(["password-change", "reset-mail"]);
    await db.$transaction((tx) => forgetRateLimitsOf(tx, mine));
    expect(await rateLimitsOf(mine, now)).toEqual([]);
    expect(await rateLimitsOf(lookalike, now)).toHaveLength(1);
    expect(await db.rateLimit.count()).toBe(2);
  });

  it("are listed only while their window lasts, and purged once it is over", async () => {
    await db.rateLimit.deleteMany();
    const account = { userId: "user-purge", email: "purge@example.co.za" };
    const start = Date.now();
    await hitRateLimit(rateLimitKey("email", account.email, "reset-mail"), rule, start);
    expect(await rateLimitsOf(account, start + rule.windowMs - 1)).toHaveLength(1);
    expect(await rateLimitsOf(account, start + rule.windowMs + 1)).toEqual([]);
    // The next count, a minute or more later, deletes every row whose window has ended.
    await hitRateLimit(rateLimitKey("address", "198.51.100.1", "contact"), rule, start + 10 * rule.windowMs);
    expect(await db.rateLimit.findMany({ select: { key: true } })).toEqual([{ key: "address:198.51.100.1:contact" }]);
  });
});
