import Link from "next/link";
import { FOOTER_LINKS } from "@/lib/routes";
import { SITE } from "@/lib/site";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="container-page flex flex-col gap-6 py-10 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-bold text-ink">{SITE.name}</p>
          <p className="text-sm text-muted">{SITE.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                {/* Rarely followed: prefetching them on every page would cost each phone their pages' data. */}
                <Link
                  href={link.href}
                  prefetch={false}
                  className="text-sm font-medium text-ink hover:text-brand-700 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="container-page py-4 text-sm text-muted">
          © {new Date().getFullYear()} {SITE.legalName}. All rights reserved. Made in South Africa.
        </p>
      </div>
    </footer>
  );
}
