export const PASSWORD_MESSAGES = {
  resetRequested:
    "If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.",
  resetTooMany: "We have sent several links in a short time. Please wait a while before asking for another.",
  reset: "Your password is changed and your account is signed out everywhere. Log in with the new password.",
  changed: "Your password is changed. Your other devices are signed out.",
  wrongCurrent: "Your current password is not right.",
  noPasswordYet:
    "Your account signs in with Microsoft and has no password yet. To add one, use “Forgot password?” on the login page.",
  tooManyTries: "Too many tries. Please wait a few minutes and try again.",
  signedOutEverywhere: "Your account is signed out on every device.",
} as const;
