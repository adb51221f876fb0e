"use client";

import { useActionState, useId, useState } from "react";
import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import { FormStatus, StatusAndSubmit } from "@/components/ui/form-status";
import { CONTACT_REPLY_RULES } from "@/lib/contact/rules";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

/**
 * The reply to a contact message, e-mailed to the sender, with "Mark as answered" ticked unless the
 * staff member expects to write again. A success moves to the message's page (the action redirects);
 * a refusal keeps the words and the tick, with JavaScript or without. `token` is a random id the page
 * makes for each showing of the form: the server replies once per token, so a double click, a resent
 * form or a second tab sends one e-mail, not two.
 */
export function ContactReplyForm({
  messageId,
  token,
  to,
  action,
}: {
  messageId: string;
  token: string;
  to: string;
  action: FormAction;
}) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  // Each answer remounts the fields, so they show what the server sent back (React resets a form after its action).
  const [shownState, setShownState] = useState(state);
  const [generation, setGeneration] = useState(0);
  if (state !== shownState) {
    setShownState(state);
    setGeneration((g) => g + 1);
  }
  const refused = state.status === "error";
  const error = state.fieldErrors?.body;
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-4">
      <input type="hidden" name="messageId" value={messageId} />
      <input type="hidden" name="token" value={token} />
      <div key={generation} className="space-y-4">
        <div>
          <label htmlFor={`${formId}-body`} className="field-label">
            Your reply <span className="font-normal text-muted">(e-mailed to {to})</span>
          </label>
          <textarea
            {...fieldAttributes(formId, "body", error)}
            rows={8}
            required
            minLength={CONTACT_REPLY_RULES.body.minLength}
            maxLength={CONTACT_REPLY_RULES.body.maxLength}
            defaultValue={refused ? (state.values?.body ?? "") : ""}
            className="field-input"
          />
          <FieldError formId={formId} name="body" message={error} />
        </div>
        <div className="flex items-start gap-3">
          <input
            id={`${formId}-markAnswered`}
            name="markAnswered"
            type="checkbox"
            defaultChecked={refused ? state.values?.markAnswered === "on" : true}
            className="mt-1 h-5 w-5 shrink-0"
          />
          <label htmlFor={`${formId}-markAnswered`}>Mark as answered</label>
        </div>
      </div>
      <StatusAndSubmit
        state={state}
        pending={pending}
        label="Send the reply"
        pendingLabel="Sending…"
        className="btn-primary w-full sm:w-auto"
      />
    </form>
  );
}

/** One button that changes a message's state (Mark answered, Reopen), with its refusal beside it. */
export function ContactStatusForm({
  messageId,
  label,
  pendingLabel,
  action,
}: {
  messageId: string;
  label: string;
  pendingLabel: string;
  action: FormAction;
}) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-2">
      <input type="hidden" name="messageId" value={messageId} />
      <button type="submit" className="btn-secondary w-full sm:w-auto" disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
      <FormStatus state={state} />
    </form>
  );
}
