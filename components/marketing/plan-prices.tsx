import Link from "next/link";
import { plansIncluding, serviceNames, type ServiceId } from "@/lib/plans";
import { SIGNUP_PATH } from "@/lib/routes";

/** The plans that unlock a service, with prices straight from the plan table, and a call to action. */
export function PlanPrices({ service }: { service: ServiceId }) {
  const plans = plansIncluding(service);
  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.id} className="card flex flex-col">
            <p className="eyebrow">{plan.kind === "bundled" ? "Bundle" : "Individual plan"}</p>
            <h3 className="mt-1 text-xl">{plan.title}</h3>
            <p className="mt-2 text-3xl font-extrabold text-brand-800">{plan.priceText}</p>
            <p className="mt-3 flex-1 text-muted">{plan.description}</p>
            <p className="mt-4 text-sm text-ink">
              <span className="font-semibold">Includes:</span> {serviceNames(plan).join(", ")}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Link href={SIGNUP_PATH} className="btn-primary">
          Join Us and choose a plan
        </Link>
        <p className="text-sm text-muted">
          The first 1000 members get a voucher for one free month of an individual plan.
        </p>
      </div>
    </div>
  );
}
