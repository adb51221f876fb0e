"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { useHydrated } from "@/components/ui/use-hydrated";
import { loginSchema, type LoginInput } from "@/lib/accounts/schemas";
import { MESSAGES } from "@/lib/messages";
import { SIGNUP_PATH } from "@/lib/routes";

interface LoginFormProps {
  /** Where to go after signing in (already checked to be a local path). */
  destination: string;
  microsoftEnabled: boolean;
  /** An error the sign-in redirect came back with. */
  initialError?: string;
}

export function LoginForm({ destination, microsoftEnabled, initialError }: LoginFormProps) {
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState<"password" | "microsoft" | null>(null);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setBusy("password");
    setError(undefined);
    try {
      const result = await signIn("credentials", { email, password, redirect: false });
      if (result?.ok && !result.error) {
        // A full load, so every part of the page (the navigation's account menu too) starts signed in.
        window.location.assign(destination);
        return;
      }
      setError(
        !result?.error || result.error === "CredentialsSignin" ? MESSAGES.login.invalidCredentials : result.error,
      );
    } catch {
      setError(MESSAGES.login.failed);
    }
    setBusy(null);
  });

  async function loginWithMicrosoft() {
    setBusy("microsoft");
    setError(undefined);
    try {
      await signIn("azure-ad", { callbackUrl: destination });
    } catch {
      setError(MESSAGES.login.failed);
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {/* method="post": a submit before scripts run must never put the password in the URL. */}
      <form onSubmit={onSubmit} method="post" noValidate aria-busy={busy === "password"}>
        <fieldset disabled={busy !== null} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register("password")}
          />
          <button type="submit" className="btn-primary w-full" disabled={!hydrated}>
            {busy === "password" ? "Logging in..." : "Login"}
          </button>
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
            disabled={!hydrated || busy !== null}
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 21 21">
              <path fill="#f25022" d="M0 0h10v10H0z" />
              <path fill="#7fba00" d="M11 0h10v10H11z" />
              <path fill="#00a4ef" d="M0 11h10v10H0z" />
              <path fill="#ffb900" d="M11 11h10v10H11z" />
            </svg>
            {busy === "microsoft" ? "Redirecting to Microsoft..." : "Login with Microsoft"}
          </button>
        </>
      ) : null}
      <p className="text-center text-muted">
        Don’t have an account? <Link href={SIGNUP_PATH}>Sign up</Link>
      </p>
    </div>
  );
}
