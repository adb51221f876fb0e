import "server-only";
import type { Prisma } from "@prisma/client";
import { holdRow, lockRow } from "@/lib/db/locks";

/**
 * Locks a post until the transaction ends, so likes, reports and moderators' decisions on it take
 * turns and each counts what came before. The poster's row is held first (lib/db/locks.ts): a
 * transaction that then writes a row pointing at the poster (a notification, a suspension) takes its
 * locks in the same order as the poster's account deletion, so the two never wait on each other.
 */
export async function lockPost(tx: Prisma.TransactionClient, postId: string): Promise<void> {
  const post = await tx.ventingPost.findUnique({ where: { id: postId }, select: { userId: true } });
  if (!post) return; // gone: the caller's own read says so
  await holdRow(tx, "User", post.userId);
  await lockRow(tx, "VentingPost", postId);
}
