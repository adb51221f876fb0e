export const VERIFICATION_MESSAGES = {
  sent: (email: string) => `We sent a link to ${email}. Open it to confirm your address.`,
  confirmed: "Your e-mail address is confirmed.",
  alreadyConfirmed: "Your e-mail address is already confirmed.",
  tooMany: "We have sent several links in a short time. Please wait a while before asking for another.",
  required: (email: string) =>
    `Please confirm your e-mail address first: open the link we sent to ${email}, or ask for a new one.`,
} as const;
