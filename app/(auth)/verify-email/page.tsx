import type { Metadata } from "next";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";
import { inspectEmailLink } from "@/lib/accounts/email-links";
import { confirmEmailAddress } from "./actions";

export const metadata: Metadata = { title: "Confirm your e-mail address", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where the verification e-mail's link leads: the link is checked, and used only by the button. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const { link, problem } = await inspectEmailLink(token, "verify_email");
  return (
    <section aria-labelledby="verify-heading" className="card">
      <VerifyEmailForm
        action={confirmEmailAddress}
        token={link ? String(Array.isArray(token) ? token[0] : token) : ""}
        email={link?.email}
        problem={problem}
      />
    </section>
  );
}
