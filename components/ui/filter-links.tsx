import Link from "next/link";

export interface FilterLink {
  href: string;
  label: string;
  current: boolean;
}

/**
 * A row of filter links (topic, section, content type). Filters are links, not buttons: they work
 * without JavaScript, and back and reload keep the choice because it lives in the URL.
 */
export function FilterLinks({
  label,
  links,
  scroll = false,
  className = "",
}: {
  label: string;
  links: FilterLink[];
  scroll?: boolean;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`${scroll ? "-mx-1 overflow-x-auto pb-1" : ""} ${className}`.trim()}>
      <ul className={`flex gap-2 ${scroll ? "px-1" : "flex-wrap"}`}>
        {links.map((link) => (
          <li key={link.label} className={scroll ? "shrink-0" : undefined}>
            <Link
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              className={`inline-block rounded-full border px-3 py-1.5 text-sm font-medium ${
                link.current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-line bg-white hover:border-brand-600"
              }`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
