import { DomainError, type DomainErrorKind } from "@/lib/errors";

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; kind: DomainErrorKind; message: string; retryAfterSeconds?: number };

/** A domain call's result or its refusal, as a value, so tests can count and compare them. */
export async function outcome<T>(promise: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { ok: false, kind: error.kind, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  }
}
