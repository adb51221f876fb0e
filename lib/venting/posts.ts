import "server-only";
import type { Prisma } from "@prisma/client";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { checkUpload, storeAndRecord, type CheckedUpload } from "@/lib/uploads/checked-upload";
import { acceptsAs } from "@/lib/uploads/file-signature";
import { megabytes } from "@/lib/uploads/file-size";
import { getStorage } from "@/lib/uploads/storage";
import type { ServableFile } from "@/lib/uploads/storage/types";
import { parseOrRefuse } from "@/lib/validations/problems";
import { anonymityCodec, type Anonymity } from "./anonymity";
import { MEDIA_KINDS, type MediaKind } from "./media-kinds";
import { notifyNewPost } from "./notifications";
import type { PostType } from "./post-types";
import { uploadFieldsSchema } from "./schemas";
import { ensureVentingSettings } from "./settings";
import { assertMayPost } from "./suspensions";
import { topicCodec, TOPICS, topicTitle, type TopicId } from "./topics";

interface PostFileView {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** Served by the plan-checked media route. */
  mediaUrl: string;
}

/** Never says who posted it. */
export interface PostView {
  id: string;
  topicId: TopicId;
  topicTitle: string;
  type: PostType;
  text: string | null;
  file: PostFileView | null;
  createdAt: string;
  author: string;
  anonymity: Anonymity;
  likeCount: number;
  likedByMe: boolean;
  isMine: boolean;
  reportedByMe: boolean;
  /** Only its poster still sees it. */
  hidden: boolean;
  hiddenBy: "reports" | "moderator" | null;
}

const FEED_PAGE_SIZE = 12;

export function mediaUrlOf(postId: string): string {
  return `/api/venting-room/media/${postId}`;
}

/** Plenty for venting, not enough to fill the disk. */
const POST_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60 * 1000 };

/** Before the body is read, so a flood of uploads is turned away before it costs memory. */
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
  text?: string | null;
  file?: { declaredKind: MediaKind; bytes: Uint8Array } | null;
}

/** `userEmail` may only confirm the member's own address; it never chooses whose post this is. */
export async function createPostFromForm(
  member: { id: string; email: string },
  form: { file: Uint8Array | null; fields: Record<string, unknown> },
): Promise<PostView> {
  const fields = parseOrRefuse(uploadFieldsSchema, form.fields, MESSAGES.venting.missingUpload);
  if (fields.userEmail !== member.email) throw new DomainError("forbidden", MESSAGES.venting.notYourAccount);
  if (!form.file && !fields.text) throw new DomainError("invalid", MESSAGES.venting.emptyPost);
  if (form.file && !fields.fileType) throw new DomainError("invalid", MESSAGES.venting.unknownType);
  return createPost({
    userId: member.id,
    topicId: fields.topicId,
    text: fields.text,
    file: form.file && fields.fileType ? { declaredKind: fields.fileType, bytes: form.file } : null,
  });
}

/** Trusts the bytes, never the name or the browser's claim, and strips metadata that identifies the poster. */
function checkPostFile(file: NonNullable<NewPost["file"]>, posterId: string): Promise<CheckedUpload> {
  const kind = MEDIA_KINDS[file.declaredKind];
  return checkUpload(
    file.bytes,
    {
      maxBytes: kind.maxBytes,
      accepts: (detected) => acceptsAs(detected, file.declaredKind),
      messages: {
        empty: MESSAGES.venting.missingUpload,
        tooLarge: MESSAGES.venting.tooLarge(kind.label, megabytes(kind.maxBytes)),
        unrecognised: `${MESSAGES.venting.notAllowed} ${MESSAGES.venting.wrongKind(kind.label, kind.formats)}`,
        notAccepted: MESSAGES.venting.wrongKind(kind.label, kind.formats),
        unreadableImage: MESSAGES.venting.unreadableImage,
        imageTooLarge: MESSAGES.venting.imageTooLarge,
        tooComplex: MESSAGES.venting.tooComplex,
      },
      identifying: {
        unreadable: MESSAGES.venting.unreadableFile(kind.label),
        cannotRemove: MESSAGES.venting.identifyingDetails,
        tooLarge: MESSAGES.venting.expandsTooFar,
      },
    },
    posterId,
  );
}

/** A refused upload stores nothing; if recording fails after the file was stored, the file is removed. */
export async function createPost(input: NewPost, now = new Date()): Promise<PostView> {
  await assertMayPost(input.userId, now);
  const text = input.text || null;
  if (!text && !input.file) throw new DomainError("invalid", MESSAGES.venting.emptyPost);
  const upload = input.file ? await checkPostFile(input.file, input.userId) : null;
  const settings = await ensureVentingSettings(input.userId);
  const record = (file: { storageKey: string; upload: CheckedUpload; kind: MediaKind } | null) =>
    db.$transaction(async (tx) => {
      const created = await tx.ventingPost.create({
        data: {
          userId: input.userId,
          topic: topicCodec.toDb(input.topicId),
          mediaType: file ? file.kind : "text",
          text,
          contentType: file?.upload.detected.mime ?? null,
          // Not the poster's file name: "Thabo_payslip.pdf" would say who posted.
          fileName: file ? `${MEDIA_KINDS[file.kind].label.toLowerCase()}.${file.upload.detected.extension}` : null,
          sizeBytes: file?.upload.bytes.byteLength ?? null,
          storageKey: file?.storageKey ?? null,
          anonymity: settings.anonymity,
          pseudonym: settings.anonymity === "semi_anonymous" ? settings.pseudonym : null,
          createdAt: now,
        },
      });
      await notifyNewPost(tx, created);
      return created;
    });
  const post =
    upload && input.file
      ? await storeAndRecord(
          "venting",
          upload,
          (storageKey) => record({ storageKey, upload, kind: input.file!.declaredKind }),
          now,
        )
      : await record(null);
  return toView({ ...post, _count: { likes: 0 }, likes: [], reports: [] }, input.userId);
}

export async function deleteOwnPost(userId: string, postId: string): Promise<void> {
  const post = await db.ventingPost.findUnique({ where: { id: postId }, select: { userId: true, storageKey: true } });
  if (!post) throw new DomainError("not-found", MESSAGES.venting.postNotFound);
  if (post.userId !== userId) throw new DomainError("forbidden", MESSAGES.venting.notYourPost);
  // Notifications have no relation to the post, so they are deleted explicitly.
  const [{ count }] = await db.$transaction([
    db.ventingPost.deleteMany({ where: { id: postId, userId } }),
    db.notification.deleteMany({ where: { postId } }),
  ]);
  if (count === 0) throw new DomainError("not-found", MESSAGES.venting.postNotFound);
  await deletePostFile(post.storageKey);
}

/** The row is already gone, so a failure is logged, never shown. */
export async function deletePostFile(storageKey: string | null): Promise<void> {
  if (!storageKey) return;
  await getStorage()
    .delete(storageKey)
    .catch((error) => logger.error("venting.file_delete_failed", { storageKey, error }));
}

type PostRow = Prisma.VentingPostGetPayload<{ select: ReturnType<typeof postSelect> }>;

function toView(row: PostRow, viewerId: string): PostView {
  const anonymity = anonymityCodec.fromDb(row.anonymity);
  const topicId = topicCodec.fromDb(row.topic);
  const reportedByMe = row.reports.length > 0;
  const withheld = row.userId !== viewerId && (reportedByMe || row.hiddenAt !== null);
  return {
    id: row.id,
    topicId,
    topicTitle: topicTitle(topicId),
    type: row.mediaType,
    text: withheld ? null : row.text,
    file:
      !withheld && row.storageKey && row.fileName && row.contentType && row.sizeBytes !== null
        ? {
            fileName: row.fileName,
            contentType: row.contentType,
            sizeBytes: row.sizeBytes,
            mediaUrl: mediaUrlOf(row.id),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    author: anonymity === "semi-anonymous" && row.pseudonym ? row.pseudonym : "Anonymous",
    anonymity,
    likeCount: withheld ? 0 : row._count.likes,
    likedByMe: !withheld && row.likes.length > 0,
    isMine: row.userId === viewerId,
    reportedByMe,
    hidden: row.userId === viewerId && row.hiddenAt !== null,
    hiddenBy: row.userId === viewerId && row.hiddenAt !== null ? row.hiddenBy : null,
  };
}

function postSelect(viewerId: string) {
  return {
    id: true,
    userId: true,
    topic: true,
    mediaType: true,
    text: true,
    contentType: true,
    fileName: true,
    sizeBytes: true,
    storageKey: true,
    anonymity: true,
    pseudonym: true,
    createdAt: true,
    hiddenAt: true,
    hiddenBy: true,
    _count: { select: { likes: true } },
    likes: { where: { userId: viewerId }, select: { userId: true } },
    reports: { where: { userId: viewerId }, select: { id: true } },
  } as const;
}

function visibleTo(viewerId: string): Prisma.VentingPostWhereInput {
  return { OR: [{ hiddenAt: null }, { userId: viewerId }] };
}

/** Reported posts stay as placeholders, so the answer to a report stays where it was asked. */
function inFeedOf(viewerId: string): Prisma.VentingPostWhereInput {
  return { OR: [{ hiddenAt: null }, { userId: viewerId }, { reports: { some: { userId: viewerId } } }] };
}

export interface FeedQuery {
  topic?: TopicId;
  type?: PostType;
  before?: string;
  limit?: number;
}

export interface FeedPage {
  posts: PostView[];
  nextCursor: string | null;
}

export async function listPosts(viewerId: string, query: FeedQuery = {}): Promise<FeedPage> {
  const limit = Math.min(Math.max(query.limit ?? FEED_PAGE_SIZE, 1), 50);
  const where = {
    topic: query.topic && topicCodec.toDb(query.topic),
    mediaType: query.type,
    ...inFeedOf(viewerId),
  };
  // A cursor from another filter or a deleted post would skip posts: start from the newest.
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
  const counts = await db.ventingPost.groupBy({ by: ["topic"], where: { hiddenAt: null }, _count: { _all: true } });
  const countOf = new Map(counts.map((row) => [topicCodec.fromDb(row.topic), row._count._all]));
  return TOPICS.map((topic) => ({
    id: topic.id,
    title: topic.title,
    description: topic.description,
    postCount: countOf.get(topic.id) ?? 0,
  }));
}

/** A hidden post's file is served only to its poster (moderators use the staff route). */
export async function findPostMedia(postId: string, viewerId: string): Promise<ServableFile> {
  const post = await db.ventingPost.findFirst({
    where: { id: postId, ...visibleTo(viewerId) },
    select: { storageKey: true, contentType: true, sizeBytes: true, fileName: true, mediaType: true },
  });
  return servableFile(post);
}

export function servableFile(
  post: {
    storageKey: string | null;
    contentType: string | null;
    sizeBytes: number | null;
    fileName: string | null;
    mediaType: string;
  } | null,
): ServableFile {
  if (!post?.storageKey || !post.contentType || !post.fileName || post.sizeBytes === null)
    throw new DomainError("not-found", MESSAGES.venting.postNotFound);
  return {
    storageKey: post.storageKey,
    contentType: post.contentType,
    sizeBytes: post.sizeBytes,
    fileName: post.fileName,
    disposition: post.mediaType === "doc" ? "attachment" : "inline",
  };
}
