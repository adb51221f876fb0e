import type { Metadata } from "next";
import Link from "next/link";
import { CONTACT, HOME, PROJECTS } from "@/lib/routes";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-start gap-6 py-20">
      <p className="eyebrow">Error 404</p>
      <h1 className="text-3xl sm:text-5xl">We could not find that page</h1>
      <p className="max-w-2xl text-lg text-muted">
        The link may be old, or the address may have a typo. These pages are a good place to start again:
      </p>
      <ul className="flex flex-col gap-3 sm:flex-row">
        <li>
          <Link href={HOME.path} className="btn-primary">
            Go to the home page
          </Link>
        </li>
        <li>
          <Link href={PROJECTS.path} className="btn-secondary">
            See our projects
          </Link>
        </li>
        <li>
          <Link href={CONTACT.path} className="btn-secondary">
            Contact us
          </Link>
        </li>
      </ul>
    </section>
  );
}
