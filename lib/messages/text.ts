export const TEXT_MESSAGES = {
  /** `what` reads after "from": "your name", "the certificate name". */
  hiddenCharacters: (what: string) =>
    `Remove the hidden control characters (such as text-direction overrides) from ${what}.`,
  /** `what` reads as a subject: "Your name", "The subject". */
  oneLine: (what: string) => `${what} must be on one line, without line breaks, tabs or hidden control characters.`,
} as const;
