import { db } from "@/lib/db/client";
import { sastDate } from "@/lib/south-african-time";
import type { MediaKind } from "@/lib/venting/media-kinds";
import { dailyUsage, usageReport, windowDates } from "@/lib/venting/usage";
import { newMember } from "../helpers/users";

const NOW = new Date("2026-11-21T10:00:00Z"); // 12:00 in South Africa
const day = (date: string, time = "12:00") => new Date(`${date}T${time}:00+02:00`);

describe("dailyUsage", () => {
  it("covers the last 14 days in South African time, today last", () => {
    const dates = windowDates(NOW);
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe("2026-11-08");
    expect(dates[13]).toBe("2026-11-21");
    // 23:30 UTC is already the next day in South Africa.
    expect(sastDate(new Date("2026-11-20T23:30:00Z"))).toBe("2026-11-21");
  });

  it("gives you, min, average (rounded) and max across members who posted in the window", () => {
    const posts = [
      // me: 2 posts on the 21st, 1 on the 20th
      { userId: "me", createdAt: day("2026-11-21", "08:00") },
      { userId: "me", createdAt: day("2026-11-21", "09:00") },
      { userId: "me", createdAt: day("2026-11-20") },
      // a: 3 on the 21st
      { userId: "a", createdAt: day("2026-11-21") },
      { userId: "a", createdAt: day("2026-11-21") },
      { userId: "a", createdAt: day("2026-11-21") },
      // b: 1 on the 20th
      { userId: "b", createdAt: day("2026-11-20") },
      // outside the window: ignored
      { userId: "c", createdAt: day("2026-11-07") },
    ];
    const days = dailyUsage(posts, "me", NOW);
    expect(days.at(-1)).toEqual({ date: "2026-11-21", you: 2, min: 0, average: 2, max: 3 }); // (2+3+0)/3 = 1.67 → 2
    expect(days.at(-2)).toEqual({ date: "2026-11-20", you: 1, min: 0, average: 1, max: 1 }); // (1+0+1)/3 = 0.67 → 1
    expect(days[0]).toEqual({ date: "2026-11-08", you: 0, min: 0, average: 0, max: 0 });
  });

  it("is all zeros when nobody posted, and min is the lowest when everyone posted", () => {
    expect(dailyUsage([], "me", NOW).every((d) => d.you + d.min + d.average + d.max === 0)).toBe(true);
    const both = dailyUsage(
      [
        { userId: "me", createdAt: day("2026-11-21") },
        { userId: "a", createdAt: day("2026-11-21") },
        { userId: "a", createdAt: day("2026-11-21") },
      ],
      "me",
      NOW,
    );
    expect(both.at(-1)).toEqual({ date: "2026-11-21", you: 1, min: 1, average: 2, max: 2 }); // 1.5 → 2
  });
});

describe("usageReport", () => {
  it("reads all members' real posts, filters by type and counts likes received and given", async () => {
    const me = await newMember("venting");
    const other = await newMember("venting");
    const post = (userId: string, mediaType: MediaKind, createdAt: Date) =>
      db.ventingPost.create({
        data: {
          userId,
          topic: "emergency",
          mediaType,
          contentType: "x/y",
          fileName: "f",
          sizeBytes: 1,
          storageKey: `k/${Math.random().toString(36).slice(2)}.bin`,
          anonymity: "anonymous",
          createdAt,
        },
      });
    const mine = await post(me.user.id, "image", day("2026-11-21"));
    await post(me.user.id, "audio", day("2026-11-19"));
    const theirs = await post(other.user.id, "image", day("2026-11-21"));
    await post(other.user.id, "image", day("2026-11-21"));
    await db.postLike.create({ data: { postId: mine.id, userId: other.user.id } });
    await db.postLike.create({ data: { postId: theirs.id, userId: me.user.id } });
    await db.trendingLike.create({ data: { itemId: "trending-01", userId: me.user.id } });

    const all = await usageReport(me.user.id, undefined, NOW);
    expect(all).toMatchObject({ type: null, yourPosts: 2, hasPosted: true, activeMembers: 2 });
    expect(all.likes).toEqual({ received: 1, given: 2 });
    expect(all.days.at(-1)).toEqual({ date: "2026-11-21", you: 1, min: 1, average: 2, max: 2 });

    const audio = await usageReport(me.user.id, "audio", NOW);
    expect(audio).toMatchObject({ yourPosts: 1, activeMembers: 1 });
    expect(audio.days.find((d) => d.date === "2026-11-19")).toEqual({
      date: "2026-11-19",
      you: 1,
      min: 1,
      average: 1,
      max: 1,
    });
    expect(audio.likes).toEqual({ received: 0, given: 0 });

    const newcomer = await newMember("venting");
    expect(await usageReport(newcomer.user.id, undefined, NOW)).toMatchObject({ hasPosted: false, yourPosts: 0 });
  });
});
