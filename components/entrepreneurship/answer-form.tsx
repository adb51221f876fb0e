"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { AssessmentStepId } from "@/lib/entrepreneurship/arenas";
import type { SubmittedAnswer } from "@/lib/entrepreneurship/assessments";
import { sendRequest } from "@/lib/http/send";
import { assessmentAnswerSchema } from "@/lib/validations/entrepreneurship";

const ENDPOINT = "/api/dashboard/entrepreneurship/assessments";

/** One step's short answer: checked here with the server's schema, saved, then the page's data refreshed. */
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
  const [status, setStatus] = useState<{ kind: "idle" | "saving" | "saved" | "error"; message?: string }>({ kind: "idle" });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = assessmentAnswerSchema.safeParse({ categoryId, step, answer });
    if (!parsed.success) {
      setStatus({ kind: "error", message: parsed.error.issues[0]?.message });
      return;
    }
    setStatus({ kind: "saving" });
    const result = await sendRequest<{ message: string }>(ENDPOINT, { method: "PUT", json: parsed.data });
    if (!result.ok) {
      setStatus({ kind: "error", message: result.error });
      return;
    }
    setStatus({ kind: "saved", message: result.data.message });
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
        aria-invalid={status.kind === "error" ? true : undefined}
        aria-describedby={`${id}-status`}
        className="field-input"
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={!hydrated || status.kind === "saving"}>
          {status.kind === "saving" ? "Saving…" : submission ? "Update answer" : "Submit answer"}
        </button>
        <span className="text-sm text-muted">{answer.trim().length}/1000</span>
      </div>
      <div id={`${id}-status`} aria-live="polite" className="mt-2 min-h-6 text-sm">
        {status.kind === "saved" ? <p className="font-medium text-brand-700">{status.message}</p> : null}
        {status.kind === "error" ? (
          <p role="alert" className="field-error">
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
