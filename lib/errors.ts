/** What went wrong, in domain terms; route handlers map each kind to its HTTP status (lib/http/route.ts). */
export type DomainErrorKind = "invalid" | "forbidden" | "not-found" | "too-large" | "unsupported-type" | "rate-limited";

/** A refusal the user should see: the message is safe to show as is. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
