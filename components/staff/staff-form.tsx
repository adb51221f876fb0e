"use client";

import { useActionState, useId } from "react";
import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction, type FormState } from "@/lib/forms/form-state";
import { ReasonField } from "./reason-field";

/** The button of a step that cannot be undone (end, delete, refuse, take out). */
export const DANGER_BUTTON = "btn bg-red-700 text-white hover:bg-red-800";

export interface SubmitButton {
  label: React.ReactNode;
  /** What it says while the form is sent. */
  pendingLabel?: string;
  className: string;
}

/**
 * A staff console form: the record it acts on as hidden fields, its own fields, the reason the audit
 * log keeps, the server's answer, then its button (or buttons, given as a function of `pending`).
 * `folded` puts it under that summary, opened again when the server refused it, without JavaScript too.
 */
export function StaffForm({
  action,
  hidden = {},
  fields,
  reason,
  submit,
  folded,
}: {
  action: FormAction;
  hidden?: Record<string, string>;
  fields?: (formId: string, state: FormState) => React.ReactNode;
  /** The limits of "Why?", for a change the audit log keeps a reason for. */
  reason?: { min: number; max: number };
  submit: SubmitButton | ((pending: boolean) => React.ReactNode);
  folded?: string;
}) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const form = (
    <form action={formAction} noValidate aria-busy={pending} className={folded ? "mt-3 space-y-3" : "space-y-3"}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields?.(formId, state)}
      {reason ? <ReasonField formId={formId} state={state} limits={reason} /> : null}
      <FormStatus state={state} />
      {typeof submit === "function" ? (
        submit(pending)
      ) : (
        <button type="submit" className={submit.className} disabled={pending}>
          {pending && submit.pendingLabel ? submit.pendingLabel : submit.label}
        </button>
      )}
    </form>
  );
  if (!folded) return form;
  return (
    <details open={state.status === "error" ? true : undefined}>
      <summary className="cursor-pointer font-semibold">{folded}</summary>
      {form}
    </details>
  );
}

/** A required choice, the first option chosen until the server sends back another. */
export function SelectField({
  formId,
  state,
  name,
  label,
  options,
}: {
  formId: string;
  state: FormState;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const error = state.fieldErrors?.[name];
  return (
    <div>
      <label htmlFor={`${formId}-${name}`} className="field-label">
        {label}
      </label>
      <select
        {...fieldAttributes(formId, name, error)}
        required
        defaultValue={state.values?.[name] ?? options[0]?.value}
        className="field-input"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError formId={formId} name={name} message={error} />
    </div>
  );
}
