"use server";

import { headers } from "next/headers";
import { resetPasswordWithLink } from "@/lib/accounts/password-changes";
import { resetPasswordSchema } from "@/lib/accounts/schemas";
import { validatedAction } from "@/lib/forms/actions";
import { clientIp } from "@/lib/http/client-address";
import { MESSAGES } from "@/lib/messages";

/** The reset form: uses the link, sets the new password and ends every session of the account. */
export const chooseNewPassword = validatedAction(
  resetPasswordSchema,
  MESSAGES.signup.invalid,
  async ({ token, password }) => {
    await resetPasswordWithLink(token, password, clientIp(await headers()));
    return { status: "success", message: MESSAGES.password.reset };
  },
);
