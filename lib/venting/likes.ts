import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { notifyIfTrending, notifyLike } from "./notifications";
import { lockPost } from "./post-lock";

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

/**
 * Takes the wanted state, not "toggle"; the (post, user) key with ON CONFLICT DO NOTHING keeps one
 * like per user however many requests race.
 */
export async function setPostLike(userId: string, postId: string, liked: boolean): Promise<LikeState> {
  return db.$transaction(async (tx) => {
    // Serialised so the like that reaches the trending mark sees it reached.
    await lockPost(tx, postId);
    const post = await tx.ventingPost.findUnique({
      where: { id: postId },
      select: { id: true, userId: true, topic: true, hiddenAt: true },
    });
    // A hidden post is not in anyone's feed but its poster's, who cannot like it.
    if (!post || post.hiddenAt) throw new DomainError("not-found", MESSAGES.venting.postNotFound);
    // Own likes would inflate "likes received" and trending.
    if (post.userId === userId) throw new DomainError("forbidden", MESSAGES.venting.ownPost);
    if (liked) {
      const inserted =
        await tx.$executeRaw`INSERT INTO "PostLike" ("postId", "userId", "createdAt") VALUES (${postId}, ${userId}, ${new Date()}) ON CONFLICT DO NOTHING`;
      const likeCount = await tx.postLike.count({ where: { postId } });
      if (inserted === 1) {
        await notifyLike(tx, post, userId);
        await notifyIfTrending(tx, post, likeCount);
      }
      return { liked: true, likeCount };
    }
    await tx.postLike.deleteMany({ where: { postId, userId } });
    return { liked: false, likeCount: await tx.postLike.count({ where: { postId } }) };
  });
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
