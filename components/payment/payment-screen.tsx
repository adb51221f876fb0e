"use client";

import Link from "next/link";
import { useState } from "react";
import { goToDashboard } from "@/components/checkout/go-to-dashboard";
import { useHydrated } from "@/components/ui/use-hydrated";
import { PAYMENT_MESSAGES } from "@/lib/messages/payment";
import { CHECKOUT_PATH } from "@/lib/routes";

interface PaymentScreenProps {
  plan: { id: string; title: string; priceText: string; amountCents: number; currency: string };
  email: string;
}

type Stage =
  | { name: "pending" }
  | { name: "starting" }
  | { name: "verifying" }
  | { name: "success"; dashboardPath: string }
  | { name: "failed"; message: string };

interface StartedPayment {
  reference: string;
  accessCode: string;
  publicKey: string;
  email: string;
  amountCents: number;
  currency: string;
}

/** The checks made before a payment starts (docs/product.md, Checkout and payment) (the public key is checked once the server sends it). */
function paymentProblem(payment: Pick<StartedPayment, "email" | "amountCents" | "currency">): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(payment.email)) return PAYMENT_MESSAGES.invalidEmail;
  if (!(payment.amountCents > 0)) return PAYMENT_MESSAGES.invalidAmount;
  if (!payment.currency) return PAYMENT_MESSAGES.missingCurrency;
  return null;
}

/** Spec 2.8: Pay Now opens Paystack's popup; the server then verifies the payment before anything is granted. */
export function PaymentScreen({ plan, email }: PaymentScreenProps) {
  const [stage, setStage] = useState<Stage>({ name: "pending" });
  const hydrated = useHydrated();

  async function verify(reference: string) {
    setStage({ name: "verifying" });
    try {
      const response = await fetch("/api/payments/verify", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ reference }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) return setStage({ name: "failed", message: body.error || PAYMENT_MESSAGES.verificationFailed });
      setStage({ name: "success", dashboardPath: body.dashboardPath });
    } catch {
      setStage({ name: "failed", message: PAYMENT_MESSAGES.verificationFailed });
    }
  }

  async function payNow() {
    const early = paymentProblem({ email, amountCents: plan.amountCents, currency: plan.currency });
    if (early) return setStage({ name: "failed", message: early });
    setStage({ name: "starting" });
    let started: StartedPayment;
    try {
      const response = await fetch("/api/payments/initialize", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ planId: plan.id }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) return setStage({ name: "failed", message: body.error || PAYMENT_MESSAGES.failed });
      started = body;
    } catch {
      return setStage({ name: "failed", message: PAYMENT_MESSAGES.failed });
    }
    const problem = paymentProblem(started) ?? (started.publicKey ? null : PAYMENT_MESSAGES.missingPublicKey);
    if (problem) return setStage({ name: "failed", message: problem });

    try {
      // Loaded only when someone pays, so no other page carries Paystack's script.
      const { default: PaystackPop } = await import("@paystack/inline-js");
      new PaystackPop().resumeTransaction(started.accessCode, {
        onSuccess: () => void verify(started.reference),
        onCancel: () => setStage({ name: "failed", message: PAYMENT_MESSAGES.cancelled }),
        onError: () => setStage({ name: "failed", message: PAYMENT_MESSAGES.failed }),
      });
    } catch {
      setStage({ name: "failed", message: PAYMENT_MESSAGES.failed });
    }
  }

  if (stage.name === "verifying") {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-10 text-center">
        <span
          aria-hidden="true"
          className="h-12 w-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        />
        <p className="text-lg font-semibold">Verifying your payment…</p>
      </div>
    );
  }
  if (stage.name === "success") {
    return (
      <div className="space-y-4 text-center">
        <h2 className="text-2xl">Payment successful</h2>
        <p className="text-muted">Thank you. {plan.title} is active for the next month.</p>
        <button type="button" className="btn-primary" onClick={() => void goToDashboard(stage.dashboardPath)}>
          Go to Dashboard
        </button>
      </div>
    );
  }
  if (stage.name === "failed") {
    return (
      <div className="space-y-4 text-center">
        <h2 className="text-2xl">Payment not completed</h2>
        <p role="alert" className="font-medium text-red-800">
          {stage.message}
        </p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" className="btn-primary" onClick={() => setStage({ name: "pending" })}>
            Try again
          </button>
          <Link href={CHECKOUT_PATH} className="btn-secondary">
            Go to Checkout
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4 text-center">
      <p className="text-lg">Please complete your payment.</p>
      <p className="text-muted">
        {plan.title}: <strong className="text-ink">{plan.priceText}</strong>, paid by card through Paystack.
      </p>
      <button
        type="button"
        className="btn-primary"
        onClick={payNow}
        disabled={!hydrated || stage.name === "starting"}
        aria-busy={stage.name === "starting"}
      >
        {stage.name === "starting" ? "Starting payment..." : "Pay Now"}
      </button>
    </div>
  );
}
