import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PaymentScreen } from "@/components/payment/payment-screen";
import { requirePageUser } from "@/lib/auth/guards";
import { getEnv } from "@/lib/env";
import { findPlan } from "@/lib/plans";
import { CHECKOUT_PATH, PAYMENT_PATH } from "@/lib/routes";

export const metadata: Metadata = { title: "Payment", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /payment?plan=<id>: without a known plan, or with payments switched off, back to checkout. */
export default async function PaymentPage({ searchParams }: { searchParams: SearchParams }) {
  const { plan: planParam } = await searchParams;
  const planId = typeof planParam === "string" ? planParam : "";
  const user = await requirePageUser(`${PAYMENT_PATH}?plan=${encodeURIComponent(planId)}`);
  const plan = findPlan(planId);
  if (!plan || !getEnv().PAYMENTS_ENABLED) redirect(CHECKOUT_PATH);
  return (
    <div className="container-page flex justify-center py-12">
      <section aria-labelledby="payment-heading" className="card w-full max-w-lg">
        <h1 id="payment-heading" className="mb-6 text-center text-3xl">
          Payment Processing
        </h1>
        <PaymentScreen
          plan={{
            id: plan.id,
            title: plan.title,
            priceText: plan.priceText,
            amountCents: plan.amountCents,
            currency: plan.currency,
          }}
          email={user.email}
        />
      </section>
    </div>
  );
}
