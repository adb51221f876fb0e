import Link from "next/link";
import { PLANS, serviceNames } from "@/lib/plans";
import { SIGNUP_PATH } from "@/lib/routes";

/** Every plan at a glance, from the plan table. */
export function PlanCardsPreview() {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {PLANS.map((plan) => (
          <li key={plan.id} className="card flex flex-col p-5">
            <p className="text-xs font-semibold uppercase tracking-wider text-muted">
              {plan.kind === "bundled" ? "Bundle" : "Individual"}
            </p>
            <h3 className="mt-1 text-lg">{plan.title}</h3>
            <p className="mt-2 text-2xl font-extrabold text-brand-800">{plan.priceText}</p>
            <p className="mt-2 text-sm text-muted">{serviceNames(plan).join(" + ")}</p>
          </li>
        ))}
      </ul>
      <Link href={SIGNUP_PATH} className="btn-primary mt-8">
        Create your account
      </Link>
    </>
  );
}
