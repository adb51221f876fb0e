/** Account rules the browser shows too: plain data, so a form can use them without loading zod. */

export const PASSWORD_MIN_LENGTH = 6;

/** The age or guardian confirmation sign-up asks for, word for word (docs/features.md). */
export const AGE_CONSENT_LABEL = "I am 18 or older, or my parent or guardian agrees to my using Stepps";

/** Why a link from an e-mail cannot be used, for its page: unknown (or damaged, or replaced), expired, or used. */
export interface EmailLinkProblem {
  kind: "unknown" | "expired" | "used";
  message: string;
}
