import Link from "next/link";
import { SCOPES } from "@/lib/entrepreneurship/arenas";
import { dashboardHref } from "@/lib/entrepreneurship/pages";

/** The first view: choose one of the four arenas. Links, so the choice lands in the URL. */
export function ScopePicker({ moduleCounts }: { moduleCounts: Record<string, number> }) {
  return (
    <section aria-labelledby="arena-heading" className="mt-8">
      <h2 id="arena-heading" className="text-2xl">
        Choose your arena
      </h2>
      <p className="mt-1 text-muted">
        Start where your business is today. You can change arena at any time with Choose Arena.
      </p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {SCOPES.map((scope) => (
          <li key={scope.id}>
            <Link
              href={dashboardHref({ scope: scope.id, tab: "learning" })}
              className="card block h-full text-ink no-underline transition hover:border-brand-600 hover:shadow-md"
            >
              <span className="eyebrow">{moduleCounts[scope.id] ?? 0} modules</span>
              <span className="mt-1 block text-2xl font-bold">{scope.label}</span>
              <span className="mt-2 block text-muted">{scope.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
