"use client";

import { useActionState, useId } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

export interface TopicChoice {
  field: string;
  title: string;
  term: number;
}

/** Sets up a mixed test: topics, how many questions, timed or not. It works before JavaScript has loaded. */
export function MixedTestForm({
  action,
  grade,
  subjects,
}: {
  action: FormAction;
  grade: number;
  subjects: { id: string; title: string; topics: TopicChoice[] }[];
}) {
  const id = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const chosen = (field: string) => state.values?.[field] === "on";
  const topicsError = state.fieldErrors?.topics;
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-6">
      <input type="hidden" name="grade" value={grade} />
      {subjects.map((subject) => (
        <fieldset key={subject.id} className="card" aria-describedby={topicsError ? `${id}-topics-error` : undefined}>
          <legend className="px-1 text-lg font-semibold">{subject.title}</legend>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {subject.topics.map((topic) => (
              <li key={topic.field}>
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    name={topic.field}
                    defaultChecked={chosen(topic.field)}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <span>
                    {topic.title} <span className="text-sm text-muted">· Term {topic.term}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {topicsError ? (
        <p id={`${id}-topics-error`} className="field-error">
          {topicsError}
        </p>
      ) : null}
      <div className="card space-y-4">
        <div>
          <label htmlFor={`${id}-count`} className="field-label">
            Number of questions
          </label>
          <select
            id={`${id}-count`}
            name="count"
            defaultValue={state.values?.count ?? "10"}
            className="field-input max-w-32"
          >
            {Array.from({ length: 11 }, (_, i) => i + 10).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="timed"
            defaultChecked={state.values?.timed === "on"}
            aria-describedby={`${id}-timed-help`}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span>
            <span className="block font-semibold">Timed</span>
            <span id={`${id}-timed-help`} className="block text-sm text-muted">
              Two minutes a question. When the time is up the test is handed in as it stands.
            </span>
          </span>
        </label>
      </div>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Preparing the test…" : "Start the test"}
      </button>
      <FormStatus state={state} />
    </form>
  );
}
