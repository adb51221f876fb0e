"use client";

import { useActionState, useId } from "react";
import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import { MODERATION_RULES as R } from "@/lib/moderation/rules";
import { ReasonField } from "./reason-field";

/** Restore, keep hidden, hide or delete one post, with the reason the audit log keeps. */
export function PostDecisionForm({
  postId,
  hidden,
  label,
  action,
}: {
  postId: string;
  hidden: boolean;
  /** The post, for the buttons' accessible names ("… Text post in Emergency"). */
  label: string;
  action: FormAction;
}) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const about = <span className="sr-only"> ({label})</span>;
  return (
    <form action={formAction} noValidate className="space-y-3">
      <input type="hidden" name="postId" value={postId} />
      <ReasonField formId={formId} state={state} limits={R.reason} />
      <FormStatus state={state} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          name="decision"
          value="restore"
          className={hidden ? "btn-primary" : "btn-secondary"}
          disabled={pending}
        >
          {hidden ? "Restore to the feed" : "Dismiss the reports"}
          {about}
        </button>
        <button type="submit" name="decision" value="hide" className="btn-secondary" disabled={pending}>
          {hidden ? "Keep hidden" : "Hide from the feed"}
          {about}
        </button>
        <button
          type="submit"
          name="decision"
          value="delete"
          className="btn bg-red-700 text-white hover:bg-red-800"
          disabled={pending}
        >
          Delete the post{about}
        </button>
      </div>
    </form>
  );
}

/**
 * Pause the poster's posting for some days, with the message they see when they try to post. Folded
 * away until wanted, and open again when the server refused it (a form sent without JavaScript too).
 */
export function SuspendForm({ postId, action }: { postId: string; action: FormAction }) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const errors = state.fieldErrors ?? {};
  return (
    <details open={state.status === "error" ? true : undefined}>
      <summary className="cursor-pointer font-semibold">Pause the poster&apos;s posting</summary>
      <form action={formAction} noValidate className="mt-3 space-y-3">
        <input type="hidden" name="postId" value={postId} />
        <div>
          <label htmlFor={`${formId}-days`} className="field-label">
            Days without posting
          </label>
          <input
            {...fieldAttributes(formId, "days", errors.days)}
            type="number"
            inputMode="numeric"
            min={R.days.min}
            max={R.days.max}
            required
            defaultValue={state.values?.days ?? "7"}
            className="field-input max-w-32"
          />
          <FieldError formId={formId} name="days" message={errors.days} />
        </div>
        <div>
          <label htmlFor={`${formId}-message`} className="field-label">
            Message the member sees when they try to post
          </label>
          <textarea
            {...fieldAttributes(formId, "message", errors.message)}
            rows={2}
            required
            minLength={R.message.min}
            maxLength={R.message.max}
            defaultValue={state.values?.message ?? ""}
            className="field-input"
          />
          <FieldError formId={formId} name="message" message={errors.message} />
        </div>
        <ReasonField formId={formId} state={state} limits={R.reason} />
        <FormStatus state={state} />
        <button type="submit" className="btn-secondary" disabled={pending}>
          {pending ? "Pausing…" : "Pause their posting"}
        </button>
      </form>
    </details>
  );
}

/** End a pause early. */
export function LiftSuspensionForm({ suspensionId, action }: { suspensionId: string; action: FormAction }) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <details open={state.status === "error" ? true : undefined}>
      <summary className="cursor-pointer font-semibold">Lift the pause early</summary>
      <form action={formAction} noValidate className="mt-3 space-y-3">
        <input type="hidden" name="suspensionId" value={suspensionId} />
        <ReasonField formId={formId} state={state} limits={R.reason} />
        <FormStatus state={state} />
        <button type="submit" className="btn-secondary" disabled={pending}>
          {pending ? "Lifting…" : "Lift the pause"}
        </button>
      </form>
    </details>
  );
}
