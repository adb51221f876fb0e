"use client";

import type { FormAction } from "@/lib/forms/form-state";
import { SUBSCRIPTION_ADMIN_RULES } from "@/lib/subscriptions/rules";
import { DANGER_BUTTON, SelectField, StaffForm } from "./staff-form";

export interface PlanChoice {
  id: string;
  title: string;
}

const WORDS = {
  grant: { plan: "Plan", submit: { label: "Grant a month", pendingLabel: "Granting…", className: "btn-primary" } },
  end: {
    plan: "Subscription to end",
    submit: { label: "End it now", pendingLabel: "Ending…", className: DANGER_BUTTON },
  },
} as const;

/**
 * Grant one month of a plan, or end the member's subscriptions to one plan now (a month queued after
 * it too). A grant's `token` is a random id the page makes for each showing of the form: the server
 * grants once per token, so a double click or a resent form grants one month, not two.
 */
export function SubscriptionChangeForm({
  userId,
  plans,
  action,
  ...change
}: { userId: string; plans: PlanChoice[]; action: FormAction } & (
  { change: "grant"; token: string } | { change: "end" }
)) {
  const words = WORDS[change.change];
  return (
    <StaffForm
      action={action}
      hidden={change.change === "grant" ? { userId, token: change.token } : { userId }}
      fields={(formId, state) => (
        <SelectField
          formId={formId}
          state={state}
          name="planId"
          label={words.plan}
          options={plans.map((plan) => ({ value: plan.id, label: plan.title }))}
        />
      )}
      reason={SUBSCRIPTION_ADMIN_RULES.reason}
      submit={words.submit}
    />
  );
}
