"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { checkCredentials } from "@/lib/accounts/credentials";
import { loginFormSchema } from "@/lib/accounts/schemas";
import { landingPath } from "@/lib/auth/access-rules";
import { browserOf } from "@/lib/auth/known-browser";
import { startSession } from "@/lib/auth/session-cookie";
import { validatedAction } from "@/lib/forms/actions";
import { clientIp } from "@/lib/http/client-address";
import { safeLocalPath } from "@/lib/http/safe-redirect";
import { MESSAGES } from "@/lib/messages";
import { DEFAULT_LANDING_PATH } from "@/lib/routes";
import { accessOf } from "@/lib/subscriptions";

/**
 * The sign-in form: the one credential check, then the session cookie, then the page the member
 * was going to when it is a safe path on this site; else their own dashboard when their plan is
 * active, else the checkout (a dashboard their plan does not open also becomes the checkout).
 */
export const logIn = validatedAction(
  loginFormSchema,
  MESSAGES.signup.invalid,
  async ({ callbackUrl, ...credentials }) => {
    const requestHeaders = await headers();
    const user = await checkCredentials(credentials, {
      address: clientIp(requestHeaders),
      browser: browserOf(requestHeaders),
    });
    await startSession(user);
    const access = await accessOf(user.id);
    redirect(landingPath(safeLocalPath(callbackUrl, DEFAULT_LANDING_PATH), access));
  },
);
