/** Only `route()` and the server-action wrapper map these to HTTP or form state: nothing else in lib/ knows HTTP. */
export const DOMAIN_ERROR_KINDS = [
  "invalid",
  "unauthenticated",
  "forbidden",
  "not-found",
  "conflict",
  "gone",
  "payment-declined",
  "too-large",
  "unsupported-type",
  "rate-limited",
  "upstream-failed",
  /** Switched off here for now (card payments while PAYMENTS_ENABLED is false), or too busy to answer. */
  "unavailable",
] as const;

export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

export interface DomainErrorDetails {
  fieldErrors?: Record<string, string>;
}

/** The message is safe to show as it is. */
export class DomainError extends Error {
  readonly fieldErrors: Record<string, string> | undefined;
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

export function isDomainError(error: unknown, ...kinds: DomainErrorKind[]): error is DomainError {
  return error instanceof DomainError && (kinds.length === 0 || kinds.includes(error.kind));
}
