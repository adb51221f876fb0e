"use client";

import { useActionState, useId } from "react";
import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction, type FormState } from "@/lib/forms/form-state";
import { SUBSCRIPTION_ADMIN_RULES as R } from "@/lib/subscriptions/rules";
import { ReasonField } from "./reason-field";

export interface PlanChoice {
  id: string;
  title: string;
}

function PlanField({
  formId,
  state,
  plans,
  label,
}: {
  formId: string;
  state: FormState;
  plans: PlanChoice[];
  label: string;
}) {
  const error = state.fieldErrors?.planId;
  return (
    <div>
      <label htmlFor={`${formId}-planId`} className="field-label">
        {label}
      </label>
      <select
        {...fieldAttributes(formId, "planId", error)}
        required
        defaultValue={state.values?.planId ?? plans[0]?.id}
        className="field-input"
      >
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.title}
          </option>
        ))}
      </select>
      <FieldError formId={formId} name="planId" message={error} />
    </div>
  );
}

/**
 * Grant one month of a plan. `token` is a random id the page makes for each showing of the form: the
 * server grants once per token, so a double click or a resent form grants one month, not two.
 */
export function GrantMonthForm({
  userId,
  token,
  plans,
  action,
}: {
  userId: string;
  token: string;
  plans: PlanChoice[];
  action: FormAction;
}) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-3">
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="token" value={token} />
      <PlanField formId={formId} state={state} plans={plans} label="Plan" />
      <ReasonField formId={formId} state={state} limits={R.reason} />
      <FormStatus state={state} />
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Granting…" : "Grant a month"}
      </button>
    </form>
  );
}

/** End the member's subscriptions to one plan now (a month queued after it too). */
export function EndSubscriptionForm({
  userId,
  plans,
  action,
}: {
  userId: string;
  plans: PlanChoice[];
  action: FormAction;
}) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-3">
      <input type="hidden" name="userId" value={userId} />
      <PlanField formId={formId} state={state} plans={plans} label="Subscription to end" />
      <ReasonField formId={formId} state={state} limits={R.reason} />
      <FormStatus state={state} />
      <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={pending}>
        {pending ? "Ending…" : "End it now"}
      </button>
    </form>
  );
}
