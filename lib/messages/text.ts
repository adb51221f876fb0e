export const TEXT_MESSAGES = {
  /** `what` reads after "from": "your name", "the certificate name". */
  hiddenCharacters: (what: string) =>
    `Remove the hidden control characters (such as text-direction overrides) from ${what}.`,
} as const;
