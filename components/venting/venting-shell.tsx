import Link from "next/link";
import { Chevron } from "@/components/ui/chevron";
import { VENTING_PAGES, type VentingPageId } from "@/lib/venting/pages";

function SidebarLinks({ active }: { active?: VentingPageId }) {
  return (
    <ul className="space-y-1">
      {VENTING_PAGES.map((page) => (
        <li key={page.id}>
          <Link
            href={page.path}
            aria-current={page.id === active ? "page" : undefined}
            className={`block rounded-lg px-3 py-2 font-medium ${
              page.id === active ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50"
            }`}
          >
            {page.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Venting Room's frame: a sidebar on wide screens; on phones it folds into a "Venting Room menu"
 * disclosure above the content. Both are plain HTML, so the menu works before (and without) JavaScript.
 */
export function VentingShell({ active, children }: { active?: VentingPageId; children: React.ReactNode }) {
  const current = VENTING_PAGES.find((page) => page.id === active);
  return (
    <div className="container-page py-6 nav:grid nav:grid-cols-[13rem_1fr] nav:gap-8 nav:py-10">
      <details className="group mb-6 rounded-xl border border-line bg-white nav:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
          <span>
            Venting Room menu{current ? <span className="font-normal text-muted">: {current.label}</span> : null}
          </span>
          <Chevron className="transition-transform group-open:rotate-180" />
        </summary>
        <nav aria-label="Venting Room" className="border-t border-line p-2">
          <SidebarLinks active={active} />
        </nav>
      </details>
      <aside className="hidden nav:block">
        <p className="eyebrow px-3">Venting Room</p>
        <nav aria-label="Venting Room" className="mt-3">
          <SidebarLinks active={active} />
        </nav>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
