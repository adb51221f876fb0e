import "server-only";
import type { Prisma } from "@prisma/client";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { checkUpload, storeAndRecord } from "@/lib/uploads/checked-upload";
import { acceptsAs } from "@/lib/uploads/file-signature";
import { MEDIA_KINDS, megabytes, type MediaKind } from "@/lib/uploads/media-kinds";
import type { ServableFile } from "@/lib/uploads/storage/types";
import { parseOrRefuse } from "@/lib/validations/problems";
import { anonymityCodec, type Anonymity } from "./anonymity";
import { notifyNewPost } from "./notifications";
import { uploadFieldsSchema } from "./schemas";
import { ensureVentingSettings } from "./settings";
import { topicCodec, TOPICS, topicTitle, type TopicId } from "./topics";

/** A post as members see it: what was posted and how it is doing, never who posted it. */
export interface PostView {
  id: string;
  topicId: TopicId;
  topicTitle: string;
  type: MediaKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** Served by the plan-checked media route. */
  mediaUrl: string;
  createdAt: string;
  /** "Anonymous", or the poster's pseudonym for semi-anonymous posts. */
  author: string;
  anonymity: Anonymity;
  likeCount: number;
  likedByMe: boolean;
  /** True only for the viewer's own posts, so they can recognise them. */
  isMine: boolean;
}

const FEED_PAGE_SIZE = 12;

export function mediaUrlOf(postId: string): string {
  return `/api/venting-room/media/${postId}`;
}

/** Posts per member per hour: plenty for venting, not enough to fill the disk. */
const POST_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60 * 1000 };

/**
 * Counts an attempt to post, refusing (rate-limited) past POST_RATE_LIMIT. Called before the upload's
 * body is read, so a flood of uploads is turned away before it costs memory.
 */
export function countPostAttempt(userId: string): Promise<void> {
  return enforceRateLimit(
    rateLimitKey("user", userId, "venting-post"),
    POST_RATE_LIMIT,
    MESSAGES.venting.tooManyUploads,
  );
}

export interface NewPost {
  userId: string;
  topicId: TopicId;
  declaredKind: MediaKind;
  bytes: Uint8Array;
}

/**
 * A post as the upload form sends it (file, topicId, userEmail, fileType): the fields are checked,
 * the e-mail may only confirm the member's own (it never chooses whose post this is), then createPost.
 */
export async function createPostFromForm(
  member: { id: string; email: string },
  form: { file: File | null; fields: Record<string, unknown> },
): Promise<PostView> {
  const fields = parseOrRefuse(uploadFieldsSchema, form.fields, MESSAGES.venting.missingUpload);
  if (!form.file) throw new DomainError("invalid", MESSAGES.venting.missingUpload);
  if (fields.userEmail !== member.email) throw new DomainError("forbidden", MESSAGES.venting.notYourAccount);
  return createPost({
    userId: member.id,
    topicId: fields.topicId,
    declaredKind: fields.fileType,
    bytes: new Uint8Array(await form.file.arrayBuffer()),
  });
}

/**
 * Checks an upload from its bytes (never its name or the browser's claim), strips a picture's
 * metadata, stores it and records the post with the poster's current privacy choice. A refused upload stores nothing; if recording
 * fails after the file was stored, the file is removed again.
 */
export async function createPost(input: NewPost, now = new Date()): Promise<PostView> {
  const kind = MEDIA_KINDS[input.declaredKind];
  const upload = await checkUpload(input.bytes, {
    maxBytes: kind.maxBytes,
    accepts: (detected) => acceptsAs(detected, input.declaredKind),
    messages: {
      empty: MESSAGES.venting.missingUpload,
      tooLarge: MESSAGES.venting.tooLarge(kind.label, megabytes(kind.maxBytes)),
      unrecognised: `${MESSAGES.venting.notAllowed} ${MESSAGES.venting.wrongKind(kind.label, kind.formats)}`,
      notAccepted: MESSAGES.venting.wrongKind(kind.label, kind.formats),
      unreadableImage: MESSAGES.venting.unreadableImage,
    },
  });
  const settings = await ensureVentingSettings(input.userId);
  const post = await storeAndRecord(
    "venting",
    upload,
    (storageKey) =>
      db.$transaction(async (tx) => {
        const created = await tx.ventingPost.create({
          data: {
            userId: input.userId,
            topic: topicCodec.toDb(input.topicId),
            mediaType: input.declaredKind,
            contentType: upload.detected.mime,
            // The poster's own file name is not kept: "Thabo_payslip.pdf" would say who posted.
            fileName: `${kind.label.toLowerCase()}.${upload.detected.extension}`,
            sizeBytes: upload.bytes.byteLength,
            storageKey,
            anonymity: settings.anonymity,
            pseudonym: settings.anonymity === "semi_anonymous" ? settings.pseudonym : null,
            createdAt: now,
          },
        });
        await notifyNewPost(tx, created);
        return created;
      }),
    now,
  );
  return toView({ ...post, _count: { likes: 0 }, likes: [] }, input.userId);
}

type PostRow = Prisma.VentingPostGetPayload<{ select: ReturnType<typeof postSelect> }>;

function toView(row: PostRow, viewerId: string): PostView {
  const anonymity = anonymityCodec.fromDb(row.anonymity);
  const topicId = topicCodec.fromDb(row.topic);
  return {
    id: row.id,
    topicId,
    topicTitle: topicTitle(topicId),
    type: row.mediaType,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    mediaUrl: mediaUrlOf(row.id),
    createdAt: row.createdAt.toISOString(),
    author: anonymity === "semi-anonymous" && row.pseudonym ? row.pseudonym : "Anonymous",
    anonymity,
    likeCount: row._count.likes,
    likedByMe: row.likes.length > 0,
    isMine: row.userId === viewerId,
  };
}

function postSelect(viewerId: string) {
  return {
    id: true,
    userId: true,
    topic: true,
    mediaType: true,
    contentType: true,
    fileName: true,
    sizeBytes: true,
    anonymity: true,
    pseudonym: true,
    createdAt: true,
    _count: { select: { likes: true } },
    likes: { where: { userId: viewerId }, select: { userId: true } },
  } as const;
}

export interface FeedQuery {
  topic?: TopicId;
  type?: MediaKind;
  /** The id of the last post already shown. */
  before?: string;
  limit?: number;
}

export interface FeedPage {
  posts: PostView[];
  /** Pass as `before` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** The community's posts, newest first, a page at a time. */
export async function listPosts(viewerId: string, query: FeedQuery = {}): Promise<FeedPage> {
  const limit = Math.min(Math.max(query.limit ?? FEED_PAGE_SIZE, 1), 50);
  const where = { topic: query.topic && topicCodec.toDb(query.topic), mediaType: query.type };
  // A cursor from another filter (or a deleted post) would skip a real post: start from the newest instead.
  const cursor = query.before
    ? await db.ventingPost.findFirst({ where: { id: query.before, ...where }, select: { id: true } })
    : null;
  const rows = await db.ventingPost.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    cursor: cursor ?? undefined,
    skip: cursor ? 1 : 0,
    take: limit + 1,
    select: postSelect(viewerId),
  });
  const page = rows.slice(0, limit);
  return {
    posts: page.map((row) => toView(row, viewerId)),
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
  };
}

export interface TopicSummary {
  id: TopicId;
  title: string;
  description: string;
  postCount: number;
}

export async function topicSummaries(): Promise<TopicSummary[]> {
  const counts = await db.ventingPost.groupBy({ by: ["topic"], _count: { _all: true } });
  const countOf = new Map(counts.map((row) => [topicCodec.fromDb(row.topic), row._count._all]));
  return TOPICS.map((topic) => ({
    id: topic.id,
    title: topic.title,
    description: topic.description,
    postCount: countOf.get(topic.id) ?? 0,
  }));
}

/** A post's file, as the media route streams it: documents download, the rest show in the page. */
export async function findPostMedia(postId: string): Promise<ServableFile> {
  const post = await db.ventingPost.findUnique({
    where: { id: postId },
    select: { storageKey: true, contentType: true, sizeBytes: true, fileName: true, mediaType: true },
  });
  if (!post) throw new DomainError("not-found", MESSAGES.venting.postNotFound);
  const { mediaType, ...file } = post;
  return { ...file, disposition: mediaType === "doc" ? "attachment" : "inline" };
}
