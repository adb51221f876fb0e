import type { Metadata } from "next";
import Link from "next/link";
import { EmailAddressForm } from "@/components/auth/email-address-form";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "@/lib/routes";
import { askForPasswordReset } from "./actions";

export const metadata: Metadata = {
  title: "Forgot password",
  description: "Forgot your Stepps password? We e-mail you a link to choose a new one.",
  alternates: { canonical: FORGOT_PASSWORD_PATH },
};

export default function ForgotPasswordPage() {
  return (
    <section aria-labelledby="forgot-heading" className="card">
      <h1 id="forgot-heading" className="text-3xl">
        Forgot your password?
      </h1>
      <p className="mt-2 mb-6 text-muted">
        Enter the e-mail address of your account. We will send it a link to choose a new password; the link works for
        one hour.
      </p>
      <EmailAddressForm action={askForPasswordReset} submitLabel="Send me a reset link" />
      <p className="mt-6 text-center text-muted">
        Remembered it? <Link href={LOGIN_PATH}>Log in</Link>
      </p>
    </section>
  );
}
