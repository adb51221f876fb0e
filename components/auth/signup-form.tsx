"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useHydrated } from "@/components/ui/use-hydrated";
import { PASSWORD_MIN_LENGTH, signupFormSchema, type SignupFormValues } from "@/lib/accounts/schemas";
import { formatDay } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { LOGIN_PATH } from "@/lib/routes";
import { SITE } from "@/lib/site";

interface SignupResult {
  voucherCode?: string;
  voucherExpiresAt?: string;
}

type Submission = { state: "idle" } | { state: "error"; message: string } | { state: "done"; result: SignupResult };

/** Sends the sign-up and turns every kind of failure into the spec's message (section 8). */
async function submitSignup(
  payload: Omit<SignupFormValues, "confirmPassword">,
): Promise<{ ok: true; result: SignupResult } | { ok: false; message: string; fieldErrors?: Record<string, string> }> {
  let response: Response;
  try {
    response = await fetch("/api/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, message: MESSAGES.signup.network };
  }
  let body: { error?: string; fieldErrors?: Record<string, string> } & SignupResult;
  try {
    body = await response.json();
  } catch {
    return { ok: false, message: MESSAGES.signup.unexpected };
  }
  if (!response.ok)
    return { ok: false, message: body.error || MESSAGES.signup.serverError, fieldErrors: body.fieldErrors };
  return { ok: true, result: body };
}

export function SignupForm({ supportEmail }: { supportEmail: string }) {
  const router = useRouter();
  const [showPassword, setShowPassword] = useState(false);
  const hydrated = useHydrated();
  const [submission, setSubmission] = useState<Submission>({ state: "idle" });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues>({ resolver: zodResolver(signupFormSchema) });

  const onSubmit = handleSubmit(async ({ confirmPassword: _, ...payload }) => {
    const outcome = await submitSignup(payload);
    if (outcome.ok) return setSubmission({ state: "done", result: outcome.result });
    for (const [field, message] of Object.entries(outcome.fieldErrors ?? {})) {
      setError(field as keyof SignupFormValues, { message });
    }
    setSubmission({ state: "error", message: outcome.message });
  });

  const done = submission.state === "done" ? submission.result : null;
  return (
    <>
      {/* method="post": a submit before scripts run must never put the password in the URL. */}
      <form onSubmit={onSubmit} method="post" noValidate className="relative" aria-busy={isSubmitting}>
        <fieldset disabled={isSubmitting} className="space-y-4">
          {submission.state === "error" ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800">
              {submission.message}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name" autoComplete="given-name" error={errors.name?.message} {...register("name")} />
            <TextField
              label="Surname"
              autoComplete="family-name"
              error={errors.surname?.message}
              {...register("surname")}
            />
          </div>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <TextField
            label="Create Password"
            type={showPassword ? "text" : "password"}
            autoComplete="new-password"
            placeholder={`Minimum ${PASSWORD_MIN_LENGTH} characters`}
            error={errors.password?.message}
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
            {...register("password")}
          />
          <TextField
            label="Confirm Password"
            type={showPassword ? "text" : "password"}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          <TextField
            label="Current City/Town"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register("city")}
          />
          <TextField
            label="Cell Number"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            placeholder="0821234567"
            hint="For example 0821234567 or +27821234567."
            error={errors.cellNumber?.message}
            {...register("cellNumber")}
          />
          <button type="submit" className="btn-primary w-full" disabled={!hydrated}>
            {isSubmitting ? "Creating Account..." : "Create Account"}
          </button>
        </fieldset>
        {isSubmitting ? (
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

      <Modal
        open={done !== null}
        title={`Welcome to ${SITE.name}!`}
        onClose={() => router.push(LOGIN_PATH)}
        showClose={false}
      >
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
            Your account is ready. All the free early-registrant vouchers have been claimed, so it does not come with
            one; you can choose a plan and pay by card after you log in.
          </p>
        )}
        <p className="mt-3 text-muted">
          Need help? Email us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
        <button type="button" className="btn-primary mt-6 w-full" onClick={() => router.push(LOGIN_PATH)}>
          Go to Login
        </button>
      </Modal>
    </>
  );
}
