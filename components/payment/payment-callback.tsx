"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { goToDashboard } from "@/components/checkout/go-to-dashboard";
import { PAYMENT_MESSAGES } from "@/lib/messages/payment";
import { CHECKOUT_PATH } from "@/lib/routes";

/** Spec 2.9: 'Processing Payment...', the server verifies the reference, then on to the plan's dashboard. */
export function PaymentCallback({ reference, status }: { reference: string | null; status: string | null }) {
  const [error, setError] = useState<string | null>(
    !reference || !status ? PAYMENT_MESSAGES.invalidParameters : status !== "success" ? PAYMENT_MESSAGES.failed : null,
  );
  const started = useRef(false);

  useEffect(() => {
    if (error || started.current) return;
    started.current = true;
    (async () => {
      try {
        const response = await fetch("/api/payments/verify", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ reference }),
        });
        const body = await response.json().catch(() => ({}));
        if (!response.ok) return setError(body.error || PAYMENT_MESSAGES.verificationFailed);
        await goToDashboard(body.dashboardPath);
      } catch {
        setError(PAYMENT_MESSAGES.verificationFailed);
      }
    })();
  }, [error, reference]);

  if (error) {
    return (
      <div className="space-y-4 text-center">
        <h1 className="text-3xl">{PAYMENT_MESSAGES.processingError}</h1>
        <p role="alert" className="font-medium text-red-800">
          {error}
        </p>
        <Link href={CHECKOUT_PATH} className="btn-primary">
          Return to Checkout
        </Link>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
      />
      <h1 className="text-3xl">Processing Payment...</h1>
    </div>
  );
}
