export const AUTH_MESSAGES = {
  notAuthenticated: "User not authenticated.",
  notAuthenticatedPleaseLogIn: "User not authenticated. Please log in.",
  authenticationFailed: "Authentication failed. Please log in again.",
  sessionExpired: "Your session has expired or is invalid. Please log in again.",
} as const;
