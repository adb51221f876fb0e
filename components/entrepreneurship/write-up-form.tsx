"use client";

import { useActionState, useId, useMemo, useState } from "react";
import { FieldError } from "@/components/ui/field-error";
import { FormStatus } from "@/components/ui/form-status";
import { PROJECT_RULES } from "@/lib/entrepreneurship/rules";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

/**
 * A member's write-up of their group's project: what the group did, and a link if there is one. It
 * posts to its server action, so it works before JavaScript has loaded; the server checks the
 * project, the dates and the member's group.
 */
export function WriteUpForm({
  action,
  projectId,
  projectTitle,
  writeUp,
}: {
  action: FormAction;
  projectId: string;
  projectTitle: string;
  writeUp: { summary: string; link: string | null } | null;
}) {
  const id = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const [summary, setSummary] = useState(state.values?.summary ?? writeUp?.summary ?? "");
  const errors = (state.status === "error" && state.fieldErrors) || {};
  const shown = useMemo(() => {
    const first = errors.summary ?? errors.link;
    return first && state.message !== first ? { ...state, message: first } : state;
  }, [errors.summary, errors.link, state]);
  const max = PROJECT_RULES.summary.max;

  return (
    <form action={formAction} noValidate className="mt-3 space-y-3">
      <input type="hidden" name="projectId" value={projectId} />
      <div>
        <label htmlFor={`${id}-summary`} className="field-label">
          Your write-up: {projectTitle}
        </label>
        <textarea
          id={`${id}-summary`}
          name="summary"
          rows={3}
          maxLength={max}
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
          aria-invalid={errors.summary ? true : undefined}
          aria-describedby={`${id}-summary-hint${errors.summary ? ` ${id}-summary-error` : ""}`}
          className="field-input"
        />
        <FieldError formId={id} name="summary" message={errors.summary} />
        <p id={`${id}-summary-hint`} className="mt-1 text-sm text-muted">
          What your group did and what you learnt: at least {PROJECT_RULES.summary.min} characters (
          {summary.trim().length}/{max}).
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-link`} className="field-label">
          Link to your work (optional)
        </label>
        <input
          id={`${id}-link`}
          name="link"
          type="url"
          inputMode="url"
          maxLength={500}
          defaultValue={state.values?.link ?? writeUp?.link ?? ""}
          aria-invalid={errors.link ? true : undefined}
          aria-describedby={errors.link ? `${id}-link-error` : undefined}
          className="field-input"
        />
        <FieldError formId={id} name="link" message={errors.link} />
      </div>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Sending…" : writeUp ? "Update write-up" : "Send write-up"}
      </button>
      <FormStatus state={shown} />
    </form>
  );
}
