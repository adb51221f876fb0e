import "server-only";
import type { Prisma, NotificationKind as StoredNotificationKind, VentingTopic } from "@prisma/client";
import { db } from "@/lib/db/client";
import { enumCodec } from "@/lib/enum-codec";
import { topicCodec, topicTitle, type TopicId } from "./topics";

export type NotificationKind = "like" | "new-post" | "trending" | "post-hidden";

export const notificationKindCodec = enumCodec<NotificationKind, StoredNotificationKind>(
  { like: "like", "new-post": "new_post", trending: "trending", "post-hidden": "post_hidden" },
  { like: "like", new_post: "new-post", trending: "trending", post_hidden: "post-hidden" },
);

/** Likes a post needs before its section's followers hear that it is trending. */
export const TRENDING_LIKES = 5;

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  topicId: TopicId;
  message: string;
  createdAt: string;
  read: boolean;
}

type Tx = Prisma.TransactionClient;
type StoredPost = { id: string; userId: string; topic: VentingTopic };

export function messageOf(kind: NotificationKind, topic: TopicId): string {
  const title = topicTitle(topic);
  if (kind === "like") return `Someone liked your post in ${title}.`;
  if (kind === "trending") return `A post in ${title} is trending.`;
  if (kind === "post-hidden")
    return `Your post in ${title} is hidden from the feed while a moderator looks at reports about it.`;
  return `New post in ${title}, the section you follow.`;
}

/** A like undone and given again is not news twice. */
export async function notifyLike(tx: Tx, post: StoredPost, likerId: string): Promise<void> {
  if (post.userId === likerId) return;
  const settings = await tx.ventingSettings.findUnique({
    where: { userId: post.userId },
    select: { activity: true, push: true },
  });
  if (settings && !(settings.activity && settings.push)) return;
  const told = await tx.notification.findFirst({
    where: { postId: post.id, kind: "like", actorId: likerId },
    select: { id: true },
  });
  if (told) return;
  await tx.notification.create({
    data: { userId: post.userId, kind: "like", topic: post.topic, postId: post.id, actorId: likerId },
  });
}

async function notifyFollowers(tx: Tx, kind: "new_post" | "trending", post: StoredPost): Promise<number> {
  const wants = kind === "new_post" ? { communityUpdates: true } : { trendingTopics: true };
  const followers = await tx.ventingSettings.findMany({
    where: { section: post.topic, push: true, userId: { not: post.userId }, ...wants },
    select: { userId: true },
  });
  if (followers.length === 0) return 0;
  const { count } = await tx.notification.createMany({
    data: followers.map(({ userId }) => ({ userId, kind, topic: post.topic, postId: post.id })),
  });
  return count;
}

/** Whatever their settings: it is about their own words. */
export async function notifyPostHidden(tx: Tx, post: StoredPost): Promise<void> {
  await tx.notification.create({
    data: { userId: post.userId, kind: "post_hidden", topic: post.topic, postId: post.id },
  });
}

export function notifyNewPost(tx: Tx, post: StoredPost): Promise<number> {
  return notifyFollowers(tx, "new_post", post);
}

/** Claiming `trendingAt` is one conditional update, so racing likes announce it once. */
export async function notifyIfTrending(post: StoredPost, likeCount: number, now = new Date()): Promise<void> {
  if (likeCount < TRENDING_LIKES) return;
  await db.$transaction(async (tx) => {
    const { count } = await tx.ventingPost.updateMany({
      where: { id: post.id, trendingAt: null },
      data: { trendingAt: now },
    });
    if (count === 1) await notifyFollowers(tx, "trending", post);
  });
}

export async function listNotifications(userId: string, limit = 50): Promise<NotificationView[]> {
  const rows = await db.notification.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map((row) => {
    const kind = notificationKindCodec.fromDb(row.kind);
    const topicId = topicCodec.fromDb(row.topic);
    return {
      id: row.id,
      kind,
      topicId,
      message: messageOf(kind, topicId),
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    };
  });
}

export function unreadNotificationCount(userId: string): Promise<number> {
  return db.notification.count({ where: { userId, readAt: null } });
}

export async function markNotificationsRead(userId: string, now = new Date()): Promise<number> {
  const { count } = await db.notification.updateMany({ where: { userId, readAt: null }, data: { readAt: now } });
  return count;
}
