import Link from "next/link";

/** A short figure after a tab's label ("2", "1/3"), and what it means for screen readers. */
export interface Badge {
  text: string;
  label: string;
}

/** A second row of tabs inside a tab (Groups' sections, certificate types). Links, so they live in the URL. */
export function SubTabs<Item extends { id: string; label: string }>({
  label,
  items,
  current,
  hrefOf,
  badgeOf,
}: {
  label: string;
  items: readonly Item[];
  current: string;
  hrefOf: (item: Item) => string;
  badgeOf?: (item: Item) => Badge;
}) {
  const tabs = items.map((item) => ({
    href: hrefOf(item),
    label: item.label,
    current: item.id === current,
    badge: badgeOf?.(item),
  }));
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold no-underline ${
                tab.current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-line bg-white text-ink hover:border-brand-600"
              }`}
            >
              {tab.label}
              {tab.badge ? (
                <>
                  <span
                    aria-hidden="true"
                    className={`rounded-full px-2 text-xs ${tab.current ? "bg-white/20" : "bg-surface"}`}
                  >
                    {tab.badge.text}
                  </span>
                  <span className="sr-only">, {tab.badge.label}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
