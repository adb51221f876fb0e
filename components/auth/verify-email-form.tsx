"use client";

import { useActionState } from "react";
import { initialFormState } from "@/lib/forms/form-state";
import { ACCOUNT_PATH, DEFAULT_LANDING_PATH, LOGIN_PATH } from "@/lib/routes";
import {
  EmailLinkOutcome,
  EmailLinkProblemView,
  NextStep,
  UseLinkButton,
  type EmailLinkFormProps,
} from "./email-link-problem";

const HEADING = "verify-heading";

/**
 * The page the verification link opens. Opening it changes nothing (mail scanners open links too);
 * the button does. It posts to its server action, so it works before JavaScript has loaded, and the
 * answer is shown in place of the form.
 */
export function VerifyEmailForm({ action, token, email, problem }: EmailLinkFormProps) {
  const form = useActionState(action, initialFormState);
  const [state] = form;

  if (state.status === "success") {
    return (
      <EmailLinkOutcome heading="Your e-mail address is confirmed" message={state.message} headingId={HEADING}>
        <NextStep href={DEFAULT_LANDING_PATH}>Continue to Stepps</NextStep>
      </EmailLinkOutcome>
    );
  }
  if (problem) {
    return (
      <EmailLinkProblemView problem={problem} headingId={HEADING}>
        {problem.kind === "used" ? (
          <NextStep href={LOGIN_PATH}>Log in</NextStep>
        ) : (
          <NextStep href={`${LOGIN_PATH}?callbackUrl=${encodeURIComponent(ACCOUNT_PATH)}`}>
            Log in to ask for a new link
          </NextStep>
        )}
      </EmailLinkProblemView>
    );
  }
  return (
    <>
      <h1 id={HEADING} className="text-3xl">
        Confirm your e-mail address
      </h1>
      <p className="mt-3">
        Press the button to confirm that <strong className="break-all">{email}</strong> is your address.
      </p>
      <p className="mt-3">
        <strong>Didn&apos;t sign up? Don&apos;t confirm.</strong> Someone else may have signed up with your address:
        close this page, and the account stays unconfirmed.
      </p>
      <UseLinkButton form={form} token={token} label="Confirm my e-mail address" pendingLabel="Confirming..." />
    </>
  );
}
