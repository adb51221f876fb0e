import "server-only";
import type { Prisma } from "@prisma/client";
import { holdRow, lockRow } from "@/lib/db/locks";

/**
 * Likes, reports and moderation of one post take turns. The poster's row is locked first, the same
 * order as account deletion takes (lib/db/locks.ts), so the two cannot deadlock.
 */
export async function lockPost(tx: Prisma.TransactionClient, postId: string): Promise<void> {
  const post = await tx.ventingPost.findUnique({ where: { id: postId }, select: { userId: true } });
  if (!post) return; // gone: the caller's own read says so
  await holdRow(tx, "User", post.userId);
  await lockRow(tx, "VentingPost", postId);
}

/**
 * The post, kept from deletion until the transaction ends without making other likes wait: a burst of
 * likes on one post runs side by side. Poster first, in account deletion's order.
 */
export async function holdPost(tx: Prisma.TransactionClient, postId: string) {
  const post = await tx.ventingPost.findUnique({
    where: { id: postId },
    select: { id: true, userId: true, topic: true, hiddenAt: true, trendingAt: true },
  });
  if (!post) return null;
  await holdRow(tx, "User", post.userId);
  return (await holdRow(tx, "VentingPost", postId)) ? post : null;
}
