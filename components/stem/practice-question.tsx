"use client";

import { useActionState, useId, useState, type FormEvent, type ReactNode } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction, type FormState } from "@/lib/forms/form-state";

export interface AnswerForm {
  kind: "numeric" | "choice";
  unit?: string;
  variable?: string;
  exact?: boolean;
}

/** How to write the answer, for this question only. */
function writingHint({ unit, variable, exact }: AnswerForm): string {
  const how = exact ? "Leave it exact: 2√3, 3/4 or π/3." : "A number: 3,5 or 3.5, 1 000, 3/4 or 3 × 10^8.";
  const name = variable ? ` ${variable} = 9 works too.` : "";
  const withUnit = unit === "R" ? " R1 234,50 or 1234.50." : unit ? ` Add the unit (${unit}) if you like.` : "";
  return `${how}${name}${withUnit}`;
}

/**
 * A practice question and its answer form: a number (with its unit if the learner likes) or one of
 * the choices. It posts to its server action, so it works before JavaScript has loaded; the server
 * marks it and the page then shows the hint and a second try, or the result. An answer it cannot
 * read comes back with what to change, and what was typed kept. Prompt, choices and hint arrive
 * rendered on the server, so no maths code reaches the browser.
 */
export function PracticeQuestion({
  action,
  onAnswer,
  fields,
  form,
  prompt,
  choices = [],
  hint,
  submitLabel = "Check my answer",
}: {
  action: FormAction;
  /**
   * Once JavaScript runs: marks the answer in the background instead of posting the form, and
   * resolves to a refusal's message, or null when the page has moved on.
   */
  onAnswer?: (answer: string) => Promise<string | null>;
  /** Hidden fields naming the question: its attempt, or its test and place. */
  fields: Record<string, string>;
  form: AnswerForm;
  prompt: ReactNode;
  choices?: ReactNode[];
  hint?: ReactNode;
  submitLabel?: string;
}) {
  const id = useId();
  const [actionState, formAction, actionPending] = useActionState(action, initialFormState);
  const [answered, setAnswered] = useState<FormState | null>(null);
  const [marking, setMarking] = useState(false);
  const state = answered ?? actionState;
  const pending = actionPending || marking;
  const invalid = state.status === "error" ? true : undefined;
  const kept = state.values?.answer;

  async function mark(event: FormEvent<HTMLFormElement>) {
    if (!onAnswer) return;
    event.preventDefault();
    const given = new FormData(event.currentTarget).get("answer");
    setMarking(true);
    const refused = await onAnswer(typeof given === "string" ? given : "");
    setMarking(false);
    if (refused) setAnswered({ status: "error", message: refused, values: { answer: String(given ?? "") } });
  }
  const described = `${id}-prompt${hint ? ` ${id}-hint` : ""} ${id}-status`;

  return (
    <form action={formAction} onSubmit={mark} noValidate aria-busy={pending} className="card space-y-4">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p id={`${id}-prompt`} className="text-lg font-medium">
        {prompt}
      </p>
      {hint ? (
        <div id={`${id}-hint`} className="rounded-lg border border-sun-300 bg-sun-100 p-3">
          {hint}
        </div>
      ) : null}
      {form.kind === "numeric" ? (
        <div>
          <label htmlFor={`${id}-answer`} className="field-label">
            {hint ? "Your second try" : "Your answer"}
          </label>
          <input
            id={`${id}-answer`}
            name="answer"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={60}
            defaultValue={kept}
            aria-invalid={invalid}
            aria-describedby={`${described} ${id}-how`}
            className="field-input max-w-xs"
          />
          <p id={`${id}-how`} className="mt-1 text-sm text-muted">
            {writingHint(form)}
          </p>
        </div>
      ) : (
        <fieldset aria-describedby={described}>
          <legend className="field-label">{hint ? "Choose again" : "Choose your answer"}</legend>
          <ul className="mt-2 space-y-2">
            {choices.map((choice, index) => (
              <li key={index}>
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
        {pending ? "Checking…" : submitLabel}
      </button>
      <FormStatus state={state} id={`${id}-status`} />
    </form>
  );
}
