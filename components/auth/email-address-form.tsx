"use client";

import { useActionState } from "react";
import { EmailField } from "@/components/auth/account-fields";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

/**
 * One field, the account's e-mail address, for the forms that e-mail a link ("Forgot password?",
 * "E-mail me a sign-in link"). It posts to its server action, so it works before JavaScript has loaded.
 */
export function EmailAddressForm({ action, submitLabel }: { action: FormAction; submitLabel: string }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-4">
      <FormStatus state={state} prominent />
      <fieldset disabled={pending} className="space-y-4">
        <EmailField defaultValue={state.values?.email} error={state.fieldErrors?.email} />
        <button type="submit" className="btn-primary w-full">
          {pending ? "Sending..." : submitLabel}
        </button>
      </fieldset>
    </form>
  );
}
