import Link from "next/link";
import { formatDay } from "@/lib/format";
import { SERVICES, type ServiceId } from "@/lib/plans";
import { CHECKOUT_PATH } from "@/lib/routes";
import type { Access } from "@/lib/subscriptions";

/**
 * The signed-in member's plan, when it runs out, and a card per service: open for what the plan
 * includes, an upgrade link for the rest.
 */
export function AccessOverview({
  access,
  heading,
  intro,
  highlights = {},
}: {
  access: Access;
  heading: string;
  intro?: string;
  /** A line of what is inside each service right now, e.g. "16 modules in 4 arenas". */
  highlights?: Partial<Record<ServiceId, string>>;
}) {
  const all = Object.keys(SERVICES) as ServiceId[];
  return (
    <div className="container-page py-10">
      <p className="eyebrow">Your plan: {access.plan?.title ?? "none"}</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">{heading}</h1>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p> : null}
      {access.endsAt ? <p className="mt-2 text-muted">Your access runs until {formatDay(access.endsAt)}.</p> : null}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {all.map((id) => {
          const service = SERVICES[id];
          const included = access.services.includes(id);
          return (
            <li key={id} className={`card flex flex-col ${included ? "" : "bg-surface"}`}>
              <p className={`text-sm font-semibold ${included ? "text-brand-700" : "text-muted"}`}>
                {included ? "Included in your plan" : "Not in your plan"}
              </p>
              <h2 className="mt-1 text-xl">{service.name}</h2>
              <p className="mt-2 flex-1 text-muted">{service.summary}</p>
              {highlights[id] ? <p className="mt-3 text-sm font-semibold text-ink">{highlights[id]}</p> : null}
              {included ? (
                <Link href={service.dashboardPath} className="btn-primary mt-4">
                  Open {service.name}
                </Link>
              ) : (
                <Link href={CHECKOUT_PATH} className="btn-secondary mt-4">
                  Upgrade to add {service.name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
