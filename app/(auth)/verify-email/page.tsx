import type { Metadata } from "next";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";
import { emailLinkFormProps } from "@/lib/accounts/email-links";
import { confirmEmailAddress } from "./actions";

export const metadata: Metadata = { title: "Confirm your e-mail address", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where the verification e-mail's link leads: the link is checked, and used only by the button. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return (
    <section aria-labelledby="verify-heading" className="card">
      <VerifyEmailForm action={confirmEmailAddress} {...await emailLinkFormProps(token, "verify_email")} />
    </section>
  );
}
