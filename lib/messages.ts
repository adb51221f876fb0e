/**
 * User-facing messages. The spec's catalogue (section 8) word for word, plus this product's own,
 * so the browser and the server say the same thing.
 */
export const MESSAGES = {
  signup: {
    passwordsDoNotMatch: "Passwords do not match.",
    serverError: "Signup failed due to a server error.",
    unexpected: "An unexpected server error occurred. Please try again later.",
    network: "Could not connect to the server. Please try again.",
    emailTaken: "An account with this email already exists. Please log in instead.",
    invalid: "Please correct the highlighted fields.",
  },
  login: {
    invalidCredentials: "Invalid credentials",
    failed: "Login failed. Please try again.",
    tooManyAttempts: (minutes: number) =>
      `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  },
  voucher: {
    emptyCode: "Please enter a voucher code.",
    missingEmail: "User email is missing. Cannot verify voucher.",
    loadCountFailed: "Failed to load voucher count.",
    httpError: (status: number) => `HTTP error! status: ${status}`,
    unexpected: "An unexpected error occurred during voucher redemption.",
    individualOnly: "Vouchers can only be used for individual plans.",
    notYours: "This voucher code is not valid for your account.",
    used: "This voucher has already been used.",
    expired: "This voucher has expired.",
    applied: (planTitle: string) => `Voucher applied. Enjoy one month of ${planTitle}.`,
  },
  payment: {
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
  },
  access: {
    planExcludes: (service: string) => `Your plan does not include ${service}. Choose a plan that does at checkout.`,
  },
  auth: {
    notAuthenticated: "User not authenticated.",
    notAuthenticatedPleaseLogIn: "User not authenticated. Please log in.",
    authenticationFailed: "Authentication failed. Please log in again.",
    sessionExpired: "Your session has expired or is invalid. Please log in again.",
  },
  request: {
    crossSite: "Cross-site requests are not allowed.",
    invalidJson: "The request body must be valid JSON.",
    notJson: "The request body must be JSON (Content-Type: application/json).",
    tooLarge: "The request body is too large.",
    serverError: "Something went wrong on our side. Please try again.",
  },
} as const;
