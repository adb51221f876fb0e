"use client";

import { useActionState, useId, useState } from "react";
import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import { FormStatus } from "@/components/ui/form-status";
import { AUDIT_REASON_RULES } from "@/lib/audit/rules";
import { FACILITATOR_RULES } from "@/lib/entrepreneurship/rules";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import { DANGER_BUTTON, StaffForm } from "./staff-form";

/**
 * Approve or refuse one transfer request, with a note to the learner (required to refuse). Both
 * decisions are buttons of one form, so it works before JavaScript has loaded; the server checks the
 * note's rule and words any problem.
 */
export function TransferDecisionForm({
  transferId,
  label,
  action,
}: {
  transferId: string;
  /** The request, for the buttons' accessible names ("… the request of Naledi Khumalo"). */
  label: string;
  action: FormAction;
}) {
  const about = <span className="sr-only"> {label}</span>;
  return (
    <StaffForm
      action={action}
      hidden={{ transferId }}
      fields={(formId, state) => {
        const error = state.fieldErrors?.note;
        return (
          <div>
            <label htmlFor={`${formId}-note`} className="field-label">
              Note to the learner (required to refuse)
            </label>
            <textarea
              {...fieldAttributes(formId, "note", error)}
              rows={3}
              maxLength={FACILITATOR_RULES.transferNote.max}
              defaultValue={state.values?.note ?? ""}
              className="field-input"
            />
            <FieldError formId={formId} name="note" message={error} />
          </div>
        );
      }}
      submit={(pending) => (
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="decision" value="approve" className="btn-primary" disabled={pending}>
            Approve{about}
          </button>
          <button type="submit" name="decision" value="refuse" className={DANGER_BUTTON} disabled={pending}>
            Refuse{about}
          </button>
        </div>
      )}
    />
  );
}

/**
 * A facilitator's feedback on one answer. Controlled, for the character count, so after a refusal it
 * keeps what was typed and after saving it shows what was saved.
 */
export function FeedbackForm({
  userId,
  categoryId,
  step,
  current,
  label,
  action,
}: {
  userId: string;
  categoryId: string;
  step: string;
  /** The feedback given so far, if any. */
  current: string | null;
  /** The answer, for the field's accessible name ("on Naledi Khumalo's answer: Solution, Spaza pricing"). */
  label: string;
  action: FormAction;
}) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const [feedback, setFeedback] = useState(state.values?.feedback ?? current ?? "");
  const error = state.fieldErrors?.feedback;
  return (
    <form action={formAction} noValidate className="space-y-3">
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="categoryId" value={categoryId} />
      <input type="hidden" name="step" value={step} />
      <div>
        <label htmlFor={`${formId}-feedback`} className="field-label">
          {current ? "Your feedback (saving replaces it)" : "Your feedback"}
          <span className="sr-only"> {label}</span>
        </label>
        <textarea
          {...fieldAttributes(formId, "feedback", error)}
          rows={4}
          maxLength={FACILITATOR_RULES.feedback.max}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
          className="field-input"
        />
        <FieldError formId={formId} name="feedback" message={error} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Saving…" : current ? "Update feedback" : "Save feedback"}
          <span className="sr-only"> {label}</span>
        </button>
        <span className="text-sm text-muted">
          {feedback.trim().length}/{FACILITATOR_RULES.feedback.max}
        </span>
      </div>
      <FormStatus state={state} />
    </form>
  );
}

/** Take one member out of a group, with the reason the audit log keeps. */
export function RemoveFromGroupForm({
  membershipId,
  label,
  action,
}: {
  membershipId: string;
  /** Who from where, for the button's accessible name ("… Naledi Khumalo from Ubuntu Traders"). */
  label: string;
  action: FormAction;
}) {
  return (
    <StaffForm
      action={action}
      hidden={{ membershipId }}
      reason={AUDIT_REASON_RULES}
      submit={{
        label: (
          <>
            Take out of the group<span className="sr-only"> ({label})</span>
          </>
        ),
        className: DANGER_BUTTON,
      }}
    />
  );
}
