"use client";

import { useEffect, useRef } from "react";
import type { FormState } from "@/lib/forms/form-state";

/**
 * A form's answer from the server, announced to screen readers and brought into view: on a phone
 * the form can be longer than the screen, and an answer out of sight reads as nothing happening.
 * `prominent` boxes it, for a form whose whole answer is this one line (sign-in, sign-up).
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

  useEffect(() => {
    if (state.status !== "idle" && state.message) region.current?.scrollIntoView?.({ block: "nearest" });
  }, [state]);

  const box = prominent ? "rounded-lg border p-4 font-medium" : "";
  return (
    <div ref={region} id={id} aria-live="polite" className={prominent ? "" : "min-h-6"}>
      {state.status === "success" && state.message ? (
        <p className={prominent ? `${box} border-brand-200 bg-brand-50 text-brand-900` : "font-medium text-brand-700"}>
          {state.message}
        </p>
      ) : null}
      {state.status === "error" && state.message ? (
        <p role="alert" className={prominent ? `${box} border-red-200 bg-red-50 text-red-800` : "field-error"}>
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
