import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { inspectEmailLink } from "@/lib/accounts/email-links";
import { chooseNewPassword } from "./actions";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where the reset e-mail's link leads: the link is checked, and used only by the form. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const { link, problem } = await inspectEmailLink(token, "reset_password");
  return (
    <section aria-labelledby="reset-heading" className="card">
      <ResetPasswordForm
        action={chooseNewPassword}
        token={link ? String(Array.isArray(token) ? token[0] : token) : ""}
        email={link?.email}
        problem={problem}
      />
    </section>
  );
}
