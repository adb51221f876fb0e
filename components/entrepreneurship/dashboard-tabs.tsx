import Link from "next/link";
import { TABS, type Scope, type TabId } from "@/lib/entrepreneurship/arenas";
import { dashboardHref } from "@/lib/entrepreneurship/pages";

/** The chosen arena, the four tabs and Choose Arena (which clears the arena). */
export function DashboardTabs({ scope, tab }: { scope: Scope; tab: TabId }) {
  return (
    <div className="mt-6 flex flex-wrap items-end justify-between gap-4 border-b border-line">
      <nav aria-label="Entrepreneurship sections" className="-mb-px min-w-0 overflow-x-auto">
        <ul className="flex">
          {TABS.map((item) => (
            <li key={item.id} className="shrink-0">
              <Link
                href={dashboardHref({ scope: scope.id, tab: item.id })}
                aria-current={item.id === tab ? "page" : undefined}
                className={`block border-b-2 px-2.5 py-3 text-sm font-semibold no-underline sm:px-4 sm:text-base ${
                  item.id === tab ? "border-brand-700 text-brand-700" : "border-transparent text-ink hover:border-line"
                }`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link href={dashboardHref()} className="btn-secondary mb-2 min-h-10 px-4 py-1.5 text-sm">
        Choose Arena
      </Link>
    </div>
  );
}
