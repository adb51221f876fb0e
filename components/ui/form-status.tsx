"use client";

import { useEffect, useRef } from "react";
import type { FormState } from "@/lib/forms/form-state";

/**
 * A form's answer from the server, announced to screen readers and brought into view: on a phone
 * the form can be longer than the screen, and an answer out of sight reads as nothing happening. A
 * refusal also takes the focus, so the next Tab starts from it and a screen reader reads it at once.
 * It is clear of the sticky header when scrolled to. `prominent` boxes it, for a form whose whole
 * answer is this one line (sign-in, sign-up).
 */
export function FormStatus({
  state,
  prominent = false,
  id,
}: {
  state: FormState<unknown>;
  prominent?: boolean;
  id?: string;
}) {
  const region = useRef<HTMLDivElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);
  const { status, message } = state;

  // Each answer is a new state object (useActionState makes one per submission), so the same refusal
  // twice is announced and focused twice. A caller that derives the state it passes memoises it.
  useEffect(() => {
    if (state.status === "idle" || !state.message) return;
    if (state.status === "error") refusal.current?.focus({ preventScroll: true });
    region.current?.scrollIntoView?.({ block: "nearest" });
  }, [state]);

  const box = prominent ? "rounded-lg border p-4 font-medium" : "";
  return (
    <div ref={region} id={id} aria-live="polite" className={`scroll-mt-24 ${prominent ? "" : "min-h-6"}`}>
      {status === "success" && message ? (
        <p className={prominent ? `${box} border-brand-200 bg-brand-50 text-brand-900` : "font-medium text-brand-700"}>
          {message}
        </p>
      ) : null}
      {status === "error" && message ? (
        <p
          ref={refusal}
          role="alert"
          tabIndex={-1}
          className={prominent ? `${box} border-red-200 bg-red-50 text-red-800` : "field-error"}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The answer, then the submit button, which says when the form is on its way. */
export function StatusAndSubmit({ state, pending, label, pendingLabel, className = "btn-primary" }: SubmitProps) {
  return (
    <>
      <FormStatus state={state} />
      <button type="submit" className={className} disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}

interface SubmitProps {
  state: FormState<unknown>;
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}
