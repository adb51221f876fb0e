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

/** Enough for a bad evening in the feed, not for a campaign. */
const REPORT_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };
/** A school's learners share an address; a farm of accounts does not get far. */
const REPORT_ADDRESS_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60 * 1000 };

export interface ReportOutcome {
  hidden: boolean;
  showCrisisHelp: boolean;
}

/**
 * REPORTS_TO_HIDE open reports from established members hide a post until a moderator decides; a new
 * account's report still reaches moderators. Count and hide share one transaction.
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
  // A post just hidden by racing reports may still be reported; one a moderator hid may not.
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
      // Serialised: on PostgreSQL two concurrent counts would each miss the other and neither would hide.
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
    if (isUniqueViolation(error)) throw new DomainError("conflict", MESSAGES.venting.alreadyReported);
    throw error;
  }
}
