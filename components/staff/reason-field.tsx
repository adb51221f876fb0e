import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import type { FormState } from "@/lib/forms/form-state";

/** "Why?", which every admin action needs: it goes into the audit log. */
export function ReasonField({
  formId,
  state,
  limits,
}: {
  formId: string;
  state: FormState<unknown>;
  limits: { min: number; max: number };
}) {
  const error = state.fieldErrors?.reason;
  return (
    <div>
      <label htmlFor={`${formId}-reason`} className="field-label">
        Why? (kept in the audit log)
      </label>
      <textarea
        {...fieldAttributes(formId, "reason", error)}
        rows={2}
        required
        minLength={limits.min}
        maxLength={limits.max}
        defaultValue={state.values?.reason ?? ""}
        className="field-input"
      />
      <FieldError formId={formId} name="reason" message={error} />
    </div>
  );
}
