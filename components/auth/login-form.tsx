"use client";

import Link from "next/link";
import { useActionState, useMemo, useState } from "react";
import { CurrentPasswordField, EmailField } from "@/components/auth/account-fields";
import { FormStatus } from "@/components/ui/form-status";
import { useHydrated } from "@/components/ui/use-hydrated";
import { initialFormState, type FormAction, type FormState } from "@/lib/forms/form-state";
import { FORGOT_PASSWORD_PATH, SIGN_IN_LINK_PATH, SIGNUP_PATH } from "@/lib/routes";

interface LoginFormProps {
  action: FormAction;
  /** Where to go after signing in (already checked to be a local path). */
  destination: string;
  microsoftEnabled: boolean;
  /** What to say when the Microsoft redirect could not start (from the server, so the message table stays off the phone). */
  microsoftFailedMessage: string;
  /** What to show before anything is sent: an error a sign-in redirect came back with, or a notice. */
  initialState?: FormState;
}

/**
 * The sign-in form. It posts to its server action, so it works before JavaScript has loaded: the
 * server checks the credentials, sets the session cookie and sends the member on. "Login with
 * Microsoft" is next-auth's redirect flow, which needs the script.
 */
export function LoginForm({
  action,
  destination,
  microsoftEnabled,
  microsoftFailedMessage,
  initialState,
}: LoginFormProps) {
  const [state, formAction, pending] = useActionState(action, initialState ?? initialFormState);
  const signingIn = pending;
  const [redirecting, setRedirecting] = useState(false);
  const [microsoftError, setMicrosoftError] = useState<string>();
  const hydrated = useHydrated();

  async function loginWithMicrosoft() {
    setRedirecting(true);
    setMicrosoftError(undefined);
    try {
      // next-auth's client is fetched only by those who press the button: most sign-ins never need it.
      const { signIn } = await import("next-auth/react");
      await signIn("azure-ad", { callbackUrl: destination });
    } catch {
      setMicrosoftError(microsoftFailedMessage);
      setRedirecting(false);
    }
  }

  const shown: FormState<unknown> = useMemo(
    () => (microsoftError ? { status: "error", message: microsoftError } : state),
    [microsoftError, state],
  );
  return (
    <div className="space-y-6">
      <form action={formAction} noValidate aria-busy={pending} className="space-y-4">
        <FormStatus state={shown} prominent />
        <input type="hidden" name="callbackUrl" value={destination} />
        <fieldset disabled={signingIn || redirecting} className="space-y-4">
          <EmailField defaultValue={state.values?.email} error={state.fieldErrors?.email} />
          <CurrentPasswordField label="Password" name="password" error={state.fieldErrors?.password} />
          <p className="-mt-2 text-right text-sm">
            <Link href={FORGOT_PASSWORD_PATH}>Forgot password?</Link>
          </p>
          <button type="submit" className="btn-primary w-full">
            {signingIn ? "Logging in..." : "Login"}
          </button>
          <p className="text-center text-sm">
            <Link href={SIGN_IN_LINK_PATH}>E-mail me a sign-in link instead</Link>
          </p>
        </fieldset>
      </form>
      {microsoftEnabled ? (
        <>
          <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            or
            <span className="h-px flex-1 bg-line" />
          </div>
          <button
            type="button"
            className="btn-secondary w-full"
            onClick={loginWithMicrosoft}
            disabled={!hydrated || signingIn || redirecting}
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 21 21">
              <path fill="#f25022" d="M0 0h10v10H0z" />
              <path fill="#7fba00" d="M11 0h10v10H11z" />
              <path fill="#00a4ef" d="M0 11h10v10H0z" />
              <path fill="#ffb900" d="M11 11h10v10H11z" />
            </svg>
            {redirecting ? "Redirecting to Microsoft..." : "Login with Microsoft"}
          </button>
        </>
      ) : null}
      <p className="text-center text-muted">
        Don’t have an account? <Link href={SIGNUP_PATH}>Sign up</Link>
      </p>
    </div>
  );
}
