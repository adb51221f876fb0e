/**
 * The facilitators' limits and words: the one source the schemas, the staff forms and the learner's
 * dashboard read. Zod-free, so client forms can use them without shipping the validation library.
 */
import type { TransferStatus } from "@prisma/client";

export const FACILITATOR_RULES = {
  /** A note with a transfer decision: optional to approve, required to refuse. */
  transferNote: { max: 1000 },
  feedback: { min: 1, max: 2000 },
} as const;

/**
 * How long a member keeps their seat after their access to Entrepreneurship ends: a plan renewed a
 * few days late keeps its group; a voucher month that lapses does not hold a seat for good.
 */
export const SEAT_KEPT_DAYS = 14;

export const TRANSFER_DECISIONS = ["approve", "refuse"] as const;
export type TransferDecision = (typeof TRANSFER_DECISIONS)[number];

/** What the learner and the console call each state of a request. */
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  refused: "Refused",
};

/** What each kind of activity adds to its group's score in an arena. */
export const GROUP_POINTS = {
  /** A step of an assessment answered while in a group (answering it again adds nothing). */
  assessmentAnswer: 5,
  /** A member's write-up of their group's project (editing it adds nothing). */
  projectSubmission: 20,
} as const;

export const PROJECT_RULES = {
  /** Write-ups open on the 1st of the project's month and close this many days after its day. */
  submissionDaysAfter: 14,
  summary: { min: 20, max: 1000 },
  /** How far ahead the calendar goes, in months after the current one. */
  monthsAhead: 6,
} as const;
