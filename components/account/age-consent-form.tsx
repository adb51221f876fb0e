"use client";

import { useActionState } from "react";
import { AgeConsentField } from "@/components/auth/age-consent-field";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

/** The age or guardian confirmation on its own. Works before JavaScript has loaded. */
export function AgeConsentForm({ action }: { action: FormAction }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-3">
      <AgeConsentField error={state.fieldErrors?.ageConsent} />
      <button type="submit" className="btn-primary" disabled={pending || state.status === "success"}>
        {pending ? "Saving..." : "Save my confirmation"}
      </button>
      <FormStatus state={state} />
    </form>
  );
}
