import type { FormState } from "@/lib/forms/form-state";

/** A form's answer from the server, announced to screen readers. */
export function FormStatus({ state }: { state: FormState }) {
  return (
    <div aria-live="polite" className="min-h-6">
      {state.status === "success" ? <p className="font-medium text-brand-700">{state.message}</p> : null}
      {state.status === "error" ? (
        <p role="alert" className="field-error">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
