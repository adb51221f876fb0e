import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignupForm } from "@/components/auth/signup-form";
import { getSessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { DEFAULT_LANDING_PATH, SIGNUP_PATH } from "@/lib/routes";
import { signUp } from "./actions";

export const metadata: Metadata = {
  title: "Sign up",
  description:
    "Create your Stepps account. The first 1000 members get a voucher for a free month of an individual plan.",
  alternates: { canonical: SIGNUP_PATH },
};

export default async function SignupPage() {
  if (await getSessionUser()) redirect(DEFAULT_LANDING_PATH);
  return (
    <section aria-labelledby="signup-heading" className="card">
      <h1 id="signup-heading" className="text-3xl">
        Create your account
      </h1>
      <p className="mt-2 mb-6 text-muted">
        All fields are required. The first 1000 members get a free month of an individual plan.
      </p>
      <SignupForm action={signUp} supportEmail={getEnv().SUPPORT_EMAIL} />
    </section>
  );
}
