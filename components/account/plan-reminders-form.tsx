"use client";

import { useActionState, useState } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";

/** "E-mails about my plan", on by default. A real form: it saves before JavaScript has loaded too. */
export function PlanRemindersForm({ action, planReminders }: { action: FormAction; planReminders: boolean }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  // Controlled, so React's reset of the form after a submission keeps what was chosen.
  const [checked, setChecked] = useState(planReminders);
  return (
    <form action={formAction} aria-busy={pending} className="space-y-4">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          name="planReminders"
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          aria-describedby="plan-reminders-help"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <span>
          <span className="block font-semibold">E-mails about my plan</span>
          <span id="plan-reminders-help" className="block text-sm text-muted">
            A reminder a week and a day before your plan ends, and a note when it has ended, each with how to keep
            going. Receipts for payments always come.
          </span>
        </span>
      </label>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Saving..." : "Save notification settings"}
      </button>
      <FormStatus state={state} />
    </form>
  );
}
