import "server-only";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import { FORMER_MEMBER } from "@/lib/entrepreneurship/memberships";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { forgetRateLimitsOf } from "@/lib/rate-limit";
import { getStorage } from "@/lib/uploads/storage";
import { retiredVoucherEmail } from "@/lib/vouchers/retired";
import { confirmsDeletion } from "./rules";

/** Files are deleted a few at a time: Vercel Blob is a network call per file. */
const FILE_DELETE_BATCH = 8;

export interface DeletedAccount {
  /** Uploaded files removed from storage. */
  filesDeleted: number;
  /** Files storage could not remove (logged, for someone to clean up; the account is gone either way). */
  filesFailed: number;
}

/**
 * "Delete my account" (POPIA sections 11(3), 14 and 24): the user confirms by typing DELETE or their
 * own e-mail; anything else is a 400 that deletes nothing.
 */
export async function deleteOwnAccount(user: { id: string; email: string }, confirm: string): Promise<DeletedAccount> {
  if (!confirmsDeletion(confirm, user.email)) throw new DomainError("invalid", MESSAGES.account.confirmDeletion);
  return deleteAccount(user.id);
}

/**
 * Removes an account and everything it owns in one transaction, then its uploaded files.
 *
 * - Deleted: the account, its Microsoft link, subscriptions, Venting Room posts, likes, settings and
 *   notifications, assessment answers (and facilitators' feedback on them), member transfers,
 *   group memberships and project write-ups, certificates, STEM practice attempts (see models.ts),
 *   the notifications other members got about this user's posts (they point at posts that are gone),
 *   and the rate-limit counters kept for this account.
 * - Kept without the user: the voucher row, so its slot keeps counting towards the early-registrant
 *   limit (deleting accounts must never free a free month for someone else) and the same confirmed
 *   e-mail cannot sign up for a second one; its e-mail becomes a keyed fingerprint
 *   (lib/vouchers/retired.ts), or, for an address never confirmed, a marker that matches no one. And the
 *   payment rows, with userId null: reference, plan, amount, status and dates are the business's
 *   financial records, which the Tax Administration Act (section 29) and the VAT Act ask it to keep for
 *   five years, and POPIA section 14(1)(a) allows keeping what a law requires. Nothing in them says
 *   who paid once the link is gone (Paystack keeps its own records under its own obligations).
 *   Pending ones are kept too: Paystack may still complete one, and the record is what lets the
 *   team reconcile or refund it.
 * - Other members' likes on this user's posts go with the posts; others' notifications that a like
 *   came from this user lose that link.
 *
 * Files go after the commit, so a rolled-back deletion never loses a file; a file that cannot be
 * deleted is logged, not reported as a failure (its row, and so every way to reach it, is gone).
 */
async function deleteAccount(userId: string): Promise<DeletedAccount> {
  const storageKeys = await db.$transaction(async (tx) => {
    // Locked first: a post or transfer being added now waits for this to end (its row points at the
    // account), so every file listed below is every file the account has.
    await lockRow(tx, "User", userId);
    const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true, emailVerified: true } });
    if (!user) return [];
    const [posts, transfers] = await Promise.all([
      tx.ventingPost.findMany({ where: { userId }, select: { storageKey: true } }),
      tx.memberTransfer.findMany({ where: { userId }, select: { agreementKey: true } }),
    ]);

    // Deleted one by one rather than left to the schema's cascades, so the result does not depend on
    // a driver enforcing foreign keys (the cascades stay as a backstop).
    await tx.$executeRaw`DELETE FROM "Notification" WHERE "postId" IN (SELECT "id" FROM "VentingPost" WHERE "userId" = ${userId})`;
    await tx.notification.deleteMany({ where: { userId } });
    await tx.notification.updateMany({ where: { actorId: userId }, data: { actorId: null } });
    await tx.postLike.deleteMany({ where: { OR: [{ userId }, { post: { userId } }] } });
    await tx.trendingLike.deleteMany({ where: { userId } });
    // The reports the member made, and those on the member's posts.
    await tx.postReport.deleteMany({ where: { OR: [{ userId }, { post: { userId } }] } });
    await tx.ventingPost.deleteMany({ where: { userId } });
    await tx.postingSuspension.deleteMany({ where: { userId } });
    await tx.staffRole.deleteMany({ where: { userId } });
    await tx.ventingSettings.deleteMany({ where: { userId } });
    // Feedback first: it hangs off the answers.
    await tx.assessmentFeedback.deleteMany({ where: { userId } });
    await tx.assessmentAnswer.deleteMany({ where: { userId } });
    await tx.memberTransfer.deleteMany({ where: { userId } });
    await tx.projectSubmission.deleteMany({ where: { userId } });
    // Other members' transfer requests that named this member keep the request, not the name.
    const memberships = await tx.groupMembership.findMany({ where: { userId }, select: { id: true } });
    await tx.memberTransfer.updateMany({
      where: { membershipId: { in: memberships.map((membership) => membership.id) } },
      data: { memberName: FORMER_MEMBER, memberUserId: null },
    });
    await tx.groupMembership.deleteMany({ where: { userId } });
    await tx.certificate.deleteMany({ where: { userId } });
    await tx.practiceAttempt.deleteMany({ where: { userId } });
    await tx.subscription.deleteMany({ where: { userId } });
    await tx.account.deleteMany({ where: { userId } });
    await tx.userSession.deleteMany({ where: { userId } });
    await tx.knownClient.deleteMany({ where: { userId } });
    await tx.emailToken.deleteMany({ where: { userId } });
    // Receipts and reminders, sent or waiting: a reminder to a deleted account must not go out.
    await tx.outboxMail.deleteMany({ where: { userId } });
    // A confirmed address keeps its one voucher retired; an address never proven (anyone could have
    // signed up with it) is not held against its real owner, who may still be given one.
    const voucher = await tx.voucher.findUnique({ where: { userId }, select: { id: true } });
    if (voucher) {
      const email = user.emailVerified ? retiredVoucherEmail(user.email) : `unproven:${voucher.id}`;
      await tx.voucher.update({ where: { id: voucher.id }, data: { userId: null, email } });
    }
    await tx.payment.updateMany({ where: { userId }, data: { userId: null } });
    await forgetRateLimitsOf(tx, { userId, email: user.email });
    await tx.user.delete({ where: { id: userId } });
    return [
      ...posts.flatMap((post) => (post.storageKey ? [post.storageKey] : [])),
      ...transfers.map((transfer) => transfer.agreementKey),
    ];
  });

  const storage = getStorage();
  let filesFailed = 0;
  for (let start = 0; start < storageKeys.length; start += FILE_DELETE_BATCH) {
    const batch = storageKeys.slice(start, start + FILE_DELETE_BATCH);
    const results = await Promise.allSettled(batch.map((key) => storage.delete(key)));
    results.forEach((result, index) => {
      if (result.status === "fulfilled") return;
      filesFailed += 1;
      logger.error("account.file_delete_failed", {
        storageKey: batch[index],
        storage: storage.name,
        error: result.reason,
      });
    });
  }
  const deleted = { filesDeleted: storageKeys.length - filesFailed, filesFailed };
  logger.info("account.deleted", deleted);
  return deleted;
}
