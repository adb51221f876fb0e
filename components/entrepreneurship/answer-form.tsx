"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { AssessmentStepId } from "@/lib/entrepreneurship/arenas";
import type { SubmittedAnswer } from "@/lib/entrepreneurship/assessments";
import { initialFormState, type FormState } from "@/lib/forms/form-state";
import { sendRequest } from "@/lib/http/send";

const ENDPOINT = "/api/dashboard/entrepreneurship/assessments";

/**
 * One step's short answer, saved and then the page's data refreshed. The server checks it and words
 * any problem; the zod schemas stay off the phone (about 35 KB gzipped).
 */
export function AnswerForm({
  categoryId,
  step,
  stepLabel,
  submission,
}: {
  categoryId: string;
  step: AssessmentStepId;
  stepLabel: string;
  submission: SubmittedAnswer | null;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const id = useId();
  const [answer, setAnswer] = useState(submission?.answer ?? "");
  const [status, setStatus] = useState<FormState>(initialFormState);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await sendRequest<{ message: string }>(ENDPOINT, {
      method: "PUT",
      json: { categoryId, step, answer },
    });
    setSaving(false);
    if (!result.ok) {
      setStatus({ status: "error", message: result.error });
      return;
    }
    setStatus({ status: "success", message: result.data.message });
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} noValidate>
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
        aria-invalid={status.status === "error" ? true : undefined}
        aria-describedby={`${id}-status`}
        className="field-input"
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={!hydrated || saving}>
          {saving ? "Saving…" : submission ? "Update answer" : "Submit answer"}
        </button>
        <span className="text-sm text-muted">{answer.trim().length}/1000</span>
      </div>
      <div id={`${id}-status`} className="mt-2 text-sm">
        <FormStatus state={status} />
      </div>
    </form>
  );
}
