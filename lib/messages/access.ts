export const ACCESS_MESSAGES = {
  planExcludes: (service: string) => `Your plan does not include ${service}. Choose a plan that does at checkout.`,
} as const;
