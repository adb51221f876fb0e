"use client";

import { useActionState } from "react";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import { FormStatus } from "./form-status";

/**
 * A form that is one button ("Send the link again", "Sign out of all devices"), with its answer
 * beside it. It posts to its server action, so it works before JavaScript has loaded.
 */
export function ButtonForm({
  action,
  label,
  pendingLabel,
  className = "btn-secondary",
  fields = {},
  ariaLabel,
}: {
  action: FormAction;
  label: string;
  pendingLabel: string;
  className?: string;
  /** Hidden fields the action reads (which topic, which item). */
  fields?: Record<string, string>;
  /** What the button does, in full, when its label alone is one of several alike ("End"). */
  ariaLabel?: string;
}) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} disabled={pending} aria-label={ariaLabel}>
        {pending ? pendingLabel : label}
      </button>
      <FormStatus state={state} />
    </form>
  );
}
