"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useMemo, useState } from "react";
import type { SignedUp } from "@/app/(auth)/signup/actions";
import { EmailField } from "@/components/auth/account-fields";
import { AgeConsentField } from "@/components/auth/age-consent-field";
import { FormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { PASSWORD_MIN_LENGTH } from "@/lib/accounts/rules";
import { formatDay } from "@/lib/format";
import { initialFormState, type FormState } from "@/lib/forms/form-state";
import { SIGNUP_MESSAGES } from "@/lib/messages/signup";
import { LOGIN_PATH } from "@/lib/routes";
import { SITE } from "@/lib/site";

interface SignupFormProps {
  action: (state: FormState<SignedUp>, formData: FormData) => Promise<FormState<SignedUp>>;
  supportEmail: string;
}

/**
 * Sign-up. The form posts to its server action, so it works before JavaScript has loaded; the
 * server checks every field with the sign-up schema and says what is wrong beside each one. Once
 * the script runs, two passwords that differ are caught here, before anything is sent.
 */
export function SignupForm({ action, supportEmail }: SignupFormProps) {
  const router = useRouter();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const [showPassword, setShowPassword] = useState(false);
  const [mismatch, setMismatch] = useState(false);
  const [shownState, setShownState] = useState(state);
  if (state !== shownState) {
    setShownState(state);
    setMismatch(false);
  }

  function checkPasswords(event: React.FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const differ = data.get("password") !== data.get("confirmPassword") && String(data.get("confirmPassword")) !== "";
    setMismatch(differ);
    if (differ) event.preventDefault();
  }

  const errors: Record<string, string | undefined> = {
    ...state.fieldErrors,
    ...(mismatch ? { confirmPassword: SIGNUP_MESSAGES.passwordsDoNotMatch } : {}),
  };
  // The refusal FormStatus shows (and moves focus to): the server's, or the browser's own mismatch check.
  const shown: FormState<unknown> = useMemo(
    () => (mismatch ? { status: "error", message: SIGNUP_MESSAGES.invalid } : state),
    [mismatch, state],
  );
  const done = state.status === "success" ? state.data : undefined;
  const value = (name: string) => state.values?.[name];
  /** A field the server sends back as typed, with its error. */
  const kept = (name: string) => ({ name, defaultValue: value(name), error: errors[name] });
  const goToLogin = () => router.push(LOGIN_PATH);

  return (
    <>
      <form action={formAction} onSubmit={checkPasswords} noValidate className="relative" aria-busy={pending}>
        <fieldset disabled={pending} className="space-y-4">
          <FormStatus state={shown.status === "success" ? initialFormState : shown} prominent />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name" autoComplete="given-name" {...kept("name")} />
            <TextField label="Surname" autoComplete="family-name" {...kept("surname")} />
          </div>
          <EmailField defaultValue={value("email")} error={errors.email} />
          <TextField
            label="Create Password"
            name="password"
            type={showPassword ? "text" : "password"}
            autoComplete="new-password"
            placeholder={`Minimum ${PASSWORD_MIN_LENGTH} characters`}
            error={errors.password}
            trailing={
              <button
                type="button"
                className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                aria-pressed={showPassword}
                aria-label={showPassword ? "Hide password" : "Show password"}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? "Hide" : "Show"}
              </button>
            }
          />
          <TextField
            label="Confirm Password"
            name="confirmPassword"
            type={showPassword ? "text" : "password"}
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <TextField label="Current City/Town" autoComplete="address-level2" {...kept("city")} />
          <TextField
            label="Cell Number"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            placeholder="0821234567"
            hint="For example 0821234567 or +27821234567."
            {...kept("cellNumber")}
          />
          <AgeConsentField error={errors.ageConsent} defaultChecked={value("ageConsent") === "yes"} />
          <button type="submit" className="btn-primary w-full">
            {pending ? "Creating Account..." : "Create Account"}
          </button>
        </fieldset>
        {pending ? (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-xl bg-white/80"
          >
            <span
              aria-hidden="true"
              className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
            />
            <span className="font-semibold text-ink">Creating your account…</span>
          </div>
        ) : null}
      </form>
      <p className="mt-6 text-center text-muted">
        <Link href={LOGIN_PATH}>Already have an account? Login Here</Link>
      </p>

      <Modal open={done !== undefined} title={`Welcome to ${SITE.name}!`} onClose={goToLogin} showClose={false}>
        {done?.voucherCode ? (
          <div className="space-y-3">
            <p>Your account is ready. Here is your free voucher code:</p>
            <p className="rounded-lg border-2 border-dashed border-sun-400 bg-sun-100 px-4 py-3 text-center font-mono text-xl font-bold tracking-wider select-all">
              {done.voucherCode}
            </p>
            <p>
              It gives you one month of free access to individual plans. It can be used once, with this email address,
              until {formatDay(done.voucherExpiresAt!)}. Keep it somewhere safe.
            </p>
          </div>
        ) : (
          <p>
            Your account is ready.{" "}
            {done?.noVoucherBecause === "address-had-one"
              ? SIGNUP_MESSAGES.addressHadVoucher
              : SIGNUP_MESSAGES.noVouchersLeft}
          </p>
        )}
        <p className="mt-3 rounded-lg border border-brand-200 bg-brand-50 p-3">
          <strong>Please confirm your e-mail address.</strong> We sent a link to {done?.email}.
          {done?.voucherCode ? " Your voucher can be used once the address is confirmed." : ""} No e-mail? Check your
          spam folder, or ask for a new link from your account page after you log in.
        </p>
        <p className="mt-3 text-muted">
          Need help? Email us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
        {/* A plain GET to the login page, so it works before JavaScript has loaded too. */}
        <form
          action={LOGIN_PATH}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            goToLogin();
          }}
        >
          <button type="submit" className="btn-primary mt-6 w-full">
            Go to Login
          </button>
        </form>
      </Modal>
    </>
  );
}
