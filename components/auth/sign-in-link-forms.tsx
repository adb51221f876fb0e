"use client";

import { useActionState } from "react";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import { LOGIN_PATH, SIGN_IN_LINK_PATH } from "@/lib/routes";
import { EmailAddressForm } from "./email-address-form";
import { EmailLinkProblemView, NextStep, UseLinkButton, type EmailLinkFormProps } from "./email-link-problem";

const HEADING = "sign-in-link-heading";

/** "E-mail me a sign-in link": the account's address, posted to its server action. */
export function SignInLinkRequestForm({ action, minutes }: { action: FormAction; minutes: number }) {
  return (
    <>
      <h1 id={HEADING} className="text-3xl">
        Sign in with a link
      </h1>
      <p className="mt-2 mb-6 text-muted">
        Enter the e-mail address of your account. We will send it a link that signs you in on the device you open it on;
        it works once, for {minutes} minutes.
      </p>
      <EmailAddressForm action={action} submitLabel="E-mail me a sign-in link" />
    </>
  );
}

/** The page the sign-in link opens: opening it changes nothing; the button signs in. */
export function SignInWithLinkForm({ action, token, email, problem }: EmailLinkFormProps) {
  const form = useActionState(action, initialFormState);
  if (problem) {
    return (
      <EmailLinkProblemView problem={problem} headingId={HEADING}>
        <NextStep href={SIGN_IN_LINK_PATH}>Ask for a new link</NextStep>
        <NextStep href={LOGIN_PATH} primary={false}>
          Log in with a password
        </NextStep>
      </EmailLinkProblemView>
    );
  }
  return (
    <>
      <h1 id={HEADING} className="text-3xl">
        Sign in to Stepps
      </h1>
      <p className="mt-3">
        Press the button to sign in as <strong className="break-all">{email}</strong> on this device.
      </p>
      <UseLinkButton form={form} token={token} label="Sign in" pendingLabel="Signing in..." />
    </>
  );
}
