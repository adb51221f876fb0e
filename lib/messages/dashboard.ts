export const DASHBOARD_MESSAGES = {
  loadFailed: "Failed to load dashboard content. Please try again.",
} as const;
