"use client";

import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { MESSAGES } from "@/lib/messages";
import type { Plan } from "@/lib/plans";

interface VoucherModalProps {
  open: boolean;
  plan: Plan;
  userEmail: string;
  ownVoucherCode: string | null;
  /** Fetches the remaining count again; called whenever the modal opens. */
  refreshRemaining: () => Promise<number | null>;
  onClose: () => void;
  onRedeemed: (result: { dashboardPath: string }) => void;
  onContinueToPayment: () => void;
}

/** 'Apply Your Voucher' (spec 2.7 and section 4): resets and refetches the count whenever it opens. */
export function VoucherModal({
  open,
  plan,
  userEmail,
  ownVoucherCode,
  refreshRemaining,
  onClose,
  onRedeemed,
  onContinueToPayment,
}: VoucherModalProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [remaining, setRemaining] = useState<number | null>(null);

  // Each opening starts afresh: the form is reset while rendering, the count is fetched again.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setCode("");
      setError(null);
      setRemaining(null);
    }
  }
  useEffect(() => {
    if (open) void refreshRemaining().then(setRemaining);
  }, [open, refreshRemaining]);

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setError(MESSAGES.voucher.emptyCode);
    if (!userEmail) return setError(MESSAGES.voucher.missingEmail);
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/vouchers/redeem", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ voucherCode: trimmed, userEmail, planId: plan.id }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(body.error || MESSAGES.voucher.httpError(response.status));
      onRedeemed({ dashboardPath: body.dashboardPath });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : MESSAGES.voucher.unexpected);
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title="Apply Your Voucher" onClose={onClose}>
      <p>
        Plan: <strong>{plan.title}</strong>
      </p>
      <p className="mt-1 text-muted" aria-live="polite">
        Vouchers remaining: {remaining ?? "…"}
      </p>
      <form onSubmit={apply} noValidate className="mt-4 space-y-3">
        <label htmlFor="voucher-code" className="field-label">
          Voucher code
        </label>
        <input
          id="voucher-code"
          className="field-input font-mono uppercase"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "voucher-error" : ownVoucherCode ? "voucher-hint" : undefined}
          disabled={busy}
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
          <button type="submit" className="btn-primary flex-1" disabled={busy}>
            {busy ? "Applying..." : "Apply Voucher"}
          </button>
          <button type="button" className="btn-secondary flex-1" onClick={onContinueToPayment} disabled={busy}>
            Continue to Payment
          </button>
        </div>
      </form>
    </Modal>
  );
}
