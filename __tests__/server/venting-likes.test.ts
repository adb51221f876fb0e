import { PUT as likePost } from "@/app/api/venting-room/posts/[postId]/like/route";
import { PUT as likeTrending } from "@/app/api/venting-room/trending-news/[itemId]/like/route";
import { POST as upload } from "@/app/api/venting-room/upload-post/route";
import { db } from "@/lib/db/client";
import { listNotifications, TRENDING_LIKES } from "@/lib/venting/notifications";
import { saveNotificationSettings, savePrivacySettings } from "@/lib/venting/settings";
import { fixtures } from "../fixtures/media";
import { answersOtherThan, jsonRequest, noContext, untilServed } from "../helpers/requests";
import { uploadRequest } from "../helpers/uploads";
import { newMember, newMembers } from "../helpers/users";

type Member = Awaited<ReturnType<typeof newMember>>;

async function newPost(member: Member, topicId = "economic-hell"): Promise<string> {
  const response = await upload(
    uploadRequest(
      { file: { bytes: fixtures.png(), name: "a.png" }, topicId, userEmail: member.user.email, fileType: "image" },
      member.cookie,
    ),
    noContext,
  );
  return (await response.json()).post.id;
}

const setPostLike = (member: Member, postId: string, body: unknown) =>
  likePost(
    jsonRequest(`/api/venting-room/posts/${postId}/like`, body, { method: "PUT", headers: { cookie: member.cookie } }),
    { params: Promise.resolve({ postId }) },
  );
const setTrendingLike = (member: Member, itemId: string, body: unknown) =>
  likeTrending(
    jsonRequest(`/api/venting-room/trending-news/${itemId}/like`, body, {
      method: "PUT",
      headers: { cookie: member.cookie },
    }),
    { params: Promise.resolve({ itemId }) },
  );

describe("likes on posts", () => {
  it("keeps one like per member: liking twice leaves one, unliking leaves none", async () => {
    const owner = await newMember("venting");
    const fan = await newMember("gold");
    const postId = await newPost(owner);
    expect(await (await setPostLike(fan, postId, { liked: true })).json()).toEqual({ liked: true, likeCount: 1 });
    expect(await (await setPostLike(fan, postId, { liked: true })).json()).toEqual({ liked: true, likeCount: 1 });
    const own = await setPostLike(owner, postId, { liked: true });
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ error: "You cannot like your own post." });
    expect(await (await setPostLike(fan, postId, { liked: false })).json()).toEqual({ liked: false, likeCount: 0 });
    expect(await (await setPostLike(fan, postId, { liked: false })).json()).toEqual({ liked: false, likeCount: 0 });
    expect(await db.postLike.count({ where: { postId, userId: fan.user.id } })).toBe(0);
  });

  it("counts exactly when hundreds of members like at once, and one member's racing likes count once", async () => {
    const owner = await newMember("venting");
    const postId = await newPost(owner);
    const fans = await newMembers(200, "venting");
    const answers = await Promise.all(fans.map((fan) => untilServed(() => setPostLike(fan, postId, { liked: true }))));
    expect(await answersOtherThan(200, answers)).toEqual([]);
    expect(await db.postLike.count({ where: { postId } })).toBe(200);

    const eager = fans[0];
    await Promise.all(Array.from({ length: 100 }, (_, i) => setPostLike(eager, postId, { liked: i % 2 === 0 })));
    await setPostLike(eager, postId, { liked: true });
    await Promise.all(Array.from({ length: 100 }, () => setPostLike(eager, postId, { liked: true })));
    expect(await db.postLike.count({ where: { postId, userId: eager.user.id } })).toBe(1);
    expect(await db.postLike.count({ where: { postId } })).toBe(200);
    // The owner heard about each new like once, and the section's followers once that it is trending.
    expect(await db.notification.count({ where: { userId: owner.user.id, kind: "like" } })).toBe(200);
    // 600 requests: a bound on correctness only, so a loaded machine is not a failure.
  }, 90_000);

  it("refuses bad input and unknown posts without writing, and checks the plan", async () => {
    const owner = await newMember("venting");
    const postId = await newPost(owner);
    for (const body of [{}, { liked: "yes" }, { liked: true, userId: "x" }, "not json"]) {
      const response = await setPostLike(owner, postId, body);
      expect(response.status).toBe(400);
    }
    expect((await setPostLike(owner, "missing", { liked: true })).status).toBe(404);
    const stem = await newMember("stem");
    expect((await setPostLike(stem, postId, { liked: true })).status).toBe(403);
    const crossSite = likePost(
      jsonRequest(
        `/api/venting-room/posts/${postId}/like`,
        { liked: true },
        { method: "PUT", headers: { cookie: owner.cookie, origin: "https://evil.example" } },
      ),
      { params: Promise.resolve({ postId }) },
    );
    expect((await crossSite).status).toBe(403);
    expect(await db.postLike.count({ where: { postId } })).toBe(0);
  });
});

describe("likes on trending items", () => {
  it("toggles per member and counts exactly under concurrency", async () => {
    const members = await newMembers(150, "platinum");
    await Promise.all(members.map((member) => setTrendingLike(member, "trending-03", { liked: true })));
    expect(await db.trendingLike.count({ where: { itemId: "trending-03" } })).toBe(150);
    expect(await (await setTrendingLike(members[0], "trending-03", { liked: true })).json()).toEqual({
      liked: true,
      likeCount: 150,
    });
    expect(await (await setTrendingLike(members[0], "trending-03", { liked: false })).json()).toEqual({
      liked: false,
      likeCount: 149,
    });
    expect((await setTrendingLike(members[0], "trending-99", { liked: true })).status).toBe(404);
  });
});

describe("notifications", () => {
  it("tells the owner about likes, followers about new and trending posts, as each one's switches allow", async () => {
    const owner = await newMember("venting", "Owner");
    const follower = await newMember("venting", "Follower");
    const quiet = await newMember("venting", "Quiet");
    const elsewhere = await newMember("venting", "Elsewhere");
    await savePrivacySettings(follower.user.id, { anonymity: "anonymous", section: "emergency" });
    await savePrivacySettings(quiet.user.id, { anonymity: "anonymous", section: "emergency" });
    await saveNotificationSettings(quiet.user.id, {
      activity: true,
      trendingTopics: true,
      communityUpdates: true,
      push: false,
    });
    await savePrivacySettings(elsewhere.user.id, { anonymity: "anonymous", section: "economic-hell" });

    const postId = await newPost(owner, "emergency");
    expect((await listNotifications(follower.user.id)).map((n) => n.message)).toEqual([
      "New post in Emergency, the section you follow.",
    ]);
    expect(await listNotifications(quiet.user.id)).toEqual([]);
    expect(await listNotifications(elsewhere.user.id)).toEqual([]);

    await setPostLike(follower, postId, { liked: true });
    expect((await setPostLike(owner, postId, { liked: true })).status).toBe(403);
    expect((await listNotifications(owner.user.id)).map((n) => n.message)).toEqual([
      "Someone liked your post in Emergency.",
    ]);

    const fans = await Promise.all(Array.from({ length: TRENDING_LIKES + 3 }, () => newMember("venting")));
    await Promise.all(fans.map((fan) => setPostLike(fan, postId, { liked: true })));
    const followerNews = (await listNotifications(follower.user.id)).map((n) => n.message);
    expect(followerNews.filter((m) => m === "A post in Emergency is trending.")).toHaveLength(1);

    await saveNotificationSettings(owner.user.id, {
      activity: false,
      trendingTopics: true,
      communityUpdates: true,
      push: true,
    });
    const before = await db.notification.count({ where: { userId: owner.user.id } });
    await setPostLike(await newMember("venting"), postId, { liked: true });
    expect(await db.notification.count({ where: { userId: owner.user.id } })).toBe(before);
  });

  it("announces a post trending once when exactly enough likes arrive at the same moment", async () => {
    const [follower, ...posters] = await newMembers(9, "venting");
    await savePrivacySettings(follower.user.id, { anonymity: "anonymous", section: "economic-hell" });
    const fans = await newMembers(TRENDING_LIKES, "venting");
    const postIds = await Promise.all(posters.map((poster) => newPost(poster)));
    // Each like alone sees fewer than the mark until the others commit; the last to commit must see it.
    await Promise.all(postIds.flatMap((postId) => fans.map((fan) => setPostLike(fan, postId, { liked: true }))));
    const trending = await db.notification.findMany({ where: { userId: follower.user.id, kind: "trending" } });
    expect(trending.map((n) => n.postId).sort()).toEqual([...postIds].sort());
  });
});
