"use client";

import { useActionState, useId, useMemo, useState } from "react";
import { FormStatus } from "@/components/ui/form-status";
import type { AssessmentStepId } from "@/lib/entrepreneurship/arenas";
import type { SubmittedAnswer } from "@/lib/entrepreneurship/assessments";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

/**
 * One step's short answer. It posts to its server action, so it works before JavaScript has loaded;
 * the server checks it and words any problem, and the page shows the saved answer. The zod schemas
 * stay off the phone.
 */
export function AnswerForm({
  action,
  categoryId,
  step,
  stepLabel,
  submission,
}: {
  action: FormAction;
  categoryId: string;
  step: AssessmentStepId;
  stepLabel: string;
  submission: SubmittedAnswer | null;
}) {
  const id = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  // Controlled, for the character count; after a refused answer it keeps what was typed.
  const [answer, setAnswer] = useState(state.values?.answer ?? submission?.answer ?? "");
  const error = state.fieldErrors?.answer;
  const shown = useMemo(
    () => (error && state.message !== error ? { ...state, message: error } : state),
    [error, state],
  );

  return (
    <form action={formAction} noValidate>
      <input type="hidden" name="categoryId" value={categoryId} />
      <input type="hidden" name="step" value={step} />
      <label htmlFor={`${id}-answer`} className="field-label">
        Your answer: {stepLabel}
      </label>
      <textarea
        id={`${id}-answer`}
        name="answer"
        rows={4}
        maxLength={1000}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        aria-invalid={state.status === "error" ? true : undefined}
        aria-describedby={`${id}-status`}
        className="field-input"
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Saving…" : submission ? "Update answer" : "Submit answer"}
        </button>
        <span className="text-sm text-muted">{answer.trim().length}/1000</span>
      </div>
      <div id={`${id}-status`} className="mt-2 text-sm">
        <FormStatus state={shown} />
      </div>
    </form>
  );
}
