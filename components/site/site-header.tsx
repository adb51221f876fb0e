import Link from "next/link";
import { AccountMenu } from "@/components/site/account-menu";
import { Logo } from "@/components/site/logo";
import { NavMenu } from "@/components/site/nav-menu";
import { NAV_LINKS, PROJECT_ROUTES } from "@/lib/routes";

const projectLinks = PROJECT_ROUTES.map((r) => ({ href: r.path, label: r.title }));

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-2 lg:gap-4">
        <Link href="/" className="flex items-center gap-2 text-ink no-underline" aria-label="Stepps home">
          <Logo />
        </Link>
        <NavMenu before={NAV_LINKS.before} projects={projectLinks} after={NAV_LINKS.after} account={<AccountMenu />} />
      </div>
    </header>
  );
}
