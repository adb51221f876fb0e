/** Zod-free, so client forms can use these without shipping the validation library. */
import type { TransferStatus } from "@prisma/client";

export const FACILITATOR_RULES = {
  transferNote: { max: 1000 },
  feedback: { min: 1, max: 2000 },
} as const;

/** A plan renewed a few days late keeps its group; a lapsed voucher month does not hold a seat for good. */
export const SEAT_KEPT_DAYS = 14;

export const TRANSFER_DECISIONS = ["approve", "refuse"] as const;
export type TransferDecision = (typeof TRANSFER_DECISIONS)[number];

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  refused: "Refused",
};

export const GROUP_POINTS = {
  /** Answering again adds nothing. */
  assessmentAnswer: 5,
  /** Editing adds nothing. */
  projectSubmission: 20,
} as const;

export const PROJECT_RULES = {
  /** Write-ups open on the 1st of the month and close this many days after the project. */
  submissionDaysAfter: 14,
  summary: { min: 20, max: 1000 },
  monthsAhead: 6,
} as const;
