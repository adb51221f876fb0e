import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { emailLinkFormProps } from "@/lib/accounts/email-links";
import { chooseNewPassword } from "./actions";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where the reset e-mail's link leads: the link is checked, and used only by the form. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return (
    <section aria-labelledby="reset-heading" className="card">
      <ResetPasswordForm action={chooseNewPassword} {...await emailLinkFormProps(token, "reset_password")} />
    </section>
  );
}
