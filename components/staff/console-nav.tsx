"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { STAFF_PATH } from "@/lib/staff/roles";

export interface ConsoleLink {
  href: string;
  title: string;
}

/** The console's own menu: the screens the staff member's roles open, the current one marked. */
export function ConsoleNav({ links }: { links: ConsoleLink[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Staff console" className="mb-8 overflow-x-auto border-b border-line pb-3">
      <ul className="flex min-w-max gap-2 text-sm">
        {links.map((link) => {
          const current = link.href === STAFF_PATH ? pathname === link.href : pathname.startsWith(link.href);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={`inline-block rounded-full px-3 py-2 font-semibold ${
                  current ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"
                }`}
              >
                {link.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
