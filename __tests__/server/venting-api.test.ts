import { GET as allPosts } from "@/app/api/venting-room/all-posts/route";
import { GET as dashboardContent } from "@/app/api/venting-room/dashboard-content/route";
import { GET as notifications } from "@/app/api/venting-room/notifications/route";
import { GET as privacySettings } from "@/app/api/venting-room/privacy-settings/route";
import { GET as trendingNews } from "@/app/api/venting-room/trending-news/route";
import { POST as upload } from "@/app/api/venting-room/upload-post/route";
import { GET as usageReportRoute } from "@/app/api/venting-room/usage-report/route";
import { db } from "@/lib/db/client";
import { savePrivacySettings, getVentingSettings, saveNotificationSettings } from "@/lib/venting/settings";
import { TRENDING_SEED } from "@/prisma/seed/venting-trending";
import { fixtures } from "../fixtures/media";
import { getRequest, noContext } from "../helpers/requests";
import { uploadRequest } from "../helpers/uploads";
import { newMember, newMembers } from "../helpers/users";

const GETS = {
  "/api/venting-room/dashboard-content": dashboardContent,
  "/api/venting-room/usage-report": usageReportRoute,
  "/api/venting-room/trending-news": trendingNews,
  "/api/venting-room/privacy-settings": privacySettings,
  "/api/venting-room/notifications": notifications,
  "/api/venting-room/all-posts": allPosts,
};

async function post(
  member: Awaited<ReturnType<typeof newMember>>,
  topicId: string,
  fixture: keyof typeof fixtures = "png",
  fileType = "image",
) {
  const response = await upload(
    uploadRequest(
      {
        file: { bytes: fixtures[fixture](), name: `${fixture}-file.${fixture}` },
        topicId,
        userEmail: member.user.email,
        fileType,
      },
      member.cookie,
    ),
    noContext,
  );
  expect(response.status).toBe(201);
  return (await response.json()).post;
}

describe("the Venting Room's GET APIs", () => {
  it.each(Object.entries(GETS))("%s answers 401 signed out and 403 without the plan", async (path, handler) => {
    const signedOut = await handler(getRequest(path), noContext);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: "User not authenticated." });

    for (const plan of [null, "stem", "entrepreneur"]) {
      const member = await newMember(plan);
      const refused = await handler(getRequest(path, { cookie: member.cookie }), noContext);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error).toBe(
        "Your plan does not include Venting Room. Choose a plan that does at checkout.",
      );
    }
  });

  it.each(Object.entries(GETS))(
    "%s answers members of venting, gold and platinum, privately",
    async (path, handler) => {
      for (const plan of ["venting", "gold", "platinum"]) {
        const member = await newMember(plan);
        const response = await handler(getRequest(path, { cookie: member.cookie }), noContext);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
      }
    },
  );

  it("stops answering when the plan has ended", async () => {
    const member = await newMember("venting");
    await db.subscription.updateMany({
      where: { userId: member.user.id },
      data: { endsAt: new Date(Date.now() - 1000) },
    });
    expect(
      (await allPosts(getRequest("/api/venting-room/all-posts", { cookie: member.cookie }), noContext)).status,
    ).toBe(403);
  });

  it("answers a bad query with a 400 that names it", async () => {
    const member = await newMember("venting");
    const badTopic = await allPosts(
      getRequest("/api/venting-room/all-posts?topic=gossip", { cookie: member.cookie }),
      noContext,
    );
    expect(badTopic.status).toBe(400);
    expect((await badTopic.json()).error).toBe("Choose one of the Venting Room topics.");
    const badType = await usageReportRoute(
      getRequest("/api/venting-room/usage-report?type=spreadsheet", { cookie: member.cookie }),
      noContext,
    );
    expect(badType.status).toBe(400);
    expect((await badType.json()).error).toBe("Choose an image, video, document or audio file.");
    expect(
      (
        await trendingNews(
          getRequest("/api/venting-room/trending-news?section=%3Cscript%3E", { cookie: member.cookie }),
          noContext,
        )
      ).status,
    ).toBe(400);
    expect(
      (await allPosts(getRequest("/api/venting-room/all-posts?before=../../x", { cookie: member.cookie }), noContext))
        .status,
    ).toBe(400);
  });
});

describe("the feed", () => {
  it("shows posts newest first per topic, a page at a time, without who posted them", async () => {
    const poster = await newMember("venting", "Bongani");
    const reader = await newMember("gold", "Zanele");
    await savePrivacySettings(poster.user.id, { anonymity: "anonymous", section: null });
    const first = await post(poster, "romantic-chaos");
    await savePrivacySettings(poster.user.id, { anonymity: "semi-anonymous", section: null });
    const { pseudonym } = await getVentingSettings(poster.user.id);
    const second = await post(poster, "romantic-chaos", "pdf", "doc");
    await post(poster, "emergency", "mp3", "audio");

    const response = await allPosts(
      getRequest("/api/venting-room/all-posts?topic=romantic-chaos", { cookie: reader.cookie }),
      noContext,
    );
    const body = await response.json();
    expect(body.posts.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
    expect(body.posts[0]).toMatchObject({
      author: pseudonym,
      anonymity: "semi-anonymous",
      type: "doc",
      isMine: false,
      likedByMe: false,
    });
    expect(body.posts[1]).toMatchObject({ author: "Anonymous", anonymity: "anonymous", type: "image", isMine: false });

    // Nothing in the answer can lead back to the poster.
    const text = JSON.stringify(body);
    for (const secret of [poster.user.id, poster.user.email, poster.user.name, "Mokoena", "storageKey", "userId"])
      expect(text).not.toContain(secret);

    const firstPage = await (
      await allPosts(
        getRequest("/api/venting-room/all-posts?topic=romantic-chaos&type=", { cookie: reader.cookie }),
        noContext,
      )
    ).json();
    expect(firstPage.nextCursor).toBeNull();
    const images = await (
      await allPosts(getRequest("/api/venting-room/all-posts?type=image", { cookie: reader.cookie }), noContext)
    ).json();
    expect(images.posts.every((p: { type: string }) => p.type === "image")).toBe(true);
  });

  it("pages with a cursor until the last post", async () => {
    const poster = await newMember("venting");
    for (let i = 0; i < 14; i++) await post(poster, "ecosystem+", "txt", "doc");
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: { posts: { id: string }[]; nextCursor: string | null } = await (
        await allPosts(
          getRequest(`/api/venting-room/all-posts?topic=ecosystem%2B${cursor ? `&before=${cursor}` : ""}`, {
            cookie: poster.cookie,
          }),
          noContext,
        )
      ).json();
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(14);
    expect(new Set(seen).size).toBe(14);
  });

  it("dashboard-content gives the five topics with their counts and the member's privacy choice", async () => {
    const member = await newMember("platinum");
    const body = await (
      await dashboardContent(getRequest("/api/venting-room/dashboard-content", { cookie: member.cookie }), noContext)
    ).json();
    expect(body.topics.map((t: { title: string }) => t.title)).toEqual([
      "Social Injustice",
      "Economic Hell",
      "Romantic Chaos",
      "Ecosystem +",
      "Emergency",
    ]);
    expect(body.privacy).toEqual({ anonymity: "anonymous", section: null });
    expect(body.unreadNotifications).toBe(0);
  });
});

describe("settings", () => {
  it("defaults to anonymous with every notification on, and keeps what is saved", async () => {
    const member = await newMember("venting");
    const read = async () =>
      await (
        await privacySettings(getRequest("/api/venting-room/privacy-settings", { cookie: member.cookie }), noContext)
      ).json();
    const first = await read();
    expect(first).toMatchObject({ anonymity: "anonymous", section: null });
    expect(first.pseudonym).toMatch(/^[A-Z][a-z]+ [A-Z][A-Za-z ]+ \d{4}$/);
    expect(first.pseudonym).not.toContain(member.user.name);

    await savePrivacySettings(member.user.id, { anonymity: "semi-anonymous", section: "economic-hell" });
    expect(await read()).toEqual({ anonymity: "semi-anonymous", section: "economic-hell", pseudonym: first.pseudonym });

    const notes = async () =>
      (
        await (
          await notifications(getRequest("/api/venting-room/notifications", { cookie: member.cookie }), noContext)
        ).json()
      ).settings;
    expect(await notes()).toEqual({ activity: true, trendingTopics: true, communityUpdates: true, push: true });
    await saveNotificationSettings(member.user.id, {
      activity: false,
      trendingTopics: true,
      communityUpdates: false,
      push: true,
    });
    expect(await notes()).toEqual({ activity: false, trendingTopics: true, communityUpdates: false, push: true });
  });

  it("gives every member a different pseudonym, even when settings are created at once", async () => {
    const members = await newMembers(40, "venting");
    const names = await Promise.all(
      members.flatMap((m) => [getVentingSettings(m.user.id), getVentingSettings(m.user.id)]),
    );
    expect(new Set(names.map((s) => s.pseudonym)).size).toBe(40);
  });
});

describe("trending news", () => {
  it("lists the 13 seeded items, newest first, filtered by section", async () => {
    const member = await newMember("venting");
    const all = await (
      await trendingNews(getRequest("/api/venting-room/trending-news", { cookie: member.cookie }), noContext)
    ).json();
    expect(all.items).toHaveLength(13);
    expect(all.items).toHaveLength(TRENDING_SEED.length);
    const dates = all.items.map((item: { publishedAt: string }) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const type of ["image", "video", "doc", "audio"])
      expect(all.items.some((item: { type: string }) => item.type === type)).toBe(true);

    const eco = await (
      await trendingNews(
        getRequest("/api/venting-room/trending-news?section=ecosystem%2B", { cookie: member.cookie }),
        noContext,
      )
    ).json();
    expect(eco.items.length).toBeGreaterThan(0);
    expect(eco.items.every((item: { section: string }) => item.section === "ecosystem+")).toBe(true);
    const same = await (
      await trendingNews(
        getRequest("/api/venting-room/trending-news?section=ecosystem+", { cookie: member.cookie }),
        noContext,
      )
    ).json();
    expect(same.items).toEqual(eco.items);
  });
});
