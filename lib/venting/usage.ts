import "server-only";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { sastDate } from "@/lib/south-african-time";
import type { PostType } from "./post-types";

const USAGE_DAYS = 14;

export interface UsageDay {
  date: string;
  you: number;
  min: number;
  average: number;
  max: number;
}

export interface UsageReport {
  type: PostType | null;
  days: UsageDay[];
  yourPosts: number;
  /** Any type, ever: none means the add-post card. */
  hasPosted: boolean;
  /** The population of min, average and max. */
  activeMembers: number;
  likes: { received: number; given: number };
}

export function windowDates(now: Date, days = USAGE_DAYS): string[] {
  return Array.from({ length: days }, (_, i) => sastDate(new Date(now.getTime() - (days - 1 - i) * MS_PER_DAY)));
}

function windowStart(now: Date, days = USAGE_DAYS): Date {
  return new Date(`${windowDates(now, days)[0]}T00:00:00+02:00`);
}

/** A member active in the window who posted nothing on a day counts as 0 that day. */
export function dailyUsage(
  posts: { userId: string; createdAt: Date }[],
  viewerId: string,
  now: Date,
  days = USAGE_DAYS,
): UsageDay[] {
  const dates = windowDates(now, days);
  const index = new Map(dates.map((date, i) => [date, i]));
  const perMember = new Map<string, number[]>();
  for (const post of posts) {
    const day = index.get(sastDate(post.createdAt));
    if (day === undefined) continue;
    let counts = perMember.get(post.userId);
    if (!counts) perMember.set(post.userId, (counts = new Array<number>(days).fill(0)));
    counts[day]++;
  }
  const members = [...perMember.values()];
  const mine = perMember.get(viewerId);
  return dates.map((date, day) => {
    // Not Math.min(...counts): one argument per member overflows the stack with very many.
    let min = Infinity;
    let max = 0;
    let total = 0;
    for (const member of members) {
      min = Math.min(min, member[day]);
      max = Math.max(max, member[day]);
      total += member[day];
    }
    return {
      date,
      you: mine?.[day] ?? 0,
      min: members.length ? min : 0,
      average: members.length ? Math.round(total / members.length) : 0,
      max,
    };
  });
}

export async function usageReport(
  viewerId: string,
  type: PostType | undefined,
  now = new Date(),
): Promise<UsageReport> {
  const since = windowStart(now);
  const [posts, anyPost, received, givenOnPosts, givenOnTrending] = await Promise.all([
    db.ventingPost.findMany({
      where: { createdAt: { gte: since, lte: now }, mediaType: type },
      select: { userId: true, createdAt: true },
    }),
    db.ventingPost.findFirst({ where: { userId: viewerId }, select: { id: true } }),
    db.postLike.count({ where: { post: { userId: viewerId, mediaType: type } } }),
    db.postLike.count({ where: { userId: viewerId, post: { mediaType: type } } }),
    db.trendingLike.count({ where: { userId: viewerId, item: { mediaType: type } } }),
  ]);
  const days = dailyUsage(posts, viewerId, now);
  return {
    type: type ?? null,
    days,
    yourPosts: days.reduce((sum, day) => sum + day.you, 0),
    hasPosted: anyPost !== null,
    activeMembers: new Set(posts.map((post) => post.userId)).size,
    likes: { received, given: givenOnPosts + givenOnTrending },
  };
}
