"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Chevron } from "@/components/ui/chevron";
import { useHydrated } from "@/components/ui/use-hydrated";
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookies";
import {
  ACCOUNT_DATA_API,
  ACCOUNT_PATH,
  CHECKOUT_PATH,
  DEFAULT_LANDING_PATH,
  LOGIN_PATH,
  SIGNUP_PATH,
} from "@/lib/routes";
import { closeOnFocusLeave, useDismiss } from "./use-dismiss";

interface Account {
  name: string;
  surname: string;
  email: string;
  dashboardPath?: string;
}

const hasSignedInHint = () => document.cookie.split("; ").includes(`${SIGNED_IN_HINT_COOKIE}=1`);

/** Which end of the navigation shows: the stylesheet reads this attribute (signed-in: and signed-out: variants). */
function showSignedIn(signedIn: boolean) {
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
}

/** Spec 2.2: the dashboard item is highlighted on any path containing dashboard or checkout. */
const isDashboardPath = (path: string) => path.includes("dashboard") || path.includes("checkout");

/**
 * The account end of the navigation bar. Pages are static, so the server renders both ends: Log in
 * and Join Us, and the Main Dashboard menu. The hint script in <head> shows the right one before the
 * first paint (so a signed-in visitor never sees Join Us), and no layout moves when the account
 * arrives: only the closed panel's name and address are filled in. In the browser, only when the
 * hint is present, the session is fetched; one that turns out to have ended takes the hint away.
 * Signed-out visitors make no request.
 */

/** The header's buttons, tighter between the desktop menu's breakpoint and 1024 px (see nav-menu.tsx). */
const COMPACT = "nav:px-2.5 nav:text-sm lg:px-5 lg:text-base";

export function AccountMenu() {
  const pathname = usePathname();
  const [account, setAccount] = useState<Account | null>(null);
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const hydrated = useHydrated();
  useDismiss({ open, onDismiss: close, trigger: button, container: box });

  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
    // Signed out on the way here (a server action ended the session): forget the account.
    if (account && !hasSignedInHint()) setAccount(null);
  }

  // Checked again after each navigation: signing in or out (a server action) moves on to the next
  // page without reloading this one, and a redeemed voucher changes where "Go to Dashboard" leads.
  useEffect(() => {
    const hinted = hasSignedInHint();
    showSignedIn(hinted);
    if (!hinted) return;
    let cancelled = false;
    fetch("/api/auth/session", { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((session: { user?: Account } | null) => {
        if (cancelled || !session) return;
        if (session.user?.email) return setAccount(session.user);
        // The session ended elsewhere (expired, signed out on another device, ended by staff).
        document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
        showSignedIn(false);
        setAccount(null);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  async function logout() {
    try {
      await fetch("/api/logout", { method: "POST" });
    } finally {
      window.location.assign(LOGIN_PATH);
    }
  }

  const highlighted = isDashboardPath(pathname);
  const menuClass = `btn w-full whitespace-nowrap nav:w-auto ${COMPACT} ${highlighted ? "bg-brand-700 text-white hover:bg-brand-800" : "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50"}`;
  return (
    <>
      <div className="flex flex-col gap-2 signed-in:hidden nav:flex-row nav:items-center">
        <Link
          href={LOGIN_PATH}
          className={`btn w-full whitespace-nowrap border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 nav:w-auto ${COMPACT}`}
        >
          Log in
        </Link>
        <Link href={SIGNUP_PATH} className={`btn-sun w-full whitespace-nowrap nav:w-auto ${COMPACT}`}>
          Join Us
        </Link>
      </div>
      <div ref={box} className="relative signed-out:hidden" onBlur={closeOnFocusLeave(close)}>
        {hydrated ? (
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((isOpen) => !isOpen)}
            className={menuClass}
          >
            Main Dashboard
            <Chevron open={open} />
          </button>
        ) : (
          // Until React runs the menu cannot open; a tap then goes where "Go to Dashboard" would.
          <Link href={DEFAULT_LANDING_PATH} className={`${menuClass} no-underline`}>
            Main Dashboard
            <Chevron open={false} />
          </Link>
        )}
        <div
          id={panelId}
          className={`${open ? "block" : "hidden"} mt-2 rounded-xl border border-line bg-white p-4 shadow-lg nav:absolute nav:right-0 nav:w-72`}
        >
          {account ? (
            <>
              <p className="font-semibold text-ink">
                {account.name} {account.surname}
              </p>
              <p className="truncate text-sm text-muted" title={account.email}>
                {account.email}
              </p>
            </>
          ) : null}
          <ul className="mt-3 space-y-1 border-t border-line pt-3">
            <li>
              <Link
                href={account ? (account.dashboardPath ?? CHECKOUT_PATH) : DEFAULT_LANDING_PATH}
                className="block rounded-lg px-3 py-2 font-medium text-ink no-underline hover:bg-brand-50"
              >
                Go to Dashboard
              </Link>
            </li>
            <li>
              {/* A file download, not a page: a plain link, which the browser saves. The page stays, so the menu closes itself. */}
              <a
                href={ACCOUNT_DATA_API}
                download
                onClick={close}
                className="block rounded-lg px-3 py-2 font-medium text-ink no-underline hover:bg-brand-50"
              >
                Download my data
              </a>
            </li>
            <li>
              <Link
                href={`${ACCOUNT_PATH}#delete-account`}
                className="block rounded-lg px-3 py-2 font-medium text-ink no-underline hover:bg-brand-50"
              >
                Delete my account
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={logout}
                className="block w-full rounded-lg px-3 py-2 text-left font-medium text-ink hover:bg-brand-50"
              >
                Logout
              </button>
            </li>
          </ul>
        </div>
      </div>
    </>
  );
}
