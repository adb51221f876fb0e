import type { Metadata } from "next";
import { AgeConsentReminder, ConfirmEmailReminder } from "@/components/account/account-reminders";
import { CheckoutFlow } from "@/components/checkout/checkout-flow";
import { PlansWithoutScript } from "@/components/checkout/plans-without-script";
import { PlanStatus } from "@/components/dashboard/plan-status";
import { accountStanding } from "@/lib/account-standing";
import { requirePageUser } from "@/lib/auth/guards";
import { getEnv } from "@/lib/env";
import { PLANS } from "@/lib/plans";
import { CHECKOUT_PATH } from "@/lib/routes";
import { accessOf } from "@/lib/subscriptions";
import { usableVoucherCode } from "@/lib/vouchers/status";
import { giveAgeConsent, resendVerification } from "../account/actions";
import { applyVoucher } from "./actions";

export const metadata: Metadata = { title: "Choose your plan", robots: { index: false } };

export default async function CheckoutPage() {
  const user = await requirePageUser(CHECKOUT_PATH);
  const now = new Date();
  const [access, usableVoucher, standing] = await Promise.all([
    accessOf(user.id, now),
    usableVoucherCode(user.id, now),
    accountStanding(user.id),
  ]);
  return (
    <div className="container-page py-10">
      <p className="eyebrow">Hi {user.name}</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Choose your plan</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        {access.plan
          ? `You have ${access.plan.title}. Add another plan or bundle below.`
          : "Pick a bundle or a single service. Prices are per month, in rand."}
      </p>
      <PlanStatus access={access} />
      {standing.consented ? null : <AgeConsentReminder save={giveAgeConsent} />}
      {usableVoucher && !standing.emailVerified ? (
        <ConfirmEmailReminder email={user.email} resend={resendVerification} />
      ) : null}
      <CheckoutFlow
        plans={PLANS}
        applyVoucher={applyVoucher}
        paymentsEnabled={getEnv().PAYMENTS_ENABLED}
        voucherLimit={getEnv().VOUCHER_LIMIT}
        ownVoucherCode={usableVoucher}
      />
      <PlansWithoutScript
        plans={PLANS}
        applyVoucher={applyVoucher}
        ownVoucherCode={usableVoucher}
        paymentsEnabled={getEnv().PAYMENTS_ENABLED}
      />
    </div>
  );
}
