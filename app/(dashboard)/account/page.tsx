import type { Metadata } from "next";
import Link from "next/link";
import { AgeConsentReminder, ConfirmEmailReminder } from "@/components/account/account-reminders";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { DeleteAccount } from "@/components/account/delete-account";
import { PlanRemindersForm } from "@/components/account/plan-reminders-form";
import { SessionList } from "@/components/account/session-list";
import { ButtonForm } from "@/components/ui/button-form";
import { HeadedSection } from "@/components/ui/headed-section";
import { accountProfile } from "@/lib/accounts/profile";
import { requirePageUser } from "@/lib/auth/guards";
import { formatDay } from "@/lib/format";
import { ACCOUNT_DATA_API, ACCOUNT_PATH, CONTACT, FORGOT_PASSWORD_PATH, PRIVACY } from "@/lib/routes";
import { liveSessionsOf, MAX_LIVE_SESSIONS } from "@/lib/sessions/records";
import { accessOf } from "@/lib/subscriptions";
import {
  changeMyPassword,
  deleteMyAccount,
  endOneSession,
  giveAgeConsent,
  resendVerification,
  savePlanReminders,
  signOutEverywhere,
} from "./actions";

export const metadata: Metadata = { title: "Your account and data", robots: { index: false } };

/**
 * The account itself, for any signed-in member, with or without a plan: its details and whether the
 * address is confirmed, the age confirmation if it is missing, the password and sessions, and the
 * POPIA rights: download all of it (a plain link, so it works without JavaScript) and delete it.
 */
export default async function AccountPage() {
  const user = await requirePageUser(ACCOUNT_PATH);
  const [details, access, sessions] = await Promise.all([
    accountProfile(user.id),
    accessOf(user.id),
    liveSessionsOf(user.id),
  ]);
  const signIn = details?.signInMethods.join(", ");
  const rows: [string, string][] = [
    ["Name", `${user.name} ${user.surname}`.trim()],
    ["E-mail address", `${user.email} (${details?.emailVerifiedAt ? "confirmed" : "not confirmed yet"})`],
    ["City", details?.city || "Not given"],
    ["Cell number", details?.cellNumber || "Not given"],
    ["Member since", details ? formatDay(details.createdAt) : ""],
    ["Sign-in", signIn || "None"],
    [
      "Plan",
      access.plan && access.endsAt
        ? `${access.plan.title}, until ${formatDay(access.endsAt)}`
        : "None at the moment: choose one at checkout",
    ],
  ];

  return (
    <div className="container-page py-8 sm:py-10">
      <p className="eyebrow">Account</p>
      <h1 className="mt-1 text-3xl sm:text-4xl">Your account and data</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        The Protection of Personal Information Act (POPIA) gives you the right to see the personal information we keep
        about you and to have it deleted. You can do both here.
      </p>

      <HeadedSection name="details" title="Your details" className="card mt-8 max-w-3xl">
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-ink">{label}</dt>
              <dd className="break-words text-muted">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted">
          Something wrong or out of date? Ask us to correct it through the{" "}
          <Link href={CONTACT.path} className="underline">
            contact page
          </Link>
          .
        </p>
      </HeadedSection>

      {details && !details.emailVerifiedAt ? (
        <ConfirmEmailReminder email={user.email} resend={resendVerification} />
      ) : null}
      {details && !details.ageConsentAt ? <AgeConsentReminder save={giveAgeConsent} /> : null}

      <HeadedSection name="security" title="Password and devices" className="card mt-6 max-w-3xl">
        {details?.hasPassword ? (
          <>
            <h3 className="mt-4 text-xl">Change password</h3>
            <p className="mt-1 text-muted">Changing it signs your account out on every other device.</p>
            <div className="mt-4">
              <ChangePasswordForm action={changeMyPassword} email={user.email} />
            </div>
          </>
        ) : (
          <p className="mt-2">
            You sign in with Microsoft, so your account has no password. To add one, use{" "}
            <Link href={FORGOT_PASSWORD_PATH} className="underline">
              Forgot password?
            </Link>
            : we e-mail you a link to choose it.
          </p>
        )}
        <h3 className="mt-6 text-xl">Where you are signed in</h3>
        <p className="mt-1 text-muted">
          Each device that is signed in to your account, most recently used first (at most {MAX_LIVE_SESSIONS}: signing
          in on another ends the longest unused).
        </p>
        <SessionList sessions={sessions} currentId={user.sessionId} end={endOneSession} />
        <h3 className="mt-6 text-xl">Sign out of all devices</h3>
        <p className="mt-1 text-muted">
          Lost a phone, or signed in on a shared computer? This signs your account out everywhere, here too.
        </p>
        <div className="mt-4">
          <ButtonForm action={signOutEverywhere} label="Sign out of all devices" pendingLabel="Signing out..." />
        </div>
      </HeadedSection>

      <HeadedSection name="notifications" title="Notification settings" className="card mt-6 max-w-3xl">
        <p className="mt-2 text-muted">What we e-mail you about your plan, besides receipts.</p>
        <div className="mt-4">
          <PlanRemindersForm action={savePlanReminders} planReminders={details?.planReminders ?? true} />
        </div>
      </HeadedSection>

      <HeadedSection name="download" title="Download my data" className="card mt-6 max-w-3xl">
        <p className="mt-2">
          One file (JSON, which any text editor opens) with everything we keep about you: your account details and
          sign-in methods, your voucher, plans and payments, your Venting Room posts (their words, and the text of .txt
          files), the reports you made, likes, settings and notifications, your Entrepreneurship answers, certificates
          and transfer requests, your sessions and e-mailed links, the e-mails we sent you about your plans and transfer
          requests in the last 90 days, and any sign-in or e-mail limits counting against your account. Uploaded files
          are listed, not included.
        </p>
        <a href={ACCOUNT_DATA_API} download className="btn-primary mt-4">
          Download my data
        </a>
      </HeadedSection>

      <HeadedSection
        name="delete"
        title="Delete my account"
        className="card mt-6 max-w-3xl border-red-200"
        id="delete-account"
      >
        <p className="mt-2">Deleting your account signs you out and cannot be undone. We delete:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>your name, e-mail address, city, cell number and password, and any link to a Microsoft account;</li>
          <li>your Venting Room posts and their files, your likes, settings and notifications;</li>
          <li>
            your Entrepreneurship answers, certificates and member-transfer requests with their signed agreements;
          </li>
          <li>your plans, including any time left on them, and our copies of the e-mails we sent you.</li>
        </ul>
        <p className="mt-3">We keep, without your name or e-mail address:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>
            the record of your voucher. A voucher is not given back when an account is deleted, so the free months stay
            fair: it cannot go to someone else, and a new account with the same confirmed e-mail address does not get
            another one;
          </li>
          <li>
            payment records (reference, plan, amount, status and dates) for five years, because South African tax law
            requires it.
          </li>
        </ul>
        <p className="mt-3">
          Download your data first if you want a copy. Read more in our{" "}
          <Link href={PRIVACY.path} className="underline">
            Privacy Policy
          </Link>
          .
        </p>
        <div className="mt-5">
          <DeleteAccount email={user.email} action={deleteMyAccount} />
        </div>
      </HeadedSection>
    </div>
  );
}
