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
