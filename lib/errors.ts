/**
 * The one way this app refuses something. Domain functions in lib/ throw a DomainError; only
 * `route()` (lib/http/route.ts) and the server-action wrapper (lib/forms/actions.ts) turn its kind
 * into an HTTP status or a form's error state. Nothing else in lib/ knows about HTTP.
 */
export const DOMAIN_ERROR_KINDS = [
  /** The input breaks a rule (a field, a plan that cannot be used this way). */
  "invalid",
  /** Nobody is signed in, or the credentials are wrong. */
  "unauthenticated",
  /** Signed in, but not allowed: someone else's record, a plan without the service, another site. */
  "forbidden",
  "not-found",
  /** The thing is already done or taken: a used voucher, a registered e-mail. */
  "conflict",
  /** It existed but can no longer be used: an expired voucher. */
  "gone",
  /** A payment the provider reports as not paid, or not as this app asked. */
  "payment-declined",
  "too-large",
  "unsupported-type",
  /** Too many attempts; `retryAfterSeconds` says when to try again. */
  "rate-limited",
  /** A service this app relies on (Paystack) did not answer as it should. */
  "upstream-failed",
  /** Switched off here for now (card payments while PAYMENTS_ENABLED is false). */
  "unavailable",
] as const;

export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

export interface DomainErrorDetails {
  /** The first problem per form field, keyed by field name, when the refusal is about fields. */
  fieldErrors?: Record<string, string>;
}

/** A refusal the user should see: the message is safe to show as it is. */
export class DomainError extends Error {
  readonly fieldErrors: Record<string, string> | undefined;
  /** Set for "rate-limited" only. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: Exclude<DomainErrorKind, "rate-limited">, message: string, details?: DomainErrorDetails);
  constructor(kind: "rate-limited", message: string, details: { retryAfterSeconds: number });
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    details: DomainErrorDetails & { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** Whether `error` is a refusal of one of `kinds` (any kind when none are given). */
export function isDomainError(error: unknown, ...kinds: DomainErrorKind[]): error is DomainError {
  return error instanceof DomainError && (kinds.length === 0 || kinds.includes(error.kind));
}
