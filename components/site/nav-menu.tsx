"use client";

import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Chevron } from "@/components/ui/chevron";
import { useHydrated } from "@/components/ui/use-hydrated";
import { EARLY_OPEN_ATTRIBUTE, EARLY_TOGGLE_ATTRIBUTE } from "./early-toggle";
import { closeOnFocusLeave, useDismiss } from "./use-dismiss";

interface NavLink {
  href: string;
  label: string;
}

interface NavMenuProps {
  before: readonly NavLink[];
  projects: readonly NavLink[];
  after: readonly NavLink[];
  account: React.ReactNode;
}

// Tighter between the desktop menu's breakpoint and 1024 px, so the row never wraps on a tablet.
const linkClass =
  "block whitespace-nowrap rounded-lg px-3 py-2 text-base font-medium nav:px-1.5 nav:text-sm lg:px-3 lg:text-base text-ink no-underline hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2";

/**
 * Once hydrated, a panel the early script opened (early-toggle.ts) stays open, now as React's state.
 * Taken over only after the buttons have lost the early attribute: until then a press is the script's.
 */
function useEarlyToggle(panel: RefObject<HTMLElement | null>, open: () => void, hydrated: boolean): void {
  useEffect(() => {
    if (!hydrated || !panel.current?.hasAttribute(EARLY_OPEN_ATTRIBUTE)) return;
    panel.current.removeAttribute(EARLY_OPEN_ATTRIBUTE);
    open();
  }, [panel, open, hydrated]);
}

/**
 * Main navigation: a bar from 769px, a hamburger panel at 768px and below (docs/product.md, Navigation).
 * The Projects list is a disclosure (button + list), the pattern WAI-ARIA recommends for site navigation,
 * with its optional arrow keys: ArrowDown/ArrowUp open it at the first/last project and move through
 * it, Home/End jump. Escape, a press outside or Tab out of it closes it; Tab out of the menu closes the menu.
 */
export function NavMenu({ before, projects, after, account }: NavMenuProps) {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const [projectsOpen, setProjectsOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const menuButton = useRef<HTMLButtonElement>(null);
  const projectsButton = useRef<HTMLButtonElement>(null);
  const projectsBox = useRef<HTMLLIElement>(null);
  const projectsList = useRef<HTMLUListElement>(null);
  const nav = useRef<HTMLElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const projectsId = useId();
  const hydrated = useHydrated();
  // Before hydration the inline script opens the menu and the Projects list (early-toggle.ts).
  const early = hydrated ? {} : { [EARLY_TOGGLE_ATTRIBUTE]: "" };
  useEarlyToggle(
    menuPanel,
    useCallback(() => setMenuOpen(true), []),
    hydrated,
  );
  useEarlyToggle(
    projectsList,
    useCallback(() => setProjectsOpen(true), []),
    hydrated,
  );

  // Close everything when the route changes (adjusting state during render avoids a flash of the open menu).
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setMenuOpen(false);
    setProjectsOpen(false);
  }

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeProjects = useCallback(() => setProjectsOpen(false), []);
  // Escape closes the innermost open thing first: the Projects list or the account menu, then the menu.
  useDismiss({ open: projectsOpen, onDismiss: closeProjects, trigger: projectsButton, container: projectsBox });
  useDismiss({ open: menuOpen && !projectsOpen, onDismiss: closeMenu, trigger: menuButton, container: nav });

  function onProjectsKeyDown(event: React.KeyboardEvent) {
    const links = Array.from(projectsList.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number | undefined> = {
      ArrowDown: at < 0 ? 0 : (at + 1) % links.length,
      ArrowUp: at < 0 ? links.length - 1 : (at - 1 + links.length) % links.length,
      Home: at < 0 ? undefined : 0,
      End: at < 0 ? undefined : links.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined || links.length === 0) return;
    event.preventDefault();
    // The list must be showing before one of its links can take focus.
    if (!projectsOpen) flushSync(() => setProjectsOpen(true));
    links[to].focus();
  }

  const current = (href: string) => (pathname === href ? "page" : undefined);
  const projectActive = projects.some((p) => p.href === pathname);

  return (
    <nav ref={nav} aria-label="Main" className="flex items-center" onBlur={closeOnFocusLeave(closeMenu)}>
      <button
        ref={menuButton}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg border border-line text-ink nav:hidden"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={menuOpen ? "Close menu" : "Open menu"}
        onClick={() => setMenuOpen((open) => !open)}
        {...early}
      >
        {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>

      <div
        ref={menuPanel}
        id={menuId}
        className={`${menuOpen ? "block" : "hidden"} data-early-open:block absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-lg nav:static nav:flex nav:max-h-none nav:items-center nav:gap-1 nav:overflow-visible lg:gap-2 nav:border-0 nav:p-0 nav:shadow-none`}
      >
        <ul className="flex flex-col gap-1 py-3 nav:flex-row nav:items-center nav:py-0">
          {before.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={linkClass} aria-current={current(link.href)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li
            ref={projectsBox}
            className="relative"
            onKeyDown={onProjectsKeyDown}
            onBlur={closeOnFocusLeave(closeProjects)}
          >
            <button
              ref={projectsButton}
              type="button"
              className={`${linkClass} flex w-full items-center justify-between gap-1 nav:w-auto ${projectActive ? "text-brand-700" : ""}`}
              aria-expanded={projectsOpen}
              aria-controls={projectsId}
              onClick={() => setProjectsOpen((open) => !open)}
              {...early}
            >
              Projects
              <Chevron open={projectsOpen} />
            </button>
            <ul
              ref={projectsList}
              id={projectsId}
              className={`${projectsOpen ? "block" : "hidden"} data-early-open:block pl-4 nav:absolute nav:left-0 nav:top-full nav:mt-2 nav:w-64 nav:rounded-xl nav:border nav:border-line nav:bg-white nav:p-2 nav:shadow-lg`}
            >
              {projects.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass} aria-current={current(link.href)}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          {after.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={linkClass} aria-current={current(link.href)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-2 nav:mt-0 nav:ml-1 lg:ml-2">{account}</div>
      </div>
    </nav>
  );
}
