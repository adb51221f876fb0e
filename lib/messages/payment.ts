export const PAYMENT_MESSAGES = {
  cancelled: "Payment was cancelled by user.",
  failed: "Payment failed. Please try again.",
  verificationFailed: "Payment verification failed",
  invalidPlan: "Invalid subscription plan",
  processingError: "Payment Processing Error",
  invalidEmail: "Invalid or missing email address. Please log in again.",
  invalidAmount: "Invalid payment amount.",
  invalidParameters: "Invalid payment parameters",
  missingPublicKey: "The Paystack public key is missing, so payment cannot start.",
  missingCurrency: "The payment currency is missing.",
  pending: "Payment System Pending",
  providerUnavailable: "We could not reach the payment provider. Please try again in a moment.",
  tooMany: "You have started several payments in a short time. Please wait a few minutes and try again.",
  // Paystack's webhook (machine-to-machine, but still a clear answer).
  webhookBadSignature: "Invalid signature.",
  webhookInvalidJson: "The event is not valid JSON.",
  webhookNoTransaction: "The charge.success event has no valid transaction data.",
} as const;
