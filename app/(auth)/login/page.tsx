import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { isMicrosoftSignInEnabled } from "@/lib/auth/options";
import { getSessionUser } from "@/lib/auth/session";
import { safeLocalPath } from "@/lib/http/safe-redirect";
import { MESSAGES } from "@/lib/messages";
import { CHECKOUT_PATH } from "@/lib/routes";
import { logIn } from "./actions";

export const metadata: Metadata = {
  title: "Log in",
  description: "Log in to Stepps with your email and password or your Microsoft work or school account.",
  alternates: { canonical: "/login" },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const destination = safeLocalPath(params.callbackUrl, CHECKOUT_PATH);
  if (await getSessionUser()) redirect(destination);
  // next-auth sends failed redirect sign-ins (Microsoft) back here with an error code.
  const initialError = params.error ? MESSAGES.login.failed : undefined;
  return (
    <section aria-labelledby="login-heading" className="card">
      <h1 id="login-heading" className="text-3xl">
        Log in
      </h1>
      <p className="mt-2 mb-6 text-muted">Welcome back. Log in to choose a plan or continue to your dashboard.</p>
      <LoginForm
        action={logIn}
        destination={destination}
        microsoftEnabled={isMicrosoftSignInEnabled()}
        initialError={initialError}
      />
    </section>
  );
}
