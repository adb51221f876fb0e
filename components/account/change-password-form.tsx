"use client";

import { useActionState } from "react";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { FormStatus } from "@/components/ui/form-status";
import { TextField } from "@/components/ui/text-field";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

/** "Change password": the current one, and the new one twice. Works before JavaScript has loaded. */
export function ChangePasswordForm({ action, email }: { action: FormAction; email: string }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-4">
      <FormStatus state={state} prominent />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <fieldset disabled={pending} className="space-y-4">
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
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
