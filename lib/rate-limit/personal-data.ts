import "server-only";
import { iso, type PersonalDataSection } from "@/lib/personal-data-section";
import { forgetRateLimitsOf, rateLimitsOf } from ".";

const COUNTER_NAMES: Record<string, string> = {
  // The address is left out: it may be a stranger's, trying this account.
  "sign-in-from": "Sign-in attempts from one client address",
  "verification-mail": "Confirmation e-mails asked for",
  "reset-mail": "Password reset e-mails asked for",
  "password-change": "Password change attempts",
  "venting-post": "Venting Room posts",
  "venting-report": "Venting Room reports",
  "transfer-request": "Member transfer requests",
  "payment-start": "Card payments started",
};

const describeCounter = (purpose: string) => COUNTER_NAMES[purpose.split(":")[0]] ?? purpose;

/** Keyed by the account's id or address, not a column, so no model. */
export const rateLimitsSection = {
  models: {},
  download: async (member) =>
    (await rateLimitsOf({ userId: member.id, email: member.email })).map((row) => ({
      counts: describeCounter(row.purpose),
      attempts: row.count,
      until: iso(row.until),
    })),
  erase: async (tx, member) => {
    await forgetRateLimitsOf(tx, { userId: member.id, email: member.email });
  },
} satisfies PersonalDataSection;
