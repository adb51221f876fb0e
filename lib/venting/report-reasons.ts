import { MS_PER_DAY } from "@/lib/dates";

export const REPORT_REASONS = [
  { id: "harassment", label: "Harassment or bullying" },
  { id: "risk-of-harm", label: "Risk of harm to self or others" },
  { id: "sexual-content", label: "Sexual content" },
  { id: "hate", label: "Hate" },
  { id: "personal-information", label: "Personal information" },
  { id: "spam", label: "Spam" },
  { id: "other", label: "Other" },
] as const;

export type ReportReasonId = (typeof REPORT_REASONS)[number]["id"];

export const REPORT_REASON_IDS = REPORT_REASONS.map((reason) => reason.id) as [ReportReasonId, ...ReportReasonId[]];

export function reportReasonLabel(id: ReportReasonId): string {
  return REPORT_REASONS.find((reason) => reason.id === id)?.label ?? id;
}

export const MAX_REPORT_NOTE = 500;

export const ESTABLISHED_AFTER_DAYS = 3;

/** An account made minutes ago, or never confirmed, could be anyone's: its reports do not hide posts. */
export function isEstablished(account: { createdAt: Date; emailVerified: Date | null }, now = new Date()): boolean {
  return (
    account.emailVerified !== null && account.createdAt.getTime() <= now.getTime() - ESTABLISHED_AFTER_DAYS * MS_PER_DAY
  );
}
