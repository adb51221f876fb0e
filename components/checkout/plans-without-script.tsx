"use client";

import { useActionState } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import type { Plan } from "@/lib/plans";

interface PlansWithoutScriptProps {
  plans: readonly Plan[];
  /** The server action behind "Apply Your Voucher", as in the checkout's dialog. */
  applyVoucher: FormAction;
  ownVoucherCode: string | null;
  paymentsEnabled: boolean;
}

/**
 * The checkout for a browser without JavaScript: the plan carousel and its dialogs need scripts, so
 * inside <noscript> every plan is listed, and each individual plan has its own voucher form, posting
 * to the same server action as the dialog (which redeems the code and opens the plan's dashboard, or
 * answers with the refusal beside the form). Card payment opens Paystack's checkout, which needs
 * JavaScript; the page says so.
 */
export function PlansWithoutScript({ plans, applyVoucher, ownVoucherCode, paymentsEnabled }: PlansWithoutScriptProps) {
  return (
    <noscript>
      {/* The carousel cannot work here: only this list shows. */}
      <style>{"[data-needs-script]{display:none}"}</style>
      <section aria-labelledby="plans-without-script" className="mt-8">
        <h2 id="plans-without-script" className="text-2xl">
          Every plan
        </h2>
        <p className="mt-2 text-muted">
          {paymentsEnabled
            ? "Paying by card needs JavaScript in this browser; a voucher works without it."
            : "Card payment will be activated shortly; a voucher works now."}
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.id} className="card">
              <h3 className="text-xl">{plan.title}</h3>
              <p className="mt-1 text-2xl font-extrabold text-brand-800">{plan.priceText}</p>
              <p className="mt-2 text-muted">{plan.description}</p>
              {plan.kind === "individual" && ownVoucherCode ? (
                <VoucherForm plan={plan} action={applyVoucher} ownVoucherCode={ownVoucherCode} />
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </noscript>
  );
}

function VoucherForm({ plan, action, ownVoucherCode }: { plan: Plan; action: FormAction; ownVoucherCode: string }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const inputId = `voucher-code-${plan.id}`;
  return (
    <form action={formAction} className="mt-4 space-y-3">
      <FormStatus state={state} />
      <input type="hidden" name="planId" value={plan.id} />
      <label htmlFor={inputId} className="field-label">
        Voucher code for {plan.title}
      </label>
      <input
        id={inputId}
        name="voucherCode"
        defaultValue={ownVoucherCode}
        className="field-input font-mono uppercase"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <button type="submit" className="btn-primary w-full">
        Apply Voucher to {plan.title}
      </button>
    </form>
  );
}
