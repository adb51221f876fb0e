import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { notifyIfTrending, notifyLike } from "./notifications";
import { holdPost } from "./post-lock";

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

/**
 * Takes the wanted state, not "toggle"; the (post, user) key with ON CONFLICT DO NOTHING keeps one
 * like per user however many requests race.
 */
export async function setPostLike(userId: string, postId: string, liked: boolean): Promise<LikeState> {
  const { post, inserted } = await db.$transaction(async (tx) => {
    const post = await holdPost(tx, postId);
    // A hidden post is not in anyone's feed but its poster's, who cannot like it.
    if (!post || post.hiddenAt) throw new DomainError("not-found", MESSAGES.venting.postNotFound);
    // Own likes would inflate "likes received" and trending.
    if (post.userId === userId) throw new DomainError("forbidden", MESSAGES.venting.ownPost);
    if (!liked) {
      await tx.postLike.deleteMany({ where: { postId, userId } });
      return { post, inserted: false };
    }
    const added =
      await tx.$executeRaw`INSERT INTO "PostLike" ("postId", "userId", "createdAt") VALUES (${postId}, ${userId}, ${new Date()}) ON CONFLICT DO NOTHING`;
    if (added === 1) await notifyLike(tx, post, userId);
    return { post, inserted: added === 1 };
  });
  // Counted after the commit, so of likes racing past the trending mark the last to commit sees it reached.
  const likeCount = await db.postLike.count({ where: { postId } });
  if (inserted && !post.trendingAt) await notifyIfTrending(post, likeCount);
  return { liked, likeCount };
}

export async function setTrendingLike(userId: string, itemId: string, liked: boolean): Promise<LikeState> {
  return db.$transaction(async (tx) => {
    const item = await tx.trendingItem.findUnique({ where: { id: itemId }, select: { id: true } });
    if (!item) throw new DomainError("not-found", MESSAGES.venting.trendingNotFound);
    if (liked) {
      await tx.$executeRaw`INSERT INTO "TrendingLike" ("itemId", "userId", "createdAt") VALUES (${itemId}, ${userId}, ${new Date()}) ON CONFLICT DO NOTHING`;
    } else {
      await tx.trendingLike.deleteMany({ where: { itemId, userId } });
    }
    return { liked, likeCount: await tx.trendingLike.count({ where: { itemId } }) };
  });
}
