"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { CONTACT_MESSAGES, CONTACT_RULES, type ContactField } from "@/lib/contact/rules";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

/** Something, an @, something, a dot, something: the server's check is the thorough one. */
const LOOKS_LIKE_AN_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The browser's own check, with the same limits and words the server uses. */
function checkField(field: ContactField, value: string): string | undefined {
  const rule = CONTACT_RULES[field];
  const text = value.trim();
  if (!text) return rule.required;
  if (text.length > rule.maxLength) return rule.tooLong;
  if ("minLength" in rule && text.length < rule.minLength) return rule.tooShort;
  if ("invalid" in rule && !LOOKS_LIKE_AN_ADDRESS.test(text)) return rule.invalid;
  return undefined;
}

const FIELDS: { name: ContactField; label: string; type?: "email"; multiline?: boolean; autoComplete?: string }[] = [
  { name: "fullName", label: "Full Name", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "subject", label: "Subject" },
  { name: "message", label: "Message", multiline: true },
];

export function ContactForm({ action }: { action: FormAction }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  // A new answer from the server remounts the fields, so they show what it sent back (kept typing, or empty after success).
  const [shownState, setShownState] = useState(state);
  const [generation, setGeneration] = useState(0);
  if (state !== shownState) {
    setShownState(state);
    setGeneration((g) => g + 1);
    setClientErrors({});
  }

  const errors = { ...state.fieldErrors, ...clientErrors };

  // The server's answer takes the focus, so it is read out and in view: on a phone the form is
  // longer than the screen, and a thank-you above it was out of sight (the browser's own check
  // focuses the first field it faults instead). Centred, it clears the sticky header.
  const refusal = useRef<HTMLParagraphElement>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const answer =
      state.status === "error" ? refusal.current : state.status === "success" ? confirmation.current : null;
    answer?.focus({ preventScroll: true });
    answer?.scrollIntoView?.({ block: "center" });
  }, [state]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    for (const { name } of FIELDS) {
      const problem = checkField(name, String(data.get(name) ?? ""));
      if (problem) found[name] = problem;
    }
    setClientErrors(found);
    const first = FIELDS.find((f) => found[f.name]);
    if (first) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
    }
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-describedby="contact-form-status"
    >
      <div id="contact-form-status" role="status" aria-live="polite">
        {/* autoFocus is for a form answered before JavaScript has loaded: the browser focuses the
            answer, and scrolls to it, as the page arrives. */}
        {state.status === "success" && !hasErrors ? (
          <p
            ref={confirmation}
            tabIndex={-1}
            autoFocus
            className="scroll-mt-24 rounded-lg border border-brand-200 bg-brand-50 p-4 font-medium text-brand-900"
          >
            {state.message}
          </p>
        ) : null}
        {state.status === "error" || Object.keys(clientErrors).length > 0 ? (
          <p
            ref={refusal}
            tabIndex={-1}
            autoFocus={state.status === "error"}
            className="scroll-mt-24 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800"
          >
            {Object.keys(clientErrors).length > 0 ? CONTACT_MESSAGES.invalid : state.message}
          </p>
        ) : null}
      </div>
      <div key={generation} className="space-y-5">
        {FIELDS.map(({ name, label, type = "text", multiline, autoComplete }) => {
          const id = `contact-${name}`;
          const error = errors[name];
          const common = {
            id,
            name,
            required: true,
            maxLength: CONTACT_RULES[name].maxLength,
            defaultValue: state.status === "error" ? (state.values?.[name] ?? "") : "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
            className: "field-input",
            disabled: pending,
          };
          return (
            <div key={name}>
              <label htmlFor={id} className="field-label">
                {label}
              </label>
              {multiline ? (
                <textarea rows={6} {...common} />
              ) : (
                <input type={type} autoComplete={autoComplete} {...common} />
              )}
              {error ? (
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        {/* Hidden from people and assistive technology; only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={pending} aria-busy={pending}>
        SUBMIT
      </button>
    </form>
  );
}
