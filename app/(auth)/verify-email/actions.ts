"use server";

import { emailLinkSchema } from "@/lib/accounts/schemas";
import { confirmEmail } from "@/lib/accounts/verification";
import { validatedAction } from "@/lib/forms/actions";
import { MESSAGES } from "@/lib/messages";

/** The verification page's button: uses the link and confirms the address it was sent to. */
export const confirmEmailAddress = validatedAction(emailLinkSchema, MESSAGES.emailLink.unknown, async ({ token }) => {
  await confirmEmail(token);
  return { status: "success", message: MESSAGES.verification.confirmed };
});
