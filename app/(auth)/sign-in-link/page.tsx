import type { Metadata } from "next";
import { SignInLinkRequestForm, SignInWithLinkForm } from "@/components/auth/sign-in-link-forms";
import { inspectEmailLink, LINK_LIFETIME_MS } from "@/lib/accounts/email-links";
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
  const { link, problem } = await inspectEmailLink(token, "sign_in");
  return (
    <section aria-labelledby="sign-in-link-heading" className="card">
      <SignInWithLinkForm
        action={signInWithLink}
        token={link ? String(Array.isArray(token) ? token[0] : token) : ""}
        email={link?.email}
        problem={problem}
      />
    </section>
  );
}
