"use server";

import { headers } from "next/headers";
import { requestPasswordReset } from "@/lib/accounts/password-changes";
import { forgotPasswordSchema } from "@/lib/accounts/schemas";
import { validatedAction } from "@/lib/forms/actions";
import { clientIp } from "@/lib/http/client-address";
import { MESSAGES } from "@/lib/messages";

/** "Forgot password?": the same answer whether or not the address has an account. */
export const askForPasswordReset = validatedAction(forgotPasswordSchema, MESSAGES.signup.invalid, async ({ email }) => {
  await requestPasswordReset(email, clientIp(await headers()));
  return { status: "success", message: MESSAGES.password.resetRequested };
});
