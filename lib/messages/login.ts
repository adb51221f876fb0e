export const LOGIN_MESSAGES = {
  invalidCredentials: "Invalid credentials",
  failed: "Login failed. Please try again.",
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  useSignInLink:
    "Many wrong passwords have been tried for this account, so for now it signs in on a new device with a link we e-mail to its address. Ask for a sign-in link below.",
  passwordsPaused:
    "Too many wrong passwords have been tried for this account in the last hour, so passwords are paused for it. Ask for a sign-in link below, or try again later.",
  linkRequested:
    "If an account uses this address, we have e-mailed it a sign-in link. It works once, for 15 minutes, on the device you open it on.",
  linkTooMany: "We have sent several links in a short time. Please wait a while before asking for another.",
  signedInWithLink: "You are signed in.",
} as const;
