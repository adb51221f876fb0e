/** Plain data, so browser forms can use these without loading zod. */

export const PASSWORD_MIN_LENGTH = 6;

/** Word for word (docs/features.md). */
export const AGE_CONSENT_LABEL = "I am 18 or older, or my parent or guardian agrees to my using Stepps";

export interface EmailLinkProblem {
  kind: "unknown" | "expired" | "used";
  message: string;
}
