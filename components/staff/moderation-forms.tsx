"use client";

import { useActionState, useId } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

function ReasonField({ value, error }: { value?: string; error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Why? (kept in the audit log)
      </label>
      <textarea
        id={id}
        name="reason"
        rows={2}
        required
        minLength={5}
        maxLength={500}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        className="field-input"
      />
    </div>
  );
}

/** Hide, Restore or Delete one post, with the reason the audit log keeps. */
export function PostDecisionForm({ postId, hidden, action }: { postId: string; hidden: boolean; action: FormAction }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <form action={formAction} noValidate className="space-y-3">
      <input type="hidden" name="postId" value={postId} />
      <ReasonField value={state.values?.reason} error={state.fieldErrors?.reason} />
      <FormStatus state={state} />
      <div className="flex flex-wrap gap-2">
        {hidden ? (
          <button type="submit" name="decision" value="restore" className="btn-primary" disabled={pending}>
            Restore to the feed
          </button>
        ) : (
          <button type="submit" name="decision" value="hide" className="btn-secondary" disabled={pending}>
            Hide from the feed
          </button>
        )}
        {hidden ? (
          <button type="submit" name="decision" value="hide" className="btn-secondary" disabled={pending}>
            Keep hidden
          </button>
        ) : (
          <button type="submit" name="decision" value="restore" className="btn-secondary" disabled={pending}>
            Dismiss the reports
          </button>
        )}
        <button
          type="submit"
          name="decision"
          value="delete"
          className="btn bg-red-700 text-white hover:bg-red-800"
          disabled={pending}
        >
          Delete the post
        </button>
      </div>
    </form>
  );
}

/** Pause the poster's posting for some days, with the message they see when they try to post. */
export function SuspendForm({ postId, action }: { postId: string; action: FormAction }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const ids = { days: useId(), message: useId() };
  return (
    <form action={formAction} noValidate className="space-y-3">
      <input type="hidden" name="postId" value={postId} />
      <div>
        <label htmlFor={ids.days} className="field-label">
          Days without posting
        </label>
        <input
          id={ids.days}
          name="days"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          required
          defaultValue={state.values?.days ?? "7"}
          className="field-input max-w-32"
        />
      </div>
      <div>
        <label htmlFor={ids.message} className="field-label">
          Message the member sees when they try to post
        </label>
        <textarea
          id={ids.message}
          name="message"
          rows={2}
          required
          minLength={5}
          maxLength={500}
          defaultValue={state.values?.message ?? ""}
          className="field-input"
        />
      </div>
      <ReasonField value={state.values?.reason} error={state.fieldErrors?.reason} />
      <FormStatus state={state} />
      <button type="submit" className="btn-secondary" disabled={pending}>
        {pending ? "Pausing…" : "Pause their posting"}
      </button>
    </form>
  );
}

/** End a suspension early. */
export function LiftSuspensionForm({ suspensionId, action }: { suspensionId: string; action: FormAction }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <form action={formAction} noValidate className="space-y-3">
      <input type="hidden" name="suspensionId" value={suspensionId} />
      <ReasonField value={state.values?.reason} error={state.fieldErrors?.reason} />
      <FormStatus state={state} />
      <button type="submit" className="btn-secondary" disabled={pending}>
        {pending ? "Lifting…" : "Lift the pause"}
      </button>
    </form>
  );
}
