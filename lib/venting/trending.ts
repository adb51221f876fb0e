import "server-only";
import { db } from "@/lib/db/client";
import type { PostType } from "./post-types";
import { topicCodec, topicTitle, type TopicId } from "./topics";

export interface TrendingItemView {
  id: string;
  title: string;
  summary: string;
  section: TopicId;
  sectionTitle: string;
  type: PostType;
  mediaUrl: string;
  publishedAt: string;
  likeCount: number;
  likedByMe: boolean;
}

export async function listTrending(viewerId: string, section?: TopicId): Promise<TrendingItemView[]> {
  const rows = await db.trendingItem.findMany({
    where: { section: section && topicCodec.toDb(section) },
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
    include: { _count: { select: { likes: true } }, likes: { where: { userId: viewerId }, select: { userId: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    section: topicCodec.fromDb(row.section),
    sectionTitle: topicTitle(topicCodec.fromDb(row.section)),
    type: row.mediaType,
    mediaUrl: row.mediaUrl,
    publishedAt: row.publishedAt.toISOString(),
    likeCount: row._count.likes,
    likedByMe: row.likes.length > 0,
  }));
}
