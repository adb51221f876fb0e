"use client";

import { useActionState } from "react";
import { CurrentPasswordField } from "@/components/auth/account-fields";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

/** "Change password": the current one, and the new one twice. Works before JavaScript has loaded. */
export function ChangePasswordForm({ action, email }: { action: FormAction; email: string }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-4">
      <FormStatus state={state} prominent />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <fieldset disabled={pending} className="space-y-4">
        <CurrentPasswordField
          label="Current password"
          name="currentPassword"
          error={state.fieldErrors?.currentPassword}
        />
        <NewPasswordFields errors={state.fieldErrors} />
        <button type="submit" className="btn-primary">
          {pending ? "Saving..." : "Change password"}
        </button>
      </fieldset>
    </form>
  );
}
