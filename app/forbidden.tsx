import type { Metadata } from "next";
import Link from "next/link";
import { DEFAULT_LANDING_PATH, HOME } from "@/lib/routes";

export const metadata: Metadata = { title: "Not for your account", robots: { index: false } };

/** The 403 page: a signed-in account without the staff role a console screen needs. */
export default function Forbidden() {
  return (
    <section className="container-page flex flex-col items-start gap-6 py-20">
      <p className="eyebrow">Error 403</p>
      <h1 className="text-3xl sm:text-5xl">This page is not open to your account</h1>
      <p className="max-w-2xl text-lg text-muted">
        It belongs to the Stepps team&apos;s console, and your account does not hold the role it needs. If you think it
        should, ask an administrator.
      </p>
      <ul className="flex flex-col gap-3 sm:flex-row">
        <li>
          <Link href={DEFAULT_LANDING_PATH} className="btn-primary">
            Go to my dashboard
          </Link>
        </li>
        <li>
          <Link href={HOME.path} className="btn-secondary">
            Go to the home page
          </Link>
        </li>
      </ul>
    </section>
  );
}
