import "server-only";
import type { Prisma } from "@prisma/client";
import { recordAudit, type Actor } from "@/lib/audit/log";
import { MS_PER_DAY } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { lockPost } from "@/lib/venting/post-lock";
import { deletePostFile } from "@/lib/venting/posts";

type Tx = Prisma.TransactionClient;

/**
 * Never the words or file; the poster only for a reported post (moderators see no other). The row is
 * locked first, so each decision records the state it changed.
 */
async function postState(tx: Tx, postId: string) {
  await lockPost(tx, postId);
  const post = await tx.ventingPost.findUnique({
    where: { id: postId },
    select: { id: true, userId: true, topic: true, mediaType: true, storageKey: true, hiddenAt: true, hiddenBy: true },
  });
  if (!post) throw new DomainError("not-found", MESSAGES.staff.postGone);
  const [openReports, reports] = await Promise.all([
    tx.postReport.count({ where: { postId, settledAt: null } }),
    tx.postReport.count({ where: { postId } }),
  ]);
  return {
    post,
    reported: reports > 0,
    state: {
      hidden: post.hiddenAt !== null,
      hiddenBy: post.hiddenBy,
      openReports,
      topic: post.topic,
      type: post.mediaType,
      ...(reports > 0 ? { poster: post.userId } : {}),
    },
  };
}

export function hidePost(actor: Actor, postId: string, reason: string, now = new Date()): Promise<void> {
  return setHidden(actor, postId, reason, now, true);
}

export function restorePost(actor: Actor, postId: string, reason: string, now = new Date()): Promise<void> {
  return setHidden(actor, postId, reason, now, false);
}

/** Settles the reports so far: only new ones count towards hiding it again. */
async function setHidden(actor: Actor, postId: string, reason: string, now: Date, hidden: boolean): Promise<void> {
  const hiddenBy = hidden ? "moderator" : null;
  await db.$transaction(async (tx) => {
    const { state } = await postState(tx, postId);
    await tx.ventingPost.update({ where: { id: postId }, data: { hiddenAt: hidden ? now : null, hiddenBy } });
    await tx.postReport.updateMany({ where: { postId, settledAt: null }, data: { settledAt: now } });
    await recordAudit(tx, actor, {
      action: hidden ? "post.hide" : "post.restore",
      subjectType: "venting-post",
      subjectId: postId,
      reason,
      before: state,
      after: { ...state, hidden, hiddenBy, openReports: 0 },
    });
  });
}

/** The audit entry keeps what the post was, not what it said. */
export async function deletePostAsModerator(actor: Actor, postId: string, reason: string): Promise<void> {
  const storageKey = await db.$transaction(async (tx) => {
    const { post, state } = await postState(tx, postId);
    await tx.ventingPost.delete({ where: { id: postId } });
    await tx.notification.deleteMany({ where: { postId } });
    await recordAudit(tx, actor, {
      action: "post.delete",
      subjectType: "venting-post",
      subjectId: postId,
      reason,
      before: state,
      after: null,
    });
    return post.storageKey;
  });
  await deletePostFile(storageKey);
}

/** Reported posts only: an unreported post does not name its poster to a moderator, even this way. */
export async function suspendPoster(
  actor: Actor,
  input: { postId: string; days: number; message: string; reason: string },
  now = new Date(),
): Promise<{ endsAt: Date }> {
  return db.$transaction(async (tx) => {
    const { post, reported } = await postState(tx, input.postId);
    if (!reported) throw new DomainError("forbidden", MESSAGES.staff.notReported);
    const endsAt = new Date(now.getTime() + input.days * MS_PER_DAY);
    const suspension = await tx.postingSuspension.create({
      data: { userId: post.userId, endsAt, message: input.message, createdAt: now },
    });
    await recordAudit(tx, actor, {
      action: "member.suspend",
      subjectType: "user",
      subjectId: post.userId,
      reason: input.reason,
      before: null,
      after: {
        suspension: suspension.id,
        days: input.days,
        endsAt: endsAt.toISOString(),
        message: input.message,
        postId: input.postId,
      },
    });
    return { endsAt };
  });
}

export async function liftSuspension(
  actor: Actor,
  suspensionId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  await db.$transaction(async (tx) => {
    const suspension = await tx.postingSuspension.findUnique({ where: { id: suspensionId } });
    if (!suspension || suspension.liftedAt || suspension.endsAt <= now)
      throw new DomainError("not-found", MESSAGES.staff.suspensionGone);
    // Of two lifts at once, one lifts and logs; the other finds it lifted.
    const { count } = await tx.postingSuspension.updateMany({
      where: { id: suspensionId, liftedAt: null },
      data: { liftedAt: now },
    });
    if (count === 0) throw new DomainError("not-found", MESSAGES.staff.suspensionGone);
    await recordAudit(tx, actor, {
      action: "member.unsuspend",
      subjectType: "user",
      subjectId: suspension.userId,
      reason,
      before: { suspension: suspension.id, endsAt: suspension.endsAt.toISOString() },
      after: { suspension: suspension.id, liftedAt: now.toISOString() },
    });
  });
}
