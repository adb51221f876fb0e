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
 * A new model holding a member's id must join a section (a test checks the schema). Deletion runs the
 * list backwards, since a section may point at rows of one above it.
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
export type PersonalDataSections = {
  [Name in PersonalDataSectionName]: Awaited<ReturnType<Sections[Name]["download"]>>;
};

export const PERSONAL_DATA_SECTION_NAMES = Object.keys(PERSONAL_DATA_SECTIONS) as PersonalDataSectionName[];

export const PERSONAL_DATA_MODELS = Object.fromEntries(
  PERSONAL_DATA_SECTION_NAMES.flatMap((section) =>
    Object.entries(PERSONAL_DATA_SECTIONS[section].models).map(([model, onDeletion]) => [
      model,
      { section, onDeletion },
    ]),
  ),
) as Record<PersonalDataModel, { section: PersonalDataSectionName; onDeletion: OnAccountDeletion }>;
