"use client";

import { useActionState } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState } from "@/lib/forms/form-state";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "@/lib/routes";
import { EmailLinkOutcome, EmailLinkProblemView, NextStep, type EmailLinkFormProps } from "./email-link-problem";
import { NewPasswordFields } from "./new-password-fields";

const HEADING = "reset-heading";

/**
 * The page the reset link opens: a new password, typed twice. It posts to its server action, so it
 * works before JavaScript has loaded; the answer is shown in place of the form.
 */
export function ResetPasswordForm({ action, token, email, problem }: EmailLinkFormProps) {
  const [state, formAction, pending] = useActionState(action, initialFormState);

  if (state.status === "success") {
    return (
      <EmailLinkOutcome heading="Your password is changed" message={state.message} headingId={HEADING}>
        <NextStep href={LOGIN_PATH}>Log in</NextStep>
      </EmailLinkOutcome>
    );
  }
  if (problem) {
    return (
      <EmailLinkProblemView problem={problem} headingId={HEADING}>
        <NextStep href={FORGOT_PASSWORD_PATH}>Ask for a new link</NextStep>
        <NextStep href={LOGIN_PATH} primary={false}>
          Log in
        </NextStep>
      </EmailLinkProblemView>
    );
  }
  return (
    <>
      <h1 id={HEADING} className="text-3xl">
        Choose a new password
      </h1>
      <p className="mt-2 mb-6 text-muted">
        For <strong className="break-all">{email}</strong>. Setting it signs the account out on every device.
      </p>
      <form action={formAction} noValidate aria-busy={pending} className="space-y-4">
        <FormStatus state={state} prominent />
        <input type="hidden" name="token" value={token} />
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email ?? ""} readOnly hidden />
        <fieldset disabled={pending} className="space-y-4">
          <NewPasswordFields errors={state.fieldErrors} />
          <button type="submit" className="btn-primary w-full">
            {pending ? "Saving..." : "Save my new password"}
          </button>
        </fieldset>
      </form>
    </>
  );
}
