import "server-only";
import {
  accountSection,
  emailLinksSection,
  knownBrowsersSection,
  linkedAccountsSection,
} from "@/lib/accounts/personal-data";
import {
  assessmentAnswersSection,
  certificatesSection,
  groupsSection,
  memberTransfersSection,
} from "@/lib/entrepreneurship/personal-data";
import { emailsSection } from "@/lib/outbox/personal-data";
import { paymentsSection } from "@/lib/payments/personal-data";
import type { OnAccountDeletion, PersonalDataSection } from "@/lib/personal-data-section";
import { rateLimitsSection } from "@/lib/rate-limit/personal-data";
import { sessionsSection } from "@/lib/sessions/personal-data";
import { staffRolesSection } from "@/lib/staff/personal-data";
import { stemPracticeSection } from "@/lib/stem/personal-data";
import { subscriptionsSection } from "@/lib/subscriptions/personal-data";
import {
  notificationsSection,
  postingSuspensionsSection,
  postLikesSection,
  postReportsSection,
  trendingLikesSection,
  ventingPostsSection,
  ventingSettingsSection,
} from "@/lib/venting/personal-data";
import { voucherSection } from "@/lib/vouchers/personal-data";

/**
 * Every section of a member's personal data, under its name in the download and in the download's
 * order. A new model that holds a member's id joins a section here (a test reads the schema for them).
 * A deletion runs the list backwards: a section may point at rows of one above it (likes at posts),
 * and the account's own row goes last.
 */
export const PERSONAL_DATA_SECTIONS = {
  account: accountSection,
  linkedAccounts: linkedAccountsSection,
  voucher: voucherSection,
  subscriptions: subscriptionsSection,
  payments: paymentsSection,
  ventingPosts: ventingPostsSection,
  postLikes: postLikesSection,
  trendingLikes: trendingLikesSection,
  ventingSettings: ventingSettingsSection,
  notifications: notificationsSection,
  assessmentAnswers: assessmentAnswersSection,
  groups: groupsSection,
  memberTransfers: memberTransfersSection,
  certificates: certificatesSection,
  stemPractice: stemPracticeSection,
  sessions: sessionsSection,
  knownBrowsers: knownBrowsersSection,
  emailLinks: emailLinksSection,
  postReports: postReportsSection,
  postingSuspensions: postingSuspensionsSection,
  staffRoles: staffRolesSection,
  emails: emailsSection,
  rateLimits: rateLimitsSection,
} satisfies Record<string, PersonalDataSection>;

type Sections = typeof PERSONAL_DATA_SECTIONS;
export type PersonalDataSectionName = keyof Sections;
export type PersonalDataModel = {
  [Name in PersonalDataSectionName]: keyof Sections[Name]["models"];
}[PersonalDataSectionName];
/** The sections' part of the download, each under its name. */
export type PersonalDataSections = {
  [Name in PersonalDataSectionName]: Awaited<ReturnType<Sections[Name]["download"]>>;
};

export const PERSONAL_DATA_SECTION_NAMES = Object.keys(PERSONAL_DATA_SECTIONS) as PersonalDataSectionName[];

/** Each model that holds a member's personal data: its section and what deleting the account does to it. */
export const PERSONAL_DATA_MODELS = Object.fromEntries(
  PERSONAL_DATA_SECTION_NAMES.flatMap((section) =>
    Object.entries(PERSONAL_DATA_SECTIONS[section].models).map(([model, onDeletion]) => [
      model,
      { section, onDeletion },
    ]),
  ),
) as Record<PersonalDataModel, { section: PersonalDataSectionName; onDeletion: OnAccountDeletion }>;
