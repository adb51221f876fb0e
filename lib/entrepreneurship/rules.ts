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

export const TRANSFER_DECISIONS = ["approve", "refuse"] as const;
export type TransferDecision = (typeof TRANSFER_DECISIONS)[number];

/** What the learner and the console call each state of a request. */
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  refused: "Refused",
};
