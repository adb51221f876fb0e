import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { isMicrosoftSignInEnabled } from "@/lib/auth/options";
import { getSessionUser } from "@/lib/auth/session";
import type { FormState } from "@/lib/forms/form-state";
import { safeLocalPath } from "@/lib/http/safe-redirect";
import { MESSAGES } from "@/lib/messages";
import { DEFAULT_LANDING_PATH, LOGIN_PATH } from "@/lib/routes";
import { logIn } from "./actions";

export const metadata: Metadata = {
  title: "Log in",
  description: "Log in to Stepps with your email and password or your Microsoft work or school account.",
  alternates: { canonical: LOGIN_PATH },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const destination = safeLocalPath(params.callbackUrl, DEFAULT_LANDING_PATH);
  if (await getSessionUser()) redirect(destination);
  // next-auth sends failed redirect sign-ins (Microsoft) back here with an error code; "Sign out of
  // all devices" comes here to say it is done. Only fixed words are shown, never the address's own.
  const initialState: FormState | undefined = params.error
    ? { status: "error", message: MESSAGES.login.failed }
    : params.signedOut === "everywhere"
      ? { status: "success", message: MESSAGES.password.signedOutEverywhere }
      : undefined;
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
        microsoftFailedMessage={MESSAGES.login.failed}
        initialState={initialState}
      />
    </section>
  );
}
