import { NETWORK } from "./shared";

export const SIGNUP_MESSAGES = {
  passwordsDoNotMatch: "Passwords do not match.",
  serverError: "Signup failed due to a server error.",
  unexpected: "An unexpected server error occurred. Please try again later.",
  network: NETWORK,
  emailTaken: "An account with this email already exists. Please log in instead.",
  invalid: "Please correct the highlighted fields.",
  tooMany: "Several accounts have been opened from your network in the last hour. Please try again later.",
  consent: "Please confirm that you are 18 or older, or that your parent or guardian agrees.",
  noVouchersLeft:
    "All the free early-registrant vouchers have been claimed, so your account does not come with one; you can choose a plan and pay by card after you log in.",
  addressHadVoucher:
    "This e-mail address already received a free voucher with an earlier account, and each address gets one, so this account does not come with another. You can choose a plan and pay by card after you log in.",
} as const;
