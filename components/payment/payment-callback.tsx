"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { goToDashboard } from "@/components/checkout/go-to-dashboard";
import { MESSAGES } from "@/lib/messages";
import { CHECKOUT_PATH } from "@/lib/routes";

/** Spec 2.9: 'Processing Payment...', the server verifies the reference, then on to the plan's dashboard. */
export function PaymentCallback({ reference, status }: { reference: string | null; status: string | null }) {
  const [error, setError] = useState<string | null>(
    !reference || !status ? MESSAGES.payment.invalidParameters : status !== "success" ? MESSAGES.payment.failed : null,
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
        if (!response.ok) return setError(body.error || MESSAGES.payment.verificationFailed);
        await goToDashboard(body.dashboardPath);
      } catch {
        setError(MESSAGES.payment.verificationFailed);
      }
    })();
  }, [error, reference]);

  if (error) {
    return (
      <div className="space-y-4 text-center">
        <h1 className="text-3xl">{MESSAGES.payment.processingError}</h1>
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
