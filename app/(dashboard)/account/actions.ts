"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { recordAgeConsent } from "@/lib/account-standing";
import { changePassword } from "@/lib/accounts/password-changes";
import { setPlanReminders } from "@/lib/accounts/plan-reminders";
import { changePasswordSchema, consentSchema, noFieldsSchema, planRemindersSchema } from "@/lib/accounts/schemas";
import { resendVerificationLink } from "@/lib/accounts/verification";
import { requireActionUser } from "@/lib/auth/guards";
import { endSession } from "@/lib/auth/session-cookie";
import { validatedAction } from "@/lib/forms/actions";
import { clientIp } from "@/lib/http/client-address";
import { MESSAGES } from "@/lib/messages";
import { deleteOwnAccount } from "@/lib/personal-data/delete";
import { deleteAccountSchema } from "@/lib/personal-data/schemas";
import { ACCOUNT_DELETED_PATH, LOGIN_PATH } from "@/lib/routes";
import { endAllSessions } from "@/lib/sessions/records";

/** "Delete my account" (DELETE /api/account does the same for API clients): then signed out, on the way out. */
export const deleteMyAccount = validatedAction(
  deleteAccountSchema,
  MESSAGES.account.confirmDeletion,
  async ({ confirm }) => {
    const user = await requireActionUser();
    await deleteOwnAccount(user, confirm);
    await endSession();
    redirect(ACCOUNT_DELETED_PATH);
  },
);

/** "Send the link again", while the address is not confirmed. */
export const resendVerification = validatedAction(noFieldsSchema, MESSAGES.request.serverError, async () => {
  const user = await requireActionUser();
  const email = await resendVerificationLink(user.id, clientIp(await headers()));
  return { status: "success", message: MESSAGES.verification.sent(email) };
});

/** "Change password": every other session ends; this one carries on. */
export const changeMyPassword = validatedAction(changePasswordSchema, MESSAGES.signup.invalid, async (input) => {
  const user = await requireActionUser();
  await changePassword(user.id, input, clientIp(await headers()), user.sessionId);
  return { status: "success", message: MESSAGES.password.changed };
});

/** "Sign out of all devices", this one included: then to the login page, which says so. */
export const signOutEverywhere = validatedAction(noFieldsSchema, MESSAGES.request.serverError, async () => {
  const user = await requireActionUser();
  await endAllSessions(user.id);
  await endSession();
  redirect(`${LOGIN_PATH}?signedOut=everywhere`);
});

/** The age or guardian confirmation, for an account that has not given it (one made with Microsoft). */
export const giveAgeConsent = validatedAction(consentSchema, MESSAGES.signup.consent, async () => {
  const user = await requireActionUser();
  await recordAgeConsent(user.id);
  return { status: "success", message: MESSAGES.account.consentSaved };
});

/** "E-mails about my plan" under Notification settings: ticked, reminders before a plan ends and when it has. */
export const savePlanReminders = validatedAction(
  planRemindersSchema,
  MESSAGES.account.invalidSettings,
  async ({ planReminders }) => {
    const user = await requireActionUser();
    await setPlanReminders(user.id, planReminders);
    return {
      status: "success",
      message: planReminders ? MESSAGES.account.planRemindersOn : MESSAGES.account.planRemindersOff,
    };
  },
);
