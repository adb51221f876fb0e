"use client";

import { useActionState, useId, useState } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

const HOURS = Array.from({ length: 17 }, (_, i) => i + 6);
const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/**
 * The learner's grade, daily goal and reminder. A real form: it saves before JavaScript has loaded.
 * Controlled, so React's reset after a submission keeps what was chosen.
 */
export function PracticeSettingsForm({
  action,
  grade,
  dailyGoal,
  reminderHour,
}: {
  action: FormAction;
  grade: number | null;
  dailyGoal: number;
  reminderHour: number | null;
}) {
  const id = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const [chosenGrade, setGrade] = useState(grade === null ? "" : String(grade));
  const [goal, setGoal] = useState(String(dailyGoal));
  const [hour, setHour] = useState(reminderHour === null ? "none" : String(reminderHour));
  const error = (field: string) => state.fieldErrors?.[field];

  return (
    <form action={formAction} noValidate aria-busy={pending} className="card max-w-xl space-y-6">
      <fieldset aria-describedby={error("grade") ? `${id}-grade-error` : undefined}>
        <legend className="field-label">My grade</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {["10", "11", "12"].map((value) => (
            <label
              key={value}
              className="flex items-center gap-2 rounded-lg border border-line px-4 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="grade"
                value={value}
                checked={chosenGrade === value}
                onChange={() => setGrade(value)}
              />
              Grade {value}
            </label>
          ))}
        </div>
        {error("grade") ? (
          <p id={`${id}-grade-error`} className="field-error">
            {error("grade")}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-goal`} className="field-label">
          Daily goal (questions a day)
        </label>
        <input
          id={`${id}-goal`}
          name="dailyGoal"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={goal}
          onChange={(event) => setGoal(event.target.value)}
          aria-invalid={error("dailyGoal") ? true : undefined}
          aria-describedby={`${id}-goal-help${error("dailyGoal") ? ` ${id}-goal-error` : ""}`}
          className="field-input max-w-32"
        />
        <p id={`${id}-goal-help`} className="mt-1 text-sm text-muted">
          Each day you meet it adds to your streak.
        </p>
        {error("dailyGoal") ? (
          <p id={`${id}-goal-error`} className="field-error">
            {error("dailyGoal")}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-hour`} className="field-label">
          E-mail reminder
        </label>
        <select
          id={`${id}-hour`}
          name="reminderHour"
          value={hour}
          onChange={(event) => setHour(event.target.value)}
          aria-describedby={`${id}-hour-help`}
          className="field-input max-w-xs"
        >
          <option value="none">No reminder</option>
          {HOURS.map((value) => (
            <option key={value} value={value}>
              At {hourLabel(value)} on days I have not practised
            </option>
          ))}
        </select>
        <p id={`${id}-hour-help`} className="mt-1 text-sm text-muted">
          South African time. One short e-mail, only on days without practice.
        </p>
      </div>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Saving…" : "Save my practice settings"}
      </button>
      <FormStatus state={state} />
    </form>
  );
}
