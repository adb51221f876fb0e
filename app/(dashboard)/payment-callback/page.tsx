import type { Metadata } from "next";
import { PaymentCallback } from "@/components/payment/payment-callback";
import { requirePageUser } from "@/lib/auth/guards";
import { PAYMENT_CALLBACK_PATH } from "@/lib/routes";

export const metadata: Metadata = { title: "Processing payment", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (typeof value === "string" && value ? value : null);

/** Where Paystack's redirect flow returns (?reference=…&trxref=…&status=…). */
export default async function PaymentCallbackPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const reference = one(params.reference) ?? one(params.trxref);
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
  ).toString();
  await requirePageUser(`${PAYMENT_CALLBACK_PATH}${query ? `?${query}` : ""}`);
  return (
    <div className="container-page flex justify-center py-16">
      <section className="card w-full max-w-lg">
        <PaymentCallback reference={reference} status={one(params.status)} />
      </section>
    </div>
  );
}
