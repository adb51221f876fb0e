"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { emailLinkSchema, signInLinkRequestSchema } from "@/lib/accounts/schemas";
import { requestSignInLink, signInWithEmailLink } from "@/lib/accounts/sign-in-links";
import { landingPath } from "@/lib/auth/access-rules";
import { startSession } from "@/lib/auth/session-cookie";
import { validatedAction } from "@/lib/forms/actions";
import { clientIp } from "@/lib/http/client-address";
import { MESSAGES } from "@/lib/messages";
import { DEFAULT_LANDING_PATH } from "@/lib/routes";
import { accessOf } from "@/lib/subscriptions";

/** "E-mail me a sign-in link": the same answer whether or not the address has an account. */
export const askForSignInLink = validatedAction(signInLinkRequestSchema, MESSAGES.signup.invalid, async ({ email }) => {
  await requestSignInLink(email, clientIp(await headers()));
  return { status: "success", message: MESSAGES.login.linkRequested };
});

/** The sign-in link's button: uses the link, signs this browser in (and remembers it), then the member's dashboard. */
export const signInWithLink = validatedAction(emailLinkSchema, MESSAGES.emailLink.unknown, async ({ token }) => {
  const user = await signInWithEmailLink(token);
  await startSession(user);
  redirect(landingPath(DEFAULT_LANDING_PATH, await accessOf(user.id)));
});
