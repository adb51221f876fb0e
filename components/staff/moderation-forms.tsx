"use client";

import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import type { FormAction } from "@/lib/forms/form-state";
import { MODERATION_RULES } from "@/lib/moderation/rules";
import { DANGER_BUTTON, StaffForm } from "./staff-form";

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
  const about = <span className="sr-only"> ({label})</span>;
  return (
    <StaffForm
      action={action}
      hidden={{ postId }}
      reason={MODERATION_RULES.reason}
      submit={(pending) => (
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
          <button type="submit" name="decision" value="delete" className={DANGER_BUTTON} disabled={pending}>
            Delete the post{about}
          </button>
        </div>
      )}
    />
  );
}

/**
 * Pause the poster's posting for some days, with the message they see when they try to post. Folded
 * away until wanted.
 */
export function SuspendForm({ postId, action }: { postId: string; action: FormAction }) {
  return (
    <StaffForm
      action={action}
      folded="Pause the poster's posting"
      hidden={{ postId }}
      fields={(formId, state) => {
        const errors = state.fieldErrors ?? {};
        return (
          <>
            <div>
              <label htmlFor={`${formId}-days`} className="field-label">
                Days without posting
              </label>
              <input
                {...fieldAttributes(formId, "days", errors.days)}
                type="number"
                inputMode="numeric"
                min={MODERATION_RULES.days.min}
                max={MODERATION_RULES.days.max}
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
                minLength={MODERATION_RULES.message.min}
                maxLength={MODERATION_RULES.message.max}
                defaultValue={state.values?.message ?? ""}
                className="field-input"
              />
              <FieldError formId={formId} name="message" message={errors.message} />
            </div>
          </>
        );
      }}
      reason={MODERATION_RULES.reason}
      submit={{ label: "Pause their posting", pendingLabel: "Pausing…", className: "btn-secondary" }}
    />
  );
}

/** End a pause early. */
export function LiftSuspensionForm({ suspensionId, action }: { suspensionId: string; action: FormAction }) {
  return (
    <StaffForm
      action={action}
      folded="Lift the pause early"
      hidden={{ suspensionId }}
      reason={MODERATION_RULES.reason}
      submit={{ label: "Lift the pause", pendingLabel: "Lifting…", className: "btn-secondary" }}
    />
  );
}
