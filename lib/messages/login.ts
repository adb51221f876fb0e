export const LOGIN_MESSAGES = {
  invalidCredentials: "Invalid credentials",
  failed: "Login failed. Please try again.",
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
} as const;
