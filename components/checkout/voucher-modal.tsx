"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import { VOUCHER_MESSAGES } from "@/lib/messages/voucher";
import type { Plan } from "@/lib/plans";

interface VoucherModalProps {
  open: boolean;
  plan: Plan;
  /** The server action that redeems the code and moves on to the plan's dashboard. */
  action: FormAction;
  ownVoucherCode: string | null;
  /** Fetches the remaining count again; called whenever the modal opens. */
  refreshRemaining: () => Promise<number | null>;
  onClose: () => void;
  onContinueToPayment: () => void;
}

/** 'Apply Your Voucher' (docs/product.md, Vouchers): resets and refetches the count whenever it opens. */
export function VoucherModal({
  open,
  plan,
  action,
  ownVoucherCode,
  refreshRemaining,
  onClose,
  onContinueToPayment,
}: VoucherModalProps) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const applying = pending || state.status === "success";
  const [code, setCode] = useState("");
  const [checkError, setCheckError] = useState<string | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  // The server's last answer shows until the dialog is opened again.
  const [shownState, setShownState] = useState(state);
  const [answerShown, setAnswerShown] = useState(true);
  if (state !== shownState) {
    setShownState(state);
    setCheckError(null);
    setAnswerShown(true);
  }
  const refused = answerShown && state.status === "error";
  const error = checkError ?? (refused ? (state.fieldErrors?.voucherCode ?? state.message ?? null) : null);

  // Each opening starts afresh: the form is reset while rendering, the count is fetched again.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setCode("");
      setCheckError(null);
      setAnswerShown(false);
      setRemaining(null);
    }
  }
  useEffect(() => {
    if (open) void refreshRemaining().then(setRemaining);
  }, [open, refreshRemaining]);

  // A refusal takes the focus back to the code box, which the message describes (the box and the
  // button were disabled while the server answered, so the focus had gone).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.status === "error") input.current?.focus();
  }, [state]);

  /** Only an empty box is caught here; the server checks the code and words every refusal. */
  function check(event: React.FormEvent<HTMLFormElement>) {
    if (code.trim()) return;
    event.preventDefault();
    setCheckError(VOUCHER_MESSAGES.emptyCode);
  }

  return (
    <Modal open={open} title="Apply Your Voucher" onClose={onClose}>
      <p>
        Plan: <strong>{plan.title}</strong>
      </p>
      <p className="mt-1 text-muted" aria-live="polite">
        Vouchers remaining: {remaining ?? "…"}
      </p>
      <form action={formAction} onSubmit={check} noValidate className="mt-4 space-y-3">
        <input type="hidden" name="planId" value={plan.id} />
        <label htmlFor="voucher-code" className="field-label">
          Voucher code
        </label>
        <input
          ref={input}
          id="voucher-code"
          name="voucherCode"
          className="field-input font-mono uppercase"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "voucher-error" : ownVoucherCode ? "voucher-hint" : undefined}
          disabled={applying}
        />
        {ownVoucherCode ? (
          <p id="voucher-hint" className="text-sm text-muted">
            Your voucher code is <span className="font-mono font-semibold text-ink">{ownVoucherCode}</span>.
          </p>
        ) : null}
        {error ? (
          <p id="voucher-error" role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 pt-2 sm:flex-row">
          <button type="submit" className="btn-primary flex-1" disabled={applying}>
            {applying ? "Applying..." : "Apply Voucher"}
          </button>
          <button type="button" className="btn-secondary flex-1" onClick={onContinueToPayment} disabled={applying}>
            Continue to Payment
          </button>
        </div>
      </form>
    </Modal>
  );
}
