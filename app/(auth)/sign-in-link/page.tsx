import type { Metadata } from "next";
import { SignInLinkRequestForm, SignInWithLinkForm } from "@/components/auth/sign-in-link-forms";
import { emailLinkFormProps, LINK_LIFETIME_MS } from "@/lib/accounts/email-links";
import { askForSignInLink, signInWithLink } from "./actions";

export const metadata: Metadata = { title: "Sign in with a link", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Without a token: asks for a sign-in link by e-mail. With one (the e-mail's link): the link is
 * checked, and used only by the button, since mail scanners open links too.
 */
export default async function SignInLinkPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  if (token === undefined) {
    return (
      <section aria-labelledby="sign-in-link-heading" className="card">
        <SignInLinkRequestForm action={askForSignInLink} minutes={LINK_LIFETIME_MS.sign_in / 60_000} />
      </section>
    );
  }
  return (
    <section aria-labelledby="sign-in-link-heading" className="card">
      <SignInWithLinkForm action={signInWithLink} {...await emailLinkFormProps(token, "sign_in")} />
    </section>
  );
}
