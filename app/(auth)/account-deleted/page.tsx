import type { Metadata } from "next";
import Link from "next/link";
import { CallToAction } from "@/components/ui/call-to-action";
import { HOME, PRIVACY, SIGNUP_PATH } from "@/lib/routes";

export const metadata: Metadata = { title: "Account deleted", robots: { index: false } };

/** Where "Delete my account" lands: signed out, with what happened in plain words. A static page. */
export default function AccountDeletedPage() {
  return (
    <section aria-labelledby="deleted-heading" className="card">
      <h1 id="deleted-heading" className="text-3xl">
        Your account is deleted
      </h1>
      <p className="mt-3">
        We have deleted your account and your data, and signed you out. Thank you for being part of Stepps.
      </p>
      <p className="mt-3 text-muted">
        As our{" "}
        <Link href={PRIVACY.path} className="underline">
          Privacy Policy
        </Link>{" "}
        explains, we keep payment records and your voucher&rsquo;s record without your name or e-mail address. You are
        welcome back any time, though a new account with the same e-mail address does not get another free voucher once
        the address was confirmed.
      </p>
      <CallToAction
        links={[
          { href: HOME.path, label: "Go to the home page", style: "primary" },
          { href: SIGNUP_PATH, label: "Create a new account", style: "secondary" },
        ]}
      />
    </section>
  );
}
