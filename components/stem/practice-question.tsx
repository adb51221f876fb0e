"use client";

import { useActionState, useId } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import type { AskedQuestion } from "@/lib/stem/practice/types";

/**
 * A practice question and its answer form: a number (with its unit if the learner likes) or one of the
 * choices. It posts to its server action, so it works before JavaScript has loaded; the server marks
 * it, and the page then shows the result and the worked solution. A number it cannot read, or a wrong
 * unit, comes back as a hint, with what was typed kept.
 */
export function PracticeQuestion({
  action,
  attemptId,
  question,
}: {
  action: FormAction;
  attemptId: string;
  question: AskedQuestion;
}) {
  const id = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const invalid = state.status === "error" ? true : undefined;
  const kept = state.values?.answer;

  return (
    <form action={formAction} noValidate aria-busy={pending} className="card space-y-4">
      <input type="hidden" name="attemptId" value={attemptId} />
      <p id={`${id}-prompt`} className="text-lg font-medium">
        {question.prompt}
      </p>
      {question.kind === "numeric" ? (
        <div>
          <label htmlFor={`${id}-answer`} className="field-label">
            Your answer
          </label>
          <input
            id={`${id}-answer`}
            name="answer"
            inputMode="decimal"
            autoComplete="off"
            maxLength={60}
            defaultValue={kept}
            aria-invalid={invalid}
            aria-describedby={`${id}-prompt ${id}-hint ${id}-status`}
            className="field-input max-w-xs"
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            A number: 3.5 or 3,5. {question.unit ? `Add the unit (${question.unit}) if you like.` : "No unit needed."}
          </p>
        </div>
      ) : (
        <fieldset aria-describedby={`${id}-prompt ${id}-status`}>
          <legend className="field-label">Choose your answer</legend>
          <ul className="mt-2 space-y-2">
            {question.choices.map((choice, index) => (
              <li key={choice}>
                <label className="flex items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name="answer"
                    value={index}
                    defaultChecked={kept === String(index)}
                    className="mt-1"
                  />
                  <span>{choice}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Checking…" : "Check my answer"}
      </button>
      <FormStatus state={state} id={`${id}-status`} />
    </form>
  );
}
