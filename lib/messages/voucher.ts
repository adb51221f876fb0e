import { httpError } from "./shared";

export const VOUCHER_MESSAGES = {
  emptyCode: "Please enter a voucher code.",
  missingEmail: "User email is missing. Cannot verify voucher.",
  loadCountFailed: "Failed to load voucher count.",
  httpError,
  unexpected: "An unexpected error occurred during voucher redemption.",
  individualOnly: "Vouchers can only be used for individual plans.",
  notYours: "This voucher code is not valid for your account.",
  used: "This voucher has already been used.",
  expired: "This voucher has expired.",
  applied: (planTitle: string) => `Voucher applied. Enjoy one month of ${planTitle}.`,
} as const;
