import "server-only";
import type { User } from "@prisma/client";
import { siteUrl } from "@/lib/accounts/link-urls";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/logger";
import { deletedWithMember, iso, type PersonalDataSection } from "@/lib/personal-data-section";
import { getStorage } from "@/lib/uploads/storage";
import { anonymityCodec } from "./anonymity";
import { messageOf, notificationKindCodec } from "./notifications";
import { mediaUrlOf } from "./posts";
import { reportReasonLabel } from "./report-reasons";
import { reportReasonCodec } from "./reports";
import { topicCodec, topicTitle } from "./topics";

/** Keeps one download's memory bounded; past it a post says where to read its text instead. */
const TEXT_BUDGET_BYTES = 20 * 1024 * 1024;

/** The member's own rows and everyone's on the member's posts. */
const ownOrOnPostsOf = (member: User) => ({ OR: [{ userId: member.id }, { post: { userId: member.id } }] });

/** Files are described, not included; the words of text posts are. */
export const ventingPostsSection = {
  models: { VentingPost: "deleted" },
  download: async (member) => {
    const posts = await db.ventingPost.findMany({
      where: { userId: member.id },
      orderBy: { createdAt: "asc" },
      include: { _count: { select: { likes: true } } },
    });
    const texts = await textsOf(posts);
    return posts.map((post) => ({
      id: post.id,
      topic: topicTitle(topicCodec.fromDb(post.topic)),
      topicId: topicCodec.fromDb(post.topic),
      kind: post.mediaType,
      text: post.text,
      file: post.storageKey
        ? {
            name: post.fileName,
            type: post.contentType,
            sizeBytes: post.sizeBytes,
            url: siteUrl(mediaUrlOf(post.id)),
            ...texts.get(post.id),
          }
        : null,
      hiddenFromFeed: post.hiddenAt !== null,
      shownAs: post.anonymity === "semi_anonymous" && post.pseudonym ? post.pseudonym : "Anonymous",
      anonymity: anonymityCodec.fromDb(post.anonymity),
      createdAt: iso(post.createdAt),
      likes: post._count.likes,
      trendingAt: iso(post.trendingAt),
    }));
  },
  erase: async (tx, member) => {
    const posts = await tx.ventingPost.findMany({ where: { userId: member.id }, select: { storageKey: true } });
    await tx.ventingPost.deleteMany({ where: { userId: member.id } });
    return posts.flatMap((post) => (post.storageKey ? [post.storageKey] : []));
  },
} satisfies PersonalDataSection;

/** Who liked the member's posts is other members' information. */
export const postLikesSection = deletedWithMember(
  "PostLike",
  async (member) => {
    const likes = await db.postLike.findMany({
      where: { userId: member.id },
      orderBy: { createdAt: "asc" },
      select: { postId: true, createdAt: true, post: { select: { topic: true } } },
    });
    return likes.map((like) => ({
      postId: like.postId,
      topic: topicTitle(topicCodec.fromDb(like.post.topic)),
      likedAt: iso(like.createdAt),
    }));
  },
  ownOrOnPostsOf,
);

export const trendingLikesSection = deletedWithMember("TrendingLike", async (member) => {
  const likes = await db.trendingLike.findMany({
    where: { userId: member.id },
    orderBy: { createdAt: "asc" },
    select: { itemId: true, createdAt: true, item: { select: { title: true } } },
  });
  return likes.map((like) => ({ itemId: like.itemId, title: like.item.title, likedAt: iso(like.createdAt) }));
});

export const ventingSettingsSection = deletedWithMember("VentingSettings", async (member) => {
  const settings = await db.ventingSettings.findUnique({ where: { userId: member.id } });
  return settings
    ? {
        anonymity: anonymityCodec.fromDb(settings.anonymity),
        followedSection: settings.section ? topicTitle(topicCodec.fromDb(settings.section)) : null,
        pseudonym: settings.pseudonym,
        notifications: {
          activity: settings.activity,
          trendingTopics: settings.trendingTopics,
          communityUpdates: settings.communityUpdates,
          push: settings.push,
        },
        updatedAt: iso(settings.updatedAt),
      }
    : null;
});

/** Who caused a notification (a liker) is someone else's information. */
export const notificationsSection = {
  models: { Notification: "deleted" },
  download: async (member) => {
    const notifications = await db.notification.findMany({
      where: { userId: member.id },
      orderBy: { createdAt: "asc" },
    });
    return notifications.map((notification) => {
      const kind = notificationKindCodec.fromDb(notification.kind);
      const topic = topicCodec.fromDb(notification.topic);
      return {
        id: notification.id,
        kind,
        topic: topicTitle(topic),
        message: messageOf(kind, topic),
        createdAt: iso(notification.createdAt),
        readAt: iso(notification.readAt),
      };
    });
  },
  erase: async (tx, member) => {
    // News of the member's likes stays for its owner, without saying who liked.
    await tx.$executeRaw`DELETE FROM "Notification" WHERE "postId" IN (SELECT "id" FROM "VentingPost" WHERE "userId" = ${member.id})`;
    await tx.notification.deleteMany({ where: { userId: member.id } });
    await tx.notification.updateMany({ where: { actorId: member.id }, data: { actorId: null } });
  },
} satisfies PersonalDataSection;

/** Never who reported the member's own posts. */
export const postReportsSection = deletedWithMember(
  "PostReport",
  async (member) => {
    const reports = await db.postReport.findMany({
      where: { userId: member.id },
      orderBy: { createdAt: "asc" },
      select: { postId: true, reason: true, note: true, createdAt: true, settledAt: true },
    });
    return reports.map((report) => ({
      postId: report.postId,
      reason: reportReasonLabel(reportReasonCodec.fromDb(report.reason)),
      note: report.note,
      reportedAt: iso(report.createdAt),
      decidedAt: iso(report.settledAt),
    }));
  },
  ownOrOnPostsOf,
);

export const postingSuspensionsSection = deletedWithMember("PostingSuspension", async (member) => {
  const suspensions = await db.postingSuspension.findMany({
    where: { userId: member.id },
    orderBy: { createdAt: "asc" },
  });
  return suspensions.map((suspension) => ({
    from: iso(suspension.createdAt),
    until: iso(suspension.endsAt),
    message: suspension.message,
    liftedAt: iso(suspension.liftedAt),
  }));
});

async function textsOf(
  posts: { id: string; contentType: string | null; storageKey: string | null; sizeBytes: number | null }[],
) {
  const texts = new Map<string, { text: string | null; textNote?: string }>();
  let budget = TEXT_BUDGET_BYTES;
  for (const post of posts) {
    if (post.contentType !== "text/plain" || !post.storageKey || post.sizeBytes === null) continue;
    if (post.sizeBytes > budget) {
      texts.set(post.id, {
        text: null,
        textNote: "Too much text for one download: open the post in the Venting Room to read it.",
      });
      continue;
    }
    try {
      const file = await getStorage().get(post.storageKey);
      if (!file) throw new Error("missing file");
      const text = await readText(file.body);
      budget -= post.sizeBytes;
      texts.set(post.id, { text });
    } catch (error) {
      logger.warn("account.export_text_unavailable", { postId: post.id, error });
      texts.set(post.id, {
        text: null,
        textNote: "The text could not be read just now. Try the download again later.",
      });
    }
  }
  return texts;
}

/** Text posts are checked to be UTF-8 when posted. */
async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}
