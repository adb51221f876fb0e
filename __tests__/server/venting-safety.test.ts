// The Venting Room's safety: text posts, reports that hide a post at the threshold (exactly, under
// concurrency), deleting your own post, suspensions, the moderators' decisions and their audit log,
// and staff roles, through the real route handlers, server actions and SQLite.
import fs from "node:fs";
import path from "node:path";
import { reportAPost } from "@/app/(dashboard)/venting-room-dashboard/actions";
import { decideOnPost, liftPostingSuspension, suspendPosting } from "@/app/(staff)/staff/moderation/actions";
import { GET as staffMedia } from "@/app/api/staff/posts/[postId]/media/route";
import { GET as media } from "@/app/api/venting-room/media/[postId]/route";
import { PUT as likePost } from "@/app/api/venting-room/posts/[postId]/like/route";
import { POST as reportRoute } from "@/app/api/venting-room/posts/[postId]/report/route";
import { DELETE as deletePostRoute } from "@/app/api/venting-room/posts/[postId]/route";
import { POST as upload } from "@/app/api/venting-room/upload-post/route";
import { GET as usage } from "@/app/api/venting-room/usage-report/route";
import { listAudit } from "@/lib/audit/log";
import { landingPath } from "@/lib/auth/access-rules";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { MESSAGES } from "@/lib/messages";
import { keptHidden, moderationQueue } from "@/lib/moderation/queue";
import { grantStaffRole, listStaff, revokeStaffRole, staffRolesOf } from "@/lib/staff/accounts";
import { CRISIS_LINES } from "@/lib/venting/crisis-help";
import { listNotifications } from "@/lib/venting/notifications";
import { listPosts } from "@/lib/venting/posts";
import { isEstablished } from "@/lib/venting/report-reasons";
import {
  containsText,
  docWithTrackedChanges,
  FAMILY,
  GPS,
  identifyingFiles,
  NAME,
} from "../fixtures/identifying-files";
import { fixtures } from "../fixtures/media";
import { runAction } from "../helpers/actions";
import { getRequest, jsonRequest, noContext } from "../helpers/requests";
import { uploadRequest } from "../helpers/uploads";
import { newMember, newUser } from "../helpers/users";

jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);
jest.mock("next/cache", () => ({ revalidatePath: () => {}, refresh: () => {} }));

type Member = Awaited<ReturnType<typeof newMember>>;
const uploadDir = process.env.UPLOAD_DIR!;
const onDisk = (key: string) => fs.existsSync(path.join(uploadDir, ...key.split("/")));
const params = <K extends string>(name: K, value: string) => ({ params: Promise.resolve({ [name]: value }) as never });

async function post(member: Member, fields: { text?: string; file?: boolean; topicId?: string }) {
  return upload(
    uploadRequest(
      {
        topicId: fields.topicId ?? "economic-hell",
        userEmail: member.user.email,
        text: fields.text,
        ...(fields.file ? { file: { bytes: fixtures.png(), name: "a.png" }, fileType: "image" } : {}),
      },
      member.cookie,
    ),
    noContext,
  );
}

async function postId(member: Member, text = "Exams next week and I cannot sleep."): Promise<string> {
  const response = await post(member, { text });
  expect(response.status).toBe(201);
  return (await response.json()).post.id;
}

let address = 0;
/** A member's report, each from an address of its own unless `from` says otherwise (reports are limited per address too). */
const report = (
  member: Member,
  id: string,
  body: unknown = { reason: "harassment" },
  from = `198.18.4.${++address % 250}`,
) =>
  reportRoute(
    jsonRequest(`/api/venting-room/posts/${id}/report`, body, {
      headers: { cookie: member.cookie, "x-forwarded-for": from },
    }),
    params("postId", id),
  );

/** Members of the Venting Room for weeks, their addresses confirmed: established, so their reports can hide a post. */
async function members(count: number, name: string) {
  const made = await Promise.all(Array.from({ length: count }, () => newMember("venting", name)));
  await db.user.updateMany({
    where: { id: { in: made.map((member) => member.user.id) } },
    data: { createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) },
  });
  return made;
}

async function moderator(name = "Mpho"): Promise<Member> {
  const member = await newMember(null, name);
  await db.staffRole.create({ data: { userId: member.user.id, role: "moderator" } });
  return member;
}

describe("text posts", () => {
  it("posts words alone, words with a file, and refuses neither, too many words or hidden characters", async () => {
    const member = await newMember("venting", "Lwazi");
    const alone = await post(member, { text: "  I failed my driving test again.\nThird time.  " });
    expect(alone.status).toBe(201);
    expect((await alone.json()).post).toMatchObject({
      type: "text",
      text: "I failed my driving test again.\nThird time.",
      file: null,
    });
    const both = await post(member, { text: "Look at this sky.", file: true });
    expect((await both.json()).post).toMatchObject({
      type: "image",
      text: "Look at this sky.",
      file: expect.anything(),
    });

    const before = await db.ventingPost.count();
    for (const [text, error] of [
      [undefined, MESSAGES.venting.emptyPost],
      ["x".repeat(2001), MESSAGES.venting.textTooLong(2000)],
      ["<b>fine</b>\u202egpj.exe", MESSAGES.venting.textInvalid],
    ] as const) {
      const refused = await post(member, { text });
      expect({ status: refused.status, body: await refused.json() }).toEqual({
        status: 400,
        body: expect.objectContaining({ error }),
      });
    }
    expect(await db.ventingPost.count()).toBe(before);
    // Exactly 2,000 characters is allowed; markup is kept as the words it is (React shows it escaped).
    expect((await post(member, { text: "<script>x</script>".padEnd(2000, ".") })).status).toBe(201);
  });

  it("counts text posts in the usage report under Text, and a text post has no file to fetch", async () => {
    const member = await newMember("venting", "Zodwa");
    const id = await postId(member);
    await post(member, { file: true });
    const report = await (
      await usage(getRequest("/api/venting-room/usage-report?type=text", { cookie: member.cookie }), noContext)
    ).json();
    expect({ type: report.type, yourPosts: report.yourPosts }).toEqual({ type: "text", yourPosts: 1 });
    const image = await (
      await usage(getRequest("/api/venting-room/usage-report?type=image", { cookie: member.cookie }), noContext)
    ).json();
    expect(image.yourPosts).toBe(1);
    expect(
      (await media(getRequest(`/api/venting-room/media/${id}`, { cookie: member.cookie }), params("postId", id)))
        .status,
    ).toBe(404);
  });
});

describe("nothing in a file identifies its poster", () => {
  const kindOf = (mime: string) => (mime.startsWith("video/") ? "video" : mime.startsWith("audio/") ? "audio" : "doc");

  it.each(Object.entries(identifyingFiles))(
    "%s reaches another member without the author, artist, family or GPS position in it",
    async (_name, { build, mime }) => {
      const [poster, reader] = await members(2, "Anon");
      const bytes = build();
      expect(containsText(bytes, NAME) || containsText(bytes, GPS)).toBe(true);
      const response = await upload(
        uploadRequest(
          {
            file: { bytes, name: "Thandi Mokoena - my story" },
            topicId: "emergency",
            userEmail: poster.user.email,
            fileType: kindOf(mime),
          },
          poster.cookie,
        ),
        noContext,
      );
      expect(response.status).toBe(201);
      const { post: created } = await response.json();
      const served = await media(
        getRequest(created.file.mediaUrl, { cookie: reader.cookie }),
        params("postId", created.id),
      );
      expect(served.status).toBe(200);
      const received = new Uint8Array(await served.arrayBuffer());
      for (const secret of [NAME, FAMILY, GPS])
        expect({ secret, found: containsText(received, secret) }).toEqual({ secret, found: false });
      expect(created.file.fileName).not.toMatch(/Thandi|Mokoena/);
    },
  );

  it("refuses a document whose identifying details cannot be removed, and stores nothing", async () => {
    const member = (await members(1, "Tracked"))[0];
    const before = await db.ventingPost.count({ where: { userId: member.user.id } });
    const refused = await upload(
      uploadRequest(
        {
          file: { bytes: docWithTrackedChanges(), name: "essay.doc" },
          topicId: "emergency",
          userEmail: member.user.email,
          fileType: "doc",
        },
        member.cookie,
      ),
      noContext,
    );
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 415,
      body: { error: MESSAGES.venting.identifyingDetails },
    });
    expect(await db.ventingPost.count({ where: { userId: member.user.id } })).toBe(before);
  });
});

describe("reports", () => {
  it("lets a member report another's post once, never their own, and shows crisis lines for risk of harm", async () => {
    const [poster, reader] = await members(2, "Reader");
    const id = await postId(poster);
    const own = await report(poster, id);
    expect({ status: own.status, body: await own.json() }).toEqual({
      status: 403,
      body: { error: MESSAGES.venting.cannotReportOwn },
    });
    const first = await report(reader, id, {
      reason: "risk-of-harm",
      note: "They sound like they might hurt themselves.",
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({
      message: MESSAGES.venting.reported,
      hidden: false,
      crisisLines: CRISIS_LINES,
    });
    const again = await report(reader, id, { reason: "spam" });
    expect({ status: again.status, body: await again.json() }).toEqual({
      status: 409,
      body: { error: MESSAGES.venting.alreadyReported },
    });
    expect(await db.postReport.count({ where: { postId: id } })).toBe(1);
    const plain = await report((await members(1, "Other"))[0], id, { reason: "spam" });
    expect((await plain.json()).crisisLines).toBeUndefined();
  });

  it("hides a post at the third member's report; the poster still sees it, reporters see a placeholder, others nothing", async () => {
    expect(getEnv().REPORTS_TO_HIDE).toBe(3);
    const [poster, a, b, c, bystander] = await members(5, "Hider");
    const response = await post(poster, { text: "Something people dislike.", file: true });
    const { id, file } = (await response.json()).post;

    for (const [who, hidden] of [
      [a, false],
      [b, false],
      [c, true],
    ] as const) {
      const answer = await report(who, id);
      expect((await answer.json()).hidden).toBe(hidden);
    }
    expect(await db.ventingPost.findUniqueOrThrow({ where: { id } })).toMatchObject({ hiddenBy: "reports" });

    const seenBy = async (member: Member) =>
      (await listPosts(member.user.id, { limit: 50 })).posts.find((p) => p.id === id);
    expect(await seenBy(bystander)).toBeUndefined();
    expect(await seenBy(a)).toMatchObject({ reportedByMe: true, text: null, file: null });
    expect(await seenBy(poster)).toMatchObject({ isMine: true, hidden: true, text: "Something people dislike." });
    // The file follows the post: its poster may still fetch it, nobody else.
    const fetch = (member: Member) => media(getRequest(file.mediaUrl, { cookie: member.cookie }), params("postId", id));
    expect((await fetch(poster)).status).toBe(200);
    expect((await fetch(bystander)).status).toBe(404);
    // Nobody can like a hidden post (it is not there for them).
    const liked = await likePost(
      jsonRequest(
        `/api/venting-room/posts/${id}/like`,
        { liked: true },
        { method: "PUT", headers: { cookie: bystander.cookie } },
      ),
      params("postId", id),
    );
    expect(liked.status).toBe(404);
    // A report that arrives after the hiding still counts for the moderators.
    expect(await (await report(bystander, id)).json()).toMatchObject({ hidden: false });
    expect(await db.postReport.count({ where: { postId: id } })).toBe(4);
  });

  it("stays exact when 60 members report one post at once and one member reports another 30 times at once", async () => {
    const poster = (await members(1, "Target"))[0];
    const id = await postId(poster);
    const reporters = await members(60, "Crowd");
    const answers = await Promise.all(reporters.map((member) => report(member, id)));
    expect(answers.map((answer) => answer.status).filter((status) => status !== 201)).toEqual([]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    // Exactly one report did the hiding, and the post is hidden once.
    expect(bodies.filter((body) => body.hidden).length).toBe(1);
    expect(await db.postReport.count({ where: { postId: id } })).toBe(60);

    const other = await postId(poster);
    const eager = reporters[0];
    const racing = await Promise.all(Array.from({ length: 30 }, () => report(eager, other)));
    const statuses = racing.map((answer) => answer.status).sort();
    // The rest are refused: as already reported, or, when more of them arrive before the first is
    // written than the reports limit allows (PostgreSQL runs them side by side), as too many.
    expect({
      created: statuses.filter((s) => s === 201).length,
      refused: statuses.filter((s) => s === 409 || s === 429).length,
    }).toEqual({
      created: 1,
      refused: 29,
    });
    expect(await db.postReport.count({ where: { postId: other } })).toBe(1);
  });

  it("answers the report form, keeping the crisis lines' signal, and refuses junk reasons", async () => {
    const [poster, reader] = await members(2, "Former");
    const id = await postId(poster);
    const answer = await runAction(
      reportAPost,
      { postId: id, reason: "risk-of-harm", note: "" },
      { cookie: reader.cookie },
    );
    expect(answer.state).toMatchObject({
      status: "success",
      message: MESSAGES.venting.reported,
      data: { crisisHelp: true },
    });
    const junk = await runAction(reportAPost, { postId: id, reason: "gossip" }, { cookie: reader.cookie });
    expect(junk.state).toMatchObject({ status: "error" });
  });
});

describe("deleting your own post", () => {
  it("removes the post, its likes, reports and file; another member's post is refused; racing deletes delete once", async () => {
    const [poster, other] = await members(2, "Deleter");
    const response = await post(poster, { text: "Never mind.", file: true });
    const { id } = (await response.json()).post;
    const { storageKey } = await db.ventingPost.findUniqueOrThrow({ where: { id } });
    await likePost(
      jsonRequest(
        `/api/venting-room/posts/${id}/like`,
        { liked: true },
        { method: "PUT", headers: { cookie: other.cookie } },
      ),
      params("postId", id),
    );
    expect(await db.notification.count({ where: { postId: id } })).toBe(1);
    await report(other, id);
    const remove = (member: Member, postId: string) =>
      deletePostRoute(
        new Request(`http://localhost:3000/api/venting-room/posts/${postId}`, {
          method: "DELETE",
          headers: { cookie: member.cookie, origin: "http://localhost:3000" },
        }),
        params("postId", postId),
      );
    const refused = await remove(other, id);
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 403,
      body: { error: MESSAGES.venting.notYourPost },
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => remove(poster, id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(404)]);
    expect(await db.ventingPost.findUnique({ where: { id } })).toBeNull();
    expect(await db.postReport.count({ where: { postId: id } })).toBe(0);
    expect(await db.notification.count({ where: { postId: id } })).toBe(0);
    expect(onDisk(storageKey!)).toBe(false);
  });
});

describe("reports from accounts that are not established", () => {
  it("never hide a post: three accounts made a minute ago from one address report it, and it stays in the feed", async () => {
    const [poster, bystander] = await members(2, "Standing");
    const id = await postId(poster, "Words a few strangers dislike.");
    const fresh = await Promise.all(Array.from({ length: 3 }, () => newMember("venting", "Fresh")));
    for (const stranger of fresh) {
      const answer = await report(stranger, id, { reason: "spam" }, "203.0.113.66");
      expect({ status: answer.status, hidden: (await answer.json()).hidden }).toEqual({ status: 201, hidden: false });
    }
    expect(await db.ventingPost.findUniqueOrThrow({ where: { id } })).toMatchObject({ hiddenAt: null });
    expect((await listPosts(bystander.user.id, { limit: 50 })).posts.some((p) => p.id === id)).toBe(true);
    // The moderators see them all the same, and that they come from new accounts.
    expect((await moderationQueue()).find((entry) => entry.postId === id)).toMatchObject({
      openReports: 3,
      newAccountReports: 3,
    });
  });

  it("nor do reports from an unconfirmed address, however old the account", async () => {
    const [poster, a, b] = await members(3, "Unconfirmed");
    const c = (await members(1, "Unconfirmed"))[0];
    await db.user.update({ where: { id: c.user.id }, data: { emailVerified: null } });
    const id = await postId(poster);
    for (const who of [a, b, c]) await report(who, id);
    expect(await db.ventingPost.findUniqueOrThrow({ where: { id } })).toMatchObject({ hiddenAt: null });
    expect(isEstablished({ createdAt: new Date(0), emailVerified: null })).toBe(false);
  });

  it("are limited per client address, across accounts", async () => {
    const reporters = await members(31, "Farm");
    const poster = (await members(1, "Farmed"))[0];
    const ids = await Promise.all(Array.from({ length: 2 }, () => postId(poster)));
    const answers = await Promise.all(
      reporters.map((who, i) => report(who, ids[i % 2], { reason: "spam" }, "203.0.113.77")),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(30).fill(201), 429]);
  });

  it("tell the poster, once, when established members' reports hide their post", async () => {
    const [poster, a, b, c] = await members(4, "Told");
    const id = await postId(poster);
    for (const who of [a, b, c]) await report(who, id);
    const told = await listNotifications(poster.user.id);
    expect(told.filter((notice) => notice.kind === "post-hidden")).toEqual([
      expect.objectContaining({ message: expect.stringContaining("hidden from the feed while a moderator looks") }),
    ]);
    expect((await listPosts(poster.user.id, { limit: 50 })).posts.find((p) => p.id === id)).toMatchObject({
      hidden: true,
      hiddenBy: "reports",
    });
  });
});

describe("moderators", () => {
  it("never see who posted a post nobody reported, even by hiding it, and cannot pause its poster", async () => {
    const mod = await moderator();
    const poster = (await members(1, "Unreported"))[0];
    const id = await postId(poster, "Nobody minded these words.");
    await runAction(
      decideOnPost,
      { postId: id, decision: "hide", reason: "Checking a hunch." },
      { cookie: mod.cookie },
    );
    const kept = (await keptHidden()).find((entry) => entry.postId === id);
    expect(kept).toMatchObject({ hidden: { by: "moderator" }, poster: null });
    const refused = await runAction(
      suspendPosting,
      { postId: id, days: "3", message: "Please be kind.", reason: "A hunch." },
      { cookie: mod.cookie },
    );
    expect(refused.state).toMatchObject({ status: "error", message: MESSAGES.staff.notReported });
    expect(await db.postingSuspension.count({ where: { userId: poster.user.id } })).toBe(0);
    // Nor does the audit log name the poster of an unreported post.
    const entries = await db.auditEntry.findMany({ where: { subjectId: id } });
    expect(JSON.stringify(entries)).not.toContain(poster.user.id);
    // The poster reads that a moderator took it out, not that it waits for one.
    expect((await listPosts(poster.user.id, { limit: 50 })).posts.find((p) => p.id === id)).toMatchObject({
      hidden: true,
      hiddenBy: "moderator",
    });
  });

  it("see reported and hidden posts with reasons, counts and the poster; restore settles the reports", async () => {
    const mod = await moderator();
    const [poster, a, b, c, d] = await members(5, "Queue");
    const id = await postId(poster, "Words that were reported.");
    await report(a, id, { reason: "hate", note: "Slurs in the second line." });
    await report(b, id, { reason: "hate" });
    await report(c, id, { reason: "spam" });
    const item = (await moderationQueue()).find((entry) => entry.postId === id)!;
    expect(item).toMatchObject({
      text: "Words that were reported.",
      hidden: { by: "reports" },
      openReports: 3,
      reasons: [
        { reason: "hate", label: "Hate", count: 2 },
        { reason: "spam", label: "Spam", count: 1 },
      ],
      notes: [{ reason: "Hate", note: "Slurs in the second line." }],
      poster: { id: poster.user.id, email: poster.user.email, suspendedUntil: null },
    });

    const restored = await runAction(
      decideOnPost,
      { postId: id, decision: "restore", reason: "Robust but not hateful." },
      { cookie: mod.cookie },
    );
    expect(restored.redirectTo).toBe("/staff/moderation?done=restored#moderation-status");
    expect(await db.ventingPost.findUniqueOrThrow({ where: { id } })).toMatchObject({ hiddenAt: null, hiddenBy: null });
    expect((await moderationQueue()).some((entry) => entry.postId === id)).toBe(false);
    // Settled reports no longer count: one new report does not hide it again.
    expect((await (await report(d, id)).json()).hidden).toBe(false);

    const entry = await db.auditEntry.findFirstOrThrow({ where: { subjectId: id, action: "post.restore" } });
    expect(entry).toMatchObject({ actorId: mod.user.id, actor: "moderator", reason: "Robust but not hateful." });
    // The log keeps no e-mail address (it can never be changed); the console shows it while the account exists.
    expect(JSON.stringify(await db.auditEntry.findMany({ where: { subjectId: id } }))).not.toContain("@");
    const [shown] = await listAudit({ subjectId: id });
    expect(shown.actor).toBe(`${mod.user.email} (moderator)`);
    await db.user.delete({ where: { id: mod.user.id } });
    expect((await listAudit({ subjectId: id }))[0].actor).toBe("a deleted account (moderator)");
    expect(JSON.parse(entry.before!)).toMatchObject({ hidden: true, hiddenBy: "reports", openReports: 3 });
    expect(JSON.parse(entry.after!)).toMatchObject({ hidden: false, openReports: 0 });
  });

  it("put a report of risk of harm first, then the most reported, then the longest waiting", async () => {
    const [poster, a, b, c] = await members(4, "Urgent");
    const spam = await postId(poster, "Buy followers here.");
    const risk = await postId(poster, "I do not want to be here any more.");
    await report(a, spam, { reason: "spam" });
    await report(b, spam, { reason: "spam" });
    await report(c, risk, { reason: "risk-of-harm" });
    const order = (await moderationQueue()).map((item) => item.postId).filter((id) => id === spam || id === risk);
    expect(order).toEqual([risk, spam]);
  });

  it("hide and delete a post (its file too), each in the audit log, and fetch a hidden post's file", async () => {
    const mod = await moderator();
    const poster = (await members(1, "Removed"))[0];
    const response = await post(poster, { text: "A picture of someone's address.", file: true });
    const { id } = (await response.json()).post;
    const { storageKey } = await db.ventingPost.findUniqueOrThrow({ where: { id } });

    await runAction(
      decideOnPost,
      { postId: id, decision: "hide", reason: "Shows a home address." },
      { cookie: mod.cookie },
    );
    expect(await db.ventingPost.findUniqueOrThrow({ where: { id } })).toMatchObject({ hiddenBy: "moderator" });
    const file = await staffMedia(
      getRequest(`/api/staff/posts/${id}/media`, { cookie: mod.cookie }),
      params("postId", id),
    );
    expect({ status: file.status, type: file.headers.get("content-type") }).toEqual({ status: 200, type: "image/png" });
    const member = await staffMedia(
      getRequest(`/api/staff/posts/${id}/media`, { cookie: poster.cookie }),
      params("postId", id),
    );
    expect({ status: member.status, body: await member.json() }).toEqual({
      status: 403,
      body: { error: MESSAGES.staff.notStaff },
    });

    const deleted = await runAction(
      decideOnPost,
      { postId: id, decision: "delete", reason: "Personal information." },
      { cookie: mod.cookie },
    );
    expect(deleted.redirectTo).toContain("done=deleted");
    expect(await db.ventingPost.findUnique({ where: { id } })).toBeNull();
    expect(onDisk(storageKey!)).toBe(false);
    const actions = (await db.auditEntry.findMany({ where: { subjectId: id }, orderBy: { at: "asc" } })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(["post.hide", "post.delete"]);
    // Deciding on a post that is gone says so.
    const gone = await runAction(
      decideOnPost,
      { postId: id, decision: "hide", reason: "Too late now." },
      { cookie: mod.cookie },
    );
    expect(gone.state).toMatchObject({ status: "error", message: MESSAGES.staff.postGone });
  });

  it("pause a poster's posting with a message they see, and lift it early", async () => {
    const mod = await moderator();
    const [poster, reader] = await members(2, "Paused");
    const id = await postId(poster);
    expect((await report(reader, id)).status).toBe(201);
    const paused = await runAction(
      suspendPosting,
      { postId: id, days: "3", message: "Please do not post other people's names.", reason: "Named a classmate." },
      { cookie: mod.cookie },
    );
    expect(paused.redirectTo).toContain("done=suspended");
    const refused = await post(poster, { text: "Can I post?" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatch(
      /^You cannot post in the Venting Room until \d{1,2} \w+ \d{4} at \d\d:\d\d\. A moderator said: Please do not post other people's names\.$/,
    );
    // Reading, liking and reporting still work.
    expect((await listPosts(poster.user.id)).posts.length).toBeGreaterThan(0);

    const suspension = await db.postingSuspension.findFirstOrThrow({ where: { userId: poster.user.id } });
    expect(suspension.endsAt.getTime() - suspension.createdAt.getTime()).toBe(3 * 86_400_000);
    await runAction(
      liftPostingSuspension,
      { suspensionId: suspension.id, reason: "Apologised." },
      { cookie: mod.cookie },
    );
    expect((await post(poster, { text: "Thank you." })).status).toBe(201);
    const lifted = await runAction(
      liftPostingSuspension,
      { suspensionId: suspension.id, reason: "Apologised twice." },
      { cookie: mod.cookie },
    );
    expect(lifted.state).toMatchObject({ status: "error", message: MESSAGES.staff.suspensionGone });
    expect(
      (await db.auditEntry.findMany({ where: { subjectId: poster.user.id } })).map((entry) => entry.action).sort(),
    ).toEqual(["member.suspend", "member.unsuspend"]);
  });

  it("keep an audit log nobody can change or remove, the app included", async () => {
    const mod = await moderator();
    const id = await postId((await members(1, "Logged"))[0]);
    await runAction(
      decideOnPost,
      { postId: id, decision: "hide", reason: "Checking the log." },
      { cookie: mod.cookie },
    );
    const entry = await db.auditEntry.findFirstOrThrow({ where: { subjectId: id } });
    await expect(
      db.auditEntry.update({ where: { id: entry.id }, data: { reason: "Nothing happened." } }),
    ).rejects.toThrow();
    await expect(db.auditEntry.delete({ where: { id: entry.id } })).rejects.toThrow();
    // The database's own refusal, whatever the client: the triggers in the migration.
    await expect(db.$executeRawUnsafe(`DELETE FROM "AuditEntry"`)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`UPDATE "AuditEntry" SET "reason" = 'x'`)).rejects.toThrow(/append-only/);
    expect(await db.auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({
      reason: "Checking the log.",
    });
  });
});

describe("staff roles", () => {
  it("exist only when granted from the command line, each grant and revoke in the audit log", async () => {
    expect(await db.staffRole.count({ where: { user: { email: { startsWith: "admin" } } } })).toBe(0);
    const { user } = await newUser("Naledi");
    const shell = { id: null, label: "command line (ops)" };
    expect(await grantStaffRole(shell, user.email.toUpperCase(), "moderator")).toEqual({ changed: true });
    expect(await grantStaffRole(shell, user.email, "moderator")).toEqual({ changed: false });
    expect(await staffRolesOf(user.id)).toEqual(["moderator"]);
    expect((await listStaff()).find((s) => s.email === user.email)).toEqual({
      email: user.email,
      roles: ["moderator"],
    });
    await expect(grantStaffRole(shell, user.email, "superuser")).rejects.toThrow(/Unknown role "superuser"/);
    await expect(grantStaffRole(shell, "nobody@example.co.za", "admin")).rejects.toThrow(/No account has/);
    expect(await revokeStaffRole(shell, user.email, "moderator")).toEqual({ changed: true });
    expect(await staffRolesOf(user.id)).toEqual([]);
    const log = await db.auditEntry.findMany({ where: { subjectId: user.id }, orderBy: { at: "asc" } });
    expect(log.map((entry) => [entry.action, entry.actor, entry.actorId])).toEqual([
      ["staff.grant", "command line (ops)", null],
      ["staff.revoke", "command line (ops)", null],
    ]);
  });

  it("route only staff into /staff, and the database decides on every action", async () => {
    const base = { services: [], bundled: false, dashboardPath: "/checkout" };
    expect(landingPath("/staff/moderation", { ...base, staffRoles: [] })).toBe("/dashboard");
    expect(landingPath("/staff/moderation", { ...base, staffRoles: ["moderator"] })).toBe("/staff/moderation");
    // A facilitator opens the console but cannot moderate: the action refuses.
    const facilitator = await newMember(null, "Facil");
    await db.staffRole.create({ data: { userId: facilitator.user.id, role: "facilitator" } });
    const id = await postId((await members(1, "Untouched"))[0]);
    const answer = await runAction(
      decideOnPost,
      { postId: id, decision: "delete", reason: "Not mine to do." },
      { cookie: facilitator.cookie },
    );
    expect(answer.state).toMatchObject({ status: "error", message: MESSAGES.staff.notStaff });
    expect(await db.ventingPost.findUnique({ where: { id } })).not.toBeNull();
    // An admin may moderate.
    const admin = await newMember(null, "Admin");
    await db.staffRole.create({ data: { userId: admin.user.id, role: "admin" } });
    const hidden = await runAction(
      decideOnPost,
      { postId: id, decision: "hide", reason: "Admins moderate too." },
      { cookie: admin.cookie },
    );
    expect(hidden.redirectTo).toContain("done=hidden");
  });
});
