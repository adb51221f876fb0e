"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { checkCredentials } from "@/lib/accounts/credentials";
import { loginFormSchema } from "@/lib/accounts/schemas";
import { landingPath } from "@/lib/auth/access-rules";
import { startSession } from "@/lib/auth/session-cookie";
import { validatedAction } from "@/lib/forms/actions";
import { clientIp } from "@/lib/http/client-ip";
import { safeLocalPath } from "@/lib/http/safe-redirect";
import { MESSAGES } from "@/lib/messages";
import { CHECKOUT_PATH } from "@/lib/routes";
import { accessOf } from "@/lib/subscriptions";

/**
 * The sign-in form: the one credential check, then the session cookie, then the page the member
 * was going to (or the checkout, when it is a dashboard their plan does not open).
 */
export const logIn = validatedAction(
  loginFormSchema,
  MESSAGES.signup.invalid,
  async ({ callbackUrl, ...credentials }) => {
    const user = await checkCredentials(credentials, clientIp(await headers()));
    await startSession(user);
    const access = await accessOf(user.id);
    redirect(landingPath(safeLocalPath(callbackUrl, CHECKOUT_PATH), access));
  },
);
