"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { recordAgeConsent } from "@/lib/account-standing";
import { changePassword, signOutOfAllDevices } from "@/lib/accounts/password-changes";
import { setPlanReminders } from "@/lib/accounts/plan-reminders";
import {
  changePasswordSchema,
  consentSchema,
  endSessionSchema,
  noFieldsSchema,
  planRemindersSchema,
} from "@/lib/accounts/schemas";
import { resendVerificationLink } from "@/lib/accounts/verification";
import { userAction } from "@/lib/auth/member-action";
import { endSession } from "@/lib/auth/session-cookie";
import { clientIp } from "@/lib/http/client-address";
import { MESSAGES } from "@/lib/messages";
import { deleteOwnAccount } from "@/lib/personal-data/delete";
import { deleteAccountSchema } from "@/lib/personal-data/schemas";
import { ACCOUNT_DELETED_PATH, ACCOUNT_PATH, LOGIN_PATH } from "@/lib/routes";
import { endOwnSession } from "@/lib/sessions/records";

/** "Delete my account" (DELETE /api/account does the same for API clients): then signed out, on the way out. */
export const deleteMyAccount = userAction(
  deleteAccountSchema,
  MESSAGES.account.confirmDeletion,
  async ({ confirm }, user) => {
    await deleteOwnAccount(user, confirm);
    await endSession();
    redirect(ACCOUNT_DELETED_PATH);
  },
);

/** "Send the link again", while the address is not confirmed. */
export const resendVerification = userAction(noFieldsSchema, MESSAGES.request.serverError, async (_data, user) => {
  const email = await resendVerificationLink(user.id, clientIp(await headers()));
  return { status: "success", message: MESSAGES.verification.sent(email) };
});

/** "Change password": every other session ends; this one carries on. */
export const changeMyPassword = userAction(changePasswordSchema, MESSAGES.signup.invalid, async (input, user) => {
  await changePassword(user.id, input, clientIp(await headers()), user.sessionId);
  return { status: "success", message: MESSAGES.password.changed };
});

/** "Sign out of all devices", this one included: then to the login page, which says so. */
export const signOutEverywhere = userAction(noFieldsSchema, MESSAGES.request.serverError, async (_data, user) => {
  await signOutOfAllDevices(user.id);
  await endSession();
  redirect(`${LOGIN_PATH}?signedOut=everywhere`);
});

/** The age or guardian confirmation, for an account that has not given it (one made with Microsoft). */
export const giveAgeConsent = userAction(consentSchema, MESSAGES.signup.consent, async (_data, user) => {
  await recordAgeConsent(user.id);
  return { status: "success", message: MESSAGES.account.consentSaved };
});

/** "E-mails about my plan" under Notification settings: ticked, reminders before a plan ends and when it has. */
export const savePlanReminders = userAction(
  planRemindersSchema,
  MESSAGES.account.invalidSettings,
  async ({ planReminders }, user) => {
    await setPlanReminders(user.id, planReminders);
    return {
      status: "success",
      message: planReminders ? MESSAGES.account.planRemindersOn : MESSAGES.account.planRemindersOff,
    };
  },
);

/** "End" beside another device in the list of sessions: that device is signed out at its next request. */
export const endOneSession = userAction(endSessionSchema, MESSAGES.account.sessionGone, async ({ sessionId }, user) => {
  await endOwnSession(user.id, sessionId);
  revalidatePath(ACCOUNT_PATH);
  return { status: "success", message: MESSAGES.account.sessionEnded };
});
