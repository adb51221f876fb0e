import "server-only";
import type { ReportReason as StoredReportReason } from "@prisma/client";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { enumCodec } from "@/lib/enum-codec";
import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { notifyPostHidden } from "./notifications";
import { lockPost } from "./post-lock";
import { isEstablished, type ReportReasonId } from "./report-reasons";

export const reportReasonCodec = enumCodec<ReportReasonId, StoredReportReason>(
  {
    harassment: "harassment",
    "risk-of-harm": "risk_of_harm",
    "sexual-content": "sexual_content",
    hate: "hate",
    "personal-information": "personal_information",
    spam: "spam",
    other: "other",
  },
  {
    harassment: "harassment",
    risk_of_harm: "risk-of-harm",
    sexual_content: "sexual-content",
    hate: "hate",
    personal_information: "personal-information",
    spam: "spam",
    other: "other",
  },
);

/** Reports per member per hour: enough for a bad evening in the feed, not for a campaign. */
const REPORT_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };
/** Reports per client address per hour: a school's learners report together, a farm of accounts does not get far. */
const REPORT_ADDRESS_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60 * 1000 };

export interface ReportOutcome {
  /** Whether this report hid the post from the feed (the threshold was reached). */
  hidden: boolean;
  /** A report of risk of harm: the reporter is shown the crisis lines at once. */
  showCrisisHelp: boolean;
}

/**
 * A member reports another's post, once. When REPORTS_TO_HIDE different established members
 * (isEstablished) have reports still open on it, it is hidden from the feed until a moderator decides,
 * and its poster is told; a new account's report reaches the moderators all the same. The count and the
 * hiding happen in one transaction, so simultaneous reports hide it exactly when the threshold is met.
 * Limited per member and per client address.
 */
export async function reportPost(
  reporterId: string,
  postId: string,
  report: { reason: ReportReasonId; note?: string | null },
  clientAddress: string,
  now = new Date(),
): Promise<ReportOutcome> {
  const already = await db.postReport.findUnique({
    where: { postId_userId: { postId, userId: reporterId } },
    select: { id: true },
  });
  if (already) throw new DomainError("conflict", MESSAGES.venting.alreadyReported);
  // A post hidden a moment ago by racing reports may still be reported (it was in the feed); one a
  // moderator hid has had its decision.
  const post = await db.ventingPost.findUnique({
    where: { id: postId },
    select: { id: true, userId: true, topic: true, hiddenBy: true },
  });
  if (!post || post.hiddenBy === "moderator") throw new DomainError("not-found", MESSAGES.venting.postNotFound);
  if (post.userId === reporterId) throw new DomainError("forbidden", MESSAGES.venting.cannotReportOwn);
  await enforceRateLimit(
    rateLimitKey("user", reporterId, "venting-report"),
    REPORT_RATE_LIMIT,
    MESSAGES.venting.tooManyReports,
  );
  await enforceRateLimit(
    rateLimitKey("address", clientAddress, "venting-report"),
    REPORT_ADDRESS_LIMIT,
    MESSAGES.venting.tooManyReports,
  );
  const reporter = await db.user.findUnique({
    where: { id: reporterId },
    select: { createdAt: true, emailVerified: true },
  });
  const established = reporter !== null && isEstablished(reporter, now);
  try {
    const hidden = await db.$transaction(async (tx) => {
      // Reports on one post take turns: each counts the ones before it (on PostgreSQL, two counting
      // at once would each miss the other's report, and neither would hide the post).
      await lockPost(tx, postId);
      await tx.postReport.create({
        data: {
          postId,
          userId: reporterId,
          reason: reportReasonCodec.toDb(report.reason),
          note: report.note || null,
          established,
          createdAt: now,
        },
      });
      if (!established) return false;
      const open = await tx.postReport.count({ where: { postId, settledAt: null, established: true } });
      if (open < getEnv().REPORTS_TO_HIDE) return false;
      const { count } = await tx.ventingPost.updateMany({
        where: { id: postId, hiddenAt: null },
        data: { hiddenAt: now, hiddenBy: "reports" },
      });
      if (count === 1) await notifyPostHidden(tx, post);
      return count === 1;
    });
    return { hidden, showCrisisHelp: report.reason === "risk-of-harm" };
  } catch (error) {
    // The same member's simultaneous second report: the unique key lets one in.
    if (isUniqueViolation(error)) throw new DomainError("conflict", MESSAGES.venting.alreadyReported);
    throw error;
  }
}
