/**
 * Every database model that holds a member's personal information: where "Download my data" puts
 * it and what "Delete my account" does to it. A test reads the Prisma schema and fails when a model
 * that references User is missing here, so a new model cannot be left out of either right.
 */
type OnAccountDeletion =
  /** The rows go with the account (and any file they point to). */
  | "deleted"
  /** The rows stay, with nothing left that says whose they were. */
  | "kept-anonymised";

export const PERSONAL_DATA_MODELS = {
  User: { section: "account", onDeletion: "deleted" },
  Account: { section: "linkedAccounts", onDeletion: "deleted" },
  // The slot keeps counting towards the early-registrant limit; the e-mail becomes a fingerprint.
  Voucher: { section: "voucher", onDeletion: "kept-anonymised" },
  Subscription: { section: "subscriptions", onDeletion: "deleted" },
  // Financial records: kept for tax law, without the user.
  Payment: { section: "payments", onDeletion: "kept-anonymised" },
  VentingPost: { section: "ventingPosts", onDeletion: "deleted" },
  PostLike: { section: "postLikes", onDeletion: "deleted" },
  TrendingLike: { section: "trendingLikes", onDeletion: "deleted" },
  VentingSettings: { section: "ventingSettings", onDeletion: "deleted" },
  Notification: { section: "notifications", onDeletion: "deleted" },
  AssessmentAnswer: { section: "assessmentAnswers", onDeletion: "deleted" },
  // A facilitator's feedback, in the download beside the answer it is about.
  AssessmentFeedback: { section: "assessmentAnswers", onDeletion: "deleted" },
  MemberTransfer: { section: "memberTransfers", onDeletion: "deleted" },
  // The member's group in each arena, and their project write-ups (which leave the group's score with them).
  GroupMembership: { section: "groups", onDeletion: "deleted" },
  ProjectSubmission: { section: "groups", onDeletion: "deleted" },
  Certificate: { section: "certificates", onDeletion: "deleted" },
  // STEM practice: each question asked, the answer and whether it was right.
  PracticeAttempt: { section: "stemPractice", onDeletion: "deleted" },
  UserSession: { section: "sessions", onDeletion: "deleted" },
  // The browsers that have signed in (when first and last), never the cookie that names them.
  KnownClient: { section: "knownBrowsers", onDeletion: "deleted" },
  // Described (what each link was for, when it was sent and used), never the link itself.
  EmailToken: { section: "emailLinks", onDeletion: "deleted" },
  // The reports the member made (never who reported the member's own posts).
  PostReport: { section: "postReports", onDeletion: "deleted" },
  PostingSuspension: { section: "postingSuspensions", onDeletion: "deleted" },
  StaffRole: { section: "staffRoles", onDeletion: "deleted" },
  // Receipts and plan reminders, queued or sent (sent ones are kept 90 days, lib/outbox).
  OutboxMail: { section: "emails", onDeletion: "deleted" },
} as const satisfies Record<string, { section: string; onDeletion: OnAccountDeletion }>;

export type PersonalDataModel = keyof typeof PERSONAL_DATA_MODELS;
export type PersonalDataSection = (typeof PERSONAL_DATA_MODELS)[PersonalDataModel]["section"];
